// The program of the search rows for the zengin branches: the main thread's work on the two-level
// selection screen of Examples/Banks (BankScreens' BranchScreen on its BankLists), over the 1,146
// banks and their 28,934 branches, in one release process.

/// BranchSearchBench, a ``MasterConsumer`` executable that uses the `KbnUI` product on the kinds of
/// Examples/Banks' definitions, in a module `Banks`.
enum BranchSearchProgram {
    /// What a person types at the first level, keystroke by keystroke: a bank, then a branch of it
    /// (the banks' search and the search across both levels, as the screen makes them).
    static let acrossQueries = ["み", "みず", "みずほ", "みずほ ", "みずほ し", "みずほ しぶ", "みずほ しぶや"]
    /// What a person types in one bank's list of branches.
    static let bankQueries = ["し", "しぶ", "しぶや"]

    /// Rounds of every keystroke in each run (each gives one sample of the mean and of the
    /// slowest), taps in each run (each on another bank, those with the most branches, or another
    /// branch), and first displays on lists the app prepared: as many as SearchProgram's.
    static let rounds = SearchProgram.rounds
    static let taps = SearchProgram.taps
    static let indexDisplays = SearchProgram.indexDisplays

    /// Prints `name value…` lines, as kbn-bench-runtime does.
    static let source = """
        import Foundation
        import KbnUI
        import Banks

        \(SearchProgram.clock)
        func printSamples(_ name: String, _ samples: [Double]) {
            print(name, samples.map { String($0) }.joined(separator: " "))
        }

        typealias Bank = Zengin.Bank
        typealias Branch = Zengin.Branch
        let noBank: Bank? = nil
        let noBranch: Branch? = nil
        /// Every count of rows goes into it, and it is printed, so that no call can be dropped.
        var checksum = 0
        func count<Kind>(_ sections: [KbnSelectionSection<Kind>]?) -> Int {
            sections.map { $0.reduce(0) { $0 + $1.rows.count } } ?? -1
        }

        /// The screen's lists as the app keeps them (Examples/Banks' BankLists), prepared off the main
        /// thread, as at launch.
        func preparedLists() async -> (banks: KbnSelectionModel<Bank>, branches: KbnSelectionModel<Branch>) {
            let banks = KbnSelectionModel(Bank.self, searchAttributes: [\\.kana])
            let branches = KbnSelectionModel(Branch.self, searchAttributes: [\\.kana])
            await banks.prepare()
            await branches.prepare()
            return (banks, branches)
        }

        /// The first level for `query`, as the screen shows it: the branches that a query of two
        /// words finds across both levels, then the banks that it finds.
        @MainActor func firstLevel(
            _ query: String, _ lists: (banks: KbnSelectionModel<Bank>, branches: KbnSelectionModel<Branch>),
            selection: Branch? = nil
        ) -> Int {
            count(lists.branches.sections(matching: query, parents: lists.banks, selection: selection))
                + count(lists.banks.sections(matching: query, selection: noBank))
        }

        // First, in a process that has not used the kinds: their preparation, off the main thread.
        var start = clock.now
        let lists = await preparedLists()
        print("branch_prepare_ms", milliseconds(clock.now - start))

        // The first display of the screen on lists the app prepared: each sample other lists.
        var samples: [Double] = []
        for _ in 0..<\(indexDisplays) {
            let fresh = await preparedLists()
            start = clock.now
            checksum &+= firstLevel("", fresh)
            samples.append(milliseconds(clock.now - start))
        }
        printSamples("branch_index_display_main_ms", samples)

        // A tap on a bank: the first display of its branches, each tap another bank, those with the
        // most branches.
        let largest = Bank.allCases.sorted { Branch.children(of: $0).count > Branch.children(of: $1).count }
            .prefix(\(taps))
        print("branch_largest_bank", Branch.children(of: largest.first!).count)
        checksum &+= firstLevel("", lists)
        samples = []
        for bank in largest {
            start = clock.now
            checksum &+= count(lists.branches.sections(matching: "", under: .known(bank), selection: noBranch))
            samples.append(milliseconds(clock.now - start))
        }
        printSamples("branch_bank_tap_main_ms", samples)

        // A tap on a branch in its bank's list, the field empty: the sections of the new selection,
        // each tap another branch of the largest bank.
        let bank = largest.first!
        samples = []
        for branch in Branch.children(of: bank).prefix(\(taps)) {
            let chosen: Branch? = branch
            start = clock.now
            checksum &+= count(lists.branches.sections(matching: "", under: .known(bank), selection: chosen))
            samples.append(milliseconds(clock.now - start))
        }
        printSamples("branch_selection_main_ms", samples)

        // Keystrokes as typed, at the first level and in a bank's list: per round, their mean and the
        // slowest.
        let acrossQueries = [\(acrossQueries.map(swiftLiteral).joined(separator: ", "))]
        let bankQueries = [\(bankQueries.map(swiftLiteral).joined(separator: ", "))]
        let mizuho = Bank(code: "0001")!
        var means: [Double] = []
        var slowest: [Double] = []
        for _ in 0..<\(rounds) {
            var keystrokes: [Double] = []
            for query in acrossQueries {
                start = clock.now
                checksum &+= firstLevel(query, lists)
                keystrokes.append(milliseconds(clock.now - start))
            }
            for query in bankQueries {
                start = clock.now
                checksum &+= count(lists.branches.sections(matching: query, under: .known(mizuho), selection: noBranch))
                keystrokes.append(milliseconds(clock.now - start))
            }
            checksum &+= firstLevel("", lists)
            means.append(keystrokes.reduce(0, +) / Double(keystrokes.count))
            slowest.append(keystrokes.max()!)
        }
        printSamples("branch_keystroke_main_ms", means)
        printSamples("branch_keystroke_slowest_main_ms", slowest)
        print("branch_matches_across", count(lists.branches.sections(matching: "みずほ しぶや", parents: lists.banks, selection: noBranch)))
        print("checksum", checksum)

        """
}
