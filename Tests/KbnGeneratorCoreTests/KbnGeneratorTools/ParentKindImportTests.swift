// Tests for importing a kind with a parent kind (--parent-kind) with import-json and import-csv: a
// master published one file per parent, each value's parent from its file's name (@file) or from a
// column, several files read as one master with every diagnostic in its own file, case names unique
// across parents, a re-import that matches values by parent and postfix, and every mistake reported
// where it is.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

@Suite("Import of a kind with a parent kind")
struct ParentKindImportTests {
    /// The file merged into, which holds the parents: two banks.
    private let banks = """
        {
          "namespace": "Zengin",
          "kinds": [
            {
              "name": "Bank",
              "prefix": "",
              "logicalName": "金融機関",
              "values": [
                { "case": "みずほ", "postfix": "0001", "logicalName": "みずほ" },
                { "case": "三菱ＵＦＪ", "postfix": "0005", "logicalName": "三菱ＵＦＪ" }
              ]
            }
          ]
        }

        """

    /// The zengin layout: one file per bank, an object of branches keyed by branch code.
    private let mizuho = """
        {
          "001": {"code": "001", "name": "本店", "hira": "ほんてん"},
          "002": {"code": "002", "name": "渋谷", "hira": "しぶや"},
          "003": {"code": "003", "name": "渋谷", "hira": "しぶや"}
        }
        """
    private let mufg = """
        {
          "001": {"code": "001", "name": "本店", "hira": "ほんてん"},
          "135": {"code": "135", "name": "新宿", "hira": "しんじゅく"}
        }
        """

    private func options(
        _ columns: [String] = ["parent=@file", "postfix=code", "logicalName=name"], parentKind: String? = "Bank",
        caseNames: CaseNameSource = .logicalName
    ) throws -> ImportOptions {
        try ImportOptions(
            columns: columns, kind: "Branch", prefix: nil, kindLogicalName: "支店", parentKind: parentKind,
            namespace: nil, access: nil, ignoresUnknownColumns: true, caseNames: caseNames)
    }

    private func inputs(_ files: [(String, String)]) -> [SourceFile] {
        files.map { SourceFile(name: $0.0, bytes: Array($0.1.utf8)) }
    }

    private func importBranches(
        _ files: [(String, String)], options: ImportOptions, merging existing: String?
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        try JSONImporter.convert(
            inputs(files), options: options, merging: existing.map { Array($0.utf8) },
            mergedFileName: "kbn-definitions.json")
    }

    /// The diagnostics of an import that fails, as `file:line:column: severity: message` lines.
    private func failure(_ convert: () throws(DiagnosticsError) -> ImportEngine.Result) -> [String] {
        do {
            let result = try convert()
            Issue.record("expected errors, converted to \(result.json)")
            return []
        } catch {
            return error.diagnostics.map { $0.formatted() }
        }
    }

    private func branches(of json: String) throws -> KindDefinition {
        let definitions = try KbnGenerator.definitions(from: Array(json.utf8))
        return try #require(definitions.kinds.first { $0.name.value == "Branch" })
    }

    // MARK: Conversion

