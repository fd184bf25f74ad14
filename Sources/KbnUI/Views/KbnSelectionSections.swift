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
/// offer as ``KbnChoiceList`` sections and ranks them for `query`, prepared as
/// ``KbnChoiceListModel`` prepares them (at once for a small kind or an index you built, else off
/// the main thread, with a progress row if that takes longer than a moment), with the update in
/// the environment. Give the query from a `searchable(text:)` field, a `TextField`, or anything
/// else; an empty one lists every value. A trailing closure makes each row's content, as
/// `List(_:rowContent:)`'s does.
public struct KbnSelectionSections<Kind: KbnType, RowContent: View>: View {
    var content: KbnSelectionContent<Kind, RowContent>
    private let query: String
    @State private var model = KbnChoiceListModel<Kind>()

    /// The sections that choose exactly one value, each row showing what `rowContent` makes of it.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - query: What the person typed, which the sections search for.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names.
    ///   - index: An index of the kind that the app built, to search instead of one built here; its
    ///     attributes and update are used.
    ///   - onChoice: Called with the value of a row that a person tapped, once the tap has changed
    ///     the selection.
    ///   - rowContent: What a row shows of its value; the sections keep the row's button, check
    ///     mark, disabled state and accessibility traits.
    public init(
        selection: Binding<Kind>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, rowContent)
    }

    /// The sections that choose one value or none. The parameters are those of the initializer
    /// that binds a `Kind`.
    public init(
        selection: Binding<Kind?>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, rowContent)
    }

    /// The sections that choose any number of values. The parameters are those of the initializer
    /// that binds a `Kind`.
    public init(
        selection: Binding<Set<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, rowContent)
    }

    /// The sections that choose one value and keep a code the app does not know until a person
    /// replaces it. The parameters are those of the initializer that binds a `Kind`.
    public init(
        selection: Binding<KbnValue<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil,
        @ViewBuilder rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(.kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, rowContent)
    }

    private init(
        _ selection: Binding<KbnSelection<Kind>>, _ query: String, _ sectioning: KbnSectioning<Kind>,
        _ searchAttributes: [KbnAttribute<Kind>], _ index: KbnSearchIndex<Kind>?,
        _ onChoice: ((KbnValue<Kind>) -> Void)?, _ rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        self.init(
            KbnSelectionContent(
                selection: selection, sectioning: sectioning, searchAttributes: searchAttributes, index: index,
                onChoice: onChoice, rowContent: rowContent),
            query: query)
    }

    /// The sections of `content` for `query`: what ``KbnSelectionList`` shows in its list.
    init(_ content: KbnSelectionContent<Kind, RowContent>, query: String) {
        self.content = content
        self.query = query
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
        KbnModelSections(model: model, content: content, query: query)
    }
}

extension KbnSelectionSections where RowContent == KbnChoiceRowLabel<Kind> {
    /// The sections that choose exactly one value, each row showing its value's name and code.
    ///
    /// - Parameters:
    ///   - selection: The chosen value.
    ///   - query: What the person typed, which the sections search for.
    ///   - sectioning: How values are sectioned: by group, by an attribute's value, or not.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names.
    ///   - index: An index of the kind that the app built, to search instead of one built here; its
    ///     attributes and update are used.
    ///   - onChoice: Called with the value of a row that a person tapped, once the tap has changed
    ///     the selection.
    public init(
        selection: Binding<Kind>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, KbnChoiceRowLabel.init)
    }

    /// The sections that choose one value or none, each row showing its value's name and code.
    public init(
        selection: Binding<Kind?>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, KbnChoiceRowLabel.init)
    }

    /// The sections that choose any number of values, each row showing its value's name and code.
    public init(
        selection: Binding<Set<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, KbnChoiceRowLabel.init)
    }

    /// The sections that choose one value and keep a code the app does not know, each row showing
    /// its value's name and code.
    public init(
        selection: Binding<KbnValue<Kind>>, query: String, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], index: KbnSearchIndex<Kind>? = nil,
        onChoice: ((KbnValue<Kind>) -> Void)? = nil
    ) {
        self.init(
            .kbnSelection(selection), query, sectioning, searchAttributes, index, onChoice, KbnChoiceRowLabel.init)
    }
}

