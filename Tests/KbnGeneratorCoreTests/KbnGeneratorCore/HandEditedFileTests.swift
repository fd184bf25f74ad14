// Generated files edited by hand, or from a kbn-gen that does not match KbnKit: each must stop with
// a message that says to generate the file again, never run with an enum and a table that disagree
// (which would make invalid enum values) or with a format KbnKit does not read.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

private let definitions = #"""
    {"kinds": [{"name": "Status", "prefix": "S", "logicalName": "状態", "values": [
      {"case": "draft", "postfix": "1", "logicalName": "下書き"},
      {"case": "open", "postfix": "2", "logicalName": "公開"},
      {"case": "closed", "postfix": "3", "logicalName": "終了"}
    ]}]}
    """#

private let checker = """
    print(Kbn.Status.allCases.map(\\.code))
    """

/// Compiles the generated file, changed by `edit`, with a main file that lists every value, and
/// runs it.
private func runEdited(_ edit: (String) -> String) async throws -> ProcessResult {
    let directory = try ChildProcess.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiler = try await GeneratedCodeCompiler.shared
    let generated = directory.appending(path: "Kinds.swift")
    let main = directory.appending(path: "main.swift")
    try Data(edit(try KbnGenerator.generate(from: Array(definitions.utf8), sourceName: "kbn-definitions.json")).utf8)
        .write(to: generated)
    try Data(checker.utf8).write(to: main)
    let program = directory.appending(path: "checker")
    try compiler.compileExecutable(program, from: [generated, main])
    return try ChildProcess.run(program, [])
}

@Suite("Hand-edited generated files")
struct HandEditedFileTests {
    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH"))
    func theUneditedFileRuns() async throws {
        let result = try await runEdited { $0 }
        #expect(result.status == 0)
        #expect(result.output == #"["S1", "S2", "S3"]"# + "\n")
    }

    @Test(
        .enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH"),
        arguments: [
            ("a case removed", "        case closed\n", "", "declares 2 cases, but its table was generated for 3"),
            (
                "a case added", "        case closed\n", "        case closed\n        case archived\n",
                "declares 4 cases, but its table was generated for 3"
            ),
            (
                "the count changed", "caseCount: 3,", "caseCount: 2,",
                "declares 3 cases, but its table was generated for 2"
            ),
        ])
    func aTableThatDisagreesWithItsEnumStopsNamingTheKind(edit: String, old: String, new: String, message: String)
        async throws
    {
        let result = try await runEdited { source in
            #expect(source.contains(old), "\(edit): the generated file has changed shape")
            return source.replacingOccurrences(of: old, with: new)
        }
        #expect(result.status != 0, "\(edit)")
        #expect(
            result.errorOutput.contains("Kbn.Status \(message); the generated file was edited: generate it again"),
            "\(edit): \(result.errorOutput)")
    }

    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH"))
    func aFileInAFormatKbnKitDoesNotReadFailsToCompileSayingToRegenerate() async throws {
        await #expect {
            _ = try await runEdited { $0.replacingOccurrences(of: "KbnGeneratedFormat4", with: "KbnGeneratedFormat5") }
        } throws: { error in
            let text = String(describing: error)
            return text.contains("KbnGeneratedFormat5") && text.contains("generate this file again")
        }
    }
}
