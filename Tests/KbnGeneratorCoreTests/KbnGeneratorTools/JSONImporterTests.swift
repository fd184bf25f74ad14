// Tests for JSONImporter and `kbn-gen import-json`: the definitions a JSON master's records become,
// in either shape and found with --records, every rejection at its line and column in the JSON
// file, a --merge re-import, and two published masters imported by one command and compiled.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

@Suite("JSON import")
struct JSONImporterTests {
    private func options(
        _ columns: [String] = ["postfix=code", "logicalName=name"], ignoring: Bool = false,
        caseNames: CaseNameSource = .code
    ) throws -> ImportOptions {
        try ImportOptions(
            columns: columns, kind: "Gender", prefix: "001", kindLogicalName: "性別", namespace: nil, access: nil,
            ignoresUnknownColumns: ignoring, caseNames: caseNames
        )
    }

    private func convert(
        _ json: String, records: String? = nil, options: ImportOptions, merging existing: String? = nil
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        try JSONImporter.convert(
            Array(json.utf8), recordsPath: records, options: options, merging: existing.map { Array($0.utf8) })
    }

    private func expectErrors(
        _ json: String, records: String? = nil, options: ImportOptions,
        _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        expectDiagnostics(
            of: { () throws(DiagnosticsError) in try convert(json, records: records, options: options) }, expected,
            sourceLocation: sourceLocation
        )
    }

    private let genders = """
        {
          "kinds": [
            {
              "name": "Gender",
              "prefix": "001",
              "logicalName": "性別",
              "values": [
                {
                  "case": "c1",
                  "postfix": "1",
                  "logicalName": "男性"
                },
                {
                  "case": "c2",
                  "postfix": "2",
                  "logicalName": "女性"
                }
              ]
            }
          ]
        }

        """

    // MARK: Conversion

    @Test func anArrayOfRecordsWithANumberAndANullBecomesTheKind() throws {
        let result = try convert(
            #"[{"code": 1, "name": "男性", "description": null}, {"code": "2", "name": "女性"}]"#, options: options())
        #expect(result.json == genders)
        #expect(result.warnings.isEmpty)
    }

    @Test func anObjectOfRecordsGivesItsKeysAsAtKey() throws {
        let result = try convert(
            #"{"1": {"name": "男性"}, "2": {"name": "女性"}}"#, options: options(["postfix=@key", "logicalName=name"]))
        #expect(result.json == genders)
    }

    @Test func recordsInsideALargerDocumentAreFoundByTheirPath() throws {
        let response =
            #"{"status": "ok", "data": {"genders": [{"code": "1", "name": "男性"}, {"code": "2", "name": "女性"}]}}"#
        #expect(try convert(response, records: "data.genders", options: options()).json == genders)
    }

    @Test func ignoredKeysAreLeftOutWithANoteEvenWhenTheyHoldObjects() throws {
        let json = #"[{"code": "1", "name": "男性", "extra": {"a": 1}}, {"code": "2", "name": "女性", "kana": "ジョセイ"}]"#
        let result = try convert(json, options: options(ignoring: true))
        #expect(result.json == genders)
        #expect(
            result.warnings == [.note("--ignore-unknown-columns leaves out the keys 'extra', 'kana'", at: at(1, 34))])
    }

    @Test func aMergedReImportRenamesNothing() throws {
        let byName = try options(caseNames: .logicalName)
        let first = try convert(#"[{"code": "1", "name": "男性"}, {"code": "2", "name": "女性"}]"#, options: byName)
        #expect(first.json.contains(#""case": "男性""#))
        let renamed = try convert(
            #"[{"code": "1", "name": "男"}, {"code": "2", "name": "女性"}]"#, options: byName, merging: first.json)
        #expect(renamed.json.contains(#""case": "男性""#))
        #expect(renamed.json.contains(#""logicalName": "男""#))
        #expect(!renamed.json.contains(#""case": "男""#))
        #expect(
            try convert(
                #"[{"code": "1", "name": "男性"}, {"code": "2", "name": "女性"}]"#, options: byName, merging: first.json
            ).json == first.json)
    }

    // MARK: Errors at their positions

    // Columns are those of the JSON reader, which counts a character such as 男 as its three UTF-8 bytes.

    @Test func malformedJSONIsReportedWhereItIs() throws {
        expectErrors(
            "[{\"code\": \"1\",\n  }]", options: try options(), [(.error, "trailing comma before '}'", at(1, 14))])
    }

    @Test func aMastersRegionKeyMakesAGroupPerRegion() throws {
        let json =
            #"[{"code": "1", "name": "北海道", "region": "北海道地方"}, {"code": "2", "name": "青森県", "region": "東北"}, {"code": "3", "name": "岩手県", "region": "東北"}]"#
        let result = try convert(json, options: try options(["postfix=code", "logicalName=name", "group=region"]))
        let groups = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].groups
        #expect(groups.map(\.name.value) == ["北海道地方", "東北"])
        #expect(groups.map { $0.members.map(\.value) } == [["c1"], ["c2", "c3"]])
    }

    @Test func aMappingThatNoRecordCanSatisfyIsOneErrorNotOnePerRecord() throws {
        let records = (1...1_000).map { #"{"code": "\#($0)", "name": "名\#($0)"}"# }
        let json = "[" + records.joined(separator: ",\n") + "]"
        let mistyped = try options(["postfix=cod", "logicalName=name"])
        do throws(DiagnosticsError) {
            _ = try convert(json, options: mistyped)
            Issue.record("a mapping of a key that no record has was accepted")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "no record has the key 'cod', which --column postfix=cod maps; the records' keys are 'code', 'name'; did you mean 'code'?"
                ])
            #expect(error.diagnostics.first?.location?.line == 1)
            #expect(error.diagnostics.first?.location?.column == 1)
        }
    }

