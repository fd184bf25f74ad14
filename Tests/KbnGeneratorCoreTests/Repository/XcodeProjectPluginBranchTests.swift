// Type-checks the plugins' `#if canImport(XcodeProjectPlugin)` branches, which no build on Linux
// compiles, against the stand-in module in Tests/XcodeProjectPluginStandIn: a misspelled or misused
// Xcode API there fails `swift test` instead of an Xcode user's build. Each plugin folder is compiled
// as SwiftPM compiles a plugin (every Swift file in it, through symlinks, against the toolchain's
// PackagePlugin, in the package's tools version), with the stand-in on the import path.

import Foundation
import KbnTestSupport
import Testing

@Suite("Plugins' Xcode branches")
struct XcodeProjectPluginBranchTests {
    @Test func everyPluginTypeChecksWithItsXcodeBranchAndNoWarnings() throws {
        let compiler = try PluginCompiler()
        defer { compiler.remove() }
        let plugins = try PluginFolder.all()
        #expect(!plugins.isEmpty, "no plugin folders found in \(PluginFolder.root.path(percentEncoded: false))")
        for plugin in plugins {
            let result = try compiler.typeCheck(plugin.sources, module: plugin.name, withStandIn: true)
            #expect(
                result.status == 0 && result.text.isEmpty, "\(plugin.name) does not type-check cleanly:\n\(result.text)"
            )
        }
    }

    /// The check above proves nothing unless the Xcode branch is really compiled: a misspelled
    /// member in it must be an error with the stand-in on the import path, and go unnoticed without
    /// it, which also shows that the stand-in is what `canImport(XcodeProjectPlugin)` finds.
    @Test func aMisspelledMemberInAnXcodeBranchFailsOnlyWithTheStandIn() throws {
        let compiler = try PluginCompiler()
        defer { compiler.remove() }
        var found: (plugin: PluginFolder, file: URL, misspelled: String)?
        search: for plugin in try PluginFolder.all() {
            for file in plugin.sources {
                if let misspelled = try Self.misspellingInXcodeBranch(of: file) {
                    found = (plugin, file, misspelled)
                    break search
                }
            }
        }
        let (plugin, original, misspelled) = try #require(
            found, "no plugin's Xcode branch reads `.inputFiles`; misspell another member that one uses"
        )
        // Beside the stand-in's folder, not in it, so that only `-I` can put the stand-in in reach.
        let copyFolder = compiler.directory.appending(path: "misspelled")
        try FileManager.default.createDirectory(at: copyFolder, withIntermediateDirectories: true)
        let copy = copyFolder.appending(path: original.lastPathComponent)
        try Data(misspelled.utf8).write(to: copy)
        let sources = plugin.sources.map { $0 == original ? copy : $0 }

        let withStandIn = try compiler.typeCheck(sources, module: plugin.name, withStandIn: true)
        #expect(withStandIn.status != 0)
        #expect(
            withStandIn.text.contains("error: value of type 'XcodeTarget' has no member 'inputFile'"),
            "\(withStandIn.text)")

        let withoutStandIn = try compiler.typeCheck(sources, module: plugin.name, withStandIn: false)
        #expect(withoutStandIn.status == 0 && withoutStandIn.text.isEmpty, "\(withoutStandIn.text)")
    }

    /// `file`'s text with `.inputFiles` misspelled `.inputFile` inside its Xcode branches only, or nil
    /// when no Xcode branch reads `.inputFiles`.
    private static func misspellingInXcodeBranch(of file: URL) throws -> String? {
        var depth = 0  // of `#if` nesting inside an Xcode branch; 0 outside one
        var changed = false
        let lines = try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let result = lines.map { line -> String in
            let directive = line.trimmingCharacters(in: .whitespaces)
            if depth == 0 {
                if directive.hasPrefix("#if canImport(XcodeProjectPlugin)") { depth = 1 }
                return String(line)
            }
            if directive.hasPrefix("#if") { depth += 1 }
            if directive.hasPrefix("#endif") || (depth == 1 && directive.hasPrefix("#el")) { depth -= 1 }
            guard depth > 0, line.contains(".inputFiles") else { return String(line) }
            changed = true
            return String(line.replacing(".inputFiles", with: ".inputFile"))
        }
        return changed ? result.joined(separator: "\n") : nil
    }
}

/// A folder in Plugins/ and the Swift files SwiftPM compiles for it.
private struct PluginFolder {
    let name: String
    let sources: [URL]

    static let root = Repository.file("Plugins")

    /// Every plugin folder. A folder that others link to (shared code, as swift-openapi-generator's
    /// Plugins/PluginsShared is) is no plugin of its own: its files are compiled with each folder
    /// that links it.
    static func all() throws -> [PluginFolder] {
        let folders = try FileManager.default.contentsOfDirectory(atPath: realPath(root))
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { root.appending(path: $0) }
            .filter(isDirectory)
        var linkedFolders: Set<String> = []
        let plugins = try folders.map { folder in
            var visited: Set<String> = [realPath(folder)]
            let sources = try swiftFiles(in: folder, visited: &visited)
            linkedFolders.formUnion(visited.subtracting([realPath(folder)]))
            return PluginFolder(name: folder.lastPathComponent, sources: sources)
        }
        return zip(folders, plugins).filter { !linkedFolders.contains(realPath($0.0)) }.map(\.1)
    }

