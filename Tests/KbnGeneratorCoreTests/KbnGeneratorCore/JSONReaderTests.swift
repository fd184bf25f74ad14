// Tests for JSONReader: the tree and locations it produces, and the exact error and position for
// every kind of malformed input.

import Testing

@testable import KbnGeneratorCore

// MARK: Helpers

/// `Testing` has its own `SourceLocation`; this is the file position one.
private func at(_ line: Int, _ column: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: column)
}

private func read(_ text: String) throws(DiagnosticsError) -> JSONValue {
    try JSONReader.read(Array(text.utf8))
}

/// Expects reading to fail with exactly one error whose message contains `part`, at `location`
/// (`nil` for an error about the whole file).
private func expectError(
    _ bytes: [UInt8], _ part: String, at location: KbnGeneratorCore.SourceLocation?,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let value = try JSONReader.read(bytes)
        Issue.record("expected an error containing \"\(part)\", read \(value)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
        guard let diagnostic = error.diagnostics.first else { return }
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(part), "message: \(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.location == location, "message: \(diagnostic.message)", sourceLocation: sourceLocation)
    }
}

private func expectError(
    _ text: String, _ part: String, at location: KbnGeneratorCore.SourceLocation?,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectError(Array(text.utf8), part, at: location, sourceLocation: sourceLocation)
}

private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

// MARK: Tree and locations

/// Lines of a small document; columns after 東京 count its six UTF-8 bytes.
private let documentLines = [
    #"{"#,
    #"  "name": "東京", "code": 1,"#,
    #"  "list": [true, null, {}]"#,
    #"}"#,
]

private let expectedDocument = JSONValue(
    .object([
        JSONMember(key: "name", keyLocation: at(2, 3), value: JSONValue(.string("東京"), at: at(2, 11))),
        JSONMember(key: "code", keyLocation: at(2, 21), value: JSONValue(.number("1"), at: at(2, 29))),
        JSONMember(
            key: "list", keyLocation: at(3, 3),
            value: JSONValue(
                .array([
                    JSONValue(.bool(true), at: at(3, 12)),
                    JSONValue(.null, at: at(3, 18)),
                    JSONValue(.object([]), at: at(3, 24)),
                ]), at: at(3, 11))),
    ]), at: at(1, 1))

@Suite("JSON reader")
struct JSONReaderTests {
    @Test func readsTreeWithLocationsCountedInUTF8Bytes() throws {
        #expect(try read(documentLines.joined(separator: "\n")) == expectedDocument)
    }

    @Test func crlfLineEndingsGiveTheSameLocations() throws {
        #expect(try read(documentLines.joined(separator: "\r\n") + "\r\n") == expectedDocument)
    }

    @Test func loneCarriageReturnEndsALine() throws {
        #expect(try read(documentLines.joined(separator: "\r")) == expectedDocument)
    }

