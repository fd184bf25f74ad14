// What kbn-gen may write and what it must leave alone, checked by running the built kbn-gen: FIFOs
// written into and never replaced, links written through, permissions and owners kept, read-only
// files, inputs and files kbn-gen cannot have written refused, nothing written when any output is
// refused, colliding and stale files of --output-dir, and a reader that closes the pipe early.
// Every file is in the test's own temporary folder; no test writes to a device.

import Foundation
import KbnTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary folder that kbn-gen runs in, with a definitions file, a CSV and a catalog of them.
private struct Folder {
    let url: URL

    static let gender =
        #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#
    static let color =
        #"{"kinds": [{"name": "Color", "prefix": "002", "logicalName": "色", "values": [{"case": "red", "postfix": "1", "logicalName": "赤"}]}]}"#
    static let csv = "kind,prefix,kindLogicalName,case,postfix,logicalName\nGender,001,性別,man,01,男性\n"

    init() throws {
        url = try ChildProcess.temporaryDirectory()
        try write("defs.json", Self.gender)
        try write("codes.csv", Self.csv)
    }

    func path(_ name: String) -> String { url.appending(path: name).path(percentEncoded: false) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appending(path: name))
    }

    func contents(_ name: String) throws -> String {
        try String(contentsOf: url.appending(path: name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        var status = stat()
        return lstat(path(name), &status) == 0
    }

    func names(in folder: String = ".") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(folder)).sorted()
    }

    func status(_ name: String) throws -> stat {
        var status = stat()
        try #require(lstat(path(name), &status) == 0, "no file \(name)")
        return status
    }

    func kbnGen(_ arguments: [String]) throws -> ProcessResult {
        try ChildProcess.run(try ChildProcess.kbnGen, arguments, in: url)
    }

    /// A catalog exported from defs.json, with the English name "Male" for Gender.man.
    func writeTranslatedCatalog(_ name: String) throws {
        #expect(try kbnGen(["export-strings", "defs.json", "--output", name]).status == 0)
        let japanese =
            "\"ja\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"男性\""
        let english =
            "\"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Male\"\n          }\n        },\n        "
        let catalog = try contents(name)
        try #require(catalog.contains(japanese))
        try write(name, catalog.replacingOccurrences(of: japanese, with: english + japanese))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

@Suite("kbn-gen output safety")
struct KbnGenOutputSafetyTests {
    // MARK: FIFOs and devices

    @Test func aFIFOIsWrittenIntoAndStaysAFIFO() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try #require(mkfifo(folder.path("pipe"), 0o644) == 0)
        // Open for reading first, without waiting for a writer, so that kbn-gen's open does not wait
        // and the test cannot hang whatever kbn-gen does; the output fits in the pipe's buffer.
        let reader = open(folder.path("pipe"), O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }

        let result = try folder.kbnGen(["generate", "defs.json", "--output", "pipe"])
        #expect(result == ProcessResult(status: 0, output: "", errorOutput: ""))
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &bytes, bytes.count)
        let printed = try folder.kbnGen(["generate", "defs.json"]).output
        #expect(count > 0 && String(decoding: bytes[..<max(count, 0)], as: UTF8.self) == printed)
        #expect(try folder.status("pipe").st_mode & S_IFMT == S_IFIFO)
        #expect(try folder.names() == ["codes.csv", "defs.json", "pipe"])
    }

    /// `--check` reads what it compares, so a device can be given there without anything written to it.
    @Test func aCharacterDeviceIsNotComparedWithAsAFile() throws {
        let folder = try Folder()
        defer { folder.remove() }
        var status = stat()
        try #require(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(
            try folder.kbnGen(["generate", "defs.json", "--output", "/dev/null", "--check"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "/dev/null: error: the generated file cannot be compared: it is a character device, not a file\n"
                ))
        #expect(
            try folder.kbnGen(["generate", "defs.json", "--output-dir", "/dev/null"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: "/dev/null: error: cannot create the output directory: '/dev/null' is not a folder\n"
                ))
    }

    @Test func aSocketIsRefused() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try bindUnixSocket(at: folder.path("s"))
        #expect(
            try folder.kbnGen(["import-csv", "codes.csv", "--output", "s"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "s: error: cannot write the definitions file: it is a socket, which kbn-gen does not write into; give the path of a file\n"
                ))
        #expect(try folder.status("s").st_mode & S_IFMT == S_IFSOCK)
    }

    // MARK: Links, permissions and owners

    @Test func aLinkIsWrittenThrough() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.writeTranslatedCatalog("K.xcstrings")
        try #require(symlink("defs.json", folder.path("link.json")) == 0)

        let result = try folder.kbnGen(["import-strings", "K.xcstrings", "link.json", "--output", "link.json"])
        #expect(result.status == 0)
        #expect(try folder.status("link.json").st_mode & S_IFMT == S_IFLNK)
        #expect(try folder.contents("defs.json").contains(#""en": "Male""#))

        // A link to a file not written yet makes the file.
        try #require(symlink("new.json", folder.path("ahead.json")) == 0)
        #expect(try folder.kbnGen(["import-csv", "codes.csv", "--output", "ahead.json"]).status == 0)
        #expect(try folder.status("ahead.json").st_mode & S_IFMT == S_IFLNK)
        #expect(try folder.contents("new.json").contains(#""case": "man""#))
    }

    @Test(arguments: [0o600, 0o664, 0o640] as [mode_t])
    func aReplacedFileKeepsItsPermissions(permissions: mode_t) throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.writeTranslatedCatalog("K.xcstrings")
        try #require(chmod(folder.path("defs.json"), permissions) == 0)

        #expect(try folder.kbnGen(["import-strings", "K.xcstrings", "defs.json", "--output", "defs.json"]).status == 0)
        #expect(try folder.contents("defs.json").contains(#""en": "Male""#))
        #expect(try folder.status("defs.json").st_mode & 0o7777 == permissions)
    }

    @Test func aReplacedFileKeepsItsOwnerWhereTheProcessMaySetIt() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try #require(folder.kbnGen(["import-csv", "codes.csv", "--output", "out.json"]).status == 0)
        // Only root may give a file to another user; others keep their own files' owner anyway.
        let owner: (uid_t, gid_t) = getuid() == 0 ? (4242, 4343) : (getuid(), getgid())
        try #require(chown(folder.path("out.json"), owner.0, owner.1) == 0)
        try folder.write("codes.csv", Folder.csv.replacingOccurrences(of: "男性\n", with: "男\n"))

        #expect(try folder.kbnGen(["import-csv", "codes.csv", "--output", "out.json"]).status == 0)
        #expect(try folder.contents("out.json").contains(#""logicalName": "男""#))
        let status = try folder.status("out.json")
        #expect((status.st_uid, status.st_gid) == owner)
    }

    @Test func aReadOnlyFileIsRefusedAndStaysAsItIs() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("K.xcstrings", #"{"sourceLanguage": "ja", "strings": {}, "version": "1.0"}"#)
        try #require(chmod(folder.path("K.xcstrings"), 0o444) == 0)

        #expect(
            try folder.kbnGen(["export-strings", "defs.json", "--output", "K.xcstrings", "--overwrite"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "K.xcstrings: error: cannot write the string catalog: the file is read-only, so kbn-gen leaves it as it is; make it writable (chmod u+w) or write elsewhere\n"
                ))
        #expect(try folder.contents("K.xcstrings") == #"{"sourceLanguage": "ja", "strings": {}, "version": "1.0"}"#)
        #expect(try folder.status("K.xcstrings").st_mode & 0o7777 == 0o444)
    }

    // MARK: Inputs and files that are not kbn-gen's

    /// An output that is an input of the same command, named as given or another way.
    private struct InputAsOutput: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let input: String
        let message: String

        var testDescription: String { "kbn-gen \(arguments.joined(separator: " "))" }
    }

    @Test(arguments: [
        InputAsOutput(
            arguments: ["generate", "defs.json", "--output", "defs.json"], input: "defs.json",
            message:
                "defs.json: error: cannot write the generated file: it is a file this command reads, which writing would destroy; write the generated file elsewhere"
        ),
        InputAsOutput(
            arguments: ["generate", "defs.json", "--output", "./same.json"], input: "defs.json",
            message:
                "./same.json: error: cannot write the generated file: it is a file this command reads (defs.json), which writing would destroy; write the generated file elsewhere"
        ),
        InputAsOutput(
            arguments: ["import-csv", "codes.csv", "--output", "codes.csv"], input: "codes.csv",
            message:
                "codes.csv: error: cannot write the definitions file: it is a file this command reads, which writing would destroy; write the definitions file elsewhere"
        ),
        InputAsOutput(
            arguments: ["export-strings", "defs.json", "--output", "defs.json"], input: "defs.json",
            message:
                "defs.json: error: cannot write the string catalog: it is a file this command reads, which writing would destroy; write the string catalog elsewhere"
        ),
        InputAsOutput(
            arguments: ["import-strings", "K.xcstrings", "defs.json", "--output", "K.xcstrings"], input: "K.xcstrings",
            message:
                "K.xcstrings: error: cannot write the definitions file: it is a file this command reads, which writing would destroy; write the definitions file elsewhere"
        ),
    ])
    private func anOutputThatIsAnInputIsAnError(case: InputAsOutput) throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.writeTranslatedCatalog("K.xcstrings")
        // Another name of defs.json: a link, which names the same file.
        try #require(symlink("defs.json", folder.path("same.json")) == 0)
        let before = try folder.contents(`case`.input)

        #expect(
            try folder.kbnGen(`case`.arguments + ["--overwrite"])
                == ProcessResult(status: 1, output: "", errorOutput: `case`.message + "\n"))
        #expect(try folder.contents(`case`.input) == before)
    }

    @Test(arguments: [
        (
            ["generate", "defs.json", "--output", "Notes.swift"], "the generated file",
            #"a Swift file that kbn-gen generated (its first line starts with '// Generated by kbn-gen ')"#
        ),
        (
            ["import-csv", "codes.csv", "--output", "Notes.swift"], "the definitions file",
            #"a definitions file (a JSON object with "kinds")"#
        ),
        (
            ["export-strings", "defs.json", "--output", "Notes.swift"], "the string catalog",
            #"a String Catalog (a JSON object with "sourceLanguage")"#
        ),
        (
            ["import-strings", "K.xcstrings", "defs.json", "--output", "Notes.swift"], "the definitions file",
            #"a definitions file (a JSON object with "kinds")"#
        ),
    ])
    func aFileKbnGenCannotHaveWrittenIsReplacedOnlyWithOverwrite(
        arguments: [String], description: String, recognised: String
    ) throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.writeTranslatedCatalog("K.xcstrings")
        let notes = "// Hand-written notes\nlet answer = 42\n"
        try folder.write("Notes.swift", notes)

        #expect(
            try folder.kbnGen(arguments)
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: """
                        Notes.swift: error: kbn-gen writes \(description) here, but this file is not \(recognised), so it is not replaced; write elsewhere, or give --overwrite to replace it

                        """))
        #expect(try folder.contents("Notes.swift") == notes)

        #expect(try folder.kbnGen(arguments + ["--overwrite"]).status == 0)
        #expect(try folder.contents("Notes.swift") != notes)
        // What kbn-gen wrote it replaces without being asked.
        #expect(try folder.kbnGen(arguments).status == 0)
    }

    @Test func anEmptyFileIsReplaced() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("Kbn.swift", "")
        #expect(try folder.kbnGen(["generate", "defs.json", "--output", "Kbn.swift"]).status == 0)
        #expect(try folder.contents("Kbn.swift").hasPrefix("// Generated by kbn-gen "))
    }

    // MARK: --output-dir

    @Test func nothingIsWrittenWhenOneOutputCannotBe() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("color.json", Folder.color)
        try FileManager.default.createDirectory(
            atPath: folder.path("out/color.swift"), withIntermediateDirectories: true)

        #expect(
            try folder.kbnGen(["generate", "defs.json", "color.json", "--output-dir", "out"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "out/color.swift: error: cannot write the generated file: it is a directory, not a file\n"
                ))
        #expect(try folder.names(in: "out") == ["color.swift"])
    }

    @Test func outputNamesThatCollideAreAnErrorAndNothingIsWritten() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("collide"), withIntermediateDirectories: false)
        try folder.write("collide/Codes.json", Folder.gender)
        try folder.write("collide/Codes", Folder.color)
        try folder.write(
            "collide/codes.json",
            Folder.color.replacingOccurrences(of: "Color", with: "Size").replacingOccurrences(of: "002", with: "003"))

        #expect(
            try folder.kbnGen([
                "generate", "collide/Codes.json", "collide/Codes", "collide/codes.json", "--output-dir", "out",
            ])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: """
                        collide/Codes: error: generates 'Codes.swift' in 'out', and 'collide/Codes.json' generates the same name, so one would replace the other; rename one of the two definitions files
                        collide/Codes.json: note: generates 'Codes.swift'
                        collide/codes.json: error: generates 'codes.swift' in 'out', and 'collide/Codes.json' generates a name that differs only in case, 'Codes.swift', so one would replace the other; rename one of the two definitions files
                        collide/Codes.json: note: generates 'Codes.swift'

                        """
                ))
        #expect(!folder.exists("out"))
    }

    @Test func staleGeneratedFilesAreReportedByCheckAndRemovedOthersKept() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("color.json", Folder.color)
        #expect(try folder.kbnGen(["generate", "defs.json", "color.json", "--output-dir", "out"]).status == 0)
        #expect(try folder.names(in: "out") == ["_KbnNamespaces.swift", "color.swift", "defs.swift"])
        try folder.write("out/Helpers.swift", "// Written by hand.\n")
        try folder.write("out/notes.txt", "// Generated by kbn-gen, says this file, but it is no Swift.\n")

        // color.json is no longer given: its file would declare Color beside the new namespaces file.
        let check = try folder.kbnGen(["generate", "defs.json", "--output-dir", "out", "--check"])
        #expect(check.status == 1)
        #expect(
            check.errorOutput.hasSuffix(
                "out/color.swift: error: kbn-gen generated this file, but not from the definitions files given (defs.json); generate without --check to remove it\n"
            ))
        #expect(
            try folder.names(in: "out") == [
                "Helpers.swift", "_KbnNamespaces.swift", "color.swift", "defs.swift", "notes.txt",
            ])

        #expect(
            try folder.kbnGen(["generate", "defs.json", "--output-dir", "out"])
                == ProcessResult(status: 0, output: "", errorOutput: ""))
        #expect(try folder.names(in: "out") == ["Helpers.swift", "_KbnNamespaces.swift", "defs.swift", "notes.txt"])
        #expect(
            try folder.kbnGen(["generate", "defs.json", "--output-dir", "out", "--check"])
                == ProcessResult(status: 0, output: "", errorOutput: ""))
    }

    @Test func anOutputDirectoryThatCannotBeMadeSaysWhyPlainly() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(
            try folder.kbnGen(["generate", "defs.json", "--output-dir", "defs.json/out"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "defs.json/out: error: cannot create the output directory: 'defs.json' is not a folder\n"
                ))
        #expect(
            try folder.kbnGen(["import-csv", "codes.csv", "--output", "missing/out.json"])
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput:
                        "missing/out.json: error: cannot write the definitions file: the folder missing/ does not exist\n"
                ))
    }

    // MARK: Standard output

    @Test func aReaderThatClosesThePipeEndsTheWritingNotTheProcess() throws {
        let folder = try Folder()
        defer { folder.remove() }
        // Far more than a pipe holds, so that kbn-gen writes after the reader is gone.
        let rows = (1...3000).map { "Gender,001,性別,value\($0),\($0),名前\($0)" }
        try folder.write(
            "big.csv", "kind,prefix,kindLogicalName,case,postfix,logicalName\n" + rows.joined(separator: "\n"))

        let process = Process()
        process.executableURL = try ChildProcess.kbnGen
        process.arguments = ["import-csv", "big.csv"]
        process.currentDirectoryURL = folder.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // What `| head -c 1` does: read a byte, then close the pipe.
        _ = try output.fileHandleForReading.read(upToCount: 1)
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
