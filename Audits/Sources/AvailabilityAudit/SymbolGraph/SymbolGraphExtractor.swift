// Extracts the symbol graphs of the toolchain's library modules, which carry Apple availability
// even in a Linux toolchain, and keeps them for the next run with the same compiler.

import Foundation

/// The symbol graph files of the library modules and which modules had none.
public struct ExtractedSymbolGraphs: Sendable {
    public let files: [URL]
    /// Modules this toolchain does not have, or whose graph could not be extracted.
    public let missingModules: [String]
}

public struct SymbolGraphExtractor: Sendable {
    /// The standard library and Foundation as a Linux toolchain ships them, and PackagePlugin for
    /// package plugins; modules a toolchain lacks are reported and skipped.
    public static let libraryModules = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation",
        "Distributed", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "PackagePlugin",
    ]

    public let toolchain: Toolchain
    /// A folder the extractor owns; its contents are reused while the compiler and modules stay the same.
    public let cacheDirectory: URL

    public init(toolchain: Toolchain, cacheDirectory: URL) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
    }

    public func extract(modules: [String] = libraryModules) async throws -> ExtractedSymbolGraphs {
        let stampFile = cacheDirectory.appendingPathComponent("stamp.json")
        let stamp = Stamp(compilerVersion: toolchain.compilerVersion, requested: modules, missing: [])
        if let data = try? Data(contentsOf: stampFile), let cached = try? JSONDecoder().decode(Stamp.self, from: data),
            cached.compilerVersion == stamp.compilerVersion, cached.requested == stamp.requested
        {
            return try graphs(from: cached)
        }
        try? FileManager.default.removeItem(at: cacheDirectory)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        let outcomes = try await modules.concurrentMap { module in (module, await extract(module)) }
        let result = Stamp(
            compilerVersion: stamp.compilerVersion, requested: modules,
            missing: outcomes.filter { !$0.1 }.map(\.0)
        )
        try JSONEncoder().encode(result).write(to: stampFile)
        return try graphs(from: result)
    }

    /// Extracts one module into its own folder; false when the toolchain has no such module.
    private func extract(_ module: String) async -> Bool {
        let output = cacheDirectory.appendingPathComponent(module)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            // Synthesized members are copies of protocol-extension members under made-up USRs that no
            // index ever references; skipping them halves what there is to read.
            _ = try await ChildProcess.output(
                of: toolchain.symbolGraphExtractor,
                [
                    "-module-name", module, "-target", toolchain.targetTriple, "-output-dir", output.path,
                    "-I", toolchain.pluginAPIDirectory.path, "-minimum-access-level", "public",
                    "-skip-synthesized-members", "-skip-inherited-docs",
                ])
            return true
        } catch {
            try? FileManager.default.removeItem(at: output)
            return false
        }
    }

    private func graphs(from stamp: Stamp) throws -> ExtractedSymbolGraphs {
        let extracted = stamp.requested.filter { !stamp.missing.contains($0) }
        let files = try extracted.flatMap { module in
            let folder = cacheDirectory.appendingPathComponent(module)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".symbols.json") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        return ExtractedSymbolGraphs(files: files, missingModules: stamp.missing)
    }

    /// What a cache folder holds: graphs of `requested` minus `missing`, from this compiler.
    private struct Stamp: Codable {
        let compilerVersion: String
        let requested: [String]
        let missing: [String]
    }
}
