// Each subcommand's help, usage line and documentation follow its one declaration of options:
// `kbn-gen <subcommand> --help` lists its options and no other, the usage line names the same
// ones with the same placeholders, and the documentation's option table names no option the
// subcommand does not take and shows each value as the help does.

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
        /// For each option with a value, its placeholder as the OPTIONS section shows it.
        let listedPlaceholders: [String: String]
        /// The same, as the usage line shows it.
        let usagePlaceholders: [String: String]

        init(_ help: String) {
            let lines = help.components(separatedBy: "\n")
            let usage = lines.first { $0.hasPrefix("USAGE: ") } ?? ""
            inUsage = KbnGenHelpTests.options(in: usage)
            usagePlaceholders = KbnGenHelpTests.placeholders(in: usage)
            let section = lines.drop { $0 != "OPTIONS:" }.dropFirst().prefix { !$0.isEmpty }
            let entries = section.filter { $0.hasPrefix("  -") }.map { $0.split(separator: " ").map(String.init) }
            listed = Set(entries.compactMap(\.first))
            listedPlaceholders = Dictionary(
                uniqueKeysWithValues: entries.compactMap { words in
                    words.count > 1 && words[1].hasPrefix("<") ? (words[0], words[1]) : nil
                })
        }
    }

    static func options(in text: String) -> Set<String> {
        let pattern = try! Regex("--[a-z][a-z-]*")
        return Set(text.matches(of: pattern).map { String(text[$0.range]) })
    }

    /// Each option of `text` that a placeholder follows (`--output <file>`), with that placeholder.
    static func placeholders(in text: String) -> [String: String] {
        let pattern = try! Regex(#"(--[a-z][a-z-]*) (<[^>\s]+>(?:=<[^>\s]+>)?)"#)
        var found: [String: String] = [:]
        for match in text.matches(of: pattern) {
            guard let name = match.output[1].substring, let placeholder = match.output[2].substring else { continue }
            #expect(found[String(name)] == nil || found[String(name)] == String(placeholder), "\(name) in \(text)")
            found[String(name)] = String(placeholder)
        }
        return found
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
        #expect(options.usagePlaceholders == options.listedPlaceholders)
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
        #expect(build.usagePlaceholders == build.listedPlaceholders)
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

    @Test("The usage lines in docs/WORKFLOWS.md show each option's value as the subcommand's help does")
    func workflowsUsageLines() throws {
        let workflows = try String(contentsOf: Repository.file("docs/WORKFLOWS.md"), encoding: .utf8)
        let lines = workflows.components(separatedBy: "\n")
        var checked = 0
        for subcommand in Self.subcommands {
            let declared = HelpOptions(try help([subcommand, "--help"])).listedPlaceholders
            for start in lines.indices where lines[start].hasPrefix("kbn-gen \(subcommand) <") {
                // A usage line, wrapped onto lines that start with four spaces and a bracket.
                let usage = ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("    [") }).joined(
                    separator: " ")
                for (option, placeholder) in Self.placeholders(in: usage) {
                    #expect(declared[option] == placeholder, "\(option) in docs/WORKFLOWS.md: \(usage)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 20)
    }

    @Test(
        "The documentation's table of import-csv's options names only options import-csv takes, and each of its and import-json's options is documented"
    )
    func workflowsOptionTable() throws {
        let workflows = try String(contentsOf: Repository.file("docs/WORKFLOWS.md"), encoding: .utf8)
        let commandLine = try String(contentsOf: Repository.file("docs/KBN-GEN.md"), encoding: .utf8)
        let section = workflows.components(separatedBy: "### Files as they are published: options")[1]
            .components(separatedBy: "\n### ")[0]
        let table = section.components(separatedBy: "\n").filter { $0.hasPrefix("| `--") }.joined(separator: "\n")
        let importCSVHelp = HelpOptions(try help(["import-csv", "--help"]))
        let importCSV = importCSVHelp.listed
        #expect(!table.isEmpty)
        #expect(Self.options(in: table).subtracting(importCSV).isEmpty)
        // Each option with a value is shown with its declared placeholder, as the help shows it.
        let tablePlaceholders = Self.placeholders(in: table)
        #expect(tablePlaceholders.count >= 8)
        for (option, placeholder) in tablePlaceholders {
            #expect(importCSVHelp.listedPlaceholders[option] == placeholder, "\(option) in docs/WORKFLOWS.md")
        }
        for option in importCSV.union(HelpOptions(try help(["import-json", "--help"])).listed) {
            #expect(
                workflows.contains("`\(option)") || commandLine.contains("`\(option)"),
                "\(option) is documented neither in docs/WORKFLOWS.md nor in docs/KBN-GEN.md")
        }
    }
}
