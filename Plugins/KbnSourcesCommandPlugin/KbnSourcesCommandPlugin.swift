// The command plugin `swift package generate-kbn-sources`: writes each target's KbnDefinitions.swift
// into the target's folder, for teams that review generated code, or with --check fails when a
// committed one is not what kbn-gen generates. Without --target it handles the targets that already
// hold the file, and --target may create one. It finds the definitions by the build plugin's rule
// (Plugins/PluginsShared/DefinitionsLookup.swift); kbn-gen-build, the plugins' tool (kbn-gen's
// `generate` alone), does the work.

import Foundation
import PackagePlugin

@main
struct KbnSourcesCommandPlugin: CommandPlugin {
    static let buildPluginName = "KbnGeneratorPlugin"
    static let command = "swift package --allow-writing-to-package-directory generate-kbn-sources"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let checkOnly = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError(
                "unexpected arguments \(extractor.remainingArguments); use [--target <name>]... [--check]")
        }
        let package = PackageTargets(context.package)
        let sources =
            try targetNames.isEmpty
            ? package.sourcesWhenNoTargetIsNamed()
            : context.package.targets(named: targetNames).map(package.source(forNamed:))
        let generator = try context.tool(named: "kbn-gen-build").url
        var failed: [CommittedSource] = []
        for source in sources {
            if try source.run(generator, checkOnly: checkOnly) {
                let result =
                    checkOnly ? "\(source.outputPath) is up to date with" : "Generated \(source.outputPath) from"
                print("\(result) \(source.inputList)")
                if source.isNew && !checkOnly {
                    print(
                        """
                        note: \(source.outputPath) is new; if target '\(source.targetName)' applies \(Self.buildPluginName), \
                        remove the plugin from the target, which now has its kinds in this file
                        """
                    )
                }
            } else {
                failed.append(source)
            }
        }
        guard failed.isEmpty else {
            let files = failed.map(\.outputPath).joined(separator: ", ")
            throw CommandError(
                checkOnly
                    ? "not up to date: \(files); run `\(Self.command)` and commit the result"
                    : "kbn-gen could not generate \(files); see the errors it printed"
            )
        }
    }
}

/// The package's targets, as the command sees them.
///
/// PackagePlugin does not tell a command which plugins a target applies, so the command decides
/// from the files: without --target it regenerates only the committed files that exist, and only
/// --target may create one. A target that applies KbnGeneratorPlugin has no such file, as the
/// build plugin refuses to build it with one (CommittedOutputError), which keeps the two apart.
struct PackageTargets {
    let package: Package

    init(_ package: Package) {
        self.package = package
    }

    /// Without --target: every Swift target whose folder holds KbnDefinitions.swift.
    func sourcesWhenNoTargetIsNamed() throws -> [CommittedSource] {
        let committed = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            FileManager.default.fileExists(atPath: DefinitionsFinder.path(of: CommittedSource.output(of: target)))
        }
        guard !committed.isEmpty else {
            throw CommandError(
                """
                no target to generate for: no target's folder holds \(GeneratedFileNames.committed), and without \
                --target the command only regenerates existing ones. Name the target to create it in with \
                --target <name>
                """
            )
        }
        return try committed.map(source(forNamed:))
    }

    /// A target named with --target, or one that already holds its committed file: refused when it
    /// has no definitions.
    func source(forNamed target: Target) throws -> CommittedSource {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw CommandError("target '\(target.name)' is not a Swift target; kbn-gen generates Swift")
        }
        let inputs = DefinitionsFinder.source(
            targetFiles: target.sourceFiles.map(\.url), folder: target.directoryURL, rootFolder: package.directoryURL
        ).files
        guard !inputs.isEmpty else {
            throw CommandError(
                """
                target '\(target.name)' has no definitions: no file \(DefinitionsLookup.namesDescription) in its folder \
                \(DefinitionsFinder.path(of: target.directoryURL)) or a subfolder, and no \
                \(DefinitionsFinder.rootFile(in: package.directoryURL))
                """
            )
        }
        return CommittedSource(target: target, inputs: inputs, package: package)
    }
}

/// One target's committed file and the definitions it comes from.
struct CommittedSource {
    let targetName: String
    let inputs: [String]
    let output: URL
    /// Whether the output did not exist before the command: only --target creates one.
    let isNew: Bool
    /// The output's path relative to the package, for messages.
    let outputPath: String

    init(target: SwiftSourceModuleTarget, inputs: [String], package: Package) {
        targetName = target.name
        self.inputs = inputs
        output = Self.output(of: target)
        isNew = !FileManager.default.fileExists(atPath: DefinitionsFinder.path(of: output))
        let root = DefinitionsFinder.path(of: package.directoryURL) + "/"
        let path = DefinitionsFinder.path(of: output)
        outputPath = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// Where the command writes `target`'s file: in the target's folder, beside its sources.
    static func output(of target: SwiftSourceModuleTarget) -> URL {
        target.directoryURL.appending(path: GeneratedFileNames.committed)
    }

    /// The full paths of the definitions files, for messages.
    var inputList: String { inputs.joined(separator: ", ") }

    /// Runs `kbn-gen-build generate <inputs…> --output <file>`, which prints its own errors; true when it
    /// succeeded.
    func run(_ generator: URL, checkOnly: Bool) throws -> Bool {
        let process = Process()
        process.executableURL = generator
        process.arguments =
            ["generate"] + inputs + ["--output", DefinitionsFinder.path(of: output)] + (checkOnly ? ["--check"] : [])
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
