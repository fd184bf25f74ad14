// What the plugin adds to a consumer's first build: a clean debug build of a target that
// generates its kinds, against one that uses KbnKit alone; both depend on swift-kbn by path.

import Foundation

struct CleanBuildSuite {
    let rounds: Int
    let workDirectory: URL
    let repository: URL

    /// A consumer's clean build with the plugin may cost at most this many times one with KbnKit alone.
    static let maximumVersusKbnKitAlone = 1.9

    private(set) var withPlugin = CompileMeasurement()
    private(set) var kbnKitAlone = CompileMeasurement()

    mutating func run() throws {
        let directory = workDirectory.appending(path: "clean")
        let plugin = try package(in: directory.appending(path: "plugin"), target: Manifest.generatedTarget("Codes")) {
            sources in
            try DefinitionsFile.json(for: .synthetic(kindCount: 1, valuesPerKind: 2), revision: 0)
                .write(to: sources.appending(path: "kbn-definitions.json"))
        }
        let alone = try package(
            in: directory.appending(path: "kbnkit"),
            target: #".target(name: "Codes", dependencies: [.product(name: "KbnKit", package: "swift-kbn")])"#
        ) { _ in }
        // Rounds, each side first in every other one: on a busy machine one pair of clean builds
        // came out anywhere from 1.7× to 2.3× apart.
        for round in 1...rounds {
            let pluginFirst = round % 2 == 1
            for withThePlugin in [pluginFirst, !pluginFirst] {
                if withThePlugin {
                    withPlugin.outcomes.append(try build(plugin))
                } else {
                    kbnKitAlone.outcomes.append(try build(alone))
                }
            }
            Progress.report(
                "clean build \(round)/\(rounds): with the plugin \(Format.outcome(withPlugin.outcomes.last!)), KbnKit alone \(Format.outcome(kbnKitAlone.outcomes.last!))"
            )
        }
    }

    private func package(in directory: URL, target: String, sources write: (URL) throws -> Void) throws
        -> ConsumerPackage
    {
        let sources = directory.appending(path: "Sources/Codes")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try ConsumerPackage.writeExportingSource(in: sources)
        try write(sources)
        let manifest = Manifest.package(
            name: "Clean", repository: repository.path(percentEncoded: false), targets: [target])
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        return ConsumerPackage(directory: directory, shape: .generated, configuration: .debug, repository: repository)
    }

    /// A build from nothing: the package is resolved first, so that neither build times that.
    private func build(_ package: ConsumerPackage) throws -> ProcessOutcome {
        try? FileManager.default.removeItem(at: package.directory.appending(path: ".build"))
        guard
            try ChildProcess.run(
                ["swift", "package", "--package-path", package.directory.path(percentEncoded: false), "resolve"],
                log: package.log
            ).succeeded
        else {
            throw package.buildFailure("resolving")
        }
        let outcome = try package.swiftBuild([])
        guard outcome.succeeded else { throw package.buildFailure("the clean build") }
        return outcome
    }

    var rows: [ResultRow] {
        guard withPlugin.finished, kbnKitAlone.finished else { return [] }
        let ratio = withPlugin.cpuSeconds / kbnKitAlone.cpuSeconds
        return [
            ResultRow(
                measurement:
                    "clean `swift build` (debug) of a consumer applying the plugin (floor: the same consumer using KbnKit alone)",
                generated: withPlugin.summary,
                floor: kbnKitAlone.summary,
                versusFloor: Format.ratio(ratio),
                goal: "≤ \(Self.maximumVersusKbnKitAlone) × floor",
                met: Format.yesNo(ratio <= Self.maximumVersusKbnKitAlone)
            )
        ]
    }
}
