// Runs the toolchain's programs and waits for them without blocking a thread.

import Foundation

/// A program that exited with a status other than 0.
public struct ProcessFailure: Error, CustomStringConvertible {
    public let command: [String]
    public let status: Int32
    public let standardError: String

    public var description: String {
        "\(command.joined(separator: " ")) failed with exit status \(status):\n\(standardError)"
    }
}

enum ProcessRunner {
    /// Runs `executable` and returns what it wrote to standard output; throws `ProcessFailure`
    /// with its standard error when it fails. Output goes through files, not pipes, so a program
    /// that writes a lot cannot stall on a full pipe.
    static func run(_ executable: URL, _ arguments: [String]) async throws -> String {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("availability-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        try error.close()
        guard status == 0 else {
            throw ProcessFailure(
                command: [executable.path] + arguments,
                status: status,
                standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
            )
        }
        return try String(contentsOf: outputURL, encoding: .utf8)
    }
}

extension Sequence where Element: Sendable {
    /// `transform` on every element, at most `width` at a time, in the original order: the
    /// compiler jobs use every core without starting more than the machine runs at once.
    func concurrentMap<T: Sendable>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) async throws -> T
    ) async throws -> [T] {
        try await withThrowingTaskGroup(of: (Int, T).self) { group in
            var results: [Int: T] = [:]
            var running = 0
            for (index, element) in enumerated() {
                if running == Swift.max(width, 1) {
                    let (done, result) = try await group.next()!
                    results[done] = result
                    running -= 1
                }
                group.addTask { (index, try await transform(element)) }
                running += 1
            }
            for try await (done, result) in group {
                results[done] = result
            }
            return results.keys.sorted().map { results[$0]! }
        }
    }
}
