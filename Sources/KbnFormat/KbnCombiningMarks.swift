// The one limit on combining marks in a row, for every text that kbn-gen reads and every string that
// KbnKit looks up as a code: here, below both, so that the generator refuses what the app would.

/// How many combining marks may follow one another in a text.
///
/// Comparing and hashing `String`s puts each run of combining marks in canonical order, which
/// costs time that grows with the square of the run's length, so that one value of marks, which
/// any response can send, took seconds to look up (docs/PERFORMANCE.md, "Hostile updates").
/// Unicode's Stream-Safe Text Format (UAX #15) allows no more than ``longestRun`` non-starters in
/// a row, and no language needs more, so a text with a longer run is refused where it is read
/// (definitions files and updates) and is no code where it is looked up. With runs bounded,
/// comparing and hashing cost time in proportion to a text's length.
///
/// A mark is a scalar whose canonical combining class is not 0. Runs are counted in the text as
/// given, not in its decomposition; a scalar of class 0, even one that decomposes into marks,
/// ends a run, and the standard library's normalization starts a new segment there too.
///
/// A string longer than ``longestRun`` marks in a row is equal to no code, because codes are held
/// to ``longestRunInCodes``: see there.
package enum KbnCombiningMarks {
    /// The most combining marks in a row: the stream-safe limit.
    package static let longestRun = 30

    /// The most combining marks in a row in a code, counting the three Tibetan vowel signs that
    /// decompose into two marks each (U+0F73, U+0F75, U+0F81) as marks.
    ///
    /// So that no string equal to a code has more than ``longestRun``: equal strings have the same
    /// canonical decomposition, and a run of marks in a string is no longer than the run it
    /// becomes in the decomposition, since a mark decomposes into marks only. In a code's
    /// decomposition a run is at most the three marks that end a starter's decomposition (U+1F82's
    /// has three) plus at most two for each mark or vowel sign counted here: 3 + 2 × 9 = 21.
    package static let longestRunInCodes = 9

    /// Whether `text` has more than ``longestRun`` combining marks in a row.
    ///
    /// - Complexity: O(*n*) for a text of *n* scalars.
    package static func exceedsLimit(_ text: String) -> Bool {
        longestRun(in: text, countingVowelSigns: false, stoppingPast: longestRun) > longestRun
    }

    /// Whether the code `code` has more than ``longestRunInCodes`` combining marks in a row.
    ///
    /// - Complexity: O(*n*) for a code of *n* scalars.
    package static func exceedsLimitOfCodes(_ code: String) -> Bool {
        longestRun(in: code, countingVowelSigns: true, stoppingPast: longestRunInCodes) > longestRunInCodes
    }

    /// The longest run of marks in `text`, or the first one longer than `limit`.
    private static func longestRun(in text: String, countingVowelSigns: Bool, stoppingPast limit: Int) -> Int {
        var run = 0
        var longest = 0
        for scalar in text.unicodeScalars {
            let isMark = self.isMark(scalar) || countingVowelSigns && [0xF73, 0xF75, 0xF81].contains(scalar.value)
            run = isMark ? run + 1 : 0
            longest = max(longest, run)
            if longest > limit { break }
        }
        return longest
    }

    /// Whether `scalar` is a combining mark: whether its canonical combining class is not 0.
    package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Ranges with no mark, decided without a property lookup: ASCII and Latin (the first mark
        // is U+0300), kana but for the voicing marks U+3099 and U+309A, CJK ideographs and Hangul
        // syllables.
        case ..<0x300, 0x3030..<0x3099, 0x309B..<0xA66F, 0xAC00..<0xFB1E: false
        default: scalar.properties.canonicalCombiningClass.rawValue != 0
        }
    }

    /// Whether `text` can hold a mark: whether it has a byte that can start one (``mayBeMark(lead:second:)``
    /// is false for every lead byte below 0xCC). Most codes are ASCII and are decided by this alone.
    /// A loop over the bytes, which an unoptimized kbn-gen, as a debug build runs it, does without
    /// the generic calls of `contains(where:)`.
    package static func mayHaveMarks(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0xCC { return true }
                index += 1
            }
            return false
        }
    }

    /// Whether the scalar whose UTF-8 starts with the bytes `lead` and `second` can be a mark:
    /// false for most of the ranges of ``isMark(_:)`` without one, so that a reader of bytes need
    /// not decode a Japanese master's scalars, which an unoptimized kbn-gen does slowly.
    package static func mayBeMark(lead: UInt8, second: UInt8) -> Bool {
        // Comparisons, not range patterns, which an unoptimized build matches through generic calls.
        if lead < 0xCC { return false }  // before U+0300
        if lead == 0xE3 { return second == 0x80 || second == 0x82 }  // the marks of U+3000 to U+3FFF
        if lead >= 0xE4 && lead <= 0xE9 { return false }  // U+4000 to U+9FFF
        if lead == 0xEA { return second < 0xB0 }  // from U+AC00 on, Hangul syllables
        if lead >= 0xEB && lead <= 0xED { return false }  // U+B000 to U+DFFF
        return true
    }
}
