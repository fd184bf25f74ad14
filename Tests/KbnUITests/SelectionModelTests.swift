// The model an app owns: a small kind's rows at once, a large list none until it is prepared off
// the main actor, no list shared between models, and an update's list replacing the previous one
// only once it is ready.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

@Suite("Selection model")
@MainActor
struct SelectionModelTests {
    typealias City = Screens.City
    typealias Payment = Screens.Payment

    private let nothing: City? = nil

    /// City under an update of `count` groups, each of one city, the cities in turn: an update too
    /// large to group on the main thread.
    private func update(ofGroups count: Int, renaming name: String = "札幌市") -> KbnUpdate {
        var city = UpdateKind(City.self)
        city.values[0].logicalName = name
        let cities = city.values.map(\.caseName)
        city.groups = (0..<count).map { ("g\($0)", [cities[$0 % cities.count]]) }
        return try! KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [city], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
    }

    @Test("A small kind's rows are there at once, sectioned and searched as the model was made")
    func smallKindAtOnce() {
        let model = KbnSelectionModel(City.self, sectioning: .attribute(\.prefecture), searchAttributes: [\.kana])
        let sections = model.sections(matching: "し", selection: nothing)
        #expect(
            layout(sections ?? []) == [
                "\"東京都\": 131041", "\"北海道\": 011002 012025 012033", "\"宮城県\": 041009", "\"神奈川県\": 141003",
            ])
        #expect(!model.showsProgress)
    }

    @Test("A large list has no rows until prepare() has made it off the main actor; prepare() again returns at once")
    func preparedOffTheMainActor() async {
        let model = KbnSelectionModel(City.self, sectioning: .groups, update: update(ofGroups: 3_000))
        #expect(model.sections(matching: "", selection: nothing) == nil)
        await model.prepare()
        let sections = model.sections(matching: "", selection: nothing)
        #expect(sections?.count == 3_000)
        await model.prepare()
        #expect(model.sections(matching: "", selection: nothing)?.count == 3_000)
    }

    @Test("Two models share nothing: each prepares its own list")
    func noSharedState() async {
        let update = update(ofGroups: 3_000)
        let first = KbnSelectionModel(City.self, sectioning: .groups, update: update)
        await first.prepare()
        let second = KbnSelectionModel(City.self, sectioning: .groups, update: update)
        #expect(first.sections(matching: "", selection: nothing) != nil)
        #expect(second.sections(matching: "", selection: nothing) == nil)
        await second.prepare()
        #expect(second.sections(matching: "", selection: nothing)?.count == 3_000)
    }

    @Test("Another update keeps the previous rows until its own list is ready")
    func updateReplacesWhenReady() async {
        let model = KbnSelectionModel(City.self, sectioning: .groups, update: update(ofGroups: 3_000))
        await model.prepare()
        model.update = update(ofGroups: 3_001, renaming: "サッポロ")
        #expect(model.sections(matching: "さっぽろ", selection: nothing)?.isEmpty == true)
        #expect(model.sections(matching: "", selection: nothing)?.count == 3_000)
        await model.prepare()
        #expect(model.sections(matching: "", selection: nothing)?.count == 3_001)
        #expect(model.sections(matching: "さっぽろ", selection: nothing)?.first?.rows.map(\.value) == [.known(.sapporo)])
    }

    @Test("A tap changes only the chosen values' section; clearing the field gives every value again")
    func tapsAndClearing() {
        let model = KbnSelectionModel(City.self, sectioning: .groups)
        let every = model.sections(matching: "", selection: nothing) ?? []
        let chosen: City? = .otaru
        let tapped = model.sections(matching: "", selection: chosen) ?? []
        #expect(tapped.first == KbnSelectionSection(chosen: [KbnSelectionRow(value: .known(.otaru), canChoose: true)]))
        #expect(Array(tapped.dropFirst()) == every)
        #expect(model.sections(matching: "さっぽろ", selection: chosen)?.count == 1)
        #expect(Array((model.sections(matching: "", selection: chosen) ?? []).dropFirst()) == every)
        // A set's chosen section is always there, holding what is never offered.
        let many: Set<City> = [.sendai]
        #expect(layout(model.sections(matching: "", selection: many) ?? []).first == "chosen: ")
        #expect(many.contains(.known(.sendai)) && !many.contains(.known(.otaru)))
    }

    @Test("The rules of each binding: Kind?, Set<Kind> and KbnValue<Kind>")
    func bindings() {
        let cash = KbnSelectionRow<Payment>(value: .known(.cash), canChoose: true)
        var optional: Payment? = .card
        optional.toggle(cash)
        #expect(optional == .cash)
        optional.toggle(cash)
        #expect(optional == nil)
        var set: Set<Payment> = [.card]
        set.toggle(cash)
        #expect(set == [.card, .cash])
        var value: KbnValue<Payment> = .unknown("P9")
        value.toggle(KbnSelectionRow(value: .unknown("P5"), canChoose: true))
        #expect(value == .unknown("P5"))
        value.toggle(cash)
        value.toggle(cash)
        #expect(value == .known(.cash))
    }
}
