// The reference outputs: generated files committed beside the definitions they come from, so that
// a change to the generated code shows as a diff of them. Snapshots/KbnExample.swift.expected is
// the repository's kbn-definitions.json, the example; Snapshots/NamingEdgeCases.swift.expected is
// Snapshots/NamingEdgeCases.json, names at the edges of what the validator accepts: keywords in
// backticks and contextual ones without, names beside KbnType's members and the properties groups
// derive, non-ASCII names composed and decomposed, and cases named as their kind, another kind, the
// namespace, its members and standard-library and KbnKit types.
//
// After a deliberate change to the definitions or the renderer, regenerate every reference output
// from the repository root and review the diff:
//
//     KBN_UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

@Suite("Snapshots")
struct SnapshotTests {
    /// Whether the run writes each reference output from the generator instead of comparing with it.
    static let updating = ProcessInfo.processInfo.environment["KBN_UPDATE_SNAPSHOTS"] == "1"

    static let namingEdgeCases = "Tests/KbnGeneratorCoreTests/Snapshots/NamingEdgeCases.json"

    @Test func rendersTheExampleDefinitionsAsTheSnapshot() throws {
        try expectSnapshot(
            of: "kbn-definitions.json", is: "Tests/KbnGeneratorCoreTests/Snapshots/KbnExample.swift.expected")
    }

    @Test func rendersTheNamingEdgeCasesAsTheirSnapshot() throws {
        try expectSnapshot(
            of: Self.namingEdgeCases, is: "Tests/KbnGeneratorCoreTests/Snapshots/NamingEdgeCases.swift.expected")
    }

    /// The naming edge cases' generated file compiles, and each of its cases, attributes and group
    /// memberships, named as an app names them (in backticks, which any name may have), is the
    /// value the definitions give it.
    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"))
    func theNamingEdgeCasesCompileAndEveryNameReadsBack() async throws {
        let bytes = [UInt8](try Data(contentsOf: Repository.file(Self.namingEdgeCases)))
        let definitions = try KbnGenerator.definitions(from: bytes)
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appending(path: "NamingEdgeCases.swift")
        let main = directory.appending(path: "main.swift")
        try Data(try KbnGenerator.generate(from: bytes, sourceName: "NamingEdgeCases.json").utf8).write(to: generated)
        try Data(Self.nameChecker(definitions).utf8).write(to: main)
        let program = directory.appending(path: "check")
        try await GeneratedCodeCompiler.shared.compileExecutable(program, from: [generated, main])
        let result = try ChildProcess.run(program, [])
        #expect(result == ProcessResult(status: 0, output: "every name reads back\n", errorOutput: ""))
    }

    /// Compares the file generated from the definitions at `definitionsPath` with the reference
    /// output at `expectedPath`, both relative to the repository root, or writes it there when the
    /// run updates the snapshots.
    private func expectSnapshot(
        of definitionsPath: String, is expectedPath: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let definitions = [UInt8](try Data(contentsOf: Repository.file(definitionsPath)))
        let sourceName = String(definitionsPath.split(separator: "/").last!)
        let source = try KbnGenerator.generate(from: definitions, sourceName: sourceName)
        let expected = Repository.file(expectedPath)
        if Self.updating {
            if (try? Data(contentsOf: expected)) != Data(source.utf8) {
                try Data(source.utf8).write(to: expected)
                print("Updated \(expectedPath)")
            }
            return
        }
        expectSameBytes(
            source, String(decoding: try Data(contentsOf: expected), as: UTF8.self),
            "If the change is intended, regenerate the reference outputs: KBN_UPDATE_SNAPSHOTS=1 swift test --filter SnapshotTests",
            sourceLocation: sourceLocation
        )
    }

    /// A main.swift that reads every value's code, attributes and group memberships through the
    /// names the definitions give them, and prints each one that differs.
    private static func nameChecker(_ definitions: Definitions) -> String {
        func named(_ name: String) -> String { "`\(name)`" }
        func literal(_ text: String) -> String {
            "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
        }
        var checks: [String] = []
        for kind in definitions.kinds {
            let type = "\(named(definitions.namespace.value)).\(named(kind.name.value))"
            for value in kind.values {
                let member = "\(type).\(named(value.caseName.value))"
                let name = "\(kind.name.value).\(value.caseName.value)"
                checks.append("(\(member).code, \(literal(kind.prefix.value + value.postfix.value)), \(literal(name)))")
                for attribute in kind.attributes {
                    let shown =
                        switch value.attributes[attribute.name.value]?.value {
                        case .string(let text)?: text
                        case .int(let number)?: String(number)
                        case .bool(let flag)?: String(flag)
                        case .double(let number)?: String(number)
                        case nil: "nil"
                        }
                    checks.append(
                        "(\"\\(\(member).\(named(attribute.name.value)))\", \(literal(shown)), \(literal(name + "." + attribute.name.value)))"
                    )
                }
                for group in kind.groups {
                    let property = SwiftNames.membershipPropertyName(forGroup: group.name.value)
                    let isMember = group.members.contains { $0.value == value.caseName.value }
                    checks.append(
                        "(\"\\(\(member).\(named(property)))\", \"\(isMember)\", \(literal(name + "." + property)))")
                }
            }
        }
        return """
            import KbnKit

            let checks: [(actual: Swift.String, expected: Swift.String, name: Swift.String)] = [
            \(checks.map { "    " + $0 + "," }.joined(separator: "\n"))
            ]
            let wrong = checks.filter { $0.actual != $0.expected }.map { "\\($0.name) is \\($0.actual), not \\($0.expected)" }
            print(wrong.isEmpty ? "every name reads back" : wrong.joined(separator: "\\n"))

            """
    }
}
