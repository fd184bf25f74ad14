// The selection screen for a kind of any size: searchable as Japanese users type, sectioned by a
// group or an attribute, for one value, one or none, a set, or a value that may be unknown.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A searchable, sectioned list that chooses values of a kind: the screen for large masters.
///
/// ```swift
/// NavigationView {
///     KbnSelectionList(selection: $clinic.municipality, sectioning: .attribute(\.prefecture),
///                      searchAttributes: [KbnAttribute(\.kana)])
///         .navigationBarTitle(Text(LocalGov.Municipality.kindLogicalName))
/// }
/// .navigationViewStyle(StackNavigationViewStyle())   // one column on iPad too
/// ```
///
/// The search matches codes and names folded as ``KbnSearchIndex`` folds them (`がん` finds `胃ガン`)
/// and ranks exact codes first. On iOS 15, macOS 12, tvOS 15, watchOS 8 and later it is the
/// system's `searchable` field, which the navigation container shows, so put the list in one (a
/// `NavigationView`, or a `NavigationStack` on iOS 16); earlier, it is a search field of the
/// list's own above it, which stays in place as the rows scroll, with a clear button, without
/// autocorrection or capitalization, and which puts the keyboard away on return or when the rows
/// are dragged (on iOS, a `UISearchBar`).
///
/// The chosen values come first, in a section that every search keeps: a deprecated value or an
/// unknown code that is chosen stays shown until a person takes another (see ``KbnSelection``), a
/// deprecated one with its message, an unknown code with KbnUI's "Unknown code" (不明なコード).
/// Bound to a set, the list shows how many values are chosen in that section's header ("3 chosen",
/// 3件選択中), and the values on offer are chosen where they are, so that a tap moves no row.
/// Deprecated values are not offered. A chosen row carries the system's check mark and the
/// accessibility trait `isSelected`. A search that finds nothing says "No results" (該当なし).
///
/// With an update in the environment (``SwiftUI/View/kbnUpdate(_:)``), the list shows the update's
/// names, order, groups and deprecations; bound to a `KbnValue`, it also offers the values the
/// update adds.
///
/// A kind of at most 1,000 values, and an index that the app built and passes as `index`, are
/// prepared at once, and their rows are there on first display; sectioned by an update's groups,
/// each group and membership counts as a value. A larger kind's values, search
/// index and sections are prepared off the main thread (see ``KbnChoiceListModel``), once for every
/// screen of the same kind, sectioning, attributes and update, so that a screen pushed over another
/// of the same kind shows its rows at once; a progress indicator shows only if the preparation
/// takes longer than a moment. A keystroke searches the index anew, on the main thread: about a
/// millisecond for 26,704 values.
///
/// For the sections alone, inside a `Form` or a `List` of your own and with a query you keep, use
/// ``KbnSelectionSections``.
public struct KbnSelectionList<Kind: KbnType, RowContent: View>: View {
    var content: KbnSelectionContent<Kind, RowContent>
    private let searchPrompt: Text?
    /// The query the app keeps; nil for one the list keeps.
    private let query: Binding<String>?
    @State private var ownQuery = ""

