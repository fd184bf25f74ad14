// Determinism: the generated file depends on the definitions only, not on how the JSON is laid
// out, in which order object keys come, or on the hashing seed of the process that generates it.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

@Suite("Determinism")
struct DeterminismTests {
    @Test func sameDefinitionsGiveTheSameBytesWhateverTheKeyOrderAndLayout() throws {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<100 {
            let definitions = SampleDefinitions.random(
                namespace: nil, maximumKinds: 4, maximumValues: 6, using: &random)
            let inFormatOrder = ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: false, using: &random)
            let shuffled = ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: true, using: &random)
            let expected = try KbnGenerator.generate(from: inFormatOrder, sourceName: "kbn-definitions.json")
            #expect(try KbnGenerator.generate(from: shuffled, sourceName: "kbn-definitions.json") == expected)
        }
    }

    /// The environment of this process without the switch that turns off per-process hashing seeds.
    private var randomlySeededEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        return environment
    }

    @Test func kbnGenWritesTheSameBytesInEveryProcess() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SeededGenerator(seed: 4)
        // Many kinds and values, so that any iteration over a Set or Dictionary would show in the order.
        let definitions = SampleDefinitions.random(namespace: nil, maximumKinds: 30, maximumValues: 40, using: &random)
        let bytes = ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: true, using: &random)
        let file = directory.appending(path: "kbn-definitions.json")
        try Data(bytes).write(to: file)

        let runs = try (0..<3).map { _ in
            try ChildProcess.run(
                try ChildProcess.kbnGen, ["generate", file.path(percentEncoded: false)],
                environment: randomlySeededEnvironment)
        }
        let expected = try KbnGenerator.generate(from: bytes, sourceName: "kbn-definitions.json")
        for run in runs {
            #expect(run.status == 0, "\(run.errorOutput)")
            #expect(run.output == expected)
        }
    }

    @Test func kbnGenReportsTheSameDiagnosticsInEveryProcess() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SeededGenerator(seed: 5)
        // Every kind repeated: repeated names, prefixes and codes, found through dictionaries.
        var definitions = SampleDefinitions.random(namespace: nil, maximumKinds: 20, maximumValues: 10, using: &random)
        definitions.kinds += definitions.kinds.reversed()
        let file = directory.appending(path: "kbn-definitions.json")
        try Data(ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: true, using: &random)).write(
            to: file)

        let runs = try (0..<3).map { _ in
            try ChildProcess.run(
                try ChildProcess.kbnGen, ["check", file.path(percentEncoded: false)],
                environment: randomlySeededEnvironment)
        }
        #expect(runs.allSatisfy { $0.status == 1 })
        #expect(runs[0].errorOutput.contains("is defined twice"))
        #expect(runs.allSatisfy { $0.errorOutput == runs[0].errorOutput })
    }
}
