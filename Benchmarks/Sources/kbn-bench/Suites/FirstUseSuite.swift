// The first use of a kind of the 標準病名 master's 26,704 values, one process per measurement, its
// lookups once in use against a `[String: Int]` of the same codes, and the size of its module
// against its rows: what a large kind costs an app the first time it reads one, each with its goal. The kind has a prefix, which the master's
// codes have not, so that its namespace's `value(forCode:)` covers it as it covers an app's kinds.

import Foundation

struct FirstUseSuite {
    let runs: Int
    let workDirectory: URL
    let repository: URL

    /// The goals: a first use under a millisecond, the namespace's under two, lookups at most half
    /// a dictionary's, and a module's text at most 1.3 times its rows.
    static let maximumFirstUseMilliseconds = 1.0
    static let maximumFirstNamespaceUseMilliseconds = 2.0
    static let maximumVersusDictionary = 0.5
    static let maximumTextVersusRows = 1.3
    /// The kind's prefix, a letter for 病名.
    static let prefix = "B"

    /// The names, once read; nil when they could not be.
    private(set) var nameCount: Int?
    /// Why the rows did not run, when they did not.
    private(set) var notRun: String?
    /// The UTF-8 bytes of the kind's rows, and the text of the release module that holds them,
    /// once measured.
    private(set) var rowBytes: Int?
    private(set) var moduleText: Result<Int, any Error>?
    /// The samples of each measurement, each from processes of its own.
    private(set) var samples: [FirstUseProgram.Measurement: RuntimeSuite] = [:]

    mutating func run() throws {
        let consumer = MasterConsumer(
            directory: workDirectory.appending(path: "first-use"), repository: repository,
            executable: "FirstUseBench", product: "KbnKit",
            program: { names in
                // A value from the middle, so that neither end of the table is favoured.
                let sample = names[names.count / 2]
                return FirstUseProgram.source(code: Self.prefix + sample.byomeiID, caseName: sample.caseName)
            }, prefix: Self.prefix)
        guard let (names, executable) = try consumer.prepare(label: "first use", notRun: &notRun) else { return }
        nameCount = names.count
        rowBytes = DiseaseNames.rowBytes(of: names)
        moduleText = Result { try Self.textBytes(ofModule: "Diseases", builtBeside: executable) }
        for measurement in FirstUseProgram.Measurement.allCases {
            // A first use is one sample per process: more processes than the others' runs.
            let processes = measurement == .lookups ? runs : runs * 3
            var suite = RuntimeSuite(executable: executable, arguments: [measurement.rawValue], runs: processes)
            try suite.run()
            samples[measurement] = suite
        }
    }

    var rows: [ResultRow] {
        get throws {
            let kind = "the \(nameCount.map(grouped) ?? "26,704")-value 標準病名 kind"
            let firstGoal = "< \(Format.milliseconds(Self.maximumFirstUseMilliseconds))"
            let lookupGoal = "≤ \(Self.maximumVersusDictionary) × floor"
            guard let code = samples[.firstCode], let name = samples[.firstName],
                let namespace = samples[.firstNamespaceCode], let lookups = samples[.lookups]
            else {
                return [
                    ResultRow(
                        measurement: "first use and lookups of \(kind) (release)",
                        generated: "not run: \(notRun ?? "")", goal: firstGoal)
                ]
            }
            func firstUse(_ label: String, _ milliseconds: Double) -> ResultRow {
                ResultRow(
                    measurement: "first use: \(label) of \(kind) (release, one process each)",
                    generated: Format.milliseconds(milliseconds), goal: firstGoal,
                    met: Format.yesNo(milliseconds < Self.maximumFirstUseMilliseconds))
            }
            func lookup(_ label: String, _ name: String) throws -> ResultRow {
                let (kbn, dictionary) = (
                    try lookups.median("kbn_\(name)_ns"), try lookups.median("dictionary_\(name)_ns")
                )
                return ResultRow(
                    measurement:
                        "`init?(code:)` of \(kind), \(label) (release; floor: a `[String: Int]` of the same codes)",
                    generated: Format.nanoseconds(kbn), floor: Format.nanoseconds(dictionary),
                    versusFloor: Format.ratio(kbn / dictionary), goal: lookupGoal,
                    met: Format.yesNo(kbn / dictionary <= Self.maximumVersusDictionary))
            }
            let namespaceMilliseconds = try namespace.median("first_namespace_code_ms")
            let namespaceGoal = "< \(Format.milliseconds(Self.maximumFirstNamespaceUseMilliseconds))"
            return [
                firstUse("the first `init?(code:)`", try code.median("first_code_ms")),
                firstUse("the first `logicalName`", try name.median("first_name_ms")),
                ResultRow(
                    measurement:
                        "first use: the first `Kbn.value(forCode:)` of the namespace of \(kind) (release, one process each)",
                    generated: Format.milliseconds(namespaceMilliseconds), goal: namespaceGoal,
                    met: Format.yesNo(namespaceMilliseconds < Self.maximumFirstNamespaceUseMilliseconds)),
                try lookup("random known codes", "known"),
                try lookup("unknown codes of the same shape", "unknown"),
                textRow(kind: kind),
            ]
        }
    }

    /// The module's text against its rows.
    private func textRow(kind: String) -> ResultRow {
        let measurement = "text of the release module of \(kind) (floor: the UTF-8 of its rows)"
        let goal = "≤ \(Self.maximumTextVersusRows) × floor"
        guard let rowBytes, let moduleText else { return ResultRow(measurement: measurement, generated: "not run") }
        switch moduleText {
        case .success(let text):
            let ratio = Double(text) / Double(rowBytes)
            return ResultRow(
                measurement: measurement, generated: Format.megabytes(Double(text)),
                floor: Format.megabytes(Double(rowBytes)), versusFloor: Format.ratio(ratio), goal: goal,
                met: Format.yesNo(ratio <= Self.maximumTextVersusRows))
        case .failure(let error):
            return ResultRow(measurement: measurement, generated: "not run: \(error)", goal: goal)
        }
    }

    /// The bytes of code and read-only data in the objects of `module`, whose build folder is beside
    /// `executable`: the sum of the text column of binutils' `size` over them.
    static func textBytes(ofModule module: String, builtBeside executable: URL) throws -> Int {
        let folder = executable.deletingLastPathComponent().appending(path: "\(module).build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
            .filter { $0.hasSuffix(".o") }.sorted().map { folder.appending(path: $0).path(percentEncoded: false) }
        guard !objects.isEmpty else { throw BenchmarkError("\(folder.path(percentEncoded: false)) holds no objects") }
        // Berkeley format: a header, then `text data bss dec hex filename` per object.
        let lines = try ChildProcess.output(of: ["size", "--format=berkeley"] + objects)
            .split(separator: "\n").dropFirst()
        return try lines.reduce(0) { total, line in
            guard let text = line.split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) })
            else { throw BenchmarkError("size printed \(line), which is not a row of its table") }
            return total + text
        }
    }
}
