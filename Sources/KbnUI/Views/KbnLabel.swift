// A value as a person reads it: its name in the screen's language, its short name where space is
// short, its code where a person needs it. Unknown codes show as the code they are.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A value of any kind, as text.
///
/// ```swift
/// KbnLabel(profile.gender)                       // 男性, or "Male" where the locale is English
/// KbnLabel(order.prefecture)
///     .kbnLabelStyle(.shortName)                 // 東京
/// KbnLabel(payment)
///     .kbnLabelStyle(.nameAndCode)               // 現金   P2
/// KbnLabel(profile.secondPrefecture)             // nothing while the optional field is nil
/// ```
///
/// What it shows, the name, the short name or the name and code, is the environment's
/// ``KbnLabelStyle``, which ``SwiftUI/View/kbnLabelStyle(_:)`` sets for every label inside a view.
///
/// Names follow the environment's locale (`\.locale`): a value's `localizedNames` for that
/// language, else its logical name, as `localizedName(for:)` chooses. With an update in the
/// environment (``SwiftUI/View/kbnUpdate(_:)``), the names are the update's, and a code it adds
/// shows its name. A code that neither the app nor the update knows, from a `KbnValue`, has no
/// name: it shows as the code and KbnUI's "Unknown code" (不明なコード in Japanese), in place of
/// the name in the style ``KbnLabelStyle/nameAndCode``. Text uses the standard styles, so it follows Dynamic
/// Type, and VoiceOver reads the name and the code as one element.
public struct KbnLabel<Kind: KbnType>: View {
    /// The value; nil shows nothing.
    private let value: KbnValue<Kind>?
    /// The style that this label keeps whatever the environment's; nil for the environment's.
    private let fixedStyle: KbnLabelStyle?
    @Environment(\.kbnLabelStyle) private var environmentStyle
    @Environment(\.locale) private var locale
    @Environment(\.kbnUpdate) private var update

    /// A label for `value`; for an optional field, nil shows nothing, so the field needs no `if let`.
    public init(_ value: Kind?) {
        self.init(value.map { .known($0) }, fixedStyle: nil)
    }

    /// A label for `value`, which may be a code the app does not know: it shows as the code. Nil
    /// shows nothing.
    public init(_ value: KbnValue<Kind>?) {
        self.init(value, fixedStyle: nil)
    }

    /// A label in `fixedStyle` whatever the environment's, as a selection list's rows are.
    init(_ value: KbnValue<Kind>?, fixedStyle: KbnLabelStyle?) {
        self.value = value
        self.fixedStyle = fixedStyle
    }

    public var body: some View {
        let style = fixedStyle ?? environmentStyle
        if let value {
            if let name = KbnLabelText.name(of: value, style: style, locale: locale, update: update) {
                content(name: name, code: value.code, style: style)
            } else {
                unknownCode(value.code, style: style)
            }
        }
    }

    /// A code that has no name, said to be unknown, so that it does not read as a name.
    @ViewBuilder private func unknownCode(_ code: String, style: KbnLabelStyle) -> some View {
        let unknown = KbnWord.unknownCode.text(for: locale.identifier)
        if style == .nameAndCode {
            content(name: Text(unknown).foregroundColor(.secondary), code: code)
        } else {
            // One Text, which a picker's menu shows whole.
            Text(code) + Text(verbatim: " ") + Text(unknown).foregroundColor(.secondary)
        }
    }

    @ViewBuilder private func content(name: String, code: String, style: KbnLabelStyle) -> some View {
        if style == .nameAndCode {
            content(name: Text(name), code: code)
        } else {
            Text(name)
        }
    }

    /// The name and the code, read as one element.
    private func content(name: Text, code: String) -> some View {
        HStack(alignment: .firstTextBaseline) {
            name
            Spacer()
            Text(code)
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

/// The text of a label, shared by the views that show values.
enum KbnLabelText {
    /// The name of `value` in `style`: the update's, else the compiled one; nil for a code that
    /// neither the app nor the update knows.
    static func name<Kind: KbnType>(
        of value: KbnValue<Kind>, style: KbnLabelStyle, locale: Locale, update: KbnUpdate
    ) -> String? {
        // Without an update of the kind, the compiled names, read in place as before.
        if !update.updates(Kind.self) {
            guard let known = value.known else { return nil }
            return style == .shortName ? known.shortName : known.localizedName(for: locale.identifier)
        }
        guard let description = update.description(of: value) else { return nil }
        return style == .shortName ? description.shortName : description.localizedName(for: locale.identifier)
    }
}
#endif
