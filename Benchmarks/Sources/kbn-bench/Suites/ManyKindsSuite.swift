// A thousand small kinds, as masters with one kind per parent value come (a bank's branches): in one
// definitions file and in a file each, against the same values as one kind and hand-written kinds,
// debug and release, built clean and after one value's name changed; and the plugin's tool on both.

import Foundation

struct ManyKindsSuite {
    let repetitions: Int
    let workDirectory: URL
    let repository: URL
    /// The debug kbn-gen, whose `generate` is the plugins' tool's.
    let generator: URL

    static let table = CodeTable.synthetic(kindCount: 1_000, valuesPerKind: 30)
    static let oneKind = CodeTable.synthetic(kindCount: 1, valuesPerKind: 30_000)

    /// A clean debug build of the kinds may cost at most this many times the same values as one kind.
    static let maximumDebugVersusOneKind = 3.0
    /// A release build of the kinds may cost at most this many times hand-written kinds.
    static let maximumReleaseVersusHandWritten = 1.0
    /// The tool on a file per kind may take at most this many times its time on one file.
    static let maximumToolVersusOneFile = 2.0

    /// The consumer's targets: the kinds in one definitions file and in a file each, the same values
    /// as one kind, all three generated, and hand-written kinds with a `KbnType` protocol.
    enum Target: String, CaseIterable {
        case inOneFile = "InOneFile"
        case inFiles = "InFiles"
        case oneKind = "OneKind"
        case handWritten = "HandWritten"

        var isGenerated: Bool { self != .handWritten }
    }

    /// One target's builds: clean (every kind changed), then after one value's name changed.
    struct Builds {
        var clean = CompileMeasurement()
        var edited = CompileMeasurement()
        /// Generated files the edits rewrote, and the target's generated files.
        var rewritten: [Int] = []
        var generatedFiles = 0
    }

    private(set) var builds: [Configuration: [Target: Builds]] = [:]
    private(set) var toolOneFile: [ProcessOutcome] = []
    private(set) var toolFiles: [ProcessOutcome] = []

    mutating func run() throws {
        for configuration in Configuration.allCases {
            let package = try makePackage(configuration)
            var results: [Target: Builds] = [:]
            for revision in 1...repetitions {
                for target in Target.allCases {
                    var builds = results[target, default: Builds()]
                    try write(target, Self.tables(of: target).whole, revision: revision, in: package)
                    builds.clean.outcomes.append(try build(target, in: package, step: "clean"))
                    let before = try generatedFiles(of: target, in: package)
                    try write(target, Self.tables(of: target).edited(revision), revision: revision, in: package)
                    let started = Date()
                    builds.edited.outcomes.append(try build(target, in: package, step: "one value renamed"))
                    let after = try generatedFiles(of: target, in: package)
                    builds.generatedFiles = after.count
                    builds.rewritten.append(after.filter { $0.value > started || before[$0.key] == nil }.count)
                    results[target] = builds
                }
            }
            builds[configuration] = results
        }
        try runTool()
    }

    /// The tables a target holds: all of them, and with one value renamed in the middle one.
    private static func tables(of target: Target) -> (whole: CodeTable, edited: (Int) -> CodeTable) {
        let whole = target == .oneKind ? oneKind : table
        let kind = whole.kinds.count / 2
        let value = whole.kinds[kind].values.count / 2
        return (whole, { whole.renamingValue(value, ofKind: kind, revision: $0) })
    }

    private func makePackage(_ configuration: Configuration) throws -> ConsumerPackage {
        let directory = workDirectory.appending(path: "many-kinds-\(configuration.rawValue)")
        let package = ConsumerPackage(
            directory: directory, shape: .generated, configuration: configuration, repository: repository)
        var targets: [String] = []
        for target in Target.allCases {
            let sources = directory.appending(path: "Sources/\(target.rawValue)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            if target.isGenerated {
                try ConsumerPackage.writeExportingSource(in: sources)
                targets.append(Manifest.generatedTarget(target.rawValue))
            } else {
                targets.append(".target(name: \(swiftLiteral(target.rawValue)))")
            }
            try write(target, Self.tables(of: target).whole, revision: 0, in: package)
        }
        let manifest = Manifest.package(
            name: "ManyKinds", repository: repository.path(percentEncoded: false), targets: targets)
        try Data(manifest.utf8).write(to: directory.appending(path: "Package.swift"))
        let first = try package.swiftBuild([])
        guard first.succeeded else { throw package.buildFailure("the first build") }
        Progress.report("many kinds, \(configuration.rawValue): first build \(Format.outcome(first))")
        return package
    }

