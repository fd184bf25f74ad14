// The first use of a kind of the 標準病名 master's 26,704 values, one process per measurement, and
// its lookups once in use against a `[String: Int]` of the same codes: issue 33's rows, each with
// its goal. A kind without a prefix, as the master's codes are, so the namespace's
// `value(forCode:)` does not cover it and has no row here.

import Foundation

struct FirstUseSuite {
    let runs: Int
    let workDirectory: URL
    let repository: URL

    /// The goals: a first use under a millisecond, lookups at most half a dictionary's.
    static let maximumFirstUseMilliseconds = 1.0
    static let maximumVersusDictionary = 0.5

    /// The names, once read; nil when they could not be.
    private(set) var nameCount: Int?
    /// Why the rows did not run, when they did not.
    private(set) var notRun: String?
    /// The samples of each measurement, each from processes of its own.
    private(set) var samples: [FirstUseProgram.Measurement: RuntimeSuite] = [:]

    mutating func run() throws {
        let consumer = DiseaseConsumer(
            directory: workDirectory.appending(path: "first-use"), repository: repository,
            executable: "FirstUseBench", product: "KbnKit",
            program: { names in
                // A value from the middle, so that neither end of the table is favoured.
                let sample = names[names.count / 2]
                return FirstUseProgram.source(code: sample.byomeiID, caseName: sample.caseName)
            })
        guard let (names, executable) = try consumer.prepare(label: "first use", notRun: &notRun) else { return }
        nameCount = names.count
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
            guard let code = samples[.firstCode], let name = samples[.firstName], let lookups = samples[.lookups] else {
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
            return [
                firstUse("the first `init?(code:)`", try code.median("first_code_ms")),
                firstUse("the first `logicalName`", try name.median("first_name_ms")),
                try lookup("random known codes", "known"),
                try lookup("unknown codes of the same shape", "unknown"),
            ]
        }
    }
}
