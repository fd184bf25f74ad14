// kbn-gen's command line as scripts see it, checked by running the built kbn-gen: each subcommand's
// output and exit status (0 done, 1 problems in the input, 64 a command line it cannot run), and
// the form of every message.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

/// A temporary directory that kbn-gen runs in, so that messages name its files as given.
private struct CommandDirectory {
    let url: URL

    init() throws {
        url = try ChildProcess.temporaryDirectory()
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appending(path: name))
    }

    func contents(of name: String) throws -> String {
        try String(contentsOf: url.appending(path: name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appending(path: name).path(percentEncoded: false))
    }

    func kbnGen(_ arguments: [String]) throws -> ProcessResult {
        try ChildProcess.run(try ChildProcess.kbnGen, arguments, in: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Status 0 and nothing printed.
private let succeededSilently = ProcessResult(status: 0, output: "", errorOutput: "")

private let gender =
    #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#

@Suite("kbn-gen command line")
struct KbnGenCommandLineTests {
    // MARK: Version, help and usage

    @Test func versionIsTheGeneratorVersion() throws {
        let result = try ChildProcess.run(try ChildProcess.kbnGen, ["--version"])
        #expect(result == ProcessResult(status: 0, output: "kbn-gen \(KbnGenerator.version)\n", errorOutput: ""))
    }

    // A subcommand's own help is KbnGenHelpTests'.
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpShowsEveryUsageAndSucceeds(arguments: [String]) throws {
        let result = try ChildProcess.run(try ChildProcess.kbnGen, arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        for usage in Usage.allCases where usage != .command {
            #expect(result.output.contains(usage.rawValue.dropFirst("usage: ".count)))
        }
        #expect(result.output.contains("kbn-gen --version"))
        #expect(result.errorOutput == "")
    }

    /// The one-line usages a usage error ends with.
    private enum Usage: String, CaseIterable {
        case command =
            "usage: kbn-gen generate | check | import-csv | import-json | diff | export-strings | import-strings | make-update | check-update <arguments>, or kbn-gen --help | --version"
        case generate =
            "usage: kbn-gen generate <definitions.json>... [--output <file.swift> | --output-dir <dir> [--parts <n,...> [--shared-parts <n>]]] [--check | --overwrite] [--max-input-size <bytes>]"
        case check = "usage: kbn-gen check <definitions.json>... [--quiet] [--max-input-size <bytes>]"
        case importCSV =
            "usage: kbn-gen import-csv <file.csv>... [--output <definitions.json>] [--encoding <encoding>] [--no-header] [--delimiter <delimiter>] [--column <field>=<header>]... [--kind <name>] [--prefix <prefix>] [--kind-logical-name <name>] [--parent-kind <kind>] [--namespace <name>] [--access <level>] [--ignore-unknown-columns] [--case-names <source>] [--merge <definitions.json>] [--overwrite] [--quiet] [--max-input-size <bytes>]"
        case diff = "usage: kbn-gen diff <old.json> <new.json> [--max-input-size <bytes>]"
        case exportStrings =
            "usage: kbn-gen export-strings <definitions.json> --output <file.xcstrings> [--source-language <language>] [--overwrite] [--quiet] [--max-input-size <bytes>]"
        case importStrings =
            "usage: kbn-gen import-strings <file.xcstrings> <definitions.json> --output <definitions.json> [--overwrite] [--quiet] [--max-input-size <bytes>]"
        case makeUpdate =
            "usage: kbn-gen make-update <master.json> --app <definitions.json>... --output <update.json> [--deprecate-missing <message>] [--overwrite] [--quiet] [--max-input-size <bytes>]"
        case checkUpdate =
            "usage: kbn-gen check-update <update.json> --app <definitions.json>... [--quiet] [--max-input-size <bytes>]"
    }

    /// A command line kbn-gen refuses, and what it says about it.
    private struct UsageMistake: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        let usage: Usage

        init(_ arguments: [String], _ message: String, _ usage: Usage) {
            self.arguments = arguments
            self.message = message
            self.usage = usage
        }

        var testDescription: String { "kbn-gen \(arguments.joined(separator: " "))" }
    }

    @Test(arguments: [
        UsageMistake([], "missing the subcommand", .command),
        UsageMistake(["gen", "a.json"], "unknown subcommand 'gen'", .command),
        UsageMistake(["--verbose"], "unknown option '--verbose'", .command),
        UsageMistake(["--version", "check"], "--version takes no arguments", .command),
        UsageMistake(["generate"], "missing the definitions file", .generate),
        UsageMistake(["generate", "a.json", "--output"], "--output needs a file path", .generate),
        UsageMistake(
            ["generate", "a.json", "--check"], "--check needs --output or --output-dir: the generated files to compare",
            .generate),
        UsageMistake(
            ["generate", "a.json", "--output", "A.swift", "--output-dir", "out"],
            "give --output or --output-dir, not both", .generate),
        UsageMistake(
            ["generate", "a.json", "--output", "A.swift", "--check", "--overwrite"],
            "--check writes nothing; leave out --overwrite", .generate),
        UsageMistake(
            ["generate", "a.json", "--output", "A.swift", "--parts", "2"],
            "--parts splits the files of --output-dir; give --output-dir, or leave out --parts", .generate),
        UsageMistake(
            ["generate", "a.json", "b.json", "--output-dir", "out", "--parts", "2"],
            "--parts gives 1 count for 2 definitions files; give one for each, in order", .generate),
        UsageMistake(
            ["generate", "a.json", "--output-dir", "out", "--parts", "-1"],
            "--parts needs whole numbers of 0 or more, separated by commas, not '-1'", .generate),
        UsageMistake(
            ["generate", "a.json", "--output-dir", "out", "--parts", "2,"],
            "--parts needs whole numbers of 0 or more, separated by commas, not '2,'", .generate),
        UsageMistake(
            ["generate", "a.json", "--output", "A.swift", "--shared-parts", "2"],
            "--shared-parts splits the shared files of --output-dir; give --output-dir and --parts, or leave out --shared-parts",
            .generate),
        UsageMistake(
            ["generate", "a.json", "--output-dir", "out", "--shared-parts", "2"],
            "--shared-parts splits the kinds of the files that --parts gives 0; give --parts too", .generate),
        UsageMistake(
            ["generate", "a.json", "--output-dir", "out", "--parts", "1", "--shared-parts", "2"],
            "--shared-parts 2 spreads the kinds of the files that --parts gives 0, and it gives none; leave out --shared-parts, or give a file 0",
            .generate),
        UsageMistake(
            ["generate", "a.json", "--output-dir", "out", "--parts", "0", "--shared-parts", "0"],
            "--shared-parts needs a whole number of 1 or more, not '0'", .generate),
        UsageMistake(["check", "a.json", "--overwrite"], "--overwrite is not an option of check", .check),
        UsageMistake(
            ["generate", "a.json", "--encoding", "utf-8"], "--encoding is not an option of generate", .generate),
        UsageMistake(["generate", "a.json", "--force"], "unknown option '--force'", .generate),
        UsageMistake(
            ["generate", "a.json", "--output", "A.swift", "--output", "B.swift"],
            "--output is given twice; give it once", .generate),
        UsageMistake(["check"], "missing the definitions file", .check),
        UsageMistake(
            ["check", "a.json", "b.json", "a.json"], "'a.json' is given twice; give each definitions file once", .check),
        UsageMistake(
            ["generate", "a.json", "a.json", "--output-dir", "out"],
            "'a.json' is given twice; give each definitions file once", .generate),
        UsageMistake(
            ["check", "a.json", "--output", "A.swift"], "check writes nothing; --output belongs to generate", .check),
        UsageMistake(["check", "--version"], "unknown option '--version'", .check),
        UsageMistake(["import-csv"], "missing the CSV file", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "b.csv", "a.csv"], "'a.csv' is given twice; give each CSV file once", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--column", "parent=bank"],
            "--column parent=bank gives each value's parent code, but no --parent-kind names the kind of the parents; give it, such as --parent-kind Bank",
            .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--parent-kind", "Bank", "--prefix", ""],
            "--prefix and --parent-kind both give the codes' start: a kind with a parent kind has no prefix, its codes are its parents' codes followed by its postfixes; leave out --prefix",
            .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--encoding", "latin1"],
            "--encoding must be one of 'utf-8', 'shift-jis', not 'latin1'", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--delimiter", "|"], "--delimiter must be one of ',', ';', 'tab', not '|'",
            .importCSV),
        UsageMistake(["import-csv", "a.csv", "--delimiter"], "--delimiter needs tab, ',' or ';'", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--no-header", "--column", "kind=abc"],
            "--column 'kind=abc' names the header 'abc', but with --no-header the file has no header row; name the column by its number, from 1 for the first field, such as kind=1",
            .importCSV
        ),
        UsageMistake(["generate", "a.json", "--no-header"], "--no-header is not an option of generate", .generate),
        UsageMistake(["import-csv", "a.csv", "--column"], "--column needs FIELD=HEADER", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--column", "lgcode"],
            "--column 'lgcode' is not FIELD=HEADER, such as postfix=lgcode", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--column", "logicalNme=city"],
            "--column 'logicalNme=city': unknown column 'logicalNme'; did you mean 'logicalName'?", .importCSV),
        // 'code' is two edits from 'case', too many for four letters to be a typo of it.
        UsageMistake(
            ["import-csv", "a.csv", "--column", "code=lgcode"],
            "--column 'code=lgcode': unknown column 'code'; the columns are 'kind', 'prefix', 'kindLogicalName', 'case', 'postfix', 'logicalName', 'kindDescription', 'parent', 'description', 'shortName', 'deprecated', 'formerCodes', 'alternateCodes', 'group', 'name.<language>' and 'attr.<name>[:String|Int|Double|Bool][?]'",
            .importCSV
        ),
        UsageMistake(
            ["import-csv", "a.csv", "--column", "kind=type", "--kind", "Bank"],
            "--kind and --column kind=type both give 'kind'; give one of them", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--kind", "Bank", "--kind", "Branch"], "--kind is given twice; give it once",
            .importCSV),
        UsageMistake(["import-csv", "a.csv", "--prefix"], "--prefix needs a prefix, which may be empty", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--kind", "1Bank"],
            "--kind '1Bank' is not a usable Swift type name: an identifier cannot start with a digit", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--namespace", "Swift"],
            "--namespace 'Swift' is not a usable Swift type name: it would hide the module Swift, which the generated code uses",
            .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--access", "open"],
            "--access must be one of 'public', 'package', 'internal', not 'open'", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--case-names", "english"],
            "--case-names must be one of 'column', 'logical-name', 'code', not 'english'", .importCSV),
        UsageMistake(
            ["import-csv", "a.csv", "--case-names", "code", "--column", "case=id"],
            "--column case=id gives case names, which --case-names code derives; leave out one of them", .importCSV),
        UsageMistake(["import-csv", "a.csv", "--merge"], "--merge needs a definitions file path", .importCSV),
        UsageMistake(
            ["generate", "a.json", "--ignore-unknown-columns"], "--ignore-unknown-columns is not an option of generate",
            .generate),
        UsageMistake(["check", "a.json", "--column", "postfix=code"], "--column is not an option of check", .check),
        UsageMistake(
            ["diff", "a.json"], "diff compares two definitions files, the old one then the new one; got 1", .diff),
        UsageMistake(["diff", "a.json", "b.json", "--check"], "--check is not an option of diff", .diff),
        UsageMistake(["export-strings", "--output", "K.xcstrings"], "missing the definitions file", .exportStrings),
        UsageMistake(["export-strings", "a.json"], "missing --output: the .xcstrings file to write", .exportStrings),
        UsageMistake(
            ["export-strings", "a.json", "--output", "K.xcstrings", "--source-language", "en_US"],
            "'en_US' is not a language code; use a BCP 47 tag such as ja or en", .exportStrings),
        UsageMistake(
            ["export-strings", "a.json", "--output", "K.xcstrings", "--source-language"],
            "--source-language needs a language code", .exportStrings),
        UsageMistake(
            ["export-strings", "a.json", "--output", "K.xcstrings", "--encoding", "utf-8"],
            "--encoding is not an option of export-strings", .exportStrings),
        UsageMistake(
            ["import-strings", "K.xcstrings", "--output", "b.json"],
            "import-strings takes the string catalog, then the definitions file; got 1", .importStrings),
        UsageMistake(
            ["import-strings", "K.xcstrings", "a.json"],
            "missing --output: the definitions file to write, which may be the one read", .importStrings),
        UsageMistake(
            ["import-strings", "K.xcstrings", "a.json", "--output", "b.json", "--source-language", "ja"],
            "--source-language is not an option of import-strings", .importStrings),
        UsageMistake(
            ["make-update", "master.json", "--output", "update.json"],
            "missing --app: the definitions files that the app's build compiles, which the update is for", .makeUpdate),
        UsageMistake(
            ["make-update", "master.json", "--app", "a.json"], "missing --output: the update to write", .makeUpdate),
        UsageMistake(
            ["make-update", "--app", "a.json", "--output", "update.json"], "missing the master definitions file",
            .makeUpdate),
        UsageMistake(
            ["make-update", "master.json", "--app", "a.json", "--app", "a.json", "--output", "update.json"],
            "'a.json' is given twice; give each definitions file once", .makeUpdate),
        UsageMistake(
            ["make-update", "master.json", "--app", "a.json", "--output", "update.json", "--deprecate-missing", " "],
            "--deprecate-missing needs a message that says why the values are no longer offered, such as \"No longer in the master\"",
            .makeUpdate),
        UsageMistake(["check-update", "--app", "a.json"], "missing the update file", .checkUpdate),
        UsageMistake(
            ["check-update", "update.json", "--app", "a.json", "--output", "b.json"],
            "--output is not an option of check-update", .checkUpdate),
        UsageMistake(["check", "a.json", "--app", "b.json"], "--app is not an option of check", .check),
    ])
    private func usageMistakeIsOneLineAndTheUsageWithStatus64(mistake: UsageMistake) throws {
        let result = try ChildProcess.run(try ChildProcess.kbnGen, mistake.arguments)
        #expect(
            result
                == ProcessResult(
                    status: 64, output: "", errorOutput: "error: \(mistake.message)\n\(mistake.usage.rawValue)\n"))
    }

    /// Every option with a fixed set of values reads it as one rule does, whatever its letter case.
    @Test func anOptionsValueMayBeWrittenInAnyLetterCase() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write(
            "a.tsv", "kind\tprefix\tkindLogicalName\tcase\tpostfix\tlogicalName\nGender\t001\tsex\tman\t01\tman\n")
        let arguments = [
            "import-csv", "a.tsv", "--encoding", "Shift-JIS", "--delimiter", "TAB", "--access", "Internal",
        ]
        let result = try directory.kbnGen(arguments + ["--case-names", "Column", "--quiet"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains(#""access": "internal""#))
    }

    // MARK: Files that are directories

    @Test(arguments: [
        (["check", "folder"], "definitions file"),
        (["generate", "folder"], "definitions file"),
        (["generate", "folder", "--output", "Kbn.swift"], "definitions file"),
        (["diff", "folder", "kbn-definitions.json"], "definitions file"),
        (["diff", "kbn-definitions.json", "folder"], "definitions file"),
        (["import-csv", "folder"], "CSV file"),
        (["export-strings", "folder", "--output", "K.xcstrings"], "definitions file"),
        (["import-strings", "folder", "kbn-definitions.json", "--output", "b.json"], "string catalog"),
        (["import-strings", "K.xcstrings", "folder", "--output", "b.json"], "definitions file"),
        (["make-update", "folder", "--app", "kbn-definitions.json", "--output", "u.json"], "master definitions file"),
        (["make-update", "kbn-definitions.json", "--app", "folder", "--output", "u.json"], "definitions file"),
        (["check-update", "folder", "--app", "kbn-definitions.json"], "update"),
    ])
    func directoryGivenForAFileIsNamedAsOne(arguments: [String], description: String) throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        try directory.write("K.xcstrings", #"{"sourceLanguage": "ja", "strings": {}, "version": "1.0"}"#)
        try FileManager.default.createDirectory(
            at: directory.url.appending(path: "folder"), withIntermediateDirectories: false)

        #expect(
            try directory.kbnGen(arguments)
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: "folder: error: cannot read the \(description): it is a directory, not a file\n"
                ))
    }

    // MARK: Subcommands

    @Test func generateWritesToStandardOutputAFileOrADirectory() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)

        let printed = try directory.kbnGen(["generate", "kbn-definitions.json"])
        #expect(printed.status == 0)
        #expect(printed.output.contains("case man"))
        #expect(printed.errorOutput == "")

        #expect(
            try directory.kbnGen(["generate", "kbn-definitions.json", "--output", "Kbn.swift"]) == succeededSilently)
        #expect(try directory.contents(of: "Kbn.swift") == printed.output)

        #expect(
            try directory.kbnGen(["generate", "kbn-definitions.json", "--output-dir", "Generated"]) == succeededSilently
        )
        #expect(try directory.contents(of: "Generated/kbn-definitions.swift").contains("case man"))
        #expect(try directory.contents(of: "Generated/_KbnNamespaces.swift").contains("allKinds"))

        try directory.write("Taken", "")
        let blocked = try directory.kbnGen(["generate", "kbn-definitions.json", "--output-dir", "Taken"])
        #expect(blocked.status == 1)
        #expect(blocked.errorOutput.hasPrefix("Taken: error: cannot create the output directory: "))
    }

    @Test func generateSpreadsKindsOverPartsAndRemovesPartsNoLongerWritten() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        let kinds = (1...12).map {
            #"{"name": "Kind\#($0)", "prefix": "\#(100 + $0)", "logicalName": "k", "values": [{"case": "a", "postfix": "1", "logicalName": "x"}]}"#
        }
        try directory.write("kbn-definitions.json", #"{"kinds": [\#(kinds.joined(separator: ","))]}"#)
        try directory.write("other.kbn.json", #"{"namespace": "Other", "kinds": []}"#)

        let split = [
            "generate", "kbn-definitions.json", "other.kbn.json", "--output-dir", "Generated", "--parts", "3,1",
        ]
        #expect(try directory.kbnGen(split) == succeededSilently)
        let parts = try (1...3).map { try directory.contents(of: "Generated/kbn-definitions.\($0).swift") }
        for number in 1...12 {
            #expect(parts.count { $0.contains("public enum Kind\(number): KbnKit.KbnType") } == 1)
        }
        #expect(try directory.contents(of: "Generated/other.kbn.swift").hasPrefix("// Generated by kbn-gen"))
        #expect(try directory.kbnGen(split + ["--check"]) == succeededSilently)

        // Back to one part: the three part files are kbn-gen's, and no input writes them now.
        let whole = ["generate", "kbn-definitions.json", "other.kbn.json", "--output-dir", "Generated"]
        let stale = try directory.kbnGen(whole + ["--check"])
        #expect(stale.status == 1)
        #expect(
            stale.errorOutput.contains(
                "Generated/kbn-definitions.2.swift: error: kbn-gen generated this file, but not from the definitions files given"
            ))
        #expect(try directory.kbnGen(whole) == succeededSilently)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appending(path: "Generated").path(percentEncoded: false)
        ).sorted()
        #expect(names == ["_KbnNamespaces.swift", "kbn-definitions.swift", "other.kbn.swift"])
    }

    @Test func generatePutsTheKindsOfFilesGivenNoPartsIntoSharedFilesAndAnEditRewritesOne() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        let names = (1...20).map { "\(100 + $0).kbn.json" }
        func kind(_ number: Int, logicalName: String = "x") -> String {
            #"{"namespace": "Banks", "kinds": [{"name": "Kind\#(number)", "prefix": "\#(100 + number)", "logicalName": "k", "values": [{"case": "a", "postfix": "1", "logicalName": "\#(logicalName)"}]}]}"#
        }
        for (number, name) in zip(1..., names) { try directory.write(name, kind(number)) }
        try directory.write("Large.kbn.json", #"{"namespace": "Large", "kinds": []}"#)

        let generate =
            ["generate"] + names + ["Large.kbn.json", "--output-dir", "Generated"]
            + ["--parts", (Array(repeating: "0", count: 20) + ["1"]).joined(separator: ","), "--shared-parts", "3"]
        #expect(try directory.kbnGen(generate) == succeededSilently)
        let written = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appending(path: "Generated").path(percentEncoded: false)
        ).sorted()
        #expect(
            written == [
                "Large.kbn.swift", "_KbnNamespaces.swift", "_KbnShared.1.swift", "_KbnShared.2.swift",
                "_KbnShared.3.swift",
            ])
        let shared = try (1...3).map { try directory.contents(of: "Generated/_KbnShared.\($0).swift") }
        for (number, name) in zip(1..., names) {
            let holding = shared.indices.filter { shared[$0].contains("public enum Kind\(number): KbnKit.KbnType") }
            #expect(holding.count == 1, "Kind\(number)")
            // The kind is where KindParts puts it, below a comment that names its file.
            #expect(holding == [KindParts(count: 3).part(ofKind: "Kind\(number)") - 1], "Kind\(number)")
            #expect(holding.allSatisfy { shared[$0].contains("// MARK: - \(name)\n") }, "\(name)")
        }
        #expect(
            shared.allSatisfy {
                $0.hasPrefix("// Generated by kbn-gen") && $0.contains(" from the small definitions files, part ")
            })
        #expect(try directory.kbnGen(generate + ["--check"]) == succeededSilently)

        // An edit of one value rewrites the shared file of its kind and no other.
        let edited = KindParts(count: 3).part(ofKind: "Kind7")
        try directory.write(names[6], kind(7, logicalName: "renamed"))
        let stale = try directory.kbnGen(generate + ["--check"])
        #expect(stale.status == 1)
        #expect(stale.errorOutput.components(separatedBy: "error:").count == 2, "\(stale.errorOutput)")
        #expect(stale.errorOutput.hasPrefix("Generated/_KbnShared.\(edited).swift:"), "\(stale.errorOutput)")
        #expect(try directory.kbnGen(generate) == succeededSilently)
        #expect(try directory.contents(of: "Generated/_KbnShared.\(edited).swift").contains("renamed"))

        // Each file its own again: the shared files are kbn-gen's, and no input writes them now.
        #expect(
            try directory.kbnGen(["generate"] + names + ["Large.kbn.json", "--output-dir", "Generated"])
                == succeededSilently)
        let own = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appending(path: "Generated").path(percentEncoded: false))
        #expect(!own.contains { $0.hasPrefix("_KbnShared") } && own.count == 22, "\(own.sorted())")
    }

    @Test func generateCheckFailsOnAMissingOrStaleFile() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)

        let check = ["generate", "kbn-definitions.json", "--output", "Kbn.swift", "--check"]
        #expect(
            try directory.kbnGen(check)
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "Kbn.swift: error: the generated file does not exist; generate it from kbn-definitions.json\n"
                ))

        #expect(try directory.kbnGen(Array(check.dropLast())) == succeededSilently)
        #expect(try directory.kbnGen(check) == succeededSilently)

        try directory.write(
            "Kbn.swift", try directory.contents(of: "Kbn.swift").replacingOccurrences(of: "case man", with: "case male")
        )
        let stale = try directory.kbnGen(check)
        #expect(stale.status == 1)
        #expect(stale.errorOutput.hasPrefix("Kbn.swift:"))
        #expect(
            stale.errorOutput.hasSuffix(
                ": error: the generated file is out of date: it differs from what kbn-definitions.json generates from this line on; generate it again\n"
            ))
    }

    @Test func everyInputIsBoundedAndTheBoundIsNamed() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        let bound =
            ": error: cannot read the definitions file: it holds more than 100 bytes, the most kbn-gen reads of one file (--max-input-size); give --max-input-size with a larger number of bytes to read it\n"
        // A file whose size says so, and a device that never ends, which is cut off as it is read.
        let large = try directory.kbnGen(["check", "kbn-definitions.json", "--max-input-size", "100"])
        #expect(large.status == 1)
        #expect(large.errorOutput == "kbn-definitions.json" + bound)
        let endless = try directory.kbnGen(["check", "/dev/zero", "--max-input-size", "100"])
        #expect(endless.errorOutput == "/dev/zero" + bound)
        let importing = try directory.kbnGen([
            "import-json", "/dev/zero", "--column", "postfix=code", "--column", "logicalName=name", "--kind", "G",
            "--prefix", "001", "--max-input-size", "4096",
        ])
        #expect(
            importing.errorOutput.hasPrefix(
                "/dev/zero: error: cannot read the JSON file: it holds more than 4096 bytes"))
        // Within the bound, as by default, the file is read.
        #expect(
            try directory.kbnGen(["check", "kbn-definitions.json", "--quiet", "--max-input-size", "100000"])
                == succeededSilently)
        let wrong = try directory.kbnGen(["check", "kbn-definitions.json", "--max-input-size", "0"])
        #expect(wrong.status == 64)
        #expect(
            wrong.errorOutput.hasPrefix(
                "error: --max-input-size needs a whole number of bytes of 1 or more, such as 2147483648, not '0'\nusage: kbn-gen check"
            ))
    }

    @Test func checkSucceedsSilentlyOrReportsEveryProblem() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        #expect(try directory.kbnGen(["check", "kbn-definitions.json", "--quiet"]) == succeededSilently)

        try directory.write("broken.json", "{\n  \"kinds\": 1,\n  \"acess\": \"public\"\n}")
        let invalid = try directory.kbnGen(["check", "broken.json"])
        #expect(invalid.status == 1)
        let lines = invalid.errorOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("broken.json:2:") || $0.hasPrefix("broken.json:3:") })
        #expect(lines.allSatisfy { $0.contains(": error: ") })
        #expect(invalid.output == "")
    }

    @Test func importCSVWritesDefinitionsOrReportsTheCell() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write(
            "codes.csv", "kind,prefix,kindLogicalName,case,postfix,logicalName\nGender,001,性別,man,01,男性\n")

        let printed = try directory.kbnGen(["import-csv", "codes.csv", "--quiet"])
        #expect(printed.status == 0)
        #expect(printed.output.contains(#""case""#))
        #expect(printed.errorOutput == "")

        #expect(
            try directory.kbnGen(["import-csv", "codes.csv", "--output", "kbn-definitions.json", "--quiet"])
                == succeededSilently)
        #expect(try directory.kbnGen(["check", "kbn-definitions.json", "--quiet"]) == succeededSilently)

        try directory.write("short.csv", "kind,prefix,kindLogicalName,case,postfix,logicalName\nGender,001,性別,man,01\n")
        let invalid = try directory.kbnGen(["import-csv", "short.csv"])
        #expect(invalid.status == 1)
        #expect(invalid.errorOutput.hasPrefix("short.csv:2:5: error: "))
        #expect(invalid.output == "")
    }

    /// A master published one file per parent, as zengin-code's branches are: one import-json of
    /// every file, into the definitions file that holds the parents, each problem in its own file.
    @Test func importJSONReadsAFilePerParentIntoTheFileOfItsParents() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write(
            "kbn-definitions.json",
            #"{"kinds": [{"name": "Bank", "logicalName": "金融機関", "values": [{"case": "みずほ", "postfix": "0001", "logicalName": "みずほ"}, {"case": "りそな", "postfix": "0010", "logicalName": "りそな"}]}]}"#
        )
        try directory.write("0001.json", #"{"001": {"name": "本店"}, "002": {"name": "渋谷"}}"#)
        try directory.write("0010.json", "{\n  \"001\": {\"name\": \"本店\"}\n}\n")
        let branches = [
            "--kind", "Branch", "--parent-kind", "Bank", "--kind-logical-name", "支店", "--column", "parent=@file",
            "--column", "postfix=@key", "--column", "logicalName=name", "--case-names", "logical-name",
            "--merge", "kbn-definitions.json", "--output", "kbn-definitions.json",
        ]
        #expect(
            try directory.kbnGen(["import-json", "0001.json", "0010.json"] + branches)
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: "wrote kbn-definitions.json from 2 files: 2 kinds, 5 values (3 new, 0 removed)\n"))
        #expect(try directory.kbnGen(["check", "kbn-definitions.json", "--quiet"]) == succeededSilently)

        try directory.write("0009.json", "{\n  \"001\": {\"name\": \"本店\"}\n}\n")
        let unknown = try directory.kbnGen(["import-json", "0001.json", "0010.json", "0009.json"] + branches)
        #expect(unknown.status == 1)
        #expect(unknown.errorOutput.hasPrefix("0009.json:2:3: error: the parent '0009' of this record"), "\(unknown)")
    }

    @Test func importCSVReadsAPublishedMasterWithOptionsAndMergesWithoutRenaming() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        // As Excel writes it: a byte order mark, CRLF, a column nobody needs.
        try directory.write(
            "banks.csv", "\u{FEFF}code,name,kana,hidden\r\n0001,みずほ,ミズホ,x\r\n0168,中国,チユウゴク,y\r\n0489,中國,チユウゴク,z\r\n")
        let options = [
            "--column", "postfix=code", "--column", "logicalName=kana", "--column", "shortName=name",
            "--kind", "Bank", "--prefix", "", "--kind-logical-name", "銀行", "--namespace", "Banks", "--access",
            "package",
            "--case-names", "logical-name", "--ignore-unknown-columns",
        ]
        #expect(
            try directory.kbnGen(["import-csv", "banks.csv", "--output", "kbn-definitions.json", "--quiet"] + options)
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput:
                        "banks.csv:1:4: note: --ignore-unknown-columns leaves out the column 'hidden' (field 4)\n"
                ))
        let first = try directory.contents(of: "kbn-definitions.json")
        #expect(first.hasPrefix("{\n  \"namespace\": \"Banks\",\n  \"access\": \"package\",\n"))
        #expect(first.contains(#""case": "チユウゴク_0168""#))
        #expect(first.contains(#""case": "チユウゴク_0489""#))
        #expect(try directory.kbnGen(["check", "kbn-definitions.json", "--quiet"]) == succeededSilently)

        // The master drops a bank and adds one; the file is updated in place.
        try directory.write(
            "banks.csv", "code,name,kana,hidden\n0001,みずほ銀行,ミズホ,x\n0168,中国,チユウゴク,y\n0005,三菱UFJ,ミツビシユ-エフジエイ,w\n")
        let merge =
            [
                "import-csv", "banks.csv", "--merge", "kbn-definitions.json", "--output", "kbn-definitions.json",
                "--quiet",
            ] + options
        #expect(
            try directory.kbnGen(merge)
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: """
                        banks.csv:1:4: note: --ignore-unknown-columns leaves out the column 'hidden' (field 4)
                        kbn-definitions.json:6:15: warning: the imported master lacks 1 value of kind 'Bank', which the import removes (each in a note below); code that names their cases no longer compiles
                        kbn-definitions.json:22:9: note: '0489' (チユウゴク_0489) is removed

                        """))
        let merged = try directory.contents(of: "kbn-definitions.json")
        #expect(merged.contains(#""case": "チユウゴク_0168""#))
        #expect(merged.contains(#""case": "ミツビシユ_エフジエイ""#))
        #expect(merged.contains(#""shortName": "みずほ銀行""#))

        let missing = try directory.kbnGen(["import-csv", "banks.csv", "--merge", "none.json"] + options)
        #expect(
            missing
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "none.json: error: cannot read the definitions file to merge into: there is no file at this path\n"
                ))
    }

    @Test func diffWithoutChangesSaysSo() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("old.json", gender)
        try directory.write("new.json", gender)
        #expect(
            try directory.kbnGen(["diff", "old.json", "new.json"])
                == ProcessResult(status: 0, output: "kbn-gen diff: no changes\n", errorOutput: ""))
    }

    /// Prefectures, one value per line from line 3 on, with postfixes by position; with `regions`, the
    /// kind declares a region attribute and a group.
    private func prefectures(_ cases: [String], regions: Bool) -> String {
        let kindExtras = regions ? #""attributes": {"region": "String"}, "groups": {"west": ["osaka"]}, "# : ""
        let values = cases.enumerated().map { index, name in
            let valueExtras = regions ? #", "attributes": {"region": "R\#(index)"}"# : ""
            return #"{"case": "\#(name)", "postfix": "\#(10 + index)", "logicalName": "\#(name)"\#(valueExtras)}"#
        }
        return #"{"kinds": ["# + "\n"
            + #"{"name": "Prefecture", "prefix": "002", "logicalName": "Pref", \#(kindExtras)"values": ["# + "\n"
            + values.joined(separator: ",\n") + "\n]}]}"
    }

    @Test func diffReportsARemovedAttributeOrGroupOnceAndFailsOnBreakingChanges() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("old.json", prefectures(["tokyo", "osaka"], regions: true))
        try directory.write("new.json", prefectures(["tokyo", "osaka", "kyoto"], regions: false))
        #expect(
            try directory.kbnGen(["diff", "old.json", "new.json"])
                == ProcessResult(
                    status: 1,
                    output: """
                        new.json:2:10: error: attribute 'region' of kind 'Prefecture' was removed: code that reads .region no longer compiles
                        old.json:2:79: note: it was defined here
                        new.json:2:10: error: group 'west' of kind 'Prefecture' was removed: code that names it no longer compiles
                        old.json:2:111: note: it was defined here
                        new.json:5:10: warning: new value Prefecture.kyoto (code '00212'): apps built before it cannot decode this code as Prefecture, only as an unknown KbnValue
                        kbn-gen diff: 2 breaking changes, 1 other change

                        """, errorOutput: ""))

        // A value added breaks nothing: the warning is printed, and the exit status is 0.
        try directory.write("before.json", prefectures(["tokyo", "osaka"], regions: false))
        let additive = try directory.kbnGen(["diff", "before.json", "new.json"])
        #expect(additive.status == 0)
        #expect(additive.output.hasPrefix("new.json:5:10: warning: new value Prefecture.kyoto"))
        #expect(additive.output.hasSuffix("\nkbn-gen diff: 0 breaking changes, 1 other change\n"))
    }

    @Test func exportStringsWritesTheCatalogAndWarnsOfNamesLeftOut() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write(
            "kbn-definitions.json",
            gender.replacingOccurrences(
                of: #""logicalName": "男性""#, with: #""logicalName": "男性", "localizedNames": {"ja": "男"}"#))

        let result = try directory.kbnGen([
            "export-strings", "kbn-definitions.json", "--output", "Kbn.xcstrings", "--quiet",
        ])
        #expect(
            result
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: """
                        kbn-definitions.json:1:161: warning: the 'ja' name of case 'man' of kind 'Gender' is left out of the catalog: 'ja' is the catalog's source language, whose string is the logical name

                        """))
        let catalog = try directory.contents(of: "Kbn.xcstrings")
        #expect(catalog.hasPrefix("{\n  \"sourceLanguage\" : \"ja\",\n  \"strings\" : {\n    \"Kbn.Gender\" : {\n"))
        #expect(catalog.hasSuffix("\n  \"version\" : \"1.0\"\n}"))

        try directory.write("broken.json", "{")
        let invalid = try directory.kbnGen(["export-strings", "broken.json", "--output", "Broken.xcstrings"])
        #expect(invalid.status == 1)
        #expect(invalid.errorOutput.hasPrefix("broken.json:1:2: error: "))
        #expect(!directory.exists("Broken.xcstrings"))
    }

    @Test func importStringsWritesTranslationsAndReportsInBothFiles() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        #expect(
            try directory.kbnGen(["export-strings", "kbn-definitions.json", "--output", "Kbn.xcstrings", "--quiet"])
                == succeededSilently)

        // A translator adds English in Xcode: the translation of the kind has no place, the value's does.
        func addingEnglish(_ english: String, before japanese: String) -> (original: String, added: String) {
            let unit = { (language: String, value: String) in
                "\"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(value)\""
            }
            return (
                unit("ja", japanese), unit("en", english) + "\n          }\n        },\n        " + unit("ja", japanese)
            )
        }
        var translated = try directory.contents(of: "Kbn.xcstrings")
        for (japanese, english) in [("性別", "Gender"), ("男性", "Male")] {
            let (original, added) = addingEnglish(english, before: japanese)
            #expect(translated.contains(original))
            translated = translated.replacingOccurrences(of: original, with: added)
        }
        try directory.write("Kbn.xcstrings", translated)
        // In place, as the usage allows.
        #expect(
            try directory.kbnGen([
                "import-strings", "Kbn.xcstrings", "kbn-definitions.json", "--output", "kbn-definitions.json",
                "--quiet",
            ])
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput:
                        "Kbn.xcstrings:4:5: warning: the translations of key 'Kbn.Gender' (en) are not imported: the definitions have translated names for values only, not for kinds\n"
                ))
        // The file is on one line, and the names join it.
        #expect(
            try directory.contents(of: "kbn-definitions.json").contains(
                #""logicalName": "男性", "localizedNames": {"en": "Male"}}"#))
        #expect(try directory.kbnGen(["check", "kbn-definitions.json", "--quiet"]) == succeededSilently)

        try directory.write(
            "Other.xcstrings", #"{"sourceLanguage": "ja", "version": "1.0", "strings": {"Kbn.Gender.mann": {}}}"#)
        #expect(
            try directory.kbnGen([
                "import-strings", "Other.xcstrings", "kbn-definitions.json", "--output", "out.json", "--quiet",
            ])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "Other.xcstrings:1:56: error: key 'Kbn.Gender.mann' names no value: kind 'Gender' has no case 'mann'\n"
                ))
        try directory.write("broken.json", "[]")
        let invalid = try directory.kbnGen(["import-strings", "Other.xcstrings", "broken.json", "--output", "out.json"])
        #expect(
            invalid
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: "broken.json:1:1: error: the definitions file must be a JSON object, not an array\n"))
        #expect(!directory.exists("out.json"))
    }

    // MARK: Updates

    @Test func makeUpdateWritesTheChangedKindsAndCheckUpdateListsWhatPeopleWillSee() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        try directory.write("master.json", gender.replacingOccurrences(of: "男性", with: "男"))
        let make = ["make-update", "master.json", "--app", "kbn-definitions.json", "--output", "update.json"]
        #expect(
            try directory.kbnGen(make)
                == ProcessResult(
                    status: 0, output: "",
                    errorOutput: "wrote update.json for the app's 1 kind: 1 changed (Gender), 0 unchanged\n"))
        let update = try directory.contents(of: "update.json")
        #expect(update.hasPrefix("{\n  \"madeFor\": {\n    \"Gender\": \"kbn2-"))
        #expect(update.contains(#""logicalName": "男""#))

        #expect(
            try directory.kbnGen(["check-update", "update.json", "--app", "kbn-definitions.json"])
                == ProcessResult(
                    status: 0,
                    output: "update.json:12:19: note: the logical name of Gender.man changed from '男性' to '男'\n",
                    errorOutput: "update.json: 1 kind, 1 value, no problems, 1 change that people will see\n"))
        #expect(try directory.kbnGen(make + ["--quiet"]) == succeededSilently)
    }

    @Test func makeUpdateRefusesAChangedMeaningAtTheMasterAndWritesNothing() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        try directory.write(
            "master.json",
            gender.replacingOccurrences(of: #""postfix": "01""#, with: #""postfix": "02""#).replacingOccurrences(
                of: "]}]}",
                with:
                    #"]}, {"name": "Color", "prefix": "002", "logicalName": "色", "values": [{"case": "red", "postfix": "1", "logicalName": "赤"}]}]}"#
            ))
        let refused = try directory.kbnGen([
            "make-update", "master.json", "--app", "kbn-definitions.json", "--output", "update.json",
        ])
        #expect(
            refused
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: """
                        master.json:1:111: error: case 'man' of kind 'Gender' has the code '00102' in the update and '00101' in the app: an update cannot change which value a compiled code reads as
                        master.json:1:154: warning: kind 'Color' is not one of the app's kinds (Gender), so the update leaves it out: an app shows only the kinds that its build compiled
                        kbn-definitions.json:1:93: error: master.json lacks Gender.man (code '00101', '男性'), which the app compiled here: an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep it, deprecated, or give it in the master
                        master.json: error: the master lacks 1 value that the app compiled (1 of kind 'Gender'): an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep each, deprecated with the message

                        """))
        #expect(!directory.exists("update.json"))
        // With the option, the value is kept, deprecated, and the summary counts it.
        try directory.write(
            "master.json",
            gender.replacingOccurrences(
                of: #""case": "man", "postfix": "01""#, with: #""case": "male", "postfix": "02""#))
        let kept = try directory.kbnGen([
            "make-update", "master.json", "--app", "kbn-definitions.json", "--output", "update.json",
            "--deprecate-missing", "Gone.",
        ])
        #expect(kept.status == 0)
        #expect(
            kept.errorOutput
                == "wrote update.json for the app's 1 kind: 1 changed (Gender), 0 unchanged; kept 1 value that master.json lacks, deprecated\n"
        )
        let update = try directory.contents(of: "update.json")
        #expect(update.contains(#""case": "man""#) && update.contains(#""deprecated": "Gone.""#))
        let checked = try directory.kbnGen(["check-update", "update.json", "--app", "kbn-definitions.json"])
        #expect(checked.status == 0)
        #expect(checked.output.contains("note: the deprecation of Gender.man changed from none to 'Gone.'"))
    }

    @Test func checkUpdateRefusesAnUpdateMadeForAnotherBuild() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("kbn-definitions.json", gender)
        try directory.write(
            "update.json", #"{"madeFor": {"Gender": "kbn2-0"}, "# + gender.dropFirst())
        let result = try directory.kbnGen(["check-update", "update.json", "--app", "kbn-definitions.json"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.errorOutput.hasPrefix(
                "update.json:1:24: error: kind 'Gender' of the update was made for another build of the app ('kbn2-0'; this build compiled 'kbn2-"
            ))
        #expect(result.errorOutput.split(separator: "\n").count == 1)
    }

    @Test(arguments: [["generate", "update.json"], ["check", "update.json"]])
    func generateAndCheckRefuseAnUpdate(arguments: [String]) throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("update.json", #"{"madeFor": {}, "kinds": []}"#)
        #expect(
            try directory.kbnGen(arguments)
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        #"update.json:1:2: error: this file is an update (it has "madeFor"), which an app applies at run time; a build compiles the definitions it was made from, and kbn-gen check-update checks it"#
                        + "\n"))
    }

    @Test func diffReadsAnUpdate() throws {
        let directory = try CommandDirectory()
        defer { directory.remove() }
        try directory.write("old.json", gender)
        try directory.write("update.json", #"{"madeFor": {}, "kinds": []}"#)
        let result = try directory.kbnGen(["diff", "old.json", "update.json"])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("update.json: error: kind 'Gender' (prefix '001') was removed"))
    }
}
