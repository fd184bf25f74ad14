// Reading the files a command is given: a missing file, a directory or an unreadable file is an
// error naming it, and definitions files are read, decoded and validated together.

import Foundation
import KbnGeneratorCore

/// The files a command reads.
package enum InputFiles {
    /// The file's bytes; `description` names it in the error when it cannot be read.
    package static func read(at path: String, _ description: String) throws(DiagnosticsFailure) -> [UInt8] {
        var isDirectory: ObjCBool = false
        let reason: String
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            reason = "there is no file at this path"
        } else if isDirectory.boolValue {
            reason = "it is a directory, not a file"
        } else if let data = FileManager.default.contents(atPath: path) {
            return [UInt8](data)
        } else {
            reason = "it cannot be read"
        }
        throw DiagnosticsFailure(path: path, diagnostics: [.error("cannot read the \(description): \(reason)", at: nil)])
    }

    /// Reads, decodes and validates definitions files together.
    package static func definitions(at paths: [String]) throws(DiagnosticsFailure) -> [ValidatedDefinitions] {
        let contents = try paths.map { path throws(DiagnosticsFailure) in try read(at: path, "definitions file") }
        do {
            return try KbnGenerator.definitions(fromFiles: contents)
        } catch {
            throw DiagnosticsFailure(paths: paths, diagnostics: error.diagnostics)
        }
    }
}
