// Compile time and memory of each table in each shape, through `swift build` in consumer packages,
// debug and release, with the shapes interleaved so that a busy machine slows them alike.

import Foundation

/// The builds of one table in one shape and configuration.
struct CompileMeasurement {
    var outcomes: [ProcessOutcome] = []
    /// Not run because the shape did not finish a table whose largest kind was smaller.
    var skipped = false

    var finished: Bool { !outcomes.isEmpty && outcomes.allSatisfy(\.succeeded) }
    var stopped: ProcessOutcome? { outcomes.first(where: \.stoppedByLimit) }
    /// Wall time; a build over ``CompileSuite/repeatLimitSeconds`` of it runs once.
    var seconds: Double { Timing.median(outcomes.map(\.seconds)) }
    /// What ratios are taken of: CPU time moves far less with the machine's load than wall time.
    var cpuSeconds: Double { Timing.median(outcomes.map(\.cpuSeconds)) }
    var peakBytes: Double { Timing.median(outcomes.map { Double($0.peakProcessBytes) }) }

    /// The medians as a table cell, or why there are none.
    var summary: String {
        if skipped { return "DNF (not run: a smaller kind did not finish)" }
        if let stopped { return Format.outcome(stopped) }
        guard finished else { return outcomes.first.map(Format.outcome) ?? "" }
        return "\(Format.cpuAndWall(cpu: cpuSeconds, wall: seconds)), \(Format.gigabytes(peakBytes))"
    }
}

/// A table and the shapes its generated build is judged against.
struct CompileCase {
    let table: CodeTable
    let comparison: Comparison
}

struct CompileResult {
    let table: CodeTable
    let comparison: Comparison
    let configuration: Configuration
    var measurements: [Shape: CompileMeasurement] = [:]
    /// Microseconds until every table was built, in the generated release build.
    var firstUseMicroseconds: [Double] = []
}

struct CompileSuite {
    let cases: [CompileCase]
    let repetitions: Int
    let workDirectory: URL
    let repository: URL

    /// A build that takes longer than this is not repeated: one run of it is noise-free enough.
    static let repeatLimitSeconds = 60.0

    /// The first build of each generated consumer: KbnKit, kbn-gen and the plugin from scratch.
    private(set) var setupOutcomes: [Configuration: ProcessOutcome] = [:]
    private(set) var results: [CompileResult] = []

    mutating func run() throws {
        for configuration in Configuration.allCases {
            var packages: [Shape: ConsumerPackage] = [:]
            for shape in Shape.allCases where cases.contains(where: { $0.comparison.shapes.contains(shape) }) {
                let package = ConsumerPackage(
                    directory: workDirectory.appending(path: "\(configuration.rawValue)-\(shape)"),
                    shape: shape,
                    configuration: configuration,
                    repository: repository
                )
                let setup = try package.create()
                if shape == .generated { setupOutcomes[configuration] = setup }
                packages[shape] = package
            }
            // The largest kind each shape did not finish: a table with a larger one is not tried.
            var unfinishedKindSize: [Shape: Int] = [:]
            for compileCase in cases.sorted(by: { $0.table.valueCount < $1.table.valueCount }) {
                let table = compileCase.table
                let shapes = compileCase.comparison.shapes
                var result = CompileResult(
                    table: table, comparison: compileCase.comparison, configuration: configuration)
                let skipped = shapes.filter { table.largestKindSize >= unfinishedKindSize[$0, default: .max] }
                for shape in skipped { result.measurements[shape] = CompileMeasurement(skipped: true) }
                for revision in 1...repetitions {
                    for shape in shapes where !skipped.contains(shape) {
                        var measurement = result.measurements[shape, default: CompileMeasurement()]
                        guard revision == 1 || (measurement.finished && measurement.seconds < Self.repeatLimitSeconds)
                        else { continue }
                        let package = packages[shape]!
                        try package.write(table, revision: revision)
                        let outcome = try package.buildCodes()
                        guard outcome.succeeded || outcome.stoppedByLimit else {
                            throw package.buildFailure("building \(table.label)")
                        }
                        measurement.outcomes.append(outcome)
                        result.measurements[shape] = measurement
                        Progress.report(
                            "\(configuration.rawValue) \(table.label) \(shape.title): \(Format.outcome(outcome))")
                    }
                }
                for shape in shapes where result.measurements[shape]?.stopped != nil {
                    unfinishedKindSize[shape] = min(unfinishedKindSize[shape, default: .max], table.largestKindSize)
                }
                if configuration == .release {
                    result.firstUseMicroseconds = try packages[.generated]!.firstUseMicroseconds(
                        runs: max(3, repetitions))
                }
                results.append(result)
            }
        }
    }
}
