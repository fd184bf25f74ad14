// Finds the Swift toolchain the audit runs: the `swiftc` on PATH, and what comes with it.

import Foundation

/// The compiler, the symbol graph extractor, and the libraries and modules next to them.
public struct Toolchain: Sendable {
    public let swiftc: URL
    public let symbolGraphExtractor: URL
    /// The host's target triple, such as `x86_64-unknown-linux-gnu`.
    public let targetTriple: String
    /// `usr/lib/swift` of the toolchain.
    public let resourceDirectory: URL
    /// "Swift version 6.3.1 (swift-6.3.1-RELEASE)": cached symbol graphs are only reused for it.
    public let compilerVersion: String

    /// Where the toolchain keeps `PackagePlugin.swiftmodule`, which package plugins import.
    public var pluginAPIDirectory: URL {
        resourceDirectory.appendingPathComponent("pm/PluginAPI")
    }

    /// libIndexStore, which reads the index the compiler writes: in `usr/lib`, beside `usr/lib/swift`.
    public var indexStoreLibrary: URL {
        #if canImport(Darwin)
        let name = "libIndexStore.dylib"
        #else
        let name = "libIndexStore.so"
        #endif
        return resourceDirectory.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The toolchain of the first `swiftc` on PATH.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> Toolchain {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let swiftc =
                directories
                .map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw ToolchainError(description: "no swiftc on PATH; put the Swift toolchain's bin folder on PATH") }

        let info = try JSONDecoder().decode(
            TargetInfo.self,
            from: Data(try await ChildProcess.output(of: swiftc, ["-print-target-info"]).utf8)
        )
        return Toolchain(
            swiftc: swiftc,
            // Beside the real compiler: a `swiftc` on PATH may be a link from elsewhere. `swiftc`
            // itself is run by the name it was found under, which tells the driver its mode.
            symbolGraphExtractor: swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-symbolgraph-extract"),
            targetTriple: info.target.triple,
            resourceDirectory: URL(fileURLWithPath: info.paths.runtimeResourcePath),
            compilerVersion: info.compilerVersion
        )
    }

    /// The part of `swiftc -print-target-info` the audit reads.
    private struct TargetInfo: Decodable {
        let compilerVersion: String
        let target: Target
        let paths: Paths

        struct Target: Decodable { let triple: String }
        struct Paths: Decodable { let runtimeResourcePath: String }
    }
}

public struct ToolchainError: Error, CustomStringConvertible {
    public let description: String
}
