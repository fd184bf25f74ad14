// The update that KbnUI's views show, handed down the view hierarchy as SwiftUI hands down a locale
// or a style: set once where the app keeps it, read by every label, card, picker and list below.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

extension EnvironmentValues {
    /// The update whose names, order, deprecations and added values KbnUI's views show; an empty
    /// update, the compiled data, unless a view above sets one with ``SwiftUI/View/kbnUpdate(_:)``.
    var kbnUpdate: KbnUpdate {
        get { self[KbnUpdateKey.self] }
        set { self[KbnUpdateKey.self] = newValue }
    }
}

private struct KbnUpdateKey: EnvironmentKey {
    static let defaultValue = KbnUpdate()
}

extension View {
    /// Shows `update` in every KbnUI view inside this one: labels, cards and pickers take its names,
    /// order and deprecations, and a picker bound to a `KbnValue` offers the values it adds. A
    /// selection list shows its model's update (``KbnSelectionModel/update``): give it the same.
    ///
    /// ```swift
    /// ContentView()
    ///     .kbnUpdate(model.update)   // a KbnUpdate the model replaces when a newer one is applied
    /// ```
    public func kbnUpdate(_ update: KbnUpdate) -> some View {
        environment(\.kbnUpdate, update)
    }
}
#endif
