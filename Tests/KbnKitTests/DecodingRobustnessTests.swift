// Runtime robustness: decoding a kind or a KbnValue from any JSON value, and looking up any string
// as a code, either succeeds with the right value or fails cleanly; nothing traps.

import Foundation
import KbnExample
import KbnTestSupport
import Testing

// MARK: Random JSON values

/// A JSON value to decode from, with its text.
private indirect enum JSONSample {
    case null
    case bool(Bool)
    /// A number literal, as written.
    case number(String)
    case string(String)
    /// A string literal with an escape that is not valid JSON, such as a lone surrogate.
    case invalidString(String)
    case array([JSONSample])
    case object([(String, JSONSample)])

    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let literal): literal
        case .string(let string): Self.quoted(string)
        case .invalidString(let body): "\"\(body)\""
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// JSON's escaping, written out here so the test does not trust the encoder it exercises.
    private static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04X", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

/// Strings that are codes, nearly codes, or nothing like them.
private struct CodeStrings {
    let knownCodes: [String]

    func random(using random: inout SeededGenerator) -> String {
        let code = random.pick(knownCodes)
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return code
        case 1: return String(code.dropLast())
        case 2: return code + String(code.last!)
        case 3: return " " + code
        case 4: return code + "\u{301}"  // a combining mark joins the last digit
        case 5: return code.uppercased() + "\u{0}"
        case 6: return ""
        case 7: return String(repeating: code, count: Int.random(in: 2...20_000, using: &random))
        case 8: return String(code.prefix(3))
        case 9: return String(code.map { $0 == "0" ? "０" : $0 })  // full-width zero
        default:
            return TrickyText.text(maximumLength: 8, using: &random)
        }
    }
}

private struct JSONSamples {
    let strings: CodeStrings
    static let numbers = [
        "0", "-0", "1", "101", "00101e0", "1.5", "-1e-400", "1e400", "9007199254740993",
        "18446744073709551616", "-9223372036854775809", "1E+308", "4.9e-324",
    ]
    static let invalidStrings = [#"\uD800"#, #"\uDC00\uD800"#, #"00\uDE00"#, #"\u12"#, #"\x"#]

    func random(depth: Int = 0, using random: inout SeededGenerator) -> JSONSample {
        let leafOnly = depth >= 4
        switch Int.random(in: 0..<(leafOnly ? 6 : 8), using: &random) {
        case 0: return .null
        case 1: return .bool(random.oneIn(2))
        case 2: return .number(random.pick(Self.numbers))
        case 3: return .invalidString(random.pick(Self.invalidStrings))
        case 4, 5: return .string(strings.random(using: &random))
        case 6:
            let count = Int.random(in: 0...4, using: &random)
            return .array((0..<count).map { _ in self.random(depth: depth + 1, using: &random) })
        default:
            let count = Int.random(in: 0...4, using: &random)
            return .object(
                (0..<count).map { _ in
                    (strings.random(using: &random), self.random(depth: depth + 1, using: &random))
                })
        }
    }

    /// Arrays nested `depth` levels around a code, beyond what JSONDecoder accepts at the deep end.
    static func nested(_ code: String, depth: Int) -> JSONSample {
        (0..<depth).reduce(JSONSample.string(code)) { inner, _ in .array([inner]) }
    }
}

private let allCodes = Kbn.allKinds.flatMap { codes(of: $0) }

private func codes<Kind: KbnType>(of kind: Kind.Type) -> [String] {
    kind.allCases.map(\.code)
}

// MARK: Decoding

/// Decodes `sample` as `Kind` and as `KbnValue<Kind>`, and checks each outcome against the sample.
private func checkDecoding<Kind: KbnType>(_ sample: JSONSample, as kind: Kind.Type) throws {
    let data = Data(sample.text.utf8)
    let decoder = JSONDecoder()
    let code: String? = if case .string(let string) = sample { string } else { nil }
    let expected = code.flatMap(Kind.init(code:))

    do {
        let value = try decoder.decode(Kind.self, from: data)
        #expect(value == expected, "decoded \(value) from \(sample.text.prefix(80))")
    } catch let error as DecodingError {
        #expect(expected == nil, "could not decode \(sample.text.prefix(80)): \(error)")
        if let code, case .dataCorrupted(let context) = error {
            // Compared by scalars: a code that starts with a combining mark joins the quote before it.
            let message = Array(context.debugDescription.unicodeScalars)
            #expect(message.firstRange(of: Array(Kind.kindDescription.name.unicodeScalars)) != nil)
            #expect(message.firstRange(of: Array(code.unicodeScalars.prefix(64))) != nil, "\(context.debugDescription)")
        }
    }

    do {
        let value = try decoder.decode(KbnValue<Kind>.self, from: data)
        #expect(value.code == code, "decoded \(value) from \(sample.text.prefix(80))")
        #expect(value.known == expected)
        let reencoded = try decoder.decode(KbnValue<Kind>.self, from: JSONEncoder().encode(value))
        #expect(reencoded.code == value.code)
    } catch is DecodingError {
        // Only a string with a run of combining marks longer than any code's is refused: comparing
        // or hashing such a run costs the square of its length.
        #expect(
            code.map(KbnCombiningMarks.exceedsLimit) ?? true,
            "KbnValue must decode every string that can be a code, failed on \(sample.text.prefix(80))")
    }
}

