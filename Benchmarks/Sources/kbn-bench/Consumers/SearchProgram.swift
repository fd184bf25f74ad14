// The program of the search row: KbnUI's search over the 標準病名 master as a person types, against
// a plain filter, in one release process.

/// SearchBench, a ``MasterConsumer`` executable that uses the `KbnUI` product.
enum SearchProgram {
    /// What a person types into the search field, keystroke by keystroke: hiragana for names the
    /// master writes in katakana (がん for ガン), a name as typed before it is converted (胃がん,
    /// which the master writes 胃癌, so that it finds nothing), half-width katakana, an ICD-10 code
    /// (the `icd10` attribute, which the index is not told to search), a prefix of the codes, a
    /// reading and a word.
    static let queries = ["が", "がん", "胃", "胃が", "胃がん", "ｶﾞﾝ", "E25", "2010", "こうそ", "欠損"]

    /// Rounds of every query in each run of SearchBench: each gives one sample of each way.
    static let rounds = 7

    /// Taps on rows, each on another value, in each run of SearchBench: each gives one sample.
    static let taps = 15

    /// First displays of a screen on a model the app prepared, each another model, in each run of
    /// SearchBench: each gives one sample.
    static let indexDisplays = 5

    /// The clock of both search programs (this one and BranchSearchProgram), and a duration of it
    /// in milliseconds.
    static let clock = """
        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            let (seconds, attoseconds) = duration.components
            return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        }
        """

    /// Prints `name value…` lines, as kbn-bench-runtime does: the first display of a selection
    /// screen and taps on its rows, the index's build time, milliseconds per keystroke of each way
    /// in each round, and what each finds for がん.
    static let source = """
        import Foundation
        import KbnUI
        import Diseases

        \(clock)

        let queries = [\(queries.map(swiftLiteral).joined(separator: ", "))]
        /// Every count of matches goes into it, and it is printed, so that no search can be dropped.
        var checksum = 0

        // First, in a process that has not used the kind: the first display of a selection screen
        // of it on a model the app made, as KbnSelectionList shows it. What the main thread does
        // before the model has prepared the list off it and once it has, the preparation's time,
        // and the first keystroke.
        let model = KbnSelectionModel(Kbn.Disease.self, searchAttributes: [\\.kana])
        let nothingChosen: Kbn.Disease? = nil
        @MainActor func display(_ query: String, on model: KbnSelectionModel<Kbn.Disease> = model) -> Int {
            model.sections(matching: query, selection: nothingChosen)?.count ?? -1
        }
        var onMain = Duration.zero
        var start = clock.now
        checksum &+= display("")
        onMain += clock.now - start
        start = clock.now
        await model.prepare()
        print("first_display_prepare_ms", milliseconds(clock.now - start))
        start = clock.now
        checksum &+= display("")
        onMain += clock.now - start
        print("first_display_main_ms", milliseconds(onMain))
        start = clock.now
        checksum &+= display("が")
        print("first_keystroke_main_ms", milliseconds(clock.now - start))

        // A second model's preparation, the kind's table built already, so that its time is the
        // index's and the sections' own.
        checksum &+= Kbn.Disease.allCases.count
        let second = KbnSelectionModel(Kbn.Disease.self, searchAttributes: [\\.kana])
        start = clock.now
        await second.prepare()
        print("search_index_build_ms", milliseconds(clock.now - start))

        // A tap on a row of the list with an empty field, as a person chooses one value after
        // another: the main thread's work for the sections of the new selection, each tap another
        // value, so that no tap finds the sections of the one before. Every value is on offer.
        let tapped = Array(Kbn.Disease.allCases.prefix(\(taps)))
        checksum &+= display("")
        var tapSamples: [Double] = []
        for value in tapped {
            let chosen: Kbn.Disease? = value
            start = clock.now
            checksum &+= model.sections(matching: "", selection: chosen)?.count ?? -1
            tapSamples.append(milliseconds(clock.now - start))
        }
        print("tap_main_ms", tapSamples.map { String($0) }.joined(separator: " "))

        // Clearing the search field after a query, as a person starts again: the main thread's
        // work for the sections of every value, each sample after another query.
        var clearSamples: [Double] = []
        for query in queries {
            checksum &+= display(query)
            start = clock.now
            checksum &+= display("")
            clearSamples.append(milliseconds(clock.now - start))
        }
        print("clear_main_ms", clearSamples.map { String($0) }.joined(separator: " "))

        // A screen pushed over the first, given the same model: its first display, with another
        // selection.
        start = clock.now
        let pushedChosen: Kbn.Disease? = Kbn.Disease.allCases.last
        checksum &+= model.sections(matching: "", selection: pushedChosen)?.count ?? -1
        print("pushed_display_main_ms", milliseconds(clock.now - start))

        // The first display of a screen on a model the app prepared, such as at launch: each
        // sample another model, prepared off the main thread beforehand.
        var indexDisplaySamples: [Double] = []
        for _ in 0..<\(indexDisplays) {
            let screen = KbnSelectionModel(Kbn.Disease.self, searchAttributes: [\\.kana])
            await screen.prepare()
            start = clock.now
            checksum &+= display("", on: screen)
            indexDisplaySamples.append(milliseconds(clock.now - start))
        }
        print("index_display_main_ms", indexDisplaySamples.map { String($0) }.joined(separator: " "))

        // One keystroke's search each, rows included: the number of sections it found.
        let ways: [(name: String, search: (String) -> Int)] = [
            ("search_index_ms", { second.sections(matching: $0, selection: nothingChosen)?.first?.rows.count ?? -1 }),
            ("search_filter_ms", { query in Kbn.Disease.allCases.filter { $0.logicalName.contains(query) }.count }),
        ]
        // Rounds of every way in turn, so that a change in the machine's load reaches both alike.
        var samples = ways.map { _ in [Double]() }
        for _ in 0..<\(rounds) {
            for (position, way) in ways.enumerated() {
                let roundStart = clock.now
                for query in queries { checksum &+= way.search(query) }
                samples[position].append(milliseconds(clock.now - roundStart) / Double(queries.count))
            }
        }
        for (way, samples) in zip(ways, samples) {
            print(way.name, samples.map { String($0) }.joined(separator: " "))
        }

        let names = KbnSelectionModel(Kbn.Disease.self)
        await names.prepare()
        print("search_matches_index", second.sections(matching: "がん", selection: nothingChosen)?.first?.rows.count ?? -1)
        print("search_matches_names", names.sections(matching: "がん", selection: nothingChosen)?.first?.rows.count ?? -1)
        print("search_matches_filter", Kbn.Disease.allCases.filter { $0.logicalName.contains("がん") }.count)
        print("checksum", checksum)

        """
}
