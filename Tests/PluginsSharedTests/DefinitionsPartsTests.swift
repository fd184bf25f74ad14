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

    /// A folder of definitions files, removed by `remove()`.
    private struct Folder {
        let url = FileManager.default.temporaryDirectory.appending(path: "DefinitionsPartsTests-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        /// Writes a file of `kinds` kinds, padded with spaces, which JSON allows between its tokens,
        /// to `bytes` bytes or more; returns its path.
        func write(_ name: String, kinds: Int, bytes: Int = 0) throws -> String {
            let declared = (0..<kinds).map { #"{"name": "K\#($0)", "prefix": "\#($0)", "values": []}"# }
            let text = #"{"kinds": ["# + declared.joined(separator: ", ") + "]}"
            let file = url.appending(path: name)
            try Data((text + String(repeating: " ", count: max(0, bytes - text.utf8.count))).utf8).write(to: file)
            return DefinitionsFinder.path(of: file)
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test func eachFileGetsItsPartsFromItsKindsOnDiskAndAMissingFileOne() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let paths = [
            try folder.write("three.kbn.json", kinds: 3 * DefinitionsParts.kindsPerPart),
            try folder.write("large.kbn.json", kinds: 1, bytes: 1 << 20),
            DefinitionsFinder.path(of: folder.url.appending(path: "none.kbn.json")),
        ]
        #expect(DefinitionsParts.layout(ofFilesAt: paths) == .init(partCounts: [3, 1, 1], sharedCount: 0))
    }

    @Test func upToTheMostPartsSmallFilesKeepAFileEach() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let paths = try (1...DefinitionsParts.maximumCount).map { try folder.write("\($0).kbn.json", kinds: 1) }
        #expect(
            DefinitionsParts.layout(ofFilesAt: paths)
                == .init(partCounts: Array(repeating: 1, count: paths.count), sharedCount: 0))
    }

    @Test func moreSmallFilesShareAsManyFilesAsTheirKindsWouldHaveAsOneFilesParts() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let small = try (1...40).map { try folder.write("\($0).kbn.json", kinds: 2) }
        let atTheLimit = try folder.write("limit.kbn.json", kinds: 1, bytes: DefinitionsParts.sharedFileSizeLimit)
        let overTheLimit = try folder.write(
            "over.kbn.json", kinds: 1, bytes: DefinitionsParts.sharedFileSizeLimit + 1)
        let manyKinds = try folder.write("many.kbn.json", kinds: 2 * DefinitionsParts.kindsPerPart)
        let missing = DefinitionsFinder.path(of: folder.url.appending(path: "none.kbn.json"))
        let layout = DefinitionsParts.layout(ofFilesAt: small + [atTheLimit, overTheLimit, manyKinds, missing])
        #expect(layout.partCounts == Array(repeating: 0, count: 41) + [1, 2, 1])
        #expect(layout.sharedCount == DefinitionsParts.count(kinds: 81))
        #expect(layout.sharedCount == 10)
    }
}
