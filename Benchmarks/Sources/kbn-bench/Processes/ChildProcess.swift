// Runs one command with its output in a log file, measures its CPU time, wall time and peak
// memory, and stops it, with everything it started, when it passes a time or memory limit.

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
    /// User and system CPU time of the command and every descendant it waited for (`wait4`'s
    /// resource usage): what a build costs, which the load of a shared machine moves far less
    /// than its wall time.
    let cpuSeconds: Double
    /// The largest resident memory of any single process in the tree, as `wait4` reports it (the
    /// same figure as `/usr/bin/time -v`'s "Maximum resident set size"): for a big compile, the
    /// Swift frontend's.
    let peakProcessBytes: Int
    /// The largest sum over the tree seen while sampling (every 0.25 s).
    let peakTreeBytes: Int

    var succeeded: Bool { ending == .exited(0) }
    var stoppedByLimit: Bool { ending == .stoppedOverTime || ending == .stoppedOverMemory }
}

enum ChildProcess {
    /// Runs `arguments` (the first looked up in PATH) with standard output and error appended to `log`.
    static func run(_ arguments: [String], log: URL, limits: Limits? = nil) throws -> ProcessOutcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, log.path(percentEncoded: false), O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        let clock = ContinuousClock()
        let start = clock.now
        var processID = pid_t()
        let spawnResult = posix_spawnp(&processID, arguments[0], &actions, nil, argv, environ)
        guard spawnResult == 0 else {
            throw BenchmarkError("cannot start \(arguments[0]): \(String(cString: strerror(spawnResult)))")
        }

        var status: Int32 = 0
        var usage = rusage()
        var stoppedFor: ProcessOutcome.Ending?
        var peakTreeBytes = 0
        var lastSample = start
        while true {
            let waited = wait4(processID, &status, WNOHANG, &usage)
            if waited == processID { break }
            guard waited == 0 || errno == EINTR else {
                throw BenchmarkError("lost track of \(arguments[0]): \(String(cString: strerror(errno)))")
            }
            usleep(20_000)
            guard let limits, stoppedFor == nil, clock.now - lastSample >= .milliseconds(250) else { continue }
            lastSample = clock.now
            let tree = ProcessTree(root: processID)
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
        if let stoppedFor {
            ending = stoppedFor
        } else if status & 0x7F == 0 {
            ending = .exited((status >> 8) & 0xFF)
        } else {
            ending = .signalled(status & 0x7F)
        }
        let cpuSeconds = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
        return ProcessOutcome(
            ending: ending, seconds: seconds, cpuSeconds: cpuSeconds, peakProcessBytes: usage.ru_maxrss * 1024, peakTreeBytes: peakTreeBytes
        )
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
