// How many files the build plugin asks kbn-gen to spread a definitions file's kinds over
// (Plugins/PluginsShared/DefinitionsParts.swift): one for a small file, more by size for a large one.

import Foundation
import Testing

@Suite("Definitions parts")
struct DefinitionsPartsTests {
    @Test func aSmallFileMakesOneFile() {
        #expect(DefinitionsParts.count(forSize: 0) == 1)
        #expect(DefinitionsParts.count(forSize: 3_700) == 1)
        #expect(DefinitionsParts.count(forSize: 2 * DefinitionsParts.bytesPerPart - 1) == 1)
    }

    @Test func aLargeFileGetsAPartForEachShareOfItsSizeUpToTheMost() {
        #expect(DefinitionsParts.count(forSize: 2 * DefinitionsParts.bytesPerPart) == 2)
        #expect(DefinitionsParts.count(forSize: 5 * DefinitionsParts.bytesPerPart + 1) == 5)
        #expect(DefinitionsParts.count(forSize: 1 << 30) == DefinitionsParts.maximumCount)
    }

    @Test func theCountIsTakenFromTheFileOnDiskAndIsOneForAMissingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "DefinitionsPartsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appending(path: "small.kbn.json")
        let large = folder.appending(path: "large.kbn.json")
        try Data(repeating: 0x20, count: 100).write(to: small)
        try Data(repeating: 0x20, count: 3 * DefinitionsParts.bytesPerPart).write(to: large)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: small)) == 1)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: large)) == 3)
        #expect(DefinitionsParts.count(ofFileAt: DefinitionsFinder.path(of: folder.appending(path: "none.json"))) == 1)
    }
}
