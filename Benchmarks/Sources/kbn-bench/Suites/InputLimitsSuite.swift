// The debug kbn-gen, which the build plugin runs in debug builds, on hostile-sized inputs: a CSV of
// a million rows and the same records as JSON, a 50 MB String Catalog, one key in 30,000 languages. Each is measured beside an
// input a tenth its size in the same run, so that the ratio shows whether the time grows with the
// input (about 10) or faster (about 100 for a quadratic step), whatever the machine's speed.

import Foundation

struct InputLimitsSuite {
    /// The debug kbn-gen.
    let generator: URL
    let workDirectory: URL

    /// One input shape at a size and at a tenth of it.
    struct Case: Sendable {
        let label: String
        let command: String
        /// The input's size at full scale, as the row names it.
        let fullSize: String
        /// The goal at full size, in CPU seconds and bytes of peak memory.
        let maximumSeconds: Double
        let maximumBytes: Int?
        /// Writes the files of the input at `scale` (1 full, 10 a tenth) and returns the arguments.
        let prepare: @Sendable (_ directory: URL, _ scale: Int) throws -> [String]
    }

    /// The largest ratio of full size to a tenth of it that counts as linear: 10, with room for
    /// fixed costs, allocator and cache effects, and a loaded machine.
    static let maximumRatio = 15.0

    static let cases = [
        Case(
            label: "CSV", command: "import-csv", fullSize: "1,000,000 rows", maximumSeconds: 60, maximumBytes: 1 << 30,
            prepare: { directory, scale in
                let input = directory.appending(path: "codes-\(scale).csv")
                // The six columns every code master has, as in the measurement the goal was set against.
                var text = "kind,prefix,kindLogicalName,case,postfix,logicalName\n"
                for row in 0..<(1_000_000 / scale) {
                    text += "Code,1,コード,value\(row),\(row),値\(row)\n"
                }
                try Data(text.utf8).write(to: input)
                return [
                    "import-csv", input.path(percentEncoded: false), "--output",
                    directory.appending(path: "csv-\(scale).json").path(percentEncoded: false),
                ]
            }
        ),
        Case(
            // The CSV row's records as an array of JSON objects; the goal is 1.5 times the CSV's CPU.
            label: "JSON", command: "import-json", fullSize: "1,000,000 records", maximumSeconds: 90,
            maximumBytes: 1 << 30,
            prepare: { directory, scale in
                let input = directory.appending(path: "codes-\(scale).json")
                var text = "[\n"
                for row in 0..<(1_000_000 / scale) {
                    text +=
                        (row == 0 ? "" : ",\n")
                        + #"{"kind": "Code", "prefix": "1", "kindLogicalName": "コード", "case": "value\#(row)", "postfix": "\#(row)", "logicalName": "値\#(row)"}"#
                }
                try Data((text + "\n]\n").utf8).write(to: input)
                return [
                    "import-json", input.path(percentEncoded: false), "--output",
                    directory.appending(path: "json-\(scale).out.json").path(percentEncoded: false),
                ]
            }
        ),
        Case(
            label: "String Catalog", command: "import-strings", fullSize: "37,000 keys in 7 languages",
            maximumSeconds: 20, maximumBytes: nil,
            prepare: { directory, scale in
                try catalogInput(
                    in: directory, scale: scale, values: 37_000 / scale,
                    languages: ["en", "fr", "de", "es", "it", "ko", "zh-Hans"])
            }
        ),
        Case(
            label: "String Catalog, one key", command: "import-strings", fullSize: "30,000 languages",
            maximumSeconds: 10, maximumBytes: nil,
            prepare: { directory, scale in
                // Three-letter language codes, then the same with a script: 30,000 well-formed tags.
                let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
                let codes = letters.flatMap { a in letters.flatMap { b in letters.map { a + b + $0 } } }.filter {
                    $0 != "jaa"
                }
                let tags = Array((codes + codes.map { $0 + "-Latn" }).prefix(30_000 / scale))
                return try catalogInput(in: directory, scale: scale, values: 1, languages: tags)
            }
        ),
    ]

