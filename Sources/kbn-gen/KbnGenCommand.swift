// kbn-gen's entry point: the command line in, files read and written, diagnostics printed. With
// KbnGenCommandLine, which it shares with the plugins' kbn-gen-build, the only place in the
// generator that touches the file system.

import Foundation
import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

@main
struct KbnGenCommand {
    /// `kbn-gen --help`: every subcommand's usage and what it does; each one's options are in its
    /// own help.
    static let help: String = {
        var lines = [
            "OVERVIEW: Generates type-safe Swift enums for division values (区分値) from kbn-definitions.json.", "",
        ]
        lines.append("USAGE: " + Subcommand.allCases.map(\.usage).joined(separator: "\n       "))
        lines += ["       kbn-gen --version", "", "SUBCOMMANDS:"]
        lines += Subcommand.allCases.flatMap { CommandHelp.entry($0.rawValue, $0.overview) }
        lines += ["", "OPTIONS:"]
        lines += CommandHelp.entry("<subcommand> --help", "Shows the subcommand's options.")
        lines += CommandHelp.entry("--version", "Prints kbn-gen's version.")
        lines += CommandHelp.entry("-h, --help", "Shows this help.")
        for paragraph in [filesRules, exitStatuses] {
            lines += [""] + CommandHelp.wrapped(paragraph, width: CommandHelp.width)
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    private static let filesRules =
        "FILES: Every output is checked before any is written: kbn-gen writes through links, into FIFOs and devices, keeps a replaced file's permissions and owner, and refuses to replace a read-only file, one of the command's inputs (except import-strings' definitions file and the --merge file of import-csv and import-json, which they update) or, without --overwrite, a file it cannot have written. --output-dir removes the files that kbn-gen generated there from definitions files no longer given."

    private static let exitStatuses =
        "EXIT STATUS: 0 when all went well, also when the reader of standard output stops early; 1 for problems in the input, printed as `path:line:column: error: message`; 64 for a command line kbn-gen cannot run, printed as `error: message` and the subcommand's usage."

    static func main() {
        CommandRun.run(usage: Subcommand.commandUsage) {
            let arguments = Array(CommandLine.arguments.dropFirst())
            var maximumInputBytes = InputFiles.defaultMaximumBytes
            let invocation = try Invocation(parsing: arguments, maximumInputBytes: &maximumInputBytes)
            // Every file the run reads is bounded (InputFiles.maximumBytes).
            try InputFiles.bound.withValue(maximumInputBytes) {
                switch invocation {
                case .help:
                    StandardStreams.printOutput(help)
                case .subcommandHelp(let subcommand):
                    StandardStreams.printOutput(subcommand.help.text)
                case .version:
                    StandardStreams.printOutput("kbn-gen \(KbnGenerator.version)\n")
                case .generate(let command):
                    try command.run()
                case .check(let inputs, let quiet):
                    let files = try InputFiles.definitions(at: inputs)
                    for (path, file) in zip(inputs, files) {
                        let warning = SchemaReference.warning(for: file.definitions, at: path)
                        StandardStreams.printError(warning.map { [$0.inFile(path).formatted()] } ?? [])
                        let problems = warning == nil ? "no problems" : "1 warning"
                        Summary.print("\(path): \(Summary.counts(of: file.definitions)), \(problems)", quiet: quiet)
                    }
                case .importCSV(let inputs, let output, let encoding, let options, let merge, let overwrite, let quiet):
                    try runImport(
                        inputs: inputs, "CSV file", output: output, merge: merge, overwrite: overwrite, quiet: quiet
                    ) { files, existing in
                        try ImportCSVCommand.convert(
                            consume files, encoding: encoding, options: options, merging: existing,
                            mergedFileName: merge
                        )
                    }
                case .importJSON(let inputs, let output, let records, let options, let merge, let overwrite, let quiet):
                    try runImport(
                        inputs: inputs, "JSON file", output: output, merge: merge, overwrite: overwrite, quiet: quiet
                    ) { files, existing in
                        do throws(DiagnosticsError) {
                            return try JSONImporter.convert(
                                consume files, recordsPath: records, options: options, merging: existing,
                                mergedFileName: merge
                            )
                        } catch {
                            throw DiagnosticsFailure(error.diagnostics)
                        }
                    }
                case .diff(let old, let new):
                    let report = DiffReport(
                        changes: DefinitionsDiff.changes(
                            from: try InputFiles.definitions(at: [old], allowingUpdates: true)[0].definitions,
                            named: old,
                            to: try InputFiles.definitions(at: [new], allowingUpdates: true)[0].definitions, named: new
                        ))
                    StandardStreams.printOutput(report.lines.map { $0 + "\n" }.joined())
                    if report.isBreaking { exit(ExitStatus.problems) }
                case .exportStrings(let input, let output, let sourceLanguage, let overwrite, let quiet):
                    let definitions = try InputFiles.definitions(at: [input])[0]
                    let result = StringCatalogExporter.export(definitions, sourceLanguage: sourceLanguage)
                    StandardStreams.printError(result.warnings.map { $0.inFile(input).formatted() })
                    try write(
                        result.text, to: OutputFile(path: output, kind: .stringCatalog), reading: [input],
                        overwrite: overwrite)
                    Summary.print(
                        "wrote \(output): the names of \(Summary.counts(of: definitions.definitions)) of \(input)",
                        quiet: quiet)
                case .importStrings(let catalog, let input, let output, let overwrite, let quiet):
                    let result = try importStrings(from: catalog, into: input)
                    StandardStreams.printError(result.warnings.map { $0.formatted() })
                    // The definitions file may be replaced by its own merged version, as the usage says.
                    try write(
                        result.json, to: OutputFile(path: output, kind: .definitions), reading: [catalog],
                        overwrite: overwrite)
                    let imported = Summary.counted(result.translationsImported, "translation")
                    Summary.print("imported \(imported) from \(catalog) into \(output)", quiet: quiet)
                case .makeUpdate(let master, let apps, let output, let deprecation, let overwrite, let quiet):
                    try UpdateCommands.make(
                        master: master, apps: apps, output: output, deprecation: deprecation, overwrite: overwrite,
                        quiet: quiet)
                case .checkUpdate(let update, let apps, let quiet):
                    try UpdateCommands.check(update: update, apps: apps, quiet: quiet)
                }
            }
        }
    }

    /// import-csv and import-json: the master in the files at `inputs` converted by `convert` (their
    /// bytes and those of the --merge file), its warnings printed, the result written, a summary.
    private static func runImport(
        inputs: [String], _ description: String, output: String?, merge: String?, overwrite: Bool, quiet: Bool,
        convert: (consuming [SourceFile], [UInt8]?) throws -> ImportEngine.Result
    ) throws {
        let master = try inputs.map { SourceFile(name: $0, bytes: try InputFiles.read(at: $0, description)) }
        let existing = try merge.map { try InputFiles.read(at: $0, "definitions file to merge into") }
        // The master's bytes are handed over, so that they go once they are read, not at the end
        // of this scope: a large master would otherwise be held beside everything made from it.
        let result = try convert(consume master, existing)
        StandardStreams.printError(result.warnings.map { $0.formatted() })
        // The file merged into may be replaced by its updated version, as --merge is for.
        try write(
            result.json, to: output.map { OutputFile(path: $0, kind: .definitions) }, reading: inputs,
            overwrite: overwrite)
        let imported = inputs.count == 1 ? inputs[0] : Summary.counted(inputs.count, "file")
        let from = inputs.count == 1 ? "" : " from \(Summary.counted(inputs.count, "file"))"
        Summary.print(
            "\(output.map { "wrote \($0)\(from)" } ?? "imported \(imported)"): \(Summary.counts(of: result.counts))",
            quiet: quiet)
    }

    /// Writes `text` to `file`, or to standard output when there is none.
    private static func write(_ text: String, to file: OutputFile?, reading inputs: [String], overwrite: Bool) throws {
        guard let file else {
            StandardStreams.printOutput(text)
            return
        }
        try OutputFile.replaceContents(of: [(file, text)], reading: inputs, overwrite: overwrite)
    }

    /// The definitions file at `path` with the translations of the catalog at `catalog`.
    private static func importStrings(from catalog: String, into path: String) throws -> StringCatalogMerger.Result {
        let catalogBytes = try InputFiles.read(at: catalog, "string catalog")
        let definitionsBytes = try InputFiles.read(at: path, "definitions file")
        do {
            return try StringCatalogMerger.merge(
                catalog: catalogBytes, named: catalog, into: definitionsBytes, named: path
            )
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
    }
}
