// Tests of the one limit on combining marks in a row (KbnCombiningMarks): where a run starts and
// ends, and the claim that lets a lookup refuse a long run unseen, that no spelling of a code that
// keeps the codes' limit has a run longer than the stream-safe one, checked against Foundation's
// canonical decomposition.

import Foundation
import KbnFormat
import KbnTestSupport
import Testing

@Suite("Combining marks in a row")
struct CombiningMarksTests {
    @Test("Thirty marks in a row pass, thirty-one do not; any other scalar ends a run")
    func theLimitAndWhatEndsARun() {
        let acute = "\u{301}"
        #expect(!KbnCombiningMarks.exceedsLimit("a" + String(repeating: acute, count: 30)))
        #expect(KbnCombiningMarks.exceedsLimit("a" + String(repeating: acute, count: 31)))
        #expect(KbnCombiningMarks.exceedsLimit(String(repeating: acute, count: 31)))
        // Marks of two classes, the shape that is slowest to put in canonical order.
        #expect(KbnCombiningMarks.exceedsLimit("a" + String(repeating: "\u{316}\u{301}", count: 16)))
        let split = String(repeating: acute, count: 30) + "b" + String(repeating: acute, count: 30)
        #expect(!KbnCombiningMarks.exceedsLimit(split))
        // U+0300 is the first mark; the kana voicing mark (class 8) counts too.
        #expect(KbnCombiningMarks.exceedsLimit(String(repeating: "\u{300}", count: 31)))
        #expect(!KbnCombiningMarks.exceedsLimit(String(repeating: "\u{2FF}", count: 31)))
        #expect(KbnCombiningMarks.exceedsLimit("か" + String(repeating: "\u{3099}", count: 31)))
        #expect(!KbnCombiningMarks.exceedsLimit(String(repeating: "がぱ", count: 1000)))
        // A Tibetan vowel sign of class 0 ends a run of text, and counts as a mark in a code.
        #expect(!KbnCombiningMarks.exceedsLimit(String(repeating: "\u{F73}", count: 100)))
        #expect(KbnCombiningMarks.exceedsLimitOfCodes(String(repeating: "\u{F73}", count: 10)))
        #expect(!KbnCombiningMarks.exceedsLimitOfCodes("0" + String(repeating: "\u{F73}", count: 9)))
        #expect(KbnCombiningMarks.exceedsLimitOfCodes("0" + String(repeating: acute, count: 10)))
        #expect(!KbnCombiningMarks.exceedsLimitOfCodes("0" + String(repeating: acute, count: 9) + "1" + acute))
    }

    @Test("The ranges decided without a property lookup, or from two bytes, hold no mark")
    func marksAreThoseOfNonzeroClass() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isMark = scalar.properties.canonicalCombiningClass.rawValue != 0
            if KbnCombiningMarks.isMark(scalar) != isMark {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) is \(isMark ? "" : "not ")a mark")
            }
            let utf8 = Array(String(scalar).utf8) + [0]
            if isMark
                && !(KbnCombiningMarks.mayBeMark(lead: utf8[0], second: utf8[1])
                    && KbnCombiningMarks.mayHaveMarks(String(scalar)))
            {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) is a mark that its bytes rule out")
            }
        }
    }

    /// Scalars whose decompositions lengthen runs of marks the most: U+1F82 ends in three marks,
    /// U+0344 is a mark of two, the Tibetan signs are of class 0 and decompose into two marks, and
    /// marks of several classes that canonical order moves.
    static let pool: [Unicode.Scalar] = [
        "\u{1F82}", "\u{1FB2}", "\u{344}", "\u{F73}", "\u{F75}", "\u{F81}", "\u{301}", "\u{316}", "\u{345}",
        "\u{3099}", "\u{1E08}", "a", "0", "\u{212A}", "\u{1D15F}", "\u{FB2C}",
    ]

    @Test("No spelling of a code within the codes' limit has more than thirty marks in a row")
    func noSpellingOfACodeExceedsTheLimit() {
        // The longest runs a code may decompose into: three marks after U+1F82's starter, then two
        // for each of the marks and vowel signs the codes' limit allows.
        let limit = KbnCombiningMarks.longestRunInCodes
        for mark in ["\u{344}", "\u{F73}"] {
            let code = "\u{1F82}" + String(repeating: mark, count: limit)
            #expect(!KbnCombiningMarks.exceedsLimitOfCodes(code))
            #expect(code.decomposedStringWithCanonicalMapping.unicodeScalars.count == 4 + 2 * limit)
            #expect(!KbnCombiningMarks.exceedsLimit(code.decomposedStringWithCanonicalMapping))
        }
        var generator = SeededGenerator(seed: 45)
        var checked = 0
        for _ in 0..<20_000 {
            var code = ""
            for _ in 0..<Int.random(in: 1...24, using: &generator) {
                code.unicodeScalars.append(Self.pool.randomElement(using: &generator)!)
            }
            guard !KbnCombiningMarks.exceedsLimitOfCodes(code) else { continue }
            // Only the spellings that `String` finds equal matter: for a few of these scalars, its
            // equality and Foundation's normalization disagree.
            for spelling in [code.decomposedStringWithCanonicalMapping, code.precomposedStringWithCanonicalMapping]
            where spelling == code {
                checked += 1
                #expect(!KbnCombiningMarks.exceedsLimit(spelling), "\(code.unicodeScalars.map(\.value))")
            }
        }
        #expect(checked > 5_000)
    }
}
