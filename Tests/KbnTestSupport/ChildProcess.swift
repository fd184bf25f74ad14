// Runs a program as a child process, for the root package's tests, the benchmark and the audit: the
// one runner of the repository. Compiled by three packages: here in KbnTestSupport; by Benchmarks,
// through the link Benchmarks/Sources/kbn-bench/Processes/ChildProcess.swift; and by Audits, through
// Audits/Sources/AvailabilityAudit/Compilation/ChildProcess.swift. Linked, not depended on, because
// neither package can depend on a test-support target, and the root has no product for tooling.
// The root's test suite "Shared source links" checks that each link leads here.
//
// It spawns with posix_spawn and waits with wait4, not Foundation's Process, because the benchmark
// needs what wait4 reports: the CPU time and peak memory of the process and what it waited for.

// Its URL calls are those macOS 10.15 has: KbnTestSupport is a plain target, built at the
// package's floor, not at the newer one SwiftPM gives test targets.
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A finished run: its exit status and everything it wrote to standard output and error.
public struct ProcessResult: Equatable, Sendable {
    /// The exit status, or the signal's number when a signal ended the process.
    public var status: Int32
    public var output: String
    public var errorOutput: String

    public init(status: Int32, output: String, errorOutput: String) {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }
}

/// A program that exited with a status other than 0.
public struct ProcessFailure: Error, CustomStringConvertible {
    public let command: [String]
    public let status: Int32
    public let standardError: String

    public var description: String {
        "\(command.joined(separator: " ")) failed with exit status \(status):\n\(standardError)"
    }
}

/// A program that could not be found, started or waited for.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// A started child process. Its standard input is /dev/null, so that none of them waits for input.
public final class ChildProcess {
    /// How a process ended.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    public let processID: pid_t
    private let command: [String]
    /// Set once the process has been waited for.
    public private(set) var ending: Ending?
    private var usage = rusage()

    private init(processID: pid_t, command: [String]) {
        self.processID = processID
        self.command = command
    }

    /// Starts `executable` with `arguments`, in `directory` when one is given, with `environment`
    /// instead of this process's when one is given. Standard output and error are appended to the
    /// files given (created when missing; the same file for both keeps their order), or discarded.
    public static func start(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        in directory: URL? = nil, appendingOutputTo output: URL? = nil, appendingErrorsTo errors: URL? = nil
    ) throws -> ChildProcess {
        let path = executable.path
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, file) in [(Int32(1), output), (2, errors)] {
            let target = file?.path ?? "/dev/null"
            posix_spawn_file_actions_addopen(&actions, descriptor, target, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        if let directory {
            try changeDirectory(&actions, to: directory.path, starting: path)
        }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") }
        let envp = variables + [nil]
        defer { for variable in variables { free(variable) } }

        var processID = pid_t()
        let result = posix_spawn(&processID, path, &actions, nil, argv, envp)
        guard result == 0 else {
            throw ChildProcessError("cannot start \(path): \(String(cString: strerror(result)))")
        }
        return ChildProcess(processID: processID, command: [path] + arguments)
    }

    #if canImport(Darwin)
    private static func changeDirectory(
        _ actions: inout posix_spawn_file_actions_t?, to directory: String, starting path: String
    ) throws {
        guard #available(macOS 10.15, *) else {
            throw ChildProcessError("cannot start \(path) in another directory before macOS 10.15")
        }
        posix_spawn_file_actions_addchdir_np(&actions, directory)
    }
    #else
    private static func changeDirectory(
        _ actions: inout posix_spawn_file_actions_t, to directory: String, starting path: String
    ) throws {
        guard let addChangeDirectory else {
            throw ChildProcessError("cannot start \(path) in another directory: the C library is older than glibc 2.29")
        }
        _ = addChangeDirectory(&actions, directory)
    }

    /// glibc's `posix_spawn_file_actions_addchdir_np`, looked up at run time: glibc declares it only
    /// for `_GNU_SOURCE`, which Swift's Glibc module is not built with.
    private static let addChangeDirectory = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addchdir_np").map {
        typealias Function =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        return unsafeBitCast($0, to: Function.self)
    }
    #endif

    /// Whether the process is still running; once it has ended, it is waited for, and ``ending``
    /// is set.
    public var isRunning: Bool {
        get throws { try reap(options: WNOHANG) == nil }
    }

    /// Waits for the process to end.
    @discardableResult
    public func wait() throws -> Ending {
        try reap(options: 0)!
    }

    /// User and system CPU time of the process and of every descendant it waited for, once it has
    /// ended: what a build costs, which the load of a shared machine moves far less than its wall time.
    public var cpuSeconds: Double {
        Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
    }

    /// The largest resident memory of the process or of any descendant it waited for, once it has
    /// ended (the same figure as `/usr/bin/time -v`'s "Maximum resident set size").
    public var peakProcessBytes: Int {
        #if canImport(Darwin)
        Int(usage.ru_maxrss)
        #else
        Int(usage.ru_maxrss) * 1024
        #endif
    }

    private func reap(options: Int32) throws -> Ending? {
        if let ending { return ending }
        var status: Int32 = 0
        while true {
            let waited = wait4(processID, &status, options, &usage)
            if waited == processID { break }
            if waited == 0 { return nil }
            guard errno == EINTR else {
                throw ChildProcessError("lost track of \(command[0]): \(String(cString: strerror(errno)))")
            }
        }
        let ending: Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        self.ending = ending
        return ending
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    /// Runs `executable` to its end and returns what it wrote. Both outputs go through files, not
    /// pipes, so that a program that writes a lot cannot stall on a full pipe.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> ProcessResult {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout")
        let errors = scratch.appendingPathComponent("stderr")
        let process = try start(
            executable, arguments, environment: environment, in: directory, appendingOutputTo: output,
            appendingErrorsTo: errors
        )
        let status: Int32
        switch try process.wait() {
        case .exited(let code): status = code
        case .signalled(let signal): status = signal
        }
        return ProcessResult(
            status: status,
            output: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        )
    }

    /// Runs `executable` to its end and returns its standard output; throws ``ProcessFailure``, with
    /// its standard error, when it exits with another status than 0.
    public static func output(of executable: URL, _ arguments: [String]) throws -> String {
        let result = try run(executable, arguments)
        guard result.status == 0 else {
            throw ProcessFailure(
                command: [executable.path] + arguments, status: result.status,
                standardError: result.errorOutput
            )
        }
        return result.output
    }

    /// ``output(of:_:)`` on a thread of its own, so that the calling task waits without holding one
    /// of Swift concurrency's threads, which are as many as the cores.
    public static func output(of executable: URL, _ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try output(of: executable, arguments) as String })
            }
        }
    }

    /// The program `name` in the first folder of the PATH that has it, or nil when none has.
    public static func onPath(_ name: String) -> URL? {
        ProcessInfo.processInfo.environment["PATH"]?
            .split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A new empty directory, for one run's files.
    public static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
