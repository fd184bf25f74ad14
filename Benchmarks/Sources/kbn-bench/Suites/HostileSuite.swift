// Hostile updates at run time, in release: each shape whose cost could grow faster than its bytes
// at two sizes, n and 4n, applied (or refused) by KbnUpdates in a process of its own, against a
// plain update of the same number of bytes measured in the same run: CPU time and peak memory per
// byte, and their growth for 4 × the input. The updates come from HostileUpdates.swift, which the tests count the cost of.

import Foundation

struct HostileSuite {
    /// A shape and the size, n, its first row has; the second has 4n.
    struct Shape {
        var name: String
        var size: Int
    }

    /// Sizes that make each update about 1 MB at n and 4 MB at 4n: under a megabyte, what applying
    /// one adds to a process's peak is within the heap's own noise.
    static let shapes = [
        Shape(name: "combining-marks", size: 256_000), Shape(name: "language-tags", size: 10_000),
        Shape(name: "optional-attributes", size: 9_000), Shape(name: "groups", size: 12_000),
        Shape(name: "unknown-group-members", size: 12_000), Shape(name: "repeated-key", size: 50_000),
        Shape(name: "unknown-kinds", size: 9_000),
    ]
    /// Memory growth is counted from this much: a refusal that adds nothing at n and a little at 4n
    /// has grown by nothing that matters.
    static let memoryGrowthFloor = Double(1 << 20)
    /// A shape may cost at most this many times a plain update's CPU time and memory per byte.
    static let maximumVersusPlain = 10.0
    /// And at most this many times its cost at n for 4n.
    static let maximumGrowth = 5.0

    let program: URL
    let runs: Int
    let workDirectory: URL

    /// One update's measurements: its bytes, and medians of CPU milliseconds and of the memory
    /// its application adds to a process that only reads it.
    struct Measured {
        var bytes: Double
        var milliseconds: Double
        var memory: Double
        var problems: Int
    }

    /// By shape, the hostile update and the plain one at n and at 4n.
    private(set) var results: [(shape: Shape, hostile: [Measured], plain: [Measured])] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "hostile")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "hostile.log")
        for shape in Self.shapes {
            var hostile: [Measured] = []
            var plain: [Measured] = []
            for size in [shape.size, 4 * shape.size] {
                let file = directory.appending(path: "\(shape.name)-\(size).json")
                let plainFile = directory.appending(path: "plain-\(shape.name)-\(size).json")
                try tool(["write", shape.name, String(size), file.path(percentEncoded: false)], log: log)
                let bytes = try self.size(of: file)
                try tool(["write-plain", String(bytes), plainFile.path(percentEncoded: false)], log: log)
                hostile.append(try measure(file, log: log))
                plain.append(try measure(plainFile, log: log))
                Progress.report(
                    "hostile: \(shape.name) \(size): \(Format.milliseconds(hostile.last!.milliseconds)), plain \(Format.milliseconds(plain.last!.milliseconds))"
                )
            }
            results.append((shape, hostile, plain))
        }
    }

    private func tool(_ arguments: [String], log: URL) throws {
        let outcome = try ChildProcess.run([program.path(percentEncoded: false)] + arguments, log: log)
        guard outcome.succeeded else {
            throw BenchmarkError("kbn-bench-hostile \(arguments[0]) failed; see \(log.path)")
        }
    }

    private func size(of file: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file.path(percentEncoded: false))[.size] as? Int ?? 0
    }

    /// `runs` applications of `file` and as many reads, alternating, each in its own process.
    private func measure(_ file: URL, log: URL) throws -> Measured {
        var milliseconds: [Double] = []
        var memory: [Double] = []
        var problems = 0
        for run in 1...runs {
            let output = workDirectory.appending(path: "hostile/apply-\(run).log")
            try? FileManager.default.removeItem(at: output)
            let applied = try ChildProcess.run(
                [program.path(percentEncoded: false), "apply", file.path(percentEncoded: false)], log: output)
            let read = try ChildProcess.run(
                [program.path(percentEncoded: false), "read", file.path(percentEncoded: false)], log: log)
            guard applied.succeeded, read.succeeded else {
                throw BenchmarkError("kbn-bench-hostile apply failed; see \(output.path)")
            }
            let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
            func value(_ name: String) -> Double? {
                lines.first { $0.hasPrefix(name + " ") }.flatMap { Double($0.dropFirst(name.count + 1)) }
            }
            guard let cpu = value("cpu_ms") else {
                throw BenchmarkError("kbn-bench-hostile printed no cpu_ms; see \(output.path)")
            }
            milliseconds.append(cpu)
            memory.append(Double(max(0, applied.peakProcessBytes - read.peakProcessBytes)))
            problems = Int(value("problems") ?? 0)
        }
        return Measured(
            bytes: Double(try size(of: file)), milliseconds: Timing.median(milliseconds), memory: Timing.median(memory),
            problems: problems)
    }

    var rows: [ResultRow] {
        results.flatMap { shape, hostile, plain -> [ResultRow] in
            let sizeRows = zip(hostile, plain).enumerated().flatMap { index, pair -> [ResultRow] in
                let (hostile, plain) = pair
                let size = (index == 0 ? 1 : 4) * shape.size
                let outcome = hostile.problems == 0 ? "applied" : "refused, \(hostile.problems) problems shown"
                let subject =
                    "hostile update \(shape.name), size \(grouped(size)) (\(Format.megabytes(hostile.bytes)), \(outcome))"
                let cpu = (hostile.milliseconds / hostile.bytes) / (plain.milliseconds / plain.bytes)
                let memory = (hostile.memory / hostile.bytes) / max(plain.memory / plain.bytes, 1e-9)
                return [
                    ResultRow(
                        measurement: subject + ": CPU per byte (floor: a plain update of as many bytes)",
                        generated: Format.nanoseconds(hostile.milliseconds * 1e6 / hostile.bytes) + "/B",
                        floor: Format.nanoseconds(plain.milliseconds * 1e6 / plain.bytes) + "/B",
                        versusFloor: Format.ratio(cpu), goal: "≤ \(Int(Self.maximumVersusPlain)) × floor",
                        met: Format.yesNo(cpu <= Self.maximumVersusPlain)),
                    ResultRow(
                        measurement: subject + ": memory per byte, peak above reading it (floor: the plain update's)",
                        generated: String(format: "%.1f B/B", hostile.memory / hostile.bytes),
                        floor: String(format: "%.1f B/B", plain.memory / plain.bytes),
                        versusFloor: Format.ratio(memory), goal: "≤ \(Int(Self.maximumVersusPlain)) × floor",
                        met: Format.yesNo(memory <= Self.maximumVersusPlain)),
                ]
            }
            let cpuGrowth = hostile[1].milliseconds / hostile[0].milliseconds
            let memoryGrowth =
                max(hostile[1].memory, Self.memoryGrowthFloor) / max(hostile[0].memory, Self.memoryGrowthFloor)
            return sizeRows + [
                ResultRow(
                    measurement:
                        "hostile update \(shape.name): CPU time and memory at 4 × the size, against 1 × (memory counted from 1 MB)",
                    generated: "\(Format.ratio(cpuGrowth)) × CPU, \(Format.ratio(memoryGrowth)) × memory",
                    goal: "≤ \(Int(Self.maximumGrowth)) × each",
                    met: Format.yesNo(cpuGrowth <= Self.maximumGrowth && memoryGrowth <= Self.maximumGrowth))
            ]
        }
    }
}