    /// The Swift files under `folder`, following symlinks to files and folders (each real file and
    /// folder once), hidden ones skipped, as SwiftPM does. Named by their paths through the links,
    /// as in the plugin folder.
    private static func swiftFiles(in folder: URL, visited: inout Set<String>) throws -> [URL] {
        var files: [URL] = []
        // Lists the real folder: Foundation on Linux lists a symlink to a folder as empty.
        let names = try FileManager.default.contentsOfDirectory(atPath: realPath(folder)).filter { !$0.hasPrefix(".") }
        for entry in names.sorted().map({ folder.appending(path: $0) }) {
            guard visited.insert(realPath(entry)).inserted else { continue }
            if isDirectory(entry) {
                files += try swiftFiles(in: entry, visited: &visited)
            } else if entry.pathExtension == "swift" {
                files.append(entry)
            }
        }
        return files
    }

    private static func realPath(_ url: URL) -> String {
        url.resolvingSymlinksInPath().path(percentEncoded: false)
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path(percentEncoded: false), isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}

/// Runs the toolchain's swiftc on plugin sources, with the stand-in XcodeProjectPlugin compiled into
/// a temporary directory.
private struct PluginCompiler {
    let swiftc: URL
    /// Where the toolchain keeps the PackagePlugin module that SwiftPM compiles plugins against.
    let pluginAPI: URL
    /// The stand-in module, and any other file a test writes.
    let directory: URL
    /// What SwiftPM passes as `-package-description-version`: the package's tools version, which
    /// decides which `@available(_PackageDescription, …)` members a plugin may use.
    let toolsVersion: String

    static let standIn = Repository.file("Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift")

    init() throws {
        guard let swiftc = ChildProcess.swiftc ?? Self.swiftcBesideParentProcess else {
            throw ChildProcessError("swiftc is neither on the PATH nor beside the `swift` running the tests")
        }
        self.swiftc = swiftc
        // SwiftPM looks for it at <directory of swiftc>/../lib/swift/pm/PluginAPI (ToolchainConfiguration.swift,
        // SwiftPMLibrariesLocation(swiftCompilerPath:)); the resolved path covers a swiftc linked from elsewhere.
        let candidates = [swiftc, swiftc.resolvingSymlinksInPath()].map {
            $0.deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib/swift/pm/PluginAPI")
        }
        guard
            let pluginAPI = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
            })
        else {
            let paths = candidates.map { $0.path(percentEncoded: false) }
            throw ChildProcessError("the toolchain's PackagePlugin module is not at \(paths)")
        }
        self.pluginAPI = pluginAPI
        toolsVersion = try Self.packageToolsVersion()
        directory = try ChildProcess.temporaryDirectory()
        let result = try run([
            "-emit-module", "-module-name", "XcodeProjectPlugin", "-emit-module-path",
            directory.appending(path: "XcodeProjectPlugin.swiftmodule").path(percentEncoded: false),
            "-I", pluginAPI.path(percentEncoded: false), Self.standIn.path(percentEncoded: false),
        ])
        guard result.status == 0, result.text.isEmpty else {
            remove()
            throw CompilationFailure(
                description: "the stand-in XcodeProjectPlugin does not compile cleanly:\n\(result.text)")
        }
    }

    /// Type-checks `sources` as one plugin module, with or without the stand-in on the import path.
    func typeCheck(_ sources: [URL], module: String, withStandIn: Bool) throws -> (status: Int32, text: String) {
        let standInPath = withStandIn ? ["-I", directory.path(percentEncoded: false)] : []
        return try run(
            ["-typecheck", "-module-name", module] + standInPath + ["-I", pluginAPI.path(percentEncoded: false)]
                + sources.map { $0.path(percentEncoded: false) }
        )
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// swiftc with the flags SwiftPM uses for plugins that matter to type-checking (`-parse-as-library`
    /// for `@main`, the language mode of tools version 6, the tools version), warnings as errors.
    private func run(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let result = try ChildProcess.run(
            swiftc,
            [
                "-parse-as-library", "-swift-version", "6", "-package-description-version", toolsVersion,
                "-warnings-as-errors",
            ] + arguments)
        return (result.status, result.errorOutput + result.output)
    }

    /// The version in Package.swift's `// swift-tools-version:` line, so that the plugins are checked
    /// against the API their package declares, as SwiftPM compiles them.
    private static func packageToolsVersion() throws -> String {
        let manifest = try String(contentsOf: Repository.file("Package.swift"), encoding: .utf8)
        let firstLine = manifest.prefix { $0 != "\n" }
        guard let marker = firstLine.range(of: "swift-tools-version:") else {
            throw CompilationFailure(
                description: "Package.swift does not start with a swift-tools-version line: \(firstLine)")
        }
        let version = firstLine[marker.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        guard !version.isEmpty, version.allSatisfy({ $0.isNumber || $0 == "." }) else {
            throw CompilationFailure(description: "cannot read the tools version in: \(firstLine)")
        }
        return version
    }

    /// On Linux, `swift test` is the parent of the test process: its folder holds the toolchain's swiftc.
    private static var swiftcBesideParentProcess: URL? {
        let parent = URL(filePath: "/proc/\(getppid())/exe").resolvingSymlinksInPath()
        let swiftc = parent.deletingLastPathComponent().appending(path: "swiftc")
        return FileManager.default.isExecutableFile(atPath: swiftc.path(percentEncoded: false)) ? swiftc : nil
    }
}
