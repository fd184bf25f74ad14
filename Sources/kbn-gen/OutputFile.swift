// Writing the generated file so that a build never sees it half-written, and an unchanged result
// leaves the file, and with it the target's compiled state, untouched.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The generated Swift file.
struct OutputFile {
    let path: String

    /// Writes `contents` when they differ from what the file holds.
    ///
    /// The bytes go to a temporary file beside the output, in the same directory, which a sandboxed
    /// build (Xcode's) allows, and then replace the output in one `rename`, which is atomic: a run
    /// that fails or is killed leaves the previous file or none, never part of one.
    func replaceContents(with contents: String) throws {
        let data = Data(contents.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw OutputError(path: path, reason: "cannot create \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(path: path, reason: reason)
        }
    }
}

struct OutputError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): error: cannot write the generated file: \(reason)" }
}
