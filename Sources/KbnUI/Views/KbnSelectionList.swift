// The selection screen for a kind of any size: searchable as Japanese users type, sectioned by a
// group or an attribute, for one value, one or none, a set, or a value that may be unknown.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A searchable, sectioned list that chooses values of a kind: the screen for large masters.
///
/// ```swift
/// NavigationView {
///     KbnSelectionList(selection: $clinic.municipality, sectioning: .attribute("prefecture"),
///                      searchAttributes: ["kana"])
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
/// deprecated one with its message.
/// Deprecated values are not offered. A chosen row carries a check mark and the accessibility
/// trait `isSelected`.
///
/// With an update in the environment (``SwiftUI/View/kbnUpdate(_:)``), the list shows the update's
/// names, order, groups and deprecations; bound to a `KbnValue`, it also offers the values the
/// update adds.
///
/// The index is built on first display, once per screen and update; a keystroke searches it anew.
public struct KbnSelectionList<Kind: KbnType>: View {
    private let selection: Binding<KbnSelection<Kind>>
    private let sectioning: KbnSectioning
    private let searchAttributes: [String]
    private let searchPrompt: String
    private let sectionTitle: (KbnChoiceSection<Kind>.ID) -> String?
    @State private var query = ""
    @State private var cache = KbnChoiceListCache<Kind>()
    @Environment(\.kbnUpdate) private var update

    /// A list that chooses exactly one value.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names,
    ///     such as a reading in kana.
    ///   - searchPrompt: The search field's placeholder.
    ///   - sectionTitle: A section's header; by default the group's name or the attribute's value,
    ///     and none for the chosen values and the rest.
    public init(
        selection: Binding<Kind>, sectioning: KbnSectioning = .none, searchAttributes: [String] = [],
        searchPrompt: String = "Search", sectionTitle: @escaping (KbnChoiceSection<Kind>.ID) -> String? = defaultTitle
    ) {
        self.init(.kbnSelection(selection), sectioning, searchAttributes, searchPrompt, sectionTitle)
    }

    /// A list that chooses one value or none: a tap on the chosen value chooses nothing.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Kind?>, sectioning: KbnSectioning = .none, searchAttributes: [String] = [],
        searchPrompt: String = "Search", sectionTitle: @escaping (KbnChoiceSection<Kind>.ID) -> String? = defaultTitle
    ) {
        self.init(.kbnSelection(selection), sectioning, searchAttributes, searchPrompt, sectionTitle)
    }

    /// A list that chooses any number of values: a tap adds or removes one.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<Set<Kind>>, sectioning: KbnSectioning = .none, searchAttributes: [String] = [],
        searchPrompt: String = "Search", sectionTitle: @escaping (KbnChoiceSection<Kind>.ID) -> String? = defaultTitle
    ) {
        self.init(.kbnSelection(selection), sectioning, searchAttributes, searchPrompt, sectionTitle)
    }

    /// A list that chooses one value and keeps a code the app does not know until a person replaces it.
    ///
    /// The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<KbnValue<Kind>>, sectioning: KbnSectioning = .none, searchAttributes: [String] = [],
        searchPrompt: String = "Search", sectionTitle: @escaping (KbnChoiceSection<Kind>.ID) -> String? = defaultTitle
    ) {
        self.init(.kbnSelection(selection), sectioning, searchAttributes, searchPrompt, sectionTitle)
    }

    private init(
        _ selection: Binding<KbnSelection<Kind>>, _ sectioning: KbnSectioning, _ searchAttributes: [String],
        _ searchPrompt: String, _ sectionTitle: @escaping (KbnChoiceSection<Kind>.ID) -> String?
    ) {
        self.selection = selection
        self.sectioning = sectioning
        self.searchAttributes = searchAttributes
        self.searchPrompt = searchPrompt
        self.sectionTitle = sectionTitle
    }

    /// The group's name or the attribute's value; nil for the chosen values, for every value
    /// of a list without sections, and for the values in no section.
    public static func defaultTitle(_ section: KbnChoiceSection<Kind>.ID) -> String? {
        switch section {
        case .group(let name), .attribute(let name): name
        case .chosen, .all, .other: nil
        }
    }

    public var body: some View {
        let sections = cache.sections(
            matching: query, selection: selection.wrappedValue,
            sectioning: sectioning, searchAttributes: searchAttributes, update: update
        )
        return KbnSearchable(query: $query, prompt: searchPrompt) {
            ForEach(sections) { section in
                Section(header: sectionTitle(section.id).map { Text($0) }) {
                    ForEach(section.rows) { row in
                        KbnChoiceRowView(row: row) { selection.wrappedValue.toggle(row) }
                    }
                }
            }
        }
    }
}

/// One row: the value's name and code, and a check mark when chosen; a tap toggles the value.
struct KbnChoiceRowView<Kind: KbnType>: View {
    let row: KbnChoiceRow<Kind>
    let toggle: () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                VStack(alignment: .leading) {
                    KbnLabel(row.value, style: .nameAndCode)
                    if let message = row.deprecationMessage {
                        Text(message)
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
                if row.isChosen {
                    Text("✓").accessibility(hidden: true)
                }
            }
            // The name, the code and a deprecation's message are read as one element.
            .accessibilityElement(children: .combine)
            // A button in a list takes the accent colour; a row reads as text, greyed when disabled.
            .foregroundColor(row.canChoose ? .primary : .secondary)
        }
        .disabled(!row.canChoose)
        .accessibility(addTraits: row.isChosen ? .isSelected : [])
    }
}

/// The list inside the platform's search field where it has one (iOS 15 and later), else under a
/// text field of its own.
struct KbnSearchable<Rows: View>: View {
    @Binding var query: String
    let prompt: String
    @ViewBuilder let rows: () -> Rows

    var body: some View {
        if #available(iOS 15, macOS 12, tvOS 15, watchOS 8, *) {
            List { rows() }
                .searchable(text: $query, prompt: Text(prompt))
        } else {
            List {
                TextField(prompt, text: $query)
                rows()
            }
        }
    }
}

/// The list of a screen, built on first use and kept with the screen's state, and the last
/// sections it gave, so that a redraw with the same query and selection searches nothing.
final class KbnChoiceListCache<Kind: KbnType> {
    private var list: KbnChoiceList<Kind>?
    /// The update that `list` shows.
    private var update = KbnUpdate()
    private var last: (query: String, selection: KbnSelection<Kind>, sections: [KbnChoiceSection<Kind>])?

    func sections(
        matching query: String, selection: KbnSelection<Kind>, sectioning: KbnSectioning, searchAttributes: [String],
        update: KbnUpdate
    ) -> [KbnChoiceSection<Kind>] {
        if list?.sectioning != sectioning || list?.index.attributes != searchAttributes
            || !update.isIdentical(to: self.update)
        {
            let index = KbnSearchIndex(Kind.self, update: update, attributes: searchAttributes)
            list = KbnChoiceList(index: index, sectioning: sectioning)
            self.update = update
            last = nil
        }
        if let last, last.query == query, last.selection == selection {
            return last.sections
        }
        let sections = list!.sections(matching: query, selection: selection)
        last = (query, selection, sections)
        return sections
    }
}
#endif
