// Tests for import-csv's files as database exports and the Japanese medical masters write them: no
// header row (--no-header, columns named by their number), fields separated by a tab or a semicolon
// (--delimiter), and both with Shift_JIS, on an excerpt of a real headerless Shift_JIS master.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func headerless(
    _ columns: [String], delimiter: CSVDelimiter = .comma, ignoresUnknownColumns: Bool = false
) throws(ImportOptionError) -> ImportOptions {
    try ImportOptions(
        columns: columns, kind: "Gender", prefix: "001", kindLogicalName: "性別", namespace: nil, access: nil,
        ignoresUnknownColumns: ignoresUnknownColumns, caseNames: .code, hasHeader: false, delimiter: delimiter
    )
}

private let genderJSON = """
    {
      "kinds": [
        {
          "name": "Gender",
          "prefix": "001",
          "logicalName": "性別",
          "values": [
            {
              "case": "c01",
              "postfix": "01",
              "logicalName": "男性"
            },
            {
              "case": "c02",
              "postfix": "02",
              "logicalName": "女性"
            }
          ]
        }
      ]
    }

    """

@Suite("CSV without a header row, and other delimiters")
struct CSVHeaderlessTests {
    @Test func theFirstRowIsAValueAndColumnsAreNamedByTheirNumber() throws {
        let options = try headerless(["postfix=2", "logicalName=1"])
        let result = try convert(["男性,01", "女性,02"], options: options)
        #expect(result.json == genderJSON)
        #expect(result.warnings.isEmpty)
    }

    @Test(arguments: [(CSVDelimiter.tab, "\t"), (.semicolon, ";"), (.comma, ",")])
    func eachDelimiterSeparatesFields(delimiter: CSVDelimiter, separator: String) throws {
        let options = try headerless(["postfix=1", "logicalName=2"], delimiter: delimiter)
        #expect(try convert(["01\(separator)男性", "02\(separator)女性"], options: options).json == genderJSON)
    }

    @Test(arguments: [(CSVDelimiter.tab, "\t"), (.semicolon, ";")])
    func aQuotedFieldHoldsTheDelimiterAndCommas(delimiter: CSVDelimiter, separator: String) throws {
        let records = try CSVReader.records(
            Array("\"a\(separator)b\"\(separator)\"c,d\"\(separator)e,f\n\"say \"\"hi\"\"\"\(separator)\n".utf8),
            delimiter: delimiter)
        #expect(
            records.map { $0.fields.map { String(decoding: $0.bytes, as: UTF8.self) } } == [
                ["a\(separator)b", "c,d", "e,f"], ["say \"hi\"", ""],
            ])
        #expect(records[1].fields[1].location == cell(2, 2))
    }

    @Test(arguments: [
        (
            "a\t\"b\",c\n", CSVDelimiter.tab,
            "expected a tab or the end of the line after the closing double quote, found ','", cell(1, 2)
        ),
        (
            "a;b\n\"c\"\t;d\n", .semicolon,
            "expected a semicolon or the end of the line after the closing double quote, found a tab", cell(2, 1)
        ),
    ])
    func aQuoteFollowedByAnythingButTheDelimiterNamesTheDelimiter(
        text: String, delimiter: CSVDelimiter, message: String, location: KbnGeneratorCore.SourceLocation
    ) {
        do {
            let records = try CSVReader.records(Array(text.utf8), delimiter: delimiter)
            Issue.record("expected a syntax error, read \(records)")
        } catch {
            #expect(
                error.diagnostics == [
                    .error(message + "; a quote inside a quoted field is written twice (\"\")", at: location)
                ])
        }
    }

    @Test func aFieldWithoutAMappingIsAnErrorAtItsNumberOrANoteWithIgnoreUnknownColumns() throws {
        expectDiagnostics(
            ["01,男性,M", "02,女性,F"],
            [
                (
                    .error,
                    "field 3 has no --column mapping, and with --no-header a column has no name of its own; map it to a column with --column FIELD=3, or leave it out with --ignore-unknown-columns",
                    cell(1, 3)
                )
            ], options: try headerless(["postfix=1", "logicalName=2"]))
        let result = try convert(
            ["M,01,x,男性", "F,02,y,女性"],
            options: try headerless(["postfix=2", "logicalName=4"], ignoresUnknownColumns: true))
        #expect(result.json == genderJSON)
        #expect(result.warnings == [.note("--ignore-unknown-columns leaves out the fields 1, 3", at: cell(1, 1))])
    }

    @Test func mappingsAndRowsAreCheckedAgainstTheFirstRow() throws {
        expectDiagnostics(
            ["01,男性", "02,女性,F"],
            [
                (
                    .error,
                    "--column logicalName=5 names field 5, but the first row has 2 fields; columns are numbered from 1",
                    cell(1, 1)
                ),
                (
                    .error,
                    "no field gives the column 'logicalName'; map a field to each with --column FIELD=NUMBER, such as postfix=1",
                    cell(1, 1)
                ),
                (.error, "field 2 has no --column mapping", cell(1, 2)),
            ], options: try headerless(["postfix=1", "logicalName=5"]))
        expectDiagnostics(
            ["01,男性", "02,女性,F"],
            [
                (
                    .error,
                    "this row has 3 fields, the first row has 2; every row needs one field per column, empty or not",
                    cell(2, 3)
                )
            ], options: try headerless(["postfix=1", "logicalName=2"]))
        expectDiagnostics(
            ["", ""], [(.error, "the file is empty; it needs one row per value", nil)],
            options: try headerless(["postfix=1"]))
    }

    @Test(arguments: ["abc", "0", "03", "-1", "kind"])
    func withoutAHeaderAMappingNamesAColumnNumber(header: String) {
        #expect(
            throws: ImportOptionError(
                "--column 'postfix=\(header)' names the header '\(header)', but with --no-header the file has no header row; name the column by its number, from 1 for the first field, such as postfix=1"
            )
        ) {
            try headerless(["postfix=\(header)"])
        }
    }

    @Test func aHeaderRowIsStillReadWithAnotherDelimiter() throws {
        let options = try ImportOptions(
            columns: [], kind: nil, prefix: nil, kindLogicalName: nil, namespace: nil, access: nil,
            ignoresUnknownColumns: false, caseNames: .column, delimiter: .semicolon
        )
        let result = try convert(
            [
                requiredHeader.replacingOccurrences(of: ",", with: ";"), "Gender;001;性別;c01;01;男性",
                "Gender;001;性別;c02;02;女性",
            ], options: options)
        #expect(result.json == genderJSON)
    }
}

