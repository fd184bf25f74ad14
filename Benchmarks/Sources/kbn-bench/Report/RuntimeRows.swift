// Result rows for the runtime suite: lookups, property access, JSON decoding and first use.

extension RuntimeSuite {
    static let maximumLookupVersusDictionary = 1.2
    static let maximumLookupVersusSeed = 0.1
    static let maximumDecodingVersusString = 1.1
    /// The lookup is the same code for both; the margin is the machine's noise.
    static let maximumUnprefixedVersusPrefixed = 1.1

    func rows() throws -> [ResultRow] {
        var rows: [ResultRow] = []
        let lookup = try comparison(
            "`init?(code:)`, 47 prefectures (floor: a local `[String: Int]`; seed: `cases.filter { … }.first`)",
            measured: "lookup_generated_ns", seed: "lookup_seed_ns", floor: "lookup_dictionary_ns",
            in: Format.nanoseconds
        )
        rows.append(
            lookup.row(
                goal: "≤ \(Self.maximumLookupVersusDictionary) × floor, ≤ \(Self.maximumLookupVersusSeed) × seed",
                met: lookup.versusFloor <= Self.maximumLookupVersusDictionary
                    && lookup.versusSeed! <= Self.maximumLookupVersusSeed
            ))
        rows.append(
            try comparison(
                "`init?(rawValue:)`, 47 prefectures: `init?(code:)` through KbnKit's generic code (floor: `init?(code:)`)",
                measured: "lookup_raw_value_ns", floor: "lookup_generated_ns", in: Format.nanoseconds
            ).row(goal: "reported"))
        for (codes, name) in [("a current code", "current"), ("a former code", "former")] {
            rows.append(
                try comparison(
                    "`init?(code:)`, 47 prefectures with two former codes each, \(codes) (floor: a local `[String: Int]` of 47 codes)",
                    measured: "lookup_former_kind_\(name)_ns", floor: "lookup_dictionary_ns", in: Format.nanoseconds
                ).row(goal: "reported"))
        }
        rows.append(
            try comparison(
                "`init?(code:)`, the 47 prefectures' codes as a kind without a prefix (floor: the prefixed kind above)",
                measured: "lookup_unprefixed_kind_ns", floor: "lookup_generated_ns", in: Format.nanoseconds
            ).row(atMost: Self.maximumUnprefixedVersusPrefixed))
        // What KbnTable does, which the timing alone does not show: a kind of up to 256 values, as
        // the prefectures are, makes its columns of codes and names with its table, and keeps them.
        for (property, name) in [("`code`", "code"), ("`logicalName`", "logical_name")] {
            let access = try comparison(
                "\(property) of a value (floor: reading a `[String]` element)",
                measured: "\(name)_generated_ns", seed: "\(name)_seed_ns", floor: "\(name)_array_ns",
                in: Format.nanoseconds
            )
            rows.append(access.row(goal: "allocation-free or cached", metText: "yes (kept once made)"))
        }
        rows.append(
            try comparison(
                "`rawValue` of a value: `code` through KbnKit's generic code (floor: `code`)",
                measured: "raw_value_generated_ns", floor: "code_generated_ns", in: Format.nanoseconds
            ).row(goal: "reported"))
        rows.append(
            try comparison(
                "JSONDecoder, 100,000 records with two kind fields (floor: the same fields as `String`)",
                measured: "decode_kind_ms", floor: "decode_string_ms", in: Format.milliseconds
            ).row(atMost: Self.maximumDecodingVersusString))
        rows.append(
            try comparison(
                "the same against fields of a struct that only decodes a `String` (JSONDecoder's cost for any non-`String` field)",
                measured: "decode_kind_ms", floor: "decode_wrapper_ms", in: Format.milliseconds
            ).row(goal: "reported"))
        rows.append(
            try comparison(
                "the same with `KbnValue` fields (floor: `String` fields)",
                measured: "decode_value_ms", floor: "decode_string_ms", in: Format.milliseconds
            ).row(goal: "reported"))
        rows.append(
            ResultRow(
                measurement: "first use: `Kbn.Prefecture(code:)` building its table (47 values)",
                generated: Format.microseconds(try median("first_use_kind_us")),
                goal: "reported"
            ))
        rows.append(
            ResultRow(
                measurement: "first use: `Kbn.value(forCode:)` building the namespace's index (49 values)",
                generated: Format.microseconds(try median("first_use_namespace_us")),
                goal: "reported"
            ))
        return rows
    }

    /// A measurement beside its floor and, where there is one, the hand-written way.
    private struct Comparison {
        let row: ResultRow
        let versusFloor: Double
        let versusSeed: Double?

        func row(goal: String, met: Bool? = nil, metText: String? = nil) -> ResultRow {
            var row = row
            row.goal = goal
            row.met = metText ?? met.map(Format.yesNo) ?? ""
            return row
        }

        /// The row with the goal of at most `maximum` times the floor, and whether it is met.
        func row(atMost maximum: Double) -> ResultRow {
            row(goal: "≤ \(maximum) × floor", met: versusFloor <= maximum)
        }
    }

    private func comparison(
        _ measurement: String, measured: String, seed: String? = nil, floor: String, in format: (Double) -> String
    ) throws -> Comparison {
        let value = try median(measured)
        let floorValue = try median(floor)
        let seedValue = try seed.map(median)
        return Comparison(
            row: ResultRow(
                measurement: measurement,
                generated: format(value),
                handWritten: seedValue.map(format) ?? "",
                floor: format(floorValue),
                versusHandWritten: seedValue.map { Format.ratio(value / $0) } ?? "",
                versusFloor: Format.ratio(value / floorValue)
            ),
            versusFloor: value / floorValue,
            versusSeed: seedValue.map { value / $0 }
        )
    }
}
