// What a selection screen has chosen, and the rules for choosing: one value, one or none, or a
// set; deprecated values are not chosen anew; an unknown code stays until a person replaces it.
// The app's own state, a `Kind?`, a `Set<Kind>` or a `KbnValue<Kind>`, is the selection.

import KbnKit

/// What a selection screen binds: one value or none (`Kind?`), any number of values (`Set<Kind>`),
/// or one value that may be a code the app does not know (`KbnValue<Kind>`). A screen's binding
/// to a `Kind` chooses exactly one value.
///
/// The rules are the same for every screen:
/// - A deprecated value that is not chosen cannot be chosen; one that is chosen stays chosen, and
///   shown, until a person takes another.
/// - A code the app does not know (`KbnValue.unknown(_:)`) stays chosen until a person takes
///   another value; no screen replaces it on its own. A `KbnValue` can also choose such a code
///   anew where a `KbnUpdate` adds it.
/// - A tap on a row of `Kind?` chooses its value, or nothing when it is the chosen one; of a set,
///   adds or removes its value; of `Kind` or `KbnValue<Kind>`, chooses its value.
///
/// A screen of your own draws check marks with ``contains(_:)`` and changes the selection with
/// ``toggle(_:)``:
///
/// ```swift
/// Button(action: { municipality.toggle(row) }) { … }
/// ```
public protocol KbnSelectable<Kind> {
    /// The kind whose values are chosen.
    associatedtype Kind: KbnType

    /// The selection as KbnUI's rules read it, written back after a tap: KbnUI's conformances
    /// implement it, and no app needs to.
    var _kbnSelection: KbnSelection<Kind> { get set }

    /// Whether `value` is chosen: whether it equals a chosen value.
    ///
    /// - Complexity: O(1) on average.
    func contains(_ value: KbnValue<Kind>) -> Bool
}

extension KbnSelectable {
    /// Changes the selection as a tap on `row` does; see ``KbnSelectable`` for the rules.
    ///
    /// - Complexity: O(1) for one value; O(*c* log *c*) for a set of *c* values, which is read in
    ///   display order.
    public mutating func toggle(_ row: KbnSelectionRow<Kind>) {
        if let changed = _kbnSelection.toggled(row) { _kbnSelection = changed }
    }

    /// Whether `value` is chosen, as a selection of one value or none answers it.
    ///
    /// - Complexity: One comparison of two codes.
    public func contains(_ value: KbnValue<Kind>) -> Bool {
        _kbnSelection.contains(value)
    }
}

extension Optional: KbnSelectable where Wrapped: KbnType {
    public var _kbnSelection: KbnSelection<Wrapped> {
        get { KbnSelection(.optionalOne, chosen: map { [.known($0)] } ?? []) }
        set { self = newValue.knownValues.first }
    }
}

extension Set: KbnSelectable where Element: KbnType {
    /// The values in display order, so that the chosen values' section lists them so.
    public var _kbnSelection: KbnSelection<Element> {
        get { KbnSelection(.many, chosen: sorted().map { .known($0) }) }
        set { self = Set(newValue.knownValues) }
    }

    /// Whether `value` is chosen, without reading the set in display order as `_kbnSelection`
    /// does: the value of `Element` that `value`'s code names, if it is a member and `value` equals
    /// it (a former code names a value without equalling it).
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ value: KbnValue<Element>) -> Bool {
        guard let member = value.known else { return false }
        return contains(member) && value == .known(member)
    }
}

extension KbnValue: KbnSelectable {
    public var _kbnSelection: KbnSelection<Kind> {
        get { KbnSelection(.one, chosen: [self], acceptsUnknownCodes: true) }
        set { if let value = newValue.first { self = value } }
    }
}

/// The chosen values of a ``KbnSelectable``, as KbnUI's rules read them.
public struct KbnSelection<Kind: KbnType>: Sendable {
    /// How many values can be chosen.
    enum Mode: Sendable {
        /// Exactly one value, as for a binding to `Kind` or `KbnValue<Kind>`.
        case one
        /// One value or none, as for a binding to `Kind?`.
        case optionalOne
        /// Any number of values, as for a binding to `Set<Kind>`.
        case many
    }

