// Property: for random valid definitions (any codes, Unicode text, keyword and non-ASCII names), the
// generated file compiles in Swift 6 mode without warnings and every string and code reads back
// exactly. The suite runs one fixed batch; Scripts/property-test.sh runs any seed and count.

import Foundation
import Testing
import KbnGeneratorCore
import KbnTestSupport

/// Files compiled together in one swiftc run: fewer runs, each a little longer, is faster.
private let filesPerBatch = 8

@Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"))
func generatedFilesCompileAndRoundTripEveryString() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["KBN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1
    let fileCount = environment["KBN_PROPERTY_FILES"].flatMap { Int($0) } ?? filesPerBatch
    let directory = try ChildProcess.temporaryDirectory()
    var failed = false
    // A failing batch's files stay, for the message to point at.
    defer { if !failed { try? FileManager.default.removeItem(at: directory) } }
    let compiler = try GeneratedCodeCompiler(swiftc: ChildProcess.swiftc!, directory: directory)

    var random = SeededGenerator(seed: seed)
    var kindCount = 0
    var valueCount = 0
    for first in stride(from: 0, to: fileCount, by: filesPerBatch) {
        var batch = RoundTripBatch()
        var namespaces: Set<String> = []
        for _ in first..<min(first + filesPerBatch, fileCount) {
            // One module holds the batch, so each file needs its own namespace; the first keeps the default.
            let definitions = SampleDefinitions.random(
                namespace: batch.files.isEmpty ? nil : uniqueNamespace(besides: &namespaces, using: &random),
                maximumKinds: 4, maximumValues: 8, using: &random
            )
            let bytes = ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: random.oneIn(2), using: &random)
            batch.files.append((definitions, bytes))
            kindCount += definitions.kinds.count
            valueCount += definitions.kinds.reduce(0) { $0 + $1.values.count }
        }
        let batchDirectory = directory.appending(path: "batch-\(first / filesPerBatch)")
        if let failure = try batch.failure(compiler: compiler, in: batchDirectory, firstFileNumber: first) {
            failed = true
            Issue.record("seed \(seed): \(failure)")
        }
    }
    // The figures docs/RELIABILITY.md quotes.
    print("Property test, seed \(seed): \(fileCount) files, \(kindCount) kinds, \(valueCount) values generated and compiled")
}

/// A random namespace name the generator accepts, other than the default and those taken.
private func uniqueNamespace(besides taken: inout Set<String>, using random: inout SeededGenerator) -> String {
    while true {
        let name = TrickyText.identifier(using: &random)
        if SwiftNames.problemWithTypeName(name) == nil, name != DefinitionsDecoder.defaultNamespace, taken.insert(name).inserted {
            return name
        }
    }
}
