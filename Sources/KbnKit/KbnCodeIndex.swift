// Finding a value of any kind by its full code, for a namespace's `value(forCode:)`.

/// A lookup from full code to value across several kinds.
///
/// Generated namespaces keep one in a `static let`, built on first use.
@_spi(KbnGenerated) public final class KbnCodeIndex: Sendable {
    private let valuesByCode: [String: any KbnType]

    /// Indexes every value of every kind in `kinds`.
    ///
    /// The generator rejects definitions in which two values share a full code, so no code is lost.
    public init(_ kinds: [any KbnType.Type]) {
        var valuesByCode: [String: any KbnType] = [:]
        for kind in kinds {
            for value in Self.values(of: kind) {
                valuesByCode[value.code] = value
            }
        }
        self.valuesByCode = valuesByCode
    }

    private static func values<Kind: KbnType>(of kind: Kind.Type) -> [any KbnType] {
        kind.allCases
    }

    /// The value whose full code is `code`, of whichever kind has it.
    public func value(forCode code: String) -> (any KbnType)? {
        valuesByCode[code]
    }
}
