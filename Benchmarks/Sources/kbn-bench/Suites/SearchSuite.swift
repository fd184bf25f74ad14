// One keystroke's search in KbnUI over the 26,704 names of the 標準病名 master, in release, against
// a plain `filter { $0.logicalName.contains(query) }` in the same process; the index's build; and
// the main thread's work on a selection screen of those names and on the two-level screen of the
// zengin banks' 28,934 branches (Examples/Banks' definitions).

import Foundation

struct SearchSuite {
    let runs: Int
    let workDirectory: URL
    let repository: URL

    /// A keystroke's search may take at most this many times the plain filter's, and this long.
    static let maximumVersusFilter = 1.0
    static let maximumMilliseconds = 16.0
    /// The index of every name and reading is built in at most this long: it is built before the
    /// first keystroke's search, which must not wait for it longer than a frame.
    static let maximumIndexBuildMilliseconds = 20.0
    /// A tap on a row, clearing the field and a first display take the main thread at most this
    /// long, as a keystroke should: half a frame, so that the list answers the tap in the same frame.
    static let maximumTapMilliseconds = 8.0

    /// The names searched, once read; nil when they could not be.
    private(set) var nameCount: Int?
    /// Why the row did not run, when it did not.
    private(set) var notRun: String?
    /// The samples SearchBench printed over all runs, collected as the runtime benchmark's are.
    private(set) var samples: RuntimeSuite?
    /// The samples BranchSearchBench printed over all runs.
    private(set) var branchSamples: RuntimeSuite?

    mutating func run() throws {
        // The zengin branches first: their definitions are committed, so they run wherever the
        // names of the 標準病名 master could not be fetched.
        let zengin = MasterConsumer(
            directory: workDirectory.appending(path: "search-zengin"), repository: repository,
            executable: "BranchSearchBench", product: "KbnUI", module: "Banks")
        let branchExecutable = try zengin.prepare(
            label: "search, zengin branches",
            definitions: Data(
                contentsOf: repository.appending(path: "Examples/Banks/Sources/Banks/kbn-definitions.json")),
            source: BranchSearchProgram.source)
        var branchSamples = RuntimeSuite(executable: branchExecutable, runs: runs)
        try branchSamples.run()
        self.branchSamples = branchSamples

        let consumer = MasterConsumer(
            directory: workDirectory.appending(path: "search"), repository: repository, executable: "SearchBench",
            product: "KbnUI", program: { _ in SearchProgram.source })
        guard let (names, executable) = try consumer.prepare(label: "search", notRun: &notRun) else { return }
        nameCount = names.count
        var samples = RuntimeSuite(executable: executable, runs: runs)
        try samples.run()
        self.samples = samples
    }

    var rows: [ResultRow] {
        get throws { try diseaseRows + branchRows }
    }