    @Test func errorColumnsCountMultiByteCharactersAsBytes() {
        // 東京 is 6 bytes, so the trailing comma is byte 17 of the line, not character 13.
        expectError(#"{"東京": [1, 2,]}"#, "trailing comma before ']'", at: at(1, 17))
        expectError(#"["東京", x]"#, "expected a value, found 'x'", at: at(1, 12))
    }

    @Test func errorLinesAndColumnsAfterCRLF() {
        expectError("[\r\n  1,\r\n  x\r\n]", "expected a value, found 'x'", at: at(3, 3))
    }

    @Test func keepsRepeatedKeysInFileOrder() throws {
        let value = try read(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(
            value.content
                == .object([
                    JSONMember(key: "a", keyLocation: at(1, 2), value: JSONValue(.number("1"), at: at(1, 7))),
                    JSONMember(key: "b", keyLocation: at(1, 10), value: JSONValue(.number("2"), at: at(1, 15))),
                    JSONMember(key: "a", keyLocation: at(1, 18), value: JSONValue(.number("3"), at: at(1, 23))),
                ]))
    }

    @Test func readsEmptyContainersAndLiterals() throws {
        #expect(try read(" [ ] ") == JSONValue(.array([]), at: at(1, 2)))
        #expect(try read("{}") == JSONValue(.object([]), at: at(1, 1)))
        #expect(
            try read("[true,false,null]").content
                == .array([
                    JSONValue(.bool(true), at: at(1, 2)),
                    JSONValue(.bool(false), at: at(1, 7)),
                    JSONValue(.null, at: at(1, 13)),
                ]))
    }

    // MARK: Byte order mark, empty files, UTF-8

    @Test func skipsByteOrderMarkAndCountsColumnsAfterIt() throws {
        let value = try JSONReader.read(bom + Array(#"{"a": 1}"#.utf8))
        #expect(
            value
                == JSONValue(
                    .object([
                        JSONMember(key: "a", keyLocation: at(1, 2), value: JSONValue(.number("1"), at: at(1, 7)))
                    ]), at: at(1, 1)))
        expectError(bom + Array("[x]".utf8), "found 'x'", at: at(1, 2))
    }

    @Test func byteOrderMarkElsewhereIsAnError() {
        expectError(" \u{FEFF}{}", "expected a value, found U+FEFF", at: at(1, 2))
    }

    @Test func emptyFile() {
        expectError([], "the definitions file is empty", at: nil)
        expectError("  \n \t", "the definitions file is empty", at: at(2, 3))
        expectError(bom, "the definitions file is empty", at: at(1, 1))
    }

    @Test func invalidUTF8ReportsTheFirstBadByte() {
        expectError(
            Array("{\"名\": \"東京\",\n \"b\": \"".utf8) + [0xFF] + Array("\"}".utf8),
            "the file is not valid UTF-8 (byte 0xFF at this position); save it as UTF-8", at: at(2, 8))
        // A lead byte followed by a non-continuation byte, after multi-byte characters on the same line.
        expectError(Array(#"["東京", ""#.utf8) + [0xC3, 0x28, 0x22, 0x5D], "byte 0xC3", at: at(1, 13))
        // An encoded surrogate, an overlong encoding, and a sequence cut off by the end of the file.
        expectError([0x22, 0xED, 0xA0, 0x80, 0x22], "byte 0xED", at: at(1, 2))
        expectError([0x22, 0xC0, 0xAF, 0x22], "byte 0xC0", at: at(1, 2))
        expectError([0x22, 0xE6, 0x9D], "byte 0xE6", at: at(1, 2))
        expectError(bom + [0xFF], "byte 0xFF", at: at(1, 1))
        expectError([0xEF, 0xBB, 0x7B, 0x7D], "byte 0xEF", at: at(1, 1))
    }

    /// The reader's own UTF-8 check accepts exactly what the standard library decodes without repairs:
    /// every lead byte, followed by bytes at the edges of the continuation ranges.
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        let followers: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in UInt8.min...UInt8.max {
            for second in followers {
                for rest in [[], [0x80], [0xBF, 0x80], [0x80, 0x41], [0x41]] as [[UInt8]] {
                    let sequence = [lead, second] + rest
                    let wellFormed = Array(String(decoding: sequence, as: UTF8.self).utf8) == sequence
                    let reported: Bool
                    do {
                        _ = try JSONReader.read([0x22] + sequence + [0x22])
                        reported = false
                    } catch {
                        reported = error.diagnostics.contains { $0.message.contains("not valid UTF-8") }
                    }
                    #expect(reported == !wellFormed, "bytes \(sequence.map { String($0, radix: 16) })")
                }
            }
        }
    }

    @Test func invalidUTF8IsReportedBeforeAnEarlierSyntaxError() {
        expectError(Array("},\r\n".utf8) + [0x80], "not valid UTF-8 (byte 0x80", at: at(2, 1))
    }

    // MARK: Strings

    @Test func decodesEveryEscape() throws {
        #expect(try read(#""\"\\\/\b\f\n\r\t""#).content == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try read(#""caf\u00e9 \u00C9 \u6771\u4EAC \u0000""#).content == .string("café É 東京 \u{0}"))
        #expect(try read(#""東京\t都 x""#).content == .string("東京\t都 x"))
        #expect(try read(#""""#).content == .string(""))
    }

    @Test func combinesSurrogatePairs() throws {
        #expect(try read(#""\uD83D\uDE00 = 😀""#).content == .string("😀 = 😀"))
        #expect(try read(#""x\ud834\udd1e""#).content == .string("x𝄞"))
    }

    @Test func rejectsUnpairedSurrogates() {
        expectError(#"["\uD800"]"#, #"\uD800 is an unpaired UTF-16 surrogate"#, at: at(1, 3))
        expectError(#""ab\uD83Dx""#, #"\uD83D is an unpaired UTF-16 surrogate"#, at: at(1, 4))
        expectError(#""\uD83D\u0041""#, #"\uD83D is an unpaired UTF-16 surrogate"#, at: at(1, 2))
        expectError(#""\ud83d\ud83d""#, #"\ud83d is an unpaired UTF-16 surrogate"#, at: at(1, 2))
        expectError(#""\uDE00""#, #"\uDE00 is an unpaired UTF-16 surrogate"#, at: at(1, 2))
    }

    @Test func rejectsMalformedUnicodeEscapes() {
        expectError(#""x\u12G4""#, #"\u must be followed by four hex digits"#, at: at(1, 3))
        expectError(#""\u12"#, #"\u must be followed by four hex digits"#, at: at(1, 2))
        expectError(#""\uD83D\uDE0""#, #"\u must be followed by four hex digits"#, at: at(1, 8))
    }

    @Test func rejectsUnknownEscapes() {
        expectError(#""a\x""#, #"\x is not a valid escape"#, at: at(1, 3))
        expectError(#""\'""#, #"\' is not a valid escape"#, at: at(1, 2))
        expectError(#""\é""#, "a backslash followed by 'é' (U+00E9) is not a valid escape", at: at(1, 2))
    }

    @Test func rejectsRawControlCharactersInStrings() {
        expectError("\"a\tb\"", #"a string cannot contain a raw tab (U+0009); write it as \t"#, at: at(1, 3))
        expectError(
            "{\"a\": \"line one\nline two\"}",
            #"a string cannot contain a raw line feed (U+000A); write it as \n, or add the missing closing '"'"#,
            at: at(1, 16))
        expectError("\"a\r\n\"", #"raw carriage return (U+000D); write it as \r"#, at: at(1, 3))
        expectError("\"\u{1F}\"", #"raw control character (U+001F); write it as \u001F"#, at: at(1, 2))
        expectError([0x22, 0x00, 0x22], #"(U+0000); write it as \u0000"#, at: at(1, 2))
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        expectError(#"{"a": "abc"#, "unterminated string", at: at(1, 7))
        expectError(#"["東京", "abc\"#, "unterminated string", at: at(1, 12))
    }

    // MARK: Numbers

    @Test(arguments: ["0", "-0", "12", "-12.50", "0.1000", "1e10", "1E+2", "2.5e-3", "12345678901234567890123"])
    func keepsNumbersAsWritten(literal: String) throws {
        #expect(try read(" \(literal) ") == JSONValue(.number(literal), at: at(1, 2)))
    }

    @Test func rejectsLeadingZeros() {
        expectError("01", #"numbers cannot have leading zeros; write the code as a string, "01""#, at: at(1, 1))
        expectError(#"{"code": 007}"#, #"write the code as a string, "007""#, at: at(1, 10))
        expectError("-01", "numbers cannot have leading zeros", at: at(1, 2))
    }

    @Test func rejectsIncompleteNumbers() {
        expectError("-", "expected a digit after '-'", at: at(1, 2))
        expectError("[-Infinity]", "expected a digit after '-'", at: at(1, 3))
        expectError("1.", "expected a digit after the decimal point", at: at(1, 3))
        expectError("1.e5", "expected a digit after the decimal point", at: at(1, 3))
        expectError("1e", "expected a digit in the exponent", at: at(1, 3))
        expectError("[1e+]", "expected a digit in the exponent", at: at(1, 5))
        expectError(".5", "need a digit before the decimal point", at: at(1, 1))
        expectError("[+1]", "JSON numbers cannot start with '+'", at: at(1, 2))
        expectError("1.5.3", "unexpected text after the end of the JSON value", at: at(1, 4))
        expectError("0x1F", "unexpected text after the end of the JSON value", at: at(1, 2))
    }

    // MARK: Bare words

    @Test func rejectsBareWordsWithAHint() {
        expectError(#"{"a": True}"#, "JSON literals are lowercase; write 'true' instead of 'True'", at: at(1, 7))
        expectError("NULL", "write 'null'", at: at(1, 1))
        expectError("[undefined]", "'undefined' is not JSON; write null", at: at(1, 2))
        expectError("[1, NaN]", "JSON numbers cannot be NaN or Infinity", at: at(1, 5))
        expectError("Infinity", "cannot be NaN or Infinity", at: at(1, 1))
        expectError(
            #"{"a": hello}"#, "expected a value, found 'hello'; if it is text, put it in double quotes", at: at(1, 7))
        expectError("truex", "found 'truex'", at: at(1, 1))
        expectError("[tru]", "found 'tru'", at: at(1, 2))
    }

    // MARK: Structure

    @Test func rejectsTrailingCommasAtTheComma() {
        expectError(#"{"a": 1,}"#, "trailing comma before '}'", at: at(1, 8))
        expectError("{\n  \"a\": 1,\n}", "trailing comma before '}'", at: at(2, 9))
        expectError("[1, 2, ]", "trailing comma before ']'", at: at(1, 6))
    }

    @Test func reportsWhatWasExpected() {
        expectError(#"{"a" 1}"#, "expected ':' after the key, found '1'", at: at(1, 6))
        expectError(#"{"a": 1 "b": 2}"#, #"expected ',' or '}' after an object member, found '"'"#, at: at(1, 9))
        expectError("[1 2]", "expected ',' or ']' after an array element, found '2'", at: at(1, 4))
        expectError("[1,,2]", "expected a value, found ','", at: at(1, 4))
        expectError("{,}", "expected a key in double quotes, found ','", at: at(1, 2))
        expectError("{name: 1}", "expected a key in double quotes, found 'name'", at: at(1, 2))
        expectError("[1，2]", "expected ',' or ']' after an array element, found '，' (U+FF0C)", at: at(1, 3))
        expectError("[1,\u{3000}2]", "expected a value, found U+3000", at: at(1, 4))
        expectError("[1,\u{0C}2]", "expected a value, found U+000C", at: at(1, 4))
    }

    @Test func reportsTheEndOfTheFile() {
        expectError(#"{"a": 1"#, "expected ',' or '}' after an object member, found the end of the file", at: at(1, 8))
        expectError("[", "expected a value, found the end of the file", at: at(1, 2))
        expectError("{\"a\":\n", "expected a value, found the end of the file", at: at(2, 1))
    }

    @Test func rejectsSingleQuotes() {
        expectError("{'a': 1}", #"JSON strings use double quotes ("), not single quotes"#, at: at(1, 2))
        expectError(#"["x", 'y']"#, "not single quotes", at: at(1, 7))
    }

    @Test func rejectsComments() {
        expectError("// settings\n{}", "JSON does not allow comments", at: at(1, 1))
        expectError(#"{"a": 1 /* one */}"#, "JSON does not allow comments", at: at(1, 9))
        expectError(#"{"a": /* one */ 1}"#, "JSON does not allow comments", at: at(1, 7))
        expectError("[1] // end", "JSON does not allow comments", at: at(1, 5))
        expectError("{} /", "unexpected text after the end of the JSON value", at: at(1, 4))
    }

    @Test func rejectsTextAfterTheValue() {
        expectError("{} {}", "unexpected text after the end of the JSON value", at: at(1, 4))
        expectError("[1]]", "unexpected text after the end of the JSON value", at: at(1, 4))
        expectError("\"a\"\n\"b\"", "unexpected text after the end of the JSON value", at: at(2, 1))
    }

    // MARK: Depth

    @Test func acceptsNestingUpToTheLimit() throws {
        var value = try read(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))
        var depth = 1
        while case .array(let elements) = value.content, let inner = elements.first {
            value = inner
            depth += 1
        }
        #expect(depth == 256)
        #expect(value == JSONValue(.array([]), at: at(1, 256)))
    }

    @Test func rejectsNestingBeyondTheLimitAtTheCrossingBracket() {
        let message = "arrays and objects are nested more than 256 levels deep"
        expectError(String(repeating: "[", count: 257) + String(repeating: "]", count: 257), message, at: at(1, 257))
        // Objects count too; each `{"a":` is five bytes, so the 257th brace is at column 1281.
        expectError(String(repeating: #"{"a":"#, count: 300), message, at: at(1, 1281))
        // Far deeper input must fail the same way rather than overflow the stack.
        expectError(String(repeating: "[", count: 100_000), message, at: at(1, 257))
    }
}
