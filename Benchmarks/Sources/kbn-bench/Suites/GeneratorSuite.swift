// kbn-gen (release) reading, validating and rendering large definitions files, timed as the
// build runs it: one process per file, output written.

import Foundation

struct GeneratorSuite {
    let generator: URL
    let tables: [CodeTable]
    let repetitions: Int
    let workDirectory: URL

    /// Wall time of each table's generation runs.
    private(set) var outcomes: [(table: CodeTable, outcomes: [ProcessOutcome])] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "generator")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "kbn-gen.log")
        for (index, table) in tables.enumerated() {
            let input = directory.appending(path: "definitions-\(index).json")
            let output = directory.appending(path: "generated-\(index).swift")
            try DefinitionsFile.json(for: table, revision: 0).write(to: input)
            var runs: [ProcessOutcome] = []
            for _ in 1...repetitions {
                // kbn-gen leaves an unchanged output alone; each run must write it.
                try? FileManager.default.removeItem(at: output)
                let outcome = try ChildProcess.run(
                    [generator.path(percentEncoded: false), "generate", input.path(percentEncoded: false),
                     "--output", output.path(percentEncoded: false)],
                    log: log
                )
                guard outcome.succeeded else { throw BenchmarkError("kbn-gen failed on \(table.label); see \(log.path(percentEncoded: false))") }
                runs.append(outcome)
            }
            outcomes.append((table, runs))
            Progress.report("generator \(table.label): \(Format.seconds(Timing.median(runs.map(\.seconds))))")
        }
    }
}
