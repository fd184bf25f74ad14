// The one table the benchmark prints: each measurement with the baselines measured beside it in
// the same run, their ratios, the goal and whether it is met.

import Foundation

struct ResultRow {
    var measurement: String
    var generated: String
    var handWritten = ""
    var floor = ""
    var versusHandWritten = ""
    var versusFloor = ""
    var goal = ""
    var met = ""
}

enum ResultTable {
    static let header = ResultRow(
        measurement: "measurement", generated: "generated", handWritten: "hand-written (seed)", floor: "floor",
        versusHandWritten: "× hand-written", versusFloor: "× floor", goal: "goal", met: "met"
    )

    /// A Markdown table.
    static func render(_ rows: [ResultRow]) -> String {
        let lines = ([header] + rows).map { row in
            [
                row.measurement, row.generated, row.handWritten, row.floor, row.versusHandWritten, row.versusFloor,
                row.goal, row.met,
            ]
        }
        var text = ""
        for (index, cells) in lines.enumerated() {
            text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            if index == 0 { text += "|" + String(repeating: "---|", count: cells.count) + "\n" }
        }
        return text
    }
}