    /// A key that some records lack is an empty field in those, as `null` is: a master that writes
    /// `"deprecated"` only where a value is deprecated is read with `--column deprecated=deprecated`.
    @Test func aMappedKeyThatSomeRecordsLackLeavesTheirFieldEmpty() throws {
        let records =
            (1...1_000).map { #"{"code": "\#($0)", "name": "名\#($0)"}"# } + [
                #"{"code": "1001", "name": "旧", "deprecated": "統合されました"}"#
            ]
        let result = try convert(
            "[" + records.joined(separator: ",\n") + "]",
            options: try options(["postfix=code", "logicalName=name", "deprecated=deprecated"]))
        let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
        #expect(values.count == 1_001)
        #expect(values.filter { $0.deprecated != nil }.map(\.postfix.value) == ["1001"])
        #expect(values[1_000].deprecated?.value == "統合されました")
    }

    /// A record may lack only an optional key: one without its code or its name is reported at the
    /// record, named by its code when it has one, and so is each record before the first that has
    /// the key.
    @Test func aRecordThatLacksTheKeyOfARequiredFieldIsReportedAtTheRecord() throws {
        expectErrors(
            "[{\"code\": \"1\"},\n {\"code\": \"2\", \"name\": \"女性\"},\n {\"name\": \"その他\"}]",
            options: try options(),
            [
                (
                    .error,
                    "the record of code '1' lacks the key 'name' (--column logicalName=name); every value needs its name as people read it: add the key to the record, or leave the value out of the master",
                    at(1, 2)
                ),
                (
                    .error,
                    "this record lacks the key 'code' (--column postfix=code); every value needs its code: add the key to the record",
                    at(3, 2)
                ),
            ])
    }

    /// `null` and `""` are an empty field, which a required field cannot be.
    @Test func aRequiredFieldThatIsNullOrEmptyIsReportedAtTheField() throws {
        expectErrors(
            "[{\"code\": \"1\", \"name\": null},\n {\"code\": \"2\", \"name\": \"\"}]", options: try options(),
            [
                (
                    .error,
                    "the record of code '1' leaves the key 'name' (--column logicalName=name) empty (null or \"\"); every value needs its name as people read it: fill it in",
                    at(1, 24)
                ),
                (.error, "the record of code '2' leaves the key 'name' (--column logicalName=name) empty", at(2, 24)),
            ])
    }

