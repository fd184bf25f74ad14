// Result rows for the generator suite and the incremental builds.

extension GeneratorSuite {
    static let maximumSeconds = 1.0

    var rows: [ResultRow] {
        outcomes.map { run, outcomes in
            let seconds = Timing.median(outcomes.map(\.cpuSeconds))
            let wall = Timing.median(outcomes.map(\.seconds))
            return ResultRow(
                measurement:
                    "kbn-gen generate (\(run.configuration.rawValue)), \(run.table.label): read, validate, render, write",
                generated:
                    "\(Format.cpuAndWall(cpu: seconds, wall: wall)), \(Format.gigabytes(Timing.median(outcomes.map { Double($0.peakProcessBytes) })))",
                goal: "< \(Self.maximumSeconds) s CPU",
                met: Format.yesNo(seconds < Self.maximumSeconds)
            )
        }
    }
}

extension IncrementalSuite {
    var rows: [ResultRow] {
        steps.map { step in
            ResultRow(
                measurement:
                    "`swift build` (debug) after a build, \(step.description); 2 generated targets of \(table.label)",
                generated:
                    "\(Format.cpuAndWall(cpu: step.outcome.cpuSeconds, wall: step.outcome.seconds)); kbn-gen ran for \(list(step.generated)); compiled \(list(step.compiled))",
                goal: "kbn-gen for \(list(step.expectedGenerated)); compile \(list(step.expectedCompiled))",
                met: Format.yesNo(step.asExpected)
            )
        }
    }

    private func list(_ targets: [String]) -> String {
        targets.isEmpty ? "none" : targets.joined(separator: ", ")
    }
}
