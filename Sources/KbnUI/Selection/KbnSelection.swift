// What a selection screen has chosen, and the rules for choosing: one value, one or none, or a
// set; deprecated values are not chosen anew; an unknown code stays until a person replaces it.

import KbnKit

/// The values a screen has chosen, and how a tap changes them.
///
/// A screen's binding, whether it is a `Kind`, a `Kind?`, a `Set<Kind>` or a `KbnValue`, is
/// read into a selection, changed with ``toggle(_:)-(Kind)`` and written back. The rules are the same for
/// every screen:
/// - A deprecated value that is not chosen cannot be chosen (``canChoose(_:)`` is false); one that
///   is chosen stays chosen, and shown, until a person takes another.
/// - A code the app does not know (`KbnValue.unknown(_:)`) stays chosen until a person takes
///   another value; no screen replaces it on its own. A selection that ``acceptsUnknownCodes`` (one
///   bound to a `KbnValue`) can also choose such a code anew where a `KbnUpdate` adds it.
/// - ``Mode-swift.enum/one``: a tap chooses the value. ``Mode-swift.enum/optionalOne``: a tap on the
///   chosen value chooses nothing. ``Mode-swift.enum/many``: a tap adds or removes the value.
public struct KbnSelection<Kind: KbnType>: Hashable, Sendable {
    /// How many values can be chosen.
    public enum Mode: Hashable, Sendable {
        /// Exactly one value, as for a binding to `Kind` or `KbnValue<Kind>`.
        case one
        /// One value or none, as for a binding to `Kind?`.
        case optionalOne
        /// Any number of values, as for a binding to `Set<Kind>`.
        case many
    }

    /// How many values can be chosen.
    public let mode: Mode
    /// The chosen values, unknown codes included, in the order they were chosen.
    public private(set) var chosen: [KbnValue<Kind>]
    /// Whether the selection can hold a code that is not one of `Kind`'s, as a binding to a
    /// `KbnValue` can and one to a `Kind` cannot.
    public let acceptsUnknownCodes: Bool

    /// A selection of `mode` with `chosen` values.
    ///
    /// - Parameters:
    ///   - mode: How many values can be chosen.
    ///   - chosen: The chosen values, in order; values given twice are chosen once, and values after
    ///     the first are dropped unless `mode` is ``Mode-swift.enum/many``.
    ///   - acceptsUnknownCodes: Whether the selection can choose a code that is not one of
    ///     `Kind`'s, such as a value a `KbnUpdate` adds.
    public init(_ mode: Mode, chosen: [KbnValue<Kind>], acceptsUnknownCodes: Bool = false) {
        self.mode = mode
        self.acceptsUnknownCodes = acceptsUnknownCodes
        var seen = Set<String>()
        let distinct = chosen.filter { seen.insert($0.code).inserted }
        self.chosen = mode == .many ? distinct : Array(distinct.prefix(1))
    }

    /// Whether `value` is chosen.
    public func isChosen(_ value: Kind) -> Bool {
        chosen.contains(.known(value))
    }

    /// The codes of the chosen values, unknown codes included: what a screen draws check marks
    /// from, once per drawing, with `chosenCodes.contains(row.id)` for each ``KbnChoiceRow``.
    public var chosenCodes: Set<String> {
        Set(chosen.map(\.code))
    }

    /// Whether a tap on `value` may choose it: false for a deprecated value that is not chosen.
    public func canChoose(_ value: Kind) -> Bool {
        value.deprecationMessage == nil || isChosen(value)
    }

    /// Changes the selection as a tap on `value` does; see ``KbnSelection`` for the rules.
    public mutating func toggle(_ value: Kind) {
        toggle(.known(value), canChoose: canChoose(value))
    }

    /// Changes the selection as a tap on `row` does: the row says whether its value may be chosen,
    /// as a ``KbnChoiceList`` decides it from the kind, or from an update, which may deprecate
    /// other values than the compiled kind and add values of its own.
    public mutating func toggle(_ row: KbnChoiceRow<Kind>) {
        guard row.value.known != nil || acceptsUnknownCodes else { return }
        toggle(row.value, canChoose: row.canChoose)
    }

    /// The selection as a tap on `row` leaves it; nil when the tap changes nothing, such as a tap on
    /// the chosen value of a selection of exactly one: what a screen writes back, and tells the
    /// app's `onChoice` of, only when it changed.
    func toggled(_ row: KbnChoiceRow<Kind>) -> KbnSelection? {
        var changed = self
        changed.toggle(row)
        return changed == self ? nil : changed
    }

    /// Chooses the option whose code is `code`, as a picker sets the tag a person picked; `""`
    /// chooses nothing. Setting the code that is chosen changes nothing, so that a binding's
    /// setter can be called again with what it holds; a code that is not among `options` changes
    /// nothing either.
    mutating func pick(_ code: String, among options: [KbnValue<Kind>]) {
        guard first?.code != code else { return }
        if code.isEmpty {
            if mode == .optionalOne { chosen = [] }
        } else if let option = options.first(where: { $0.code == code }) {
            guard option.known != nil || acceptsUnknownCodes else { return }
            toggle(option, canChoose: true)
        }
    }

    private mutating func toggle(_ value: KbnValue<Kind>, canChoose: Bool) {
        let isChosen = chosen.contains(value)
        switch mode {
        case .one:
            guard !isChosen, canChoose else { return }
            chosen = [value]
        case .optionalOne:
            if isChosen {
                chosen = []
            } else if canChoose {
                chosen = [value]
            }
        case .many:
            if isChosen {
                chosen.removeAll { $0 == value }
            } else if canChoose {
                chosen.append(value)
            }
        }
    }

    /// The one chosen value, unknown codes included; nil when none is.
    public var first: KbnValue<Kind>? { chosen.first }

    /// The chosen values of `Kind`, without unknown codes.
    public var knownValues: [Kind] { chosen.compactMap(\.known) }
}
