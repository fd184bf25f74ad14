// Tests of how a code finds its value (KbnCodeLookup over a table read in place): codes that a slot
// alone cannot tell apart, codes of any length, and strings that equal a code only as `String`
// compares, through kinds written as kbn-gen writes them.

import Testing

@testable @_spi(KbnGenerated) import KbnKit

/// Postfixes that share their first eight bytes, that are a start of another, that hold a zero
/// byte, and two longer than the 255 bytes a slot keeps the length of. The first two also share
/// their slot and their tag, which leaves only reading the code to tell them apart.
private let trickyPostfixes =
    collidingPair() + [
        "ABCDEFGH", "ABCDEFG", "A\u{0}", "A",
        String(repeating: "x", count: 300) + "1", String(repeating: "x", count: 300) + "2",
    ]

/// Two postfixes of nine bytes, the same first eight, whose hashes give the same tag and the same
/// first slot among the sixteen slots of eight codes.
private func collidingPair() -> [String] {
    func hash(_ postfix: String) -> Int {
        var postfix = postfix
        return postfix.withUTF8 { KbnCodeHash($0).asciiValue! }
    }
    var first: [Int: String] = [:]
    for byte in UInt8(ascii: "!")...UInt8(ascii: "~") {
        let postfix = "ABCDEFGH" + String(UnicodeScalar(byte))
        let value = hash(postfix)
        let key = Int(KbnCodeHash.tag(of: value)) << 4 | value & 15
        if let other = first[key] { return [other, postfix] }
        first[key] = postfix
    }
    // Two bytes vary when one does not find a pair; the loop above finds one for most hashes.
    for high in UInt8(ascii: "!")...UInt8(ascii: "~") {
        for low in UInt8(ascii: "!")...UInt8(ascii: "~") {
            let postfix = "ABCDEFG" + String(UnicodeScalar(high)) + String(UnicodeScalar(low))
            let value = hash(postfix)
            let key = Int(KbnCodeHash.tag(of: value)) << 4 | value & 15
            if let other = first[key], other != postfix { return [other, postfix] }
            first[key] = postfix
        }
    }
    fatalError("no two postfixes share a slot and a tag")
}

private enum TrickyCode: KbnType {
    case first, second, third, fourth, fifth, sixth, seventh, eighth

    static let _kbnTable = KbnTable<Self>(
        name: "TrickyCode", prefix: "P-", logicalName: "Tricky codes", caseCount: 8, columns: [.postfix, .logicalName],
        separator: "\u{1F}", rows: trickyPostfixes.map { "\($0)\u{1F}name of \($0)\u{1F}" }.joined())
}

/// Codes that are not ASCII, or that a string which is not ASCII equals.
private enum UnicodeCode: KbnType {
    case kelvin, ring, plain

    static let _kbnTable = KbnTable<Self>(
        name: "UnicodeCode", prefix: "", logicalName: "Unicode codes", caseCount: 3, columns: [.postfix, .logicalName],
        separator: "\u{1F}", rows: "K\u{1F}k\u{1F}\u{C5}\u{1F}ring\u{1F}AB\u{1F}plain\u{1F}")
}

@Suite("Finding a value by its code")
struct CodeLookupTests {
    @Test("Every code finds its own value, however much it shares with others")
    func everyCodeFindsItsValue() {
        #expect(trickyPostfixes.count == 8)
        for (value, postfix) in zip(TrickyCode.allCases, trickyPostfixes) {
            #expect(TrickyCode(code: "P-" + postfix) == value, "\(postfix.debugDescription)")
            #expect(value.code == "P-" + postfix)
            #expect(value.logicalName == "name of \(postfix)")
        }
    }

    @Test("A string that is not a code finds nothing, however close it is to one")
    func nearCodesFindNothing() {
        let codes = Set(trickyPostfixes.map { "P-" + $0 })
        let near: [String] = trickyPostfixes.flatMap { (postfix: String) -> [String] in
            let shortened = String(postfix.dropLast())
            return ["P-\(postfix)3", "P-\(shortened)3", postfix, "p-\(postfix)", "P-\(postfix)\u{0}"]
        }
        for string in near where !codes.contains(string) {
            #expect(TrickyCode(code: string) == nil, "\(string.debugDescription)")
        }
        #expect(TrickyCode(code: "P-") == nil)
        #expect(TrickyCode(code: "") == nil)
    }

    @Test("A string equal to a code as String compares finds it, ASCII or not")
    func canonicallyEquivalentStringsFindTheirValue() {
        // U+212A KELVIN SIGN is canonically "K"; "A" with a combining ring is "Å".
        #expect("\u{212A}" == "K")
        #expect(UnicodeCode(code: "\u{212A}") == .kelvin)
        #expect(UnicodeCode(code: "K") == .kelvin)
        #expect(UnicodeCode(code: "A\u{30A}") == .ring)
        #expect(UnicodeCode(code: "\u{C5}") == .ring)
        #expect(UnicodeCode(code: "AB") == .plain)
        #expect(UnicodeCode(code: "A") == nil)
        #expect(UnicodeCode(code: "\u{212B}B") == nil)
        #expect(TrickyCode(code: "P-\u{212A}") == nil)
    }
}