// MARK: A real headerless Shift_JIS master

/// The first five rows of the 修飾語マスター of the レセプト電算処理システム, as published: Shift_JIS,
/// CRLF, every field quoted, no header row (Fixtures/CodeMasters/README.md has its source).
private let modifierMaster = Repository.file(
    "Tests/KbnGeneratorCoreTests/Fixtures/CodeMasters/ssk-shushokugo-20250601-excerpt.csv")

@Suite("kbn-gen import-csv on a real headerless Shift_JIS master")
struct HeaderlessShiftJISMasterTests {
    @Test func theModifierMasterImportsAsPublished() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: modifierMaster, to: directory.appending(path: "z.csv"))
        let result = try ChildProcess.run(
            try ChildProcess.kbnGen,
            [
                "import-csv", "z.csv", "--no-header", "--encoding", "shift-jis", "--column", "postfix=3", "--column",
                "logicalName=7",
                "--ignore-unknown-columns", "--kind", "Modifier", "--prefix", "", "--kind-logical-name", "修飾語",
                "--case-names", "code",
                "--output", "modifiers.json",
            ], in: directory)
        #expect(
            result
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: """
                        z.csv:1:1: note: --ignore-unknown-columns leaves out the fields 1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19
                        wrote modifiers.json: 1 kind, 5 values

                        """))
        let json = try String(contentsOf: directory.appending(path: "modifiers.json"), encoding: .utf8)
        let values = try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0].values
        #expect(values.map(\.postfix.value) == ["8282", "8283", "8284", "8285", "8286"])
        #expect(values.map(\.logicalName) == ["・高分化型", "・多形型", "・脱分化型", "・中分化型", "・低分化型"])
    }

    @Test func itsTextIsShiftJISWithoutAHeader() throws {
        let bytes = [UInt8](try Data(contentsOf: modifierMaster))
        #expect(CSVTextEncoding.utf8Text(bytes) == nil)
        #expect(CSVImporter.shiftJISProblem(bytes) == nil)
        #expect(bytes.starts(with: Array("\"0\",\"Z\",\"8282\"".utf8)))
    }
}
