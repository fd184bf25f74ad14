// The lists that selection screens show, prepared once per kind and recipe and shared by every
// screen that asks for the same: at once on the main thread where that is cheap, else in a task
// that stops when no screen waits for it any more. Plain Swift, tested on Linux.

import KbnKit

/// What a screen's list is made of: a list of other ingredients is another list.
struct KbnListRecipe<Kind: KbnType>: Sendable {
    let sectioning: KbnSectioning<Kind>
    let searchAttributes: [KbnAttribute<Kind>]
    let update: KbnUpdate
    /// An index the app built; nil to build one of `searchAttributes` and `update`.
    let index: KbnSearchIndex<Kind>?

    /// A recipe of `index`'s attributes and update when one is given.
    init(
        sectioning: KbnSectioning<Kind>, searchAttributes: [KbnAttribute<Kind>], update: KbnUpdate,
        index: KbnSearchIndex<Kind>?
    ) {
        self.sectioning = sectioning
        self.searchAttributes = index?.attributes ?? searchAttributes
        self.update = index?.update ?? update
        self.index = index
    }

    /// The most values whose list is prepared on the caller's thread, at once: a kind's first use,
    /// its index and its sections take some 2 µs a value, a few milliseconds for 1,000 values,
    /// where the 26,704 values of the disease master take 55–80 ms (docs/PERFORMANCE.md).
    static var atOnceLimit: Int { 1_000 }

    /// Whether the list is prepared at once, on the caller's thread: for at most `limit` values'
    /// worth of work (``work(of:upTo:)``), or with an index the app built, whose sections are all
    /// that is left to make (a small share of each value's cost, docs/PERFORMANCE.md), when an
    /// update's groups add no more to them than the values do, and `limit` besides.
    ///
    /// An update is data that the app does not control: its groups are counted with its values,
    /// so that an update of few values and many groups is grouped off the main thread too.
    ///
    /// - Complexity: O(1) without an update of the kind (the kind's table is not built for it);
    ///   else O(min(*n*, *limit*)) for *n* values, O(*n*) with an index.
    func preparesAtOnce(limit: Int) -> Bool {
        guard update.updates(Kind.self) else { return index != nil || Kind.kbnCaseCount <= limit }
        let description = update.kindDescription(of: Kind.self)
        let bound = index == nil ? limit : 2 * description.values.count + limit
        return work(of: description, upTo: bound) <= bound
    }

    /// The work of preparing the list of `description`, counted in values: one for each value, and
    /// when the list is sectioned by groups, one for each group and each membership, since each
    /// costs about what a value does; counted only until it exceeds `bound`.
    ///
    /// - Complexity: O(min(*n*, `bound`)) for *n* values.
    func work(of description: KbnKindDescription, upTo bound: Int) -> Int {
        var work = description.values.count
        guard case .groups = sectioning.way else { return work }
        work += description.groupNames.count
        for value in description.values where work <= bound {
            work += value.groupNames.count
        }
        return work
    }

    func isSame(as other: KbnListRecipe) -> Bool {
        guard sectioning == other.sectioning else { return false }
        switch (index, other.index) {
        case (nil, nil):
            return searchAttributes == other.searchAttributes && update.isIdentical(to: other.update)
        case (let index?, let otherIndex?):
            // The index holds its attributes and update; another index is another list, even one
            // built of the same.
            return index.isIdentical(to: otherIndex)
        default:
            return false
        }
    }

    /// The list, or nil when `stop` returns true, which the index's build asks as it goes and
    /// which is asked again before the sections are made.
    func list(stoppingWhen stop: () -> Bool) -> KbnChoiceList<Kind>? {
        guard
            let index = index
                ?? KbnSearchIndex(Kind.self, update: update, attributes: searchAttributes, stoppingWhen: stop),
            !stop()
        else { return nil }
        return KbnChoiceList(index: index, sectioning: sectioning)
    }
}

/// The sections of a list on offer for a query, to a selection that accepts unknown codes or not.
struct KbnOfferedSections<Kind: KbnType>: Sendable {
    let query: String
    let acceptsUnknownCodes: Bool
    let sections: [KbnChoiceSection<Kind>]

    init(_ list: KbnChoiceList<Kind>, query: String, acceptingUnknownCodes: Bool) {
        self.query = query
        acceptsUnknownCodes = acceptingUnknownCodes
        sections = list.offeredSections(matching: query, acceptingUnknownCodes: acceptingUnknownCodes)
    }

    /// Whether these are the sections for `query` to such a selection.
    func are(for query: String, acceptingUnknownCodes: Bool) -> Bool {
        self.query == query && acceptsUnknownCodes == acceptingUnknownCodes
    }
}

/// The list of one recipe, prepared or being prepared, and shared by every model that asks for it
/// (``KbnListPreparations``).
@MainActor
final class KbnListPreparation<Kind: KbnType> {
    /// A model waiting for the list, and what to call when it is ready.
    private struct Waiter {
        weak var model: AnyObject?
        let ready: @MainActor (KbnListPreparation) -> Void
    }

