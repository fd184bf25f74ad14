// The test kinds' deprecated values, read by code (naming their cases would warn at every use), and
// what the tests compare and tap that the model does not offer.

import KbnKit

@testable import KbnUI

let cheque = Screens.Payment(code: "P3")!
let choleraUnspecified = Screens.Disease(code: "A00.9")!

extension KbnSelection {
    /// A tap on the row of `value` as a list of the compiled kind offers it: a deprecated value
    /// that is not chosen cannot be chosen.
    mutating func toggle(_ value: Kind) {
        let canChoose = value.deprecationMessage == nil || contains(.known(value))
        if let changed = toggled(KbnSelectionRow(value: .known(value), canChoose: canChoose)) { self = changed }
    }
}

extension KbnSelectionRow: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value && lhs.canChoose == rhs.canChoose && lhs.deprecationMessage == rhs.deprecationMessage
    }
}

extension KbnSelectionSection: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.isChosen == rhs.isChosen && lhs.rows == rhs.rows
    }
}

extension KbnSelection {
    /// A tap on `row`.
    mutating func toggle(_ row: KbnSelectionRow<Kind>) {
        if let changed = toggled(row) { self = changed }
    }

    /// A picker's choice of the option whose code is `code`.
    mutating func pick(_ code: String, among options: [KbnValue<Kind>]) {
        if let changed = picked(code, among: options) { self = changed }
    }
}

/// The sections as text: each section's name (chosen, a title, or - for none), then its rows'
/// codes, each marked (x) where a tap cannot choose it.
func layout<Kind>(_ sections: [KbnSelectionSection<Kind>]) -> [String] {
    sections.map { section in
        let name = section.isChosen ? "chosen" : section.title.map { "\"\($0)\"" } ?? "-"
        return "\(name): " + section.rows.map { $0.value.code + ($0.canChoose ? "" : "(x)") }.joined(separator: " ")
    }
}
