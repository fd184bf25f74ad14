// The definitions a measurement compiles, independent of the shape they are written in.

/// Kinds of division values, as the benchmark writes them in each shape.
struct CodeTable {
    /// A short description for the result table, such as `1 kind × 5,000`.
    let label: String
    let kinds: [Kind]
    /// Whether the issue's compile goals apply: they are set for the synthetic tables; real ones
    /// are reported.
    var hasGoals = false

    struct Kind {
        let name: String
        let prefix: String
        let logicalName: String
        let values: [Value]
    }

    struct Value {
        let caseName: String
        let postfix: String
        let logicalName: String
    }

    var valueCount: Int { kinds.reduce(0) { $0 + $1.values.count } }

    /// The values of the largest kind: what compile time grows with when it grows faster than linearly.
    var largestKindSize: Int { kinds.map(\.values.count).max() ?? 0 }
}

extension CodeTable {
    /// `kindCount` kinds of `valuesPerKind` values each, with numbered names and codes.
    static func synthetic(kindCount: Int, valuesPerKind: Int) -> CodeTable {
        let postfixWidth = String(valuesPerKind - 1).count
        let kinds = (1...kindCount).map { kindNumber in
            Kind(
                name: kindCount == 1 ? "Synthetic" : "Synthetic\(kindNumber)",
                prefix: zeroPadded(kindNumber, width: max(3, String(kindCount).count)),
                logicalName: "合成区分 \(kindNumber)",
                values: (0..<valuesPerKind).map { number in
                    Value(
                        caseName: "value\(number)", postfix: zeroPadded(number, width: postfixWidth),
                        logicalName: "Value \(number) 値")
                }
            )
        }
        return CodeTable(
            label: "\(kindCount) kind\(kindCount == 1 ? "" : "s") × \(grouped(valuesPerKind))", kinds: kinds,
            hasGoals: true)
    }
}

extension CodeTable {
    /// The table with the logical name of the value at `value` of the kind at `kind` changed: an
    /// edit of one value, which should recompile that kind alone.
    func renamingValue(_ value: Int, ofKind kind: Int, revision: Int) -> CodeTable {
        var kinds = kinds
        var values = kinds[kind].values
        values[value] = Value(
            caseName: values[value].caseName, postfix: values[value].postfix,
            logicalName: values[value].logicalName + " (renamed \(revision))")
        kinds[kind] = Kind(
            name: kinds[kind].name, prefix: kinds[kind].prefix, logicalName: kinds[kind].logicalName, values: values)
        return CodeTable(label: label, kinds: kinds, hasGoals: hasGoals)
    }

    /// Each kind as a table of its own, for a definitions file per kind.
    var kindsAlone: [CodeTable] {
        kinds.map { CodeTable(label: $0.name, kinds: [$0], hasGoals: hasGoals) }
    }
}

/// `number` with leading zeros up to `width` digits.
func zeroPadded(_ number: Int, width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// `12345` as `12,345`, for labels.
func grouped(_ number: Int) -> String {
    var digits = String(number)
    var result = ""
    while digits.count > 3 {
        result = "," + digits.suffix(3) + result
        digits.removeLast(3)
    }
    return digits + result
}
