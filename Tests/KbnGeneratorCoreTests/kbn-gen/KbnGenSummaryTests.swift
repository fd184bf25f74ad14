// The one line that check and export-strings print when all went well, on standard error, and
// --quiet, which leaves it out.

import Foundation
import KbnTestSupport
import Testing

@Suite("kbn-gen summaries")
struct KbnGenSummaryTests {
    private static let definitions =
        #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}, {"case": "woman", "postfix": "02", "logicalName": "女性"}]}, {"name": "Flag", "prefix": "002", "logicalName": "旗", "values": [{"case": "on", "postfix": "1", "logicalName": "オン"}]}]}"#

    private func run(_ arguments: [String]) throws -> ProcessResult {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.definitions.utf8).write(to: directory.appending(path: "kbn-definitions.json"))
        return try ChildProcess.run(try ChildProcess.kbnGen, arguments, in: directory)
    }

    @Test("check says what it checked: each file, its kinds and values, no problems")
    func check() throws {
        #expect(
            try run(["check", "kbn-definitions.json"])
                == ProcessResult(
                    status: 0, output: "", errorOutput: "kbn-definitions.json: 2 kinds, 3 values, no problems\n"
                ))
        #expect(
            try run(["check", "kbn-definitions.json", "--quiet"])
                == ProcessResult(status: 0, output: "", errorOutput: ""))
    }

    @Test("export-strings says what it wrote")
    func exportStrings() throws {
        #expect(
            try run(["export-strings", "kbn-definitions.json", "--output", "Kbn.xcstrings"])
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: "wrote Kbn.xcstrings: the names of 2 kinds, 3 values of kbn-definitions.json\n"
                ))
        #expect(
            try run(["export-strings", "kbn-definitions.json", "--output", "Kbn.xcstrings", "--quiet"])
                == ProcessResult(status: 0, output: "", errorOutput: ""))
    }
}

@Suite("kbn-gen summaries of imports")
struct KbnGenImportSummaryTests {
    private func run(_ commands: [[String]], files: [String: String]) throws -> [ProcessResult] {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files { try Data(text.utf8).write(to: directory.appending(path: name)) }
        return try commands.map { try ChildProcess.run(try ChildProcess.kbnGen, $0, in: directory) }
    }

    private static let header = "kind,prefix,kindLogicalName,case,postfix,logicalName\n"

    @Test("import-csv says what it wrote, and with --merge how many values are new and removed")
    func importCSV() throws {
        let results = try run(
            [
                ["import-csv", "banks.csv", "--output", "banks.kbn.json"],
                ["import-csv", "update.csv", "--merge", "banks.kbn.json", "--output", "banks.kbn.json", "--quiet"],
                ["import-csv", "update.csv", "--merge", "banks.kbn.json", "--output", "banks.kbn.json"],
            ],
            files: [
                "banks.csv": Self.header + "Bank,BK,銀行,mizuho,0001,みずほ銀行\nBank,BK,銀行,mufg,0005,三菱UFJ銀行\n",
                "update.csv": Self.header
                    + "Bank,BK,銀行,mizuho,0001,みずほ銀行\nBank,BK,銀行,smbc,0009,三井住友銀行\nBank,BK,銀行,resona,0010,りそな銀行\n",
            ])
        #expect(
            results[0] == ProcessResult(status: 0, output: "", errorOutput: "wrote banks.kbn.json: 1 kind, 2 values\n"))
        // --quiet keeps the warning of the removed value, and leaves out the summary.
        #expect(results[1].status == 0)
        #expect(results[1].errorOutput.contains("warning: the imported master lacks 1 value of kind 'Bank'"))
        #expect(!results[1].errorOutput.contains("wrote"))
        #expect(
            results[2]
                == ProcessResult(
                    status: 0, output: "", errorOutput: "wrote banks.kbn.json: 1 kind, 3 values (0 new, 0 removed)\n"))
    }

    @Test("import-strings says how many translations it imported")
    func importStrings() throws {
        let definitions =
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性", "localizedNames": {"en": "Male"}}, {"case": "woman", "postfix": "02", "logicalName": "女性", "localizedNames": {"en": "Female", "ko": "여성"}}]}]}"#
        let exported = try run(
            [
                ["export-strings", "translated.json", "--output", "Kbn.xcstrings", "--quiet"],
                ["import-strings", "Kbn.xcstrings", "plain.json", "--output", "plain.json"],
                ["import-strings", "Kbn.xcstrings", "translated.json", "--output", "translated.json"],
            ],
            files: [
                "translated.json": definitions,
                "plain.json": definitions.replacingOccurrences(
                    of: #", "localizedNames": {"en": "Female", "ko": "여성"}"#, with: ""),
            ])
        #expect(exported[0] == ProcessResult(status: 0, output: "", errorOutput: ""))
        #expect(
            exported[1]
                == ProcessResult(
                    status: 0, output: "", errorOutput: "imported 2 translations from Kbn.xcstrings into plain.json\n"))
        #expect(
            exported[2]
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: "imported 0 translations from Kbn.xcstrings into translated.json\n"))
    }
}
