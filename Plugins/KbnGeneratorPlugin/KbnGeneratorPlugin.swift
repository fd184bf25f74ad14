// The build-tool plugin: finds a target's definitions files (Plugins/PluginsShared/DefinitionsLookup.swift)
// and declares one command of kbn-gen-build, the plugins' tool (kbn-gen's `generate` alone), that
// turns them all into Swift. It reads no JSON itself; the tool parses, validates and reports errors.

import Foundation
import PackagePlugin

@main
struct KbnGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw NotASwiftTargetError(targetName: target.name)
        }
        return [
            try GenerationCommand(
                targetName: target.name,
                targetFiles: target.sourceFiles.map(\.url),
                folder: target.directoryURL,
                rootFolder: context.package.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                generator: try context.tool(named: "kbn-gen-build").url
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
                folder: nil,
                rootFolder: context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL,
                generator: try context.tool(named: "kbn-gen-build").url
            ).command
        ]
    }
}
#endif

/// The one build command for a target, shared by SwiftPM and Xcode projects.
struct GenerationCommand {
    let command: Command

    /// `kbn-gen-build generate <inputs…> --output-dir <work directory>`, for every definitions file of the
    /// target, else for the one in `rootFolder` (the package or project root).
    ///
    /// A target with neither still gets the command, for the file it should have, so that only
    /// building that target fails: kbn-gen reports the missing file, and a warning says what to
    /// add. Throwing here instead would stop build planning for the whole package, so that not even
    /// `swift run kbn-gen import-csv`, which writes the first definitions file, could run.
    ///
    /// - Parameter folder: The SwiftPM target's folder, searched at any depth so that files the
    ///   target excludes count too; nil for an Xcode target, which has none: its files are searched.
    init(targetName: String, targetFiles: [URL], folder: URL?, rootFolder: URL, workDirectory: URL, generator: URL)
        throws
    {
        if let committed = targetFiles.first(where: { $0.lastPathComponent == GeneratedFileNames.committed }) {
            throw CommittedOutputError(targetName: targetName, file: committed)
        }
        let found = DefinitionsFinder.source(targetFiles: targetFiles, folder: folder, rootFolder: rootFolder).files
        var inputs = found
        if found.isEmpty {
            let missing = MissingDefinitions(targetName: targetName, folder: folder, rootFolder: rootFolder)
            // SwiftPM shows a plugin's warnings only when it runs the plugin, not on later builds
            // that reuse its commands; kbn-gen's error shows on every build of the target.
            Diagnostics.warning(missing.description)
            inputs = [missing.expectedFile]
        }
        // kbn-gen derives the same names from the same paths and part counts, so the declared outputs
        // are what it writes.
        let layout = DefinitionsParts.layout(ofFilesAt: inputs)
        let outputs =
            ([GeneratedFileNames.namespaces]
            + GeneratedFileNames.outputNames(forInputs: inputs, partCounts: layout.partCounts).flatMap { $0 }
            + GeneratedFileNames.shared(count: layout.sharedCount))
            .map { workDirectory.appending(path: $0) }
        command = .buildCommand(
            displayName: BuildStepName.generating(
                inputs, targetName: targetName, folder: folder.map(DefinitionsFinder.path(of:)),
                rootFolder: DefinitionsFinder.path(of: rootFolder)
            ),
            executable: generator,
            arguments: ["generate"] + inputs + [
                "--output-dir", DefinitionsFinder.path(of: workDirectory),
                "--parts", layout.partCounts.map(String.init).joined(separator: ","),
            ] + (layout.sharedCount == 0 ? [] : ["--shared-parts", String(layout.sharedCount)]),
            // Not the missing file: SwiftPM would refuse the command for a missing input before
            // kbn-gen could say which target needs it.
            inputFiles: found.map { URL(filePath: $0) },
            outputFiles: outputs
        )
    }
}

/// A target that applies the plugin and has no definitions yet, as in a package that is about to
/// import its first code master.
struct MissingDefinitions: CustomStringConvertible {
    let targetName: String
    /// The target's folder; nil for an Xcode target, whose files were searched.
    let folder: URL?
    let rootFolder: URL

    /// The file kbn-gen is asked for, whose absence it reports: the target's own
    /// `kbn-definitions.json`, or the root one for an Xcode target, which has no folder.
    var expectedFile: String {
        DefinitionsFinder.rootFile(in: folder ?? rootFolder)
    }

    var description: String {
        let ownFiles =
            folder.map { "in its folder \(DefinitionsFinder.path(of: $0)) or a subfolder" }
            ?? "among the target's files"
        let rootFile = DefinitionsFinder.rootFile(in: rootFolder)
        return """
            KbnGeneratorPlugin found no definitions for target '\(targetName)': no file \
            \(DefinitionsLookup.namesDescription) \(ownFiles), and no \(rootFile). \
            Add a definitions file to one of those places (`kbn-gen import-csv` writes one from a CSV file), \
            or remove the plugin from the target. Until then, building the target fails.
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

/// kbn-gen writes Swift, which only a Swift target compiles.
struct NotASwiftTargetError: Error, CustomStringConvertible {
    let targetName: String

    var description: String {
        "target '\(targetName)' is not a Swift target, and KbnGeneratorPlugin generates Swift; apply it to a Swift target"
    }
}
