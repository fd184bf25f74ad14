// One compile-and-run round of the property test: several definitions files generated into one
// module with a RoundTripChecker main, in one file or in parts, compiled and run.

import Foundation
import KbnGeneratorCore
import KbnTestSupport

struct RoundTripBatch {
    /// Each file's definitions and the bytes the generator reads, laid out in any way.
    var files: [(definitions: SampleDefinitions, bytes: [UInt8])] = []

    /// Generates every file into `directory`, compiles them with the checker and runs it. Returns
    /// nil when all compile and every value round-trips, else the compiler's or checker's output.
    func failure(compiler: GeneratedCodeCompiler, in directory: URL, firstFileNumber: Int) throws -> String? {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var checker = RoundTripChecker()
        var sources: [URL] = []
        for (offset, file) in files.enumerated() {
            let number = firstFileNumber + offset
            let name = "definitions-\(number).json"
            try Data(file.bytes).write(to: directory.appending(path: name))
            // Every fourth file in one file, as `generate --output`; the others as `--output-dir` writes
            // them, a file of namespaces and the kinds spread over 2 to 4 parts, some of them empty.
            let parts = KindParts(count: number % 4 + 1)
            var generated: [(file: String, source: String)] = []
            if parts.count == 1 {
                generated = [
                    ("Generated\(number).swift", try KbnGenerator.generate(from: file.bytes, sourceName: name))
                ]
            } else {
                let definitions = try KbnGenerator.definitions(fromFiles: [file.bytes])
                let renderer = SourceRenderer(files: [NamedDefinitions(name: name, definitions: definitions[0])])
                generated =
                    [("Namespaces\(number).swift", renderer.renderNamespaces())]
                    + (1...parts.count).map {
                        ("Generated\(number).\($0).swift", renderer.renderKinds(ofFiles: [0], part: $0, of: parts))
                    }
            }
            for (fileName, text) in generated {
                let source = directory.appending(path: fileName)
                try text.write(to: source, atomically: false, encoding: .utf8)
                sources.append(source)
            }
            checker.add(file.definitions, file: "file \(number)")
        }
        let main = directory.appending(path: "main.swift")
        try checker.source.write(to: main, atomically: false, encoding: .utf8)

        let program = directory.appending(path: "check")
        do {
            try compiler.compileExecutable(program, from: sources + [main])
        } catch let failure as CompilationFailure {
            return "generated code in \(directory.path) does not compile: \(failure)"
        }
        let result = try ChildProcess.run(program, [])
        guard result.status == 0, result.output == "all values round-trip\n" else {
            return "values in \(directory.path) do not round-trip: \(result.output)\(result.errorOutput)"
        }
        return nil
    }
}
