// Finding a value of any kind by its full code, for a namespace's `value(forCode:)`.

/// A lookup from full code to value across several kinds.
///
/// Generated namespaces keep one in a `static let`, built on first use.
@_spi(KbnGenerated) public final class KbnCodeIndex: Sendable {
    private let valuesByCode: [String: any KbnType]

    /// Indexes every value of every kind in `kinds` by its code and its former codes.
    ///
    /// The generator rejects definitions in which a code, current or former, is given twice in a
    /// namespace, so no code is lost.
    public init(_ kinds: [any KbnType.Type]) {
        var valuesByCode: [String: any KbnType] = [:]
        for kind in kinds {
            for (code, value) in Self.entries(of: kind) {
                valuesByCode[code] = value
            }
        }
        self.valuesByCode = valuesByCode
    }

    /// Each value of `kind` by its code, then by each of its former codes.
    private static func entries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        let table = kind._kbnTable
        let current = kind.allCases.map { (code: $0.code, value: $0 as any KbnType) }
        guard let former = table.formerCodes else { return current }
        return current + zip(former.codes, former.ordinals).map { (code: $0, value: table.declaredValues[$1] as any KbnType) }
    }

    /// The value whose full code, current or former, is `code`, of whichever kind has it.
    public func value(forCode code: String) -> (any KbnType)? {
        valuesByCode[code]
    }
}
