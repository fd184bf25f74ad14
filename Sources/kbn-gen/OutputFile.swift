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
    /// that fails or is killed leaves the previous file or the new one, never part of one. A killed
    /// run cannot remove its temporary file; the next run that writes this output does.
    func replaceContents(with contents: String) throws {
        removeTemporaryFilesOfEndedProcesses()
        let data = Data(contents.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        let temporary = temporaryPath(ofProcess: getpid())
        do throws(SystemCallFailure) {
            try Self.writeToDisk(data, at: temporary)
            try SystemCallFailure.check(rename(temporary, path))
        } catch {
            unlink(temporary)
            throw DiagnosticsFailure(path: path, diagnostics: [.error("cannot write the generated file: \(error.reason)", at: nil)])
        }
    }

    /// `<output>.<process ID>.tmp`: unique among the processes that run, and tied to the process,
    /// so that a later run can tell a killed run's file from one still being written.
    private func temporaryPath(ofProcess process: pid_t) -> String {
        "\(path).\(process).tmp"
    }

    /// Removes the temporary files that killed runs left beside the output: in a target's folder,
    /// where `swift package generate-kbn-sources` writes, SwiftPM would warn about each of them.
    /// A file whose process still runs may be in the middle of its write, and stays.
    private func removeTemporaryFilesOfEndedProcesses() {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, let siblings = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
        else { return }
        for sibling in siblings where sibling.hasPrefix(name + ".") && sibling.hasSuffix(".tmp") {
            guard let process = pid_t(sibling.dropFirst(name.count + 1).dropLast(".tmp".count)),
                  temporaryPath(ofProcess: process) == directory + sibling, // a name this code gives, not "+12"
                  process > 0, process != getpid(), kill(process, 0) == -1, errno == ESRCH
            else { continue }
            unlink(directory + sibling)
        }
    }

    /// Writes `data` to a new file at `path` and waits until it is on the disk, so that after a
    /// power failure the renamed file is complete too, not empty (the rename can reach the disk
    /// before the data). Foundation's atomic write would add a temporary file of its own, with a
    /// random name that a killed run would leave behind.
    private static func writeToDisk(_ data: Data, at path: String) throws(SystemCallFailure) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        try SystemCallFailure.check(file)
        defer { close(file) }
        // -1 when a write fails, with errno set; write may take fewer bytes than it is given.
        let written = data.withUnsafeBytes { bytes in
            var count = 0
            while count < bytes.count {
                let result = write(file, bytes.baseAddress! + count, bytes.count - count)
                if result == -1 && errno != EINTR { return -1 }
                count += max(result, 0)
            }
            return count
        }
        try SystemCallFailure.check(written)
        try SystemCallFailure.check(fsync(file))
    }
}

/// A system call that returned -1, with the reason `errno` gave.
private struct SystemCallFailure: Error {
    let reason: String

    static func check<Result: BinaryInteger>(_ result: Result) throws(SystemCallFailure) {
        if result == -1 { throw SystemCallFailure(reason: String(cString: strerror(errno))) }
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
