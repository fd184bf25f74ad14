// What a selection screen shows when an update removes a kind's groups, and when an update or an
// index arrives while the screen is open: the rows change, and the screen neither stops nor blanks.
// Mistakes in naming an attribute are found where the screen is made, without reading values.

import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

@Suite("A screen under an update, and while it is open")
@MainActor
struct OpenScreenTests {
    typealias City = Screens.City
    typealias Payment = Screens.Payment

    private let nothingChosen = KbnSelection<City>(.optionalOne, chosen: [])

    private func layout(_ sections: [KbnChoiceSection<City>]?) -> [String]? {
        sections?.map { section in "\(section.id): " + section.rows.map(\.id).joined(separator: " ") }
    }

    /// An update of City with `groups` (its values' cases are v1 札幌市 to v6 小樽市, in declaration
    /// order), and 札幌市 renamed, read and checked as an app reads the one a server sends.
    private func update(groups: [(name: String, members: [String])]) throws -> KbnUpdate {
        var city = UpdateKind(City.self)
        city.groups = groups
        city.values[0].logicalName = "札幌"
        return try KbnUpdate(
            json: Array(updateJSON(namespace: "Screens", [city], compiled: Screens.allKinds).utf8),
            kinds: Screens.allKinds)
    }

    @Test("An update that removes every group lists every value in one section")
    func everyGroupRemoved() throws {
        let update = try update(groups: [])
        let list = KbnChoiceList(index: KbnSearchIndex(City.self, update: update), sectioning: .groups)
        #expect(
            layout(list.sections(matching: "", selection: nothingChosen)) == [
                "all: 011002 012025 041009 131041 141003 012033"
            ])
        #expect(layout(list.sections(matching: "札幌", selection: nothingChosen)) == ["all: 011002"])
        // No error: the compiled kind has groups, and an update is data the app does not control.
        #expect(
            KbnChoiceList<City>.problem(
                withSectioning: .groups, of: update.kindDescription(of: City.self), updated: true) == nil)
    }

    @Test("An update that removes a group puts its values with the values in no group")
    func oneGroupRemoved() throws {
        let update = try update(groups: [("capital", ["sapporo", "sendai", "shinjuku"])])
        let list = KbnChoiceList(index: KbnSearchIndex(City.self, update: update), sectioning: .groups)
        #expect(
            layout(list.sections(matching: "", selection: nothingChosen)) == [
                "group(\"capital\"): 011002 041009 131041", "other: 012025 141003 012033",
            ])
    }

    @Test("A kind whose definitions give no groups is still a mistake, without an update")
    func noGroupsCompiled() {
        #expect(
            KbnChoiceList<Payment>.problem(withSectioning: .groups, of: Payment.kindDescription)
                == "KbnChoiceList: Payment has no groups to section by (its definitions give none); section it by .attribute(_:) or .none"
        )
    }

    @Test("An update that removes the groups of an open list keeps its rows until the new ones are ready")
    func updateArrivesWhileOpen() async throws {
        let model = KbnChoiceListModel<City>(preparations: KbnListPreparations(), atOnceLimit: 0)
        let readyCalls = Calls()
        #expect(model.sections(matching: "", selection: nothingChosen, sectioning: .groups) == nil)
        await model.ready()
        let before = layout(model.sections(matching: "", selection: nothingChosen, sectioning: .groups))
        #expect(
            before == [
                "group(\"designated\"): 011002 041009 141003",
                "group(\"capital\"): 011002 041009 131041",
                "other: 012025 012033",
            ])

        let update = try update(groups: [])
        let whileOpen = model.sections(
            matching: "", selection: nothingChosen, sectioning: .groups, update: update,
            whenReady: { readyCalls.count += 1 })
        // Not blank: the rows the screen showed, until the update's are ready.
        #expect(layout(whileOpen) == before)
        // A keystroke meanwhile searches the rows on screen.
        #expect(
            layout(model.sections(matching: "函館", selection: nothingChosen, sectioning: .groups, update: update))
                == ["other: 012025"])
        await model.ready()
        #expect(readyCalls.count == 1)
        let after = model.sections(matching: "", selection: nothingChosen, sectioning: .groups, update: update)
        #expect(layout(after) == ["all: 011002 012025 041009 131041 141003 012033"])
        #expect(
            layout(model.sections(matching: "札幌", selection: nothingChosen, sectioning: .groups, update: update))
                == ["all: 011002"])
    }

    @Test("A new index is used, even one built of the same attributes and update")
    func newIndexIsUsed() {
        let model = KbnChoiceListModel<City>()
        let every = KbnSearchIndex(City.self, attributes: ["kana"])
        // An index the app built is prepared at once: its rows are there on first display.
        #expect(model.sections(matching: "", selection: nothingChosen, index: every)?.first?.rows.count == 6)
        // A copy of the index is the same index: nothing is prepared again.
        let copy = every
        #expect(model.sections(matching: "", selection: nothingChosen, index: copy)?.first?.rows.count == 6)

        let two = KbnSearchIndex(City.self, values: [.sendai, .shinjuku], attributes: ["kana"])
        #expect(layout(model.sections(matching: "", selection: nothingChosen, index: two)) == ["all: 041009 131041"])
    }

    @Test("A searched attribute that the kind does not have is named without reading values")
    func earlySearchAttributes() {
        #expect(KbnSearchIndex<City>.earlyProblem(withAttributes: []) == nil)
        #expect(KbnSearchIndex<City>.earlyProblem(withAttributes: ["kana", KbnAttribute(\.prefecture)]) == nil)
        #expect(
            KbnSearchIndex<City>.earlyProblem(withAttributes: ["kana", "kanaa"])
                == "KbnSearchIndex: 'kanaa' is not a String attribute of City (it has prefecture, kana)")
        #expect(
            KbnSearchIndex<City>.earlyProblem(withAttributes: ["population"])
                == "KbnSearchIndex: 'population' is not a String attribute of City (it has prefecture, kana)")
        #expect(
            KbnSearchIndex<City>.earlyProblem(withAttributes: [KbnAttribute(\.population)])
                == "KbnSearchIndex: 'population' is not a String attribute of City (it has prefecture, kana)")
        #expect(
            KbnSearchIndex<Payment>.earlyProblem(withAttributes: ["kana"])
                == "KbnSearchIndex: 'kana' is not a String attribute of Payment (it has none)")
        // A String property that is no attribute is found only by comparing values, when prepared.
        #expect(KbnSearchIndex<City>.earlyProblem(withAttributes: [KbnAttribute(\.logicalName)]) == nil)
    }

    @Test("A sectioning attribute that the kind does not have is named without reading values")
    func earlySectioning() {
        #expect(KbnChoiceList<City>.earlyProblem(withSectioning: .none) == nil)
        #expect(KbnChoiceList<City>.earlyProblem(withSectioning: .groups) == nil)
        #expect(KbnChoiceList<City>.earlyProblem(withSectioning: .attribute(named: "population")) == nil)
        #expect(KbnChoiceList<City>.earlyProblem(withSectioning: .attribute(\.prefecture)) == nil)
        #expect(
            KbnChoiceList<City>.earlyProblem(withSectioning: .attribute(named: "altitude"))
                == "KbnChoiceList: 'altitude' is not an attribute of City (it has prefecture, kana, population)")
        #expect(
            KbnChoiceList<Payment>.earlyProblem(withSectioning: .attribute(named: "region"))
                == "KbnChoiceList: 'region' is not an attribute of Payment (it has none)")
        // The same message as the list's own check, which compares values, gives.
        #expect(
            KbnChoiceList<City>.earlyProblem(withSectioning: .attribute(named: "altitude"))
                == KbnChoiceList<City>.problem(withSectioning: .attribute(named: "altitude"), of: City.kindDescription))
    }
}
