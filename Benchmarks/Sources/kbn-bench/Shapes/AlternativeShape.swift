// Other ways to write one kind of many cases, compiled alone with swiftc by `kbn-bench shapes`:
// the record behind the generated shape (docs/PERFORMANCE.md, "What was tried").

/// A way to write a kind of `count` cases named `v0`, `v1`, ….
enum AlternativeShape: CaseIterable {
    /// The usual hand-written way: `String` raw values and a switch-based `logicalName`.
    case seed
    /// The floor: `UInt16` raw values, nothing else.
    case rawUInt16
    /// No raw type and no members: the compiler synthesizes `==` and `hash(into:)`.
    case bare
    /// `==` and `hash(into:)` written out, through a position read by a switch of `return`s.
    case switchStatement
    /// The same with a switch expression (`case .v0: 0`).
    case switchExpression
    /// `==` and `hash(into:)` written out, through the position read from the enum's tag.
    case tag
    /// The codes and names as two `[String]` array literals.
    case arrayLiterals
    /// What kbn-gen writes: the cases, and the data in one string literal for KbnKit to unpack.
    case generated

    var title: String {
        switch self {
        case .seed: "`enum K: String, CaseIterable` + switch `logicalName` (seed)"
        case .rawUInt16: "`enum K: UInt16` (floor)"
        case .bare: "`enum K` (synthesized `==`, `hash(into:)`)"
        case .switchStatement: "`enum K` + `==`/`hash` via `switch self { case .v0: return 0 … }`"
        case .switchExpression: "the same via a switch expression `case .v0: 0`"
        case .tag: "`enum K` + `==`/`hash` via the enum's tag (`unsafeBitCast`)"
        case .arrayLiterals: "two `[String]` array literals (codes, names)"
        case .generated: "generated: cases + one string literal, KbnKit prebuilt"
        }
    }

    /// Sizes chosen to show the growth without spending many minutes on what is known to be slow.
    var sizes: [Int] {
        switch self {
        case .seed, .switchExpression, .arrayLiterals: [2_000, 5_000]
        case .rawUInt16, .bare, .switchStatement, .tag, .generated: [5_000, 20_000]
        }
    }

    /// The source, for every shape but `.generated`, which kbn-gen writes.
    func source(count: Int) -> String {
        let cases = (0..<count).map { "    case v\($0)" }
        let numbered = (0..<count).map { ($0, "v\($0)") }
        switch self {
        case .seed:
            return lines(
                ["public enum K: String, CaseIterable {"],
                numbered.map { "    case \($1) = \"001\(zeroPadded($0, width: 5))\"" },
                ["    public var logicalName: String {", "        switch self {"],
                numbered.map { "        case .\($1): return \"Value \($0)\"" },
                ["        }", "    }", "}"]
            )
        case .rawUInt16:
            return lines(["public enum K: UInt16 {"], cases, ["}"])
        case .bare:
            return lines(["public enum K {"], cases, ["}"])
        case .switchStatement, .switchExpression:
            let keyword = self == .switchStatement ? "return " : ""
            return lines(
                ["public enum K: Hashable {"], cases, Self.explicitHashing,
                ["    var ordinal: Int {", "        switch self {"],
                numbered.map { "        case .\($1): \(keyword)\($0)" },
                ["        }", "    }", "}"]
            )
        case .tag:
            return lines(
                ["public enum K: Hashable {"], cases, Self.explicitHashing,
                ["    var ordinal: Int { Int(unsafeBitCast(self, to: UInt16.self)) }", "}"]
            )
        case .arrayLiterals:
            return lines(
                ["public enum K {"], cases, ["    public static let codes: [String] = ["],
                numbered.map { "        \"001\(zeroPadded($0.0, width: 5))\"," },
                ["    ]", "    public static let names: [String] = ["],
                numbered.map { "        \"Value \($0.0)\"," },
                ["    ]", "}"]
            )
        case .generated:
            preconditionFailure("kbn-gen writes the generated shape")
        }
    }

    private static let explicitHashing = [
        "    public static func == (lhs: K, rhs: K) -> Bool { lhs.ordinal == rhs.ordinal }",
        "    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }",
    ]

    private func lines(_ parts: [String]...) -> String {
        parts.joined().joined(separator: "\n") + "\n"
    }
}
