// Tests for Schema/kbn-definitions.schema.json: the repository's definitions and every format key
// validate against it, wrong files do not, and its property names are the keys the decoder accepts.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func readJSON(_ path: String) throws -> JSONValue {
    let data = try Data(contentsOf: Repository.file(path))
    return try JSONReader.read([UInt8](data))
}

private func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(schema: try readJSON("Schema/kbn-definitions.schema.json"))
}

private func errors(in text: String) throws -> [String] {
    try validator().errors(in: try JSONReader.read(Array(text.utf8)))
}

@Suite("JSON Schema")
struct SchemaTests {
    @Test func theSchemaIsDraft2020AndUsesOnlyKeywordsTheValidatorChecks() throws {
        let schema = try readJSON("Schema/kbn-definitions.schema.json")
        guard case .object(let members) = schema.content else {
            Issue.record("the schema is not an object")
            return
        }
        #expect(
            members.first { $0.key == "$schema" }?.value.content
                == .string("https://json-schema.org/draft/2020-12/schema"))
        _ = try validator()
    }

    @Test func theValidatorRefusesKeywordsItDoesNotImplement() throws {
        let schema = try JSONReader.read(Array(#"{"type": "object", "properties": {"a": {"maxLength": 2}}}"#.utf8))
        #expect(throws: JSONSchemaValidator.SchemaError.self) { try JSONSchemaValidator(schema: schema) }
    }

    /// Every kbn-definitions.json in the repository, outside build folders.
    private func definitionsFiles() -> [String] {
        let skipped: Set = [".build", ".git", ".swiftpm"]
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let entries =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: Repository.file(folder).path(percentEncoded: false))) ?? []
            for entry in entries.sorted() where !skipped.contains(entry) {
                let path = folder.isEmpty ? entry : "\(folder)/\(entry)"
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: Repository.file(path).path(percentEncoded: false), isDirectory: &isFolder)
                else {
                    continue
                }
                if isFolder.boolValue {
                    folders.append(path)
                } else if entry == "kbn-definitions.json" {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    @Test func theRepositoryDefinitionsValidate() throws {
        let files = definitionsFiles()
        #expect(files.contains("kbn-definitions.json"))
        #expect(files.contains("Examples/CommittedSources/Sources/ReviewedCodes/kbn-definitions.json"))
        for file in files {
            #expect(try validator().errors(in: try readJSON(file)) == [], "\(file)")
        }
    }

    @Test func everyFormatKeyValidates() throws {
        #expect(
            try errors(
                in: """
                    {
                      "$schema": "Schema/kbn-definitions.schema.json",
                      "namespace": "Codes",
                      "access": "package",
                      "kinds": [{
                        "name": "Prefecture", "prefix": "002", "logicalName": "都道府県", "description": "JIS X 0401",
                        "attributes": {"region": "String", "population": "Int", "capital": "Bool"},
                        "groups": {"kanto": ["tokyo"]},
                        "sortBy": "population",
                        "values": [{
                          "case": "tokyo", "postfix": "13", "logicalName": "東京都", "description": "Capital",
                          "shortName": "東京", "deprecated": "Use metropolis", "formerCodes": ["00299", "099"], "localizedNames": {"en": "Tokyo"},
                          "attributes": {"region": "関東", "population": 14000000, "capital": true}
                        }]
                      }, {
                        "name": "Bank", "logicalName": "銀行",
                        "attributes": {"latitude": "Double?", "branchCount": "Int?", "romaji": "String?", "active": "Bool?"},
                        "values": [{
                          "case": "mizuho", "postfix": "0001", "logicalName": "みずほ", "alternateCodes": ["1"],
                          "attributes": {"latitude": 35.6895, "branchCount": null, "romaji": "Mizuho"}
                        }]
                      }, {
                        "name": "Branch", "parent": "Bank", "logicalName": "支店",
                        "values": [{"case": "mizuho_honten", "parent": "0001", "postfix": "001", "logicalName": "本店"}]
                      }]
                    }
                    """) == [])
    }

    @Test func theCSVImportersOptionalColumnsGiveFilesTheSchemaAccepts() throws {
        let csv =
            "kind,prefix,kindLogicalName,case,postfix,logicalName,shortName,deprecated,formerCodes,name.en,attr.region,attr.population:Int,attr.capital:Bool\n"
            + "Prefecture,002,都道府県,tokyo,13,東京都,東京,Old,00299|099,Tokyo,関東,14000000,true\n"
        let (header, rows) = try CSVImporter.cells(of: Array(csv.utf8))
        #expect(
            try validator().errors(in: try DefinitionsBuilder.definitions(header: header, rows: rows).json) == [])
    }

    @Test func wrongFilesDoNotValidate() throws {
        #expect(try errors(in: #"{"kinds": [], "kind": 1}"#) == ["/kind: property not allowed here"])
        #expect(
            try errors(in: #"{"access": "open"}"#) == [
                ": missing required property \"kinds\"", "/access: not one of the allowed values",
            ])
        #expect(
            try errors(in: #"{"kinds": [{"name": "A", "prefix": 1, "logicalName": "a", "values": []}]}"#) == [
                "/kinds/0/prefix: expected string, found a number", "/kinds/0/values: fewer than 1 items",
            ])
        #expect(
            try errors(
                in:
                    #"{"kinds": [{"name": "A", "prefix": "1", "logicalName": "a", "values": [{"case": "a", "postfix": "1", "logicalName": "a", "formerCodes": ["", 2]}]}]}"#
            ) == [
                "/kinds/0/values/0/formerCodes/0: shorter than 1 characters",
                "/kinds/0/values/0/formerCodes/1: expected string, found a number",
            ])
        #expect(
            try errors(
                in:
                    #"{"kinds": [{"name": "A", "prefix": "1", "logicalName": "a", "attributes": {"x": "Float"}, "values": [{"case": "a", "postfix": 1, "logicalName": "a", "attributes": {"x": [1.5]}, "localizedNames": {"": "a"}}]}]}"#
            ) == [
                "/kinds/0/attributes/x: not one of the allowed values",
                "/kinds/0/values/0/postfix: expected string, found a number",
                "/kinds/0/values/0/attributes/x: expected string or number or boolean or null, found an array",
                "/kinds/0/values/0/localizedNames/: shorter than 1 characters",
            ])
        #expect(
            try errors(in: #"{"madeFor": {"A": "kbn2-0123456789abcdef0123456789abcdef", "B": "kbn2-0"}, "kinds": []}"#)
                == [
                    "/madeFor/B: does not match ^kbn2-[0-9a-f]{32}$"
                ])
    }

    @Test func theSchemaHasExactlyTheKeysTheDecoderAccepts() throws {
        let schema = try validator()
        let decoderKeys: [(pointer: String, keys: [String])] = [
            ("#", DefinitionsDecoder.rootKeys), ("#/$defs/kind", DefinitionsDecoder.kindKeys),
            ("#/$defs/value", DefinitionsDecoder.valueKeys),
        ]
        for (pointer, keys) in decoderKeys {
            #expect(schema.propertyNames(at: pointer) == Set(keys), "\(pointer)")
        }
    }
}
