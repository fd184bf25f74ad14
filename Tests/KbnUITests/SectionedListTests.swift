// The rows a selection screen shows: the chosen section, sections by attribute and group, ranking.

import KbnKit
import Testing

@testable import KbnUI

@Suite("Sectioned list")
struct SectionedListTests {
    typealias City = Screens.City
    typealias Payment = Screens.Payment

    @Test("Sections by an attribute, in the order of the values that first have it")
    func byAttribute() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self), sectioning: .attribute(\.prefecture))
        let sections = list.sections(matching: "", selection: KbnSelection(.one, chosen: [.known(.sendai)]))
        #expect(
            layout(sections) == [
                "chosen: 041009",
                "\"北海道\": 011002 012025 012033",
                "\"宮城県\": 041009",
                "\"東京都\": 131041",
                "\"神奈川県\": 141003",
            ])
        #expect(sections[2].rows == [KbnSelectionRow(value: .known(.sendai), canChoose: true)])
    }

    @Test("With a query, sections are ordered by their best match, rows by rank")
    func rankedSections() {
        let index = KbnSearchIndex(City.self, attributes: [KbnAttribute(keyPath: \.kana)])
        let list = KbnSectionedList(index: index, sectioning: .attribute(\.prefecture))
        let sections = list.sections(matching: "し", selection: KbnSelection(.optionalOne, chosen: []))
        // しんじゅくく starts with し; every other reading only ends with it.
        #expect(
            layout(sections) == [
                "\"東京都\": 131041",
                "\"北海道\": 011002 012025 012033",
                "\"宮城県\": 041009",
                "\"神奈川県\": 141003",
            ])
    }

    @Test("Values without the attribute come last, in a section of their own")
    func withoutTheAttribute() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self), sectioning: .attribute(\.population))
        let sections = list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))
        #expect(
            layout(sections) == [
                "\"1960000\": 011002",
                "\"1090000\": 041009",
                "\"3770000\": 141003",
                "-: 012025 131041 012033",
            ])
    }

    @Test("Sections by group, a value in each of its groups, the rest last")
    func byGroup() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self), sectioning: .groups)
        #expect(
            layout(list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))) == [
                "\"designated\": 011002 041009 141003",
                "\"capital\": 011002 041009 131041",
                "-: 012025 012033",
            ])
        #expect(
            layout(list.sections(matching: "函館", selection: KbnSelection(.optionalOne, chosen: []))) == [
                "-: 012025"
            ])
    }

    @Test("Deprecated values are not offered; a chosen one stays shown in the chosen section")
    func deprecated() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self))
        #expect(
            layout(list.sections(matching: "", selection: KbnSelection(.one, chosen: [.known(.card)]))) == [
                "chosen: P1",
                "-: P1 P2 P12",
            ])
        let kept = list.sections(matching: "現金", selection: KbnSelection(.one, chosen: [.known(cheque)]))
        #expect(layout(kept) == ["chosen: P3", "-: P2"])
        #expect(
            kept[0].rows == [
                KbnSelectionRow(
                    value: .known(cheque), canChoose: true,
                    deprecationMessage: "Cheques are no longer accepted.")
            ])
        #expect(list.sections(matching: "小切手", selection: KbnSelection(.one, chosen: [])).isEmpty)
    }

    @Test("An unknown code stays shown, whatever the query, and cannot be chosen again")
    func unknownCode() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self))
        let one = list.sections(matching: "zzz", selection: KbnSelection(.optionalOne, chosen: [.unknown("P9")]))
        #expect(layout(one) == ["chosen: P9(x)"])
        // A set's chosen section holds what is never on offer: the unknown code, not 現金.
        let selection = KbnSelection<Payment>(.many, chosen: [.unknown("P9"), .known(.cash)])
        let sections = list.sections(matching: "zzz", selection: selection)
        #expect(layout(sections) == ["chosen: P9(x)"])
        #expect(sections[0].rows[0] == KbnSelectionRow(value: .unknown("P9"), canChoose: false))
        let all = list.sections(matching: "", selection: selection)
        #expect(all[1].rows.map { selection.contains($0.value) } == [false, true, false])
    }

    @Test("A query that finds nothing is said so, the chosen values' section aside; a blank one is not")
    func findsNothing() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self))
        let nothing = KbnSelection<Payment>(.optionalOne, chosen: [])
        let card = KbnSelection<Payment>(.optionalOne, chosen: [.known(.card)])
        #expect(KbnSectionedList.findsNothing(list.sections(matching: "zzz", selection: nothing), for: "zzz"))
        #expect(KbnSectionedList.findsNothing(list.sections(matching: "zzz", selection: card), for: "zzz"))
        #expect(!KbnSectionedList.findsNothing(list.sections(matching: "現金", selection: card), for: "現金"))
        // Nothing typed, or only spaces: every value is listed, and an empty list says nothing.
        #expect(!KbnSectionedList<Payment>.findsNothing([], for: " 　"))
        #expect(!KbnSectionedList.findsNothing(list.sections(matching: "", selection: nothing), for: ""))
    }

    @Test("The rows on offer are the same whatever is chosen: only the chosen values' section changes")
    func offeredRowsIgnoreTheSelection() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self), sectioning: .groups)
        let nothing = KbnSelection<City>(.optionalOne, chosen: [])
        let one = KbnSelection<City>(.optionalOne, chosen: [.known(.otaru)])
        let offered = list.offeredSections(matching: "", acceptingUnknownCodes: false)
        #expect(list.sections(matching: "", selection: nothing) == offered)
        #expect(Array(list.sections(matching: "", selection: one).dropFirst()) == offered)
        #expect(list.chosenSection(of: one)?.rows.map(\.value) == [.known(.otaru)])
        #expect(list.chosenSection(of: nothing) == nil)
        #expect(one.contains(.known(.otaru)) && !one.contains(.known(.sendai)))
    }

    @Test("A set's taps move no row: its chosen section is always first, with what is never on offer")
    func manyWithoutJumps() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self), sectioning: .groups)
        let offered = list.offeredSections(matching: "", acceptingUnknownCodes: false)
        var selection = KbnSelection<City>(.many, chosen: [])
        for tapped in [City.sendai, .otaru, .sendai] {
            selection.toggle(tapped)
            let sections = list.sections(matching: "", selection: selection)
            #expect(sections.first == KbnSelectionSection(chosen: []))
            #expect(Array(sections.dropFirst()) == offered)
        }
        #expect(selection.chosen == [.known(.otaru)])
        // A value that an index of some values leaves out is never on offer: it stays in sight.
        let some = KbnSectionedList(index: KbnSearchIndex(City.self, values: [.sendai, .shinjuku]))
        #expect(
            layout(some.sections(matching: "", selection: selection)) == ["chosen: 012033", "-: 041009 131041"])
        selection.toggle(.sendai)
        #expect(
            layout(some.sections(matching: "", selection: selection)) == ["chosen: 012033", "-: 041009 131041"])
    }
}
