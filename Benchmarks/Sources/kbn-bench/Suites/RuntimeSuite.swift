// Runs kbn-bench-runtime (the release build beside the driver), or another program that prints
// `name value…` lines such as the search consumer's, several times and collects its samples; a
// fresh process each time so that first use is measured each time.

import Foundation

struct RuntimeSuite {
    let executable: URL
    /// What each run is given.
    var arguments: [String] = []
    let runs: Int

    /// The samples of each measurement the runtime benchmark prints, over all runs.
    private(set) var samples: [String: [Double]] = [:]

    mutating func run() throws {
        for run in 1...runs {
            let output = try ChildProcess.output(of: [executable.path(percentEncoded: false)] + arguments)
            for line in output.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard let name = fields.first, name != "checksum" else { continue }
                samples[String(name), default: []] += fields.dropFirst().compactMap { Double($0) }
            }
            Progress.report("\(executable.lastPathComponent) run \(run) of \(runs) done")
        }
    }

    /// The median of a measurement's samples.
    func median(_ name: String) throws -> Double {
        guard let values = samples[name], !values.isEmpty else {
            throw BenchmarkError("\(executable.lastPathComponent) printed no \(name)")
        }
        return Timing.median(values)
    }
}
