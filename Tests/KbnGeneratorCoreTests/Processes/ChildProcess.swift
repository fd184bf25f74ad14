// Runs the programs some tests need as separate processes: the Swift compiler, the compiled
// property checker and the built kbn-gen and kbn-gen-build. Locating them is here too, so each
// test reads as what it checks.

import Foundation

/// A finished process: its exit status and everything it wrote to standard output and error.
struct ProcessResult: Equatable {
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

    /// Starts `executable` with its output discarded, for a test that watches or stops the process.
    static func start(_ executable: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `swiftc` from the PATH, or nil when there is none.
    static let swiftc: URL? = ProcessInfo.processInfo.environment["PATH"]?
        .split(separator: ":")
        .map { URL(filePath: String($0)).appending(path: "swiftc") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }

    /// The kbn-gen executable of this build, looked for in the products directory that holds these
    /// tests and nowhere else. The test target depends on kbn-gen (Package.swift), so SwiftPM builds
    /// it before the tests, even for `swift build --product swift-kbnPackageTests`.
    static var kbnGen: URL {
        get throws { try builtExecutable(named: ["kbn-gen"]) }
    }

    /// kbn-gen-build, the plugins' tool, of this build, looked for as ``kbnGen`` is.
    ///
    /// The test target cannot depend on kbn-gen-build: with SwiftPM 6.3's native build system, a
    /// test target that depends on an executable which a build plugin of the package also uses
    /// gets that executable's code linked twice, as built for the plugin and as built for the
    /// tests, and the link fails with duplicate symbols (`KbnGenBuildCommand` in kbn_gen_build.build
    /// and in kbn_gen_build-tool.build). The copy built for the plugin is a dependency of the tests
    /// all the same: KbnKitTests and KbnUITests use the plugin, so SwiftPM builds its tool before
    /// them, from the same sources, as `kbn-gen-build-tool` beside them. That copy, the one the
    /// plugin runs, is used when it is there; `kbn-gen-build`, which a build of every target makes
    /// (`swift build`, `swift test`), otherwise.
    static var kbnGenBuild: URL {
        get throws { try builtExecutable(named: ["kbn-gen-build-tool", "kbn-gen-build"]) }
    }

    /// The first of `names` that is an executable beside the tests.
    private static func builtExecutable(named names: [String]) throws -> URL {
        let candidates = names.map { productsDirectory.appending(path: $0) }
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }) else {
            let paths = candidates.map { $0.path(percentEncoded: false) }.joined(separator: " or ")
            throw MissingProgram(description: "\(names[names.count - 1]) is not beside the tests at \(paths); build the package first")
        }
        return executable
    }

    /// The directory of the build products: SwiftPM's `.build/<triple>/debug` or the like.
    private static var productsDirectory: URL {
        #if canImport(Darwin)
        // The tests are a `.xctest` bundle in that directory, loaded by `xctest` or SwiftPM's
        // testing helper, which is the main bundle.
        Bundle(for: TestBundleMarker.self).bundleURL.deletingLastPathComponent()
        #else
        // The tests are an executable in that directory, and Foundation makes it the main bundle,
        // whose URL is then the executable's directory.
        Bundle.main.bundleURL
        #endif
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

#if canImport(Darwin)
/// A class of the test bundle, through which Foundation finds the bundle.
private final class TestBundleMarker {}
#endif
