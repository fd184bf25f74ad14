// Compiles the audited modules with the toolchain's own compiler, without SwiftPM: a module that
// others import is emitted as a .swiftmodule; every module is type-checked once, writing a JSON
// AST per file (for the `#available` and `@available` around each line) and an index store (for
// every declaration each line references, with its USR).

import Foundation

/// One source file of a compiled module and what the compiler wrote about it.
public struct CompiledFile: Sendable {
    public let source: URL
    /// `swiftc -dump-ast -dump-ast-format json` of this file.
    public let astDump: URL
}

/// A module after compilation: its files, their AST dumps and the index store of all of them.
public struct CompiledModule: Sendable {
    public let module: AuditedModule
    public let files: [CompiledFile]
    public let indexStore: URL
}

/// Compiles modules in `workDirectory`, a folder the audit owns and may empty.
public struct ModuleCompiler: Sendable {
    public let toolchain: Toolchain
    public let workDirectory: URL
    /// The package's swift-tools-version, which decides the PackagePlugin API plugins may use
    /// (SwiftPM passes it to the compiler the same way); nil outside a package.
    public let toolsVersion: String?

    public init(toolchain: Toolchain, workDirectory: URL, toolsVersion: String?) {
        self.toolchain = toolchain
        self.workDirectory = workDirectory
        self.toolsVersion = toolsVersion
    }

    /// The version in the `// swift-tools-version:` line that starts `Package.swift` in `root`.
    public static func toolsVersion(ofPackageAt root: URL) -> String? {
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
            let firstLine = manifest.split(separator: "\n", maxSplits: 1).first,
            let marker = firstLine.range(of: "swift-tools-version:")
        else { return nil }
        let version = firstLine[marker.upperBound...].prefix { $0 == " " || $0.isNumber || $0 == "." }
            .trimmingCharacters(in: .whitespaces)
        return version.isEmpty ? nil : version
    }

    private var modulesDirectory: URL { workDirectory.appendingPathComponent("modules") }

    /// Emits the modules that others import, dependencies first, then compiles every module for
    /// the audit, as many at a time as there are cores.
    public func compile(_ modules: [AuditedModule]) async throws -> [CompiledModule] {
        for directory in ["modules", "ast", "index"] {
            let url = workDirectory.appendingPathComponent(directory)
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let imported = Set(modules.flatMap(\.dependencies))
        for level in try dependencyLevels(of: modules.filter { imported.contains($0.name) }, all: modules) {
            _ = try await level.concurrentMap { try await emitModule($0) }
        }
        return try await modules.concurrentMap { try await analyze($0) }
    }

    /// Groups modules so that each group imports only modules of earlier groups.
    private func dependencyLevels(of emitted: [AuditedModule], all: [AuditedModule]) throws -> [[AuditedModule]] {
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var depth: [String: Int] = [:]
        func levelOf(_ module: AuditedModule, path: [String]) throws -> Int {
            if let known = depth[module.name] { return known }
            guard !path.contains(module.name) else {
                throw ToolchainError(
                    description: "modules import each other: \((path + [module.name]).joined(separator: " → "))")
            }
            let level =
                try module.dependencies.compactMap { byName[$0] }
                .map { try levelOf($0, path: path + [module.name]) + 1 }.max() ?? 0
            depth[module.name] = level
            return level
        }
        let levels = try emitted.map { (try levelOf($0, path: []), $0) }
        return Dictionary(grouping: levels, by: \.0).sorted { $0.key < $1.key }.map { $0.value.map(\.1) }
    }

    private func sources(of module: AuditedModule) throws -> [URL] {
        let files = SourceDiscovery.swiftFiles(in: module.sourceDirectories)
        guard !files.isEmpty else {
            throw ToolchainError(
                description:
                    "module '\(module.name)' has no Swift files in \(module.sourceDirectories.map(\.path).joined(separator: ", "))"
            )
        }
        return files
    }

    /// Flags every compilation shares: the language mode of the project (Swift 6), where the
    /// emitted modules and PackagePlugin are, top-level code only in a `main.swift`, and the
    /// tools version that plugins are compiled against. One package name for all, as SwiftPM
    /// gives the modules of one package, so that `package` declarations are seen across them.
    private func commonArguments(for module: AuditedModule, files: [URL]) -> [String] {
        var arguments = [
            "-module-name", module.moduleName, "-package-name", "swift_kbn", "-swift-version", "6", "-target",
            toolchain.targetTriple,
            "-I", modulesDirectory.path, "-I", toolchain.pluginAPIDirectory.path,
        ]
        if !files.contains(where: { $0.lastPathComponent == "main.swift" }) {
            arguments.append("-parse-as-library")
        }
        if let toolsVersion {
            arguments += ["-package-description-version", toolsVersion]
        }
        return arguments
    }

    private func emitModule(_ module: AuditedModule) async throws {
        let files = try sources(of: module)
        // Importers need only declarations and inlinable bodies; skipping the other bodies, as
        // SwiftPM's own emit-module jobs do, halves the time (the analysis checks them all anyway).
        _ = try await ChildProcess.output(
            of: toolchain.swiftc,
            [
                "-emit-module", "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
            ]
                + commonArguments(for: module, files: files)
                + [
                    "-emit-module-path",
                    modulesDirectory.appendingPathComponent("\(module.moduleName).swiftmodule").path,
                ]
                + files.map(\.path))
    }

    /// One frontend run with every file primary: it writes each file's AST to its own `-o` and
    /// indexes them all, so the module is type-checked once for both.
    private func analyze(_ module: AuditedModule) async throws -> CompiledModule {
        let files = try sources(of: module)
        let astDirectory = workDirectory.appendingPathComponent("ast/\(module.moduleName)")
        let indexStore = workDirectory.appendingPathComponent("index/\(module.moduleName)")
        try FileManager.default.createDirectory(at: astDirectory, withIntermediateDirectories: true)
        let compiled = files.enumerated().map { index, file in
            CompiledFile(
                source: file, astDump: astDirectory.appendingPathComponent("\(index)-\(file.lastPathComponent).json"))
        }
        var arguments =
            ["-frontend", "-dump-ast", "-dump-ast-format", "json"]
            + commonArguments(for: module, files: files)
            + ["-index-store-path", indexStore.path, "-index-ignore-stdlib"]
        for file in compiled {
            arguments += ["-primary-file", file.source.path, "-o", file.astDump.path]
        }
        _ = try await ChildProcess.output(of: toolchain.swiftc, arguments)
        return CompiledModule(module: module, files: compiled, indexStore: indexStore)
    }
}
