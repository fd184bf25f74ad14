// Runs one command with its output in a log file, measures its CPU time, wall time and peak
// memory, and stops it, with everything it started, when it passes a time or memory limit. The
// runner itself is the repository's one (ChildProcess.swift beside this file, a link).

import Foundation
import Glibc

/// Limits for one command; the build is stopped as soon as it passes either.
struct Limits {
    var seconds: Double
    /// Resident memory of the command and all of its descendants together.
    var bytes: Int

    /// The limits the issue sets for the hand-written baseline, applied to every build.
    static let build = Limits(seconds: 600, bytes: 16 << 30)
}

struct ProcessOutcome {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Stopped by us for passing a limit.
        case stoppedOverTime
        case stoppedOverMemory
    }

    let ending: Ending
    /// Wall time.
    let seconds: Double
    /// User and system CPU time of the command and every descendant it waited for
    /// (``ChildProcess/cpuSeconds``).
    let cpuSeconds: Double
    /// The largest resident memory of any single process in the tree (``ChildProcess/peakProcessBytes``):
    /// for a big compile, the Swift frontend's.
    let peakProcessBytes: Int
    /// The largest sum over the tree seen while sampling (every 0.25 s).
    let peakTreeBytes: Int

    var succeeded: Bool { ending == .exited(0) }
    var stoppedByLimit: Bool { ending == .stoppedOverTime || ending == .stoppedOverMemory }
}

extension ChildProcess {
    /// Runs `arguments` (the first looked up in PATH) with standard output and error appended to `log`.
    static func run(_ arguments: [String], log: URL, limits: Limits? = nil) throws -> ProcessOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let process = try Self.start(
            try program(arguments[0]), Array(arguments.dropFirst()), appendingOutputTo: log, appendingErrorsTo: log
        )

        var stoppedFor: ProcessOutcome.Ending?
        var peakTreeBytes = 0
        var lastSample = start
        while try process.isRunning {
            usleep(20_000)
            guard let limits, stoppedFor == nil, clock.now - lastSample >= .milliseconds(250) else { continue }
            lastSample = clock.now
            let tree = ProcessTree(root: process.processID)
            peakTreeBytes = max(peakTreeBytes, tree.residentBytes)
            if tree.residentBytes > limits.bytes {
                stoppedFor = .stoppedOverMemory
            } else if Timing.seconds(clock.now - start) > limits.seconds {
                stoppedFor = .stoppedOverTime
            }
            if stoppedFor != nil {
                // Every process of the build, not only `swift build`: the compilers hold the memory.
                for member in tree.processIDs { kill(member, SIGKILL) }
            }
        }
        let seconds = Timing.seconds(clock.now - start)

        let ending: ProcessOutcome.Ending
        switch (stoppedFor, try process.wait()) {
        case (let stoppedFor?, _): ending = stoppedFor
        case (nil, .exited(let status)): ending = .exited(status)
        case (nil, .signalled(let signal)): ending = .signalled(signal)
        }
        return ProcessOutcome(
            ending: ending, seconds: seconds, cpuSeconds: process.cpuSeconds,
            peakProcessBytes: process.peakProcessBytes, peakTreeBytes: peakTreeBytes
        )
    }

    /// Runs `arguments` (the first looked up in PATH) to completion and returns its standard output;
    /// fails on a non-zero exit.
    static func output(of arguments: [String]) throws -> String {
        try output(of: try program(arguments[0]), Array(arguments.dropFirst()))
    }

    /// `name` as a shell finds it: a path when it has a slash, otherwise in the PATH.
    private static func program(_ name: String) throws -> URL {
        if name.contains("/") { return URL(filePath: name) }
        guard let program = onPath(name) else { throw BenchmarkError("cannot start \(name): it is not on the PATH") }
        return program
    }
}
