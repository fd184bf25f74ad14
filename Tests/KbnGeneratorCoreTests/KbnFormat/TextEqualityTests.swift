// Tests of the one equality of texts from outside the app (KbnTextEquality) against its
// definition, written plainly: `String` equality within the limit on marks in a row, the same bytes
// beyond it, over texts whose bytes and canonical forms disagree.

import Foundation
import KbnFormat
import Testing

@Suite("Equality of texts from outside")
struct TextEqualityTests {
    /// Texts that are equal as `String`s but not in their bytes, or the reverse, and texts beyond
    /// the limit: NFC and NFD, marks in one order and the other, at and past the limit.
    static let texts: [String] = {
        func run(_ count: Int, swapped: Bool = false) -> String {
            let pair = swapped ? "\u{316}\u{301}" : "\u{301}\u{316}"
            return "a" + String(repeating: pair, count: count / 2) + (count % 2 == 1 ? "\u{301}" : "")
        }
        return [
            "", "a", "A", "00101", "caf\u{E9}", "cafe\u{301}", "\u{304C}", "\u{304B}\u{3099}", "ガ", "ｶﾞ",
            run(30), run(30, swapped: true), run(31), run(31, swapped: true), run(64), run(64, swapped: true),
            run(31) + "b", "b" + run(31),
        ]
    }()

    @Test("Equal exactly where the definition says, hashed alike where equal")
    func againstTheDefinition() {
        for left in Self.texts {
            for right in Self.texts {
                let beyond = KbnCombiningMarks.exceedsLimit(left) || KbnCombiningMarks.exceedsLimit(right)
                let expected = beyond ? Array(left.utf8) == Array(right.utf8) : left == right
                #expect(
                    KbnTextEquality.equal(left, right) == expected,
                    "\(Array(left.unicodeScalars)) and \(Array(right.unicodeScalars))")
                if expected {
                    var leftHasher = Hasher()
                    var rightHasher = Hasher()
                    KbnTextEquality.hash(left, into: &leftHasher)
                    KbnTextEquality.hash(right, into: &rightHasher)
                    #expect(leftHasher.finalize() == rightHasher.finalize())
                }
            }
        }
    }

    @Test("No two spellings of one text are farther apart in length than the bound, so none is unequal by it")
    func spellingsWithinTheBound() {
        // Scalars whose canonical decomposition is longest in scalars (U+1F82, four) or in bytes
        // against their own (U+0344, U+0958, Hangul syllables), and texts made of them.
        let scalars = ["\u{1F82}", "\u{0344}", "\u{0958}", "\u{AC00}", "\u{1E69}", "\u{FB2C}", "\u{2126}"]
        for text in scalars + [scalars.joined(), String(repeating: "\u{1F82}", count: 100)] {
            let decomposed = text.decomposedStringWithCanonicalMapping
            let composed = text.precomposedStringWithCanonicalMapping
            for (left, right) in [(text, decomposed), (decomposed, composed), (composed, text)] {
                let lengths = [left.utf8.count, right.utf8.count]
                #expect(lengths.max()! <= KbnTextEquality.longestSpelling(ofTextOf: lengths.min()!))
                #expect(KbnTextEquality.equal(left, right) && KbnTextEquality.equal(right, left))
            }
        }
        // Past it, unequal at once: a long text from outside against a short code.
        let long = String(repeating: "\u{E9}", count: 32_768)
        #expect(!KbnTextEquality.equal(long, "00101") && !KbnTextEquality.equal("\u{E9}", long))
    }
}
