// Another target that uses Catalog's kinds from all three of its definitions files.

import Catalog
import KbnKit

/// An order on its way to a customer.
public struct Shipment: Codable, Hashable, Sendable {
    public var customer: Customer
    public var status: Kbn.OrderStatus
    public var carrier: Shipping.Carrier

    public init(customer: Customer, status: Kbn.OrderStatus, carrier: Shipping.Carrier) {
        self.customer = customer
        self.status = status
        self.carrier = carrier
    }

    /// A line for the order list, from the values' display names.
    public var summary: String {
        "\(customer.name) (\(customer.gender.logicalName)): \(status.logicalName), \(carrier.logicalName)"
    }
}
