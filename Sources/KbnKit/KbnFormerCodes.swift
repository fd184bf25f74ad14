// Codes that a kind's values had before a merge or a renumbering, which stored data and servers may
// still send: each reads as the value that now lists it. Searched only when a code is none of the
// kind's current codes, so that current codes cost what they did before.

/// The former codes of a kind's values.
///
/// A class, so that a kind without former codes holds only a nil reference, and a lookup that
/// misses the current codes of such a kind checks only that.
@usableFromInline final class KbnFormerCodes: Sendable {
    /// Every former code, in the order the generated table lists them.
    let codes: [String]
    /// For each of ``codes``, the ordinal of the value it reads as.
    let ordinals: [Int]
    private let lookup: KbnCodeLookup

    /// Indexes `rows`, whose codes must all differ and whose ordinals must be those of cases.
    init(rows: [(code: String, ordinal: Int)]) {
        codes = rows.map(\.code)
        ordinals = rows.map(\.ordinal)
        lookup = KbnCodeLookup(codes: codes)
    }

    /// The ordinal of the value whose former code is `code`.
    @usableFromInline func ordinal(of code: String) -> Int? {
        lookup.ordinal(of: code, in: codes).map { ordinals[$0] }
    }

    /// Each value's former codes, by its ordinal, in the order the table lists them.
    var codesByOrdinal: [Int: [String]] {
        Dictionary(grouping: zip(codes, ordinals), by: \.1).mapValues { $0.map(\.0) }
    }
}