    @Test func filesOfOneParentEachBecomeOneKindWhoseValuesNameTheirParents() throws {
        let result = try importBranches(
            [("branches/0001.json", mizuho), ("branches/0005.json", mufg)], options: options(), merging: banks)
        let kind = try branches(of: result.json)
        #expect(kind.parent?.value == "Bank")
        #expect(!kind.isPrefixed)
        #expect(kind.values.map { kind.code(of: $0) } == ["0001001", "0001002", "0001003", "0005001", "0005135"])
        // Names repeat across banks (本店) and within one (渋谷): the parent's case name goes first,
        // and a name a bank gives twice gets the postfix.
        #expect(
            kind.values.map(\.caseName.value) == [
                "みずほ_本店", "みずほ_渋谷_002", "みずほ_渋谷_003", "三菱ＵＦＪ_本店", "三菱ＵＦＪ_新宿",
            ])
        #expect(
            [result.counts.kinds, result.counts.values, result.counts.added, result.counts.removed] == [2, 7, 5, 0])
        // The one note about the key left out is at its first place, in the first file.
        #expect(
            result.warnings.map { $0.formatted() } == [
                "branches/0001.json:2:44: note: --ignore-unknown-columns leaves out the key 'hira'"
            ])
        // The kind is written as the definitions format says, laid out as the file's values are: no
        // prefix, "parent" before the values, and each value's parent after its case.
        #expect(result.json.contains(#""logicalName": "支店",\#n      "parent": "Bank",\#n      "values""#))
        #expect(
            result.json.contains(
                #"{ "case": "三菱ＵＦＪ_新宿", "parent": "0005", "postfix": "135", "logicalName": "新宿" }"#))
    }

    @Test func codeNamesStartWithTheParentsCaseName() throws {
        let result = try importBranches(
            [("0005.json", mufg)], options: options(caseNames: .code), merging: banks)
        #expect(try branches(of: result.json).values.map(\.caseName.value) == ["三菱ＵＦＪ_c001", "三菱ＵＦＪ_c135"])
    }

    @Test func aReimportMatchesValuesByParentAndPostfixAndKeepsTheirNames() throws {
        let first = try importBranches(
            [("0001.json", mizuho), ("0005.json", mufg)], options: options(), merging: banks)
        // The file's names are kept, even where the postfix is another parent's too; 0001's 003 is
        // gone, and is one note at its place in the file.
        let renamed = first.json.replacingOccurrences(of: "三菱ＵＦＪ_本店", with: "本店_三菱")
        let withoutOne = mizuho.replacingOccurrences(
            of: #",\#n  "003": {"code": "003", "name": "渋谷", "hira": "しぶや"}"#, with: "")
        let again = try importBranches(
            [("0001.json", withoutOne), ("0005.json", mufg)], options: options(), merging: renamed)
        let kind = try branches(of: again.json)
        #expect(
            kind.values.map(\.caseName.value) == ["みずほ_本店", "みずほ_渋谷_002", "本店_三菱", "三菱ＵＦＪ_新宿"])
        #expect([again.counts.kinds, again.counts.values, again.counts.added, again.counts.removed] == [2, 6, 0, 1])
        #expect(
            again.warnings.map { $0.formatted() }.filter { $0.contains("removed") || $0.contains("lacks") }.count == 2)
        #expect(again.warnings.contains { $0.message == "'0001003' (みずほ_渋谷_003) is removed" })
        // An unchanged master writes the file merged into again, byte for byte.
        #expect(
            try importBranches([("0001.json", mizuho), ("0005.json", mufg)], options: options(), merging: first.json)
                .json == first.json)
    }

    @Test func aCSVGivesEachValuesParentInAColumn() throws {
        let csv = "bank_code,branch_code,name\n0001,001,本店\n0005,001,本店\n"
        let options = try options(["parent=bank_code", "postfix=branch_code", "logicalName=name"])
        let result = try CSVImporter.convert(Array(csv.utf8), options: options, merging: Array(banks.utf8))
        let kind = try branches(of: result.json)
        #expect(kind.values.map { kind.code(of: $0) } == ["0001001", "0005001"])
        #expect(kind.values.map(\.caseName.value) == ["みずほ_本店", "三菱ＵＦＪ_本店"])
    }

    @Test func csvFilesWithOneHeaderAreOneMasterAndTheirFileNamesAreParents() throws {
        let options = try options(["parent=@file", "postfix=code", "logicalName=name"])
        let result = try CSVImporter.convert(
            inputs([("0001.csv", "code,name\n001,本店\n"), ("in/0005.csv", "code,name\n\n001,本店\n135,新宿\n")]),
            options: options, merging: Array(banks.utf8))
        let kind = try branches(of: result.json)
        #expect(kind.values.map { kind.code(of: $0) } == ["0001001", "0005001", "0005135"])
    }

    // MARK: Mistakes, each in its file

    @Test func aParentThatIsNoValueOfTheParentKindIsOneErrorPerCodeInItsFile() throws {
        let options = try options()
        let diagnostics = failure { () throws(DiagnosticsError) in
            try importBranches(
                [
                    ("b/0001.json", mizuho), ("b/0118.json", mufg),
                    ("b/0141.json", #"{"001": {"code": "001", "name": "本店"}}"#),
                ],
                options: options, merging: banks)
        }
        #expect(
            diagnostics == [
                "b/0001.json:2:44: note: --ignore-unknown-columns leaves out the key 'hira'",
                "b/0118.json:2:19: error: the parent '0118' of 2 records, the first here, (the name of its file (--column parent=@file)) is no code of kind 'Bank' in kbn-definitions.json; give each value the code of one of its values as its parent, or leave the values out of the master",
                "b/0141.json:1:18: error: the parent '0141' of this record (the name of its file (--column parent=@file)) is no code of kind 'Bank' in kbn-definitions.json; give each value the code of one of its values as its parent, or leave the values out of the master",
            ])
    }

    @Test func aProblemOfALaterFileIsAtItsOwnLine() throws {
        let options = try options()
        // A duplicate postfix under one parent, from a case column: the definitions check's message,
        // at the second file's record.
        let duplicate =
            #"{"001": {"code": "001", "name": "本店"},"#
            + "\n" + #""002": {"code": "001", "name": "本店2"}}"#
        let diagnostics = failure { () throws(DiagnosticsError) in
            try importBranches(
                [("0001.json", mizuho), ("0005.json", duplicate)], options: options, merging: banks)
        }
        #expect(
            diagnostics.contains(
                "0005.json:2:17: error: the code '001' under the parent '0005' of kind 'Branch' is on line 1 of 0005.json too; each value needs its own code: remove the repeated row, or give each row its own code"
            ), "\(diagnostics)")
        let malformed = failure { () throws(DiagnosticsError) in
            try importBranches(
                [("0001.json", mizuho), ("0005.json", "{\n  \"001\": \n")], options: options, merging: banks)
        }
        #expect(malformed.count == 1 && malformed[0].hasPrefix("0005.json:3:1: error: "), "\(malformed)")
    }

    @Test func theParentKindMustBeInTheFileMergedInto() throws {
        let options = try options()
        let shops = try self.options(parentKind: "Shop")
        let noMerge = failure { () throws(DiagnosticsError) in
            try importBranches([("0001.json", mizuho)], options: options, merging: nil)
        }
        #expect(
            noMerge == [
                "0001.json: error: --parent-kind 'Bank' needs the definitions file that holds kind 'Bank': import into it with --merge <definitions.json>, so that each value's parent is one of its values"
            ])
        let otherKind = failure { () throws(DiagnosticsError) in
            try importBranches([("0001.json", mizuho)], options: shops, merging: banks)
        }
        #expect(
            otherKind == [
                "kbn-definitions.json: error: --parent-kind 'Shop' is no kind of the file merged into; its kinds are 'Bank': import the parents' kind into it first"
            ])
    }

    @Test func aParentNeedsItsKindAndTheKindItsParents() throws {
        // A parent column without --parent-kind, at the header.
        let csv = "parent,postfix,logicalName\n0001,001,本店\n"
        let plain = try ImportOptions(
            columns: [], kind: "Branch", prefix: "", kindLogicalName: "支店", namespace: nil, access: nil,
            ignoresUnknownColumns: false, caseNames: .code)
        expectDiagnostics(
            Array(csv.utf8),
            [(.error, "column 'parent' gives each value's parent code, but no --parent-kind", cell(1, 1))],
            options: plain)
        // --parent-kind without a parent column, at the records.
        let withoutParent = try options(["postfix=code", "logicalName=name"])
        let lacking = failure { () throws(DiagnosticsError) in
            try importBranches([("0001.json", mizuho)], options: withoutParent, merging: banks)
        }
        #expect(
            lacking.contains {
                $0.hasPrefix("0001.json:2:11: error: no record has the key 'parent'")
                    && $0.contains("--column parent=@file")
            }, "\(lacking)")
        // Every row gives its parent: an empty one is an error at its cell.
        let empty = "bank,code,name\n0001,001,本店\n,002,渋谷\n"
        expectDiagnostics(
            Array(empty.utf8),
            [
                (
                    .error,
                    "the row of code '002' leaves the column 'bank' (--column parent=bank) empty; every value needs the code of its parent, a value of Bank",
                    cell(3, 1)
                )
            ],
            options: try options(["parent=bank", "postfix=code", "logicalName=name"]), merging: banks)
    }

    @Test func theOptionsRefuseAParentWithAPrefixOrWithoutItsKind() {
        for (columns, prefix, kind, parentKind, message) in [
            (
                ["parent=bank"], nil, "Branch", nil,
                "--column parent=bank gives each value's parent code, but no --parent-kind"
            ),
            ([], "", "Branch", "Bank", "--prefix and --parent-kind both give the codes' start"),
            ([], nil, "Bank", "Bank", "--parent-kind names the kind that --kind gives, 'Bank'"),
            ([], nil, "Branch", "bank kind", "--parent-kind 'bank kind' is not a usable Swift type name"),
        ] as [([String], String?, String, String?, String)] {
            #expect {
                try ImportOptions(
                    columns: columns, kind: kind, prefix: prefix, kindLogicalName: "支店", parentKind: parentKind,
                    namespace: nil, access: nil, ignoresUnknownColumns: false, caseNames: .code)
            } throws: { ($0 as? ImportOptionError)?.message.hasPrefix(message) == true }
        }
    }

    @Test func aLaterCSVFileWithAnotherHeaderIsAnErrorAtItsFirstDifferentField() throws {
        let options = try options(["parent=@file", "postfix=code", "logicalName=name"])
        let files = inputs([("0001.csv", "code,name\n001,本店\n"), ("0005.csv", "code,kana\n001,ホンテン\n")])
        let diagnostics = failure { () throws(DiagnosticsError) in
            try CSVImporter.convert(files, options: options, merging: Array(banks.utf8))
        }
        #expect(
            diagnostics == [
                "0005.csv:1:2: error: this header row is not the first file's, whose rows every file's are read with: field 2 of 0001.csv's is 'name'; give the files one header row, or import them one by one"
            ])
    }
}
