// The bindings a screen takes, each read as a KbnSelection and written back, so that one set of
// rules (KbnSelection) serves a Kind, a Kind?, a Set<Kind> and a KbnValue<Kind>.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

extension Binding {
    /// A selection of the app's own state: `Kind?`, `Set<Kind>` or `KbnValue<Kind>`.
    static func kbnSelection<Selection: KbnSelectable>(_ binding: Binding<Selection>) -> Binding<
        KbnSelection<Selection.Kind>
    >
    where Value == KbnSelection<Selection.Kind> {
        Binding(get: { binding.wrappedValue._kbnSelection }, set: { binding.wrappedValue._kbnSelection = $0 })
    }

    /// Exactly one value.
    static func kbnSelection<Kind>(_ binding: Binding<Kind>) -> Binding<KbnSelection<Kind>>
    where Value == KbnSelection<Kind> {
        Binding(
            get: { KbnSelection(one: binding.wrappedValue) },
            set: { selection in if let value = selection.knownValues.first { binding.wrappedValue = value } }
        )
    }
}
#endif
