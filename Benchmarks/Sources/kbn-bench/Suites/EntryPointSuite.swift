// Every public entry point that takes outside data, with each hostile shape at n and 4n against a
// plain input of as many bytes, in one release process (`kbn-bench-hostile entry-points`, whose table
// is HostileEntryPoints.swift, which the tests check against the API baselines): CPU time per byte
// against the plain input's, its growth for 4 × the input, and for what an app calls on the main
// thread, that thread's time. The goals per byte and of growth are the hostile updates' (HostileSuite).

import Foundation

struct EntryPointSuite {
    /// n, in bytes: small enough that a cost growing with the square of a string's marks or of an
    /// update's groups shows in seconds, not minutes, at 4n.
    static let size = 16_384
    /// What runs on the main thread takes less than this at 4n, to leave a frame time to draw.
    static let mainThreadMilliseconds = 8.0

    let program: URL
    let runs: Int
    let workDirectory: URL

    /// One input's bytes, and CPU milliseconds per call: the process's, and the main thread's.
    struct Measured {
        var bytes: Double
        var milliseconds: Double
        var mainThreadMilliseconds: Double
    }

    /// A row's shape: the hostile and the plain input at n and at 4n.
    struct Result {
        var row: String
        var shape: String
        var isOnMainThread: Bool
        var hostile: [Measured] = []
        var plain: [Measured] = []
    }

    private(set) var results: [Result] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "hostile")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "entry-points.log")
        Progress.report(
            "hostile: every entry point's shapes at \(Self.size) and \(4 * Self.size) bytes, in one process")
        let outcome = try ChildProcess.run(
            [program.path(percentEncoded: false), "entry-points", String(Self.size), String(runs)], log: log)
        guard outcome.succeeded else {
            throw BenchmarkError("kbn-bench-hostile entry-points failed; see \(log.path)")
        }
        for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 11, fields[0] == "entry" else { continue }
            let numbers = fields[5...].compactMap(Double.init)
            guard numbers.count == 6 else { throw BenchmarkError("kbn-bench-hostile printed \(line)") }
            if results.last.map({ $0.row != fields[1] || $0.shape != fields[2] }) ?? true {
                results.append(Result(row: fields[1], shape: fields[2], isOnMainThread: fields[4] == "true"))
            }
            results[results.count - 1].hostile.append(
                Measured(bytes: numbers[0], milliseconds: numbers[1], mainThreadMilliseconds: numbers[2]))
            results[results.count - 1].plain.append(
                Measured(bytes: numbers[3], milliseconds: numbers[4], mainThreadMilliseconds: numbers[5]))
        }
        guard !results.isEmpty, results.allSatisfy({ $0.hostile.count == 2 }) else {
            throw BenchmarkError("kbn-bench-hostile entry-points printed no n and 4n of some row; see \(log.path)")
        }
    }

    var rows: [ResultRow] {
        results.map { result in
            let (hostile, plain) = (result.hostile, result.plain)
            func perByte(_ measured: Measured) -> Double { measured.milliseconds * 1e6 / measured.bytes }
            let versusPlain = zip(hostile, plain).map { perByte($0) / max(perByte($1), 1e-9) }
            let growth = hostile[1].milliseconds / hostile[0].milliseconds
            var missed: [String] = []
            if versusPlain.contains(where: { $0 > HostileSuite.maximumVersusPlain }) { missed.append("× plain") }
            if growth > HostileSuite.maximumGrowth { missed.append("growth") }
            var goal =
                "≤ \(Int(HostileSuite.maximumVersusPlain)) × floor; ≤ \(Int(HostileSuite.maximumGrowth)) × for 4 × the input"
            var generated =
                "\(hostile.map { Format.nanoseconds(perByte($0)) + "/B" }.joined(separator: ", ")); \(Format.ratio(growth)) × for 4 ×"
            if result.isOnMainThread {
                goal += "; < \(Int(Self.mainThreadMilliseconds)) ms on the main thread at 4n"
                generated += "; main thread \(Format.microseconds(hostile[1].mainThreadMilliseconds * 1e3)) at 4n"
                if hostile[1].mainThreadMilliseconds >= Self.mainThreadMilliseconds { missed.append("main thread") }
            }
            return ResultRow(
                measurement:
                    "entry point \(result.row), \(result.shape), \(Format.kilobytes(hostile[0].bytes)) and \(Format.kilobytes(hostile[1].bytes)): CPU per byte (floor: a plain input of as many bytes)",
                generated: generated,
                floor: plain.map { Format.nanoseconds(perByte($0)) + "/B" }.joined(separator: ", "),
                versusFloor: versusPlain.map(Format.ratio).joined(separator: ", "), goal: goal,
                met: missed.isEmpty ? Format.yesNo(true) : Format.yesNo(false) + " (\(missed.joined(separator: ", ")))")
        }
    }
}
