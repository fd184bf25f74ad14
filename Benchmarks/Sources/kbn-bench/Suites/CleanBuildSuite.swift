// What the plugin adds to a consumer's first build: a clean debug build of a target that
// generates its kinds, against one that uses KbnKit alone; both depend on swift-kbn by path.

import Foundation

struct CleanBuildSuite {
    let workDirectory: URL
    let repository: URL

    /// A consumer's clean build with the plugin may cost at most this many times one with KbnKit alone.
    static let maximumVersusKbnKitAlone = 1.9

    private(set) var withPlugin: ProcessOutcome?
    private(set) var kbnKitAlone: ProcessOutcome?

    mutating func run() throws {
        let directory = workDirectory.appending(path: "clean")
        let plugin = try package(in: directory.appending(path: "plugin"), target: Manifest.generatedTarget("Codes")) { sources in
            try DefinitionsFile.json(for: .synthetic(kindCount: 1, valuesPerKind: 2), revision: 0)
                .write(to: sources.appending(path: "kbn-definitions.json"))
        }
        let alone = try package(
            in: directory.appending(path: "kbnkit"),
            target: #".target(name: "Codes", dependencies: [.product(name: "KbnKit", package: "swift-kbn")])"#
        ) { _ in }
        // Once each: a clean build is long enough for its CPU time to be steady.
        withPlugin = try build(plugin)
        kbnKitAlone = try build(alone)
        Progress.report("clean build with the plugin \(Format.outcome(withPlugin!)), KbnKit alone \(Format.outcome(kbnKitAlone!))")
    }

    private func package(in directory: URL, target: String, sources write: (URL) throws -> Void) throws -> ConsumerPackage {
        let sources = directory.appending(path: "Sources/Codes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try ConsumerPackage.writeExportingSource(in: sources)
        try write(sources)
        let manifest = Manifest.package(name: "Clean", repository: repository.path(percentEncoded: false), targets: [target])
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        return ConsumerPackage(directory: directory, shape: .generated, configuration: .debug, repository: repository)
    }

    /// A build from nothing: the package is resolved first, so that neither build times that.
    private func build(_ package: ConsumerPackage) throws -> ProcessOutcome {
        guard try ChildProcess.run(["swift", "package", "--package-path", package.directory.path(percentEncoded: false), "resolve"], log: package.log).succeeded else {
            throw package.buildFailure("resolving")
        }
        let outcome = try package.swiftBuild([])
        guard outcome.succeeded else { throw package.buildFailure("the clean build") }
        return outcome
    }

    var rows: [ResultRow] {
        guard let withPlugin, let kbnKitAlone else { return [] }
        let ratio = withPlugin.cpuSeconds / kbnKitAlone.cpuSeconds
        return [ResultRow(
            measurement: "clean `swift build` (debug) of a consumer applying the plugin (floor: the same consumer using KbnKit alone)",
            generated: Format.outcome(withPlugin),
            floor: Format.outcome(kbnKitAlone),
            versusFloor: Format.ratio(ratio),
            goal: "≤ \(Self.maximumVersusKbnKitAlone) × floor",
            met: Format.yesNo(ratio <= Self.maximumVersusKbnKitAlone)
        )]
    }
}
