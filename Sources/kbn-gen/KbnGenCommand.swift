// kbn-gen's entry point: the command line in, files read and written, diagnostics printed. This is
// the only place in the generator that touches the file system.

import Foundation
import KbnGeneratorCore

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
          --check                       generate: compare with the --output file instead of
                                        writing it.
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

        EXIT STATUS: 0 when all went well; 1 for problems in the input, printed as
        `path:line:column: error: message`; 64 for a command line kbn-gen cannot run, printed as
        `error: message` and the subcommand's usage.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch try Invocation(parsing: arguments) {
            case .help:
                print(help)
            case .version:
                print("kbn-gen \(KbnGenerator.version)")
            case .generate(let inputs, let output, let checkOnly):
                try generate(from: inputs, to: output, checkOnly: checkOnly)
            case .check(let inputs):
                _ = try definitions(at: inputs)
            case .importCSV(let input, let output, let encoding, let options, let merge):
                let csv = try readFile(at: input, "CSV file")
                let existing = try merge.map { try readFile(at: $0, "definitions file to merge into") }
                let paths = [input] + (merge.map { [$0] } ?? [])
                let result = try ImportCSVCommand.convert(csv, encoding: encoding, options: options, merging: existing, paths: paths)
                printError(result.warnings.map { $0.formatted(path: paths[$0.file]) })
                try write(result.json, to: output)
            case .diff(let old, let new):
                let report = DiffReport(changes: DefinitionsDiff.changes(from: try definitions(at: [old])[0].definitions, to: try definitions(at: [new])[0].definitions))
                try write(report.lines(oldPath: old, newPath: new).map { $0 + "\n" }.joined(), to: nil)
                if report.isBreaking { exit(ExitStatus.problems) }
            case .exportStrings(let input, let output, let sourceLanguage):
                let result = StringCatalogExporter.export(try definitions(at: [input])[0], sourceLanguage: sourceLanguage)
                printError(result.warnings.map { $0.formatted(path: input) })
                try write(result.text, to: output)
            case .importStrings(let catalog, let input, let output):
                let result = try importStrings(from: catalog, into: input)
                printError(result.warnings.map { $0.formatted(path: [catalog, input][$0.file]) })
                try write(result.json, to: output)
            }
        } catch let error as UsageError {
            printError(["error: \(error.message)", "usage: \(error.usage)"])
            exit(ExitStatus.usage)
        } catch let error as DiagnosticsFailure {
            printError(error.lines)
            exit(ExitStatus.problems)
        } catch {
            printError("error: \(error)")
            exit(ExitStatus.problems)
        }
    }

    private static func generate(from inputs: [String], to output: GenerationOutput, checkOnly: Bool) throws {
        let definitions = try definitions(at: inputs)
        let names = GeneratedFileNames.relativePaths(ofInputs: inputs)
        let renderer = SourceRenderer(files: zip(names, definitions).map { NamedDefinitions(name: $0, definitions: $1) })
        var files: [(path: String?, contents: String)]
        switch output {
        case .standardOutput:
            files = [(nil, renderer.renderAll())]
        case .file(let path):
            files = [(path, renderer.renderAll())]
        case .directory(let directory):
            if !checkOnly {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw DiagnosticsFailure(path: directory, diagnostics: [
                        .error("cannot create the output directory: \(error.localizedDescription)", at: nil),
                    ])
                }
            }
            let folder = directory.hasSuffix("/") ? directory : directory + "/"
            files = [(folder + GeneratedFileNames.namespaces, renderer.renderNamespaces())]
            for (index, name) in GeneratedFileNames.outputNames(forInputs: inputs).enumerated() {
                files.append((folder + name, renderer.renderKinds(ofFile: index)))
            }
        }
        let sources = inputs.joined(separator: ", ")
        var stale: [Diagnostic] = []
        var stalePaths: [String] = []
        for (path, contents) in files {
            guard checkOnly, let path else {
                try write(contents, to: path)
                continue
            }
            if var problem = OutputFile(path: path).differenceFrom(contents, generatedFrom: sources) {
                problem.file = stalePaths.count
                stale.append(problem)
                stalePaths.append(path)
            }
        }
        if !stale.isEmpty {
            throw DiagnosticsFailure(paths: stalePaths, diagnostics: stale)
        }
    }

    /// The definitions file at `path` with the translations of the catalog at `catalog`.
    private static func importStrings(from catalog: String, into path: String) throws -> StringCatalogMerger.Result {
        let catalogBytes = try readFile(at: catalog, "string catalog")
        let definitionsBytes = try readFile(at: path, "definitions file")
        do {
            return try StringCatalogMerger.merge(catalog: catalogBytes, into: definitionsBytes)
        } catch {
            throw DiagnosticsFailure(paths: [catalog, path], diagnostics: error.diagnostics)
        }
    }

    /// Reads, decodes and validates definitions files together.
    private static func definitions(at paths: [String]) throws -> [ValidatedDefinitions] {
        let contents = try paths.map { try readFile(at: $0, "definitions file") }
        do {
            return try KbnGenerator.definitions(fromFiles: contents)
        } catch {
            throw DiagnosticsFailure(paths: paths, diagnostics: error.diagnostics)
        }
    }

    /// The file's bytes; `description` names it in the error when it cannot be read.
    private static func readFile(at path: String, _ description: String) throws -> [UInt8] {
        var isDirectory: ObjCBool = false
        let reason: String
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            reason = "there is no file at this path"
        } else if isDirectory.boolValue {
            reason = "it is a directory, not a file"
        } else if let data = FileManager.default.contents(atPath: path) {
            return [UInt8](data)
        } else {
            reason = "it cannot be read"
        }
        throw DiagnosticsFailure(path: path, diagnostics: [.error("cannot read the \(description): \(reason)", at: nil)])
    }

    /// Writes `text` to the file at `path` when it changes, or to standard output when there is no path.
    private static func write(_ text: String, to path: String?) throws {
        if let path {
            try OutputFile(path: path).replaceContents(with: text)
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    private static func printError(_ lines: [String]) {
        for line in lines {
            printError(line)
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Diagnostics about files, to print with their paths.
struct DiagnosticsFailure: Error {
    /// The files, by the position that ``Diagnostic/file`` gives.
    let paths: [String]
    let diagnostics: [Diagnostic]

    init(paths: [String], diagnostics: [Diagnostic]) {
        self.paths = paths
        self.diagnostics = diagnostics
    }

    /// Diagnostics about the one file at `path`.
    init(path: String, diagnostics: [Diagnostic]) {
        self.init(paths: [path], diagnostics: diagnostics)
    }

    /// `path:line:column: severity: message` for each diagnostic.
    var lines: [String] {
        diagnostics.map { $0.formatted(path: paths[$0.file]) }
    }
}

/// kbn-gen's exit statuses besides 0, which scripts tell apart.
enum ExitStatus {
    /// Problems in the input, each printed as a diagnostic, or a diff with breaking changes.
    static let problems: Int32 = 1
    /// A command line kbn-gen cannot run: EX_USAGE from sysexits.h, as swift-argument-parser tools give.
    static let usage: Int32 = 64
}
