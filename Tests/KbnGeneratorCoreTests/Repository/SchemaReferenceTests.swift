// `kbn-gen check` warns when a definitions file's relative "$schema" points to no file, which
// editors ignore without a word, and says what to write for a path or a URL dependency.

import Foundation
import KbnTestSupport
import Testing

@Suite("$schema references")
struct SchemaReferenceTests {
    private func check(schema: String, creating schemaFile: String? = nil) throws -> ProcessResult {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = directory.appending(path: "Sources/Models")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        if let schemaFile {
            let url = directory.appending(path: schemaFile)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        let definitions =
            #"{"$schema": "\#(schema)", "kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#
        try Data(definitions.utf8).write(to: sources.appending(path: "kbn-definitions.json"))
        return try ChildProcess.run(
            try ChildProcess.kbnGen, ["check", "Sources/Models/kbn-definitions.json", "--quiet"], in: directory)
    }

    @Test("A relative $schema that points to no file is a warning at it, and the check still passes")
    func missing() throws {
        let result = try check(schema: "Schema/kbn-definitions.schema.json")
        #expect(result.status == 0)
        #expect(
            result.errorOutput.hasPrefix(
                #"Sources/Models/kbn-definitions.json:1:13: warning: "$schema" points to no file (Sources/Models/Schema/kbn-definitions.schema.json), so editors check nothing;"#
            ))
        #expect(result.errorOutput.contains("../../.build/checkouts/swift-kbn/Schema/kbn-definitions.schema.json"))
    }

    @Test("A $schema that exists, a URL and an absolute path are not checked")
    func found() throws {
        let relative = "../../.build/checkouts/swift-kbn/Schema/kbn-definitions.schema.json"
        let existing = try check(
            schema: relative, creating: ".build/checkouts/swift-kbn/Schema/kbn-definitions.schema.json")
        #expect(existing.status == 0 && existing.errorOutput.isEmpty)
        for schema in ["https://example.com/kbn-definitions.schema.json", "/nowhere/kbn-definitions.schema.json"] {
            let result = try check(schema: schema)
            #expect(result.status == 0 && result.errorOutput.isEmpty, "\(schema)")
        }
    }
}
