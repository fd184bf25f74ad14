// Messages a build log can trust, checked by running the built kbn-gen: no control character of an
// input reaches the terminal, Shift_JIS problems are reported at their line whatever ends the
// lines, and a hint never leads to a garbled file.

import Foundation
import KbnTestSupport
import Testing

private let header = "kind,prefix,kindLogicalName,case,postfix,logicalName\n"
private let gender =
    #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#

private func run(_ arguments: [String], files: [String: [UInt8]]) throws -> (ProcessResult, URL) {
    let directory = try ChildProcess.temporaryDirectory()
    for (name, bytes) in files {
        try Data(bytes).write(to: directory.appending(path: name))
    }
    return (try ChildProcess.run(try ChildProcess.kbnGen, arguments, in: directory), directory)
}

@Suite("kbn-gen messages")
struct KbnGenMessagesTests {
    @Test func controlCharactersOfTheInputAreEscapedInEveryMessage() throws {
        // A language and a variation that would print a forged error line and clear the screen.
        let forged = #"en\nfake.json:1:1: error: forged\u001b[2J"#
        let catalog =
            #"{"sourceLanguage": "ja", "version": "1.0", "strings": {"#
            + #""Kbn.Gender.man": {"localizations": {"\#(forged)": {"stringUnit": {"state": "translated", "value": "M"}}, "#
            + #""fr": {"variations": {"\#(forged)": {}}}}}}}"#
        let (result, directory) = try run(
            ["import-strings", "K.xcstrings", "defs.json", "--output", "out.json"],
            files: [
                "K.xcstrings": Array(catalog.utf8), "defs.json": Array(gender.utf8),
            ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 1)
        #expect(!result.errorOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let lines = result.errorOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("K.xcstrings:1:") })
        #expect(
            lines.contains {
                $0.contains(
                    #"'en\u{A}fake.json:1:1: error: forged\u{1B}[2J' in key 'Kbn.Gender.man' is not a language code"#)
            })
        #expect(
            lines.contains {
                $0.contains(
                    #"varies by en\u{A}fake.json:1:1: error: forged\u{1B}[2J; a name is one string per language"#)
            })
    }

    @Test func aShiftJISLineEndedByCRAloneIsReportedAtItsLine() throws {
        // Line 3 has 0xFF 0xFF, which is no Shift_JIS; lines end with CR only, as old Mac files do.
        let bytes =
            Array(header.replacingOccurrences(of: "\n", with: "\r").utf8)
            + Array("Gender,001,".utf8) + [0x90, 0xAB, 0x95, 0xCA] + Array(",man,01,x\r".utf8)
            + Array("Gender,001,,woman,02,".utf8) + [0xFF, 0xFF] + [0x0D]
        let (result, directory) = try run(
            ["import-csv", "codes.csv", "--encoding", "shift-jis"], files: ["codes.csv": bytes])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            result
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: "codes.csv:3:1: error: this line is not Shift_JIS text; check the file's encoding\n"))
    }

    @Test func aWesternFileGivenAsShiftJISIsRefusedNotGarbled() throws {
        let bytes = Array((header + "Gender,001,G").utf8) + [0xE9] + Array("nero,man,01,x\n".utf8)
        let (hinted, directory) = try run(["import-csv", "codes.csv"], files: ["codes.csv": bytes])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(hinted.status == 1)
        #expect(!hinted.errorOutput.contains("shift-jis"))
        #expect(hinted.errorOutput.contains("the file looks like Windows-1252 (Latin-1)"))

        let converted = try ChildProcess.run(
            try ChildProcess.kbnGen, ["import-csv", "codes.csv", "--encoding", "shift-jis", "--output", "out.json"],
            in: directory)
        #expect(
            converted
                == ProcessResult(
                    status: 1, output: "",
                    errorOutput: """
                        codes.csv: error: the file does not read as Japanese text in Shift_JIS, and converting it would garble its letters; it looks like Windows-1252 (Latin-1): save it as "CSV UTF-8 (Comma delimited) (*.csv)" and leave out --encoding shift-jis

                        """))
        #expect(
            !FileManager.default.fileExists(atPath: directory.appending(path: "out.json").path(percentEncoded: false)))
    }
}
