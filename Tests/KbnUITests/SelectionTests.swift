// The rules for choosing: one, one or none, many; deprecated values; unknown codes.

import KbnKit
import Testing

@testable import KbnUI

@Suite("Selection")
struct SelectionTests {
    typealias Payment = Screens.Payment

    @Test("One value: a tap chooses, a tap on the chosen value keeps it")
    func one() {
        var selection = KbnSelection<Payment>(.one, chosen: [.known(.card)])
        selection.toggle(.cash)
        #expect(selection.chosen == [.known(.cash)])
        selection.toggle(.cash)
        #expect(selection.chosen == [.known(.cash)])
    }

    @Test("One or none: a tap on the chosen value chooses nothing")
    func optionalOne() {
        var selection = KbnSelection<Payment>(.optionalOne, chosen: [])
        selection.toggle(.cash)
        #expect(selection.first == .known(.cash))
        selection.toggle(.cash)
        #expect(selection.chosen.isEmpty)
    }

    @Test("Many: a tap adds or removes, in the order chosen")
    func many() {
        var selection = KbnSelection<Payment>(.many, chosen: [])
        selection.toggle(.cash)
        selection.toggle(.card)
        #expect(selection.knownValues == [.cash, .card])
        selection.toggle(.cash)
        #expect(selection.knownValues == [.card])
    }

    @Test("A tap that changes nothing is no choice: the app's onChoice hears only of changes")
    func toggledOnlyWhenChanged() {
        let card = KbnSelectionRow<Payment>(value: .known(.card), canChoose: true)
        let cash = KbnSelectionRow<Payment>(value: .known(.cash), canChoose: true)
        let one = KbnSelection<Payment>(.one, chosen: [.known(.card)])
        #expect(one.toggled(card) == nil)
        #expect(one.toggled(cash)?.chosen == [.known(.cash)])
        // A row that cannot be chosen, and an unknown code a Kind cannot hold, change nothing.
        #expect(one.toggled(KbnSelectionRow(value: .known(.cash), canChoose: false)) == nil)
        #expect(one.toggled(KbnSelectionRow(value: .unknown("P9"), canChoose: true)) == nil)
        let optional = KbnSelection<Payment>(.optionalOne, chosen: [.known(.card)])
        #expect(optional.toggled(card)?.chosen == [])
    }

    @Test("A deprecated value is not chosen anew, and stays while chosen")
    func deprecated() {
        var selection = KbnSelection<Payment>(.many, chosen: [])
        selection.toggle(cheque)
        #expect(selection.chosen.isEmpty)
        var kept = KbnSelection<Payment>(.one, chosen: [.known(cheque)])
        kept.toggle(cheque)
        #expect(kept.chosen == [.known(cheque)])
        kept.toggle(.cash)
        kept.toggle(cheque)
        #expect(kept.chosen == [.known(.cash)])
    }

    @Test("An unknown code stays until a person takes another value")
    func unknownCode() {
        var one = KbnSelection<Payment>(.one, chosen: [.unknown("P9")])
        #expect(one.first == .unknown("P9"))
        #expect(one.knownValues.isEmpty)
        one.toggle(.card)
        #expect(one.chosen == [.known(.card)])
        var many = KbnSelection<Payment>(.many, chosen: [.unknown("P9")])
        many.toggle(.card)
        many.toggle(.card)
        #expect(many.chosen == [.unknown("P9")])
    }

    @Test("Values given twice are chosen once; a single mode keeps the first")
    func initialValues() {
        let many = KbnSelection<Payment>(.many, chosen: [.known(.card), .unknown("P1"), .known(.cash)])
        #expect(many.chosen == [.known(.card), .known(.cash)])
        let one = KbnSelection<Payment>(.one, chosen: [.known(.cash), .known(.card)])
        #expect(one.chosen == [.known(.cash)])
    }
}
