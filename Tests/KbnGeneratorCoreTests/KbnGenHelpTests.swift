// Each subcommand's help, usage line and documentation follow its one declaration of options:
// `kbn-gen <subcommand> --help` lists its options and no other, the usage line names the same
// ones, and the documentation's option table names no option the subcommand does not take.

import Foundation
import KbnTestSupport
import Testing

@Suite("kbn-gen help")
struct KbnGenHelpTests {
    static let subcommands = [
        "generate", "check", "import-csv", "import-json", "diff", "export-strings", "import-strings", "make-update",
        "check-update",
    ]

    /// The options a help lists in its OPTIONS section, and those its usage line names.
    private struct HelpOptions {
        let listed: Set<String>
        let inUsage: Set<String>

        init(_ help: String) {
            let lines = help.components(separatedBy: "\n")
            let usage = lines.first { $0.hasPrefix("USAGE: ") } ?? ""
            inUsage = KbnGenHelpTests.options(in: usage)
            let section = lines.drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
            listed = Set(
                section.filter { $0.hasPrefix("  -") }.compactMap { $0.split(separator: " ").first.map(String.init) })
        }
    }

    static func options(in text: String) -> Set<String> {
        let pattern = try! Regex("--[a-z][a-z-]*")
        return Set(text.matches(of: pattern).map { String(text[$0.range]) })
    }

    private func help(_ arguments: [String], of executable: URL? = nil) throws -> String {
        let result = try ChildProcess.run(try executable ?? ChildProcess.kbnGen, arguments)
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        return result.output
    }

    @Test("A subcommand's help lists its options only, the same ones its usage names", arguments: subcommands)
    func subcommandHelp(subcommand: String) throws {
        let text = try help([subcommand, "--help"])
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("USAGE: kbn-gen \(subcommand) "))
        let options = HelpOptions(text)
        #expect(options.listed == options.inUsage)
        #expect(try help([subcommand, "a.json", "-h"]) == text)
    }

    @Test("import-csv's help names import-csv's options and no other subcommand's")
    func importCSVHelp() throws {
        let options = HelpOptions(try help(["import-csv", "--help"]))
        #expect(options.listed.contains("--column"))
        #expect(options.listed.contains("--merge"))
        #expect(!options.listed.contains("--output-dir"))
        #expect(!options.listed.contains("--source-language"))
    }

    @Test("kbn-gen-build's help lists generate's options, as kbn-gen's generate help does")
    func kbnGenBuildHelp() throws {
        let build = HelpOptions(try help(["--help"], of: try ChildProcess.kbnGenBuild))
        #expect(build.listed == HelpOptions(try help(["generate", "--help"])).listed)
        #expect(build.listed == build.inUsage)
    }

    @Test("The global help names every subcommand, and points to their own help")
    func globalHelp() throws {
        let text = try help(["--help"])
        for subcommand in Self.subcommands {
            #expect(text.contains("\n  \(subcommand) "))
            #expect(text.contains("kbn-gen \(subcommand) "))
        }
        #expect(text.contains("<subcommand> --help"))
        #expect(try help(["help"]) == text)
    }

    @Test(
        "The documentation's table of import-csv's options names only options import-csv takes, and each of its and import-json's options is documented"
    )
    func workflowsOptionTable() throws {
        let workflows = try String(contentsOf: Repository.file("docs/WORKFLOWS.md"), encoding: .utf8)
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
        let section = workflows.components(separatedBy: "### Files as they are published: options")[1]
            .components(separatedBy: "\n### ")[0]
        let table = section.components(separatedBy: "\n").filter { $0.hasPrefix("| `--") }.joined(separator: "\n")
        let importCSV = HelpOptions(try help(["import-csv", "--help"])).listed
        #expect(!table.isEmpty)
        #expect(Self.options(in: table).subtracting(importCSV).isEmpty)
        for option in importCSV.union(HelpOptions(try help(["import-json", "--help"])).listed) {
            #expect(
                workflows.contains("`\(option)") || readme.contains("`\(option)"), "\(option) is documented nowhere")
        }
    }
}
