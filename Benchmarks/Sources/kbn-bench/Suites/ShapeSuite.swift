// `kbn-bench shapes`: each alternative shape compiled alone by swiftc in Swift 6 mode, -Onone and
// -O, once each, for the record of what the generated shape was chosen over.

import Foundation

struct ShapeSuite {
    let workDirectory: URL
    let generator: URL
    /// Where KbnKit.swiftmodule is, for the generated shape's `import KbnKit`.
    let modules: URL

    static let optimizations = ["-Onone", "-O"]

    private(set) var results: [(shape: AlternativeShape, count: Int, outcomes: [ProcessOutcome])] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "shapes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "swiftc.log")
        for shape in AlternativeShape.allCases {
            for count in shape.sizes {
                let source = directory.appending(path: "\(shape)-\(count).swift")
                try write(shape, count: count, to: source, log: log)
                let outcomes = try Self.optimizations.map { optimization in
                    let outcome = try ChildProcess.run(
                        [
                            "swiftc", "-parse-as-library", "-emit-library", "-swift-version", "6", optimization,
                            "-module-name", "Shape", "-I", modules.path(percentEncoded: false),
                            source.path(percentEncoded: false),
                            "-o", directory.appending(path: "libShape.so").path(percentEncoded: false),
                        ],
                        log: log,
                        limits: .build
                    )
                    Progress.report("shapes \(shape) \(count) \(optimization): \(Format.outcome(outcome))")
                    return outcome
                }
                results.append((shape, count, outcomes))
            }
        }
    }

    private func write(_ shape: AlternativeShape, count: Int, to source: URL, log: URL) throws {
        guard shape == .generated else {
            try Data(shape.source(count: count).utf8).write(to: source)
            return
        }
        let definitions = source.deletingPathExtension().appendingPathExtension("json")
        try DefinitionsFile.json(for: .synthetic(kindCount: 1, valuesPerKind: count), revision: 0).write(
            to: definitions)
        let outcome = try ChildProcess.run(
            [
                generator.path(percentEncoded: false), "generate", definitions.path(percentEncoded: false),
                "--output", source.path(percentEncoded: false),
            ],
            log: log
        )
        guard outcome.succeeded else { throw BenchmarkError("kbn-gen failed; see \(log.path(percentEncoded: false))") }
    }

    /// A Markdown table: time and peak memory of each shape and size, debug and release.
    var table: String {
        var text = "| shape | cases | -Onone | -O |\n|---|---|---|---|\n"
        for (shape, count, outcomes) in results {
            text +=
                "| \(shape.title) | \(grouped(count)) | \(outcomes.map(Format.outcome).joined(separator: " | ")) |\n"
        }
        return text
    }
}