    /// Writes `table` as `target` holds it: every kind revised, so that the build compiles every
    /// kind again whatever the parts.
    private func write(_ target: Target, _ table: CodeTable, revision: Int, in package: ConsumerPackage) throws {
        let sources = package.directory.appending(path: "Sources/\(target.rawValue)")
        switch target {
        case .inOneFile, .oneKind:
            try DefinitionsFile.json(for: table, revision: revision, revisingEveryKind: true)
                .write(to: sources.appending(path: "kbn-definitions.json"))
        case .inFiles:
            let folder = sources.appending(path: "Kinds")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, kind) in table.kindsAlone.enumerated() {
                try DefinitionsFile.json(for: kind, revision: revision, revisingEveryKind: true)
                    .write(to: folder.appending(path: "\(zeroPadded(index + 1, width: 4)).kbn.json"))
            }
        case .handWritten:
            try Data(HandWrittenSource.seedProtocol(for: table, revision: revision).utf8)
                .write(to: sources.appending(path: "Codes.swift"))
        }
    }

    private func build(_ target: Target, in package: ConsumerPackage, step: String) throws -> ProcessOutcome {
        let outcome = try package.swiftBuild(["--target", target.rawValue], limits: .build)
        guard outcome.succeeded else { throw package.buildFailure("building \(target.rawValue), \(step)") }
        Progress.report(
            "many kinds, \(package.configuration.rawValue) \(target.rawValue), \(step): \(Format.outcome(outcome))")
        return outcome
    }

    /// The Swift files the plugin generated for `target`, with the time each was last written.
    private func generatedFiles(of target: Target, in package: ConsumerPackage) throws -> [String: Date] {
        guard target.isGenerated else { return [:] }
        let outputs = package.directory.appending(path: ".build/plugins/outputs")
        var files: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        let found = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: keys)
        while let file = found?.nextObject() as? URL {
            let path = file.path(percentEncoded: false)
            guard path.hasSuffix(".swift"), path.contains("/\(target.rawValue)/") else { continue }
            files[path] = try file.resourceValues(forKeys: Set(keys)).contentModificationDate
        }
        return files
    }

    /// The debug tool on the kinds of `InOneFile` and `InFiles`, each into an empty folder, in turns.
    private mutating func runTool() throws {
        let sources = workDirectory.appending(path: "many-kinds-debug/Sources")
        let oneFile = [sources.appending(path: "\(Target.inOneFile.rawValue)/kbn-definitions.json")]
        let files = try FileManager.default.contentsOfDirectory(
            at: sources.appending(path: "\(Target.inFiles.rawValue)/Kinds"), includingPropertiesForKeys: nil
        ).sorted { $0.path < $1.path }
        let log = workDirectory.appending(path: "many-kinds-tool.log")
        for _ in 1...repetitions {
            for (inputs, name) in [(oneFile, "one"), (files, "files")] {
                let output = workDirectory.appending(path: "many-kinds-tool-\(name)")
                try? FileManager.default.removeItem(at: output)
                let outcome = try ChildProcess.run(
                    [generator.path(percentEncoded: false), "generate"] + inputs.map { $0.path(percentEncoded: false) }
                        + ["--output-dir", output.path(percentEncoded: false)],
                    log: log)
                guard outcome.succeeded else {
                    throw BenchmarkError("kbn-gen failed on the many kinds; see \(log.path(percentEncoded: false))")
                }
                if name == "one" { toolOneFile.append(outcome) } else { toolFiles.append(outcome) }
                Progress.report("many kinds, the tool on \(inputs.count) file(s): \(Format.outcome(outcome))")
            }
        }
    }
}

extension ManyKindsSuite {
    var rows: [ResultRow] {
        var rows: [ResultRow] = []
        for configuration in Configuration.allCases {
            guard let builds = builds[configuration] else { continue }
            for (target, place) in [(Target.inOneFile, "in one definitions file"), (.inFiles, "in 1,000 files")] {
                for edited in [false, true] {
                    rows.append(row(configuration, builds, target, place: place, edited: edited))
                }
            }
        }
        let tool = CompileMeasurement(outcomes: toolFiles)
        let one = CompileMeasurement(outcomes: toolOneFile)
        if tool.finished, one.finished {
            let ratio = tool.cpuSeconds / one.cpuSeconds
            rows.append(
                ResultRow(
                    measurement:
                        "kbn-gen generate --output-dir (debug, the plugin's tool), \(Self.table.label) in 1,000 definitions files (floor: in one file)",
                    generated: tool.summary, floor: one.summary, versusFloor: Format.ratio(ratio),
                    goal: "≤ \(Self.maximumToolVersusOneFile) × floor",
                    met: Format.yesNo(ratio <= Self.maximumToolVersusOneFile)))
        }
        return rows
    }

    private func row(
        _ configuration: Configuration, _ builds: [Target: Builds], _ target: Target, place: String, edited: Bool
    ) -> ResultRow {
        let measurement = { (target: Target) in edited ? builds[target]!.edited : builds[target]!.clean }
        let generated = measurement(target)
        let handWritten = measurement(.handWritten)
        let oneKind = measurement(.oneKind)
        let versusHandWritten = generated.cpuSeconds / handWritten.cpuSeconds
        let versusOneKind = generated.cpuSeconds / oneKind.cpuSeconds
        var row = ResultRow(
            measurement:
                "compile \(configuration.rawValue), \(Self.table.label) \(place), \(edited ? "after one value's name changed" : "clean") (hand-written with a KbnType protocol; floor: the same values as one generated kind)",
            generated: generated.summary, handWritten: handWritten.summary, floor: oneKind.summary,
            versusHandWritten: Format.ratio(versusHandWritten), versusFloor: Format.ratio(versusOneKind))
        if edited {
            let rewritten = builds[target]!.rewritten.max() ?? 0
            row.generated += "; kbn-gen rewrote \(rewritten) of \(builds[target]!.generatedFiles) files"
            row.goal = "kbn-gen rewrites 1 file"
            row.met = Format.yesNo(rewritten == 1)
        } else if configuration == .debug {
            row.goal = "≤ \(Self.maximumDebugVersusOneKind) × floor"
            row.met = Format.yesNo(versusOneKind <= Self.maximumDebugVersusOneKind)
        } else {
            row.goal = "≤ \(Self.maximumReleaseVersusHandWritten) × hand-written"
            row.met = Format.yesNo(versusHandWritten <= Self.maximumReleaseVersusHandWritten)
        }
        return row
    }
}
