// Tests of the one equality of texts from outside the app (KbnTextEquality) against its
// definition, written plainly: `String` equality within the limit on marks in a row, the same bytes
// beyond it, over texts whose bytes and canonical forms disagree.

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
}
