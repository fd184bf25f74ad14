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
    /// Whether some kind's prefix is not ASCII: an ASCII string can then equal one of its codes
    /// without starting with the prefix's bytes, so only a comparison as `String` decides.
    private let hasOtherPrefixes: Bool
    /// Every kind with a prefix.
    private let kinds: [any KbnType.Type]
    /// Every former and alternate code of every kind, which need not start with its kind's prefix.
    private let secondaryCodes: KbnCodeLookup
    /// The value of each of ``secondaryCodes``, by its position.
    private let secondaryValues: [any KbnType]
    /// Every code of every kind, current, former and alternate, with its value: for the strings
    /// that only a comparison as `String` decides, which it answers in one lookup whatever the
    /// number of kinds. Made the first time such a string comes, since it reads every kind's codes.
    private let everyCode = KbnLazy<(lookup: KbnCodeLookup, values: [any KbnType])>()

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
        var hasOtherPrefixes = false
        var secondaryEntries: [(code: String, value: any KbnType)] = []
        for kind in prefixed {
            if KbnCodeLookup.isASCII(kind.prefix.utf8) {
                kindsByPrefix[kind.prefix] = kind
            } else {
                hasOtherPrefixes = true
            }
            secondaryEntries += Self.secondaryEntries(of: kind)
        }
        self.kindsByPrefix = kindsByPrefix
        prefixLengths = Set(kindsByPrefix.keys.map(\.utf8.count)).sorted()
        self.hasOtherPrefixes = hasOtherPrefixes
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

    /// Each current code of `kind`, with its value.
    private static func currentEntries<Kind: KbnType>(of kind: Kind.Type) -> [(code: String, value: any KbnType)] {
        kind.allCases.map { (code: $0.code, value: $0 as any KbnType) }
    }

    /// What the lookup of `kind`'s current codes says of `code`, with the value it finds.
    private static func currentValue<Kind: KbnType>(ofCode code: String, in kind: Kind.Type) -> Answer {
        let table = kind._kbnTable
        switch table.codeLookup.probe(code) {
        case .found(let ordinal): return .found(table.value(atOrdinal: ordinal))
        case .absent: return .absent
        case .needsComparingAsString: return .needsComparingAsString
        }
    }

    /// What a lookup says of a string, with the value it finds.
    private enum Answer {
        case found(any KbnType)
        case absent
        case needsComparingAsString
    }

    /// The value whose full code, current, former or alternate, is `code`, of whichever prefixed
    /// kind has it.
    ///
    /// - Complexity: For an ASCII string, a lookup in the kind whose prefix it starts with, for each
    ///   distinct length of prefix, then one in the former and alternate codes. A string that only a
    ///   comparison as `String` decides (one that is not ASCII, or any when a code is not) costs one
    ///   lookup in every code of the namespace, which the first such string makes in O(*n*) for *n*
    ///   codes in all.
    public func value(forCode code: String) -> (any KbnType)? {
        var needsComparingAsString = hasOtherPrefixes || !KbnCodeLookup.isASCII(code.utf8)
        if !needsComparingAsString {
            // An ASCII string equal to a code whose prefix is ASCII starts with the prefix's bytes
            // (KbnCodeLookup's equality), which picks the one kind of each prefix length that can
            // have it.
            for length in prefixLengths {
                guard length <= code.utf8.count else { break }
                let prefix = String(decoding: code.utf8.prefix(length), as: UTF8.self)
                guard let kind = kindsByPrefix[prefix] else { continue }
                switch Self.currentValue(ofCode: code, in: kind) {
                case .found(let value): return value
                case .absent: break
                case .needsComparingAsString: needsComparingAsString = true
                }
            }
            switch secondaryCodes.probe(code) {
            case .found(let position): return secondaryValues[position]
            case .absent: break
            case .needsComparingAsString: needsComparingAsString = true
            }
        }
        guard needsComparingAsString else { return nil }
        let every = everyCode.value {
            let entries = kinds.flatMap { Self.currentEntries(of: $0) + Self.secondaryEntries(of: $0) }
            return (KbnCodeLookup(codes: entries.map(\.code)), entries.map(\.value))
        }
        return every.lookup.position(of: code).map { every.values[$0] }
    }
}
