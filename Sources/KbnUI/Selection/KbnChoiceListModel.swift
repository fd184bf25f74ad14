// The model under a selection screen: its list prepared once per sectioning, searched attributes
// and update, at once for a small kind or an index the app built and off the main thread
// otherwise, shared with other screens of the same, and the sections of the last query kept, so
// that the main thread does no more than search a keystroke. Plain Swift, tested on Linux.

import KbnKit

#if canImport(Combine)
import Combine
#endif

/// The sections of a selection screen, prepared off the main thread where they take long: the
/// model that ``KbnSelectionList`` shows, for a screen of an app's own.
///
/// A large kind's first use, its search index and its sections take a tenth of a second or more
/// (the 26,704 values of Japan's standard disease master), which the main thread must not wait
/// for. The model prepares them in a detached task and, until the first are ready, gives no
/// sections; ``showsProgress`` turns true when that takes longer than a moment, so that a screen
/// shows a progress indicator only then. A kind of at most 1,000 values, and an index that the
/// app built (whose sections are all that is left to make), are prepared at once, and their rows
/// are there on first display; sectioned by an update's groups, each group and membership counts
/// as a value, so that an update of few values and many groups is grouped off the main thread. A list is prepared once for every model that asks for the same
/// kind, sectioning, attributes and update, or index: a screen pushed over another of the same
/// kind shows its rows at once. A list prepared again, for an update that arrives while the screen
/// is open, replaces the previous one only when it is ready; a preparation that no screen waits
/// for any more is cancelled, and stops.
///
/// On Apple platforms the model is an `ObservableObject`, which announces the lists that become
/// ready and the progress indicator's moment, so that an app can hold it in `@StateObject` (or
/// `@State` and `@ObservedObject` on iOS 13) and share it between views:
///
/// ```swift
/// struct DiseaseScreen: View {
///     @StateObject private var model = KbnChoiceListModel<Kbn.Disease>()
///     @State private var selection = KbnSelection<Kbn.Disease>(.optionalOne, chosen: [])
///     @State private var query = ""
///
///     var body: some View {
///         List {
///             if let sections = model.sections(matching: query, selection: selection) {
///                 …   // the sections' rows
///             } else if model.showsProgress {
///                 ProgressView()
///             }
///         }
///     }
/// }
/// ```
@MainActor
public final class KbnChoiceListModel<Kind: KbnType> {
    /// What the list is made of.
    private var recipe: KbnListRecipe<Kind>?
    /// The preparation of `recipe`'s list, shared with other models of the same recipe.
    private var preparation: KbnListPreparation<Kind>?
    /// The list shown: the preparation's once ready, the previous recipe's until then.
    private var list: KbnChoiceList<Kind>?
    /// The sections of the last call, which a redraw with its query and selection gives again.
    private var last: (query: String, selection: KbnSelection<Kind>, sections: [KbnChoiceSection<Kind>])?
    /// The sections on offer for the last query, which a tap, changing only the selection, keeps.
    private var offered: KbnOfferedSections<Kind>?
    /// The sections on offer for an empty query, which clearing the search field gives again.
    private var everyValue: KbnOfferedSections<Kind>?
    /// The task that turns ``showsProgress`` on when the first list takes long.
    private var progressDelay: Task<Void, Never>?
    /// The store of the model's lists; nil for every screen's (``KbnListPreparations/shared``).
    private let preparations: KbnListPreparations?
    /// The most values prepared at once, on the main thread (``KbnListRecipe/atOnceLimit``).
    private let atOnceLimit: Int
    /// How long the first list is prepared before ``showsProgress`` turns true: 0.3 seconds,
    /// longer than most preparations take, short enough that a person sees that something comes.
    private static var progressDelayNanoseconds: UInt64 { 300_000_000 }

    #if canImport(Combine)
    /// Announces a list that became ready, and ``showsProgress`` turning true.
    public let objectWillChange = ObservableObjectPublisher()
    #endif

    /// Whether a screen shows a progress indicator: no list is ready yet, and its preparation has
    /// taken longer than a moment (0.3 seconds), so that a list ready sooner shows no indicator
    /// that flashes. The model announces the change (`objectWillChange`).
    public private(set) var showsProgress = false

    /// A model with nothing prepared yet.
    public nonisolated convenience init() {
        self.init(preparations: nil, atOnceLimit: KbnListRecipe<Kind>.atOnceLimit)
    }

    /// A model whose lists `preparations` keeps (nil: every screen's), prepared at once for at most
    /// `atOnceLimit` values: what tests make, to keep their lists apart and to prepare small kinds
    /// off the main thread.
    nonisolated init(preparations: KbnListPreparations?, atOnceLimit: Int) {
        self.preparations = preparations
        self.atOnceLimit = atOnceLimit
    }

