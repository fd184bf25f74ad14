// Runs the programs some tests need as separate processes: the Swift compiler, the compiled
// property checker and the built kbn-gen. Locating them is here too, so each test reads as what it checks.

import Foundation

/// A finished process: its exit status and everything it wrote to standard output and error.
struct ProcessResult {
    var status: Int32
    var output: String
    var errorOutput: String
}

enum ChildProcess {
    /// Runs `executable` to its end. Standard error goes to a file, so that neither pipe can fill
    /// up and block the process while the other is read.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
        in directory: URL? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appending(path: "kbn-stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }

    /// The repository's root directory.
    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swiftc` from the PATH, or nil when there is none.
    static let swiftc: URL? = ProcessInfo.processInfo.environment["PATH"]?
        .split(separator: ":")
        .map { URL(filePath: String($0)).appending(path: "swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }

    /// The kbn-gen that `swift build` put beside this test bundle.
    static var kbnGen: URL {
        get throws {
            let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" } + [Bundle.main.bundleURL]
            let candidates = bundles.flatMap { [$0.deletingLastPathComponent(), $0] }.map { $0.appending(path: "kbn-gen") }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }) else {
                throw MissingProgram(description: "kbn-gen is not among the build products (looked at \(candidates.map(\.path))); build the package first")
            }
            return found
        }
    }

    /// A new empty directory, for one test's files.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "kbn-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

struct MissingProgram: Error, CustomStringConvertible {
    let description: String
}
