// Finding a value of any kind by its full code, for a namespace's `value(forCode:)`: the code's
// prefix picks the kind, whose own slots find the value, so that the first lookup builds no index
// of every code of every kind.

/// A lookup from full code to value across several kinds.
///
/// Generated namespaces keep one in a `static let`, built on first use.
@_spi(KbnGenerated) public final class KbnCodeIndex: Sendable {
    /// Each kind with an ASCII prefix, by its prefix.
    private let kindsByPrefix: [String: any KbnType.Type]
    /// The UTF-8 lengths of the keys of ``kindsByPrefix``, shortest first.
    private let prefixLengths: [Int]
    /// The kinds whose prefix is not ASCII: a string can equal their codes without starting with
    /// the prefix's bytes (canonical equivalence), so every lookup asks each of them.
    private let kindsWithOtherPrefixes: [any KbnType.Type]
    /// Every former and alternate code: such a code need not start with its kind's prefix.
    private let valuesBySecondaryCode: [String: any KbnType]
    /// Every current code, for a string that is not ASCII, which can equal a code whose bytes
    /// differ from its own (the Kelvin sign equals "K"); made at the first such string. One
    /// dictionary for the namespace rather than each kind's own, so that such a string costs one
    /// lookup however many kinds there are.
    private let valuesByCode = KbnLazy<[String: any KbnType]>()
    private let kinds: [any KbnType.Type]

    /// Indexes every value of every kind in `kinds` that has a prefix by its code and its former
    /// and alternate codes.
    ///
    /// The generator rejects definitions in which a code, current, former or alternate, is given
    /// twice among the prefixed kinds of a namespace, so no code is lost. A kind without a prefix is
    /// left out: its codes are unique within the kind only, so such a code cannot tell its kind, and
    /// a lookup must not answer with the wrong one.
    public init(_ kinds: [any KbnType.Type]) {
        let prefixed = kinds.filter { !$0.prefix.isEmpty }
        var kindsByPrefix: [String: any KbnType.Type] = [:]
        var kindsWithOtherPrefixes: [any KbnType.Type] = []
        var valuesBySecondaryCode: [String: any KbnType] = [:]
        for kind in prefixed {
            if kind.prefix.utf8.allSatisfy({ $0 < 0x80 }) {
                kindsByPrefix[kind.prefix] = kind
            } else {
                kindsWithOtherPrefixes.append(kind)
            }
            for (code, value) in Self.secondaryEntries(of: kind) {
                valuesBySecondaryCode[code] = value
            }
        }
        self.kindsByPrefix = kindsByPrefix
        prefixLengths = Set(kindsByPrefix.keys.map(\.utf8.count)).sorted()
        self.kindsWithOtherPrefixes = kindsWithOtherPrefixes
        self.valuesBySecondaryCode = valuesBySecondaryCode
        self.kinds = prefixed
    }

    /// Each former and alternate code of `kind`, with its value.
    private static func secondaryEntries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        let table = kind._kbnTable
        guard let other = table.secondaryCodes else { return [] }
        return zip(other.codes, other.ordinals).map { (code: $0, value: table.value(atOrdinal: $1) as any KbnType) }
    }

    /// Each current code of `kind`, with its value.
    private static func currentEntries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        let table = kind._kbnTable
        return table.codes.enumerated().map { (code: $1, value: table.value(atOrdinal: $0) as any KbnType) }
    }

    /// The value of `kind` whose code, current, former or alternate, is `code`.
    private static func value<Kind: KbnType>(ofCode code: String, in kind: Kind.Type) -> (any KbnType)? {
        kind._kbnTable.value(forCode: code)
    }

    /// The value whose full code, current, former or alternate, is `code`, of whichever prefixed
    /// kind has it.
    public func value(forCode code: String) -> (any KbnType)? {
        currentValue(forCode: code) ?? (valuesBySecondaryCode.isEmpty ? nil : valuesBySecondaryCode[code])
    }

    /// The value whose current code is `code`, or whose former or alternate code is and starts
    /// with its kind's prefix.
    private func currentValue(forCode code: String) -> (any KbnType)? {
        guard code.utf8.allSatisfy({ $0 < 0x80 }) else {
            return valuesByCode.value {
                Dictionary(kinds.flatMap { Self.currentEntries(of: $0) }, uniquingKeysWith: { first, _ in first })
            }[code]
        }
        // An ASCII string equals a code exactly when their bytes are the same, so it starts with
        // the bytes of the prefix of the only kind that can have it, when that prefix is ASCII.
        for length in prefixLengths {
            guard length <= code.utf8.count else { break }
            let prefix = String(decoding: code.utf8.prefix(length), as: UTF8.self)
            if let kind = kindsByPrefix[prefix], let value = Self.value(ofCode: code, in: kind) { return value }
        }
        for kind in kindsWithOtherPrefixes {
            if let value = Self.value(ofCode: code, in: kind) { return value }
        }
        return nil
    }
}
