// The build-tool plugin: finds a target's kbn-definitions.json and declares one kbn-gen command
// for it. It reads no JSON itself; kbn-gen parses, validates and reports errors.

import Foundation
import PackagePlugin

@main
struct KbnGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return [
            try GenerationCommand(
                targetName: target.name,
                targetFiles: target.sourceFiles.map(\.url),
                fallbackDirectory: context.package.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                generator: try context.tool(named: "kbn-gen").url
            ).command
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KbnGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [
            try GenerationCommand(
                targetName: target.displayName,
                targetFiles: target.inputFiles.map(\.url),
                fallbackDirectory: context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                generator: try context.tool(named: "kbn-gen").url
            ).command
        ]
    }
}
#endif

/// The one build command for a target, shared by SwiftPM and Xcode projects.
struct GenerationCommand {
    static let definitionsFileName = "kbn-definitions.json"
    static let outputFileName = "KbnDefinitions.swift"

    let command: Command

    /// Uses the `kbn-definitions.json` among the target's files, else the one in `fallbackDirectory`
    /// (the package or project root).
    init(targetName: String, targetFiles: [URL], fallbackDirectory: URL, workDirectory: URL, generator: URL) throws {
        if let committed = targetFiles.first(where: { $0.lastPathComponent == Self.outputFileName }) {
            throw CommittedOutputError(targetName: targetName, file: committed)
        }
        let fallback = fallbackDirectory.appending(path: Self.definitionsFileName)
        let input: URL
        if let own = targetFiles.first(where: { $0.lastPathComponent == Self.definitionsFileName }) {
            input = own
        } else if FileManager.default.fileExists(atPath: fallback.path(percentEncoded: false)) {
            input = fallback
        } else {
            throw MissingDefinitionsError(targetName: targetName, fallback: fallback)
        }
        let output = workDirectory.appending(path: Self.outputFileName)
        command = .buildCommand(
            displayName: "Generating division values for \(targetName) from \(input.lastPathComponent)",
            executable: generator,
            arguments: ["generate", input.path(percentEncoded: false), "--output", output.path(percentEncoded: false)],
            inputFiles: [input],
            outputFiles: [output]
        )
    }
}

struct MissingDefinitionsError: Error, CustomStringConvertible {
    let targetName: String
    let fallback: URL

    var description: String {
        """
        KbnGeneratorPlugin found no \(GenerationCommand.definitionsFileName) for target '\(targetName)'. \
        Looked among the target's files and at \(fallback.path(percentEncoded: false)). \
        Add the file to one of those places, or remove the plugin from the target.
        """
    }
}

/// The target has the file `swift package generate-kbn-sources` writes, so generating it again here
/// would declare every kind twice; said before the compiler's "multiple producers" error can.
struct CommittedOutputError: Error, CustomStringConvertible {
    let targetName: String
    let file: URL

    var description: String {
        """
        target '\(targetName)' has \(file.path(percentEncoded: false)), so KbnGeneratorPlugin would declare \
        its kinds a second time. Use one of the two: remove KbnGeneratorPlugin from the target's plugins to \
        keep the committed file (regenerated with `swift package generate-kbn-sources`), or delete the file to \
        generate at build time.
        """
    }
}
