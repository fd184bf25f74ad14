// Screens for kinds known only at run time: one kind's values as cards, and every kind of a
// namespace (its `allKinds`), each leading to its values.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// Every value of a kind, as cards, searchable.
///
/// ```swift
/// KbnKindList(Kbn.Prefecture.self)
/// KbnKindList(kind)   // a kind from `Kbn.allKinds`, known only at run time
/// ```
///
/// Deprecated values are listed too, since the list only shows; each card shows what
/// ``KbnCard`` shows.
public struct KbnKindList: View {
    private let content: AnyView
    private let kindLogicalName: String

    /// A list of the values of `kind`.
    ///
    /// - Parameters:
    ///   - kind: The kind, such as one of a namespace's `allKinds`.
    ///   - searchPrompt: The search field's placeholder, looked up in the app's strings; by default
    ///     the system's own, or KbnUI's "Search" where the list draws its own field.
    public init(_ kind: any KbnType.Type, searchPrompt: LocalizedStringKey? = nil) {
        content = Self.list(of: kind, searchPrompt: searchPrompt.map { Text($0) })
        kindLogicalName = kind.kindLogicalName
    }

    // The kind is opened here, once, so that the rows below are generic over it.
    private static func list<Kind: KbnType>(of kind: Kind.Type, searchPrompt: Text?) -> AnyView {
        AnyView(KbnValueCards<Kind>(searchPrompt: searchPrompt))
    }

    public var body: some View {
        content
    }
}

/// The searchable cards of one kind, whose index is prepared as a selection list's is.
struct KbnValueCards<Kind: KbnType>: View {
    let searchPrompt: Text?
    @State private var model = KbnChoiceListModel<Kind>()

    var body: some View {
        KbnModelCards(model: model, searchPrompt: searchPrompt)
    }
}

/// The cards as `model` gives their index, drawn again when it announces one.
struct KbnModelCards<Kind: KbnType>: View {
    @ObservedObject var model: KbnChoiceListModel<Kind>
    let searchPrompt: Text?
    @State private var query = ""
    @Environment(\.kbnUpdate) private var update

    var body: some View {
        let index = model.index(searchAttributes: [], update: update, whenReady: {})
        return KbnSearchable(query: $query, prompt: searchPrompt) {
            if let index {
                let found = index.searchChoices(query)
                ForEach(found, id: \.code) { value in
                    KbnCard(value)
                }
                if found.isEmpty && !KbnSearchFolding.query(query).isEmpty {
                    KbnNoResultsRow()
                }
            } else if model.showsProgress {
                KbnProgressRow()
            }
        }
    }
}

/// Every kind of a namespace, each leading to the list of its values.
///
/// Put it in the app's navigation container (`NavigationView`, or `NavigationStack` on iOS 16):
///
/// ```swift
/// NavigationView {
///     KbnNamespaceList(kinds: Kbn.allKinds)
/// }
/// ```
public struct KbnNamespaceList: View {
    private let kinds: [any KbnType.Type]
    private let searchPrompt: LocalizedStringKey?

    /// A list of `kinds`, in their order: the namespace's `allKinds`, or some of them.
    ///
    /// - Parameters:
    ///   - kinds: The kinds to list.
    ///   - searchPrompt: The placeholder of each kind's search field, looked up in the app's
    ///     strings; by default the system's own, or KbnUI's "Search".
    public init(kinds: [any KbnType.Type], searchPrompt: LocalizedStringKey? = nil) {
        self.kinds = kinds
        self.searchPrompt = searchPrompt
    }

    public var body: some View {
        List {
            // Identified by type, so that a row keeps its identity when the kinds change.
            ForEach(kinds.map(KbnKindItem.init)) { item in
                NavigationLink(destination: KbnKindList(item.kind, searchPrompt: searchPrompt)) {
                    KbnKindRow(kind: item.kind)
                }
            }
        }
    }
}

/// A kind of a namespace list, identified by its type.
struct KbnKindItem: Identifiable {
    let kind: any KbnType.Type
    var id: ObjectIdentifier { ObjectIdentifier(kind) }
}

/// A kind's name, and how many values it has.
struct KbnKindRow: View {
    let kind: any KbnType.Type
    @Environment(\.kbnUpdate) private var update
    @Environment(\.locale) private var locale

    var body: some View {
        HStack {
            Text(Self.name(of: kind, in: update))
            Spacer()
            Text(Self.valueCountText(of: kind, in: update, locale: locale))
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .accessibilityElement(children: .combine)
    }

    private static func name<Kind: KbnType>(of kind: Kind.Type, in update: KbnUpdate) -> String {
        update.kindLogicalName(of: kind)
    }

    /// "47 values", "47件": how many values `kind` has, in the screen's language.
    private static func valueCountText<Kind: KbnType>(of kind: Kind.Type, in update: KbnUpdate, locale: Locale)
        -> String
    {
        let count = update.updates(kind) ? update.values(of: kind).count : kind.allCases.count
        return KbnWord.valueCount(count, formatted: KbnCount.text(count, locale: locale), for: locale.identifier)
    }
}
#endif
