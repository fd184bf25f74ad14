// Writing a file kbn-gen produces: checked before anything is written, so that a run that fails
// changes nothing; a file replaced so that a build never sees it half-written, keeping its
// permissions and owner; an unchanged result leaving the file, and with it the target's compiled
// state, untouched; a FIFO or a device written into, never replaced.

import KbnGeneratorCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes.
package struct OutputFile {
    /// The path as given, for messages.
    package let path: String
    package let kind: OutputKind

    package init(path: String, kind: OutputKind) {
        self.path = path
        self.kind = kind
    }

    /// The file that writing changes: the path with its symbolic links followed, so that writing
    /// through a link changes the file it names and the link stays.
    private var target: String { path.followingSymbolicLinks }

    /// Why the file may not be written, or nil when it may. Every output of a command is checked
    /// before any is written, so that a run that fails leaves every file as it was.
    ///
    /// - Parameters:
    ///   - inputs: The files the command reads and must not replace, by identity: a path that
    ///     names an input another way (`./a.json`, a link) is found too.
    ///   - overwrite: Whether a file kbn-gen cannot have written may be replaced (`--overwrite`).
    func problem(inputs: [FileStatus.Identity: String], overwrite: Bool) -> Diagnostic? {
        let target = target
        guard let status = FileStatus(path: target) else {
            return folderProblem(of: target)
        }
        switch status.type {
        case .regular:
            break
        case .fifo, .characterDevice:
            // Written into as it is, like a shell's `>`: a device or a FIFO is never replaced.
            return access(target, W_OK) == 0 ? nil : cannotWrite(String(cString: strerror(errno)))
        case .directory:
            return cannotWrite("it is a directory, not a file")
        case .blockDevice, .socket, .other:
            return cannotWrite(
                "it is \(status.type.description), which kbn-gen does not write into; give the path of a file")
        }
        if let input = inputs[status.identity] {
            let same = input == path ? "" : " (\(input))"
            return cannotWrite(
                "it is a file this command reads\(same), which writing would destroy; write \(kind.description) elsewhere"
            )
        }
        if !status.isWritable(at: target) {
            return cannotWrite(
                "the file is read-only, so kbn-gen leaves it as it is; make it writable (chmod u+w) or write elsewhere")
        }
        if let problem = folderProblem(of: target) { return problem }
        if !overwrite {
            switch FileContents.bytes(at: target, atMost: InputFiles.maximumBytes) {
            case .bytes(let contents)? where !kind.recognises(contents):
                return .error(kind.refusal, at: nil)
            case .larger?:
                // A file larger than anything kbn-gen reads is none that it wrote.
                return .error(kind.refusal, at: nil)
            case .bytes?, nil:
                break
            }
        }
        return nil
    }

    /// Why no file can be written beside `target`: a temporary file is, then renamed over it.
    private func folderProblem(of target: String) -> Diagnostic? {
        let folder = target.containingFolder
        guard let status = FileStatus(path: folder), status.type == .directory else {
            return cannotWrite("the folder \(folder) does not exist")
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            return cannotWrite(
                "kbn-gen cannot write in its folder (\(String(cString: strerror(errno)))), where it writes the file before moving it into place"
            )
        }
        return nil
    }

    private func cannotWrite(_ reason: String) -> Diagnostic {
        .error("cannot write \(kind.description): \(reason)", at: nil)
    }

    /// Writes `contents` when they differ from what the file holds.
    ///
    /// A regular file's bytes go to a temporary file beside it, in the same directory, which a
    /// sandboxed build (Xcode's) allows, and then replace it in one `rename`, which is atomic: a
    /// run that fails or is killed leaves the previous file or the new one, never part of one. A
    /// killed run cannot remove its temporary file; the next run that writes this output does.
    /// The new file gets the permissions and, where the process may set them, the owner and
    /// group of the one it replaces. A FIFO or a character device is written into. The temporary
    /// files of killed runs are removed before, by ``replaceContents(of:reading:overwrite:)``.
    func replaceContents(with contents: String) throws(DiagnosticsFailure) {
        let target = target
        let existing = FileStatus(path: target)
        let data = Array(contents.utf8)
        do throws(SystemCallFailure) {
            switch existing?.type {
            case .fifo?, .characterDevice?:
                try Self.writeInto(target, data)
            default:
                if case .bytes(let current)? = FileContents.bytes(at: target, atMost: data.count),
                    Self.same(current, data)
                {
                    return
                }
                try Self.replace(target, with: data, keeping: existing)
            }
        } catch {
            throw DiagnosticsFailure(path: path, diagnostics: [cannotWrite(error.reason)])
        }
    }

    /// Whether `current` and `data` are the same bytes, by `memcmp`: unoptimized, the generic `==`
    /// of arrays compares element by element through witness calls, a call per byte of a large
    /// file that an import writes again.
    private static func same(_ current: [UInt8], _ data: [UInt8]) -> Bool {
        guard current.count == data.count else { return false }
        guard !data.isEmpty else { return true }
        return current.withUnsafeBytes { current in
            data.withUnsafeBytes { data in memcmp(current.baseAddress!, data.baseAddress!, data.count) == 0 }
        }
    }

    private static func replace(_ target: String, with data: [UInt8], keeping existing: FileStatus?)
        throws(SystemCallFailure)
    {
        let temporary = temporaryPath(of: target, process: getpid())
        do throws(SystemCallFailure) {
            // Private until it has the replaced file's permissions: a 0600 file's contents are
            // never readable by others, not even for a moment.
            let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, existing == nil ? 0o666 : 0o600)
            try SystemCallFailure.check(file)
            defer { close(file) }
            if let existing {
                // Only root may give a file away, and a group only to one the owner is in; a
                // file of the process's own user and group is what any other user gets.
                _ = fchown(file, existing.owner, existing.group)
                try SystemCallFailure.check(fchmod(file, existing.permissions))
            }
            try writeAll(data, to: file)
            // On the disk before the rename, so that after a power failure the renamed file is
            // complete too, not empty (the rename can reach the disk before the data).
            try SystemCallFailure.check(fsync(file))
            try SystemCallFailure.check(rename(temporary, target))
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Writes into the FIFO or device at `target` as it is, without creating or truncating anything.
    private static func writeInto(_ target: String, _ data: [UInt8]) throws(SystemCallFailure) {
        let file = open(target, O_WRONLY | O_NOCTTY)
        try SystemCallFailure.check(file)
        defer { close(file) }
        try writeAll(data, to: file)
    }

    /// Writes every byte of `data`; `write` may take fewer bytes than it is given.
    static func writeAll(_ data: [UInt8], to file: Int32) throws(SystemCallFailure) {
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
    }

    /// `<output>.<process ID>.tmp`: unique among the processes that run, and tied to the process,
    /// so that a later run can tell a killed run's file from one still being written.
    private static func temporaryPath(of target: String, process: pid_t) -> String {
        "\(target).\(process).tmp"
    }

    /// Removes the temporary files that killed runs left beside the regular files of `files`: in a
    /// target's folder, where `swift package generate-kbn-sources` writes, SwiftPM would warn about
    /// each of them. A file whose process still runs may be in the middle of its write, and stays.
    /// Each folder is listed once, not once per output: a build writes thousands into one folder.
    private static func removeTemporaryFilesOfEndedProcesses(beside files: [OutputFile]) {
        var namesByFolder: [String: Set<String>] = [:]
        for file in files {
            let target = file.target
            guard FileStatus(path: target).map({ $0.type == .regular }) ?? true else { continue }
            let slash = target.lastIndex(of: "/")
            let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
            if !name.isEmpty { namesByFolder[slash.map { String(target[...$0]) } ?? "", default: []].insert(name) }
        }
        for (directory, names) in namesByFolder {
            guard let siblings = FileContents.names(inFolder: directory.isEmpty ? "." : directory) else { continue }
            for sibling in siblings where sibling.hasSuffix(".tmp") {
                let stem = sibling.dropLast(".tmp".count)
                guard let dot = stem.lastIndex(of: "."), names.contains(String(stem[..<dot])),
                    let process = pid_t(stem[stem.index(after: dot)...]),
                    // A name this code gives, not "+12".
                    Self.temporaryPath(of: directory + stem[..<dot], process: process) == directory + sibling,
                    process > 0, process != getpid(), kill(process, 0) == -1, errno == ESRCH
                else { continue }
                unlink(directory + sibling)
            }
        }
    }
}

/// A system call that returned -1, with the reason `errno` gave.
struct SystemCallFailure: Error {
    let reason: String
    /// errno, for the callers that treat one differently (a closed pipe).
    let code: Int32

    static func check<Result: BinaryInteger>(_ result: Result) throws(SystemCallFailure) {
        if result == -1 { throw SystemCallFailure(reason: String(cString: strerror(errno)), code: errno) }
    }
}

extension OutputFile {
    /// Why the file does not hold exactly `contents`, or nil when it does: checks that a committed
    /// generated file is current, pointing at its first line that differs.
    func differenceFrom(_ contents: String, generatedFrom input: String) -> Diagnostic? {
        let target = target
        if let status = FileStatus(path: target), status.type != .regular {
            return .error(
                "\(kind.description) cannot be compared: it is \(status.type.description), not a file", at: nil)
        }
        guard case .bytes(let data)? = FileContents.bytes(at: target) else {
            return .error("\(kind.description) does not exist; generate it from \(input)", at: nil)
        }
        let expected = Array(contents.utf8)
        guard data != expected else { return nil }
        let committed = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let current = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line =
            zip(committed, current).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committed.count, current.count)
        return .error(
            "\(kind.description) is out of date: it differs from what \(input) generates from this line on; generate it again",
            at: SourceLocation(line: line + 1, column: 1)
        )
    }
}

extension OutputFile {
    /// Writes each file, after checking that every one of them may be written: when one may not,
    /// none is, and every problem is reported.
    package static func replaceContents(of files: [(OutputFile, String)], reading inputs: [String], overwrite: Bool)
        throws(DiagnosticsFailure)
    {
        try checkWritable(files.map(\.0), reading: inputs, overwrite: overwrite)
        removeTemporaryFilesOfEndedProcesses(beside: files.map(\.0))
        for (file, contents) in files {
            try file.replaceContents(with: contents)
        }
    }

    /// Reports every output that may not be written (``problem(inputs:overwrite:)``).
    private static func checkWritable(_ files: [OutputFile], reading inputs: [String], overwrite: Bool)
        throws(DiagnosticsFailure)
    {
        var identities: [FileStatus.Identity: String] = [:]
        for input in inputs {
            if let status = FileStatus(path: input), status.type == .regular {
                identities[status.identity] = identities[status.identity] ?? input
            }
        }
        try DiagnosticsFailure.throwIfAny(
            files.compactMap { file in
                file.problem(inputs: identities, overwrite: overwrite).map { (file.path, $0) }
            })
    }
}
