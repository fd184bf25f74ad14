// kbn-gen killed (SIGKILL) while it replaces a large output file: the file is always the old one or
// the new one, complete. Nothing runs in a killed process, so the temporary file it was writing can
// stay behind; the next run that writes the same output removes it, and this checks that too.
//
// kbn-gen writes the new file into `<output>.<process ID>.tmp` and then renames it over the output.
// One run is killed in the middle of that write whatever the machine's load: a shell makes a FIFO
// at the temporary file's path and `exec`s kbn-gen, which keeps the shell's process ID and so opens
// the FIFO as its temporary file (it opens the path without `O_EXCL`). The test reads half the new
// file from the FIFO and stops reading, so kbn-gen blocks in its write, holding the rest, until it
// is killed there. Other runs are killed anywhere in kbn-gen's run, before, during and after the
// write, where the scheduler lets the kill land, and are judged afterwards by what the files show:
// a temporary file found after the kill proves that it landed after the file was created and
// before the rename, and one shorter than the new file, that it landed in the middle of the write.

import Foundation
import KbnTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("kbn-gen killed mid-write")
struct KbnGenKilledWriteTests {
    /// The runs killed anywhere in kbn-gen's run, before, during and after the write.
    static let runsKilledAnywhere = 5

    /// Where a kill landed in kbn-gen's run, as the files show it once the process has ended.
    enum Landing: Equatable, CustomStringConvertible {
        /// kbn-gen ended before the kill.
        case notKilled
        /// Before the temporary file was created: no temporary file, and the output is the old one.
        case beforeTheWrite
        /// In the middle of the write: the temporary file holds `bytes`, fewer than the new file.
        case duringTheWrite(bytes: Int)
        /// After the write, before the rename (while kbn-gen waited for the disk): the temporary
        /// file holds the new file in full.
        case beforeTheRename
        /// After the rename: no temporary file, and the output is the new one.
        case afterTheRename

        var description: String {
            switch self {
            case .notKilled: "not killed"
            case .beforeTheWrite: "killed before the write"
            case .duringTheWrite(let bytes): "killed during the write, at \(bytes) bytes"
            case .beforeTheRename: "killed before the rename"
            case .afterTheRename: "killed after the rename"
            }
        }
    }

    /// A definitions file of one kind with `count` values: about 100 bytes of generated code each.
    private static func largeDefinitions(values count: Int) -> String {
        let values = (0..<count).map { index in
            #"{"case": "value\#(index)", "postfix": "\#(100_000 + index)", "logicalName": "値\#(index)"}"#
        }
        return #"{"kinds": [{"name": "Large", "prefix": "9", "logicalName": "大", "values": ["#
            + values.joined(separator: ",\n") + "]}]}"
    }

    @Test func killDuringAWriteLeavesTheOldOrTheNewFileAndTheNextRunRemovesTheTemporaryFile() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let definitions = directory.appending(path: "kbn-definitions.json")
        let output = directory.appending(path: "Kbn.swift")
        let toStandardOutput = ["generate", definitions.path(percentEncoded: false)]
        let generate = toStandardOutput + ["--output", output.path(percentEncoded: false)]

        // The old file is kbn-gen's output for a small kind; the new one, for a large kind, is about a
        // megabyte, so that the write takes long enough to be cut.
        try Data(Self.largeDefinitions(values: 1).utf8).write(to: definitions)
        #expect(try ChildProcess.run(try ChildProcess.kbnGen, generate).status == 0)
        let old = try Data(contentsOf: output)
        try Data(Self.largeDefinitions(values: 10_000).utf8).write(to: definitions)
        let printed = try ChildProcess.run(try ChildProcess.kbnGen, toStandardOutput)
        #expect(printed.status == 0)
        let new = Data(printed.output.utf8)

