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
    public init(_ kind: any KbnType.Type, searchPrompt: String = "Search") {
        content = Self.list(of: kind, searchPrompt: searchPrompt)
        kindLogicalName = kind.kindLogicalName
    }

    // The kind is opened here, once, so that the rows below are generic over it.
    private static func list<Kind: KbnType>(of kind: Kind.Type, searchPrompt: String) -> AnyView {
        AnyView(KbnValueCards<Kind>(searchPrompt: searchPrompt))
    }

    public var body: some View {
        content
    }
}

/// The searchable cards of one kind.
struct KbnValueCards<Kind: KbnType>: View {
    let searchPrompt: String
    @State private var query = ""
    @State private var index: KbnSearchIndex<Kind>?
    @Environment(\.kbnUpdate) private var update

    var body: some View {
        let values = index?.searchChoices(query) ?? update.values(of: Kind.self)
        return KbnSearchable(query: $query, prompt: searchPrompt) {
            ForEach(values, id: \.code) { value in
                KbnCard(value)
            }
        }
        .onAppear { if index == nil { index = KbnSearchIndex(Kind.self, update: update) } }
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
    private let searchPrompt: String

    /// A list of `kinds`, in their order: the namespace's `allKinds`, or some of them.
    public init(kinds: [any KbnType.Type], searchPrompt: String = "Search") {
        self.kinds = kinds
        self.searchPrompt = searchPrompt
    }

    public var body: some View {
        List {
            ForEach(kinds.indices, id: \.self) { position in
                NavigationLink(destination: KbnKindList(kinds[position], searchPrompt: searchPrompt)) {
                    KbnKindRow(kind: kinds[position])
                }
            }
        }
    }
}

/// A kind's name, and how many values it has.
struct KbnKindRow: View {
    let kind: any KbnType.Type
    @Environment(\.kbnUpdate) private var update

    var body: some View {
        HStack {
            Text(Self.name(of: kind, in: update))
            Spacer()
            Text(String(Self.valueCount(of: kind, in: update)))
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .accessibilityElement(children: .combine)
    }

    private static func name<Kind: KbnType>(of kind: Kind.Type, in update: KbnUpdate) -> String {
        update.kindLogicalName(of: kind)
    }

    private static func valueCount<Kind: KbnType>(of kind: Kind.Type, in update: KbnUpdate) -> Int {
        update.updates(kind) ? update.values(of: kind).count : kind.allCases.count
    }
}
#endif
