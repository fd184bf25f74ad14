// The selection screen for a kind of any size: searchable as Japanese users type, sectioned by a
// group or an attribute, for one value, one or none, a set, or a value that may be unknown; for a
// kind with a parent kind, over two levels.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// A searchable, sectioned list that chooses values of a kind: the screen for large masters, on a
/// ``KbnSelectionModel`` that the app keeps.
///
/// ```swift
/// struct ClinicScreen: View {
///     let municipalities: KbnSelectionModel<LocalGov.Municipality>   // the app's, prepared at launch
///     @Binding var municipality: LocalGov.Municipality?
///
///     var body: some View {
///         KbnSelectionList(municipalities, selection: $municipality)
///     }
/// }
/// ```
///
/// The binding is the app's own state: a `Kind` (exactly one value), a `Kind?` (one or none), a
/// `Set<Kind>` (any number), or a `KbnValue<Kind>` (one value, which may be a code the app does not
/// know, and which is offered the values an update adds); see ``KbnSelectable``. The model gives
/// the sectioning, the searched attributes and the update; the list shows them.
///
/// The search matches codes and names folded (`がん` finds `胃ガン`) and ranks exact codes first. On
/// iOS 15, macOS 12, tvOS 15, watchOS 8 and later it is the system's `searchable` field, which the
/// navigation container shows, so put the list in one; earlier, it is a search field of the list's
/// own above it, with a clear button, without autocorrection or capitalization.
///
/// The chosen values come first, in a section that every search keeps: a deprecated value or an
/// unknown code that is chosen stays shown until a person takes another, a deprecated one with its
/// message, an unknown code with KbnUI's "Unknown code" (不明なコード). Bound to a set, the list shows
/// how many values are chosen in that section's header ("3 chosen", 3件選択中), and the values on
/// offer are chosen where they are, so that a tap moves no row. A chosen row carries the system's
/// check mark and the accessibility trait `isSelected`. A search that finds nothing says "No
/// results" (該当なし).
///
/// The list starts the model's ``KbnSelectionModel/prepare()`` when it appears, and shows a progress
/// row only if that takes longer than a moment; a model the app prepared shows its rows at once.
///
/// For a kind with a parent kind, `init(_:parents:selection:)` makes a
/// list over two levels: the parents, searched, each leading to its own values; and a query of two
/// words ("みずほ 渋谷") finds values across both levels.
public struct KbnSelectionList<Kind: KbnType, RowContent: View>: View {
    private let model: KbnSelectionModel<Kind>
    private let content: KbnSelectionContent<Kind, RowContent>
    /// The list of parents over the values, for a kind with a parent kind; nil for another kind.
    private let levels: ((Binding<String>) -> AnyView)?
    @State private var query = ""

    /// A list that chooses values of `model`'s kind, each row showing what `rowContent` makes of it.
    ///
    /// ```swift
    /// KbnSelectionList(municipalities, selection: $municipality) { row in
    ///     VStack(alignment: .leading) {
    ///         KbnLabel(row.value)
    ///         Text(row.value.known?.kana ?? row.value.code).font(.caption)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - model: The values on offer, as the app keeps them.
    ///   - selection: The chosen values: a `Kind?`, a `Set<Kind>` or a `KbnValue<Kind>`.
    ///   - rowContent: What a row shows of its value, in place of its name and code; the list keeps
    ///     the row's button, check mark, disabled state and accessibility traits.
    public init<Selection: KbnSelectable>(
        _ model: KbnSelectionModel<Kind>, selection: Binding<Selection>,
        @ViewBuilder rowContent: @escaping (KbnSelectionRow<Kind>) -> RowContent
    ) where Selection.Kind == Kind {
        self.init(model, KbnSelectionContent(selection: .kbnSelection(selection), rowContent: rowContent), levels: nil)
    }

    /// A list that chooses exactly one value of `model`'s kind, each row showing what `rowContent`
    /// makes of it.
    public init(
        _ model: KbnSelectionModel<Kind>, selection: Binding<Kind>,
        @ViewBuilder rowContent: @escaping (KbnSelectionRow<Kind>) -> RowContent
    ) {
        self.init(model, KbnSelectionContent(selection: .kbnSelection(selection), rowContent: rowContent), levels: nil)
    }

    init(
        _ model: KbnSelectionModel<Kind>, _ content: KbnSelectionContent<Kind, RowContent>,
        levels: ((Binding<String>) -> AnyView)?
    ) {
        self.model = model
        self.content = content
        self.levels = levels
    }

