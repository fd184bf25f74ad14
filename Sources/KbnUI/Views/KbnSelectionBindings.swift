// The bindings a screen takes, each read as a KbnSelection and written back, so that one set of
// rules (KbnSelection) serves a Kind, a Kind?, a Set<Kind> and a KbnValue<Kind>.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

extension Binding {
    /// Exactly one value.
    static func kbnSelection<Kind>(_ binding: Binding<Kind>) -> Binding<KbnSelection<Kind>>
    where Value == KbnSelection<Kind> {
        Binding(
            get: { KbnSelection(.one, chosen: [.known(binding.wrappedValue)]) },
            set: { selection in if let value = selection.knownValues.first { binding.wrappedValue = value } }
        )
    }

    /// One value or none.
    static func kbnSelection<Kind>(_ binding: Binding<Kind?>) -> Binding<KbnSelection<Kind>>
    where Value == KbnSelection<Kind> {
        Binding(
            get: { KbnSelection(.optionalOne, chosen: binding.wrappedValue.map { [.known($0)] } ?? []) },
            set: { selection in binding.wrappedValue = selection.knownValues.first }
        )
    }

    /// One value, or a code the app does not know, which stays until a person replaces it.
    static func kbnSelection<Kind>(_ binding: Binding<KbnValue<Kind>>) -> Binding<KbnSelection<Kind>>
    where Value == KbnSelection<Kind> {
        Binding(
            get: { KbnSelection(.one, chosen: [binding.wrappedValue], acceptsUnknownCodes: true) },
            set: { selection in if let value = selection.first { binding.wrappedValue = value } }
        )
    }

    /// Any number of values, listed in display order.
    static func kbnSelection<Kind>(_ binding: Binding<Set<Kind>>) -> Binding<KbnSelection<Kind>>
    where Value == KbnSelection<Kind> {
        Binding(
            get: { KbnSelection(.many, chosen: binding.wrappedValue.sorted().map { .known($0) }) },
            set: { selection in binding.wrappedValue = Set(selection.knownValues) }
        )
    }
}
#endif
