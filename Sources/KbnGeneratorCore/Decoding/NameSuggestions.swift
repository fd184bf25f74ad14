// "Did you mean": the name among a list that a mistyped one most likely stands for, at a cost per
// suggestion that does not grow with the list, so that thousands of unknown names against
// thousands of known ones cost in proportion to the input, not to the product of the two.

/// The names of one list, indexed once so that each suggestion among them costs a bounded amount.
///
/// A name is suggested when it has the same letters ignoring case, or, failing that, when it is at
/// most two edits away (an edit inserts, removes or replaces a character, or swaps two adjacent
/// ones) and no more than one edit for every three characters of the name looked
/// up, so that a short word that is simply another one (`pid`, `name`) is not taken for a typo of
/// `kind` or `case`. Only names of similar length are compared, at most ``maximumCandidates`` of
/// them: of each length, the first of the list, those of the name's own length first, then those
/// one character shorter or longer, then two. Names longer than ``maximumLength`` characters are
/// never suggested.
///
/// - Complexity: Building, O(*n*) for names of *n* characters in all; each suggestion, O(*k*) for
///   a name of *k* characters, plus O(``maximumCandidates`` × ``maximumLength``): the edit distance
///   is computed within two edits of the diagonal only.
package struct NameSuggestions {
    /// The most names a suggestion compares the name looked up with.
    package static let maximumCandidates = 32
    /// The longest name, in Unicode scalars, that is compared or suggested.
    package static let maximumLength = 64
    /// The most edits a suggestion may be away.
    private static let maximumEdits = 2

    /// The first name of each lowercased spelling.
    private var byLowercased: [String: String] = [:]
    /// By length in scalars, up to ``maximumLength``: the first ``maximumCandidates`` names of that
    /// length, each with its scalars.
    private var byLength: [Int: [(name: String, scalars: [Unicode.Scalar])]] = [:]

    package init(_ names: some Sequence<String>) {
        for name in names {
            _ = byLowercased.firstOccurrence(of: name.lowercased(), otherwise: name)
            // A name's first maximumLength + 1 scalars tell whether it is too long, whatever its size.
            let scalars = Array(name.unicodeScalars.prefix(Self.maximumLength + 1))
            guard scalars.count <= Self.maximumLength,
                byLength[scalars.count, default: []].count < Self.maximumCandidates
            else { continue }
            byLength[scalars.count, default: []].append((name, scalars))
        }
    }

    /// The name that `name`, which is not among them, most likely stands for; nil when none is close.
    package func closest(to name: String) -> String? {
        if let sameIgnoringCase = byLowercased[name.lowercased()] { return sameIgnoringCase }
        let scalars = Array(name.unicodeScalars.prefix(Self.maximumLength + 1))
        guard scalars.count <= Self.maximumLength else { return nil }
        let allowedEdits = min(Self.maximumEdits, max(1, scalars.count / 3))
        // Lengths further apart than the edits allowed are more edits apart; the nearest first.
        let lengths = [scalars.count] + (1...allowedEdits).flatMap { [scalars.count - $0, scalars.count + $0] }
        var best: (name: String, distance: Int)?
        var compared = 0
        for length in lengths {
            for candidate in byLength[length] ?? [] where compared < Self.maximumCandidates {
                compared += 1
                let distance = Self.editDistance(scalars, candidate.scalars, atMost: allowedEdits)
                if distance <= allowedEdits, distance < best?.distance ?? .max { best = (candidate.name, distance) }
            }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` when it is at most `limit`, else a number above `limit`.
    /// An edit inserts, removes or replaces a character, or swaps two adjacent ones, the commonest
    /// typo (`Bnak` for `Bank`), each once (the optimal string alignment distance). Only the cells
    /// within `limit` of the diagonal are computed, O(`a.count` × `limit`).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        let beyond = limit + 1
        // previous[j] is the distance between a's first i - 1 characters and b's first j, and
        // twoBack[j] between its first i - 2 and b's first j; cells further than `limit` from the
        // diagonal stay `beyond`.
        var previous = (0...b.count).map { $0 <= limit ? $0 : beyond }
        var twoBack = previous
        var current = previous
        for i in stride(from: 1, through: a.count, by: 1) {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = i <= limit ? i : beyond
            if low > 1 { current[low - 1] = beyond }
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var distance = min(beyond, substitution, previous[j] + 1, current[j - 1] + 1)
                    // Row i - 2 computed column j - 2, which is as far from its diagonal as j is from i.
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        distance = min(distance, twoBack[j - 2] + 1)
                    }
                    current[j] = distance
                }
            }
            if high < b.count { current[high + 1] = beyond }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
