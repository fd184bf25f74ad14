// The branch screen's lists on the real 1,146 banks and 28,934 branches, as a person uses the
// screen: a bank, then its branches in order; a search across both levels, in kanji and in kana;
// and the month's update, which adds a branch and deprecates one.

import BankScreens
import Banks
import Foundation
import KbnKit
import KbnUI
import KbnUpdates
import Testing

private typealias Bank = Zengin.Bank
private typealias Branch = Zengin.Branch

@Suite("The branch screen's lists")
@MainActor
struct BankListsTests {
    private let lists = BankLists()
    private let noBranch: Branch? = nil

    @Test func aBankFoundByNameOrKanaLeadsToItsBranchesInOrder() async throws {
        await lists.prepare()
        // The first level: the banks that the query finds, best match first.
        #expect(banks(lists.banks.sections(matching: "みずほ", selection: Bank?.none)) == ["みずほ", "みずほ信託", "埼玉みずほ農協"])
        #expect(banks(lists.banks.sections(matching: "ﾐｽﾞﾎ", selection: Bank?.none)) == ["みずほ", "みずほ信託", "埼玉みずほ農協"])
        #expect(banks(lists.banks.sections(matching: "0005", selection: Bank?.none)).first == "三菱ＵＦＪ")

        // The second level: the bank's 494 branches, in the order of the published file.
        let mizuho = try #require(lists.branches.sections(matching: "", under: .known(.みずほ), selection: noBranch))
        #expect(mizuho.count == 1)
        let rows = mizuho[0].rows.map(\.value)
        #expect(rows == Branch.children(of: .みずほ).map { .known($0) })
        #expect(rows.count == 494)
        #expect(rows.first == .known(.みずほ_東京営業部))
        #expect(rows.allSatisfy { $0.known?.parent == .みずほ })

        // Searched within the bank, in kana too: the branch named 渋谷 first, then the names that
        // start with it, in the bank's order (渋谷中央 is 162, 渋谷 210); no other bank's.
        #expect(
            names(lists.branches.sections(matching: "渋谷", under: .known(.みずほ), selection: noBranch)) == ["-: 渋谷 渋谷中央"])
        #expect(
            names(lists.branches.sections(matching: "しぶや", under: .known(.みずほ), selection: noBranch)) == ["-: 渋谷 渋谷中央"])
        #expect(
            names(lists.branches.sections(matching: "しぶや", under: .known(.三菱ＵＦＪ), selection: noBranch))
                == ["-: 渋谷 渋谷中央 渋谷明治通"])
    }

    @Test func aQueryOfTwoWordsFindsBranchesAcrossBothLevels() async throws {
        await lists.prepare()
        // みずほ finds みずほ, みずほ信託 and 埼玉みずほ農協, in that order; the last has no 渋谷.
        let across = ["みずほ: 渋谷 渋谷中央", "みずほ信託: 渋谷"]
        #expect(names(lists.branches.sections(matching: "みずほ 渋谷", parents: lists.banks, selection: noBranch)) == across)
        // Kana folded, widths too, and an ideographic space between the words.
        #expect(
            names(lists.branches.sections(matching: "ﾐｽﾞﾎ しぶや", parents: lists.banks, selection: noBranch)) == across)
        #expect(
            names(lists.branches.sections(matching: "みずほ\u{3000}シブヤ", parents: lists.banks, selection: noBranch))
                == across)
        // The chosen branch stays first, whatever the query finds.
        let chosen: Branch? = .三菱ＵＦＪ_渋谷
        #expect(
            names(lists.branches.sections(matching: "みずほ 渋谷", parents: lists.banks, selection: chosen))
                == ["chosen: 渋谷"] + across)
        // One word is the banks' search: no branch across levels.
        #expect(lists.branches.sections(matching: "渋谷", parents: lists.banks, selection: noBranch)?.isEmpty == true)
    }

    @Test func aTapChoosesABranchAndKeepsTheRowsOnOffer() async throws {
        await lists.prepare()
        var branch: Branch? = nil
        let found = try #require(lists.branches.sections(matching: "しぶや", under: .known(.みずほ), selection: branch))
        branch.toggle(try #require(found[0].rows.first { $0.value == .known(.みずほ_渋谷) }))
        #expect(branch == .みずほ_渋谷)
        #expect(branch.contains(.known(.みずほ_渋谷)))
        // The bank's list again, the chosen branch first and still on offer in its place.
        let sections = try #require(lists.branches.sections(matching: "", under: .known(.みずほ), selection: branch))
        #expect(sections.map(\.isChosen) == [true, false])
        #expect(sections[0].rows.map(\.value) == [.known(.みずほ_渋谷)])
        #expect(sections[1].rows.count == 494)
    }

    @Test func theMonthsUpdateShowsItsNewBranchAndNoLongerOffersTheDeprecatedOne() async throws {
        let update = try Self.update(
            adding: [
                "parent": "0001", "postfix": "998", "logicalName": "渋谷東", "case": "みずほ_渋谷東",
                "attributes": ["kana": "シブヤヒガシ", "romaji": "shibuyahigashi"],
            ],
            deprecating: Branch.みずほ_渋谷中央, because: "渋谷に統合しました")
        // A KbnValue binding, which a branch the app did not compile can be.
        let shibuya: KbnValue<Branch> = .known(.みずほ_渋谷)
        await lists.prepare()
        #expect(
            names(lists.branches.sections(matching: "しぶや", under: .known(.みずほ), selection: shibuya))
                == ["chosen: 渋谷", "-: 渋谷 渋谷中央"])
        // The update arrives: both lists are prepared again, off the main actor.
        lists.update = update
        await lists.prepare()
        #expect(
            names(lists.branches.sections(matching: "しぶや", under: .known(.みずほ), selection: shibuya), update)
                == ["chosen: 渋谷", "-: 渋谷 渋谷東"])
        #expect(
            names(lists.branches.sections(matching: "みずほ しぶや", parents: lists.banks, selection: shibuya), update)
                == ["chosen: 渋谷", "みずほ: 渋谷 渋谷東", "みずほ信託: 渋谷"])
        // The bank's list has one branch more and one less on offer.
        let mizuho = try #require(lists.branches.sections(matching: "", under: .known(.みずほ), selection: shibuya)?.last)
        #expect(mizuho.rows.count == 494)
        #expect(mizuho.rows.contains { $0.value == .unknown("0001998") })
        #expect(!mizuho.rows.contains { $0.value == .known(.みずほ_渋谷中央) })

        // A tap on the new branch chooses its code.
        var branch = shibuya
        let added = try #require(mizuho.rows.first { $0.value == .unknown("0001998") })
        branch.toggle(added)
        #expect(branch == .unknown("0001998"))
        #expect(update.logicalName(of: branch) == "渋谷東")

        // A transfer that chose the deprecated branch still shows it, first, with why.
        let old: KbnValue<Branch> = .known(.みずほ_渋谷中央)
        let chosen = try #require(lists.branches.sections(matching: "", under: .known(.みずほ), selection: old)?.first)
        #expect(chosen.isChosen)
        #expect(chosen.rows.map(\.deprecationMessage) == ["渋谷に統合しました"])
    }

    /// The update a back end makes from the master with one branch added and one deprecated, as
    /// `kbn-gen make-update` writes it for this build: the branches of the committed definitions,
    /// changed, and the fingerprint of each kind this build compiled.
    private static func update(adding added: [String: Any], deprecating gone: Branch, because message: String)
        throws -> KbnUpdate
    {
        let definitions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Banks/kbn-definitions.json")
        let master = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: definitions)) as? [String: Any])
        var branches = try #require((master["kinds"] as? [[String: Any]])?.first { $0["name"] as? String == "Branch" })
        var values = try #require(branches["values"] as? [[String: Any]])
        func code(_ value: [String: Any]) -> String {
            (value["parent"] as? String ?? "") + (value["postfix"] as? String ?? "")
        }
        let position = try #require(values.firstIndex { code($0) == gone.code })
        values[position]["deprecated"] = message
        // After the bank's last branch, as the master lists them by code.
        let bank = try #require(values.lastIndex { $0["parent"] as? String == added["parent"] as? String })
        values.insert(added, at: bank + 1)
        branches["values"] = values
        let update: [String: Any] = [
            "namespace": "Zengin",
            "madeFor": Dictionary(
                uniqueKeysWithValues: Zengin.allKinds.map { ($0.kindDescription.name, KbnUpdate.fingerprint(of: $0)) }),
            "kinds": [branches],
        ]
        return try KbnUpdate(json: try JSONSerialization.data(withJSONObject: update), kinds: Zengin.allKinds)
    }
}

/// The banks' names in the order the sections give their rows.
private func banks(_ sections: [KbnSelectionSection<Bank>]?) -> [String] {
    (sections ?? []).flatMap(\.rows).map { $0.value.known?.logicalName ?? $0.value.code }
}

/// The sections as text: each section's name (chosen, its title, or - for none), then its rows'
/// names, as `update` gives them.
private func names(_ sections: [KbnSelectionSection<Branch>]?, _ update: KbnUpdate = KbnUpdate()) -> [String] {
    (sections ?? []).map { section in
        let name = section.isChosen ? "chosen" : section.title ?? "-"
        return "\(name): "
            + section.rows.map { update.logicalName(of: $0.value) ?? $0.value.code }.joined(separator: " ")
    }
}
