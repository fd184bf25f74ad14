// kbn-gen's entry point: the command line in, files read and written, diagnostics printed. With
// KbnGenCommandLine, which it shares with the plugins' kbn-gen-build, the only place in the
// generator that touches the file system.

import Foundation
import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

@main
struct KbnGenCommand {
    static let help = """
        OVERVIEW: Generates type-safe Swift enums for division values (区分値) from kbn-definitions.json.

        USAGE: \(Subcommand.allCases.map(\.usage).joined(separator: "\n       "))
               kbn-gen --version

        SUBCOMMANDS:
          generate        Validates the definitions and writes the Swift source, each file only when
                          its content changes: all in the --output file, or with --output-dir one
                          file of namespaces (_KbnNamespaces.swift) and one file of kinds per
                          definitions file, or else to standard output. Files that name one namespace
                          make one namespace. With --check, writes nothing and fails when a file is
                          not what it would write.
          check           Validates the definitions and reports every problem; writes nothing.
          import-csv      Converts a code-master CSV (header row, then one row per value) into a
                          checked definitions file: to --output, or else to standard output. A
                          master as published is read with --column, the kind options and
                          --case-names; --merge updates the file an earlier import wrote.
          diff            Lists the changes from the old definitions to the new ones, as errors when
                          they break apps built against the old file or data stored with its codes;
                          the exit status is 1 when any change breaks.
          export-strings  Writes a String Catalog (.xcstrings) for translators: a key per kind name,
                          value name and short name (Kbn.Gender, Kbn.Gender.man,
                          Kbn.Gender.man.shortName), the logical name as the source string and each
                          localized name as a translation.
          import-strings  Writes the catalog's translated value names into the definitions'
                          localizedNames, keeping everything else; reports strings it cannot import.

        OPTIONS:
          --output <file>               Where generate, import-csv, export-strings or
                                        import-strings writes.
          --output-dir <dir>            generate: the folder for one file per definitions file.
          --parts <n,...>               generate --output-dir: spread each definitions file's
                                        kinds over this many files, one count per file in
                                        order, so that a debug build recompiles only the file
                                        of the kind that changed; the build plugin passes it.
          --check                       generate: compare with the --output file, or the
                                        --output-dir folder, instead of writing.
          --overwrite                   Replace an existing file that kbn-gen cannot have
                                        written (not generated Swift, a definitions file or a
                                        String Catalog, as the command writes).
          --encoding <encoding>         import-csv: utf-8 (the default) or shift-jis (Excel's
                                        "CSV (Comma delimited)" on Japanese Windows).
          --column <field>=<header>     import-csv: the file's column <header> holds the
                                        format's column <field>, such as postfix=lgcode or
                                        attr.latitude:Double=lat; repeat for each column.
          --kind <name>, --prefix <prefix>, --kind-logical-name <name>
                                        import-csv: the kind, prefix (may be "") and kind
                                        logical name of every row, instead of their columns.
          --namespace <name>, --access <level>
                                        import-csv: the file's namespace and access (public,
                                        package or internal).
          --ignore-unknown-columns      import-csv: leave out the columns that are neither
                                        mapped nor the format's, with one note listing them.
          --case-names <source>         import-csv: column (the case column, the default),
                                        logical-name or code: case names derived from each
                                        value's logical name or code.
          --merge <definitions.json>    import-csv: update this file, an earlier import's:
                                        values keep their case names and every key the CSV
                                        has no column for; values the CSV lacks are removed,
                                        with a warning.
          --source-language <language>  export-strings: the language of the logical names, ja
                                        unless given.
          --version                     Prints kbn-gen's version.
          -h, --help                    Shows this help.

        FILES: Every output is checked before any is written: kbn-gen writes through links, into
        FIFOs and devices, keeps a replaced file's permissions and owner, and refuses to replace a
        read-only file, one of the command's inputs (except import-strings' definitions file and
        import-csv's --merge file, which they update) or, without --overwrite, a file it cannot
        have written. --output-dir removes the files that kbn-gen generated there from definitions
        files no longer given.

        EXIT STATUS: 0 when all went well, also when the reader of standard output stops early; 1
        for problems in the input, printed as `path:line:column: error: message`; 64 for a command
        line kbn-gen cannot run, printed as `error: message` and the subcommand's usage.
        """

    static func main() {
        CommandRun.run(usage: Subcommand.commandUsage) {
            switch try Invocation(parsing: Array(CommandLine.arguments.dropFirst())) {
            case .help:
                StandardStreams.printOutput(help + "\n")
            case .version:
                StandardStreams.printOutput("kbn-gen \(KbnGenerator.version)\n")
            case .generate(let command):
                try command.run()
            case .check(let inputs):
                _ = try InputFiles.definitions(at: inputs)
            case .importCSV(let input, let output, let encoding, let options, let merge, let overwrite):
                let csv = try InputFiles.read(at: input, "CSV file")
                let existing = try merge.map { try InputFiles.read(at: $0, "definitions file to merge into") }
                let paths = [input] + (merge.map { [$0] } ?? [])
                let result = try ImportCSVCommand.convert(csv, encoding: encoding, options: options, merging: existing, paths: paths)
                StandardStreams.printError(result.warnings.map { $0.formatted(path: paths[$0.file]) })
                // The file merged into may be replaced by its updated version, as --merge is for.
                try write(result.json, to: output.map { OutputFile(path: $0, kind: .definitions) }, reading: [input], overwrite: overwrite)
            case .diff(let old, let new):
                let report = DiffReport(changes: DefinitionsDiff.changes(
                    from: try InputFiles.definitions(at: [old])[0].definitions, to: try InputFiles.definitions(at: [new])[0].definitions
                ))
                StandardStreams.printOutput(report.lines(oldPath: old, newPath: new).map { $0 + "\n" }.joined())
                if report.isBreaking { exit(ExitStatus.problems) }
            case .exportStrings(let input, let output, let sourceLanguage, let overwrite):
                let result = StringCatalogExporter.export(try InputFiles.definitions(at: [input])[0], sourceLanguage: sourceLanguage)
                StandardStreams.printError(result.warnings.map { $0.formatted(path: input) })
                try write(result.text, to: OutputFile(path: output, kind: .stringCatalog), reading: [input], overwrite: overwrite)
            case .importStrings(let catalog, let input, let output, let overwrite):
                let result = try importStrings(from: catalog, into: input)
                StandardStreams.printError(result.warnings.map { $0.formatted(path: [catalog, input][$0.file]) })
                // The definitions file may be replaced by its own merged version, as the usage says.
                try write(result.json, to: OutputFile(path: output, kind: .definitions), reading: [catalog], overwrite: overwrite)
            }
        }
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
            return try StringCatalogMerger.merge(catalog: catalogBytes, into: definitionsBytes)
        } catch {
            throw DiagnosticsFailure(paths: [catalog, path], diagnostics: error.diagnostics)
        }
    }
}
