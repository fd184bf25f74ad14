// Tests for CSVReader: RFC 4180 fields and records, line breaks inside and between records, and
// the line and field number of every field and syntax error.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

/// `Testing` has its own `SourceLocation`; this is the file position one.
private func at(_ line: Int, _ field: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: field)
}

/// Each record's fields as text.
private func fields(_ text: String) throws(DiagnosticsError) -> [[String]] {
    try CSVReader.records(Array(text.utf8)).map { $0.fields.map { String(decoding: $0.bytes, as: UTF8.self) } }
}

private func expectError(
    _ text: String, _ part: String, at location: KbnGeneratorCore.SourceLocation,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let records = try CSVReader.records(Array(text.utf8))
        Issue.record("expected an error containing \"\(part)\", read \(records)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(error.diagnostics.first?.message.contains(part) == true, "\(error)", sourceLocation: sourceLocation)
        #expect(error.diagnostics.first?.location == location, "\(error)", sourceLocation: sourceLocation)
    }
}

@Suite("CSV reader")
struct CSVReaderTests {
    @Test func readsPlainAndQuotedFields() throws {
        #expect(try fields("a,b,c\n1,,3\n") == [["a", "b", "c"], ["1", "", "3"]])
        #expect(try fields(#""a,b","say ""hi""","""#) == [["a,b", #"say "hi""#, ""]])
        #expect(try fields("東京都,\"大阪府\"") == [["東京都", "大阪府"]])
    }

    @Test func acceptsCRLFLFAndCRBetweenRecordsWithOrWithoutAFinalLineBreak() throws {
        let expected = [["a", "b"], ["c", "d"]]
        for separator in ["\r\n", "\n", "\r"] {
            #expect(try fields("a,b\(separator)c,d") == expected)
            #expect(try fields("a,b\(separator)c,d\(separator)") == expected)
        }
    }

    @Test func lineBreaksInQuotedFieldsBecomeLineFeeds() throws {
        #expect(try fields("\"one\r\ntwo\rthree\nfour\",x\r\n") == [["one\ntwo\nthree\nfour", "x"]])
    }

    @Test func trailingCommaMeansAnEmptyLastField() throws {
        #expect(try fields("a,\nb,c") == [["a", ""], ["b", "c"]])
    }

    @Test func spacesArePartOfUnquotedFields() throws {
        #expect(try fields(" a , b ") == [[" a ", " b "]])
    }

    @Test func locationsAreTheStartLineAndFieldNumber() throws {
        let records = try CSVReader.records(Array("a,\"multi\nline\",c\r\nd,e,f\n\n".utf8))
        #expect(
            records.map { $0.fields.map(\.location) } == [
                [at(1, 1), at(1, 2), at(2, 3)],
                [at(3, 1), at(3, 2), at(3, 3)],
                [at(4, 1)],
            ])
        #expect(records.map(\.line) == [1, 3, 4])
        #expect(records.map(\.isBlank) == [false, false, true])
    }

    @Test func readsNonASCIIBytesAsTheyAre() throws {
        // Shift_JIS for 表 is 0x95 0x5C: its second byte is a backslash, which CSV does not care about.
        let records = try CSVReader.records([0x95, 0x5C, 0x2C, 0x22, 0x82, 0xA0, 0x22])
        #expect(records.map { $0.fields.map(\.bytes) } == [[[0x95, 0x5C], [0x82, 0xA0]]])
    }

    @Test func emptyInputHasNoRecords() throws {
        #expect(try fields("") == [])
    }

    @Test func rejectsAQuoteThatIsNeverClosed() {
        expectError("a,b\nc,\"open\nd,e\n", "opening double quote is never closed", at: at(2, 2))
    }

    @Test func rejectsTextAfterAClosingQuote() {
        expectError(
            "a,\"b\"c\n", "expected a comma or the end of the line after the closing double quote, found 'c'",
            at: at(1, 2))
        expectError("\"b\" ,c", "found a space", at: at(1, 1))
    }

    @Test func rejectsAQuoteInsideAnUnquotedField() {
        expectError("a,b\nx,say \"hi\"\n", "a double quote in a field that does not start with one", at: at(2, 2))
    }
}
