// A throw-away Swift 6 package that uses a code table the way an app would, and the builds the
// benchmark times in it.

import Foundation

enum Configuration: String, CaseIterable {
    case debug
    case release
}

/// A package in the benchmark's temporary directory with one library target, `Codes`, holding a
/// code table in one shape. For the generated shape, `Codes` applies KbnGeneratorPlugin to its
/// own kbn-definitions.json, and an executable `FirstUse` times the first use of its tables.
struct ConsumerPackage {
    let directory: URL
    let shape: Shape
    let configuration: Configuration
    /// The swift-kbn checkout, which the generated shape depends on by path, as the README says.
    let repository: URL

    var log: URL { directory.appending(path: "build.log") }
    private var codesDirectory: URL { directory.appending(path: "Sources/Codes") }

    /// Writes the manifest and a first, small table, and builds everything once, so that timed
    /// builds find the package resolved and KbnKit, kbn-gen and the plugin built.
    /// - Returns: the time of that first build.
    func create() throws -> ProcessOutcome {
        try FileManager.default.createDirectory(at: codesDirectory, withIntermediateDirectories: true)
        try write(manifest, to: directory.appending(path: "Package.swift"))
        if shape == .generated {
            try Self.writeExportingSource(in: codesDirectory)
            let firstUse = directory.appending(path: "Sources/FirstUse")
            try FileManager.default.createDirectory(at: firstUse, withIntermediateDirectories: true)
            try write(Self.firstUseProgram, to: firstUse.appending(path: "main.swift"))
        }
        try write(.synthetic(kindCount: 1, valuesPerKind: 2), revision: 0)
        let outcome = try swiftBuild([])
        guard outcome.succeeded else { throw buildFailure("the first build") }
        // Timed builds name their target; one such build first, so that none of them is the first
        // to plan a build of `Codes` alone.
        try write(.synthetic(kindCount: 1, valuesPerKind: 2), revision: 1)
        guard try buildCodes().succeeded else { throw buildFailure("the first build of Codes") }
        return outcome
    }

    /// Replaces the package's code table.
    func write(_ table: CodeTable, revision: Int) throws {
        switch shape {
        case .generated:
            try DefinitionsFile.json(for: table, revision: revision)
                .write(to: codesDirectory.appending(path: "kbn-definitions.json"))
        case .handWritten:
            try write(
                HandWrittenSource.seed(for: table, revision: revision),
                to: codesDirectory.appending(path: "Codes.swift"))
        case .floor:
            try write(
                HandWrittenSource.floor(for: table, revision: revision),
                to: codesDirectory.appending(path: "Codes.swift"))
        case .seedProtocol:
            try write(
                HandWrittenSource.seedProtocol(for: table, revision: revision),
                to: codesDirectory.appending(path: "Codes.swift"))
        case .bare:
            try write(
                HandWrittenSource.bare(for: table, revision: revision),
                to: codesDirectory.appending(path: "Codes.swift"))
        }
    }

    /// Builds the `Codes` target: what a changed code table costs a build.
    func buildCodes() throws -> ProcessOutcome {
        try swiftBuild(["--target", "Codes"], limits: .build)
    }

    /// Builds FirstUse and runs it: microseconds until every kind's table was built.
    func firstUseMicroseconds(runs: Int) throws -> [Double] {
        guard try swiftBuild(["--product", "FirstUse"]).succeeded else { throw buildFailure("building FirstUse") }
        let binPath = try binDirectory().appending(path: "FirstUse").path(percentEncoded: false)
        return try (0..<runs).map { _ in
            let output = try ChildProcess.output(of: [binPath])
            guard let microseconds = Double(output.split(separator: " ").first ?? "") else {
                throw BenchmarkError("FirstUse printed \(output)")
            }
            return microseconds
        }
    }

    func swiftBuild(_ arguments: [String], limits: Limits? = nil) throws -> ProcessOutcome {
        try ChildProcess.run(
            ["swift", "build", "--package-path", directory.path(percentEncoded: false), "-c", configuration.rawValue]
                + arguments,
            log: log,
            limits: limits
        )
    }

    func buildFailure(_ step: String) -> BenchmarkError {
        Self.buildFailure(step, in: directory, log: log)
    }

    /// The error for a `step` that failed in the package at `directory`, with the end of its log.
    static func buildFailure(_ step: String, in directory: URL, log: URL) -> BenchmarkError {
        let tail =
            (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").suffix(30).joined(separator: "\n")
            ?? ""
        return BenchmarkError("\(step) failed in \(directory.path(percentEncoded: false)); end of build.log:\n\(tail)")
    }

    private func binDirectory() throws -> URL {
        let path = try ChildProcess.output(of: [
            "swift", "build", "--package-path", directory.path(percentEncoded: false), "-c", configuration.rawValue,
            "--show-bin-path",
        ]
        )
        return URL(filePath: path.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private var manifest: String {
        switch shape {
        case .generated:
            Manifest.package(
                name: "Consumer",
                repository: repository.path(percentEncoded: false),
                targets: [
                    Manifest.generatedTarget("Codes"), #".executableTarget(name: "FirstUse", dependencies: ["Codes"])"#,
                ]
            )
        case .handWritten, .floor, .seedProtocol, .bare:
            Manifest.package(name: "Consumer", repository: nil, targets: [#".target(name: "Codes")"#])
        }
    }

    /// Touches every kind's table, which builds them all, and prints the microseconds it took.
    private static let firstUseProgram = """
        import Codes

        let clock = ContinuousClock()
        let start = clock.now
        var count = 0
        for kind in Kbn.allKinds {
            count += kind.allCases.count
        }
        let (seconds, attoseconds) = (clock.now - start).components
        print(Double(seconds) * 1e6 + Double(attoseconds) / 1e12, count)

        """

    /// The one Swift file of a target whose kinds are generated: SwiftPM builds no target without
    /// one, and it makes KbnKit's API visible to the target's users, as the example target does.
    static func writeExportingSource(in targetDirectory: URL) throws {
        try Data("@_exported import KbnKit\n".utf8).write(to: targetDirectory.appending(path: "Exports.swift"))
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }
}
