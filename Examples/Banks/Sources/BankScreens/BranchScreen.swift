// The screen that chooses a transfer's branch over two levels: a bank, then one of its branches, or
// both at once from a query such as "みずほ 渋谷". SwiftUI only; on Linux the package builds and
// tests the lists it shows (BankLists).

#if canImport(SwiftUI)
import Banks
import KbnKit
import KbnUI
import SwiftUI

// snippet: two-levels
/// Chooses a branch: a bank, searched, then one of its branches; or "みずほ 渋谷" at once.
public struct BranchScreen: View {
    let lists: BankLists  // the app's, prepared at launch
    @Binding var branch: KbnValue<Zengin.Branch>  // may be a branch that an update adds

    public init(lists: BankLists, branch: Binding<KbnValue<Zengin.Branch>>) {
        self.lists = lists
        _branch = branch
    }

    public var body: some View {
        NavigationView {
            // みずほ, then 渋谷; or "みずほ 渋谷" at once, in kana too: "ﾐｽﾞﾎ しぶや".
            KbnSelectionList(lists.branches, parents: lists.banks, selection: $branch)
        }
    }
}
// snippet end

#if DEBUG
// `@preconcurrency`: the iOS 16.5 SDK of Scripts/ios-build.sh declares the protocol that
// PreviewProvider refines without the main actor, which Swift 6 checks.
struct BranchScreenPreviews: @preconcurrency PreviewProvider {
    static var previews: some View {
        BranchScreen(lists: BankLists(), branch: .constant(.known(.みずほ_渋谷)))
    }
}
#endif
#endif
