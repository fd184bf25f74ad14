// The generated file for the repository's kbn-definitions.json, compared with the checked-in
// Snapshots/KbnExample.swift.expected. After a deliberate change to the definitions or the
// renderer, regenerate the snapshot from the repository root and review its diff:
//
//     swift run kbn-gen generate kbn-definitions.json --output Tests/KbnGeneratorCoreTests/Snapshots/KbnExample.swift.expected

import Foundation
import KbnGeneratorCore
import Testing

@Test func rendersTheExampleDefinitionsAsTheSnapshot() throws {
    let definitions = try Data(contentsOf: Repository.file("kbn-definitions.json"))
    let snapshot = try Data(contentsOf: Repository.file("Tests/KbnGeneratorCoreTests/Snapshots/KbnExample.swift.expected"))
    let source = try KbnGenerator.generate(from: [UInt8](definitions), sourceName: "kbn-definitions.json")
    expectSameBytes(
        source, String(decoding: snapshot, as: UTF8.self),
        "If the change is intended, regenerate the snapshot (see ExampleSnapshotTests.swift)."
    )
}
