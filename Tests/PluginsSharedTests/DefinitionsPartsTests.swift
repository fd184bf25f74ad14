// How many parts the build plugin asks for (Plugins/PluginsShared/DefinitionsParts.swift): one for
// small and missing files, more as a file grows, never more than the limit.

import Foundation
import Testing

@Suite struct DefinitionsPartsTests {
    @Test(arguments: [(0, 1), (1, 1), (DefinitionsParts.bytesPerPart - 1, 1), (2 * DefinitionsParts.bytesPerPart - 1, 1),
                      (2 * DefinitionsParts.bytesPerPart, 2), (11 * DefinitionsParts.bytesPerPart + 5, 11), (Int.max, DefinitionsParts.maximumCount)])
    func thePartCountGrowsWithTheFileAndStopsAtTheLimit(size: Int, parts: Int) {
        #expect(DefinitionsParts.count(forFileOfSize: size) == parts)
    }

    @Test func aFileOnDiskIsCountedBySize() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "DefinitionsPartsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "kbn-definitions.json")
        try Data(count: 3 * DefinitionsParts.bytesPerPart).write(to: file)
        #expect(DefinitionsParts.count(forFile: file.path(percentEncoded: false)) == 3)
        #expect(DefinitionsParts.count(forFile: folder.appending(path: "missing.json").path(percentEncoded: false)) == 1)
    }
}
