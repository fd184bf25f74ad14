// Compiles generated files the way a consumer's build does (Swift 6 language mode, warnings as
// errors) against KbnKit, which is compiled once from Sources/KbnKit for a whole run.

import Foundation

struct GeneratedCodeCompiler {
    let swiftc: URL
    let directory: URL
    private let commonFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// Compiles KbnKit as a static library module in `directory`.
    init(swiftc: URL, directory: URL) throws {
        self.swiftc = swiftc
        self.directory = directory
        let sources = try FileManager.default.contentsOfDirectory(
            at: Repository.file("Sources/KbnKit"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }
        try compile(sources.map { $0.path(percentEncoded: false) }, flags: [
            "-parse-as-library", "-module-name", "KbnKit", "-emit-library", "-static",
            "-emit-module", "-emit-module-path", path("KbnKit.swiftmodule"), "-o", path("libKbnKit.a"),
        ])
    }

    /// Compiles `files` (generated files and a checker's main.swift) into the executable `output`.
    func compileExecutable(_ output: URL, from files: [URL]) throws {
        try compile(files.map { $0.path(percentEncoded: false) }, flags: [
            "-module-name", "KbnPropertyCheck", "-package-name", "KbnPropertyCheck",
            "-I", path(""), "-L", path(""), "-lKbnKit", "-o", output.path(percentEncoded: false),
        ])
    }

    private func compile(_ sources: [String], flags: [String]) throws {
        let result = try ChildProcess.run(swiftc, commonFlags + flags + sources)
        guard result.status == 0, result.errorOutput.isEmpty else {
            throw CompilationFailure(description: "swiftc exited with \(result.status):\n\(result.errorOutput)\(result.output)")
        }
    }

    private func path(_ name: String) -> String {
        directory.appending(path: name).path(percentEncoded: false)
    }
}

struct CompilationFailure: Error, CustomStringConvertible {
    let description: String
}
