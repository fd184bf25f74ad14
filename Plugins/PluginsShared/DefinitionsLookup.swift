// Which definitions files a target uses: the one rule that both plugins follow. A pure function
// over paths, so that it is unit-tested without SwiftPM or a file system (Tests/PluginsSharedTests).

/// The rule that finds a target's definitions files.
///
/// Every file in the target's folder, at any depth, named `kbn-definitions.json` or ending in
/// `.kbn.json` is used, including one the target excludes: `exclude` silences SwiftPM's warning
/// about a file it does not build, and a kind must never be lost to it. Only a target with no such
/// file of its own uses the one at the package (or Xcode project) root.
enum DefinitionsLookup {
    static let rootFileName = "kbn-definitions.json"
    static let fileSuffix = ".kbn.json"
    /// The names the rule looks for, as messages state them.
    static let namesDescription = "named \(rootFileName) or ending in \(fileSuffix)"

    /// Whether the file at `path` is a definitions file by its name.
    static func isDefinitionsFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == rootFileName || (name.hasSuffix(fileSuffix) && name.count > fileSuffix.count)
    }

    /// Where a target's definitions come from.
    enum Source: Equatable {
        /// The target's own files, sorted by path.
        case target([String])
        /// The package's or project's root file, for a target that has none of its own.
        case root(String)
        /// Neither: the target has no file and there is no root file.
        case none

        /// The files to generate from, in the order to pass them to kbn-gen.
        var files: [String] {
            switch self {
            case .target(let files): files
            case .root(let file): [file]
            case .none: []
            }
        }
    }

    /// The definitions files of one target.
    ///
    /// - Parameters:
    ///   - targetFiles: The paths of the files the build system gives the target.
    ///   - folderFiles: The paths of every file under the target's folder, excluded ones too; empty
    ///     where a target has no folder of its own (Xcode targets).
    ///   - rootFile: The path of the root `kbn-definitions.json`, or nil when there is none.
    static func source(targetFiles: [String], folderFiles: [String], rootFile: String?) -> Source {
        let own = Set((targetFiles + folderFiles).filter(isDefinitionsFile)).sorted()
        if !own.isEmpty { return .target(own) }
        if let rootFile { return .root(rootFile) }
        return .none
    }
}
