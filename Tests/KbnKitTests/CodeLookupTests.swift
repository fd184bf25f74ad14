// Tests of how a code finds its value (KbnCodeLookup over a table read in place): codes that a slot
// alone cannot tell apart, codes of any length, and strings that equal a code only as `String`
// compares, through kinds written as kbn-gen writes them.

import Testing

@testable @_spi(KbnGenerated) import KbnKit

/// Postfixes that share their first eight bytes, that are a start of another, that hold a zero
/// byte, and two longer than 255 bytes. The first two also share
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
        return postfix.withUTF8 { KbnCodeLookup.Hash($0).value }
    }
    var first: [Int: String] = [:]
    for byte in UInt8(ascii: "!")...UInt8(ascii: "~") {
        let postfix = "ABCDEFGH" + String(UnicodeScalar(byte))
        let value = hash(postfix)
        let key = Int(KbnCodeLookup.tag(ofHash: value)) << 4 | value & 15
        if let other = first[key] { return [other, postfix] }
        first[key] = postfix
    }
    // Two bytes vary when one does not find a pair; the loop above finds one for most hashes.
    for high in UInt8(ascii: "!")...UInt8(ascii: "~") {
        for low in UInt8(ascii: "!")...UInt8(ascii: "~") {
            let postfix = "ABCDEFG" + String(UnicodeScalar(high)) + String(UnicodeScalar(low))
            let value = hash(postfix)
            let key = Int(KbnCodeLookup.tag(ofHash: value)) << 4 | value & 15
            if let other = first[key], other != postfix { return [other, postfix] }
            first[key] = postfix
        }
    }
    fatalError("no two postfixes share a slot and a tag")
}

private enum TrickyCode: KbnType {
    case first, second, third, fourth, fifth, sixth, seventh, eighth

    static let _kbnTable = KbnTable<Self>(
        name: "TrickyCode", namespace: "Tests", prefix: "P-", logicalName: "Tricky codes", caseCount: 8,
        caseNamesFingerprint: KbnTableFingerprint.text(caseNames: [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
        ]),
        columns: [.postfix, .logicalName],
        separator: "\u{1F}", rows: trickyPostfixes.map { "\($0)\u{1F}name of \($0)\u{1F}" }.joined())
}

/// Postfixes of 8, 9, 255, 256 and 300 bytes, each row's logical name chosen so that the postfix,
/// a separator and the name, what the row's text holds, hash to the slot and tag of the postfix
/// alone: a string that a lookup reading the text past the code's length would take for the code.
private let longPostfixRows: [(postfix: String, name: String)] = [8, 9, 255, 256, 300].map { length in
    func slotAndTag(_ key: String) -> Int {
        var key = key
        let value = key.withUTF8 { KbnCodeLookup.Hash($0).value }
        // Five codes take sixteen slots.
        return Int(KbnCodeLookup.tag(ofHash: value)) << 4 | value & 15
    }
    let postfix = String(repeating: "A", count: length)
    let name = (0...).lazy.map { "n\($0)" }.first { slotAndTag(postfix + "\u{1F}" + $0) == slotAndTag(postfix) }!
    return (postfix, name)
}

private enum LongCode: KbnType {
    case eight, nine, twoFiftyFive, twoFiftySix, threeHundred

    static let _kbnTable = KbnTable<Self>(
        name: "LongCode", namespace: "Tests", prefix: "X", logicalName: "Long codes", caseCount: 5,
        caseNamesFingerprint: KbnTableFingerprint.text(caseNames: [
            "eight", "nine", "twoFiftyFive", "twoFiftySix", "threeHundred",
        ]
        ),
        columns: [.postfix, .logicalName], separator: "\u{1F}",
        rows: longPostfixRows.map { "\($0.postfix)\u{1F}\($0.name)\u{1F}" }.joined())
}

/// Codes that are not ASCII, or that a string which is not ASCII equals.
private enum UnicodeCode: KbnType {
    case kelvin, ring, plain