    public var body: some View {
        let model = model
        return KbnSearchable(query: $query, prompt: nil) {
            if let levels {
                levels($query)
            } else {
                KbnModelSections(model: model, content: content, query: query) {
                    model.sections(matching: $0, selection: $1)
                }
            }
        }
        .onAppear {
            Task { await model.prepare() }
        }
    }

    /// The list with each section's header made by `header`, in place of KbnUI's: "Chosen" over the
    /// chosen values (a set's count of them), the group's name or the attribute's value, and none
    /// for every value of a list without sections.
    ///
    /// Call it on the list itself, before other modifiers, which return another view.
    public func sectionHeader<Header: View>(
        @ViewBuilder _ header: @escaping (KbnSelectionSection<Kind>) -> Header
    ) -> KbnSelectionList {
        var content = content
        content.sectionHeader = { AnyView(header($0)) }
        return KbnSelectionList(model, content, levels: levels)
    }
}

extension KbnSelectionList where RowContent == AnyView {
    /// A list that chooses values of `model`'s kind, each row showing its value's name and code, and
    /// why a chosen value is deprecated.
    ///
    /// - Parameters:
    ///   - model: The values on offer, as the app keeps them.
    ///   - selection: The chosen values: a `Kind?`, a `Set<Kind>` or a `KbnValue<Kind>`.
    public init<Selection: KbnSelectable>(_ model: KbnSelectionModel<Kind>, selection: Binding<Selection>)
    where Selection.Kind == Kind {
        self.init(model, selection: selection) { AnyView(KbnRowLabel(row: $0)) }
    }

    /// A list that chooses exactly one value of `model`'s kind, each row showing its value's name
    /// and code.
    public init(_ model: KbnSelectionModel<Kind>, selection: Binding<Kind>) {
        self.init(model, selection: selection) { AnyView(KbnRowLabel(row: $0)) }
    }
}

extension KbnSelectionList where Kind: KbnChildType, RowContent == AnyView {
    /// A list over two levels that chooses values of a kind with a parent kind: the values of
    /// `parents`, searched, each leading to a list of its own values; and for a query of two words,
    /// such as "みずほ 渋谷", the values that the second finds under the parents that the first finds.
    ///
    /// - Parameters:
    ///   - model: The values on offer, as the app keeps them.
    ///   - parents: The parents, as the app keeps them: searched by their own attributes.
    ///   - selection: The chosen values: a `Kind?`, a `Set<Kind>` or a `KbnValue<Kind>`.
    public init<Selection: KbnSelectable>(
        _ model: KbnSelectionModel<Kind>, parents: KbnSelectionModel<Kind.Parent>, selection: Binding<Selection>
    ) where Selection.Kind == Kind {
        self.init(
            model, parents: parents,
            KbnSelectionContent(selection: .kbnSelection(selection)) { AnyView(KbnRowLabel(row: $0)) })
    }

    /// A list over two levels that chooses exactly one value of a kind with a parent kind.
    public init(_ model: KbnSelectionModel<Kind>, parents: KbnSelectionModel<Kind.Parent>, selection: Binding<Kind>) {
        self.init(
            model, parents: parents,
            KbnSelectionContent(selection: .kbnSelection(selection)) { AnyView(KbnRowLabel(row: $0)) })
    }

    private init(
        _ model: KbnSelectionModel<Kind>, parents: KbnSelectionModel<Kind.Parent>,
        _ content: KbnSelectionContent<Kind, AnyView>
    ) {
        self.init(model, content) { query in
            AnyView(KbnParentLevel(model: model, parents: parents, content: content, query: query.wrappedValue))
        }
    }
}

/// The first level of a two-level list: the chosen values and the values that a query of two
/// words finds across levels, then the parents that the query finds, each leading to its values.
struct KbnParentLevel<Kind: KbnChildType>: View {
    let model: KbnSelectionModel<Kind>
    let parents: KbnSelectionModel<Kind.Parent>
    let content: KbnSelectionContent<Kind, AnyView>
    let query: String

    var body: some View {
        let model = model
        let parents = parents
        // A query of one word finds parents alone: whether it finds nothing is theirs to say.
        let acrossQuery = KbnSelectionModel<Kind>.levels(of: query) == nil ? "" : query
        return Group {
            KbnModelSections(model: model, content: content, query: acrossQuery) {
                model.sections(matching: query, parents: parents, selection: $1)
            }
            KbnParentRows(parents: parents, query: query) { parent in
                KbnChildLevel(model: model, parent: parent, content: content)
            }
        }
        .onAppear {
            Task { await parents.prepare() }
        }
    }
}

/// The parents that a query finds, each leading to its values.
struct KbnParentRows<Parent: KbnType, Destination: View>: View {
    @ObservedObject var parents: KbnSelectionModel<Parent>
    let query: String
    let destination: (KbnValue<Parent>) -> Destination