    /// The published banks with the name of bank 0009 deleted: an error at that bank's record, not
    /// a value without a name, whose derived case name has no word.
    @Test func aPublishedMasterWithARecordWithoutItsNameIsRefusedAtThatRecord() throws {
        let published = try String(
            contentsOf: Repository.file("Examples/Banks/Data/banks.json"), encoding: .utf8)
        let deleted = #""name":"三井住友","#
        #expect(published.contains(deleted))
        let json = published.replacingOccurrences(of: deleted, with: "")
        let record = try #require(json.range(of: #""0009":{"#))
        let lines = json[..<record.upperBound].split(separator: "\n", omittingEmptySubsequences: false)
        let options = try ImportOptions(
            columns: ["postfix=code", "logicalName=name", "attr.kana=kana", "attr.romaji=roma"], kind: "Bank",
            prefix: "", kindLogicalName: "金融機関", namespace: "Zengin", access: nil, ignoresUnknownColumns: true,
            caseNames: .logicalName)
        expectErrors(
            json, options: options,
            [
                (
                    .error, "the record of code '0009' lacks the key 'name' (--column logicalName=name)",
                    at(lines.count, lines.last!.utf8.count)
                )
            ])
    }

    @Test func aColumnThatNoRecordHasIsNamedAsAKeyOfTheRecords() throws {
        // Said in the records' terms, not a CSV header row's, with the JSON spelling of --column.
        expectErrors(
            #"[{"name": "男性"}]"#, options: try options(["logicalName=name"]),
            [
                (
                    .error,
                    "no record has the key 'postfix'; the records need the keys kind, prefix, kindLogicalName, case, postfix, logicalName, or map a key of the records to a column with --column FIELD=KEY",
                    at(1, 3)
                )
            ])
    }

    @Test func aNumberAndTheSameStringAreOneCode() throws {
        expectErrors(
            "[{\"code\": 1, \"name\": \"男性\"},\n {\"code\": \"1\", \"name\": \"女性\"}]", options: try options(),
            [
                (.error, "the code '1' of kind 'Gender' is on line 1 too", at(2, 11)),
                (.note, "kind 'Gender' has '1' here", at(1, 11)),
            ])
    }

    @Test func anObjectOrArrayAsAFieldIsAnError() throws {
        expectErrors(
            "[{\"code\": \"1\",\n  \"name\": [\"男性\"]}]", options: try options(),
            [
                (.error, "the field 'name' is an array; a field is a string, a number or null", at(2, 11))
            ])
    }

    @Test func aKeyNoMappingUsesIsAnError() throws {
        expectErrors(
            #"[{"code": "1", "name": "男性", "kana": "ダンセイ"}]"#, options: try options(),
            [
                (
                    .error,
                    "unknown column 'kana'; map it to a column with --column FIELD=kana, or leave it out with --ignore-unknown-columns",
                    at(1, 34)
                )
            ])
    }

    @Test func aRepeatedKeyInARecordIsAnError() throws {
        expectErrors(
            #"[{"code": "1", "name": "男性", "name": "女性"}]"#, options: try options(),
            [
                (.error, "this record has the key 'name' twice", at(1, 34))
            ])
    }

    @Test func recordsThatAreNotObjectsAreReported() throws {
        expectErrors(
            #"{"status": "ok", "data": []}"#, options: try options(),
            [
                (
                    .error,
                    "this record is a string, not an object; every record is an object of fields, such as {\"code\": \"1\", \"name\": \"男性\"}; if the records are further in, give the path to them with --records",
                    at(1, 12)
                ),
                (.error, "this record is an array, not an object", at(1, 26)),
            ])
        expectErrors(
            #""genders""#, options: try options(),
            [
                (
                    .error,
                    "the records must be an array of objects or an object whose values are objects, not a string",
                    at(1, 1)
                )
            ])
        expectErrors(
            #"{"data": []}"#, records: "data", options: try options(),
            [(.error, "there are no records here", at(1, 10))])
    }

