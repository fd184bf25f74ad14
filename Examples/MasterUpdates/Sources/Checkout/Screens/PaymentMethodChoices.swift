// The checkout screen's payment methods as one master update shows them: the methods on offer, in
// the update's order and the customer's language, and how the screen shows a method chosen
// earlier, one the update deprecates or one it adds after this build.

import KbnUpdates

/// One payment method as the checkout screen shows it.
public struct PaymentMethodRow: Hashable, Sendable, Identifiable {
    /// The method: one this build compiled, or the code of one an update added after it.
    public let value: KbnValue<Kbn.PaymentMethod>
    /// The method's name in the screen's language.
    public let name: String
    /// Why the method is no longer offered; nil for a method on offer.
    public let deprecationMessage: String?

    /// The code, unique among the rows.
    public var id: String { value.code }
}

/// The payment methods of the checkout screen, read from the update in use when the screen opens.
///
/// The screen keeps the update it was made with: an update applied while it is open changes the
/// next checkout screen, not this one, so that no row moves under the customer's finger.
public struct PaymentMethodChoices: Sendable {
    /// The methods the screen offers, in the update's display order; deprecated ones are left out.
    public let offered: [PaymentMethodRow]
    private let update: KbnUpdate
    private let language: String

    /// The choices as `update` gives them, named in `language` (a BCP 47 tag such as `"en"`; the
    /// Japanese names, the logical ones, where the master has no name in it).
    public init(update: KbnUpdate, language: String) {
        self.update = update
        self.language = language
        offered = update.values(of: Kbn.PaymentMethod.self)
            .compactMap { Self.row(for: $0, in: update, language: language) }
            .filter { $0.deprecationMessage == nil }
    }

    /// How the screen shows `method`, such as the one the customer chose last time: a deprecated
    /// method with its message, one the update added with its name; nil for a code that neither
    /// this build nor the update knows.
    public func row(for method: KbnValue<Kbn.PaymentMethod>) -> PaymentMethodRow? {
        Self.row(for: method, in: update, language: language)
    }

    private static func row(
        for method: KbnValue<Kbn.PaymentMethod>, in update: KbnUpdate, language: String
    ) -> PaymentMethodRow? {
        update.description(of: method).map {
            PaymentMethodRow(
                value: method, name: $0.localizedName(for: language), deprecationMessage: $0.deprecationMessage)
        }
    }
}