    /// The rows of the 標準病名 master's names.
    private var diseaseRows: [ResultRow] {
        get throws {
            let measurement =
                "KbnUI search, one keystroke over \(nameCount.map(grouped) ?? "26,704") names of the 標準病名 master (release; floor: `allCases.filter { $0.logicalName.contains(query) }`)"
            let goal = "≤ \(Self.maximumVersusFilter) × floor, < \(Format.milliseconds(Self.maximumMilliseconds))"
            guard let samples else {
                return [ResultRow(measurement: measurement, generated: "not run: \(notRun ?? "")", goal: goal)]
            }
            let search = try samples.median("search_index_ms")
            let filter = try samples.median("search_filter_ms")
            let ratio = search / filter
            let firstDisplay = try samples.median("first_display_main_ms")
            let indexBuild = try samples.median("search_index_build_ms")
            let matches = try ["search_matches_index", "search_matches_names", "search_matches_filter"].map {
                Int(try samples.median($0))
            }
            return [
                ResultRow(
                    measurement: measurement + ", mean of \(SearchProgram.queries.count) queries as typed",
                    generated: Format.microseconds(search * 1_000),
                    floor: Format.microseconds(filter * 1_000),
                    versusFloor: Format.ratio(ratio),
                    goal: goal,
                    met: Format.yesNo(ratio <= Self.maximumVersusFilter && search < Self.maximumMilliseconds)
                ),
                ResultRow(
                    measurement:
                        "KbnUI search: values found for がん (names, short names and kana readings; floor: the plain filter)",
                    generated: "\(matches[0]) (\(matches[1]) without the readings)",
                    floor: "\(matches[2])",
                    goal: "reported"
                ),
                ResultRow(
                    measurement:
                        "KbnUI selection screen's first display over those names, searching their readings: the main thread's work, before and once the list is ready (`KbnSelectionModel`; model work only, no SwiftUI)",
                    generated: Format.milliseconds(firstDisplay),
                    goal: "< \(Format.milliseconds(Self.maximumMilliseconds))",
                    met: Format.yesNo(firstDisplay < Self.maximumMilliseconds)
                ),
                ResultRow(
                    measurement:
                        "the same: preparing the list off the main thread (the kind's first use, the index, the sections)",
                    generated: Format.milliseconds(try samples.median("first_display_prepare_ms")),
                    goal: "reported"
                ),
            ]
                + (try [
                    ("the first keystroke on the main thread (が: search, sections, rows)", "first_keystroke_main_ms"),
                    (
                        "a tap on a row with the field empty, on the main thread (the sections of the new selection; \(SearchProgram.taps) taps, each on another value)",
                        "tap_main_ms"
                    ),
                    (
                        "clearing the search field after a query, on the main thread (the sections of every value; \(SearchProgram.queries.count) queries, each cleared)",
                        "clear_main_ms"
                    ),
                    (
                        "the first display of a second screen given the same model, pushed over the first, on the main thread (another selection)",
                        "pushed_display_main_ms"
                    ),
                    (
                        "the first display of a screen on a model the app prepared, on the main thread (\(SearchProgram.indexDisplays) models)",
                        "index_display_main_ms"
                    ),
                ].map { measurement, name in try Self.mainThreadRow("the same: " + measurement, samples, name) })
                + [
                    ResultRow(
                        measurement:
                            "KbnUI search: preparing a model's list of those names and their readings (index and sections, off the main thread), once",
                        generated: Format.milliseconds(indexBuild),
                        goal: "< \(Format.milliseconds(Self.maximumIndexBuildMilliseconds))",
                        met: Format.yesNo(indexBuild < Self.maximumIndexBuildMilliseconds)
                    )
                ]
        }
    }

    /// A row of work on the main thread: the median of `name` in `samples`, in milliseconds, whose
    /// goal is a frame's share, < ``maximumTapMilliseconds``.
    private static func mainThreadRow(_ measurement: String, _ samples: RuntimeSuite, _ name: String) throws
        -> ResultRow
    {
        let median = try samples.median(name)
        return ResultRow(
            measurement: measurement,
            generated: median < 1 ? Format.microseconds(median * 1_000) : Format.milliseconds(median),
            goal: "< \(Format.milliseconds(maximumTapMilliseconds))", met: Format.yesNo(median < maximumTapMilliseconds)
        )
    }

    /// The rows of the zengin branches' two-level screen, on the main thread, each goal < 8 ms.
    private var branchRows: [ResultRow] {
        get throws {
            guard let samples = branchSamples else { return [] }
            func row(_ measurement: String, _ name: String) throws -> ResultRow {
                try Self.mainThreadRow(measurement, samples, name)
            }
            let screen =
                "the zengin branches' two-level screen (Examples/Banks' BankLists: 1,146 banks, 28,934 branches, searching their kana; release; model work only, no SwiftUI)"
            return [
                try row(
                    "\(screen): the first display on lists the app prepared, on the main thread (the banks and the branches found across levels; \(BranchSearchProgram.indexDisplays) lists)",
                    "branch_index_display_main_ms"),
                try row(
                    "the same: a tap on a bank, the first display of its branches, on the main thread (\(BranchSearchProgram.taps) taps, the banks with the most branches, up to \(Int(try samples.median("branch_largest_bank"))))",
                    "branch_bank_tap_main_ms"),
                try row(
                    "the same: a tap on a branch in its bank's list with the field empty, on the main thread (the sections of the new selection; \(BranchSearchProgram.taps) taps, each on another branch)",
                    "branch_selection_main_ms"),
                try row(
                    "the same: a keystroke on the main thread, mean of \(BranchSearchProgram.acrossQueries.joined(separator: ", ")) as typed at the first level (the banks' search and the search across levels) and \(BranchSearchProgram.bankQueries.joined(separator: ", ")) in みずほ's list",
                    "branch_keystroke_main_ms"),
                try row(
                    "the same: the slowest of those keystrokes, on the main thread", "branch_keystroke_slowest_main_ms"),
                ResultRow(
                    measurement:
                        "the same: preparing both lists off the main thread, once (the kinds' first use, the indexes, the sections)",
                    generated: Format.milliseconds(try samples.median("branch_prepare_ms")),
                    goal: "reported"),
            ]
        }
    }
}
