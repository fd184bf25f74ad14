// The shapes written directly as Swift: the usual hand-written enums, which the generator
// replaces, hand-written kinds with a protocol of their own, the floor and bare enums.

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

    /// Hand-written small kinds: a `KbnType` protocol of the consumer's own (`Sendable`, as Swift 6
    /// needs for the `static let`), and each enum with `cases`, `prefix` and switches for `postfix`
    /// and `logicalName`.
    static func seedProtocol(for table: CodeTable, revision: Int) -> String {
        let kinds = source(for: table, revision: revision) { kind in
            ["public enum \(kind.name): KbnType {"]
                + kind.values.map { "    case `\($0.caseName)`" }
                + [
                    "",
                    "    public static let cases: [\(kind.name)] = [\(kind.values.map { ".`\($0.caseName)`" }.joined(separator: ", "))]",
                ]
                + ["    public static let prefix = \(swiftLiteral(kind.prefix))"]
                + ["", "    public var postfix: String {", "        switch self {"]
                + kind.values.map { "        case .`\($0.caseName)`: return \(swiftLiteral($0.postfix))" }
                + ["        }", "    }"]
                + ["", "    public var logicalName: String {", "        switch self {"]
                + kind.values.map { "        case .`\($0.caseName)`: return \(swiftLiteral($0.logicalName))" }
                + ["        }", "    }", "}"]
        }
        return kinds + """

            public protocol KbnType: Equatable, Sendable {
                static var cases: [Self] { get }
                static var prefix: String { get }
                var postfix: String { get }
                var logicalName: String { get }
            }

            extension KbnType {
                public var code: String { return type(of: self).prefix + self.postfix }

                public static func get(byCode code: String?) -> Self? {
                    guard let code = code else { return nil }
                    return self.cases.filter { code == $0.code }.first
                }
            }

            """
    }

    /// The floor: only the cases, with a raw type and no members.
    static func floor(for table: CodeTable, revision: Int) -> String {
        source(for: table, revision: revision) { kind in
            ["public enum \(kind.name): UInt16 {"] + kind.values.map { "    case `\($0.caseName)`" } + ["}"]
        }
    }

    /// Bare enums: only the cases.
    static func bare(for table: CodeTable, revision: Int) -> String {
        source(for: table, revision: revision) { kind in
            ["public enum \(kind.name) {"] + kind.values.map { "    case `\($0.caseName)`" } + ["}"]
        }
    }

    /// The kinds inside a namespace, as generated code has them. `revision` goes into a comment, so
    /// that each timed build sees a changed file.
    private static func source(for table: CodeTable, revision: Int, kind render: (CodeTable.Kind) -> [String]) -> String
    {
        var lines = ["// Benchmark revision \(revision).", "", "public enum Kbn {}"]
        for kind in table.kinds {
            lines += ["", "extension Kbn {"] + render(kind).map { "    " + $0 } + ["}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
