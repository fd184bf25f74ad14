// Writing the generated file so that a build never sees it half-written, and an unchanged result
// leaves the file, and with it the target's compiled state, untouched.

import Foundation
import KbnGeneratorCore
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
            throw failure("cannot create \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw failure(reason)
        }
    }

    private func failure(_ reason: String) -> DiagnosticsFailure {
        DiagnosticsFailure(path: path, diagnostics: [.error("cannot write the generated file: \(reason)", at: nil)])
    }
}
