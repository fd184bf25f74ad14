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

extension OutputFile {
    /// Why the file does not hold exactly `contents`, or nil when it does: checks that a committed
    /// generated file is current, pointing at its first line that differs.
    func differenceFrom(_ contents: String, generatedFrom input: String) -> Diagnostic? {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .error("the generated file does not exist; generate it from \(input)", at: nil)
        }
        let expected = Data(contents.utf8)
        guard data != expected else { return nil }
        let committed = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let current = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line = zip(committed, current).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committed.count, current.count)
        return .error(
            "the generated file is out of date: it differs from what \(input) generates from this line on; generate it again",
            at: SourceLocation(line: line + 1, column: 1)
        )
    }
}