    var body: some View {
        let found = parents.sections(matching: query, selection: Parent?.none)?.flatMap(\.rows) ?? []
        return Section {
            ForEach(found) { parent in
                NavigationLink(destination: destination(parent.value)) {
                    KbnLabel(parent.value)
                }
            }
        }
    }
}

/// The second level of a two-level list: one parent's values, searched.
struct KbnChildLevel<Kind: KbnChildType>: View {
    let model: KbnSelectionModel<Kind>
    let parent: KbnValue<Kind.Parent>
    let content: KbnSelectionContent<Kind, AnyView>
    @State private var query = ""

    var body: some View {
        let model = model
        let parent = parent
        return KbnSearchable(query: $query, prompt: nil) {
            KbnModelSections(model: model, content: content, query: query) {
                model.sections(matching: $0, under: parent, selection: $1)
            }
        }
    }
}

/// The sections of a screen as `sections` gives them of its model, for the query and the
/// selection: each row with its check mark, a tap toggling it; a progress row while the model
/// prepares its list, once that takes long. Drawn again when the model announces its list:
/// `@ObservedObject`, since `@StateObject` needs iOS 14.
struct KbnModelSections<Kind: KbnType, RowContent: View>: View {
    @ObservedObject var model: KbnSelectionModel<Kind>
    let content: KbnSelectionContent<Kind, RowContent>
    /// The query, as the screen says that it finds nothing.
    let query: String
    let sections: @MainActor (String, KbnSelection<Kind>) -> [KbnSelectionSection<Kind>]?
    @Environment(\.locale) private var locale

    var body: some View {
        let chosen = content.selection.wrappedValue
        let sections = sections(query, chosen)
        return Group {
            if let sections {
                ForEach(sections) { section in
                    Section(header: content.header(of: section, chosen: chosen, locale: locale)) {
                        ForEach(section.rows) { row in
                            KbnChoiceRowView(
                                row: row, isChosen: chosen.contains(row.value), content: content.rowContent(row)
                            ) {
                                content.choose(row)
                            }
                        }
                    }
                }
                if KbnSectionedList.findsNothing(sections, for: query) {
                    KbnNoResultsRow()
                }
            } else if model.showsProgress {
                KbnProgressRow()
            }
        }
        // The rows show the model's update, whatever the environment's.
        .environment(\.kbnUpdate, model.update)
    }
}

/// What a selection screen chooses and how it shows a row and a section's header.
struct KbnSelectionContent<Kind: KbnType, RowContent: View> {
    let selection: Binding<KbnSelection<Kind>>
    /// What a row shows of its value.
    let rowContent: (KbnSelectionRow<Kind>) -> RowContent
    /// A section's header; nil for KbnUI's.
    var sectionHeader: ((KbnSelectionSection<Kind>) -> AnyView)?

    init(
        selection: Binding<KbnSelection<Kind>>, rowContent: @escaping (KbnSelectionRow<Kind>) -> RowContent
    ) {
        self.selection = selection
        self.rowContent = rowContent
    }

    /// Changes the selection as a tap on `row` does.
    func choose(_ row: KbnSelectionRow<Kind>) {
        guard let changed = selection.wrappedValue.toggled(row) else { return }
        selection.wrappedValue = changed
    }

    /// The header of `section`: the app's, else KbnUI's own words in the language of `locale`, and
    /// over a set's chosen values how many are chosen ("3 chosen", 3件選択中), since that section
    /// shows only the chosen values that are not on offer.
    func header(of section: KbnSelectionSection<Kind>, chosen: KbnSelection<Kind>, locale: Locale) -> AnyView? {
        if let sectionHeader { return sectionHeader(section) }
        if section.isChosen, chosen.mode == .many {
            let count = chosen.chosen.count
            return AnyView(
                Text(
                    KbnWord.chosenCount(count, formatted: KbnCount.text(count, locale: locale), for: locale.identifier))
            )
        }
        return section.defaultTitle(for: locale.identifier).map { AnyView(Text($0)) }
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

/// What a selection screen's row shows of its value unless the app gives its own: the value's name
/// and code, as ``KbnLabel`` shows them in the style ``KbnLabelStyle/nameAndCode`` ("Unknown code"
/// for a code that neither the app nor its update knows), and under a chosen deprecated value, why
/// it is deprecated.
struct KbnRowLabel<Kind: KbnType>: View {
    let row: KbnSelectionRow<Kind>

    var body: some View {
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
    let row: KbnSelectionRow<Kind>
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
/// than a moment (``KbnSelectionModel/showsProgress``); VoiceOver reads "Loading" (読み込み中).
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
