// Result rows for the compile suite: each table in each configuration against both baselines,
// growth from 5,000 to 20,000 values, the one-time cost of the tools, and first use.

extension CompileSuite {
    static let maximumPeakBytes = Double(1 << 30)
    static let maximumGrowth = 4.5

    var rows: [ResultRow] {
        var rows: [ResultRow] = []
        for configuration in Configuration.allCases {
            if let setup = setupOutcomes[configuration] {
                rows.append(
                    ResultRow(
                        measurement:
                            "compile \(configuration.rawValue): first build of a generated consumer (KbnKit, kbn-gen, plugin; 2 values)",
                        generated: Format.outcome(setup),
                        goal: "reported (once per clean build)"
                    ))
            }
            let results = results.filter { $0.configuration == configuration }
            rows += results.map(row)
            rows += growthRow(in: results)
        }
        rows += results.filter { !$0.firstUseMicroseconds.isEmpty }.map { result in
            ResultRow(
                measurement: "first use of every table, \(result.table.label) (release)",
                generated: Format.microseconds(Timing.median(result.firstUseMicroseconds)),
                goal: "reported"
            )
        }
        return rows
    }

    private func row(_ result: CompileResult) -> ResultRow {
        let comparison = result.comparison
        let generated = result.measurements[.generated]!
        let handWritten = result.measurements[comparison.handWritten]!
        let floor = result.measurements[comparison.floor]!
        // The columns name the large kinds' shapes; other tables say which shapes they hold.
        let shapes =
            comparison.handWritten == .handWritten
            ? "" : " (\(comparison.handWritten.title); floor: \(comparison.floor.title))"
        var row = ResultRow(
            measurement: "compile \(result.configuration.rawValue), \(result.table.label)\(shapes)",
            generated: generated.summary,
            handWritten: handWritten.summary,
            floor: floor.summary
        )
        guard generated.finished else {
            row.met = result.table.hasGoals ? Format.yesNo(false) : ""
            return row
        }
        var goals = [
            "≤ \(comparison.maximumVersusHandWritten) × hand-written", "≤ \(comparison.maximumVersusFloor) × floor",
        ]
        var met = true
        if handWritten.finished {
            let ratio = generated.cpuSeconds / handWritten.cpuSeconds
            row.versusHandWritten = Format.ratio(ratio)
            met = met && ratio <= comparison.maximumVersusHandWritten
        } else if let stopped = handWritten.stopped {
            // Stopped, it would have taken longer still: the ratio is at most this. Wall time on
            // both sides, since the stopped build's compilers were never waited for.
            let bound = generated.seconds / stopped.seconds
            row.versusHandWritten = "< " + Format.ratio(bound)
            met = met && bound <= comparison.maximumVersusHandWritten
        }
        if floor.finished {
            let ratio = generated.cpuSeconds / floor.cpuSeconds
            row.versusFloor = Format.ratio(ratio)
            met = met && ratio <= comparison.maximumVersusFloor
        }
        if result.table.valueCount >= 20_000 {
            goals.append("< 1 GB")
            met = met && generated.peakBytes < Self.maximumPeakBytes
        }
        row.goal = result.table.hasGoals ? goals.joined(separator: ", ") : "reported"
        row.met = result.table.hasGoals ? Format.yesNo(met) : ""
        return row
    }

    /// Generated compile time at 20,000 values over that at 5,000, one kind each.
    private func growthRow(in results: [CompileResult]) -> [ResultRow] {
        func generatedSeconds(_ valueCount: Int) -> Double? {
            let label = CodeTable.synthetic(kindCount: 1, valuesPerKind: valueCount).label
            guard let measurement = results.first(where: { $0.table.label == label })?.measurements[.generated],
                measurement.finished
            else { return nil }
            return measurement.cpuSeconds
        }
        guard let small = generatedSeconds(5_000), let large = generatedSeconds(20_000), let first = results.first
        else { return [] }
        let growth = large / small
        return [
            ResultRow(
                measurement: "compile \(first.configuration.rawValue), growth 1 kind × 5,000 → 20,000",
                generated: Format.ratio(growth) + "×",
                goal: "≤ \(Self.maximumGrowth)× (linear: 4×)",
                met: Format.yesNo(growth <= Self.maximumGrowth)
            )
        ]
    }
}
