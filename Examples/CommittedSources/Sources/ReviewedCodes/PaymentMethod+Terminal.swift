// The module's own code next to the committed generated file: it extends a generated kind.

extension Codes.PaymentMethod {
    /// Whether paying this way needs a card terminal at the till.
    public var needsTerminal: Bool { self == .card }
}