    /// A list that chooses exactly one value, each row showing what `rowContent` makes of it.
    ///
    /// ```swift
    /// KbnSelectionList(selection: $municipality, searchAttributes: [KbnAttribute(\.kana)]) { row in
    ///     VStack(alignment: .leading) {
    ///         KbnLabel(row.value)
    ///         Text(row.value.known?.kana ?? row.value.code).font(.caption)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - query: What the person typed in the search field, as `searchable(text:)` binds it, for an
    ///     app that sets it or keeps it across screens; nil for a query that the list keeps.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names,
    ///     such as a reading in kana.
    ///   - index: An index of the kind that the app built, such as at launch off the main thread,
    ///     to search instead of one the list builds; its attributes and update are used, and
    ///     `searchAttributes` and the environment's update are not.
    ///   - searchPrompt: The search field's placeholder, looked up in the app's strings as
    ///     SwiftUI's titles are; by default the system's own, or KbnUI's "Search" in the app's
    ///     language where the list draws its own field (iOS 13 and 14).
    ///   - onChoice: Called with the value of a row that a person tapped, once the tap has changed
    ///     the selection: to go back after a choice, as a `Picker` in a navigation view does.
    ///   - rowContent: What a row shows of its value, in place of its name and code; the list keeps
    ///     the row's button, check mark, disabled state and accessibility traits.
    public init(
        selection: Binding<Kind>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice, rowContent)
    }

    /// A list that chooses one value or none: a tap on the chosen value chooses nothing.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Kind?>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice, rowContent)
    }

    /// A list that chooses any number of values: a tap adds or removes one.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Set<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice, rowContent)
    }

    /// A list that chooses one value and keeps a code the app does not know until a person replaces it.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<KbnValue<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice, rowContent)
    }

    private init(
        _ selection: Binding<KbnSelection<Kind>>, _ query: Binding<String>?, _ sectioning: KbnSectioning<Kind>,
        _ searchAttributes: [KbnAttribute<Kind>], _ index: KbnSearchIndex<Kind>?,
        _ searchPrompt: LocalizedStringKey?, _ onChoice: ((KbnValue<Kind>) -> Void)?,
        _ rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        content = KbnSelectionContent(
            selection: selection, sectioning: sectioning, searchAttributes: searchAttributes, index: index,
            onChoice: onChoice, rowContent: rowContent)
        self.searchPrompt = searchPrompt.map { Text($0) }
        self.query = query
    }

    public var body: some View {
        let query = query ?? $ownQuery
        return KbnSearchable(query: query, prompt: searchPrompt) {
            KbnSelectionSections(content, query: query.wrappedValue)
        }
    }

    /// The list with each section's header made by `header`, in place of
    /// ``KbnChoiceSection/ID-swift.enum/defaultTitle(locale:)``'s text.
    ///
    /// Call it on the list itself, before other modifiers, which return another view.
    public func sectionHeader<Header: View>(
        @ViewBuilder _ header: @escaping (KbnChoiceSection<Kind>.ID) -> Header
    ) -> KbnSelectionList {
        var copy = self
        copy.content.sectionHeader = { AnyView(header($0)) }
        return copy
    }
}

extension KbnSelectionList where RowContent == KbnChoiceRowLabel<Kind> {
    /// A list that chooses exactly one value, each row showing its value's name and code.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - query: What the person typed in the search field, as `searchable(text:)` binds it, for an
    ///     app that sets it or keeps it across screens; nil for a query that the list keeps.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names,
    ///     such as a reading in kana.
    ///   - index: An index of the kind that the app built, such as at launch off the main thread,
    ///     to search instead of one the list builds; its attributes and update are used, and
    ///     `searchAttributes` and the environment's update are not.
    ///   - searchPrompt: The search field's placeholder, looked up in the app's strings as
    ///     SwiftUI's titles are; by default the system's own, or KbnUI's "Search" in the app's
    ///     language where the list draws its own field (iOS 13 and 14).
    ///   - onChoice: Called with the value of a row that a person tapped, once the tap has changed
    ///     the selection: to go back after a choice, as a `Picker` in a navigation view does.
    public init(
        selection: Binding<Kind>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice,
            KbnChoiceRowLabel.init)
    }

    /// A list that chooses one value or none, each row showing its value's name and code: a tap on
    /// the chosen value chooses nothing.
    public init(
        selection: Binding<Kind?>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice,
            KbnChoiceRowLabel.init)
    }

    /// A list that chooses any number of values, each row showing its value's name and code: a
    /// tap adds or removes one.
    public init(
        selection: Binding<Set<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice,
            KbnChoiceRowLabel.init)
    }

    /// A list that chooses one value and keeps a code the app does not know until a person
    /// replaces it, each row showing its value's name and code.
    public init(
        selection: Binding<KbnValue<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        searchPrompt: LocalizedStringKey? = nil, onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt, onChoice,
            KbnChoiceRowLabel.init)
    }
}

