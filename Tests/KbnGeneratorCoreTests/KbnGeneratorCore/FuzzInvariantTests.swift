// The short, deterministic counterpart of the fuzz run (Scripts/fuzz.sh): thousands of random and
// mutated definitions files, each rejected with located errors or turned into source, none crashing.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

/// A random valid file changed by a few mutations: of its structure, then of its bytes.
private func mutatedFile(using random: inout SeededGenerator) -> [UInt8] {
    // Namespaces that are not type names make some files invalid from the start.
    var tree = SampleDefinitions.random(
        namespace: random.oneIn(3) ? nil : TrickyText.identifier(using: &random),
        maximumKinds: 4, maximumValues: 6, using: &random
    ).json
    for _ in 0..<Int.random(in: 0...3, using: &random) {
        tree = DefinitionsMutator.mutateTree(tree, using: &random)
    }
    var bytes = ScrambledJSONWriter.bytes(of: tree, shufflingMembers: random.oneIn(2), using: &random)
    for _ in 0..<Int.random(in: 0...2, using: &random) {
        bytes = DefinitionsMutator.mutateBytes(bytes, using: &random)
    }
    return bytes
}

@Suite("Fuzz invariants")
struct FuzzInvariantTests {
    @Test func randomValidDefinitionsAreAccepted() throws {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<300 {
            let definitions = SampleDefinitions.random(
                namespace: nil, maximumKinds: 4, maximumValues: 6, using: &random)
            let bytes = ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: true, using: &random)
            let read = try KbnGenerator.definitions(from: bytes)
            #expect(read.kinds.map(\.name.value) == definitions.kinds.map(\.name))
            // The code-master parts, in the order the file declares them; exact texts are the property test's.
            for (kind, sample) in zip(read.kinds, definitions.kinds) {
                #expect(
                    kind.attributes.map { "\($0.name.value): \($0.type)" }
                        == sample.attributes.map { "\($0.name): \($0.type)" })
                #expect(
                    kind.groups.map { [$0.name.value] + $0.members.map(\.value) }
                        == sample.groups.map { [$0.name] + $0.members })
                #expect(kind.sortBy?.value == sample.sortBy)
                #expect(kind.values.map { $0.attributes.mapValues(\.value) } == sample.values.map(\.attributes))
                #expect(
                    kind.values.map { [$0.shortName?.value, $0.deprecated?.value] }
                        == sample.values.map { [$0.shortName, $0.deprecated] })
                #expect(
                    kind.values.map { $0.localizedNames.map { [$0.language.value, $0.name.value] } }
                        == sample.values.map {
                            $0.localizedNames.sorted { $0.language < $1.language }.map { [$0.language, $0.name] }
                        }
                )
            }
        }
    }

    // Two halves of 750 files, from their own seeds, so that they can run at the same time.
    @Test(arguments: [2, 6] as [UInt64])
    func mutatedDefinitionsAreRejectedWithErrorsInsideTheFileOrAccepted(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var rejected = 0
        let inputs = 750
        for _ in 0..<inputs {
            let bytes = mutatedFile(using: &random)
            let outcome = GeneratorInvariant.check(bytes)
            #expect(
                outcome.violations.isEmpty,
                "\(outcome.violations) for \(String(decoding: bytes.prefix(2_000), as: UTF8.self))")
            if !outcome.accepted { rejected += 1 }
        }
        // The mutations must reach both outcomes, or this test would check little.
        #expect(rejected > inputs / 2 && rejected < inputs)
    }

    // MARK: The invariant itself

    @Test func fileLinesCountLineBreaksAsTheReaderDoes() {
        #expect(FileLines(Array("ab\r\ncde\rf\n".utf8)).lengths == [2, 3, 1, 0])
        #expect(FileLines([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).lengths == [2])
        #expect(FileLines([]).lengths == [0])
    }

    @Test func invariantReportsLocationsOutsideTheFileAndRejectionsWithoutErrors() {
        let bytes = Array("{\n  \"a\"\n}".utf8)
        let inside: [Diagnostic] = [
            .error("e", at: .init(line: 2, column: 6)), .note("n", at: .init(line: 3, column: 2)),
        ]
        #expect(GeneratorInvariant.violations(in: inside, for: bytes).isEmpty)
        #expect(GeneratorInvariant.violations(in: [.error("e", at: .init(line: 2, column: 7))], for: bytes).count == 1)
        #expect(GeneratorInvariant.violations(in: [.error("e", at: .init(line: 4, column: 1))], for: bytes).count == 1)
        #expect(GeneratorInvariant.violations(in: [.error("e", at: .init(line: 1, column: 0))], for: bytes).count == 1)
        #expect(GeneratorInvariant.violations(in: [.error("e", at: nil)], for: bytes).count == 1)
        #expect(GeneratorInvariant.violations(in: [.error("e", at: nil)], for: []).isEmpty)
        #expect(GeneratorInvariant.violations(in: [.note("n", at: .init(line: 1, column: 1))], for: bytes).count == 1)
    }

    // MARK: The CSV and String Catalog readers

    /// The seed corpus of a fuzz target in Fuzz/, and the real catalogs the catalog target starts from.
    private func seedFiles(_ folders: String...) throws -> [(name: String, bytes: [UInt8])] {
        try folders.flatMap { folder in
            let directory = Repository.file(folder)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path(percentEncoded: false)).sorted()
                .filter { !$0.hasSuffix(".md") }
                .map { ($0, Array(try Data(contentsOf: directory.appending(path: $0)))) }
        }
    }

    /// The fuzz targets' seeds, and their bytes cut short, hold the fuzzers' invariants: what the
    /// harnesses (Fuzz/FuzzCSV.swift, Fuzz/FuzzStringCatalog.swift) check, without the fuzzer.
    @Test func csvAndCatalogSeedsHoldTheReadersInvariants() throws {
        let csv = try seedFiles("Fuzz/corpus-csv")
        let catalogs = try seedFiles("Fuzz/corpus-catalog", "Tests/KbnGeneratorCoreTests/Fixtures/StringCatalogs")
        #expect(csv.count >= 3 && catalogs.count >= 5)
        let definitions = Array(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性", "shortName": "男"}]}]}"#
                .utf8)
        for (name, bytes) in csv {
            for length in [bytes.count, bytes.count / 2, bytes.count / 3] {
                #expect(ReaderInvariant.checkCSV(Array(bytes.prefix(length))).isEmpty, "\(name), \(length) bytes")
            }
        }
        for (name, bytes) in catalogs {
            for length in [bytes.count, bytes.count / 2, bytes.count / 3] {
                #expect(
                    ReaderInvariant.checkCatalog(Array(bytes.prefix(length)), into: definitions).isEmpty,
                    "\(name), \(length) bytes")
            }
        }
    }
}