private func checkDecoding(_ sample: JSONSample, asEvery kinds: [any KbnType.Type]) throws {
    for kind in kinds {
        try checkDecoding(sample, as: kind)
    }
}

@Suite("Decoding robustness")
struct DecodingRobustnessTests {
    @Test func decodingRandomJSONValuesNeverTraps() throws {
        var random = SeededGenerator(seed: 0x4B42_4E00)
        let samples = JSONSamples(strings: CodeStrings(knownCodes: allCodes))
        for _ in 0..<1_500 {
            try checkDecoding(samples.random(using: &random), asEvery: Kbn.allKinds)
        }
    }

    @Test func decodingEveryKnownCodeGivesItsValue() throws {
        for code in allCodes {
            try checkDecoding(.string(code), asEvery: Kbn.allKinds)
        }
    }

    @Test(arguments: [1, 100, 511, 512, 513, 2_000])
    func decodingDeeplyNestedArraysNeverTraps(depth: Int) throws {
        try checkDecoding(JSONSamples.nested("00101", depth: depth), asEvery: Kbn.allKinds)
    }

    @Test func decodingAHugeStringKeepsItWhole() throws {
        let huge = String(repeating: "00101", count: 200_000)
        try checkDecoding(.string(huge), asEvery: Kbn.allKinds)
    }

    /// Hashing or comparing a `KbnValue` of such a string would cost the square of its run.
    @Test func decodingAStringWithMoreCombiningMarksInARowThanACodeCanHaveFails() throws {
        let limit = KbnCombiningMarks.longestRun
        // Marks of two classes, the shape that is slowest to put in canonical order.
        for pairs in [limit / 2, limit / 2 + 1, 8_000] {
            let marks = "0" + String(repeating: "\u{316}\u{301}", count: pairs)
            try checkDecoding(.string(marks), asEvery: Kbn.allKinds)
        }
        let refused = Data(("\"0" + String(repeating: "\u{301}", count: limit + 1) + "\"").utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KbnValue<Kbn.Gender>.self, from: refused) }
        let kept = Data(("\"0" + String(repeating: "\u{301}", count: limit) + "\"").utf8)
        #expect(try JSONDecoder().decode(KbnValue<Kbn.Gender>.self, from: kept).known == nil)
    }

    // MARK: Lookups by code

    private func checkLookup<Kind: KbnType>(_ code: String, in kind: Kind.Type) {
        let value = Kind(code: code)
        #expect(value == kind.allCases.first { $0.code == code })
        #expect(Kind.get(byCode: code) == value)
        #expect(KbnValue<Kind>(code: code).known == value)
        #expect(KbnValue<Kind>(code: code).code == code)
    }

    @Test func initCodeIsTotalOnRandomStrings() {
        var random = SeededGenerator(seed: 0x4B42_4E01)
        let strings = CodeStrings(knownCodes: allCodes)
        for _ in 0..<5_000 {
            let code = strings.random(using: &random)
            for kind in Kbn.allKinds {
                checkLookup(code, in: kind)
            }
            let found = Kbn.value(forCode: code)
            #expect(found?.code == (allCodes.contains(code) ? code : nil))
        }
    }
}
