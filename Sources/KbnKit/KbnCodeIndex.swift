// Finding a value of any kind by its full code, for a namespace's `value(forCode:)`: the code's
// prefix picks the kind, whose own lookup finds the value, so that the first lookup builds no index
// of every code of every kind.

/// A lookup from full code to value across several kinds.
///
/// Generated namespaces keep one in a `static let`, built on first use. Every comparison of a
/// string with a code is a ``KbnCodeLookup``'s, the kind's own for its current codes and one of the
/// namespace's for former and alternate codes; this type only picks which kinds to ask.
@_spi(KbnGenerated) public final class KbnCodeIndex: Sendable {
    /// Each kind with an ASCII prefix, by its prefix.
    private let kindsByPrefix: [String: any KbnType.Type]
    /// The UTF-8 lengths of the keys of ``kindsByPrefix``, shortest first.
    private let prefixLengths: [Int]
    /// The kinds whose prefix is not ASCII, which an ASCII string can equal a code of without
    /// starting with the prefix's bytes, so every string asks them.
    private let kindsWithOtherPrefixes: [any KbnType.Type]
    /// Every kind with a prefix, which a string that is not ASCII asks, since it can equal a code
    /// without sharing any of its bytes.
    private let kinds: [any KbnType.Type]
    /// Every former and alternate code of every kind, which need not start with its kind's prefix.
    private let secondaryCodes: KbnCodeLookup
    /// The value of each of ``secondaryCodes``, by its position.
    private let secondaryValues: [any KbnType]

    /// Indexes every value of every kind in `kinds` that has a prefix by its code and its former
    /// and alternate codes.
    ///
    /// The generator rejects definitions in which a code, current, former or alternate, is given
    /// twice among the prefixed kinds of a namespace, so no code is lost. A kind without a prefix is
    /// left out: its codes are unique within the kind only, so such a code cannot tell its kind, and
    /// a lookup must not answer with the wrong one.
    ///
    /// - Complexity: O(*k* + *s*) for *k* kinds with *s* former and alternate codes in all; no
    ///   kind's current codes are read.
    public init(_ kinds: [any KbnType.Type]) {
        let prefixed = kinds.filter { !$0.prefix.isEmpty }
        var kindsByPrefix: [String: any KbnType.Type] = [:]
        var kindsWithOtherPrefixes: [any KbnType.Type] = []
        var secondaryEntries: [(code: String, value: any KbnType)] = []
        for kind in prefixed {
            if KbnCodeLookup.isASCII(kind.prefix.utf8) {
                kindsByPrefix[kind.prefix] = kind
            } else {
                kindsWithOtherPrefixes.append(kind)
            }
            secondaryEntries += Self.secondaryEntries(of: kind)
        }
        self.kindsByPrefix = kindsByPrefix
        prefixLengths = Set(kindsByPrefix.keys.map(\.utf8.count)).sorted()
        self.kindsWithOtherPrefixes = kindsWithOtherPrefixes
        self.kinds = prefixed
        secondaryCodes = KbnCodeLookup(codes: secondaryEntries.map(\.code))
        secondaryValues = secondaryEntries.map(\.value)
    }

    /// Each former and alternate code of `kind`, with its value.
    private static func secondaryEntries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        let table = kind._kbnTable
        guard let other = table.secondaryCodes else { return [] }
        return zip(other.codes, other.ordinals).map { (code: $0, value: table.value(atOrdinal: $1) as any KbnType) }
    }

    /// The value of `kind` whose current code is `code`.
    private static func currentValue<Kind: KbnType>(ofCode code: String, in kind: Kind.Type) -> (any KbnType)? {
        let table = kind._kbnTable
        return table.codeLookup.position(of: code).map(table.value(atOrdinal:))
    }

    /// The value whose full code, current, former or alternate, is `code`, of whichever prefixed
    /// kind has it.
    ///
    /// - Complexity: For an ASCII string, a lookup in the kind whose prefix it starts with, for each
    ///   distinct length of prefix, and in each kind whose prefix is not ASCII; for another string, a
    ///   lookup in every kind. Then one in the former and alternate codes when those miss.
    public func value(forCode code: String) -> (any KbnType)? {
        if KbnCodeLookup.isASCII(code.utf8) {
            // An ASCII string equal to a code whose prefix is ASCII starts with the prefix's bytes
            // (KbnCodeLookup's equality), which picks the one kind of each prefix length that can
            // have it.
            for length in prefixLengths {
                guard length <= code.utf8.count else { break }
                let prefix = String(decoding: code.utf8.prefix(length), as: UTF8.self)
                if let kind = kindsByPrefix[prefix], let value = Self.currentValue(ofCode: code, in: kind) {
                    return value
                }
            }
            if let value = Self.currentValue(ofCode: code, inAnyOf: kindsWithOtherPrefixes) { return value }
        } else if let value = Self.currentValue(ofCode: code, inAnyOf: kinds) {
            return value
        }
        return secondaryCodes.position(of: code).map { secondaryValues[$0] }
    }

    /// The value, of the first of `kinds` that has one, whose current code is `code`.
    private static func currentValue(ofCode code: String, inAnyOf kinds: [any KbnType.Type]) -> (any KbnType)? {
        for kind in kinds {
            if let value = currentValue(ofCode: code, in: kind) { return value }
        }
        return nil
    }
}
