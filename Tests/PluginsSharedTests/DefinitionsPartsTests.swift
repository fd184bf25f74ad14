// How many files the build plugin asks kbn-gen to spread a definitions file's kinds over
// (Plugins/PluginsShared/DefinitionsParts.swift): one for a file of few kinds, however large, more
// for a file of many.

import Foundation
import Testing

@Suite("Definitions parts")
struct DefinitionsPartsTests {
    private static let manyKinds = 1_000

    @Test func aFileOfFewKindsMakesOneFileHoweverLarge() {
        #expect(DefinitionsParts.count(kinds: 0) == 1)
        #expect(DefinitionsParts.count(kinds: 1) == 1)
        #expect(DefinitionsParts.count(kinds: 2 * DefinitionsParts.kindsPerPart - 1) == 1)
    }

    @Test func aFileOfManyKindsGetsAPartForEachShareUpToTheMost() {
        #expect(DefinitionsParts.count(kinds: 3 * DefinitionsParts.kindsPerPart) == 3)
        #expect(DefinitionsParts.count(kinds: Self.manyKinds) == DefinitionsParts.maximumCount)
    }

    @Test func kindsAreCountedByTheirPrefixKeysAndNotByTextThatSpellsOne() {
        let text = #"""
            {"kinds": [
              {"name": "A", "prefix" : "01", "description": "says \"prefix\": in its text", "values": []},
              {"name": "B",
               "prefix"
                 :"02", "values": [{"case": "prefix", "postfix": "1", "logicalName": "prefix"}]}
            ]}
            """#
        #expect(DefinitionsParts.estimatedKinds(in: Data(text.utf8)) == 2)
    }

    @Test func theCountIsTakenFromTheFileOnDiskAndIsOneForAMissingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "DefinitionsPartsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Three parts' kinds, and one large kind: JSON allows spaces between its tokens.
        let kinds = (1...3 * DefinitionsParts.kindsPerPart).map {
            #"{"name": "K\#($0)", "prefix": "\#($0)", "values": []}"#
        }
        let threeParts = folder.appending(path: "three.kbn.json")
        try Data((#"{"kinds": ["# + kinds.joined(separator: ", ") + "]}").utf8).write(to: threeParts)
        let oneLargeKind = folder.appending(path: "one.kbn.json")
        let padding = String(repeating: " ", count: 1 << 20)
        try Data((#"{"kinds": [{"name": "A", "prefix": "1", "values": []}]"# + padding + "}").utf8).write(
            to: oneLargeKind)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: threeParts)) == 3)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: oneLargeKind)) == 1)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: folder.appending(path: "none.json"))) == 1)
    }
}
