// The model under a selection screen: a small kind's rows at once, a large kind's none until the
// list is prepared off the main thread, then the list's own sections, prepared again only when what
// it is made of changes, shared by the screens of the same, and a replaced preparation stopped.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

/// Counts the calls of a model's `whenReady`.
final class Calls {
    var count = 0
}

@Suite("Choice list model")
@MainActor
struct ChoiceListModelTests {
    typealias City = Screens.City
    typealias Payment = Screens.Payment

    private let nothingChosen = KbnSelection<City>(.optionalOne, chosen: [])

    /// A model that prepares every list off the main thread, as a large kind's is, and keeps its
    /// lists in a store of its own, or `store`.
    private func offMain<Kind>(_ kind: Kind.Type, store: KbnListPreparations = KbnListPreparations())
        -> KbnChoiceListModel<Kind>
    {
        KbnChoiceListModel<Kind>(preparations: store, atOnceLimit: 0)
    }

    @Test("No sections until the list is ready, then the list's own, and whenReady once")
    func preparedOffTheMainThread() async {
        let model = offMain(City.self)
        let calls = Calls()
        let first = model.sections(
            matching: "し", selection: nothingChosen, sectioning: .attribute(\.prefecture), searchAttributes: ["kana"],
            whenReady: { calls.count += 1 })
        #expect(first == nil)
        // The progress indicator waits a moment, which a list ready sooner never shows.
        #expect(!model.showsProgress)
        await model.ready()
        #expect(calls.count == 1)
        #expect(!model.showsProgress)
        let expected = KbnChoiceList(
            index: KbnSearchIndex(City.self, attributes: ["kana"]), sectioning: .attribute(\.prefecture)
        ).sections(matching: "し", selection: nothingChosen)
        let ready = model.sections(
            matching: "し", selection: nothingChosen, sectioning: .attribute(\.prefecture), searchAttributes: ["kana"])
        #expect(ready == expected)
        // Another query searches the same list, on the spot.
        #expect(
            model.sections(
                matching: "", selection: nothingChosen, sectioning: .attribute(\.prefecture),
                searchAttributes: ["kana"])?.count == 4)
        #expect(calls.count == 1)
    }

    @Test(
        "Another sectioning, other attributes or another update prepare the list again; the previous one serves until then"
    )
    func preparedAgain() async {
        let model = offMain(Payment.self)
        let selection = KbnSelection<Payment>(.one, chosen: [.known(.card)], acceptsUnknownCodes: true)
        _ = model.sections(matching: "", selection: selection)
        await model.ready()
        #expect(model.sections(matching: "", selection: selection) != nil)

        var payment = UpdateKind(Payment.self)
        payment.values[0].logicalName = "クレジットカード"
        let update = try! KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [payment], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
        // The compiled names until the update's list is ready: クレジット finds nothing yet.
        #expect(model.sections(matching: "クレジット", selection: selection, update: update)?.map(\.id) == [.chosen])
        await model.ready()
        let found = model.sections(matching: "クレジット", selection: selection, update: update)
        #expect(found?.last?.rows.map(\.id) == ["P1"])

        let cities = offMain(City.self)
        _ = cities.sections(matching: "", selection: nothingChosen)
        await cities.ready()
        #expect(cities.sections(matching: "", selection: nothingChosen, sectioning: .groups)?.map(\.id) == [.all])
        await cities.ready()
        #expect(
            cities.sections(matching: "", selection: nothingChosen, sectioning: .groups)?.first?.id
                == .group("designated"))
        // The same sectioning with the readings searched too.
        #expect(
            cities.sections(
                matching: "しんじゅく", selection: nothingChosen, sectioning: .groups, searchAttributes: ["kana"]) == [])
        await cities.ready()
        #expect(
            cities.sections(
                matching: "しんじゅく", selection: nothingChosen, sectioning: .groups, searchAttributes: ["kana"])?
                .map(\.id) == [.group("capital")])
    }

    @Test("A tap keeps the rows on offer as they are, and makes the chosen values' section anew")
    func tapKeepsTheRowsOnOffer() async {
        let model = KbnChoiceListModel<City>()
        _ = model.sections(matching: "", selection: nothingChosen, sectioning: .groups)
        await model.ready()
        let before = model.sections(matching: "", selection: nothingChosen, sectioning: .groups)!
        let tapped = KbnSelection<City>(.optionalOne, chosen: [.known(.hakodate)])
        let after = model.sections(matching: "", selection: tapped, sectioning: .groups)!
        #expect(after.first?.id == .chosen)
        #expect(after.first?.rows.map(\.id) == ["012025"])
        #expect(Array(after.dropFirst()) == before)
        // The same rows, not rows made again: their storage is shared.
        for (old, new) in zip(before, after.dropFirst()) {
            #expect(Self.storage(of: old.rows) == Self.storage(of: new.rows))
        }
        // Another query searches again.
        #expect(model.sections(matching: "函館", selection: tapped, sectioning: .groups)?.map(\.id) == [.chosen, .other])
    }

    /// Where the elements of `rows` are stored.
    private static func storage(of rows: [KbnChoiceRow<City>]) -> UnsafeRawPointer? {
        rows.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("An index the app built is searched, with its own attributes")
    func handedIndex() async {
        let model = offMain(City.self)
        let index = KbnSearchIndex(City.self, attributes: ["kana"])
        // しんじゅくく is 新宿区's reading: only an index of the readings finds it. An index the app
        // built is prepared at once, whatever its size.
        #expect(
            model.sections(matching: "しんじゅく", selection: nothingChosen, index: index)?.first?.rows.map(\.id) == [
                "131041"
            ])
        let namesOnly = offMain(City.self)
        _ = namesOnly.sections(matching: "しんじゅく", selection: nothingChosen)
        await namesOnly.ready()
        #expect(namesOnly.sections(matching: "しんじゅく", selection: nothingChosen) == [])
    }

    @Test("The cards' index is the unsectioned list's, deprecated values included")
    func cardsIndex() async {
        let model = offMain(Payment.self)
        #expect(model.index(searchAttributes: [], update: KbnUpdate(), whenReady: {}) == nil)
        await model.ready()
        let index = model.index(searchAttributes: [], update: KbnUpdate(), whenReady: {})
        #expect(index?.choices == Payment.allCases.map { KbnValue.known($0) })
    }

    @Test("A small kind's rows are there at once, without a task or a progress indicator")
    func smallKindAtOnce() {
        let model = KbnChoiceListModel<City>(preparations: KbnListPreparations(), atOnceLimit: 6)
        let calls = Calls()
        let sections = model.sections(
            matching: "", selection: nothingChosen, sectioning: .groups, whenReady: { calls.count += 1 })
        #expect(sections?.map(\.id) == [.group("designated"), .group("capital"), .other])
        #expect(calls.count == 0)
        #expect(!model.showsProgress)
        // One value more than the limit: off the main thread.
        let larger = KbnChoiceListModel<City>(preparations: KbnListPreparations(), atOnceLimit: 5)
        #expect(larger.sections(matching: "", selection: nothingChosen) == nil)
        // The kind's count is read without its table, which may be a large kind's.
        #expect(City.kbnCaseCount == City.allCases.count)
    }

    @Test("Screens of the same kind and recipe share one preparation, and its list")
    func shared() async {
        let store = KbnListPreparations()
        let first = offMain(City.self, store: store)
        let second = offMain(City.self, store: store)
        let calls = (first: Calls(), second: Calls())
        #expect(first.sections(matching: "", selection: nothingChosen, whenReady: { calls.first.count += 1 }) == nil)
        #expect(second.sections(matching: "", selection: nothingChosen, whenReady: { calls.second.count += 1 }) == nil)
        await first.ready()
        #expect(calls.first.count == 1)
        #expect(calls.second.count == 1)
        // A screen pushed later shows the rows at once, the very rows of the first.
        let pushed = offMain(City.self, store: store)
        let rows = pushed.sections(matching: "", selection: nothingChosen)?.first?.rows
        #expect(rows?.count == 6)
        #expect(
            rows.map(Self.storage(of:))
                == first.sections(matching: "", selection: nothingChosen)?.first.map { Self.storage(of: $0.rows) })
        // Another recipe is another list.
        #expect(pushed.sections(matching: "", selection: nothingChosen, sectioning: .groups) != nil)
        #expect(
            offMain(City.self, store: store).sections(matching: "", selection: nothingChosen, sectioning: .groups)
                == nil)
    }

    @Test("A replaced preparation that no screen waits for is cancelled, forgotten, and shows nothing")
    func replacedIsCancelled() async {
        let store = KbnListPreparations()
        let recipe = KbnListRecipe<City>(sectioning: .none, searchAttributes: [], update: KbnUpdate(), index: nil)
        let preparation = store.preparation(of: recipe, first: nil, atOnceLimit: 0)
        let (screen, other) = (Calls(), Calls())
        preparation.wait(for: screen) { _ in Issue.record("a cancelled preparation called its screen") }
        preparation.wait(for: other) { _ in Issue.record("a cancelled preparation called its screen") }
        #expect(store.preparation(of: recipe, first: nil, atOnceLimit: 0) === preparation)
        // Another screen still waits: the preparation goes on.
        preparation.stopWaiting(for: screen)
        #expect(!preparation.isCancelled)
        preparation.stopWaiting(for: other)
        #expect(preparation.isCancelled)
        #expect(store.preparation(of: recipe, first: nil, atOnceLimit: 0) !== preparation)
        await preparation.ready()
        #expect(preparation.list == nil)

        // A model that switches to another sectioning stops the preparation it started.
        let model = offMain(City.self, store: store)
        _ = model.sections(matching: "", selection: nothingChosen, sectioning: .groups)
        let started = store.preparation(
            of: KbnListRecipe<City>(sectioning: .groups, searchAttributes: [], update: KbnUpdate(), index: nil),
            first: nil,
            atOnceLimit: 0)
        _ = model.sections(matching: "", selection: nothingChosen, sectioning: .none)
        #expect(started.isCancelled)
    }

    @Test("The preparation stops where it is asked to, inside the index's loop")
    func preparationStops() {
        var asked = 0
        let recipe = KbnListRecipe<City>(sectioning: .groups, searchAttributes: [], update: KbnUpdate(), index: nil)
        #expect(
            recipe.list(stoppingWhen: {
                asked += 1
                return true
            }) == nil)
        // Asked at the index's first value, and not again: nothing after it was made.
        #expect(asked == 1)
        #expect(KbnSearchIndex(City.self, update: KbnUpdate(), attributes: [], stoppingWhen: { false }) != nil)
        asked = 0
        #expect(
            recipe.list(stoppingWhen: {
                asked += 1
                return false
            })?.index.choices.count == 6)
        #expect(asked == 2)
    }

    @Test("Clearing the field gives the sections of every value made the first time")
    func clearingTheField() {
        let model = KbnChoiceListModel<City>()
        let every = model.sections(matching: "", selection: nothingChosen, sectioning: .groups)!
        #expect(model.sections(matching: "函館", selection: nothingChosen, sectioning: .groups)?.count == 1)
        let cleared = model.sections(matching: "", selection: nothingChosen, sectioning: .groups)!
        #expect(cleared == every)
        for (old, new) in zip(every, cleared) {
            #expect(Self.storage(of: old.rows) == Self.storage(of: new.rows))
        }
    }
}
