// The model under a selection screen: its list built off the main thread, once per sectioning,
// searched attributes and update, and the sections of the last query kept, so that the main thread
// does no more than search a keystroke. Plain Swift, tested on Linux.

import KbnKit

/// The sections of a selection screen, prepared off the main thread: the model that
/// ``KbnSelectionList`` shows, for a screen of an app's own.
///
/// A large kind's first use, its search index and its sections take a tenth of a second or more
/// (the 26,704 values of Japan's standard disease master), which the main thread must not wait
/// for. The model builds them in a detached task and, until the first are ready, gives no
/// sections, so that the screen shows a progress indicator; it calls `whenReady` on the main actor
/// once they are. A list prepared again, for an update that arrives while the screen is open,
/// replaces the previous one only when it is ready.
///
/// ```swift
/// @State private var model = KbnChoiceListModel<Kbn.Disease>()
/// @State private var isReady = false
///
/// var body: some View {
///     if let sections = model.sections(matching: query, selection: selection, whenReady: { isReady = true }) {
///         …   // the sections' rows
///     } else {
///         ProgressView()
///     }
/// }
/// ```
@MainActor
public final class KbnChoiceListModel<Kind: KbnType> {
    /// The sections of `list` on offer for a query, for a selection that accepts unknown codes or not.
    private struct Offered: Sendable {
        let query: String
        let acceptsUnknownCodes: Bool
        let sections: [KbnChoiceSection<Kind>]
    }

    /// What the list is made of: a list of other ingredients is made again.
    private struct Recipe: Sendable {
        let sectioning: KbnSectioning<Kind>
        let searchAttributes: [KbnAttribute<Kind>]
        let update: KbnUpdate
        /// An index the app built; nil to build one of `searchAttributes` and `update`.
        let index: KbnSearchIndex<Kind>?

        func isSame(as other: Recipe) -> Bool {
            guard sectioning == other.sectioning else { return false }
            switch (index, other.index) {
            case (nil, nil):
                return searchAttributes == other.searchAttributes && update.isIdentical(to: other.update)
            case (let index?, let otherIndex?):
                // The index holds its attributes and update; another index is another list, even
                // one built of the same.
                return index.isIdentical(to: otherIndex)
            default:
                return false
            }
        }

        /// The list, which the initializers of the index and the list build at once.
        func list() -> KbnChoiceList<Kind> {
            let index = index ?? KbnSearchIndex(Kind.self, update: update, attributes: searchAttributes)
            return KbnChoiceList(index: index, sectioning: sectioning)
        }
    }

    private var recipe: Recipe?
    private var list: KbnChoiceList<Kind>?
    /// The sections of the last call, which a redraw with its query and selection gives again.
    private var last: (query: String, selection: KbnSelection<Kind>, sections: [KbnChoiceSection<Kind>])?
    /// The sections on offer for the last query, which a tap, changing only the selection, keeps.
    private var offered: Offered?
    private var building: Task<Void, Never>?

    /// A model with nothing prepared yet.
    public nonisolated init() {}

