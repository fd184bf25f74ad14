// The model of a selection screen, which the app creates and keeps: a kind's list, searched and
// sectioned, prepared once off the main actor (or at once for a small kind) and kept for the
// model's screens, so that the main thread does no more than search a keystroke. Plain Swift,
// tested on Linux.

import KbnKit

#if canImport(Combine)
import Combine
#endif

/// The values a selection screen offers, searched and sectioned: one object that the app creates,
/// keeps and hands to its screens, as it keeps any state a SwiftUI view shows.
///
/// A large kind's first use, its search index and its sections take a tenth of a second or more
/// (the 26,704 values of Japan's standard disease master), which the main thread must not wait for.
/// ``prepare()`` does that work off the main actor, once; start it early, such as at launch, and
/// await it where the rows are needed. A kind of at most 1,000 values is prepared at once where its
/// sections are first asked for, so that its rows are there on first display. Once prepared, a
/// keystroke searches the index on the main thread (about a millisecond for 26,704 values), a tap
/// changes only the chosen values' section, and the rows of every value are kept.
///
/// Two screens share a prepared list only when the app hands them the same model; nothing is kept
/// anywhere else.
///
/// ```swift
/// @MainActor final class AppModel {
///     let diseases = KbnSelectionModel(Kbn.Disease.self, searchAttributes: [\.kana])
///
///     func launch() async {
///         await diseases.prepare()   // off the main actor; the screens' rows are then at once
///     }
/// }
/// ```
///
/// When ``update`` changes, the model prepares the update's list off the main actor, and keeps
/// showing the previous list until it is ready. On Apple platforms the model is an
/// `ObservableObject`, which announces a list that became ready, so that a view holding it in
/// `@StateObject` (`@ObservedObject`, or `@State` in an observing view, on iOS 13) draws it.
@MainActor
public final class KbnSelectionModel<Kind: KbnType> {
    private let sectioning: KbnSectioning<Kind>
    private let searchAttributes: [KbnAttribute<Kind>]

    /// The update whose names, order, groups, deprecations and added values the list shows; an
    /// empty one, the compiled data, by default.
    ///
    /// Setting another update prepares its list off the main actor, where a list was prepared or
    /// asked for; until that is ready, the model keeps giving the previous list's sections.
    public var update: KbnUpdate {
        didSet {
            guard !update.isIdentical(to: oldValue) else { return }
            preparation?.cancel()
            preparation = nil
            if prepared != nil || wasAsked { start() }
        }
    }

    /// The list shown: the current update's once it is ready, the previous one's until then.
    private var prepared: KbnPreparedList<Kind>?
    /// The preparation of the current update's list, off the main actor; nil when none runs.
    private var preparation: Task<Void, Never>?
    /// Whether the app or a screen asked for the list to be prepared, so that a new update's is
    /// prepared as soon as it is set.
    private var wasAsked = false
    /// The sections of the last call, which a redraw with its query and selection gives again.
    private var last: (query: String, selection: KbnSelection<Kind>, sections: [KbnSelectionSection<Kind>])?
    /// The sections on offer for the last query, which a tap, changing only the selection, keeps.
    private var offered: (query: String, acceptsUnknownCodes: Bool, sections: [KbnSelectionSection<Kind>])?
    /// Whether a screen shows a progress indicator: no list is ready, and its preparation has taken
    /// longer than a moment, so that a list ready sooner shows no indicator that flashes.
    private(set) var showsProgress = false
    private var progressDelay: Task<Void, Never>?

    #if canImport(Combine)
    /// Announces a list that became ready, and a progress indicator's moment.
    public let objectWillChange = ObservableObjectPublisher()
    #endif

    /// A model of the values of `kind`, with nothing prepared yet.
    ///
    /// - Parameters:
    ///   - kind: The kind, for type inference: `KbnSelectionModel(Kbn.Prefecture.self)`.
    ///   - sectioning: How the values are sectioned: by group, by a property's value, or not.
    ///   - searchAttributes: Properties that the search matches besides codes and names, by key
    ///     path, such as a reading in kana: `[\.kana]`.
    ///   - update: The update whose values the list shows.
    public nonisolated init(
        _ kind: Kind.Type = Kind.self, sectioning: KbnSectioning<Kind> = .none,
        searchAttributes: [PartialKeyPath<Kind> & Sendable] = [], update: KbnUpdate = KbnUpdate()
    ) {
        self.sectioning = sectioning
        self.searchAttributes = searchAttributes.map { KbnAttribute(keyPath: $0) }
        self.update = update
    }