        // Killed in the middle of the write, for certain: the temporary file is a FIFO, which the
        // new file's first half has gone through when kbn-gen is killed, blocked on the rest.
        try old.write(to: output)
        let (fifoName, passed) = try Self.runKilledInTheWrite(generate, writing: output, after: new.count / 2)
        #expect(passed.count >= new.count / 2 && passed.count < new.count)
        #expect(passed == new.prefix(passed.count), "what kbn-gen wrote is not the start of the new file")
        #expect(Self.file(try Data(contentsOf: output), old: old, new: new) == "the old file")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted()
                == [
                    "Kbn.swift", fifoName, "kbn-definitions.json",
                ].sorted())

        var random = SeededGenerator(seed: 10)
        var landings: [Landing] = []
        while landings.count < Self.runsKilledAnywhere {
            try old.write(to: output)
            // Killed once the temporary file holds this many bytes, up to past the new file's size,
            // which is once the file is renamed, while kbn-gen finishes.
            let killedAtSize = Int.random(in: 0...(new.count * 5 / 4), using: &random)
            let (temporaryFileName, landing) = try Self.runKilled(
                generate, writing: output, atSize: killedAtSize, newSize: new.count)
            landings.append(landing)

            let result = Self.file(try Data(contentsOf: output), old: old, new: new)
            switch landing {
            case .notKilled, .afterTheRename:
                #expect(result == "the new file", "\(landing)")
            case .beforeTheWrite, .duringTheWrite, .beforeTheRename:
                #expect(result == "the old file", "\(landing)")
            }
            // This run removed what earlier killed runs left, the FIFO too; only its own temporary
            // file can be there.
            let others = try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
                .filter { $0 != "kbn-definitions.json" && $0 != "Kbn.swift" }
            #expect(others.isEmpty || others == [temporaryFileName], "\(others)")
        }

        let final = try ChildProcess.run(try ChildProcess.kbnGen, generate)
        #expect(final.status == 0)
        #expect(Self.file(try Data(contentsOf: output), old: old, new: new) == "the new file")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted() == [
                "Kbn.swift", "kbn-definitions.json",
            ])
    }

    /// Which file `data` is, for an expectation: one on the megabyte of the new file itself would
    /// compute the difference of the two on failure, for more than ten minutes.
    private static func file(_ data: Data, old: Data, new: Data) -> String {
        data == old ? "the old file" : data == new ? "the new file" : "neither file (\(data.count) bytes)"
    }

    /// Runs kbn-gen with `arguments`, its temporary file for `output` a FIFO, and kills it (SIGKILL)
    /// once at least `count` bytes have come through, while it is blocked writing the rest. Returns
    /// when the process has ended, with the name of the FIFO, which stays behind, and the bytes
    /// that came through.
    private static func runKilledInTheWrite(_ arguments: [String], writing output: URL, after count: Int) throws
        -> (fifoName: String, passed: Data)
    {
        let outputPath = output.path(percentEncoded: false)
        // `$$` is the shell's process ID, which `exec` gives kbn-gen: the FIFO is at the path of
        // kbn-gen's temporary file, `<output>.<process ID>.tmp`.
        let process = try ChildProcess.start(
            URL(filePath: "/bin/sh"),
            ["-c", #"mkfifo "$0.$$.tmp" && exec "$@""#, outputPath, try ChildProcess.kbnGen.path] + arguments)
        let fifoName = "\(output.lastPathComponent).\(process.processID).tmp"
        let fifoPath = "\(outputPath).\(process.processID).tmp"
        var passed = Data()
        var reader: Int32 = -1
        defer { if reader >= 0 { close(reader) } }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while passed.count < count, try process.isRunning {
            if reader < 0 {
                // Without blocking, so that a kbn-gen that never opens the FIFO is noticed.
                var status = stat()
                if stat(fifoPath, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFIFO) {
                    reader = open(fifoPath, O_RDONLY | O_NONBLOCK)
                }
            }
            let received = reader < 0 ? 0 : read(reader, &buffer, buffer.count)
            if received > 0 {
                passed.append(contentsOf: buffer[0..<received])
            } else {
                // Nothing yet: kbn-gen renders before it writes.
                usleep(1_000)
            }
        }
        let blocked = try process.isRunning
        #expect(blocked, "kbn-gen ended before it was killed, having written \(passed.count) bytes")
        if blocked {
            kill(process.processID, SIGKILL)
        }
        #expect(try process.wait() == .signalled(SIGKILL))
        return (fifoName, passed)
    }

    /// Runs kbn-gen with `arguments` and kills it (SIGKILL) once its temporary file for `output`
    /// holds `size` bytes, or once that file is gone again after it appeared (renamed to the
    /// output). Returns when the process has ended, killed or not, with the name of its temporary
    /// file and where the kill landed, which the temporary file tells: the new file has `newSize`
    /// bytes.
    private static func runKilled(
        _ arguments: [String], writing output: URL, atSize size: Int, newSize: Int
    ) throws -> (temporaryFileName: String, landing: Landing) {
        let process = try ChildProcess.start(try ChildProcess.kbnGen, arguments)
        // The name kbn-gen gives it: `<output>.<process ID>.tmp`.
        let temporaryFileName = "\(output.lastPathComponent).\(process.processID).tmp"
        let temporaryPath = output.deletingLastPathComponent().appending(path: temporaryFileName).path(
            percentEncoded: false)
        var appeared = false
        while try process.isRunning {
            var status = stat()
            if stat(temporaryPath, &status) == 0 {
                appeared = true
                if Int(status.st_size) >= size { break }
            } else if appeared {
                break
            } else {
                // Rendering comes first and takes most of the run. Watched without sleeping, for
                // a sleep can outlast the moment between the file's creation and the end of its
                // write, but letting the other processes run.
                sched_yield()
            }
        }
        if try process.isRunning {
            kill(process.processID, SIGKILL)
        }
        guard case .signalled(let signal) = try process.wait() else {
            #expect(process.ending == .exited(0), "kbn-gen failed before its kill")
            return (temporaryFileName, .notKilled)
        }
        #expect(signal == SIGKILL)
        var status = stat()
        guard stat(temporaryPath, &status) == 0 else {
            let renamed = (try? Data(contentsOf: output))?.count == newSize
            return (temporaryFileName, renamed ? .afterTheRename : .beforeTheWrite)
        }
        let bytes = Int(status.st_size)
        return (temporaryFileName, bytes < newSize ? .duringTheWrite(bytes: bytes) : .beforeTheRename)
    }
}
