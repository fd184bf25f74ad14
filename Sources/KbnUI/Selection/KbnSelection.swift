// What a selection screen has chosen, and the rules for choosing: one value, one or none, or a
// set; deprecated values are not chosen anew; an unknown code stays until a person replaces it.

import KbnKit

/// The values a screen has chosen, and how a tap changes them.
///
/// A screen's binding, whether it is a `Kind`, a `Kind?`, a `Set<Kind>` or a `KbnValue`, is
/// read into a selection, changed with ``toggle(_:)`` and written back. The rules are the same for
/// every screen:
/// - A deprecated value that is not chosen cannot be chosen (``canChoose(_:)`` is false); one that
///   is chosen stays chosen, and shown, until a person takes another.
/// - A code the app does not know (`KbnValue.unknown(_:)`) stays chosen until a person takes
///   another value; no screen replaces it on its own.
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

    /// A selection of `mode` with `chosen` values; values after the first are dropped unless
    /// `mode` is ``Mode-swift.enum/many``.
    public init(_ mode: Mode, chosen: [KbnValue<Kind>]) {
        self.mode = mode
        var seen = Set<String>()
        let distinct = chosen.filter { seen.insert($0.code).inserted }
        self.chosen = mode == .many ? distinct : Array(distinct.prefix(1))
    }

    /// Whether `value` is chosen.
    public func isChosen(_ value: Kind) -> Bool {
        chosen.contains(.known(value))
    }

    /// Whether a tap on `value` may choose it: false for a deprecated value that is not chosen.
    public func canChoose(_ value: Kind) -> Bool {
        value.deprecationMessage == nil || isChosen(value)
    }

    /// Changes the selection as a tap on `value` does; see ``KbnSelection`` for the rules.
    public mutating func toggle(_ value: Kind) {
        let isChosen = isChosen(value)
        switch mode {
        case .one:
            guard !isChosen, canChoose(value) else { return }
            chosen = [.known(value)]
        case .optionalOne:
            if isChosen {
                chosen = []
            } else if canChoose(value) {
                chosen = [.known(value)]
            }
        case .many:
            if isChosen {
                chosen.removeAll { $0 == .known(value) }
            } else if canChoose(value) {
                chosen.append(.known(value))
            }
        }
    }

    /// The one chosen value, unknown codes included; nil when none is.
    public var first: KbnValue<Kind>? { chosen.first }

    /// The chosen values of `Kind`, without unknown codes.
    public var knownValues: [Kind] { chosen.compactMap(\.known) }
}