    /// Each case's runs at a tenth of its size and at full size, and the full input's bytes.
    private(set) var outcomes: [(case: Case, tenth: ProcessOutcome, full: ProcessOutcome, inputBytes: Int)] = []

    mutating func run() throws {
        let directory = workDirectory.appending(path: "limits")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = directory.appending(path: "kbn-gen.log")
        for limitCase in Self.cases {
            var measured: [ProcessOutcome] = []
            var inputBytes = 0
            for scale in [10, 1] {
                let arguments = try limitCase.prepare(directory, scale)
                // The CSV, the JSON or the catalog, the command's first file.
                inputBytes = try FileManager.default.attributesOfItem(atPath: arguments[1])[.size] as? Int ?? 0
                let outcome = try ChildProcess.run([generator.path(percentEncoded: false)] + arguments, log: log)
                guard outcome.succeeded else {
                    throw BenchmarkError(
                        "kbn-gen \(limitCase.command) failed on \(limitCase.label); see \(log.path(percentEncoded: false))"
                    )
                }
                measured.append(outcome)
            }
            outcomes.append((limitCase, measured[0], measured[1], inputBytes))
            Progress.report("limits \(limitCase.label): \(Format.seconds(measured[1].cpuSeconds)) CPU")
        }
    }

    /// A definitions file of one kind with `values` values, and a catalog that translates each
    /// value's name into every one of `languages`.
    private static func catalogInput(in directory: URL, scale: Int, values: Int, languages: [String]) throws -> [String]
    {
        let definitions = directory.appending(path: "definitions-\(languages.count)-\(scale).json")
        let catalog = directory.appending(path: "catalog-\(languages.count)-\(scale).xcstrings")
        let valueObjects = (0..<values).map {
            #"{"case": "value\#($0)", "postfix": "\#($0)", "logicalName": "値\#($0)"}"#
        }
        try Data(
            #"{"kinds": [{"name": "Code", "prefix": "1", "logicalName": "コード", "values": [\#(valueObjects.joined(separator: ",\n"))]}]}"#
                .utf8
        )
        .write(to: definitions)
        var text = "{\n  \"sourceLanguage\" : \"ja\",\n  \"strings\" : {\n"
        for value in 0..<values {
            text +=
                "    \"Kbn.Code.value\(value)\" : {\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
            let strings = languages.map { language in
                "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
                    + "            \"value\" : \"\(language) name of value \(value), long enough to be a real one\"\n          }\n        }"
            }
            text += strings.joined(separator: ",\n") + "\n      }\n    }" + (value == values - 1 ? "\n" : ",\n")
        }
        text += "  },\n  \"version\" : \"1.0\"\n}\n"
        try Data(text.utf8).write(to: catalog)
        let output = directory.appending(path: "merged-\(languages.count)-\(scale).json")
        return [
            "import-strings", catalog.path(percentEncoded: false), definitions.path(percentEncoded: false), "--output",
            output.path(percentEncoded: false),
        ]
    }

    var rows: [ResultRow] {
        outcomes.map { limitCase, tenth, full, inputBytes in
            let ratio = full.cpuSeconds / max(tenth.cpuSeconds, 0.001)
            let memoryMet = limitCase.maximumBytes.map { full.peakProcessBytes < $0 } ?? true
            let memoryGoal = limitCase.maximumBytes.map { ", < \(Format.gigabytes(Double($0)))" } ?? ""
            return ResultRow(
                measurement:
                    "kbn-gen \(limitCase.command) (debug), \(limitCase.label), \(limitCase.fullSize) (\(inputBytes / 1_000_000) MB): CPU time, peak memory",
                generated: "\(Format.seconds(full.cpuSeconds)), \(Format.gigabytes(Double(full.peakProcessBytes)))",
                floor: "a tenth: \(Format.seconds(tenth.cpuSeconds))",
                versusFloor: Format.ratio(ratio),
                goal:
                    "< \(Format.seconds(limitCase.maximumSeconds))\(memoryGoal); × a tenth < \(Format.ratio(Self.maximumRatio))",
                met: Format.yesNo(full.cpuSeconds < limitCase.maximumSeconds && memoryMet && ratio < Self.maximumRatio)
            )
        }
    }
}
