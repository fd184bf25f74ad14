// The sections of a selection screen without a list or a search field of their own: for a Form or
// an app's own List, with the query the app keeps. KbnSelectionList shows them in its list.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// The sections of a ``KbnSelectionList`` without its list and search field: for a `Form` or a
/// `List` of your own, with a query that you keep.
///
/// ```swift
/// Form {
///     TextField("市区町村名・コード・よみ", text: $query)
///     KbnSelectionSections(selection: $municipality, query: query, searchAttributes: [KbnAttribute(\.kana)])
/// }
/// ```
///
/// They are the list's own sections, with its rules: the chosen values first, then the values on
/// offer as ``KbnChoiceList`` sections and ranks them for `query`, prepared off the main thread on
/// first display (a progress row shows until then), with the update in the environment. Give the
/// query from a `searchable(text:)` field, a `TextField`, or anything else; an empty one lists every
/// value.
public struct KbnSelectionSections<Kind: KbnType>: View {
    var content: KbnSelectionContent<Kind>
    private let query: String
    @State private var model = KbnChoiceListModel<Kind>()
    /// How many lists the model has prepared: a change draws the sections again.
    @State private var preparedLists = 0
    @Environment(\.kbnUpdate) private var update
    @Environment(\.locale) private var locale

    /// The sections that choose exactly one value.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - query: What the person typed, which the sections search for.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names.
    ///   - index: An index of the kind that the app built, to search instead of one built here; its
    ///     attributes and update are used.
    public init(
        selection: Binding<Kind>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index)
    }

    /// The sections that choose one value or none. The parameters are those of the initializer
    /// that binds a `Kind`.
    public init(
        selection: Binding<Kind?>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [],
        index: KbnSearchIndex<Kind>? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index)
    }

    /// The sections that choose any number of values. The parameters are those of the initializer
    /// that binds a `Kind`.
    public init(
        selection: Binding<Set<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index)
    }

    /// The sections that choose one value and keep a code the app does not know until a person
    /// replaces it. The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<KbnValue<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index)
    }

    private init(
        _ selection: Binding<KbnSelection<Kind>>, _ query: String, _ sectioning: KbnSectioning<Kind>,
        _ searchAttributes: [KbnAttribute<Kind>], _ index: KbnSearchIndex<Kind>?
    ) {
        self.init(
            KbnSelectionContent(
                selection: selection, sectioning: sectioning, searchAttributes: searchAttributes, index: index),
            query: query)
    }

    /// The sections of `content` for `query`: what ``KbnSelectionList`` shows in its list.
    init(_ content: KbnSelectionContent<Kind>, query: String) {
        self.content = content
        self.query = query
    }

    /// The sections with each row showing what `content` makes of it, as
    /// ``KbnSelectionList/rowContent(_:)`` does for the list.
    public func rowContent<Content: View>(
        @ViewBuilder _ content: @escaping (KbnChoiceRow<Kind>) -> Content
    ) -> KbnSelectionSections {
        var copy = self
        copy.content.rowContent = { AnyView(content($0)) }
        return copy
    }

    /// The sections with each header made by `header`, as ``KbnSelectionList/sectionHeader(_:)``
    /// does for the list.
    public func sectionHeader<Header: View>(
        @ViewBuilder _ header: @escaping (KbnChoiceSection<Kind>.ID) -> Header
    ) -> KbnSelectionSections {
        var copy = self
        copy.content.sectionHeader = { AnyView(header($0)) }
        return copy
    }

    public var body: some View {
        // Read, so that the sections are drawn again when the model is ready.
        _ = preparedLists
        let selection = content.selection
        let chosen = selection.wrappedValue
        let sections = model.sections(
            matching: query, selection: chosen, sectioning: content.sectioning,
            searchAttributes: content.searchAttributes, update: update, index: content.index,
            whenReady: { preparedLists += 1 })
        // Check marks from the chosen codes, once per drawing: the rows themselves do not change
        // with the selection.
        let chosenCodes = chosen.chosenCodes
        return Group {
            if let sections {
                ForEach(sections) { section in
                    Section(header: content.header(of: section.id, locale: locale)) {
                        ForEach(section.rows) { row in
                            KbnChoiceRowView(
                                row: row, isChosen: chosenCodes.contains(row.id), content: content.rowContent
                            ) {
                                selection.wrappedValue.toggle(row)
                            }
                        }
                    }
                }
                if KbnChoiceList.findsNothing(sections, for: query) {
                    KbnNoResultsRow()
                }
            } else {
                KbnProgressRow()
            }
        }
    }
}

/// What a selection screen chooses and how it lists it, as ``KbnSelectionList`` and
/// ``KbnSelectionSections`` were given it.
struct KbnSelectionContent<Kind: KbnType> {
    let selection: Binding<KbnSelection<Kind>>
    let sectioning: KbnSectioning<Kind>
    let searchAttributes: [KbnAttribute<Kind>]
    let index: KbnSearchIndex<Kind>?
    /// What a row shows of its value; nil for its name and code.
    var rowContent: ((KbnChoiceRow<Kind>) -> AnyView)?
    /// A section's header; nil for ``KbnSelectionList/defaultTitle(_:locale:)``'s text.
    var sectionHeader: ((KbnChoiceSection<Kind>.ID) -> AnyView)?

    init(
        selection: Binding<KbnSelection<Kind>>, sectioning: KbnSectioning<Kind>,
        searchAttributes: [KbnAttribute<Kind>], index: KbnSearchIndex<Kind>?
    ) {
        // An attribute by a name that the kind does not have stops the program here, in the
        // app's call that makes the view, and not in the preparation off the main thread.
        KbnChoiceList.checkEarly(sectioning: sectioning, searchAttributes: index == nil ? searchAttributes : [])
        self.selection = selection
        self.sectioning = sectioning
        self.searchAttributes = searchAttributes
        self.index = index
    }

    /// The header of the section `id`, KbnUI's own words in the language of `locale`.
    func header(of id: KbnChoiceSection<Kind>.ID, locale: Locale) -> AnyView? {
        sectionHeader.map { $0(id) } ?? id.defaultTitle(for: locale.identifier).map { AnyView(Text($0)) }
    }
}
#endif
