// What the files kbn-gen writes with `--output-dir` are called. kbn-gen names them, and the build
// plugin must declare the same names as the command's outputs, so both compile this one file
// (Plugins/PluginsShared/GeneratedFileNames.swift links to it: a plugin cannot depend on a library
// target).

/// The names of the files kbn-gen writes with `--output-dir`.
enum GeneratedFileNames {
    /// The file that declares every namespace and its `allKinds`. No input's name can give it:
    /// flattened names never start with a single underscore.
    static let namespaces = "_KbnNamespaces.swift"

    /// The one file `swift package generate-kbn-sources` writes into a target's folder; the build
    /// plugin refuses a target that has it, as both would declare the same kinds.
    static let committed = "KbnDefinitions.swift"

    /// The output file names for each input, in the order of `inputs`: one name for each of the
    /// input's parts, whose counts `partCounts` gives in the same order, and none for an input whose
    /// count is 0, whose kinds go into the shared files (``shared(count:)``).
    ///
    /// The name is the input's path below the inputs' deepest common folder, with `/` written `_`
    /// (and `_` written `__`, so that different paths never give one name) and `.json` replaced
    /// by `.swift`: `Orders/kbn-definitions.json` becomes `Orders_kbn-definitions.swift`. Names are
    /// flat because Swift does not allow two files of one module with the same name. An input of
    /// several parts numbers them from 1 before `.swift`: `Orders_kbn-definitions.2.swift`.
    static func outputNames(forInputs inputs: [String], partCounts: [Int]) -> [[String]] {
        zip(relativeComponents(ofInputs: inputs), partCounts).map { path, partCount in
            let flattened = path.map { $0.replacingUnderscores() }.joined(separator: "_")
            let stem = flattened.hasSuffix(".json") ? String(flattened.dropLast(".json".count)) : flattened
            return numbered(stem, count: partCount)
        }
    }

    /// The files that the kinds of small definitions files share, `count` of them (none for 0):
    /// `_KbnShared.swift`, or `_KbnShared.1.swift` and on. Like ``namespaces``, no input's name can
    /// give them.
    static func shared(count: Int) -> [String] {
        numbered("_KbnShared", count: count)
    }

    /// `stem.swift` for one file, `stem.1.swift` to `stem.<count>.swift` for more, none for 0.
    private static func numbered(_ stem: String, count: Int) -> [String] {
        count == 1 ? [stem + ".swift"] : (0..<count).map { "\(stem).\($0 + 1).swift" }
    }

    /// Each input's path below the inputs' deepest common folder, such as `Orders/kbn-definitions.json`:
    /// what generated headers call the file, the same on every machine.
    static func relativePaths(ofInputs inputs: [String]) -> [String] {
        relativeComponents(ofInputs: inputs).map { $0.joined(separator: "/") }
    }

    private static func relativeComponents(ofInputs inputs: [String]) -> [[String]] {
        let components = inputs.map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
        let folders = components.map { $0.dropLast() }
        var common = folders.first.map(Array.init) ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return components.map { Array($0.dropFirst(common.count)) }
    }
}

private extension String {
    func replacingUnderscores() -> String {
        split(separator: "_", omittingEmptySubsequences: false).joined(separator: "__")
    }
}
