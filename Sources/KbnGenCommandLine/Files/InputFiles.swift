// Reading the files a command is given: a missing file, a directory or an unreadable file is an
// error naming it, and definitions files are read, decoded and validated together.

import KbnGeneratorCore

/// The files a command reads.
package enum InputFiles {
    /// The file's bytes; `description` names it in the error when it cannot be read.
    package static func read(at path: String, _ description: String) throws(DiagnosticsFailure) -> [UInt8] {
        let type = FileStatus(path: path)?.type
        if let type, type != .directory, let bytes = FileContents.bytes(at: path) {
            return bytes
        }
        let reason =
            switch type {
            case nil: "there is no file at this path"
            case .directory?: "it is a directory, not a file"
            default: "it cannot be read"
            }
        throw DiagnosticsFailure(
            path: path, diagnostics: [.error("cannot read the \(description): \(reason)", at: nil)])
    }

    /// Reads, decodes and validates definitions files together; with `allowingUpdates`, a file may be
    /// an update (``KbnGenerator/definitions(fromFiles:allowingUpdates:maximumDepth:)``).
    package static func definitions(at paths: [String], allowingUpdates: Bool = false) throws(DiagnosticsFailure)
        -> [ValidatedDefinitions]
    {
        let files = try definitionsFiles(at: paths)
        do {
            return try KbnGenerator.definitions(fromFiles: files, allowingUpdates: allowingUpdates)
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
    }

    /// The bytes of the definitions files at `paths`, each named by its path.
    package static func definitionsFiles(at paths: [String]) throws(DiagnosticsFailure) -> [SourceFile] {
        // A loop, not `map` with a typed-throws closure: the standard library of Apple's SDKs
        // before Swift 6 has only a `rethrows` one, whose error is `any Error`.
        var files: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            files.append(SourceFile(name: path, bytes: try read(at: path, "definitions file")))
        }
        return files
    }
}