    /// The sections for `query` with `selection` chosen, as ``KbnChoiceList/sections(matching:selection:)``
    /// gives them; nil while the first list is being prepared, which this call starts.
    ///
    /// The list is prepared once for a sectioning, searched attributes and update, or index, and
    /// again when one of them changes, such as when an update arrives while the screen is open:
    /// until the new list is ready, the sections are the previous list's, so that the screen keeps
    /// its rows instead of a progress indicator, and `whenReady` is called when the new ones can be
    /// shown. A kind of at most 1,000 values, and an index the app built, are prepared here, at
    /// once, and the call gives their sections; an update's groups, when sectioned by them, count
    /// as values do. Another model that asked for the same list shares
    /// it, ready or being prepared.
    ///
    /// A call with the query of the last one searches nothing: a tap, which changes the selection,
    /// makes the chosen values' section anew and keeps the sections on offer as they are, and an
    /// empty query, as when the search field is cleared, gives the sections of every value made
    /// the first time.
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
    ///   - whenReady: Called on the main actor when a list that this call started off the main
    ///     thread is ready.
    /// - Complexity: Once the list is ready, O(*c*) for *c* chosen values when only the selection
    ///   changed; a search of the index when the query changed.
    public func sections(
        matching query: String, selection: KbnSelection<Kind>, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [KbnAttribute<Kind>] = [], update: KbnUpdate = KbnUpdate(),
        index: KbnSearchIndex<Kind>? = nil,
        whenReady: @escaping @MainActor () -> Void = {}
    ) -> [KbnChoiceSection<Kind>]? {
        let recipe = KbnListRecipe(
            sectioning: sectioning, searchAttributes: searchAttributes, update: update, index: index)
        let acceptsUnknownCodes = selection.acceptsUnknownCodes
        guard let list = prepared(recipe, first: (query, acceptsUnknownCodes), whenReady: whenReady) else {
            return nil
        }
        if let last, last.query == query, last.selection == selection {
            return last.sections
        }
        let onOffer = offeredSections(of: list, matching: query, acceptingUnknownCodes: acceptsUnknownCodes)
        let sections = list.chosenSection(of: selection).map { [$0] + onOffer.sections } ?? onOffer.sections
        last = (query, selection, sections)
        return sections
    }

    /// The sections of `list` on offer for `query`: those of the last query or of every value when
    /// they are those asked for, else searched, and kept.
    private func offeredSections(
        of list: KbnChoiceList<Kind>, matching query: String, acceptingUnknownCodes: Bool
    ) -> KbnOfferedSections<Kind> {
        if let offered, offered.are(for: query, acceptingUnknownCodes: acceptingUnknownCodes) {
            return offered
        }
        let isEveryValue = KbnSearchFolding.query(query).isEmpty
        if isEveryValue, let everyValue, everyValue.acceptsUnknownCodes == acceptingUnknownCodes {
            offered = everyValue
            return everyValue
        }
        let searched = KbnOfferedSections(list, query: query, acceptingUnknownCodes: acceptingUnknownCodes)
        offered = searched
        if isEveryValue { everyValue = searched }
        return searched
    }

    /// The index of the list for `searchAttributes` and `update`, unsectioned; nil while it is
    /// being prepared, which this call starts when it is not.
    func index(
        searchAttributes: [KbnAttribute<Kind>], update: KbnUpdate, whenReady: @escaping @MainActor () -> Void
    ) -> KbnSearchIndex<Kind>? {
        let recipe = KbnListRecipe(sectioning: .none, searchAttributes: searchAttributes, update: update, index: nil)
        return prepared(recipe, first: nil, whenReady: whenReady)?.index
    }

    /// Waits until the list being prepared, if any, is ready.
    public func ready() async {
        await preparation?.ready()
    }

    /// The list of `recipe`, or while it is prepared, the list of the recipe before, nil for none:
    /// the preparation that another model shares, else one started here, with the sections on
    /// offer for `first` worked out with the list.
    private func prepared(
        _ recipe: KbnListRecipe<Kind>, first: (query: String, acceptsUnknownCodes: Bool)?,
        whenReady: @escaping @MainActor () -> Void
    ) -> KbnChoiceList<Kind>? {
        if let current = self.recipe, current.isSame(as: recipe) {
            return list
        }
        // Here, where the screen asks, and not in the task, where a stop is hard to trace.
        KbnChoiceList.checkEarly(
            sectioning: recipe.sectioning, searchAttributes: recipe.index == nil ? recipe.searchAttributes : [])
        self.recipe = recipe
        // The replaced preparation stops when no other model waits for it.
        self.preparation?.stopWaiting(for: self)
        let preparation = (preparations ?? .shared).preparation(of: recipe, first: first, atOnceLimit: atOnceLimit)
        self.preparation = preparation
        if preparation.list != nil {
            take(preparation)
        } else {
            // `list`, `last` and `offered` stay until the preparation replaces them: the screen
            // keeps the previous rows.
            preparation.wait(for: self) { [weak self] preparation in
                guard let self, self.preparation === preparation else { return }
                self.willChange()
                self.take(preparation)
                whenReady()
            }
            if list == nil { delayProgress() }
        }
        return list
    }

    /// Shows the list of `preparation`, which is ready.
    private func take(_ preparation: KbnListPreparation<Kind>) {
        list = preparation.list
        offered = preparation.firstOffered
        everyValue = offered.flatMap { KbnSearchFolding.query($0.query).isEmpty ? $0 : nil }
        last = nil
        progressDelay?.cancel()
        progressDelay = nil
        showsProgress = false
    }

    /// Turns ``showsProgress`` on unless a list is ready first.
    private func delayProgress() {
        guard progressDelay == nil, !showsProgress else { return }
        progressDelay = Task { [weak self] in
            try? await Task.sleep(nanoseconds: Self.progressDelayNanoseconds)
            guard let self, !Task.isCancelled, self.list == nil else { return }
            self.willChange()
            self.showsProgress = true
        }
    }

    /// Announces a change to `objectWillChange`'s subscribers, where Combine exists.
    private func willChange() {
        #if canImport(Combine)
        objectWillChange.send()
        #endif
    }
}

#if canImport(Combine)
/// `@preconcurrency`: SwiftUI reads `objectWillChange` on the main actor, where the model lives.
extension KbnChoiceListModel: @preconcurrency ObservableObject {}
#endif
