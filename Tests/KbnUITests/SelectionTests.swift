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

    @Test("A check is whether a chosen value equals the value, in every mode")
    func checksAgreeWithEquality() {
        // Codes whose comparison and hash take different paths: a known value, its code as an
        // unknown one and its former code; one text in NFC and in NFD; a run of marks beyond the limit, which is compared
        // by its bytes, and the same bytes in a string of their own.
        let marks = "P" + String(repeating: "\u{301}", count: 40)
        let values: [KbnValue<Payment>] = [
            .known(.cash), .unknown(Payment.cash.code), .unknown("P0"), .known(.card), .unknown("P9"), .unknown(""),
            .unknown("\u{E9}"), .unknown("e\u{301}"), .unknown(marks),
            .unknown(String(decoding: Array(marks.utf8), as: UTF8.self)),
            .unknown(marks + "\u{301}"),
        ]
        // The model: a value is chosen when it equals one of the chosen values.
        for first in values {
            for second in values {
                for (mode, chosen) in [
                    (KbnSelection<Payment>.Mode.one, [first]), (.optionalOne, [first]), (.many, [first, second]),
                ] {
                    let selection = KbnSelection<Payment>(mode, chosen: chosen)
                    for value in values {
                        #expect(
                            selection.contains(value) == chosen.contains(value),
                            "\(mode) of \(chosen), checking \(value)")
                    }
                }
            }
        }
        // A set of the app's answers by itself, without reading the set in display order; "P0", cash's
        // former code, names cash without equalling it.
        for first in Payment.allCases {
            for second in Payment.allCases {
                let set: Set = [first, second]
                for value in values {
                    #expect(set.contains(value) == set.contains { .known($0) == value }, "\(set), checking \(value)")
                }
            }
        }
        #expect(Payment(code: "P0") == .cash && !Set([Payment.cash]).contains(KbnValue.unknown("P0")))
        // And after each tap of a set that takes unknown codes, which adds or removes them.
        var many = KbnSelection<Payment>(.many, chosen: [.known(.cash)], acceptsUnknownCodes: true)
        for tapped in values + values.reversed() {
            many = many.toggled(KbnSelectionRow(value: tapped, canChoose: true)) ?? many
            for value in values {
                #expect(many.contains(value) == many.chosen.contains(value), "\(many.chosen), checking \(value)")
            }
        }
        #expect(KbnSelection<Payment>(.one, chosen: [.unknown("\u{E9}")]).contains(.unknown("e\u{301}")))
        #expect(KbnSelection<Payment>(.one, chosen: [.known(.cash)]).contains(.unknown(Payment.cash.code)))
        #expect(!KbnSelection<Payment>(.one, chosen: [.unknown(marks)]).contains(.unknown(marks + "\u{301}")))
    }
}
