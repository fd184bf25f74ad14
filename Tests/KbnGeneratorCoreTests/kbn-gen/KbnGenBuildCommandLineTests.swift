// kbn-gen-build, the plugins' tool, checked by running the built executable: it generates what
// `kbn-gen generate` generates, and every other command line is a usage error that says it is the
// plugins' tool and that kbn-gen runs the rest.

import Foundation
import KbnTestSupport
import Testing

private let usage = """
    usage: kbn-gen-build generate <definitions.json>... [--output <file.swift> | --output-dir <dir> [--parts <n,...> [--shared-parts <n>]]] [--check | --overwrite] [--max-input-size <bytes>]
    note: kbn-gen-build is the tool the swift-kbn plugins run; to run generate or any other subcommand yourself, use kbn-gen (`swift run kbn-gen --help`)
    """

private let gender =
    #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#

@Suite("kbn-gen-build command line")
struct KbnGenBuildCommandLineTests {
    @Test(arguments: [
        ([], "missing the subcommand generate"),
        (
            ["check", "kbn-definitions.json"],
            "unknown subcommand 'check': kbn-gen-build runs generate only; kbn-gen runs 'check'"
        ),
        (["--version"], "unknown option '--version': kbn-gen-build runs generate only; kbn-gen runs '--version'"),
        (["generate"], "missing the definitions file"),
        (["generate", "kbn-definitions.json", "--encoding", "shift-jis"], "unknown option '--encoding'"),
        (
            ["generate", "kbn-definitions.json", "--output-dir", "a", "--output-dir", "b"],
            "--output-dir is given twice; give it once"
        ),
        (
            ["generate", "kbn-definitions.json", "--check"],
            "--check needs --output or --output-dir: the generated files to compare"
        ),
    ])
    func kbnGenBuildRefusesWhatIsNotGenerateWithStatus64(arguments: [String], message: String) throws {
        let result = try ChildProcess.run(try ChildProcess.kbnGenBuild, arguments)
        #expect(result == ProcessResult(status: 64, output: "", errorOutput: "error: \(message)\n\(usage)\n"))
    }

    @Test(arguments: [["--help"], ["-h"], ["generate", "kbn-definitions.json", "--help"]])
    func kbnGenBuildHelpSaysUsersRunKbnGen(arguments: [String]) throws {
        let result = try ChildProcess.run(try ChildProcess.kbnGenBuild, arguments)
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(result.output.contains("runs generate only"))
        #expect(result.output.contains("`swift run kbn-gen --help`"))
        #expect(result.output.contains("USAGE: kbn-gen-build generate <definitions.json>..."))
    }

    @Test func kbnGenBuildWritesWhatKbnGenGenerateWrites() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(gender.utf8).write(to: directory.appending(path: "kbn-definitions.json"))
        for (executable, folder) in [
            (try ChildProcess.kbnGen, "ByKbnGen"), (try ChildProcess.kbnGenBuild, "ByKbnGenBuild"),
        ] {
            let result = try ChildProcess.run(
                executable, ["generate", "kbn-definitions.json", "--output-dir", folder], in: directory)
            #expect(result == ProcessResult(status: 0, output: "", errorOutput: ""))
        }
        for name in ["_KbnNamespaces.swift", "kbn-definitions.swift"] {
            let expected = try Data(contentsOf: directory.appending(path: "ByKbnGen/\(name)"))
            #expect(try Data(contentsOf: directory.appending(path: "ByKbnGenBuild/\(name)")) == expected)
        }
        let checked = try ChildProcess.run(
            try ChildProcess.kbnGenBuild, ["generate", "kbn-definitions.json", "--output-dir", "ByKbnGen", "--check"],
            in: directory)
        #expect(checked == ProcessResult(status: 0, output: "", errorOutput: ""))
    }

    /// The build plugin runs kbn-gen-build, so a build refuses an update given as definitions.
    @Test func kbnGenBuildRefusesAnUpdate() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"madeFor": {}, "kinds": []}"#.utf8).write(to: directory.appending(path: "kbn-definitions.json"))
        let result = try ChildProcess.run(
            try ChildProcess.kbnGenBuild, ["generate", "kbn-definitions.json", "--output-dir", "Generated"],
            in: directory)
        #expect(
            result
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        #"kbn-definitions.json:1:2: error: this file is an update (it has "madeFor"), which an app applies at run time; a build compiles the definitions it was made from, and kbn-gen check-update checks it"#
                        + "\n"))
        #expect(
            !FileManager.default.fileExists(atPath: directory.appending(path: "Generated").path(percentEncoded: false)))
    }
}
