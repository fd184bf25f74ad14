// kbn-gen killed (SIGKILL) while it replaces a large output file: the file is always the old one or
// the new one, complete. Nothing runs in a killed process, so the temporary file it was writing can
// stay behind; the next run that writes the same output removes it, and this checks that too.
//
// Where a kill lands is up to the scheduler, so each run is judged afterwards by what the files
// show. kbn-gen writes the new file into `<output>.<process ID>.tmp` and then renames it over the
// output, and a killed process removes nothing: its temporary file, found after it was killed,
// proves that the kill landed after the file was created and before the rename, and a temporary
// file shorter than the new file, that it landed in the middle of the write. The test kills until a
// kill has landed there, for at most `maximumRuns` runs, and fails when none did, so that it never
// passes on runs that all finished writing before their kill.

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

    /// The most runs before the test gives up. On two busy cores, between one in seven and one in
    /// four of the runs killed inside the write landed in it (the watcher is not always on a core
    /// while the write lasts, a fraction of a millisecond), so 60 runs without one are no chance.
    static let maximumRuns = 60

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

        var isDuringTheWrite: Bool {
            if case .duringTheWrite = self { true } else { false }
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

        var random = SeededGenerator(seed: 10)
        var landings: [Landing] = []
        while landings.count < Self.runsKilledAnywhere
            || (!landings.contains(where: \.isDuringTheWrite) && landings.count < Self.maximumRuns)
        {
            try old.write(to: output)
            // Killed once the temporary file holds this many bytes: the first runs anywhere up to
            // past the new file's size, which is once the file is renamed, while kbn-gen finishes;
            // the others inside the write.
            let killedAtSize =
                landings.count < Self.runsKilledAnywhere
                ? Int.random(in: 0...(new.count * 5 / 4), using: &random)
                : Int.random(in: 1..<new.count, using: &random)
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
            // This run removed what earlier killed runs left; only its own temporary file can be there.
            let others = try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
                .filter { $0 != "kbn-definitions.json" && $0 != "Kbn.swift" }
            #expect(others.isEmpty || others == [temporaryFileName], "\(others)")
        }
        #expect(
            landings.count(where: \.isDuringTheWrite) > 0,
            "no kill of \(landings.count) landed in the middle of the write, so none showed that a half-written file is never the output: \(landings)"
        )

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
