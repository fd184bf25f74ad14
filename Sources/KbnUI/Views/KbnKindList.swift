// Screens for kinds known only at run time: one kind's values as cards, and every kind of a
// namespace (its `allKinds`), each leading to its values.

#if canImport(SwiftUI)
import KbnKit
import SwiftUI

/// Every value of a kind, as cards, searchable; or every kind of a namespace, each leading to the
/// list of its values.
///
/// ```swift
/// KbnKindList(Kbn.Prefecture.self)
/// NavigationView {
///     KbnKindList(kinds: Kbn.allKinds)   // kinds known only at run time
/// }
/// ```
///
/// Deprecated values are listed too, since the list only shows; each card shows what
/// ``KbnCard`` shows.
public struct KbnKindList: View {
    /// One kind's cards; nil for a list of kinds.
    private let values: AnyView?
    private let kinds: [any KbnType.Type]
    private let searchPrompt: LocalizedStringKey?

    /// A list of the values of `kind`.
    ///
    /// - Parameters:
    ///   - kind: The kind, such as one of a namespace's `allKinds`.
    ///   - searchPrompt: The search field's placeholder, looked up in the app's strings; by default
    ///     the system's own, or KbnUI's "Search" where the list draws its own field.
    public init(_ kind: any KbnType.Type, searchPrompt: LocalizedStringKey? = nil) {
        values = Self.list(of: kind, searchPrompt: searchPrompt.map { Text($0) })
        kinds = []
        self.searchPrompt = searchPrompt
    }

    /// A list of `kinds`, in their order, each leading to the list of its values: the namespace's
    /// `allKinds`, or some of them. Put it in the app's navigation container.
    ///
    /// - Parameters:
    ///   - kinds: The kinds to list.
    ///   - searchPrompt: The placeholder of each kind's search field, looked up in the app's strings.
    public init(kinds: [any KbnType.Type], searchPrompt: LocalizedStringKey? = nil) {
        values = nil
        self.kinds = kinds
        self.searchPrompt = searchPrompt
    }

    // The kind is opened here, once, so that the rows below are generic over it.
    private static func list<Kind: KbnType>(of kind: Kind.Type, searchPrompt: Text?) -> AnyView {
        AnyView(KbnValueCards<Kind>(searchPrompt: searchPrompt))
    }

    public var body: some View {
        if let values {
            values
        } else {
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
}

/// The searchable cards of one kind, whose list a model of its own prepares, with the
/// environment's update.
struct KbnValueCards<Kind: KbnType>: View {
    let searchPrompt: Text?
    @State private var model = KbnSelectionModel<Kind>()
    @Environment(\.kbnUpdate) private var update

    var body: some View {
        let model = model
        let update = update
        return KbnModelCards(model: model, searchPrompt: searchPrompt)
            .onAppear {
                model.update = update
                Task { await model.prepare() }
            }
    }
}

/// The cards as `model` gives their index, drawn again when its list is ready.
struct KbnModelCards<Kind: KbnType>: View {
    @ObservedObject var model: KbnSelectionModel<Kind>
    let searchPrompt: Text?
    @State private var query = ""

    var body: some View {
        let index = model.list()?.list.index
        return KbnSearchable(query: $query, prompt: searchPrompt) {
            if let index {
                let found = index.searchChoices(query)
                ForEach(found, id: \.self) { value in
                    KbnCard(value)
                }
                if found.isEmpty && !KbnSearchFolding.query(query).isEmpty {
                    KbnNoResultsRow()
                }
            } else if model.showsProgress {
                KbnProgressRow()
            }
        }
        .environment(\.kbnUpdate, model.update)
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
