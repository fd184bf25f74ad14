// kbn-gen's entry point: the command line in, files read and written, diagnostics printed. This is
// the only place in the generator that touches the file system.

import Foundation
import KbnGeneratorCore

@main
struct KbnGenCommand {
    static let usage = """
        OVERVIEW: Generates type-safe Swift enums for division values (区分値) from kbn-definitions.json.

        USAGE: kbn-gen generate <definitions.json> [--output <file.swift>]
               kbn-gen check <definitions.json>

        SUBCOMMANDS:
          generate   Validates the definitions and writes the Swift source: to --output, only when
                     its content changes, or else to standard output.
          check      Validates the definitions and reports every problem; writes nothing.

        OPTIONS:
          --output <file.swift>   Where generate writes the Swift source.
          -h, --help              Shows this help.

        Problems are printed as `path:line:column: error: message`; the exit status is then 1.
        """

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch try Invocation(parsing: arguments) {
            case .help:
                print(usage)
            case .generate(let input, let output):
                let source = try generate(from: input)
                if let output {
                    try OutputFile(path: output).replaceContents(with: source)
                } else {
                    FileHandle.standardOutput.write(Data(source.utf8))
                }
            case .check(let input):
                _ = try withDefinitions(at: input, KbnGenerator.definitions(from:))
            }
        } catch let error as UsageError {
            printError("error: \(error.message)\n\n\(usage)")
            exit(1)
        } catch let error as DiagnosticsFailure {
            printError(error.diagnostics.map { $0.formatted(path: error.path) }.joined(separator: "\n"))
            exit(1)
        } catch {
            printError("error: \(error)")
            exit(1)
        }
    }

    private static func generate(from input: String) throws -> String {
        try withDefinitions(at: input) { bytes throws(DiagnosticsError) in
            try KbnGenerator.generate(from: bytes, sourceName: URL(filePath: input).lastPathComponent)
        }
    }

    /// `body`'s result for the file's bytes; its diagnostics are reported against the file's path.
    private static func withDefinitions<Result>(
        at input: String, _ body: ([UInt8]) throws(DiagnosticsError) -> Result
    ) throws -> Result {
        let bytes = try readDefinitions(at: input)
        do {
            return try body(bytes)
        } catch {
            throw DiagnosticsFailure(path: input, diagnostics: error.diagnostics)
        }
    }

    private static func readDefinitions(at path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "it cannot be read" : "there is no file at this path"
            throw DiagnosticsFailure(path: path, diagnostics: [
                .error("cannot read the definitions file: \(reason)", at: nil),
            ])
        }
        return [UInt8](data)
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
