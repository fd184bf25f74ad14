// kbn-gen reading, validating and rendering large definitions files, timed as the build runs it:
// one process per file, output written. The release build for the sizes users write by hand, the
// debug build because a debug `swift build` runs the plugin's kbn-gen unoptimized.

import Foundation

/// One kbn-gen build on one table.
struct GeneratorRun {
    let configuration: Configuration
    let generator: URL
    let table: CodeTable
}

struct GeneratorSuite {
    let runs: [GeneratorRun]
    let repetitions: Int
    let workDirectory: URL

    /// The outcomes of each run's repetitions.
    private(set) var outcomes: [(run: GeneratorRun, outcomes: [ProcessOutcome])] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "generator")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "kbn-gen.log")
        for (index, run) in runs.enumerated() {
            let input = directory.appending(path: "definitions-\(index).json")
            let output = directory.appending(path: "generated-\(index).swift")
            try DefinitionsFile.json(for: run.table, revision: 0).write(to: input)
            var repeated: [ProcessOutcome] = []
            for _ in 1...repetitions {
                // kbn-gen leaves an unchanged output alone; each run must write it.
                try? FileManager.default.removeItem(at: output)
                let outcome = try ChildProcess.run(
                    [
                        run.generator.path(percentEncoded: false), "generate", input.path(percentEncoded: false),
                        "--output", output.path(percentEncoded: false),
                    ],
                    log: log
                )
                guard outcome.succeeded else {
                    throw BenchmarkError("kbn-gen failed on \(run.table.label); see \(log.path(percentEncoded: false))")
                }
                repeated.append(outcome)
            }
            outcomes.append((run, repeated))
            Progress.report(
                "generator (\(run.configuration.rawValue)) \(run.table.label): \(Format.outcome(repeated.last!))")
        }
    }
}