    let mode: Mode
    /// The chosen values, unknown codes included, in order.
    private(set) var chosen: [KbnValue<Kind>]
    /// The chosen values of a selection of ``Mode/many``, for a check mark's lookup (`KbnValue`
    /// hashes a long run of marks by its bytes, in linear time); empty for the other modes, whose
    /// one value is compared instead, so that a tap never hashes a chosen code, however long.
    private var chosenSet: Set<KbnValue<Kind>>
    /// Whether the selection can hold a code that is not one of `Kind`'s, as a `KbnValue` can.
    let acceptsUnknownCodes: Bool

    /// A selection of `mode` with `chosen` values, in order; values given twice are chosen once,
    /// and values after the first are dropped unless `mode` is ``Mode/many``.
    init(_ mode: Mode, chosen: [KbnValue<Kind>], acceptsUnknownCodes: Bool = false) {
        self.mode = mode
        self.acceptsUnknownCodes = acceptsUnknownCodes
        if mode == .many {
            var seen = Set<KbnValue<Kind>>()
            self.chosen = chosen.filter { seen.insert($0).inserted }
            chosenSet = seen
        } else {
            self.chosen = Array(chosen.prefix(1))
            chosenSet = []
        }
    }

    /// A selection of exactly one value, as a binding to `Kind` reads it.
    init(one value: Kind) {
        self.init(.one, chosen: [.known(value)])
    }

    /// Whether `value` is chosen.
    ///
    /// - Complexity: O(1) on average for ``Mode/many``; one comparison of codes otherwise.
    func contains(_ value: KbnValue<Kind>) -> Bool {
        mode == .many ? chosenSet.contains(value) : chosen.first == value
    }

    /// Whether `other` chooses the same values under the same rules.
    func isSame(as other: KbnSelection) -> Bool {
        mode == other.mode && acceptsUnknownCodes == other.acceptsUnknownCodes && chosen == other.chosen
    }

    /// The one chosen value, unknown codes included; nil when none is.
    var first: KbnValue<Kind>? { chosen.first }

    /// The chosen values of `Kind`, without unknown codes.
    var knownValues: [Kind] { chosen.compactMap(\.known) }

    /// The selection as a tap on `row` leaves it; nil when the tap changes nothing, such as a tap on
    /// the chosen value of a selection of exactly one: what a screen writes back, and tells the
    /// app's `onChoice` of, only when it changed.
    func toggled(_ row: KbnSelectionRow<Kind>) -> KbnSelection? {
        guard row.value.known != nil || acceptsUnknownCodes else { return nil }
        return toggled(row.value, canChoose: row.canChoose)
    }

    /// The selection with the option whose code is `code` chosen, as a picker sets the tag a person
    /// picked; `""` chooses nothing. Nil when that changes nothing: the code that is chosen, so that
    /// a binding's setter can be called again with what it holds, or a code not among `options`.
    func picked(_ code: String, among options: [KbnValue<Kind>]) -> KbnSelection? {
        guard first?.code != code else { return nil }
        if code.isEmpty {
            return mode == .optionalOne ? KbnSelection(mode, chosen: []) : nil
        }
        guard let option = options.first(where: { $0.code == code }), option.known != nil || acceptsUnknownCodes
        else { return nil }
        return toggled(option, canChoose: true)
    }

    private func toggled(_ value: KbnValue<Kind>, canChoose: Bool) -> KbnSelection? {
        var changed = self
        let isChosen = contains(value)
        switch mode {
        case .one:
            guard !isChosen, canChoose else { return nil }
            changed.chosen = [value]
        case .optionalOne:
            if isChosen {
                changed.chosen = []
            } else if canChoose {
                changed.chosen = [value]
            } else {
                return nil
            }
        case .many:
            if isChosen {
                changed.chosen.removeAll { $0 == value }
                changed.chosenSet.remove(value)
            } else if canChoose {
                changed.chosen.append(value)
                changed.chosenSet.insert(value)
            } else {
                return nil
            }
        }
        return changed
    }
}
