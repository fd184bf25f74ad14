// kbn-gen's entry point: the command line in, files read and written, diagnostics printed. This is
// the only place in the generator that touches the file system.

import Foundation
import KbnGeneratorCore

@main
struct KbnGenCommand {
    static let usage = """
        OVERVIEW: Generates type-safe Swift enums for division values (区分値) from kbn-definitions.json.

        USAGE: kbn-gen generate <definitions.json> [--output <file.swift> [--check]]
               kbn-gen check <definitions.json>
               kbn-gen import-csv <file.csv> [--output <definitions.json>] [--encoding shift-jis]
               kbn-gen diff <old.json> <new.json>

        SUBCOMMANDS:
          generate     Validates the definitions and writes the Swift source: to --output, only when
                       its content changes, or else to standard output. With --check, writes nothing
                       and fails when the --output file is not what it would write.
          check        Validates the definitions and reports every problem; writes nothing.
          import-csv   Converts a code-master CSV (header row, then one row per value) into a
                       checked definitions file: to --output, or else to standard output.
          diff         Lists the changes from the old definitions to the new ones, as errors when
                       they break apps built against the old file or data stored with its codes;
                       the exit status is 1 when any change breaks.

        OPTIONS:
          --output <file>         Where generate or import-csv writes.
          --check                 generate: compare with the --output file instead of writing it.
          --encoding <encoding>   import-csv: utf-8 (the default) or shift-jis (Excel's
                                  "CSV (Comma delimited)" on Japanese Windows).
          -h, --help              Shows this help.

        Problems are printed as `path:line:column: error: message`; the exit status is then 1.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch try Invocation(parsing: arguments) {
            case .help:
                print(usage)
            case .generate(let input, let output, let checkOnly):
                let source = try generate(from: input)
                if checkOnly, let output {
                    try OutputFile(path: output).expectContents(source, generatedFrom: input)
                } else {
                    try write(source, to: output)
                }
            case .check(let input):
                _ = try definitions(at: input)
            case .importCSV(let input, let output, let encoding):
                let result = try ImportCSVCommand.convert(try readFile(at: input, "CSV file"), encoding: encoding, path: input)
                printError(result.warnings.map { $0.formatted(path: input) })
                try write(result.json, to: output)
            case .diff(let old, let new):
                let report = DiffReport(changes: DefinitionsDiff.changes(from: try definitions(at: old), to: try definitions(at: new)))
                try write(report.lines(oldPath: old, newPath: new).map { $0 + "\n" }.joined(), to: nil)
                if report.isBreaking { exit(1) }
            }
        } catch let error as UsageError {
            printError("error: \(error.message)\n\n\(usage)")
            exit(1)
        } catch let error as DiagnosticsFailure {
            printError(error.diagnostics.map { $0.formatted(path: error.path) })
            exit(1)
        } catch {
            printError("error: \(error)")
            exit(1)
        }
    }

    private static func generate(from input: String) throws -> String {
        let bytes = try readFile(at: input, "definitions file")
        return try reportingDiagnostics(about: input) { () throws(DiagnosticsError) in
            try KbnGenerator.generate(from: bytes, sourceName: URL(fileURLWithPath: input).lastPathComponent)
        }
    }

    private static func definitions(at path: String) throws -> Definitions {
        let bytes = try readFile(at: path, "definitions file")
        return try reportingDiagnostics(about: path) { () throws(DiagnosticsError) in
            try KbnGenerator.definitions(from: bytes)
        }
    }

    /// Runs a pipeline step, attaching `path` to its diagnostics so they print as `path:line:column:`.
    private static func reportingDiagnostics<Result>(
        about path: String, _ step: () throws(DiagnosticsError) -> Result
    ) throws(DiagnosticsFailure) -> Result {
        do {
            return try step()
        } catch {
            throw DiagnosticsFailure(path: path, diagnostics: error.diagnostics)
        }
    }

    /// The file's bytes; `description` names it in the error when it cannot be read.
    private static func readFile(at path: String, _ description: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no file at this path"
            throw DiagnosticsFailure(path: path, diagnostics: [
                .error("cannot read the \(description): \(reason)", at: nil),
            ])
        }
        return [UInt8](data)
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

/// Diagnostics about one file, to print with its path.
struct DiagnosticsFailure: Error {
    let path: String
    let diagnostics: [Diagnostic]
}
