// The rows a selection screen shows: the chosen section, sections by attribute and group, ranking.

import KbnKit
import Testing

@testable import KbnUI

@Suite("Choice list")
struct ChoiceListTests {
    typealias City = Screens.City
    typealias Payment = Screens.Payment

    private func layout<Kind>(_ sections: [KbnChoiceSection<Kind>]) -> [String] {
        sections.map { section in "\(section.id): " + section.rows.map(\.id).joined(separator: " ") }
    }

    @Test("Sections by an attribute, in the order of the values that first have it")
    func byAttribute() {
        let list = KbnChoiceList(index: KbnSearchIndex(City.self), sectioning: .attribute(\.prefecture))
        let sections = list.sections(matching: "", selection: KbnSelection(.one, chosen: [.known(.sendai)]))
        #expect(
            layout(sections) == [
                "chosen: 041009",
                "attribute(\"北海道\"): 011002 012025 012033",
                "attribute(\"宮城県\"): 041009",
                "attribute(\"東京都\"): 131041",
                "attribute(\"神奈川県\"): 141003",
            ])
        #expect(sections[2].rows == [KbnChoiceRow(value: .known(.sendai), canChoose: true)])
    }

    @Test("With a query, sections are ordered by their best match, rows by rank")
    func rankedSections() {
        let index = KbnSearchIndex(City.self, attributes: ["kana"])
        let list = KbnChoiceList(index: index, sectioning: .attribute(\.prefecture))
        let sections = list.sections(matching: "し", selection: KbnSelection(.optionalOne, chosen: []))
        // しんじゅくく starts with し; every other reading only ends with it.
        #expect(
            layout(sections) == [
                "attribute(\"東京都\"): 131041",
                "attribute(\"北海道\"): 011002 012025 012033",
                "attribute(\"宮城県\"): 041009",
                "attribute(\"神奈川県\"): 141003",
            ])
    }

    @Test("Values without the attribute come last, in a section of their own")
    func withoutTheAttribute() {
        let list = KbnChoiceList(index: KbnSearchIndex(City.self), sectioning: .attribute(\.population))
        let sections = list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))
        #expect(
            layout(sections) == [
                "attribute(\"1960000\"): 011002",
                "attribute(\"1090000\"): 041009",
                "attribute(\"3770000\"): 141003",
                "other: 012025 131041 012033",
            ])
    }

    @Test("Sectioning by an attribute the kind does not have, or by groups it lacks, is named as a programming error")
    func unknownAttribute() {
        #expect(KbnChoiceList<City>.problem(withSectioning: .attribute(\.population), of: City.kindDescription) == nil)
        #expect(KbnChoiceList<City>.problem(withSectioning: .groups, of: City.kindDescription) == nil)
        #expect(
            KbnChoiceList<Payment>.problem(withSectioning: .groups, of: Payment.kindDescription)
                == "KbnChoiceList: Payment has no groups to section by (its definitions give none); section it by .attribute(_:) or .none"
        )
        #expect(
            KbnChoiceList<City>.problem(withSectioning: .attribute(named: "altitude"), of: City.kindDescription)
                == "KbnChoiceList: 'altitude' is not an attribute of City (it has prefecture, kana, population)")
        // A key path is checked by the compiler, but may read a property that is no attribute.
        let notAnAttribute = KbnChoiceList<City>.problem(
            withSectioning: .attribute(\.logicalName), of: City.kindDescription)
        #expect(notAnAttribute?.hasPrefix("KbnChoiceList: the key path ") == true)
        #expect(notAnAttribute?.hasSuffix(" is not an attribute of City (it has prefecture, kana, population)") == true)
    }

    @Test("An attribute by key path sections as the same attribute by name")
    func keyPathAndNameSectionAlike() {
        let index = KbnSearchIndex(City.self)
        let byKeyPath = KbnChoiceList(index: index, sectioning: .attribute(\.prefecture))
        let byName = KbnChoiceList(index: index, sectioning: .attribute(named: "prefecture"))
        let nothing = KbnSelection<City>(.optionalOne, chosen: [])
        #expect(
            byKeyPath.sections(matching: "", selection: nothing) == byName.sections(matching: "", selection: nothing))
        #expect(byKeyPath.sections(matching: "", selection: nothing).count > 1)
    }

    @Test("Sections by group, a value in each of its groups, the rest last")
    func byGroup() {
        let list = KbnChoiceList(index: KbnSearchIndex(City.self), sectioning: .groups)
        #expect(
            layout(list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))) == [
                "group(\"designated\"): 011002 041009 141003",
                "group(\"capital\"): 011002 041009 131041",
                "other: 012025 012033",
            ])
        #expect(
            layout(list.sections(matching: "函館", selection: KbnSelection(.optionalOne, chosen: []))) == [
                "other: 012025"
            ])
    }

    @Test("Deprecated values are not offered; a chosen one stays shown in the chosen section")
    func deprecated() {
        let list = KbnChoiceList<Payment>()
        #expect(
            layout(list.sections(matching: "", selection: KbnSelection(.one, chosen: [.known(.card)]))) == [
                "chosen: P1",
                "all: P1 P2 P12",
            ])
        let kept = list.sections(matching: "現金", selection: KbnSelection(.one, chosen: [.known(cheque)]))
        #expect(layout(kept) == ["chosen: P3", "all: P2"])
        #expect(
            kept[0].rows == [
                KbnChoiceRow(
                    value: .known(cheque), canChoose: true,
                    deprecationMessage: "Cheques are no longer accepted.")
            ])
        #expect(list.sections(matching: "小切手", selection: KbnSelection(.one, chosen: [])).isEmpty)
    }

    @Test("An unknown code stays shown, whatever the query, and cannot be chosen again")
    func unknownCode() {
        let list = KbnChoiceList<Payment>()
        let one = list.sections(matching: "zzz", selection: KbnSelection(.optionalOne, chosen: [.unknown("P9")]))
        #expect(layout(one) == ["chosen: P9"])
        // A set's chosen section holds what is never on offer: the unknown code, not 現金.
        let selection = KbnSelection<Payment>(.many, chosen: [.unknown("P9"), .known(.cash)])
        let sections = list.sections(matching: "zzz", selection: selection)
        #expect(layout(sections) == ["chosen: P9"])
        #expect(sections[0].rows[0] == KbnChoiceRow(value: .unknown("P9"), canChoose: false))
        let all = list.sections(matching: "", selection: selection)
        #expect(all[1].rows.map { selection.chosenCodes.contains($0.id) } == [false, true, false])
    }

    @Test("A query that finds nothing is said so, the chosen values' section aside; a blank one is not")
    func findsNothing() {
        let list = KbnChoiceList<Payment>()
        let nothing = KbnSelection<Payment>(.optionalOne, chosen: [])
        let card = KbnSelection<Payment>(.optionalOne, chosen: [.known(.card)])
        #expect(KbnChoiceList.findsNothing(list.sections(matching: "zzz", selection: nothing), for: "zzz"))
        #expect(KbnChoiceList.findsNothing(list.sections(matching: "zzz", selection: card), for: "zzz"))
        #expect(!KbnChoiceList.findsNothing(list.sections(matching: "現金", selection: card), for: "現金"))
        // Nothing typed, or only spaces: every value is listed, and an empty list says nothing.
        #expect(!KbnChoiceList<Payment>.findsNothing([], for: " 　"))
        #expect(!KbnChoiceList.findsNothing(list.sections(matching: "", selection: nothing), for: ""))
    }

    @Test("The rows on offer are the same whatever is chosen: only the chosen values' section changes")
    func offeredRowsIgnoreTheSelection() {
        let list = KbnChoiceList(index: KbnSearchIndex(City.self), sectioning: .groups)
        let nothing = KbnSelection<City>(.optionalOne, chosen: [])
        let one = KbnSelection<City>(.optionalOne, chosen: [.known(.otaru)])
        let offered = list.offeredSections(matching: "", acceptingUnknownCodes: false)
        #expect(list.sections(matching: "", selection: nothing) == offered)
        #expect(Array(list.sections(matching: "", selection: one).dropFirst()) == offered)
        #expect(list.chosenSection(of: one)?.rows.map(\.id) == ["012033"])
        #expect(list.chosenSection(of: nothing) == nil)
        #expect(one.chosenCodes == ["012033"])
    }

    @Test("A set's taps move no row: its chosen section is always first, with what is never on offer")
    func manyWithoutJumps() {
        let list = KbnChoiceList(index: KbnSearchIndex(City.self), sectioning: .groups)
        let offered = list.offeredSections(matching: "", acceptingUnknownCodes: false)
        var selection = KbnSelection<City>(.many, chosen: [])
        for tapped in [City.sendai, .otaru, .sendai] {
            selection.toggle(tapped)
            let sections = list.sections(matching: "", selection: selection)
            #expect(sections.first == KbnChoiceSection(id: .chosen, rows: []))
            #expect(Array(sections.dropFirst()) == offered)
        }
        #expect(selection.chosenCodes == ["012033"])
        // A value that an index of some values leaves out is never on offer: it stays in sight.
        let some = KbnChoiceList(index: KbnSearchIndex(City.self, values: [.sendai, .shinjuku]))
        #expect(
            layout(some.sections(matching: "", selection: selection)) == ["chosen: 012033", "all: 041009 131041"])
        selection.toggle(.sendai)
        #expect(
            layout(some.sections(matching: "", selection: selection)) == ["chosen: 012033", "all: 041009 131041"])
    }
}
