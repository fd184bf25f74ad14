// How KbnUI's labels show a value, set for every label in a part of the view hierarchy as SwiftUI's
// own styles are (`labelStyle`, `pickerStyle`).

#if canImport(SwiftUI)
import SwiftUI

/// What a ``KbnLabel`` shows of a value: set it with ``SwiftUI/View/kbnLabelStyle(_:)``.
public enum KbnLabelStyle: Hashable, Sendable {
    /// The name in the screen's language: the default.
    case name
    /// The short name (略称), for narrow places such as a table column or a chip.
    case shortName
    /// The name, then the code in a smaller, secondary style.
    case nameAndCode
}

extension EnvironmentValues {
    /// How the ``KbnLabel``s inside show values: ``KbnLabelStyle/name`` unless a view above sets
    /// another with ``SwiftUI/View/kbnLabelStyle(_:)``.
    var kbnLabelStyle: KbnLabelStyle {
        get { self[KbnLabelStyleKey.self] }
        set { self[KbnLabelStyleKey.self] = newValue }
    }
}

private struct KbnLabelStyleKey: EnvironmentKey {
    static let defaultValue = KbnLabelStyle.name
}

extension View {
    /// Shows every ``KbnLabel`` inside this view, a ``KbnPicker``'s options among them, in `style`.
    ///
    /// ```swift
    /// KbnLabel(order.prefecture)
    ///     .kbnLabelStyle(.shortName)   // 東京
    /// ```
    public func kbnLabelStyle(_ style: KbnLabelStyle) -> some View {
        environment(\.kbnLabelStyle, style)
    }
}
#endif
