// Updates at run time on the 標準病名 master, in release: applying an update that renames all 26,704
// values and adds 1,000, made by kbn-gen make-update as a back end makes it, against JSONDecoder
// decoding the same bytes, in CPU time and peak memory; and names read through it, against none.

import Foundation

struct UpdateSuite {
    let runs: Int
    let workDirectory: URL
    let repository: URL
    /// The release kbn-gen beside the driver, which makes the update.
    let generator: URL

    /// Applying the update may take at most this many times JSONDecoder's CPU time and peak memory.
    static let maximumApplyVersusDecoder = 3.0
    static let maximumMemoryVersusDecoder = 3.0
    /// A name read through an update is a lookup: at most this long, and no allocation.
    static let maximumNameNanoseconds = 100.0

    /// The master's names, once read; nil when they could not be.
    private(set) var nameCount: Int?
    /// Why the rows did not run, when they did not.
    private(set) var notRun: String?
    /// The update's size in bytes.
    private(set) var updateBytes = 0
    /// What UpdateBench printed in its `time` runs.
    private(set) var samples: RuntimeSuite?
    /// The peak memory of each `apply`, `decode` and `read` run.
    private(set) var peakBytes: [String: [Double]] = [:]

    mutating func run() throws {
        let consumer = MasterConsumer(
            directory: workDirectory.appending(path: "updates"), repository: repository, executable: "UpdateBench",
            product: "KbnUpdates", program: { _ in UpdateProgram.source })
        guard let (names, executable) = try consumer.prepare(label: "updates", notRun: &notRun) else { return }
        nameCount = names.count

        let master = workDirectory.appending(path: "updates/master.json")
        let update = workDirectory.appending(path: "updates/update.json")
        try DiseaseNames.definitions(of: DiseaseNames.newerMaster(of: names)).write(to: master)
        _ = try ChildProcess.output(of: [
            generator.path(percentEncoded: false), "make-update", master.path(percentEncoded: false),
            "--app", consumer.definitions.path(percentEncoded: false), "--output", update.path(percentEncoded: false),
        ])
        updateBytes =
            try FileManager.default.attributesOfItem(atPath: update.path(percentEncoded: false))[.size]
            as? Int ?? 0
        Progress.report("updates: kbn-gen make-update wrote \(Format.megabytes(Double(updateBytes)))")

        var samples = RuntimeSuite(
            executable: executable, arguments: ["time", update.path(percentEncoded: false)], runs: runs)
        try samples.run()
        self.samples = samples
        // Alternating, so that a change in the machine's load reaches both alike.
        for _ in 1...runs {
            for mode in ["apply", "decode", "read"] {
                let outcome = try ChildProcess.run(
                    [executable.path(percentEncoded: false), mode, update.path(percentEncoded: false)],
                    log: consumer.log)
                guard outcome.succeeded else {
                    throw BenchmarkError("UpdateBench \(mode) failed; see \(consumer.log.path)")
                }
                peakBytes[mode, default: []].append(Double(outcome.peakProcessBytes))
            }
        }
        Progress.report("updates: peak memory measured")
    }

    var rows: [ResultRow] {
        get throws {
            let names = nameCount.map(grouped) ?? "26,704"
            let applying =
                "applying an update of the 標準病名 master that renames all \(names) values and adds 1,000 (release; made by `kbn-gen make-update`)"
            guard let samples else {
                return [ResultRow(measurement: applying, generated: "not run: \(notRun ?? "")", goal: "reported")]
            }
            let size = Format.megabytes(Double(updateBytes))
            let apply = try samples.median("update_apply_ms")
            let decode = try samples.median("update_decode_ms")
            // Whole processes: the kind's first use, which both start with, peaks above what is left
            // of it, so that a difference of peaks would hide what either way takes.
            let startPeak = Timing.median(peakBytes["read"] ?? [])
            let applyPeak = Timing.median(peakBytes["apply"] ?? [])
            let decodePeak = Timing.median(peakBytes["decode"] ?? [])
            let added = Int(try samples.median("update_added_values"))
            let plain = try samples.median("name_plain_ns")
            let codePlain = try samples.median("code_name_plain_ns")
            let nameGoal = "< \(Format.nanoseconds(Self.maximumNameNanoseconds))"
            func nameRow(_ measurement: String, _ name: String, floor: Double, goal: String = "reported")
                throws -> ResultRow
            {
                let nanoseconds = try samples.median(name)
                return ResultRow(
                    measurement: measurement, generated: Format.nanoseconds(nanoseconds),
                    floor: Format.nanoseconds(floor), versusFloor: Format.ratio(nanoseconds / floor), goal: goal,
                    met: goal == nameGoal ? Format.yesNo(nanoseconds < Self.maximumNameNanoseconds) : "")
            }
            return [
                ResultRow(
                    measurement: applying
                        + ", \(size): `KbnUpdate(json:kinds:)`, CPU time (floor: JSONDecoder decoding the same bytes into structs)",
                    generated: Format.milliseconds(apply), floor: Format.milliseconds(decode),
                    versusFloor: Format.ratio(apply / decode), goal: "≤ \(Self.maximumApplyVersusDecoder) × floor",
                    met: Format.yesNo(apply / decode <= Self.maximumApplyVersusDecoder)),
                ResultRow(
                    measurement:
                        "the same, peak memory of a process that applies it once (floor: one that decodes it once; one that only reads the file and uses the kind: \(Format.megabytes(startPeak)))",
                    generated: Format.megabytes(applyPeak),
                    floor: Format.megabytes(decodePeak), versusFloor: Format.ratio(applyPeak / decodePeak),
                    goal: "≤ \(Self.maximumMemoryVersusDecoder) × floor",
                    met: Format.yesNo(applyPeak / decodePeak <= Self.maximumMemoryVersusDecoder)),
                try nameRow(
                    "with that update: `update.logicalName(of:)` of a compiled value it renames (floor: `logicalName`, no update)",
                    "name_update_ns", floor: plain, goal: nameGoal),
                try nameRow(
                    "`logicalName(of:)` of an empty `KbnUpdate()`, no update installed (floor: `logicalName`)",
                    "name_none_ns", floor: plain, goal: nameGoal),
                try nameRow(
                    "with that update: a compiled code's name, `update.logicalName(of: KbnValue(code:))` (floor: `Kind(code:)?.logicalName`, no update)",
                    "code_name_update_ns", floor: codePlain),
                try nameRow(
                    "with that update: the name of one of the \(grouped(added)) codes it adds, `update.logicalName(of: KbnValue(code:))` (floor: a compiled code's name, no update)",
                    "added_name_update_ns", floor: codePlain),
            ]
        }
    }
}
