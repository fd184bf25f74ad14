// The model under a selection screen: no sections until the list is prepared off the main thread,
// then the list's own sections, prepared again only when what it is made of changes.

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

    @Test("No sections until the list is ready, then the list's own, and whenReady once")
    func preparedOffTheMainThread() async {
        let model = KbnChoiceListModel<City>()
        let calls = Calls()
        let first = model.sections(
            matching: "し", selection: nothingChosen, sectioning: .attribute(\.prefecture), searchAttributes: ["kana"],
            whenReady: { calls.count += 1 })
        #expect(first == nil)
        await model.ready()
        #expect(calls.count == 1)
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
        let model = KbnChoiceListModel<Payment>()
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

        let cities = KbnChoiceListModel<City>()
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
        let model = KbnChoiceListModel<City>()
        let index = KbnSearchIndex(City.self, attributes: ["kana"])
        // しんじゅくく is 新宿区's reading: only an index of the readings finds it.
        _ = model.sections(matching: "しんじゅく", selection: nothingChosen, index: index)
        await model.ready()
        #expect(
            model.sections(matching: "しんじゅく", selection: nothingChosen, index: index)?.first?.rows.map(\.id) == [
                "131041"
            ])
        let namesOnly = KbnChoiceListModel<City>()
        _ = namesOnly.sections(matching: "しんじゅく", selection: nothingChosen)
        await namesOnly.ready()
        #expect(namesOnly.sections(matching: "しんじゅく", selection: nothingChosen) == [])
    }

    @Test("The cards' index is the unsectioned list's, deprecated values included")
    func cardsIndex() async {
        let model = KbnChoiceListModel<Payment>()
        #expect(model.index(searchAttributes: [], update: KbnUpdate(), whenReady: {}) == nil)
        await model.ready()
        let index = model.index(searchAttributes: [], update: KbnUpdate(), whenReady: {})
        #expect(index?.choices == Payment.allCases.map { KbnValue.known($0) })
    }
}