extension KbnChoiceSection.ID {
    /// The section's header unless the screen's `sectionHeader` gives another: KbnUI's "Chosen"
    /// (選択中 in Japanese) for the chosen values, in the language of `locale`; the group's name or
    /// the attribute's value; nil, no header, for every value of a list without sections, and for
    /// the values in no section. A list bound to a set says how many values are chosen instead of
    /// "Chosen".
    public func defaultTitle(locale: Locale) -> String? {
        defaultTitle(for: locale.identifier)
    }
}

/// What a selection screen's row shows of its value unless the app gives its own: the value's name
/// and code, as ``KbnLabel`` shows them in the style ``KbnLabelStyle/nameAndCode`` ("Unknown code"
/// for a code that neither the app nor its update knows), and under a chosen deprecated value, why
/// it is deprecated.
///
/// A row of your own can show it with more:
///
/// ```swift
/// KbnSelectionList(selection: $municipality) { row in
///     HStack {
///         KbnChoiceRowLabel(row)
///         Image(systemName: "building.2")
///     }
/// }
/// ```
public struct KbnChoiceRowLabel<Kind: KbnType>: View {
    private let row: KbnChoiceRow<Kind>

    /// The label of `row`.
    public init(_ row: KbnChoiceRow<Kind>) {
        self.row = row
    }

    public var body: some View {
        VStack(alignment: .leading) {
            KbnLabel(row.value, fixedStyle: .nameAndCode)
            if let message = row.deprecationMessage {
                Text(message)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

/// One row: what `content` shows of the value, and a check mark when chosen; a tap toggles the
/// value.
struct KbnChoiceRowView<Kind: KbnType, Content: View>: View {
    let row: KbnChoiceRow<Kind>
    /// Whether the row's value is chosen: a check mark, and the trait `isSelected`.
    let isChosen: Bool
    let content: Content
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                content
                if isChosen {
                    KbnCheckMark().accessibility(hidden: true)
                }
            }
            // The name, the code and a deprecation's message are read as one element.
            .accessibilityElement(children: .combine)
            // A button in a list takes the accent colour; a row reads as text, greyed when disabled.
            .foregroundColor(row.canChoose ? .primary : .secondary)
        }
        // macOS draws a button in a list with a bezel; a row is plain there, as a list's row is.
        #if os(macOS)
        .buttonStyle(PlainButtonStyle())
        #endif
        .disabled(!row.canChoose)
        .accessibility(addTraits: isChosen ? .isSelected : [])
    }
}

/// The system's check mark, in the accent colour, as a list's chosen row has it: SF Symbols'
/// `checkmark` (iOS 13, tvOS 13, watchOS 6, macOS 11), else the character ✓.
struct KbnCheckMark: View {
    var body: some View {
        KbnSymbol(systemName: "checkmark", fallback: "✓").foregroundColor(.accentColor)
    }
}

/// The row a list shows while its values are prepared off the main thread, once that takes longer
/// than a moment (``KbnChoiceListModel/showsProgress``); VoiceOver reads "Loading" (読み込み中).
struct KbnProgressRow: View {
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Spacer()
            if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) {
                ProgressView()
                    .accessibility(label: Text(KbnWord.loading.text(for: locale.identifier)))
            } else {
                // What VoiceOver reads, where the system has no progress indicator of its own.
                Text(verbatim: "…").accessibility(label: Text(KbnWord.loading.text(for: locale.identifier)))
            }
            Spacer()
        }
    }
}

/// The row a list shows where a search finds nothing: KbnUI's "No results" (該当なし in Japanese).
struct KbnNoResultsRow: View {
    @Environment(\.locale) private var locale

    var body: some View {
        Text(KbnWord.noResults.text(for: locale.identifier))
            .foregroundColor(.secondary)
    }
}
#endif
