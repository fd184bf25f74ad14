// Compiles generated files the way a consumer's build does (Swift 6 language mode, warnings as
// errors) against KbnKit, which is compiled from Sources/KbnFormat and Sources/KbnKit once for a whole run: the first
// test that asks for ``GeneratedCodeCompiler/shared`` starts that compile, and every other test
// that asks, in parallel or later, waits for the same one and gets its result, library or error.

import Foundation
import KbnTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct GeneratedCodeCompiler: Sendable {
    let swiftc: URL
    /// The folder of KbnKit's module and static library, shared by every test of the run.
    let directory: URL
    private static let commonFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// The compiler of this run, once KbnKit is compiled.
    static var shared: GeneratedCodeCompiler {
        get async throws { try await kbnKit.value }
    }

    /// KbnKit's compile, started by the first access: a `static let` is initialized once, whichever
    /// threads reach it together, so this is the one task that every test awaits.
    private static let kbnKit = Task<GeneratedCodeCompiler, any Error> {
        guard let swiftc = ChildProcess.swiftc else {
            throw ChildProcessError("swiftc is not on the PATH, so generated code cannot be compiled")
        }
        try FileManager.default.createDirectory(at: kbnKitFolder, withIntermediateDirectories: true)
        // Nothing else knows when the run ends; the process's exit removes the folder.
        atexit { try? FileManager.default.removeItem(at: kbnKitFolder) }
        let compiler = GeneratedCodeCompiler(swiftc: swiftc, directory: kbnKitFolder)
        try compiler.compileKbnKit()
        return compiler
    }

    private init(swiftc: URL, directory: URL) {
        self.swiftc = swiftc
        self.directory = directory
    }

    /// Compiles KbnKit, and KbnFormat, which it re-exports, as static library modules in `directory`.
    private func compileKbnKit() throws {
        for module in ["KbnFormat", "KbnKit"] {
            let sources = try FileManager.default.contentsOfDirectory(
                at: Repository.file("Sources/\(module)"), includingPropertiesForKeys: nil
            ).filter { $0.pathExtension == "swift" }
            // One package name, as SwiftPM gives them: KbnKit uses KbnFormat's `package` declarations.
            try compile(
                sources.map { $0.path(percentEncoded: false) },
                flags: [
                    "-parse-as-library", "-module-name", module, "-package-name", "swift-kbn", "-emit-library",
                    "-static",
                    "-emit-module", "-emit-module-path", path("\(module).swiftmodule"), "-o", path("lib\(module).a"),
                    "-I", path(""),
                ])
        }
    }

    /// Compiles `files` (generated files and a checker's main.swift) into the executable `output`.
    func compileExecutable(_ output: URL, from files: [URL]) throws {
        try compile(
            files.map { $0.path(percentEncoded: false) },
            flags: [
                "-module-name", "KbnPropertyCheck", "-package-name", "KbnPropertyCheck",
                "-I", path(""), "-L", path(""), "-lKbnKit", "-lKbnFormat", "-o", output.path(percentEncoded: false),
            ])
    }

    private func compile(_ sources: [String], flags: [String]) throws {
        let result = try ChildProcess.run(swiftc, Self.commonFlags + flags + sources)
        guard result.status == 0, result.errorOutput.isEmpty else {
            throw CompilationFailure(
                description: "swiftc exited with \(result.status):\n\(result.errorOutput)\(result.output)")
        }
    }

    private func path(_ name: String) -> String {
        directory.appending(path: name).path(percentEncoded: false)
    }
}

/// Where this run's KbnKit is compiled: a global, which the exit handler can reach.
private let kbnKitFolder = FileManager.default.temporaryDirectory.appending(
    path: "kbn-test-KbnKit-\(UUID().uuidString)")

struct CompilationFailure: Error, CustomStringConvertible {
    let description: String
}