    /// Prepares the list of ``update`` off the main actor, once, and returns when it is ready: at
    /// once when it is, and again after an update arrives, when that update's list is.
    ///
    /// This is the one way to learn that the list is ready; a view that observes the model draws
    /// it then.
    public func prepare() async {
        wasAsked = true
        while !isCurrent {
            if preparation == nil { start() }
            await preparation?.value
        }
    }

    /// The sections for `query` with `selection` chosen: the chosen values first, in a section
    /// every query keeps (for a set, only those never on offer), then the values on offer, ranked
    /// by the search within each section, the sections ordered by their best match. Nil until
    /// ``prepare()`` has made the list; for a kind of at most 1,000 values, the list is made here,
    /// at once, so that its rows are there on first display.
    ///
    /// A call with the query of the last one searches nothing: a tap makes the chosen values'
    /// section anew and keeps the sections on offer, and an empty query gives the rows of every
    /// value that the preparation made.
    ///
    /// - Complexity: Once the list is ready, O(*c*) for *c* chosen values when only the selection
    ///   changed; a search of the index when the query changed.
    public func sections(
        matching query: String, selection: some KbnSelectable<Kind>
    ) -> [KbnSelectionSection<Kind>]? {
        sections(matching: query, selection: selection._kbnSelection)
    }

    /// ``sections(matching:selection:)`` of a selection as KbnUI's rules read it.
    func sections(matching query: String, selection: KbnSelection<Kind>) -> [KbnSelectionSection<Kind>]? {
        guard let prepared = list() else { return nil }
        // As texts from outside compare (KbnTextEquality): a query pasted with a long run of marks
        // costs its bytes, where `String`'s == would put the run in order to compare it.
        if let last, KbnTextEquality.equal(last.query, query), last.selection.isSame(as: selection) {
            return last.sections
        }
        let onOffer = offeredSections(
            of: prepared, matching: query, acceptingUnknownCodes: selection.acceptsUnknownCodes)
        let sections = prepared.list.chosenSection(of: selection).map { [$0] + onOffer } ?? onOffer
        last = (query, selection, sections)
        return sections
    }

    /// The list shown, prepared here when it is small enough; nil while none is ready. A larger
    /// list is prepared by ``prepare()`` alone, so that drawing a screen starts no work.
    func list() -> KbnPreparedList<Kind>? {
        if !isCurrent, preparation == nil, KbnPreparedList<Kind>.preparesAtOnce(update: update, sectioning: sectioning)
        {
            take(KbnPreparedList(update: update, sectioning: sectioning, searchAttributes: searchAttributes)!)
        }
        return prepared
    }

    /// The sections on offer for `query`: those of the last query or of every value when they are
    /// the ones asked for, else searched, and kept.
    private func offeredSections(
        of prepared: KbnPreparedList<Kind>, matching query: String, acceptingUnknownCodes: Bool
    ) -> [KbnSelectionSection<Kind>] {
        if let offered, KbnTextEquality.equal(offered.query, query),
            offered.acceptsUnknownCodes == acceptingUnknownCodes
        {
            return offered.sections
        }
        let sections =
            KbnSearchFolding.query(query).isEmpty
            ? prepared.everyValue(acceptingUnknownCodes: acceptingUnknownCodes)
            : prepared.list.offeredSections(matching: query, acceptingUnknownCodes: acceptingUnknownCodes)
        offered = (query, acceptingUnknownCodes, sections)
        return sections
    }

    /// Whether the list shown is the current update's.
    private var isCurrent: Bool {
        prepared?.update.isIdentical(to: update) ?? false
    }

    /// Starts preparing the current update's list off the main actor.
    private func start() {
        let update = update
        let sectioning = sectioning
        let searchAttributes = searchAttributes
        let work = Task.detached(priority: .userInitiated) {
            KbnPreparedList(
                update: update, sectioning: sectioning, searchAttributes: searchAttributes,
                stoppingWhen: { Task.isCancelled })
        }
        preparation = Task { [weak self] in
            // A replaced preparation stops where it is.
            let prepared = await withTaskCancellationHandler {
                await work.value
            } onCancel: {
                work.cancel()
            }
            guard let self, let prepared, !Task.isCancelled, prepared.update.isIdentical(to: self.update) else {
                return
            }
            self.willChange()
            self.take(prepared)
        }
        if prepared == nil { delayProgress() }
    }

