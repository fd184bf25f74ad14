// The two shapes written directly as Swift: the usual hand-written enums, which the generator
// replaces, and the floor.

enum HandWrittenSource {
    /// The hand-written shape: the full codes as `String` raw values, `logicalName` as a switch.
    static func seed(for table: CodeTable, revision: Int) -> String {
        source(for: table, revision: revision) { kind in
            ["public enum \(kind.name): String, CaseIterable {"]
                + kind.values.map { "    case `\($0.caseName)` = \(swiftLiteral(kind.prefix + $0.postfix))" }
                + ["", "    public var logicalName: String {", "        switch self {"]
                + kind.values.map { "        case .`\($0.caseName)`: return \(swiftLiteral($0.logicalName))" }
                + ["        }", "    }", "}"]
        }
    }

    /// The floor: only the cases, with a raw type and no members.
    static func floor(for table: CodeTable, revision: Int) -> String {
        source(for: table, revision: revision) { kind in
            ["public enum \(kind.name): UInt16 {"] + kind.values.map { "    case `\($0.caseName)`" } + ["}"]
        }
    }

    /// The kinds inside a namespace, as generated code has them. `revision` goes into a comment, so
    /// that each timed build sees a changed file.
    private static func source(for table: CodeTable, revision: Int, kind render: (CodeTable.Kind) -> [String]) -> String {
        var lines = ["// Benchmark revision \(revision).", "", "public enum Kbn {}"]
        for kind in table.kinds {
            lines += ["", "extension Kbn {"] + render(kind).map { "    " + $0 } + ["}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
