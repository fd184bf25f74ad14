// Updates of kinds with a parent kind (hierarchy.kbn.json): an update may add a value under a
// compiled parent, and never moves a compiled value to another parent or changes the parent kind.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@Suite("Updates of kinds with a parent")
struct ChildKindUpdateTests {
    private func json(_ branch: UpdateKind, _ others: [UpdateKind] = []) -> String {
        updateJSON(namespace: "Tree", [branch] + others, compiled: Tree.allKinds)
    }

    @Test func anUpdateAddsAValueUnderACompiledParent() throws {
        var branch = UpdateKind(Tree.Branch.self)
        branch.values.append(
            .init(
                caseName: "みずほ_渋谷", postfix: "210", logicalName: "渋谷", attributes: ["kana": quoted("シブヤ")],
                parent: "0001"))
        let update = try KbnUpdate(json: Array(json(branch).utf8), kinds: Tree.allKinds)
        let added = KbnValue<Tree.Branch>(code: "0001210")
        #expect(added == .unknown("0001210"))
        #expect(update.description(of: added)?.parentCode == "0001")
        #expect(update.description(of: added)?.postfix == "210")
        #expect(update.description(of: Tree.Branch.三菱ＵＦＪ_本店).parentCode == "0005")
        let underMizuho = update.values(of: Tree.Branch.self).filter {
            update.description(of: $0)?.parentCode == "0001"
        }
        #expect(Set(underMizuho) == [added, .known(.みずほ_本店営業部), .known(.みずほ_東京営業部)])
    }

    @Test func aCompiledValueKeepsItsParent() {
        // Moved to another bank: its code changes, so the compiled code is gone.
        var moved = UpdateKind(Tree.Branch.self)
        let index = moved.values.firstIndex { $0.caseName == "みずほ_本店営業部" }!
        moved.values[index].parent = "9900"
        let found = problems(of: json(moved), kinds: Tree.allKinds).map(\.message)
        #expect(found.contains { $0.hasPrefix("kind 'Branch' lacks the value with the code '0001001'") })
    }

    @Test func aNewValueUnderAParentTheAppDoesNotHaveIsRefusedAtItsParent() {
        var branch = UpdateKind(Tree.Branch.self)
        branch.values.append(
            .init(
                caseName: "unknownBank", postfix: "001", logicalName: "謎", attributes: ["kana": quoted("ナゾ")],
                parent: "0009"))
        let text = json(branch)
        let found = problems(of: text, kinds: Tree.allKinds)
        #expect(
            found.map(\.message) == [
                "the parent '0009' of the new value 'unknownBank' of kind 'Branch' is no code of kind 'Bank' as the app compiled it"
            ])
        #expect(found.map(\.place) == [position(of: "\"0009\"", in: text)])
        // Given with the update's own banks, the check is the definitions' one.
        var bank = UpdateKind(Tree.Bank.self)
        bank.values.append(.init(caseName: "新銀行", postfix: "0009", logicalName: "新銀行"))
        #expect(problems(of: json(branch, [bank]), kinds: Tree.allKinds).isEmpty)
    }

    @Test func theParentKindCannotChange() {
        var branch = UpdateKind(Tree.Branch.self)
        branch.parent = nil
        for index in branch.values.indices {
            branch.values[index].parent = nil
            branch.values[index].postfix = Tree.Branch.allCases[index].code
        }
        let found = problems(of: json(branch), kinds: Tree.allKinds).map(\.message)
        #expect(
            found.contains(
                "the parent kind of kind 'Branch' is none in the update and 'Bank' in the app: an update keeps a kind's parent kind and every compiled value's parent"
            ), "\(found)")
    }
}
