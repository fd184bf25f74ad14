// What the branch screen shows, which the app makes once and keeps: the 1,146 banks and their
// 28,934 branches, each searched by name, code and kana, prepared off the main actor at launch and
// again when the month's update arrives. Plain Swift, tested on Linux; the screen is BranchScreen.

import Banks
import KbnKit
import KbnUI

/// The banks and their branches as the app's screens offer them: one object that the app creates
/// at launch, prepares, and hands to every screen that chooses a branch, so that each shows its rows
/// at once and none prepares them again.
///
/// ```swift
/// @MainActor final class PaymentsApp {
///     let bankLists = BankLists()
///
///     func launch() async {
///         await bankLists.prepare()   // off the main actor
///     }
/// }
/// ```
@MainActor
public final class BankLists {
    /// The banks, the screen's first level.
    public let banks: KbnSelectionModel<Zengin.Bank>
    /// Every bank's branches, the second level, and what a query across both levels finds.
    public let branches: KbnSelectionModel<Zengin.Branch>

    /// The lists of the banks and branches that `update` gives: the compiled ones by default.
    public nonisolated init(update: KbnUpdate = KbnUpdate()) {
        // The kana, as the banks' own forms print it: a person types ミズホ or しぶや as often as
        // the names.
        banks = KbnSelectionModel(Zengin.Bank.self, searchAttributes: [\.kana], update: update)
        branches = KbnSelectionModel(Zengin.Branch.self, searchAttributes: [\.kana], update: update)
    }

    /// The update whose banks and branches the screens show: its added branches offered, its
    /// deprecated ones offered to no one. Setting it prepares both lists again, off the main actor;
    /// the screens show the previous lists until then.
    public var update: KbnUpdate {
        get { branches.update }
        set {
            banks.update = newValue
            branches.update = newValue
        }
    }

    /// Prepares both lists off the main actor, and returns when both are ready.
    public func prepare() async {
        async let banksReady: Void = banks.prepare()
        await branches.prepare()
        await banksReady
    }
}
