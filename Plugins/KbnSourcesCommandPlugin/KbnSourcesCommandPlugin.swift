// The command plugin `swift package generate-kbn-sources`: writes each target's KbnDefinitions.swift
// into the target's folder, for teams that review generated code, or with --check fails when a
// committed one is not what kbn-gen generates. It finds the files by the build plugin's rule
// (Plugins/PluginsShared/DefinitionsLookup.swift); kbn-gen does the work.

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
            throw CommandError("unexpected arguments \(extractor.remainingArguments); use [--target <name>]... [--check]")
        }
        let package = try PackageTargets(context.package)
        let sources = try targetNames.isEmpty
            ? package.sourcesWhenNoTargetIsNamed()
            : context.package.targets(named: targetNames).map(package.source(forNamed:))
        let generator = try context.tool(named: "kbn-gen").url
        var failed: [CommittedSource] = []
        for source in sources {
            if try source.run(generator, checkOnly: checkOnly) {
                let result = checkOnly ? "\(source.outputPath) is up to date with" : "Generated \(source.outputPath) from"
                print("\(result) \(source.inputList)")
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

/// The package's targets, as the command sees them: which have definitions, and which apply the
/// build plugin.
struct PackageTargets {
    let package: Package
    /// The targets the manifest declares with KbnGeneratorPlugin, read from its text (PackagePlugin
    /// does not say). Targets it cannot see there are still stopped by the build plugin's
    /// CommittedOutputError at the next build.
    let buildPluginTargets: Set<String>

    init(_ package: Package) throws {
        self.package = package
        buildPluginTargets = try Self.manifests(in: package.directoryURL).reduce(into: []) { targets, manifest in
            let text = try String(contentsOf: manifest, encoding: .utf8)
            targets.formUnion(ManifestScanner.targetsApplying(plugin: KbnSourcesCommandPlugin.buildPluginName, in: text))
        }
    }

    /// Without --target: every Swift target with definitions files of its own, and, for the root
    /// file, every Swift target that is not a test and depends on KbnKit itself (the kinds' home,
    /// rather than a target that only uses them). Targets that apply the build plugin are skipped,
    /// with a note.
    func sourcesWhenNoTargetIsNamed() throws -> [CommittedSource] {
        var sources: [CommittedSource] = []
        for case let target as SwiftSourceModuleTarget in package.targets {
            let inputs: [String]
            switch definitions(of: target) {
            case .target(let files): inputs = files
            case .root(let file) where target.kind != .test && Self.dependsOnKbnKit(target): inputs = [file]
            default: continue
            }
            if buildPluginTargets.contains(target.name) {
                print("Skipping target '\(target.name)': it applies \(KbnSourcesCommandPlugin.buildPluginName), which generates its kinds at build time")
                continue
            }
            sources.append(CommittedSource(target: target, inputs: inputs, package: package))
        }
        guard !sources.isEmpty else {
            throw CommandError(
                """
                no target to generate for: no Swift target without \(KbnSourcesCommandPlugin.buildPluginName) has a file \
                \(DefinitionsLookup.namesDescription) in its folder, and none that depends on KbnKit itself uses the \
                package's root file, \(rootFile). Add definitions to a target's folder or the package root, or name the \
                targets with --target
                """
            )
        }
        return sources
    }

    /// A target named with --target: refused when it applies the build plugin or has no definitions.
    func source(forNamed target: Target) throws -> CommittedSource {
        guard let target = target as? SwiftSourceModuleTarget else {
            throw CommandError("target '\(target.name)' is not a Swift target; kbn-gen generates Swift")
        }
        if buildPluginTargets.contains(target.name) {
            throw CommandError(
                """
                target '\(target.name)' applies \(KbnSourcesCommandPlugin.buildPluginName), which generates its kinds at \
                build time; a committed \(GeneratedFileNames.committed) would declare them a second time. Remove the \
                plugin from the target in Package.swift to commit the generated code instead, or leave the target out
                """
            )
        }
        let inputs = definitions(of: target).files
        guard !inputs.isEmpty else {
            throw CommandError(
                """
                target '\(target.name)' has no definitions: no file \(DefinitionsLookup.namesDescription) in its folder \
                \(DefinitionsFinder.path(of: target.directoryURL)) or a subfolder, and no \(rootFile)
                """
            )
        }
        return CommittedSource(target: target, inputs: inputs, package: package)
    }

    private var rootFile: String {
        DefinitionsFinder.rootFile(in: package.directoryURL)
    }

    private func definitions(of target: SwiftSourceModuleTarget) -> DefinitionsLookup.Source {
        DefinitionsFinder.source(targetFiles: target.sourceFiles.map(\.url), folder: target.directoryURL, rootFolder: package.directoryURL)
    }

    /// Whether `target` names KbnKit among its own dependencies, as the product or, inside
    /// swift-kbn, as the target.
    private static func dependsOnKbnKit(_ target: Target) -> Bool {
        target.dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "KbnKit"
            case .target(let target): target.name == "KbnKit"
            @unknown default: false
            }
        }
    }

    /// `Package.swift` and the version-specific manifests beside it (`Package@swift-6.0.swift`): a
    /// target counts as using the build plugin when any of them applies it.
    private static func manifests(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: DefinitionsFinder.path(of: folder))
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .map { folder.appending(path: $0) }
    }
}

/// One target's committed file and the definitions it comes from.
struct CommittedSource {
    let inputs: [String]
    let output: URL
    /// The output's path relative to the package, for messages.
    let outputPath: String

    init(target: SwiftSourceModuleTarget, inputs: [String], package: Package) {
        self.inputs = inputs
        output = target.directoryURL.appending(path: GeneratedFileNames.committed)
        let root = DefinitionsFinder.path(of: package.directoryURL) + "/"
        let path = DefinitionsFinder.path(of: output)
        outputPath = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The full paths of the definitions files, for messages.
    var inputList: String { inputs.joined(separator: ", ") }

    /// Runs `kbn-gen generate <inputs…> --output <file>`, which prints its own errors; true when it
    /// succeeded.
    func run(_ generator: URL, checkOnly: Bool) throws -> Bool {
        let process = Process()
        process.executableURL = generator
        process.arguments = ["generate"] + inputs + ["--output", DefinitionsFinder.path(of: output)] + (checkOnly ? ["--check"] : [])
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}

struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
