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
/// ```
///
/// The search matches codes and names folded as ``KbnSearchIndex`` folds them (`がん` finds `胃ガン`)
/// and ranks exact codes first. On iOS 15, macOS 12, tvOS 15, watchOS 8 and later it is the
/// system's `searchable` field, which the navigation container shows, so put the list in one (a
/// `NavigationView`, or a `NavigationStack` on iOS 16); earlier, it is a text field at the top of
/// the list.
///
/// The chosen values come first, in a section that every search keeps: a deprecated value or an
/// unknown code that is chosen stays shown until a person takes another (see ``KbnSelection``), a
/// deprecated one with its message, an unknown code with KbnUI's "Unknown code" (不明なコード).
/// Deprecated values are not offered. A chosen row carries the system's check mark and the
/// accessibility trait `isSelected`. A search that finds nothing says "No results" (該当なし).
///
/// With an update in the environment (``SwiftUI/View/kbnUpdate(_:)``), the list shows the update's
/// names, order, groups and deprecations; bound to a `KbnValue`, it also offers the values the
/// update adds.
///
/// The kind's values, their search index and sections are prepared off the main thread on first
/// display, once per screen and update (see ``KbnChoiceListModel``); until they are ready, the list
/// shows a progress indicator. To have them ready sooner, build the index yourself, such as at
/// launch, and pass it as `index`. A keystroke searches the index anew, on the main thread: about a
/// millisecond for 26,704 values.
///
/// For the sections alone, inside a `Form` or a `List` of your own and with a query you keep, use
/// ``KbnSelectionSections``.
public struct KbnSelectionList<Kind: KbnType>: View {
    var content: KbnSelectionContent<Kind>
    private let searchPrompt: Text?
    /// The query the app keeps; nil for one the list keeps.
    private let query: Binding<String>?
    @State private var ownQuery = ""

    /// A list that chooses exactly one value.
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
    public init(
        selection: Binding<Kind>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil, searchPrompt: LocalizedStringKey? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt)
    }

    /// A list that chooses one value or none: a tap on the chosen value chooses nothing.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Kind?>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil, searchPrompt: LocalizedStringKey? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt)
    }

    /// A list that chooses any number of values: a tap adds or removes one.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Set<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil, searchPrompt: LocalizedStringKey? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt)
    }

    /// A list that chooses one value and keeps a code the app does not know until a person replaces it.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<KbnValue<Kind>>, query: Binding<String>? = nil, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil, searchPrompt: LocalizedStringKey? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, searchPrompt)
    }

    private init(
        _ selection: Binding<KbnSelection<Kind>>, _ query: Binding<String>?, _ sectioning: KbnSectioning<Kind>,
        _ searchAttributes: [KbnAttribute<Kind>],
        _ index: KbnSearchIndex<Kind>?, _ searchPrompt: LocalizedStringKey?
    ) {
        content = KbnSelectionContent(
            selection: selection, sectioning: sectioning, searchAttributes: searchAttributes, index: index)
        self.searchPrompt = searchPrompt.map { Text($0) }
        self.query = query
    }

    /// A section's header unless ``sectionHeader(_:)`` gives another: KbnUI's "Chosen" (選択中 in
    /// Japanese) for the chosen values, in the language of `locale`; the group's name or the
    /// attribute's value; nil, no header, for every value of a list without sections, and for the
    /// values in no section.
    ///
    /// Since the iOS 18 SDK a view is isolated to the main actor; this function, which gives plain
    /// text, is `nonisolated`, so that code in any isolation can call it.
    public nonisolated static func defaultTitle(_ section: KbnChoiceSection<Kind>.ID, locale: Locale) -> String? {
        section.defaultTitle(for: locale.identifier)
    }

    public var body: some View {
        let query = query ?? $ownQuery
        return KbnSearchable(query: query, prompt: searchPrompt) {
            KbnSelectionSections(content, query: query.wrappedValue)
        }
    }

    /// The list with each row showing what `content` makes of it, in place of the value's name
    /// and code; the list keeps the row's button, check mark, disabled state and accessibility traits.
    ///
    /// ```swift
    /// KbnSelectionList(selection: $municipality, searchAttributes: [KbnAttribute(\.kana)])
    ///     .rowContent { row in
    ///         VStack(alignment: .leading) {
    ///             KbnLabel(row.value)
    ///             Text(row.value.known?.kana ?? row.value.code).font(.caption)
    ///         }
    ///     }
    /// ```
    public func rowContent<Content: View>(
        @ViewBuilder _ content: @escaping (KbnChoiceRow<Kind>) -> Content
    ) -> KbnSelectionList {
        var copy = self
        copy.content.rowContent = { AnyView(content($0)) }
        return copy
    }

    /// The list with each section's header made by `header`, in place of ``defaultTitle(_:locale:)``'s text.
    public func sectionHeader<Header: View>(
        @ViewBuilder _ header: @escaping (KbnChoiceSection<Kind>.ID) -> Header
    ) -> KbnSelectionList {
        var copy = self
        copy.content.sectionHeader = { AnyView(header($0)) }
        return copy
    }
}

