// How kbn-gen treats files, checked by running the built kbn-gen as the plugin does: the output is
// written only when its content changes, through a temporary file that a failed run removes (and a
// later run, when the run was killed), and a definitions file that is missing or unreadable is a
// clear error with exit status 1.

import Foundation
import KbnTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory with a valid definitions file and the path for kbn-gen's output.
private struct Workspace {
    let directory: URL
    let definitions: URL
    let output: URL

    init() throws {
        directory = try ChildProcess.temporaryDirectory()
        definitions = directory.appending(path: "kbn-definitions.json")
        output = directory.appending(path: "KbnDefinitions.swift")
        try write(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#
        )
    }

    func write(_ definitionsText: String) throws {
        try Data(definitionsText.utf8).write(to: definitions)
    }

    func generate() throws -> ProcessResult {
        try ChildProcess.run(
            try ChildProcess.kbnGen,
            [
                "generate", definitions.path(percentEncoded: false), "--output", output.path(percentEncoded: false),
            ])
    }

    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted()
    }

    func attributes(of file: URL) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: file.path(percentEncoded: false))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

@Suite("kbn-gen file handling")
struct KbnGenFileHandlingTests {
    @Test func outputIsWrittenOnlyWhenItsContentChanges() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.generate().status == 0)
        let first = try Data(contentsOf: workspace.output)
        // An old date, so that a rewrite shows whatever the file system's timestamp resolution.
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: old], ofItemAtPath: workspace.output.path(percentEncoded: false))
        let inode = try workspace.attributes(of: workspace.output)[.systemFileNumber] as? Int

        #expect(try workspace.generate().status == 0)
        #expect(try workspace.attributes(of: workspace.output)[.modificationDate] as? Date == old)
        #expect(try workspace.attributes(of: workspace.output)[.systemFileNumber] as? Int == inode)
        #expect(try Data(contentsOf: workspace.output) == first)

        try workspace.write(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "woman", "postfix": "02", "logicalName": "女性"}]}]}"#
        )
        #expect(try workspace.generate().status == 0)
        #expect(try workspace.attributes(of: workspace.output)[.modificationDate] as? Date != old)
        #expect(try String(contentsOf: workspace.output, encoding: .utf8).contains("case woman"))
        #expect(try workspace.fileNames() == ["KbnDefinitions.swift", "kbn-definitions.json"])
    }

    @Test func invalidDefinitionsLeaveThePreviousOutputAndNoTemporaryFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.generate().status == 0)
        let previous = try Data(contentsOf: workspace.output)

        try workspace.write(#"{"kinds": [}"#)
        let result = try workspace.generate()
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("\(workspace.definitions.path(percentEncoded: false)):1:12: error: "))
        #expect(try Data(contentsOf: workspace.output) == previous)
        #expect(try workspace.fileNames() == ["KbnDefinitions.swift", "kbn-definitions.json"])
    }

    @Test func failedWriteLeavesNoTemporaryFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // A directory where the output should go: the final rename fails.
        try FileManager.default.createDirectory(at: workspace.output, withIntermediateDirectories: false)
        let result = try workspace.generate()
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "\(workspace.output.path(percentEncoded: false)): error: cannot write the generated file: it is a directory, not a file\n"
        )
        #expect(try workspace.fileNames() == ["KbnDefinitions.swift", "kbn-definitions.json"])
    }

    @Test func temporaryFilesOfEndedRunsAreRemovedAndThoseOfRunningOnesKept() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let ended = try ChildProcess.start(try ChildProcess.kbnGen, ["--version"])
        try ended.wait()
        // What a run killed while writing leaves, and what a run writing right now has (this process
        // stands for it).
        let endedRunsFile = "KbnDefinitions.swift.\(ended.processID).tmp"
        let runningRunsFile = "KbnDefinitions.swift.\(getpid()).tmp"
        for name in [endedRunsFile, runningRunsFile] {
            try Data("// part of a file".utf8).write(to: workspace.directory.appending(path: name))
        }

        #expect(try workspace.generate().status == 0)
        #expect(
            try workspace.fileNames() == ["KbnDefinitions.swift", runningRunsFile, "kbn-definitions.json"].sorted())
    }

    @Test func missingDefinitionsFileIsAClearError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.generate().status == 0)
        try FileManager.default.removeItem(at: workspace.definitions)

        let result = try workspace.generate()
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "\(workspace.definitions.path(percentEncoded: false)): error: cannot read the definitions file: there is no file at this path\n"
        )
    }

    @Test func unreadableDefinitionsFileIsAClearError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // A socket cannot be opened as a file, even by root, for whom permissions do not count. Its
        // name is short: a socket's whole path must fit in about 100 bytes.
        let socket = workspace.directory.appending(path: "s")
        try bindUnixSocket(at: socket.path(percentEncoded: false))

        let result = try ChildProcess.run(try ChildProcess.kbnGen, ["check", socket.path(percentEncoded: false)])
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "\(socket.path(percentEncoded: false)): error: cannot read the definitions file: it cannot be read\n"
        )
    }

    @Test func checkReportsDiagnosticsAgainstTheDefinitionsPath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("{\n  \"kinds\": 1\n}")
        let result = try ChildProcess.run(
            try ChildProcess.kbnGen, ["check", workspace.definitions.path(percentEncoded: false)])
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "\(workspace.definitions.path(percentEncoded: false)):2:12: error: \"kinds\" in the definitions file must be an array, not a number\n"
        )
    }
}
