// Property: for random valid definitions (any codes, Unicode text, keyword and non-ASCII names,
// attributes, groups, translations, deprecations), the generated file compiles in Swift 6 mode
// without warnings and everything reads back exactly through the generated API. The suite runs one
// fixed batch; Scripts/property-test.sh runs any seed and count.

import Foundation
import KbnGeneratorCore
import KbnTestSupport
import Testing

/// Files compiled together in one swiftc run: fewer runs, each a little longer, is faster.
private let filesPerBatch = 8

@Suite("Generated code property test")
struct GeneratedCodePropertyTests {
    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"))
    func generatedFilesCompileAndRoundTripEveryString() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["KBN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1
        let fileCount = environment["KBN_PROPERTY_FILES"].flatMap { Int($0) } ?? filesPerBatch
        let directory = try ChildProcess.temporaryDirectory()
        var failed = false
        // A failing batch's files stay, for the message to point at.
        defer { if !failed { try? FileManager.default.removeItem(at: directory) } }
        let compiler = try await GeneratedCodeCompiler.shared

        var random = SeededGenerator(seed: seed)
        var kinds: [SampleDefinitions.Kind] = []
        for first in stride(from: 0, to: fileCount, by: filesPerBatch) {
            var batch = RoundTripBatch()
            var namespaces: Set<String> = []
            for _ in first..<min(first + filesPerBatch, fileCount) {
                // One module holds the batch, so each file needs its own namespace; the first keeps the default.
                let definitions = SampleDefinitions.random(
                    namespace: batch.files.isEmpty ? nil : uniqueNamespace(besides: &namespaces, using: &random),
                    maximumKinds: 4, maximumValues: 8, using: &random
                )
                let bytes = ScrambledJSONWriter.bytes(
                    of: definitions.json, shufflingMembers: random.oneIn(2), using: &random)
                batch.files.append((definitions, bytes))
                kinds += definitions.kinds
            }
            let batchDirectory = directory.appending(path: "batch-\(first / filesPerBatch)")
            if let failure = try batch.failure(compiler: compiler, in: batchDirectory, firstFileNumber: first) {
                failed = true
                Issue.record("seed \(seed): \(failure)")
            }
        }
        // The figures docs/RELIABILITY.md quotes.
        let values = kinds.flatMap(\.values)
        print(
            "Property test, seed \(seed): \(fileCount) files, \(kinds.count) kinds (\(kinds.count { !$0.attributes.isEmpty }) with attributes, "
                + "\(kinds.count { $0.sortBy != nil }) sorted by one, \(kinds.count { !$0.groups.isEmpty }) with groups), \(values.count) values "
                + "(\(values.count { $0.shortName != nil }) with short names, \(values.count { $0.deprecated != nil }) deprecated, "
                + "\(values.count { !$0.localizedNames.isEmpty }) translated) generated and compiled"
        )
    }

    /// A random namespace name the generator accepts, other than the default and those taken.
    private func uniqueNamespace(besides taken: inout Set<String>, using random: inout SeededGenerator) -> String {
        while true {
            let name = TrickyText.identifier(using: &random)
            if SwiftNames.problemWithTypeName(name) == nil, name != DefinitionsDecoder.defaultNamespace,
                taken.insert(name).inserted
            {
                return name
            }
        }
    }
}
