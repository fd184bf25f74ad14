// KbnUI's model under an update: what a selection screen and a picker offer once a server has
// relabelled, reordered, deprecated and added values, for each kind of binding.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

@Suite("Selection lists under an update")
struct UpdateModelTests {
    typealias Payment = Screens.Payment
    typealias City = Screens.City

    /// Payment with カード renamed, 現金 deprecated, 小切手 offered again, and a new method P5 first.
    private let update: KbnUpdate = {
        var payment = UpdateKind(Payment.self)
        payment.values[0].logicalName = "クレジットカード"
        payment.values[1].deprecated = "Cash is no longer taken."
        payment.values[2].deprecated = nil
        payment.values.insert(.init(caseName: "qr", postfix: "5", logicalName: "QR決済"), at: 0)
        var city = UpdateKind(City.self)
        city.groups = [("north", ["sapporo", "hakodate", "otaru"])]
        return try! KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [payment, city], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
    }()

    @Test("A KbnValue selection is offered the added value, in the update's order, without what it deprecates")
    func offeredToAKbnValue() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self, update: update))
        let selection = KbnSelection<Payment>(.one, chosen: [.known(.card)], acceptsUnknownCodes: true)
        #expect(layout(list.sections(matching: "", selection: selection)) == ["chosen: P1", "-: P5 P1 P3 P12"])
    }

    @Test("A Kind selection is not offered the added value, which it cannot hold")
    func notOfferedToAKind() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self, update: update))
        let selection = KbnSelection<Payment>(.optionalOne, chosen: [])
        #expect(layout(list.sections(matching: "", selection: selection)) == ["-: P1 P3 P12"])
    }

    @Test("The search finds the update's names, and the added value by its name and code")
    func search() {
        let index = KbnSearchIndex(Payment.self, update: update)
        #expect(index.search("クレジット") == [.card])
        #expect(index.search("カード") == [.card])
        #expect(KbnSearchIndex(Payment.self).search("クレジット").isEmpty)
        #expect(index.searchChoices("qr") == [.unknown("P5")])
        #expect(index.searchChoices("P5") == [.unknown("P5")])
        #expect(index.search("P5").isEmpty)
    }

    @Test("A chosen value that the update deprecates stays shown, and is not offered again")
    func chosenDeprecated() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self, update: update))
        var selection = KbnSelection<Payment>(.many, chosen: [.known(.cash)])
        let sections = list.sections(matching: "", selection: selection)
        #expect(layout(sections) == ["chosen: P2", "-: P1 P3 P12"])
        #expect(sections[0].rows.map(\.deprecationMessage) == ["Cash is no longer taken."])
        #expect(sections[1].rows.allSatisfy { $0.deprecationMessage == nil })
        // Without the update, 現金 is not deprecated and 小切手 is, with the build's message.
        let compiled = KbnSectionedList(index: KbnSearchIndex(Payment.self))
        let chosenCheque = compiled.sections(matching: "", selection: KbnSelection(.one, chosen: [.known(cheque)]))
        #expect(chosenCheque[0].rows.map(\.deprecationMessage) == ["Cheques are no longer accepted."])
        // A tap on the chosen row removes it; there is no row to choose it anew.
        selection.toggle(sections[0].rows[0])
        #expect(selection.chosen.isEmpty)
        #expect(layout(list.sections(matching: "", selection: selection)) == ["chosen: ", "-: P1 P3 P12"])
    }

    @Test("A tap on an offered row chooses it, the added value included where it can be held")
    func toggleRows() {
        let list = KbnSectionedList(index: KbnSearchIndex(Payment.self, update: update))
        var selection = KbnSelection<Payment>(.one, chosen: [.known(.card)], acceptsUnknownCodes: true)
        let added = list.sections(matching: "qr", selection: selection).last!.rows[0]
        selection.toggle(added)
        #expect(selection.chosen == [.unknown("P5")])
        // 小切手 is deprecated in the build and offered again by the update: its row decides.
        let chequeRow = list.sections(matching: "P3", selection: selection).last!.rows[0]
        #expect(chequeRow.canChoose)
        selection.toggle(chequeRow)
        #expect(selection.chosen == [.known(cheque)])
        // A row of an unknown code does nothing to a selection that cannot hold one.
        var kindOnly = KbnSelection<Payment>(.one, chosen: [.known(.card)])
        kindOnly.toggle(added)
        #expect(kindOnly.chosen == [.known(.card)])
    }

    @Test("Sections by group are the update's groups")
    func groups() {
        let list = KbnSectionedList(index: KbnSearchIndex(City.self, update: update), sectioning: .groups)
        let sections = list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))
        #expect(layout(sections) == ["\"north\": 011002 012025 012033", "-: 041009 131041 141003"])
    }

    /// City under an update of `count` groups, each of one city, the cities in turn.
    private func update(ofGroups count: Int) -> KbnUpdate {
        var city = UpdateKind(City.self)
        let cities = city.values.map(\.caseName)
        city.groups = (0..<count).map { ("g\($0)", [cities[$0 % cities.count]]) }
        return try! KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [city], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
    }

    @Test("An update's groups count as values do: many groups are grouped off the main thread")
    func manyGroupsOffTheMainThread() {
        let large = update(ofGroups: 12_000)
        // Six values, but not at once.
        #expect(!KbnPreparedList<City>.preparesAtOnce(update: large, sectioning: .groups))
        // Unsectioned, or by attribute, the groups are no work.
        #expect(KbnPreparedList<City>.preparesAtOnce(update: large, sectioning: .none))
        #expect(KbnPreparedList<City>.preparesAtOnce(update: large, sectioning: .attribute(\.kana)))
        // A few groups, as an app's update gives, are prepared at once.
        #expect(KbnPreparedList<City>.preparesAtOnce(update: update, sectioning: .groups))
    }

    @Test("Sections of an update's many groups hold each value where its groups are")
    func manyGroupsSections() {
        let update = update(ofGroups: 12_000)
        let list = KbnSectionedList(index: KbnSearchIndex(City.self, update: update), sectioning: .groups)
        let sections = list.sections(matching: "", selection: KbnSelection(.optionalOne, chosen: []))
        let codes = City.allCases.map(\.code)
        #expect(sections.map(\.title) == (0..<12_000).map { "g\($0)" })
        #expect(sections.indices.allSatisfy { sections[$0].rows.map(\.value.code) == [codes[$0 % codes.count]] })
    }

    @Test("A picker offers what the update offers, for each kind of binding")
    func pickerOptions() {
        #expect(
            KbnSectionedList<Payment>.offered(by: update, acceptingUnknownCodes: true)
                == [.unknown("P5"), .known(.card), .known(cheque), .known(.code12)])
        #expect(
            KbnSectionedList<Payment>.offered(by: update, acceptingUnknownCodes: false)
                == [.known(.card), .known(cheque), .known(.code12)])
        #expect(
            KbnSectionedList<Payment>.offered(by: KbnUpdate(), acceptingUnknownCodes: true)
                == [.known(.card), .known(.cash), .known(.code12)])
    }

    @Test("A picker shows why its chosen value is deprecated: compiled, or by the update")
    func pickerDeprecationMessage() {
        let chosenCheque = KbnSelection<Payment>(.one, chosen: [.known(cheque)])
        let chosenCash = KbnSelection<Payment>(.one, chosen: [.known(.cash)])
        #expect(
            KbnSectionedList.deprecationMessage(ofFirstIn: chosenCheque, in: KbnUpdate())
                == "Cheques are no longer accepted.")
        #expect(KbnSectionedList.deprecationMessage(ofFirstIn: chosenCash, in: KbnUpdate()) == nil)
        // The update deprecates cash and offers cheques again.
        #expect(KbnSectionedList.deprecationMessage(ofFirstIn: chosenCash, in: update) == "Cash is no longer taken.")
        #expect(KbnSectionedList.deprecationMessage(ofFirstIn: chosenCheque, in: update) == nil)
        #expect(
            KbnSectionedList.deprecationMessage(ofFirstIn: KbnSelection<Payment>(.optionalOne, chosen: []), in: update)
                == nil)
    }

    @Test("A picker's setter is idempotent: the chosen tag set again changes nothing")
    func pickerSetterIsIdempotent() {
        let options = KbnSectionedList<Payment>.offered(by: update, acceptingUnknownCodes: false)
        var optional = KbnSelection<Payment>(.optionalOne, chosen: [.known(.card)])
        optional.pick("P1", among: options)
        #expect(optional.chosen == [.known(.card)])
        optional.pick("P3", among: options)
        #expect(optional.chosen == [.known(cheque)])
        optional.pick("", among: options)
        #expect(optional.chosen.isEmpty)
        optional.pick("", among: options)
        #expect(optional.chosen.isEmpty)
        // A code that is not among the options, such as the added one for a Kind binding, changes nothing.
        var one = KbnSelection<Payment>(.one, chosen: [.known(.card)])
        one.pick("P5", among: KbnSectionedList<Payment>.offered(by: update, acceptingUnknownCodes: true))
        #expect(one.chosen == [.known(.card)])
        one.pick("", among: options)
        #expect(one.chosen == [.known(.card)])
    }
}