    /// Shows `prepared`, which is ready.
    private func take(_ prepared: KbnPreparedList<Kind>) {
        self.prepared = prepared
        preparation = nil
        last = nil
        offered = nil
        progressDelay?.cancel()
        progressDelay = nil
        showsProgress = false
    }

    /// Turns ``showsProgress`` on unless a list is ready within 0.3 seconds, longer than most
    /// preparations take and short enough that a person sees that something comes.
    private func delayProgress() {
        guard progressDelay == nil, !showsProgress else { return }
        progressDelay = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 300_000_000)
            guard let self, !Task.isCancelled, self.prepared == nil else { return }
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
extension KbnSelectionModel: @preconcurrency ObservableObject {}
#endif

/// A list made ready for a screen: its index and sections, the rows of every value, made off the
/// main actor, and for a kind with a parent kind, where each parent's children are.
struct KbnPreparedList<Kind: KbnType>: Sendable {
    let update: KbnUpdate
    let list: KbnSectionedList<Kind>
    /// The sections of every value on offer, to a selection that holds only the kind's values.
    private let everyKnownValue: [KbnSelectionSection<Kind>]
    /// The same with the values the update adds; nil when it adds none.
    private let everyValueWithAdded: [KbnSelectionSection<Kind>]?
    /// For a kind with a parent kind, each value's parent; empty for another kind.
    let parents: KbnParentTable

    /// The list of `update`'s values, or nil when `stop` returns true, which the index's build asks
    /// as it goes and which is asked again before the sections are made.
    init?(
        update: KbnUpdate, sectioning: KbnSectioning<Kind>, searchAttributes: [KbnAttribute<Kind>],
        stoppingWhen stop: () -> Bool = { false }
    ) {
        guard let index = KbnSearchIndex(Kind.self, update: update, attributes: searchAttributes, stoppingWhen: stop),
            !stop()
        else { return nil }
        self.update = update
        list = KbnSectionedList(index: index, sectioning: sectioning)
        everyKnownValue = list.offeredSections(matching: "", acceptingUnknownCodes: false)
        let addsValues = index.choices.count > index.values.count
        everyValueWithAdded = addsValues ? list.offeredSections(matching: "", acceptingUnknownCodes: true) : nil
        parents = KbnParentTable(index.entries)
        if stop() { return nil }
    }

    /// The sections of every value on offer to a selection that accepts unknown codes or not.
    func everyValue(acceptingUnknownCodes: Bool) -> [KbnSelectionSection<Kind>] {
        acceptingUnknownCodes ? everyValueWithAdded ?? everyKnownValue : everyKnownValue
    }

    /// The most values whose list is prepared on the caller's thread, at once: a kind's first use,
    /// its index and its sections take some 2 µs a value, a few milliseconds for 1,000 values,
    /// where the 26,704 values of the disease master take 55–80 ms (docs/PERFORMANCE.md).
    static var atOnceLimit: Int { 1_000 }

    /// Whether the list of `update` is prepared at once, on the caller's thread: for at most
    /// ``atOnceLimit`` values' worth of work. An update is data that the app does not control:
    /// sectioned by groups, each of its groups and memberships counts as a value does, so that an
    /// update of few values and many groups is grouped off the main thread.
    ///
    /// - Complexity: O(1) without an update of the kind (the kind's table is not built for it);
    ///   else O(min(*n*, ``atOnceLimit``)) for *n* values.
    static func preparesAtOnce(update: KbnUpdate, sectioning: KbnSectioning<Kind>) -> Bool {
        guard update.updates(Kind.self) else { return Kind.kbnCaseCount <= atOnceLimit }
        let description = update.kindDescription(of: Kind.self)
        var work = description.values.count
        if case .groups = sectioning.way {
            work += description.groupNames.count
            for value in description.values where work <= atOnceLimit {
                work += value.groupNames.count
            }
        }
        return work <= atOnceLimit
    }
}