    let recipe: KbnListRecipe<Kind>
    /// The list; nil until it is ready.
    private(set) var list: KbnChoiceList<Kind>?
    /// The sections on offer for the query that the preparation started with.
    private(set) var firstOffered: KbnOfferedSections<Kind>?
    /// The task that prepares the list off the main thread, which checks for its cancellation as it
    /// goes.
    private var work: Task<(KbnChoiceList<Kind>, KbnOfferedSections<Kind>?)?, Never>?
    /// The task that takes its result on the main actor, which ``ready()`` waits for.
    private var finishing: Task<Void, Never>?
    private var waiters: [Waiter] = []
    /// Whether the preparation was cancelled, since no model waited for it any more.
    private(set) var isCancelled = false
    /// The store that keeps the preparation, which forgets it when it is cancelled.
    private weak var store: KbnListPreparations?

    /// The list of `recipe`, prepared on this thread when `atOnce`, else off it, with the sections
    /// on offer for `first`, kept in `store`.
    init(
        _ recipe: KbnListRecipe<Kind>, first: (query: String, acceptsUnknownCodes: Bool)?, atOnce: Bool,
        store: KbnListPreparations
    ) {
        self.recipe = recipe
        self.store = store
        if atOnce {
            let list = recipe.list(stoppingWhen: { false })!
            self.list = list
            firstOffered = first.map {
                KbnOfferedSections(list, query: $0.query, acceptingUnknownCodes: $0.acceptsUnknownCodes)
            }
            return
        }
        let work = Task.detached(priority: .userInitiated) { () -> (KbnChoiceList<Kind>, KbnOfferedSections<Kind>?)? in
            guard let list = recipe.list(stoppingWhen: { Task.isCancelled }) else { return nil }
            let offered = first.map {
                KbnOfferedSections(list, query: $0.query, acceptingUnknownCodes: $0.acceptsUnknownCodes)
            }
            return Task.isCancelled ? nil : (list, offered)
        }
        self.work = work
        finishing = Task { [weak self] in
            let prepared = await work.value
            self?.finish(prepared)
        }
    }

    /// Calls `ready` with the preparation once its list is ready, unless `model` is gone by then.
    func wait(for model: AnyObject, ready: @escaping @MainActor (KbnListPreparation) -> Void) {
        waiters.append(Waiter(model: model, ready: ready))
    }

    /// Stops waiting for `model`; when no model that still exists waits and the list is not ready,
    /// cancels the task, which stops, and forgets the preparation.
    func stopWaiting(for model: AnyObject) {
        waiters.removeAll { $0.model == nil || $0.model === model }
        guard list == nil, waiters.isEmpty, !isCancelled else { return }
        isCancelled = true
        work?.cancel()
        store?.forget(self)
    }

    /// Waits until the list is ready, or the preparation stopped.
    func ready() async {
        await finishing?.value
    }

    private func finish(_ prepared: (KbnChoiceList<Kind>, KbnOfferedSections<Kind>?)?) {
        work = nil
        guard let prepared, !isCancelled else { return }
        list = prepared.0
        firstOffered = prepared.1
        let waiters = self.waiters
        self.waiters = []
        for waiter in waiters where waiter.model != nil {
            waiter.ready(self)
        }
    }
}

/// The preparations that screens share: a screen asking for the list of a recipe that another has
/// prepared, or is preparing, takes that one, so that a screen pushed over another of the same kind
/// shows its rows at once instead of preparing 26,704 values again.
///
/// It keeps the last ``capacity`` recipes asked for, so that a list stays while its screens come
/// and go; a list that screens still show stays with them when the store forgets it.
@MainActor
final class KbnListPreparations {
    /// The store of every screen; tests make stores of their own.
    static let shared = KbnListPreparations()

    /// How many lists are kept: a few screens' worth, since the disease master's list is some
    /// megabytes.
    static let capacity = 4

    /// The preparations, each a ``KbnListPreparation`` of some kind, the last asked for last.
    private var recent: [AnyObject] = []

    /// The preparation of `recipe`: the one kept, else a new one, started as
    /// ``KbnListPreparation/init(_:first:atOnce:store:)`` starts it, at once for at most
    /// `atOnceLimit` values.
    func preparation<Kind>(
        of recipe: KbnListRecipe<Kind>, first: (query: String, acceptsUnknownCodes: Bool)?, atOnceLimit: Int
    ) -> KbnListPreparation<Kind> {
        if let position = recent.lastIndex(where: {
            ($0 as? KbnListPreparation<Kind>)?.recipe.isSame(as: recipe) == true
        }) {
            let kept = recent.remove(at: position)
            recent.append(kept)
            return kept as! KbnListPreparation<Kind>
        }
        let preparation = KbnListPreparation(
            recipe, first: first, atOnce: recipe.preparesAtOnce(limit: atOnceLimit), store: self)
        recent.append(preparation)
        if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
        return preparation
    }

    /// Forgets `preparation`, which was cancelled.
    func forget(_ preparation: AnyObject) {
        recent.removeAll { $0 === preparation }
    }
}
