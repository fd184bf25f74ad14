// The folder `generate --output-dir` writes: one file, or `--parts` files, per input, or the shared
// files of several inputs' kinds, named so that no two collide, and
// the files an earlier run generated from inputs no longer given, which would otherwise stay and
// declare their kinds a second time. kbn-gen removes only files it generated, told by their header.

import KbnGeneratorCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--output-dir` of `generate`.
struct GeneratedFolder {
    /// The folder as given.
    let directory: String
    /// The definitions files generated from, as given.
    let inputs: [String]
    /// How many files each input's kinds go into.
    let layout: OutputLayout

    init(path: String, inputs: [String], layout: OutputLayout) {
        directory = path
        self.inputs = inputs
        self.layout = layout
    }

    private var prefix: String { directory.hasSuffix("/") ? directory : directory + "/" }

    /// The path of the file `name` in the folder.
    func path(of name: String) -> String { prefix + name }

    /// Whether there is a directory at the path.
    var exists: Bool { FileStatus(path: directory)?.type == .directory }

    /// The file names of each input's parts, none for an input whose kinds go into the shared files,
    /// and the shared files' names (GeneratedFileNames).
    ///
    /// - Throws: When two inputs give one name, which would write one over the other. Names that
    ///   differ only in case collide too: on the case-insensitive file systems of macOS and
    ///   Windows they are one file.
    func outputNames() throws -> (own: [[String]], shared: [String]) {
        let names = GeneratedFileNames.outputNames(forInputs: inputs, partCounts: layout.parts.map { $0?.count ?? 0 })
        var firstByName: [String: (input: Int, name: String)] = [:]
        var problems: [Diagnostic] = []
        for (index, name) in names.enumerated().flatMap({ index, names in names.map { (index, $0) } }) {
            guard let first = firstByName[name.lowercased()] else {
                firstByName[name.lowercased()] = (index, name)
                continue
            }
            let same = first.name == name ? "the same name" : "a name that differs only in case, '\(first.name)'"
            problems.append(
                Diagnostic(
                    .error,
                    "generates '\(name)' in '\(directory)', and '\(inputs[first.input])' generates \(same), so one would replace the other; rename one of the two definitions files",
                    at: nil, inFile: inputs[index]
                ))
            problems.append(Diagnostic(.note, "generates '\(first.name)'", at: nil, inFile: inputs[first.input]))
        }
        if !problems.isEmpty { throw DiagnosticsFailure(problems) }
        return (names, GeneratedFileNames.shared(count: layout.shared?.count ?? 0))
    }

    /// The files kbn-gen generated in the folder (OutputKind.generatedHeader) that are not among
    /// `outputs`, the paths of the files this run writes; the folder's other files are not looked at.
    func staleFiles(keeping outputs: [String]) -> [String] {
        let kept = Set(outputs.map { $0.lowercased() })
        guard let names = FileContents.names(inFolder: directory) else { return [] }
        return names.sorted().map(path(of:)).filter { path in
            path.hasSuffix(".swift") && !kept.contains(path.lowercased()) && Self.isGeneratedFile(at: path)
        }
    }

    static func staleMessage(inputs: String) -> String {
        "kbn-gen generated this file, but not from the definitions files given (\(inputs)); generate without --check to remove it"
    }

    /// Whether `path` is a regular file, not a link, that starts with kbn-gen's header.
    private static func isGeneratedFile(at path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, FileStatus(status).type == .regular else { return false }
        let file = open(path, O_RDONLY | O_NOFOLLOW)
        guard file >= 0 else { return false }
        defer { close(file) }
        let header = Array(OutputKind.generatedHeader.utf8)
        var bytes = [UInt8](repeating: 0, count: header.count)
        return read(file, &bytes, bytes.count) == header.count && bytes == header
    }

    /// Creates the folder and the folders above it that are missing.
    func create() throws {
        let components = directory.split(separator: "/")
        for end in components.indices {
            let path = (directory.hasPrefix("/") ? "/" : "") + components[...end].joined(separator: "/")
            if mkdir(path, 0o777) == 0 || FileStatus(path: path)?.type == .directory { continue }
            let reason = errno == EEXIST ? "'\(path)' is not a folder" : String(cString: strerror(errno))
            throw DiagnosticsFailure(
                path: directory, diagnostics: [.error("cannot create the output directory: \(reason)", at: nil)])
        }
    }

    /// Removes the generated files that no input generates any more.
    func remove(_ stale: [String]) throws {
        for path in stale where unlink(path) != 0 && errno != ENOENT {
            throw DiagnosticsFailure(
                path: path,
                diagnostics: [
                    .error(
                        "cannot remove this file, which kbn-gen generated from a definitions file no longer given: \(String(cString: strerror(errno)))",
                        at: nil)
                ])
        }
    }
}
