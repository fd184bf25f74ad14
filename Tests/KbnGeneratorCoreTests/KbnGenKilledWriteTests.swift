// kbn-gen killed (SIGKILL) while it replaces a large output file: the file is always the old one or
// the new one, complete. Nothing runs in a killed process, so the temporary file it was writing can
// stay behind; the next run that writes the same output removes it, and this checks that too.

import Foundation
import KbnTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A definitions file of one kind with `count` values: about 100 bytes of generated code each.
private func largeDefinitions(values count: Int) -> String {
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
    try Data(largeDefinitions(values: 1).utf8).write(to: definitions)
    #expect(try ChildProcess.run(try ChildProcess.kbnGen, generate).status == 0)
    let old = try Data(contentsOf: output)
    try Data(largeDefinitions(values: 10_000).utf8).write(to: definitions)
    let printed = try ChildProcess.run(try ChildProcess.kbnGen, toStandardOutput)
    #expect(printed.status == 0)
    let new = Data(printed.output.utf8)

    var random = SeededGenerator(seed: 10)
    for _ in 0..<5 {
        try old.write(to: output)
        // Killed once the temporary file holds this many bytes; past the new file's size, once the
        // file is renamed, while kbn-gen finishes.
        let killedAtSize = Int.random(in: 0...(new.count * 5 / 4), using: &random)
        let temporaryFileName = try runKilled(generate, writing: output, atSize: killedAtSize)

        let result = try Data(contentsOf: output)
        #expect(result == old || result == new, "killed at \(killedAtSize) bytes: the output has \(result.count)")
        // This run removed what earlier killed runs left; only its own temporary file can be there.
        let others = try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false))
            .filter { $0 != "kbn-definitions.json" && $0 != "Kbn.swift" }
        #expect(others.isEmpty || others == [temporaryFileName], "\(others)")
    }

    let final = try ChildProcess.run(try ChildProcess.kbnGen, generate)
    #expect(final.status == 0)
    #expect(try Data(contentsOf: output) == new)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted() == ["Kbn.swift", "kbn-definitions.json"])
}

/// Runs kbn-gen with `arguments` and kills it (SIGKILL) once its temporary file for `output` holds
/// `size` bytes, or once that file is gone again after it appeared (renamed to the output). Returns
/// when the process has ended, killed or not, with the name of its temporary file.
private func runKilled(_ arguments: [String], writing output: URL, atSize size: Int) throws -> String {
    let process = try ChildProcess.start(try ChildProcess.kbnGen, arguments)
    // The name kbn-gen gives it: `<output>.<process ID>.tmp`.
    let temporaryFileName = "\(output.lastPathComponent).\(process.processIdentifier).tmp"
    let temporaryPath = output.deletingLastPathComponent().appending(path: temporaryFileName).path(percentEncoded: false)
    var appeared = false
    while process.isRunning {
        var status = stat()
        if stat(temporaryPath, &status) == 0 {
            appeared = true
            if Int(status.st_size) >= size { break }
        } else if appeared {
            break
        } else {
            // Rendering comes first and takes most of the run; no need to watch it closely.
            usleep(100)
        }
    }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    return temporaryFileName
}
