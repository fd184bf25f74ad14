// Codes other than a value's current one that still read as the value: former codes, which it had
// before a merge or a renumbering, and alternate codes, other spellings of its code that systems
// write (a municipality code without its check digit, an ICD-10 code without its dot). Searched
// only when a code is none of the kind's current codes, so that current codes cost what they did
// before.

/// The former and alternate codes of a kind's values.
///
/// A class, so that a kind without such codes holds only a nil reference, and a lookup that misses
/// the current codes of such a kind checks only that.
final class KbnSecondaryCodes: Sendable {
    /// Every former code, then every alternate code, each in the order the generated table lists them.
    let codes: [String]
    /// For each of ``codes``, the ordinal of the value it reads as.
    let ordinals: [Int]
    /// How many of ``codes``, from the start, are former codes.
    private let formerCount: Int
    private let lookup: KbnCodeLookup
    private let codesByOrdinalStore = KbnLazy<(former: [Int: [String]], alternate: [Int: [String]])>()

    /// Indexes the rows, whose codes must all differ and whose ordinals must be those of cases.
    init(former: [(code: String, ordinal: Int)], alternate: [(code: String, ordinal: Int)]) {
        let rows = former + alternate
        codes = rows.map(\.code)
        ordinals = rows.map(\.ordinal)
        formerCount = former.count
        lookup = KbnCodeLookup(codes: codes)
    }

    /// The ordinal of the value whose former or alternate code is `code`.
    func ordinal(of code: String) -> Int? {
        lookup.position(of: code).map { ordinals[$0] }
    }

    /// Each value's former codes, by its ordinal, in the order the table lists them.
    var formerCodesByOrdinal: [Int: [String]] { codesByOrdinal.former }

    /// Each value's alternate codes, by its ordinal, in the order the table lists them.
    var alternateCodesByOrdinal: [Int: [String]] { codesByOrdinal.alternate }

    /// Both of the above, made the first time a description asks for them: a screen that describes
    /// its values one by one reads them once per value.
    private var codesByOrdinal: (former: [Int: [String]], alternate: [Int: [String]]) {
        codesByOrdinalStore.value {
            (
                Self.byOrdinal(codes[..<formerCount], ordinals[..<formerCount]),
                Self.byOrdinal(codes[formerCount...], ordinals[formerCount...])
            )
        }
    }

    private static func byOrdinal(_ codes: ArraySlice<String>, _ ordinals: ArraySlice<Int>) -> [Int: [String]] {
        Dictionary(grouping: zip(codes, ordinals), by: \.1).mapValues { $0.map(\.0) }
    }
}