    /// The sections for `query` with `selection` chosen, as ``KbnChoiceList/sections(matching:selection:)``
    /// gives them; nil while the first list is being prepared, which this call starts.
    ///
    /// The list is prepared once for a sectioning, searched attributes and update, or index, and
    /// again when one of them changes, such as when an update arrives while the screen is open:
    /// until the new list is ready, the sections are the previous list's, so that the screen keeps
    /// its rows instead of a progress indicator, and `whenReady` is called when the new ones can be
    /// shown.
    /// A call with the query of the last one searches nothing: a tap, which changes the selection,
    /// makes the chosen values' section anew and keeps the sections on offer as they are.
    ///
    /// A sectioning or a searched attribute by a name that the kind does not have stops the
    /// program here, on the caller's thread, with a message that names it.
    ///
    /// - Parameters:
    ///   - query: What the person typed.
    ///   - selection: The chosen values, which come first.
    ///   - sectioning: How the values are sectioned.
    ///   - searchAttributes: `String` attributes that the search matches besides codes and names.
    ///   - update: The update whose names, order and values the list shows.
    ///   - index: An index the app built, such as at launch, to use instead of building one; its
    ///     attributes and update are the list's, and the two arguments before it are not used.
    ///     Another index, even one built of the same, is prepared anew.
    ///   - whenReady: Called on the main actor when a list that this call started is ready.
    public func sections(
        matching query: String, selection: KbnSelection<Kind>, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], update: KbnUpdate = KbnUpdate(),
        index: KbnSearchIndex<Kind>? = nil,
        whenReady: @escaping @MainActor () -> Void = {}
    ) -> [KbnChoiceSection<Kind>]? {
        let recipe = Recipe(
            sectioning: sectioning, searchAttributes: index?.attributes ?? searchAttributes,
            update: index?.update ?? update, index: index)
        guard let list = prepared(recipe, first: (query, selection), whenReady: whenReady) else { return nil }
        if let last, last.query == query, last.selection == selection {
            return last.sections
        }
        let acceptsUnknownCodes = selection.acceptsUnknownCodes
        let onOffer: [KbnChoiceSection<Kind>]
        if let offered, offered.query == query, offered.acceptsUnknownCodes == acceptsUnknownCodes {
            onOffer = offered.sections
        } else {
            onOffer = list.offeredSections(matching: query, acceptingUnknownCodes: acceptsUnknownCodes)
            offered = Offered(query: query, acceptsUnknownCodes: acceptsUnknownCodes, sections: onOffer)
        }
        let sections = list.chosenSection(of: selection).map { [$0] + onOffer } ?? onOffer
        last = (query, selection, sections)
        return sections
    }

    /// The index of the list for `searchAttributes` and `update`, unsectioned; nil while it is
    /// being prepared, which this call starts when it is not.
    func index(
        searchAttributes: [KbnAttribute<Kind>], update: KbnUpdate, whenReady: @escaping @MainActor () -> Void
    ) -> KbnSearchIndex<Kind>? {
        let recipe = Recipe(sectioning: .none, searchAttributes: searchAttributes, update: update, index: nil)
        return prepared(recipe, first: nil, whenReady: whenReady)?.index
    }

    /// Waits until the list being prepared, if any, is ready.
    public func ready() async {
        await building?.value
    }

    /// The list of `recipe`, or while a task prepares it, the list of the recipe before, nil for
    /// none: started here unless it runs already, with the sections on offer for `first` worked
    /// out in the same task.
    private func prepared(
        _ recipe: Recipe, first: (query: String, selection: KbnSelection<Kind>)?,
        whenReady: @escaping @MainActor () -> Void
    ) -> KbnChoiceList<Kind>? {
        if let current = self.recipe, current.isSame(as: recipe) {
            return list
        }
        // Here, where the screen asks, and not in the task, where a stop is hard to trace.
        KbnChoiceList.checkEarly(
            sectioning: recipe.sectioning, searchAttributes: recipe.index == nil ? recipe.searchAttributes : [])
        self.recipe = recipe
        // `list`, `last` and `offered` stay until the task replaces them: the screen keeps the
        // previous rows.
        building?.cancel()
        building = Task { [weak self] in
            let prepared = await Task.detached(priority: .userInitiated) {
                let list = recipe.list()
                return (
                    list,
                    first.map {
                        let acceptsUnknownCodes = $0.selection.acceptsUnknownCodes
                        return Offered(
                            query: $0.query, acceptsUnknownCodes: acceptsUnknownCodes,
                            sections: list.offeredSections(
                                matching: $0.query, acceptingUnknownCodes: acceptsUnknownCodes))
                    }
                )
            }.value
            // A recipe given since this one started is the one to show.
            guard let self, !Task.isCancelled else { return }
            self.list = prepared.0
            self.offered = prepared.1
            self.last = nil
            whenReady()
        }
        return list
    }
}