    static let _kbnTable = KbnTable<Self>(
        name: "UnicodeCode", namespace: "Tests", prefix: "", logicalName: "Unicode codes", caseCount: 3,
        caseNamesFingerprint: KbnTableFingerprint.text(caseNames: ["kelvin", "ring", "plain"]),
        columns: [.postfix, .logicalName],
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

    /// A code of 255 bytes or more is compared in the table, where the separator and the next field
    /// follow it: a lookup that read past the code's end found it from that string too, whenever
    /// their hashes shared a slot's tag.
    @Test("A code followed by the separator and its next field is not the code, however long")
    func aCodeWithTheNextFieldAppendedFindsNothing() {
        for (value, row) in zip(LongCode.allCases, longPostfixRows) {
            #expect(LongCode(code: "X" + row.postfix) == value)
            #expect(value.logicalName == row.name)
            #expect(LongCode(code: "X" + row.postfix + "\u{1F}" + row.name) == nil, "\(row.postfix.count) bytes")
            #expect(LongCode(code: "X" + row.postfix + "\u{1F}") == nil)
            #expect(LongCode(code: "X" + row.postfix.dropLast() + "B") == nil)
        }
    }

    /// `String`'s hashing and comparison take time that grows with the square of a run of
    /// combining marks, which any response can send as a code.
    @Test("A string longer than any spelling of a code is refused before it is hashed or compared")
    func aStringLongerThanAnySpellingIsRefusedAtOnce() {
        let lookup = UnicodeCode._kbnTable.codeLookup
        func probe(_ string: String) -> KbnCodeLookup.Probe {
            var string = string
            return string.withUTF8(lookup.probe)
        }
        // The longest code is "AB", two bytes: 32 bytes is the longest spelling of any.
        let marks = "A" + String(repeating: "\u{30A}", count: 40_000)
        #expect(probe(marks) == .absent)
        #expect(UnicodeCode(code: marks) == nil)
        #expect(probe("A" + String(repeating: "\u{30A}", count: 16)) == .absent)
        #expect(probe("A" + String(repeating: "\u{30A}", count: 15)) == .needsComparingAsString)
        #expect(probe("A\u{30A}") == .needsComparingAsString)
        #expect(UnicodeCode(code: "A\u{30A}") == .ring)
    }

    /// A string within that length can still hold a long run of combining marks, which
    /// no code has (KbnCombiningMarks), and whose comparison as `String` would cost its square.
    @Test("A string with more combining marks in a row than a code can have is refused before it is compared")
    func aLongRunOfCombiningMarksIsRefusedAtOnce() {
        // A long code lets a string of many marks within the length bound; a code that is not
        // ASCII sends every miss of the slots to the comparison as `String`.
        let lookup = KbnCodeLookup(codes: [String(repeating: "x", count: 64), "\u{C5}"])
        let limit = KbnCombiningMarks.longestRun
        #expect(lookup.probe("A" + String(repeating: "\u{30A}", count: limit + 1)) == .absent)
        #expect(lookup.probe("A" + String(repeating: "\u{30A}", count: limit)) == .needsComparingAsString)
        #expect(lookup.probe("A\u{30A}") == .needsComparingAsString)
        #expect(lookup.position(of: "A\u{30A}") == 1)
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

@Suite("The ASCII test of code equality")
struct CodeEqualityTests {
    /// The hash finds whether a key is ASCII in its own pass, eight bytes at a time; it must say
    /// what the one rule says, for keys of every length around eight bytes and a byte anywhere.
    @Test("The hash's ASCII test agrees with KbnCodeLookup.isASCII")
    func theHashsASCIITestIsTheRulesOne() {
        for length in 0...25 {
            for position in [nil] + Array(0..<length) {
                for byte: UInt8 in [0x00, 0x41, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    if let position { bytes[position] = byte }
                    bytes.withUnsafeBufferPointer { buffer in
                        #expect(KbnCodeLookup.Hash(buffer).isASCII == KbnCodeLookup.isASCII(buffer), "\(bytes)")
                    }
                }
            }
        }
    }
}
