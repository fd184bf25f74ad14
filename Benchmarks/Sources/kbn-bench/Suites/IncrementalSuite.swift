// Whether builds after the first do only the work a change needs: read from the progress lines of
// `swift build` in a package with two targets that each generate their kinds. (Not `-v`: a
// verbose build after a plain one rebuilds everything, as its flags changed.)

import Foundation

/// One build after the first and what it ran.
struct IncrementalStep {
    let description: String
    let outcome: ProcessOutcome
    /// The targets whose kbn-definitions.json kbn-gen was run on.
    let generated: [String]
    /// The targets the compiler was run for.
    let compiled: [String]
    /// What the step should have run, to compare with the above.
    let expectedGenerated: [String]
    let expectedCompiled: [String]

    var asExpected: Bool { generated == expectedGenerated && compiled == expectedCompiled }
}

struct IncrementalSuite {
    let workDirectory: URL
    let repository: URL
    let table: CodeTable

    static let targets = ["CodesA", "CodesB"]

    private(set) var steps: [IncrementalStep] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "incremental")
        let original = try DefinitionsFile.json(for: table, revision: 0)
        let edited = try DefinitionsFile.json(for: table, revision: 1)
        for target in Self.targets {
            let targetDirectory = directory.appending(path: "Sources/\(target)")
            try FileManager.default.createDirectory(at: targetDirectory, withIntermediateDirectories: true)
            try ConsumerPackage.writeExportingSource(in: targetDirectory)
            try original.write(to: Self.definitionsFile(of: target, in: directory))
        }
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        let package = ConsumerPackage(
            directory: directory, shape: .generated, configuration: .debug, repository: repository)

        guard try package.swiftBuild([]).succeeded else { throw package.buildFailure("the first incremental build") }

        // In the build right after a package's first, SwiftPM 6.3 runs build-tool plugin commands
        // once more (kbn-gen then leaves its unchanged output alone, so nothing recompiles);
        // shown apart from the no-op builds after it.
        try step("second build after a clean one", package, expecting: [], []) {}
        try step("no-op build", package, expecting: [], []) {}
        try step("CodesA's definitions edited", package, expecting: ["CodesA"], ["CodesA"]) {
            try edited.write(to: Self.definitionsFile(of: "CodesA", in: directory))
        }
        // The generator runs, as the file's date changed, but leaves its unchanged output alone.
        try step("CodesA's definitions saved unchanged", package, expecting: ["CodesA"], []) {
            try edited.write(to: Self.definitionsFile(of: "CodesA", in: directory))
        }
    }

    private mutating func step(
        _ description: String,
        _ package: ConsumerPackage,
        expecting expectedGenerated: [String],
        _ expectedCompiled: [String],
        change: () throws -> Void
    ) throws {
        try change()
        try? FileManager.default.removeItem(at: package.log)
        let outcome = try package.swiftBuild([])
        guard outcome.succeeded else { throw package.buildFailure(description) }
        let log = try String(contentsOf: package.log, encoding: .utf8).split(separator: "\n")
        // The plugin's command shows as `Generating kbn-definitions.json for <target>` (SwiftPM keeps
        // the first word and what follows the last `/`); the compiler's is `Compiling <target> <file>`.
        let generated = Self.targets.filter { target in
            log.contains { $0.contains("Generating kbn-definitions.json for \(target)") }
        }
        let compiled = Self.targets.filter { target in log.contains { $0.contains("Compiling \(target) ") } }
        steps.append(
            IncrementalStep(
                description: description, outcome: outcome, generated: generated, compiled: compiled,
                expectedGenerated: expectedGenerated, expectedCompiled: expectedCompiled
            ))
        Progress.report("incremental \(description): generated \(generated), compiled \(compiled)")
    }

    private static func definitionsFile(of target: String, in directory: URL) -> URL {
        directory.appending(path: "Sources/\(target)/kbn-definitions.json")
    }

    private var manifest: String {
        Manifest.package(
            name: "Incremental", repository: repository.path(percentEncoded: false),
            targets: Self.targets.map(Manifest.generatedTarget))
    }
}
