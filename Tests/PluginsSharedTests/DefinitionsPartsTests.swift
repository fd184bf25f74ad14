// How many files the build plugin asks kbn-gen to spread a definitions file's kinds over
// (Plugins/PluginsShared/DefinitionsParts.swift): one for a small file or one of few kinds, more by
// size and kinds for a large file of many.

import Foundation
import Testing

@Suite("Definitions parts")
struct DefinitionsPartsTests {
    private static let manyKinds = 1_000

    @Test func aSmallFileMakesOneFile() {
        #expect(DefinitionsParts.count(size: 0, kinds: 0) == 1)
        #expect(DefinitionsParts.count(size: 3_700, kinds: 1) == 1)
        #expect(DefinitionsParts.count(size: 2 * DefinitionsParts.bytesPerPart - 1, kinds: Self.manyKinds) == 1)
    }

    @Test func aLargeFileOfFewKindsMakesOneFileForWantOfKinds() {
        #expect(DefinitionsParts.count(size: 1 << 30, kinds: 1) == 1)
        #expect(DefinitionsParts.count(size: 1 << 30, kinds: 2 * DefinitionsParts.kindsPerPart - 1) == 1)
    }

    @Test func aLargeFileOfManyKindsGetsAPartForEachShareUpToTheMost() {
        #expect(DefinitionsParts.count(size: 5 * DefinitionsParts.bytesPerPart + 1, kinds: Self.manyKinds) == 5)
        #expect(DefinitionsParts.count(size: 1 << 30, kinds: 3 * DefinitionsParts.kindsPerPart) == 3)
        #expect(DefinitionsParts.count(size: 1 << 30, kinds: Self.manyKinds) == DefinitionsParts.maximumCount)
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
        // Three parts' size of kinds, padded with spaces, which JSON allows between its tokens.
        let kinds = (1...Self.manyKinds).map { #"{"name": "K\#($0)", "prefix": "\#($0)", "values": []}"# }
        let text = #"{"kinds": ["# + kinds.joined(separator: ", ") + "]"
        let padding = String(repeating: " ", count: 3 * DefinitionsParts.bytesPerPart - text.utf8.count - 1)
        let large = folder.appending(path: "large.kbn.json")
        try Data((text + padding + "}").utf8).write(to: large)
        let oneLargeKind = folder.appending(path: "one.kbn.json")
        try Data((#"{"kinds": [{"name": "A", "prefix": "1", "values": []}]"# + padding + "}").utf8).write(
            to: oneLargeKind)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: large)) == 3)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: oneLargeKind)) == 1)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: folder.appending(path: "none.json"))) == 1)
    }
}