    @Test func aRecordsPathThatLeadsNowhereNamesTheKeyItLacks() throws {
        expectErrors(
            #"{"data": {"gender": []}}"#, records: "data.genders", options: try options(),
            [
                (.error, "--records 'data.genders': data has no key 'genders'; did you mean 'gender'?", at(1, 10))
            ])
        expectErrors(
            #"{"data": "none"}"#, records: "data.genders", options: try options(),
            [
                (
                    .error,
                    "--records 'data.genders' goes into data, which is a string, not an object with the key 'genders'",
                    at(1, 10)
                )
            ])
    }

    @Test func atKeyNeedsAnObjectOfRecords() throws {
        expectErrors(
            #"[{"name": "男性"}]"#, options: try options(["postfix=@key", "logicalName=name"]),
            [
                (
                    .error,
                    "--column postfix=@key takes each record's key in an object of records, but the records here are an array",
                    at(1, 1)
                )
            ])
    }

    private func at(_ line: Int, _ column: Int) -> KbnGeneratorCore.SourceLocation {
        KbnGeneratorCore.SourceLocation(line: line, column: column)
    }

    @Test func importJSONRefusesCSVOnlyOptionsAndNeedsOneFile() throws {
        let encoding = try ChildProcess.run(
            try ChildProcess.kbnGen, ["import-json", "a.json", "--encoding", "shift-jis"])
        #expect(encoding.status == 64)
        #expect(encoding.errorOutput.contains("--encoding"))
        let none = try ChildProcess.run(try ChildProcess.kbnGen, ["import-json", "--kind", "Bank"])
        #expect(none.status == 64)
        #expect(none.errorOutput.contains("JSON file"))
    }

    // MARK: Published masters, one command each

    /// zengin-code's banks.json as published (an object keyed by bank code) and the ISO 3166 list
    /// of lukes/ISO-3166-Countries-with-Regional-Codes (an array of objects) each become a kind in
    /// one `kbn-gen import-json`, whose generated code compiles and lists every record.
    @Test(
        .enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"),
        arguments: [
            (
                "Examples/Banks/Data/banks.json", "Bank", 1146,
                [
                    "--prefix", "", "--kind-logical-name", "銀行", "--column", "postfix=@key", "--column",
                    "logicalName=name",
                    "--column", "attr.kana=kana", "--column", "attr.roma=roma", "--case-names", "logical-name",
                    "--ignore-unknown-columns",
                ],
                "banks.json:3:5: note: --ignore-unknown-columns leaves out the keys 'code', 'hira'\n"
            ),
            (
                "Tests/KbnGeneratorCoreTests/Fixtures/JSONMasters/slim-2.json", "Country", 249,
                [
                    "--prefix", "", "--kind-logical-name", "国", "--column", "postfix=alpha-2", "--column",
                    "logicalName=name",
                    "--column", "attr.numeric=country-code", "--case-names", "code",
                ], ""
            ),
        ]
    )
    func aPublishedMasterBecomesABuildableKind(
        path: String, kind: String, count: Int, arguments: [String], notes: String
    ) async throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = Repository.file(path)
        let file = source.lastPathComponent
        try FileManager.default.copyItem(at: source, to: directory.appending(path: file))
        let imported = try ChildProcess.run(
            try ChildProcess.kbnGen,
            ["import-json", file, "--output", "kbn-definitions.json", "--kind", kind, "--quiet"] + arguments,
            in: directory
        )
        #expect(imported == ProcessResult(status: 0, output: "", errorOutput: notes))
        let definitions = [UInt8](try Data(contentsOf: directory.appending(path: "kbn-definitions.json")))
        let generated = directory.appending(path: "Kbn.swift")
        try Data(try KbnGenerator.generate(from: definitions, sourceName: "kbn-definitions.json").utf8).write(
            to: generated)
        let main = directory.appending(path: "main.swift")
        try Data("print(Kbn.\(kind).allCases.count)\n".utf8).write(to: main)
        let program = directory.appending(path: "count")
        try await GeneratedCodeCompiler.shared.compileExecutable(program, from: [generated, main])
        #expect(try ChildProcess.run(program, []) == ProcessResult(status: 0, output: "\(count)\n", errorOutput: ""))
    }
}
