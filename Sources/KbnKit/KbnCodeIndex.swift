// Finding a value of any kind by its full code, for a namespace's `value(forCode:)`.

/// A lookup from full code to value across several kinds.
///
/// Generated namespaces keep one in a `static let`, built on first use.
@_spi(KbnGenerated) public final class KbnCodeIndex: Sendable {
    private let valuesByCode: [String: any KbnType]

    /// Indexes every value of every kind in `kinds` that has a prefix by its code and its former
    /// and alternate codes.
    ///
    /// The generator rejects definitions in which a code, current, former or alternate, is given
    /// twice among the prefixed kinds of a namespace, so no code is lost. A kind without a prefix is
    /// left out: its codes are unique within the kind only, so such a code cannot tell its kind, and
    /// a lookup must not answer with the wrong one.
    public init(_ kinds: [any KbnType.Type]) {
        var valuesByCode: [String: any KbnType] = [:]
        for kind in kinds where !kind.prefix.isEmpty {
            for (code, value) in Self.entries(of: kind) {
                valuesByCode[code] = value
            }
        }
        self.valuesByCode = valuesByCode
    }

    /// Each value of `kind` by its code, then by each of its former and alternate codes.
    private static func entries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        let table = kind._kbnTable
        let current = kind.allCases.map { (code: $0.code, value: $0 as any KbnType) }
        guard let other = table.secondaryCodes else { return current }
        return current
            + zip(other.codes, other.ordinals).map { (code: $0, value: table.value(atOrdinal: $1) as any KbnType) }
    }

    /// The value whose full code, current, former or alternate, is `code`, of whichever prefixed
    /// kind has it.
    public func value(forCode code: String) -> (any KbnType)? {
        valuesByCode[code]
    }
}
