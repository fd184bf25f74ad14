// The command plugin `swift package generate-kbn-sources`: writes each target's KbnDefinitions.swift
// into the target's folder, for teams that review generated code, or with --check fails when a
// committed one is not what kbn-gen generates. kbn-gen does the work; this only finds the files.

import Foundation
import PackagePlugin

@main
struct KbnSourcesCommandPlugin: CommandPlugin {
    static let definitionsFileName = "kbn-definitions.json"
    static let outputFileName = "KbnDefinitions.swift"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let checkOnly = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError("unexpected arguments \(extractor.remainingArguments); use [--target <name>]... [--check]")
        }
        let package = context.package
        let sources = try targetNames.isEmpty
            ? package.targets.compactMap { try GeneratedSource(target: $0, package: package, required: false) }
            : package.targets(named: targetNames).compactMap { try GeneratedSource(target: $0, package: package, required: true) }
        guard !sources.isEmpty else {
            throw CommandError(
                "no target has a \(Self.definitionsFileName) in its folder; add one, or name the targets to generate for with --target (they then use the package's \(Self.definitionsFileName))"
            )
        }
        let generator = try context.tool(named: "kbn-gen").url
        var failed: [GeneratedSource] = []
        for source in sources {
            if try source.run(generator, checkOnly: checkOnly) {
                print(checkOnly ? "\(source.outputPath) is up to date" : "Generated \(source.outputPath) from \(source.inputPath)")
            } else {
                failed.append(source)
            }
        }
        guard failed.isEmpty else {
            let files = failed.map(\.outputPath).joined(separator: ", ")
            throw CommandError(
                checkOnly
                    ? "not up to date: \(files); run `swift package --allow-writing-to-package-directory generate-kbn-sources` and commit the result"
                    : "kbn-gen could not generate \(files); see the errors it printed"
            )
        }
    }
}

/// One target's generated file and the definitions it comes from.
struct GeneratedSource {
    let input: URL
    let output: URL
    /// Paths relative to the package, for messages.
    let inputPath: String
    let outputPath: String

    /// The file for `target`, from the `kbn-definitions.json` in its folder, else (for a target
    /// named with --target) the package's. Nil for a target that has none and was not named.
    init?(target: Target, package: Package, required: Bool) throws {
        guard target is SourceModuleTarget else {
            if required { throw CommandError("target '\(target.name)' has no Swift sources to generate into") }
            return nil
        }
        // Target.directoryURL needs tools version 6.1, where `directory` becomes deprecated; switch
        // to it when Package.swift moves to 6.1.
        let folder = URL(filePath: String(describing: target.directory), directoryHint: .isDirectory)
        let own = folder.appending(path: KbnSourcesCommandPlugin.definitionsFileName)
        let shared = package.directoryURL.appending(path: KbnSourcesCommandPlugin.definitionsFileName)
        if FileManager.default.fileExists(atPath: own.path(percentEncoded: false)) {
            input = own
        } else if required, FileManager.default.fileExists(atPath: shared.path(percentEncoded: false)) {
            input = shared
        } else if required {
            throw CommandError(
                "target '\(target.name)' has no \(KbnSourcesCommandPlugin.definitionsFileName); looked in its folder and at the package root"
            )
        } else {
            return nil
        }
        output = folder.appending(path: KbnSourcesCommandPlugin.outputFileName)
        inputPath = Self.relativePath(of: input, in: package)
        outputPath = Self.relativePath(of: output, in: package)
    }

    /// Runs `kbn-gen generate`, which prints its own errors; true when it succeeded.
    func run(_ generator: URL, checkOnly: Bool) throws -> Bool {
        let process = Process()
        process.executableURL = generator
        process.arguments = ["generate", input.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
            + (checkOnly ? ["--check"] : [])
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }

    private static func relativePath(of file: URL, in package: Package) -> String {
        let root = package.directoryURL.path(percentEncoded: false)
        let path = file.path(percentEncoded: false)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
