// The two-level selection of a kind with a parent kind: a bank's branches, a query across both
// levels, kana folded, and an update that adds and deprecates branches.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

@Suite("Two-level selection")
@MainActor
struct ChildLevelsTests {
    typealias Bank = Screens.Bank
    typealias Branch = Screens.Branch

    private let banks = KbnSelectionModel(Bank.self, searchAttributes: [\.kana])
    private let branches = KbnSelectionModel(Branch.self, searchAttributes: [\.kana])
    private let none: Branch? = nil

    @Test("A bank's branches, in display order, searched by name or kana")
    func underAParent() async {
        await branches.prepare()
        #expect(
            layout(branches.sections(matching: "", under: .known(.mizuho), selection: none) ?? [])
                == ["-: 0001001 0001210 0001211 0001220"])
        #expect(
            layout(branches.sections(matching: "ｼﾌﾞﾔ", under: .known(.mizuho), selection: none) ?? [])
                == ["-: 0001210 0001211"])
        #expect(
            layout(branches.sections(matching: "しぶや", under: .known(.mufg), selection: none) ?? [])
                == ["-: 0005135"])
        // The chosen branch stays first, whichever bank is shown.
        let chosen: Branch? = .smbcShibuyaEki
        #expect(
            layout(branches.sections(matching: "", under: .known(.mizuhoTrust), selection: chosen) ?? [])
                == ["chosen: 0009234", "-: 0289001"])
    }

    @Test("A query across both levels: the first word finds banks, the rest their branches")
    func acrossLevels() async {
        await banks.prepare()
        await branches.prepare()
        // みずほ finds みずほ and みずほ信託; only みずほ has a branch 渋谷.
        #expect(
            layout(branches.sections(matching: "みずほ 渋谷", parents: banks, selection: none) ?? [])
                == ["\"みずほ\": 0001210 0001211"])
        // Kana folded, and an ideographic space between the words.
        #expect(
            layout(branches.sections(matching: "ﾐｽﾞﾎ\u{3000}しぶや", parents: banks, selection: none) ?? [])
                == ["\"みずほ\": 0001210 0001211"])
        #expect(
            layout(branches.sections(matching: "み ほんてん", parents: banks, selection: none) ?? [])
                == ["\"みずほ\": 0001001", "\"三菱ＵＦＪ\": 0005001", "\"みずほ信託\": 0289001"])
        // One word finds no branch across levels: it is the banks' search.
        #expect(branches.sections(matching: "渋谷", parents: banks, selection: none)?.isEmpty == true)
        #expect(layout(banks.sections(matching: "みずほ", selection: Bank?.none) ?? []) == ["-: 0001 0289"])
    }

    @Test("A query is split into words at its scalars, a space before a mark too")
    func wordsAtScalars() {
        // A space and a combining mark make one character, which is not a space: split at
        // characters, this query was one word, and a long run of marks cost quadratic time.
        let words = KbnSelectionModel<Branch>.levels(of: "みずほ \u{301}渋谷\u{3000} 本店")
        #expect(words?.parent == "みずほ")
        #expect(words?.child.unicodeScalars.elementsEqual("\u{301}渋谷 本店".unicodeScalars) == true)
        #expect(KbnSelectionModel<Branch>.levels(of: " \u{3000}みずほ ") == nil)
        let run = "a" + String(repeating: "\u{301}\u{316}", count: 500)
        #expect(KbnSelectionModel<Branch>.levels(of: run + " " + run)?.parent.unicodeScalars.count == 1_001)
    }

    @Test("An update's added branch is offered to a KbnValue, its deprecated one to no one")
    func update() async throws {
        var branch = UpdateKind(Branch.self)
        branch.values[3].deprecated = "Merged into 渋谷."
        branch.values.insert(
            .init(
                caseName: "mizuhoShibuyaHigashi", postfix: "212", logicalName: "渋谷東",
                attributes: ["kana": "\"シブヤヒガシ\""], parent: "0001"),
            at: 3)
        let update = try KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [branch], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
        let model = KbnSelectionModel(Branch.self, searchAttributes: [\.kana], update: update)
        await model.prepare()
        let value: KbnValue<Branch> = .known(.mizuhoShinjuku)
        #expect(
            layout(model.sections(matching: "", under: .known(.mizuho), selection: value) ?? [])
                == ["chosen: 0001220", "-: 0001001 0001210 0001211 0001212"])
        #expect(
            layout(model.sections(matching: "", under: .known(.mizuho), selection: none) ?? [])
                == ["-: 0001001 0001210 0001211"])
        await banks.prepare()
        #expect(
            layout(model.sections(matching: "みずほ ひがし", parents: banks, selection: value) ?? [])
                == ["chosen: 0001220", "\"みずほ\": 0001212"])
        // A tap on the added branch chooses it, as a code the app does not know.
        var chosen = value
        let added = try #require(model.sections(matching: "ひがし", under: .known(.mizuho), selection: value)?.last)
        chosen.toggle(added.rows[0])
        #expect(chosen == .unknown("0001212"))
    }
}