/// One row: the value's name and code, or what the app makes of it, and a check mark when chosen; a
/// tap toggles the value.
struct KbnChoiceRowView<Kind: KbnType>: View {
    let row: KbnChoiceRow<Kind>
    /// Whether the row's value is chosen: a check mark, and the trait `isSelected`.
    let isChosen: Bool
    /// What the row shows of its value, from ``KbnSelectionList/rowContent(_:)``; nil for the name
    /// and code, and a chosen deprecated value's message or an unknown code's word.
    let content: ((KbnChoiceRow<Kind>) -> AnyView)?
    let toggle: () -> Void
    @Environment(\.kbnUpdate) private var update
    @Environment(\.locale) private var locale

    /// Whether the row shows a code that neither the app nor the update knows, which has no name.
    private var isUnknownCode: Bool {
        guard case .unknown = row.value else { return false }
        return update.logicalName(of: row.value) == nil
    }

    var body: some View {
        Button(action: toggle) {
            HStack {
                if let content {
                    content(row)
                } else {
                    VStack(alignment: .leading) {
                        KbnLabel(row.value, fixedStyle: .nameAndCode)
                        if let message = row.deprecationMessage {
                            Text(message)
                                .font(.caption)
                                .foregroundColor(.secondary)
                        } else if isUnknownCode {
                            // Otherwise the code alone, which reads as if it were a name.
                            Text(KbnWord.unknownCode.text(for: locale.identifier))
                                .font(.caption)
                                .foregroundColor(.secondary)
                        }
                    }
                }
                if isChosen {
                    KbnCheckMark().accessibility(hidden: true)
                }
            }
            // The name, the code and a deprecation's message are read as one element.
            .accessibilityElement(children: .combine)
            // A button in a list takes the accent colour; a row reads as text, greyed when disabled.
            .foregroundColor(row.canChoose ? .primary : .secondary)
        }
        .disabled(!row.canChoose)
        .accessibility(addTraits: isChosen ? .isSelected : [])
    }
}

/// The list inside the platform's search field where it has one (iOS 15 and later), else under a
/// text field of its own, whose placeholder is `prompt` or KbnUI's "Search" (検索 in Japanese).
struct KbnSearchable<Rows: View>: View {
    @Binding var query: String
    let prompt: Text?
    @ViewBuilder let rows: () -> Rows
    @Environment(\.locale) private var locale

    var body: some View {
        if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) {
            List { rows() }
                .searchable(text: $query, prompt: prompt)
        } else {
            List {
                let placeholder = prompt ?? Text(KbnWord.search.text(for: locale.identifier))
                ZStack(alignment: .leading) {
                    if query.isEmpty {
                        placeholder
                            .foregroundColor(.secondary)
                            .accessibility(hidden: true)
                    }
                    TextField("", text: $query)
                        .accessibility(label: placeholder)
                }
                rows()
            }
        }
    }
}

/// The system's check mark, in the accent colour, as a list's chosen row has it: SF Symbols'
/// `checkmark` (iOS 13, tvOS 13, watchOS 6, macOS 11), else the character ✓.
struct KbnCheckMark: View {
    var body: some View {
        // Returned, not built: a result builder's `if #available` needs iOS 14 for a check that
        // names macOS alone.
        if #available(macOS 11, *) {
            return AnyView(Image(systemName: "checkmark").foregroundColor(.accentColor))
        }
        return AnyView(Text(verbatim: "✓").foregroundColor(.accentColor))
    }
}

/// The row a list shows while its values are prepared off the main thread.
struct KbnProgressRow: View {
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Spacer()
            if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) {
                ProgressView()
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