/// The sections as `model` gives them, drawn again when it announces a list or its progress
/// indicator: `@ObservedObject`, since `@StateObject` needs iOS 14, and `KbnSelectionSections`
/// keeps the model in `@State`.
struct KbnModelSections<Kind: KbnType, RowContent: View>: View {
    @ObservedObject var model: KbnChoiceListModel<Kind>
    let content: KbnSelectionContent<Kind, RowContent>
    let query: String
    @Environment(\.kbnUpdate) private var update
    @Environment(\.locale) private var locale

    var body: some View {
        let selection = content.selection
        let chosen = selection.wrappedValue
        let sections = model.sections(
            matching: query, selection: chosen, sectioning: content.sectioning,
            searchAttributes: content.searchAttributes, update: update, index: content.index)
        // Check marks from the chosen codes, once per drawing: the rows themselves do not change
        // with the selection.
        let chosenCodes = chosen.chosenCodes
        return Group {
            if let sections {
                ForEach(sections) { section in
                    Section(header: content.header(of: section.id, chosen: chosen, locale: locale)) {
                        ForEach(section.rows) { row in
                            KbnChoiceRowView(
                                row: row, isChosen: chosenCodes.contains(row.id), content: content.rowContent(row)
                            ) {
                                content.choose(row)
                            }
                        }
                    }
                }
                if KbnChoiceList.findsNothing(sections, for: query) {
                    KbnNoResultsRow()
                }
            } else if model.showsProgress {
                KbnProgressRow()
            }
        }
    }
}

/// What a selection screen chooses and how it lists it, as ``KbnSelectionList`` and
/// ``KbnSelectionSections`` were given it.
struct KbnSelectionContent<Kind: KbnType, RowContent: View> {
    let selection: Binding<KbnSelection<Kind>>
    let sectioning: KbnSectioning<Kind>
    let searchAttributes: [KbnAttribute<Kind>]
    let index: KbnSearchIndex<Kind>?
    /// Called with the value of a tapped row once the tap changed the selection.
    let onChoice: ((KbnValue<Kind>) -> Void)?
    /// What a row shows of its value.
    let rowContent: (KbnChoiceRow<Kind>) -> RowContent
    /// A section's header; nil for ``KbnChoiceSection/ID-swift.enum/defaultTitle(locale:)``'s text.
    var sectionHeader: ((KbnChoiceSection<Kind>.ID) -> AnyView)?

    init(
        selection: Binding<KbnSelection<Kind>>, sectioning: KbnSectioning<Kind>,
        searchAttributes: [KbnAttribute<Kind>], index: KbnSearchIndex<Kind>?,
        onChoice: ((KbnValue<Kind>) -> Void)?, rowContent: @escaping (KbnChoiceRow<Kind>) -> RowContent
    ) {
        // An attribute by a name that the kind does not have stops the program here, in the
        // app's call that makes the view, and not in the preparation off the main thread.
        KbnChoiceList.checkEarly(sectioning: sectioning, searchAttributes: index == nil ? searchAttributes : [])
        self.selection = selection
        self.sectioning = sectioning
        self.searchAttributes = searchAttributes
        self.index = index
        self.onChoice = onChoice
        self.rowContent = rowContent
    }

    /// Changes the selection as a tap on `row` does, and tells `onChoice` when it changed.
    func choose(_ row: KbnChoiceRow<Kind>) {
        guard let changed = selection.wrappedValue.toggled(row) else { return }
        selection.wrappedValue = changed
        onChoice?(row.value)
    }

    /// The header of the section `id`: the app's, else KbnUI's own words in the language of
    /// `locale`, and over a set's chosen values how many are chosen ("3 chosen", 3件選択中), since
    /// that section shows only the chosen values that are not on offer.
    func header(of id: KbnChoiceSection<Kind>.ID, chosen: KbnSelection<Kind>, locale: Locale) -> AnyView? {
        if let sectionHeader { return sectionHeader(id) }
        if id == .chosen, chosen.mode == .many {
            let count = chosen.chosen.count
            return AnyView(
                Text(
                    KbnWord.chosenCount(count, formatted: KbnCount.text(count, locale: locale), for: locale.identifier))
            )
        }
        return id.defaultTitle(for: locale.identifier).map { AnyView(Text($0)) }
    }
}

/// A count as the screen's locale writes it: 26,704.
enum KbnCount {
    static func text(_ count: Int, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
#endif
