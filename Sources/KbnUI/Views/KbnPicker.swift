// A picker for a small kind, in whatever style the platform and the app give pickers.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A `Picker` of a kind's values, for kinds small enough to show at once.
///
/// ```swift
/// Form {
///     KbnPicker(selection: $profile.gender)
///     KbnPicker("支払方法", selection: $order.payment)
///         .kbnLabelStyle(.nameAndCode)  // how each option shows its value
///         .pickerStyle(.segmented)      // or any style the platform has
/// }
/// ```
///
/// It offers the values that are not deprecated, in display order. The chosen value is always
/// among the options, even when it is deprecated or is a code the app does not know (from a
/// `KbnValue`): it stays shown and chosen until a person picks another, a deprecated one with its
/// message under the picker, which VoiceOver reads too. With a `Kind?` binding,
/// a first option, `noneLabel`, chooses nothing. For large kinds use ``KbnSelectionList``, which
/// searches.
///
/// Its label is the kind's logical name, or a title you give.
///
/// With an update in the environment (``SwiftUI/View/kbnUpdate(_:)``), the options are in the
/// update's order, without the values it deprecates, and with the values it adds where the
/// binding is a `KbnValue`, which can hold them.
public struct KbnPicker<Kind: KbnType, Label: View>: View {
    private let label: Label
    private let selection: Binding<KbnSelection<Kind>>
    /// Whether a first option chooses nothing, as for a `Kind?` binding.
    private let offersNone: Bool
    /// That option's text; nil for KbnUI's "None".
    private let noneLabel: LocalizedStringKey?
    @Environment(\.kbnUpdate) private var update
    @Environment(\.locale) private var locale

    private init(
        _ label: Label, selection: Binding<KbnSelection<Kind>>, offersNone: Bool, noneLabel: LocalizedStringKey?
    ) {
        self.label = label
        self.selection = selection
        self.offersNone = offersNone
        self.noneLabel = noneLabel
    }

    public var body: some View {
        let options = options
        // A Group, so that in a Form the message is a row of its own under the picker.
        return Group {
            Picker(selection: chosenCode(among: options), label: label) {
                if offersNone {
                    (noneLabel.map { Text($0) } ?? Text(KbnWord.none.text(for: locale.identifier))).tag("")
                }
                ForEach(options, id: \.code) { value in
                    KbnLabel(value).tag(value.code)
                }
            }
            if let message = KbnSectionedList.deprecationMessage(ofFirstIn: selection.wrappedValue, in: update) {
                Text(message)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }

    /// The options: the chosen value or code when it is not on offer, then every value on offer.
    private var options: [KbnValue<Kind>] {
        let offered = KbnSectionedList<Kind>.offered(
            by: update, acceptingUnknownCodes: selection.wrappedValue.acceptsUnknownCodes)
        let chosen = selection.wrappedValue.chosen.filter { chosen in !offered.contains { $0.code == chosen.code } }
        return chosen + offered
    }

    /// The chosen code, which tags `options`; "" for none.
    private func chosenCode(among options: [KbnValue<Kind>]) -> Binding<String> {
        Binding(
            get: { selection.wrappedValue.first?.code ?? "" },
            set: { code in
                if let changed = selection.wrappedValue.picked(code, among: options) {
                    selection.wrappedValue = changed
                }
            }
        )
    }
}

extension KbnPicker where Label == Text {
    /// A picker that chooses exactly one value.
    ///
    /// - Parameters:
    ///   - title: The picker's label, looked up in the app's strings as SwiftUI's titles are; the
    ///     kind's logical name by default.
    ///   - selection: The chosen value.
    public init(_ title: LocalizedStringKey? = nil, selection: Binding<Kind>) {
        self.init(Self.title(title), selection: .kbnSelection(selection), offersNone: false, noneLabel: nil)
    }

    /// A picker that chooses one value or none.
    ///
    /// - Parameters:
    ///   - title: The picker's label, looked up in the app's strings as SwiftUI's titles are; the
    ///     kind's logical name by default.
    ///   - selection: The chosen value, nil for none.
    ///   - noneLabel: The text of the option that chooses nothing, looked up in the app's strings;
    ///     KbnUI's "None" (なし in Japanese) by default.
    public init(
        _ title: LocalizedStringKey? = nil, selection: Binding<Kind?>, noneLabel: LocalizedStringKey? = nil
    ) {
        self.init(Self.title(title), selection: .kbnSelection(selection), offersNone: true, noneLabel: noneLabel)
    }

    /// A picker that chooses one value and shows a code the app does not know as it is.
    ///
    /// A `KbnValue` stays a code the app does not know until a person picks a value.
    ///
    /// - Parameters:
    ///   - title: The picker's label, looked up in the app's strings as SwiftUI's titles are; the
    ///     kind's logical name by default.
    ///   - selection: The chosen value or unknown code.
    public init(
        _ title: LocalizedStringKey? = nil, selection: Binding<KbnValue<Kind>>
    ) {
        self.init(Self.title(title), selection: .kbnSelection(selection), offersNone: false, noneLabel: nil)
    }

    /// The label of `title`, or of the kind's logical name.
    private static func title(_ title: LocalizedStringKey?) -> Text {
        title.map { Text($0) } ?? Text(verbatim: Kind.kindLogicalName)
    }
}
#endif
