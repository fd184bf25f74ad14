// kbn-bench's entry point: runs every suite and prints the table with what the run was on.

import Foundation

@main
struct BenchCommand {
    static func main() {
        do {
            let options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
            if options.showHelp {
                print(Options.usage)
                return
            }
            switch options.command {
            case .benchmark: try run(options)
            case .shapes: try runShapes()
            case .limits: try runLimits()
            case .clean: try runClean(rounds: options.repetitions)
            case .search: try runSearch(runs: options.repetitions)
            case .firstUse: try runFirstUse(runs: options.repetitions)
            case .updates: try runUpdates(runs: options.repetitions)
            case .hostile: try runHostile(runs: options.repetitions)
            case .zengin: try runZengin(rounds: options.repetitions)
            case .manyKinds: try runManyKinds(repetitions: options.repetitions)
            case .baseline(let commit): try runBaseline(commit, repetitions: options.repetitions)
            }
        } catch {
            Progress.report("error: \(error)")
            exit(1)
        }
    }

    /// Where run.sh built the driver, kbn-bench-runtime, kbn-gen and KbnKit's module.
    static let binDirectory = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()

    /// Where run.sh built the repository's own kbn-gen in debug, as a debug build's plugin runs it.
    static func debugBinDirectory() throws -> URL {
        let path = try ChildProcess.output(
            of: ["swift", "build", "--package-path", Repository.root.path(percentEncoded: false), "--show-bin-path"]
        )
        return URL(filePath: path.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A new temporary directory, removed when the run succeeds and kept for a look when it fails.
    static func makeWorkDirectory() throws -> URL {
        let workDirectory = FileManager.default.temporaryDirectory.appending(
            path: "kbn-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        Progress.report("working in \(workDirectory.path(percentEncoded: false))")
        return workDirectory
    }

    /// Runs one suite alone: `measure` sets it up in a new work directory, runs it and returns its
    /// table and what its figures are (medians of how many runs); the directory is removed after a
    /// run that succeeds and kept for a look after one that fails.
    static func runAlone(_ measure: (_ workDirectory: URL) throws -> (table: String, figures: String)) throws {
        let workDirectory = try makeWorkDirectory()
        let (table, figures) = try measure(workDirectory)
        print(table)
        print(
            "\(figures); \(try toolchain()); \(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(loadAverage()) at the end."
        )
        try FileManager.default.removeItem(at: workDirectory)
    }

    static func runShapes() throws {
        try runAlone { workDirectory in
            var shapes = ShapeSuite(
                workDirectory: workDirectory,
                generator: binDirectory.appending(path: "kbn-gen"),
                modules: binDirectory.appending(path: "Modules")
            )
            try shapes.run()
            return (shapes.table, "One run each")
        }
    }

    static func runLimits() throws {
        try runAlone { workDirectory in
            var limits = InputLimitsSuite(
                generator: try debugBinDirectory().appending(path: "kbn-gen"), workDirectory: workDirectory)
            try limits.run()
            return (ResultTable.render(limits.rows), "One run each")
        }
    }

    static func runClean(rounds: Int) throws {
        try runAlone { workDirectory in
            var clean = CleanBuildSuite(rounds: rounds, workDirectory: workDirectory, repository: Repository.root)
            try clean.run()
            return (ResultTable.render(clean.rows), "Medians of \(rounds) alternating round(s)")
        }
    }

    static func runZengin(rounds: Int) throws {
        try runAlone { workDirectory in
            var zengin = ZenginSuite(rounds: rounds, workDirectory: workDirectory, repository: Repository.root)
            try zengin.run()
            return (ResultTable.render(zengin.rows), "Medians of \(rounds) alternating round(s)")
        }
    }

    static func runSearch(runs: Int) throws {
        try runAlone { workDirectory in
            var search = SearchSuite(runs: runs, workDirectory: workDirectory, repository: Repository.root)
            try search.run()
            return (
                ResultTable.render(try search.rows),
                "Medians of \(SearchProgram.rounds) rounds in each of \(runs) run(s)"
            )
        }
    }

    static func runFirstUse(runs: Int) throws {
        try runAlone { workDirectory in
            var firstUse = FirstUseSuite(runs: runs, workDirectory: workDirectory, repository: Repository.root)
            try firstUse.run()
            return (
                ResultTable.render(try firstUse.rows),
                "Medians of \(runs * 3) processes for each first use, of \(FirstUseProgram.samples) samples in each of \(runs) process(es) for the lookups"
            )
        }
    }

    static func runUpdates(runs: Int) throws {
        try runAlone { workDirectory in
            var updates = UpdateSuite(
                runs: runs, workDirectory: workDirectory, repository: Repository.root,
                generator: binDirectory.appending(path: "kbn-gen"))
            try updates.run()
            return (
                ResultTable.render(try updates.rows),
                "Medians of \(UpdateProgram.rounds) rounds (applying) and 7 (names) in each of \(runs) run(s)"
            )
        }
    }

    static func runHostile(runs: Int) throws {
        try runAlone { workDirectory in
            let program = binDirectory.appending(path: "kbn-bench-hostile")
            var hostile = HostileSuite(program: program, runs: runs, workDirectory: workDirectory)
            try hostile.run()
            var entryPoints = EntryPointSuite(program: program, runs: runs, workDirectory: workDirectory)
            try entryPoints.run()
            return (
                ResultTable.render(hostile.rows + entryPoints.rows),
                "Medians of \(runs) process(es) for each update, and of \(runs) round(s) of calls for each entry point"
            )
        }
    }

    static func runManyKinds(repetitions: Int) throws {
        try runAlone { workDirectory in
            var manyKinds = ManyKindsSuite(
                repetitions: repetitions, workDirectory: workDirectory, repository: Repository.root,
                generator: try debugBinDirectory().appending(path: "kbn-gen"))
            try manyKinds.run()
            return (ResultTable.render(manyKinds.rows), "Medians of \(repetitions) run(s)")
        }
    }

    static func runBaseline(_ commit: String, repetitions: Int) throws {
        try runAlone { workDirectory in
            var suite = BaselineSuite(
                baseline: try Toolset.build(commit: commit, of: Repository.root, in: workDirectory),
                current: Toolset(
                    label: "this checkout", package: Repository.root,
                    generator: binDirectory.appending(path: "kbn-gen"),
                    modules: binDirectory.appending(path: "Modules")
                ),
                // Many small kinds, as apps have, and large kinds, whose cases the generator declares
                // differently.
                tables: [
                    try ISOCodeTables.subdivisionsAndCurrencies(), .synthetic(kindCount: 300, valuesPerKind: 10),
                    .synthetic(kindCount: 200, valuesPerKind: 50), try ISOCodeTables.languages(),
                    .synthetic(kindCount: 1, valuesPerKind: 20_000),
                ],
                repetitions: repetitions,
                workDirectory: workDirectory
            )
            try suite.run()
            return (suite.table, "Medians of \(repetitions) alternating run(s)")
        }
    }

    static func run(_ options: Options) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let loadBefore = loadAverage()
        let workDirectory = try makeWorkDirectory()

        var runtime = RuntimeSuite(
            executable: binDirectory.appending(path: "kbn-bench-runtime"), runs: options.repetitions)
        try runtime.run()

        let release = binDirectory.appending(path: "kbn-gen")
        let debug = try debugBinDirectory().appending(path: "kbn-gen")
        var generator = GeneratorSuite(
            runs: [
                GeneratorRun(
                    configuration: .release, generator: release, table: .synthetic(kindCount: 1, valuesPerKind: 100_000)
                ),
                GeneratorRun(
                    configuration: .release, generator: release, table: .synthetic(kindCount: 100, valuesPerKind: 1_000)
                ),
                GeneratorRun(
                    configuration: .debug, generator: debug, table: .synthetic(kindCount: 1, valuesPerKind: 26_704)),
            ],
            repetitions: options.repetitions,
            workDirectory: workDirectory
        )
        try generator.run()

        var incremental = IncrementalSuite(
            workDirectory: workDirectory,
            repository: Repository.root,
            table: .synthetic(kindCount: 1, valuesPerKind: 1_000)
        )
        try incremental.run()

        let largeKinds =
            options.sizes.map { CodeTable.synthetic(kindCount: 1, valuesPerKind: $0) }
            + [
                .synthetic(kindCount: 200, valuesPerKind: 50), try ISOCodeTables.languages(),
                try ISOCodeTables.countries(),
            ]
        var clean = CleanBuildSuite(
            rounds: options.repetitions, workDirectory: workDirectory, repository: Repository.root
        )
        try clean.run()

        var compile = CompileSuite(
            cases: largeKinds.map { CompileCase(table: $0, comparison: .largeKinds) }
                + [CompileCase(table: .synthetic(kindCount: 300, valuesPerKind: 10), comparison: .smallKinds)],
            repetitions: options.repetitions,
            workDirectory: workDirectory,
            repository: Repository.root
        )
        try compile.run()

        var limits = InputLimitsSuite(
            generator: try debugBinDirectory().appending(path: "kbn-gen"), workDirectory: workDirectory)
        try limits.run()

        var search = SearchSuite(runs: options.repetitions, workDirectory: workDirectory, repository: Repository.root)
        try search.run()

        var firstUse = FirstUseSuite(
            runs: options.repetitions, workDirectory: workDirectory, repository: Repository.root)
        try firstUse.run()

        var updates = UpdateSuite(
            runs: options.repetitions, workDirectory: workDirectory, repository: Repository.root, generator: release)
        try updates.run()

        let rows =
            compile.rows + clean.rows + (try runtime.rows()) + (try search.rows) + (try firstUse.rows)
            + (try updates.rows) + generator.rows
            + incremental.rows
            + limits.rows
        print(ResultTable.render(rows))
        print(
            """
            Medians of \(options.repetitions) run(s) (a build over \(Int(CompileSuite.repeatLimitSeconds)) s runs once); \
            \(try toolchain()); \(ProcessInfo.processInfo.activeProcessorCount) cores; \
            load average \(loadBefore) before, \(loadAverage()) after; \
            \(Format.seconds(Timing.seconds(clock.now - start))) in all.
            """)
        try FileManager.default.removeItem(at: workDirectory)
    }

    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func toolchain() throws -> String {
        let version = try ChildProcess.output(of: ["swift", "--version"])
        return version.split(separator: "\n").first.map(String.init) ?? version
    }
}
