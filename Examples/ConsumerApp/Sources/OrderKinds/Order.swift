// The app's order model. Kbn.OrderStatus and Kbn.PaymentMethod are generated at build time by
// KbnGeneratorPlugin from this target's kbn-definitions.json.

import KbnKit

/// An order as the server sends it.
///
/// The status must be one the app knows; the payment method keeps a code added on the server
/// before this build of the app knew it.
public struct Order: Codable, Hashable, Sendable {
    public var id: String
    public var status: Kbn.OrderStatus
    public var payment: KbnValue<Kbn.PaymentMethod>

    public init(id: String, status: Kbn.OrderStatus, payment: KbnValue<Kbn.PaymentMethod>) {
        self.id = id
        self.status = status
        self.payment = payment
    }

    /// Whether the customer can still cancel: a switch over every status, with no `default:`.
    public var isCancellable: Bool {
        switch status {
        case .received: true
        case .shipped, .delivered, .cancelled: false
        }
    }
}
