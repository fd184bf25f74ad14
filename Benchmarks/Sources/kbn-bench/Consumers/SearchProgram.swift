// The program of the search row: KbnUI's search over the 標準病名 master as a person types, against
// a plain filter, in one release process.

/// SearchBench, a ``DiseaseConsumer`` executable that uses the `KbnUI` product.
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

    /// First displays of a screen given an index the app built, each another index, in each run
    /// of SearchBench: each gives one sample.
    static let indexDisplays = 5

    /// Prints `name value…` lines, as kbn-bench-runtime does: the first display of a selection
    /// screen and taps on its rows, the index's build time, milliseconds per keystroke of each way
    /// in each round, and what each finds for がん.
    static let source = """
        import Foundation
        import KbnUI
        import Diseases

        let clock = ContinuousClock()
        func milliseconds(_ duration: Duration) -> Double {
            let (seconds, attoseconds) = duration.components
            return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        }

        let queries = [\(queries.map(swiftLiteral).joined(separator: ", "))]
        /// Every count of matches goes into it, and it is printed, so that no search can be dropped.
        var checksum = 0

        // First, in a process that has not used the kind: the first display of a selection screen
        // of it, as KbnSelectionList's model does it. What the main thread does before the model has
        // prepared the list off it and once it has, the preparation's time, and the first keystroke.
        let model = KbnChoiceListModel<Kbn.Disease>()
        let nothingChosen = KbnSelection<Kbn.Disease>(.optionalOne, chosen: [])
        @MainActor func display(_ query: String) -> Int {
            model.sections(matching: query, selection: nothingChosen, searchAttributes: [KbnAttribute(\\.kana)])?.count ?? -1
        }
        var onMain = Duration.zero
        var start = clock.now
        checksum &+= display("")
        onMain += clock.now - start
        start = clock.now
        await model.ready()
        print("first_display_prepare_ms", milliseconds(clock.now - start))
        start = clock.now
        checksum &+= display("")
        onMain += clock.now - start
        print("first_display_main_ms", milliseconds(onMain))
        start = clock.now
        checksum &+= display("が")
        print("first_keystroke_main_ms", milliseconds(clock.now - start))

        // The kind's table is built already, so that the index's time is its own.
        checksum &+= Kbn.Disease.allCases.count
        start = clock.now
        let index = KbnSearchIndex(Kbn.Disease.self, attributes: [KbnAttribute(\\.kana)])
        print("search_index_build_ms", milliseconds(clock.now - start))

        // A tap on a row of the list with an empty field, as a person chooses one value after
        // another: the main thread's work for the sections of the new selection, each tap another
        // value, so that no tap finds the sections of the one before. Every value is on offer.
        // After the index's build, so that its time is taken as it was before this row.
        let tapped = Array(Kbn.Disease.allCases.prefix(\(taps)))
        checksum &+= display("")
        var tapSamples: [Double] = []
        for value in tapped {
            let chosen = KbnSelection<Kbn.Disease>(.optionalOne, chosen: [.known(value)])
            start = clock.now
            checksum &+= model.sections(
                matching: "", selection: chosen, searchAttributes: [KbnAttribute(\\.kana)])?.count ?? -1
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

        // A screen pushed over the first, of the same kind and recipe: a new model, which takes the
        // list the first prepared, at once.
        start = clock.now
        checksum &+= KbnChoiceListModel<Kbn.Disease>().sections(
            matching: "", selection: nothingChosen, searchAttributes: [KbnAttribute(\\.kana)])?.count ?? -1
        print("pushed_display_main_ms", milliseconds(clock.now - start))

        // The first display of a screen given an index the app built: its sections are made at
        // once, on the main thread, so that its rows are there on first display. Each sample
        // another index, which screens share no list of.
        var indexDisplaySamples: [Double] = []
        for _ in 0..<\(indexDisplays) {
            let built = KbnSearchIndex(Kbn.Disease.self, attributes: [KbnAttribute(\\.kana)])
            let screen = KbnChoiceListModel<Kbn.Disease>()
            start = clock.now
            checksum &+= screen.sections(matching: "", selection: nothingChosen, index: built)?.count ?? -1
            indexDisplaySamples.append(milliseconds(clock.now - start))
        }
        print("index_display_main_ms", indexDisplaySamples.map { String($0) }.joined(separator: " "))

        // One keystroke's search each: the number of values it found.
        let ways: [(name: String, search: (String) -> Int)] = [
            ("search_index_ms", { index.search($0).count }),
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

        print("search_matches_index", index.search("がん").count)
        print("search_matches_names", KbnSearchIndex(Kbn.Disease.self).search("がん").count)
        print("search_matches_filter", Kbn.Disease.allCases.filter { $0.logicalName.contains("がん") }.count)
        print("checksum", checksum)

        """
}
