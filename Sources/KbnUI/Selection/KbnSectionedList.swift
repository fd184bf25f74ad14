// The rows a selection screen shows for a query: what is chosen first, then the values on offer,
// in sections by a group or an attribute, ranked by the search. Plain Swift, tested on Linux.

import KbnKit

/// How a selection screen sections a kind's values.
///
/// ```swift
/// KbnSelectionModel(Kbn.Prefecture.self, sectioning: .groups)
/// KbnSelectionModel(LocalGov.Municipality.self, sectioning: .attribute(\.prefecture))
/// ```
public struct KbnSectioning<Kind: KbnType>: Sendable {
    enum Way: Sendable {
        case none
        case groups
        case attribute(KbnAttribute<Kind>)
    }

    let way: Way

    /// One section of every value.
    public static var none: Self { Self(way: .none) }

    /// A section per group of the kind, in the order the definitions file (or the update) gives
    /// them, then one of the values in no group; a value in several groups is in each of their
    /// sections. A kind without groups, or an update that removes them all, has one section of
    /// every value, as with ``none``.
    public static var groups: Self { Self(way: .groups) }

    /// A section per value of the property that `keyPath` reads, such as `\.prefecture`, in the
    /// order of the values that first have it (municipalities by prefecture: 北海道 first), then one
    /// of the values without it. An attribute of the kind is read as the update gives it; another
    /// property, such as `\.shortName`, of the compiled values.
    public static func attribute<Value>(_ keyPath: KeyPath<Kind, Value> & Sendable) -> Self {
        Self(way: .attribute(KbnAttribute(keyPath: keyPath)))
    }
}

/// One section of a selection screen: the chosen values, or values on offer.
public struct KbnSelectionSection<Kind: KbnType>: Sendable, Identifiable {
    /// The section's place among the screen's sections in their usual order, which stays the same
    /// whatever the query: -1 for the chosen values.
    public let id: Int
    /// The group's name, the attribute's value as text, or the parent's name; nil for the chosen
    /// values, for every value of a list without sections, and for the values in no section.
    public let title: String?
    /// Whether the section holds the chosen values, which come first whatever the query.
    public let isChosen: Bool
    /// The section's rows, best match first.
    public let rows: [KbnSelectionRow<Kind>]

    init(id: Int, title: String?, rows: [KbnSelectionRow<Kind>]) {
        self.id = id
        self.title = title
        isChosen = false
        self.rows = rows
    }

    /// The section of the chosen values.
    init(chosen rows: [KbnSelectionRow<Kind>]) {
        id = -1
        title = nil
        isChosen = true
        self.rows = rows
    }

    /// The section's header where the app gives none: KbnUI's "Chosen" for the chosen values in
    /// the language of `languageCode`, else the ``title``.
    func defaultTitle(for languageCode: String) -> String? {
        isChosen ? KbnWord.chosen.text(for: languageCode) : title
    }
}

/// One row of a selection screen: a value on offer, or a chosen value or code.
///
/// A row does not say whether its value is chosen, so that a tap, which changes the selection,
/// leaves the rows on offer as they are: a screen draws a check mark where the selection
/// ``KbnSelectable/contains(_:)`` the row's ``value``.
public struct KbnSelectionRow<Kind: KbnType>: Sendable, Identifiable {
    /// The value, or the unknown code, that the row shows.
    public let value: KbnValue<Kind>
    /// Whether a tap can choose the row's value: false for a deprecated value that is not
    /// chosen, and for an unknown code (it can only be replaced).
    public let canChoose: Bool
    /// Why the row's value is deprecated, for a chosen deprecated value, which the row shows with
    /// it; nil for every other row.
    public let deprecationMessage: String?

    init(value: KbnValue<Kind>, canChoose: Bool, deprecationMessage: String? = nil) {
        self.value = value
        self.canChoose = canChoose
        self.deprecationMessage = deprecationMessage
    }

    /// The value, which is unique within a section.
    public var id: KbnValue<Kind> { value }
}

/// What a section of values on offer holds, in the usual order of a list's sections.
enum KbnSectionContent: Sendable {
    /// Every value, when the list has no sections.
    case all
    /// The values of the group with this name.
    case group(String)
    /// The values whose sectioning property has this value, written as text.
    case attribute(String)
    /// The values in no group, or without the sectioning property.
    case other

    var title: String? {
        switch self {
        case .group(let name), .attribute(let name): name
        case .all, .other: nil
        }
    }
}

/// A kind's values as a selection screen lists them for a query.
///
/// ``sections(matching:selection:)`` gives the chosen values first, in a section of their own that
/// every query keeps, so that a chosen value, a deprecated one or an unknown code, is never out of
/// sight; for a set, that section holds only the values that are never on offer, so that a tap
/// moves no row. The values on offer follow, without deprecated ones, sectioned as asked. With a
/// query, only matching values are offered, ranked as ``KbnSearchIndex`` ranks them within each
/// section, and the sections are ordered by their best match, then in their usual order.
///
/// Built on an index of a `KbnUpdate`, the list shows the update's names, order, groups and
/// deprecations, and offers the values it adds to a selection that accepts codes the app does not
/// know (one bound to a `KbnValue`).
struct KbnSectionedList<Kind: KbnType>: Sendable {
    /// The search over the kind's values.
    let index: KbnSearchIndex<Kind>

    /// The sections each value of `index` is in, by its position there.
    private let sectionsOfValue: [[Int]]
    /// The sections in their usual order.
    private let sectionIDs: [KbnSectionContent]
    /// Whether each value of `index` is deprecated, by its position there.
    private let isDeprecated: [Bool]
    /// Whether each value of `index` is one of `Kind`'s, by its position there: not a value that
    /// an update adds. Worked out once, as `KbnValue.known` would look each code up again.
    private let isKnown: [Bool]
    /// The values of `index` when it does not hold every value of `Kind`; nil when it does.
    private let someValues: Set<Kind>?

    /// A list of the values of `index`, sectioned by `sectioning`.
    ///
    /// - Complexity: O(*n* + *g* + *m*) for *n* values, *g* groups and *m* memberships when
    ///   sectioned by groups; O(*n*) otherwise, and O(*n*) more for a key path's attribute, which is
    ///   found by comparing the kind's values.
    init(index: KbnSearchIndex<Kind>, sectioning: KbnSectioning<Kind> = .none) {
        self.index = index
        someValues = index.coversKind ? nil : Set(index.values)
        isDeprecated = index.entries.map { $0.deprecationMessage != nil }
        // Every choice is known when there are as many as known values, as without an update that
        // adds some: a look at each choice in this generic code cost 26,704 values some 2 ms.
        isKnown =
            index.choices.count == index.values.count
            ? Array(repeating: true, count: index.choices.count)
            : index.choices.map { choice in
                guard case .known = choice else { return false }
                return true
            }
        (sectionIDs, sectionsOfValue) = Self.sections(of: index, by: sectioning)
    }

    /// The sections of the screen for `query` with `selection` chosen: the chosen values' section
    /// first (see below), then the sections of the values on offer, none of which is empty.
    ///
    /// The sections of the values on offer depend on the selection only by whether it accepts
    /// unknown codes: the chosen values' section, first, is the only one that a tap changes. For
    /// one value, or one or none, it holds the chosen value and is there only when one is chosen.
    /// For a set, it is always there, even empty, and holds only the chosen values that are never
    /// offered (deprecated ones and unknown codes), so that a tap on a row on offer changes no row:
    /// a screen says how many values are chosen in the section's header.
    func sections(matching query: String, selection: KbnSelection<Kind>) -> [KbnSelectionSection<Kind>] {
        let offered = offeredSections(matching: query, acceptingUnknownCodes: selection.acceptsUnknownCodes)
        return chosenSection(of: selection).map { [$0] + offered } ?? offered
    }

    /// The sections of the values on offer for `query`, which ``sections(matching:selection:)``
    /// gives after the chosen values' section; with `acceptingUnknownCodes`, the values an update
    /// adds among them; with `including`, only the values at the positions for which it is true.
    func offeredSections(
        matching query: String, acceptingUnknownCodes: Bool, including: ((Int) -> Bool)? = nil
    ) -> [KbnSelectionSection<Kind>] {
        var rows = [[KbnSelectionRow<Kind>]](repeating: [], count: sectionIDs.count)
        var bestRank = [KbnSearchRank?](repeating: nil, count: sectionIDs.count)
        for match in index.rankedMatches(query) where !isDeprecated[match.position] {
            if let including, !including(match.position) { continue }
            // A value an update adds is no `Kind`: only a selection that keeps unknown codes holds it.
            guard isKnown[match.position] || acceptingUnknownCodes else { continue }
            let row = KbnSelectionRow(value: index.choices[match.position], canChoose: true)
            for section in sectionsOfValue[match.position] {
                rows[section].append(row)
                if bestRank[section] == nil { bestRank[section] = match.rank }
            }
        }
        let order = sectionIDs.indices.filter { !rows[$0].isEmpty }.sorted {
            (bestRank[$0]!, $0) < (bestRank[$1]!, $1)
        }
        return order.map { KbnSelectionSection(id: $0, title: sectionIDs[$0].title, rows: rows[$0]) }
    }

    /// The positions in the index of the values on offer that match `query`, best first: without
    /// deprecated values, and without the values an update adds unless `acceptingUnknownCodes`.
    func offeredMatches(matching query: String, acceptingUnknownCodes: Bool) -> [Int] {
        index.rankedMatches(query).compactMap { match in
            let position = match.position
            return !isDeprecated[position] && (isKnown[position] || acceptingUnknownCodes) ? position : nil
        }
    }

    /// The section of the chosen values, in the order they were chosen; nil when there is none.
    ///
    /// For one value, or one or none, it holds the chosen value, deprecated values and unknown codes
    /// included, and is there only when one is chosen. For a set (``KbnSelection/Mode-swift.enum/many``)
    /// it is always there, so that a tap never inserts or removes rows above the finger, and holds
    /// only the chosen values that are never on offer (deprecated ones, unknown codes, values that
    /// the index leaves out), which a tap can only remove: the others are chosen where they are
    /// offered, with their check marks, and the screen shows how many are chosen in its header.
    ///
    /// - Complexity: O(*c*) for *c* chosen values.
    func chosenSection(of selection: KbnSelection<Kind>) -> KbnSelectionSection<Kind>? {
        let isMany = selection.mode == .many
        guard isMany || !selection.chosen.isEmpty else { return nil }
        let rows = selection.chosen.compactMap { value -> KbnSelectionRow<Kind>? in
            let description = index.update.description(of: value)
            guard !isMany || !isOffered(value, describedAs: description, to: selection) else { return nil }
            return KbnSelectionRow(
                value: value, canChoose: value.known != nil || selection.acceptsUnknownCodes,
                deprecationMessage: description?.deprecationMessage)
        }
        return KbnSelectionSection(chosen: rows)
    }

    /// Whether `value`, described by the list's update as `description`, is among the values on
    /// offer to `selection` when the query is empty.
    private func isOffered(
        _ value: KbnValue<Kind>, describedAs description: KbnValueDescription?, to selection: KbnSelection<Kind>
    ) -> Bool {
        guard let description, description.deprecationMessage == nil else { return false }
        guard let known = value.known else {
            // A code that the update adds, which the index of that update holds.
            return selection.acceptsUnknownCodes
        }
        return someValues?.contains(known) ?? true
    }

    /// Whether a screen that shows `sections` for `query` says that the search found nothing: the
    /// query is not blank, and no value is on offer (the chosen values' section, which every query
    /// keeps, aside).
    static func findsNothing(_ sections: [KbnSelectionSection<Kind>], for query: String) -> Bool {
        sections.allSatisfy(\.isChosen) && !KbnSearchFolding.query(query).isEmpty
    }

    /// The values that screens offer to be chosen anew, in display order: those that `update` does
    /// not deprecate, and those it adds when the selection accepts codes the app does not know.
    static func offered(by update: KbnUpdate, acceptingUnknownCodes: Bool) -> [KbnValue<Kind>] {
        guard update.updates(Kind.self) else {
            return Kind.allCases.filter { $0.deprecationMessage == nil }.map { .known($0) }
        }
        return update.kindDescription(of: Kind.self).values.compactMap { entry in
            let value = KbnValue<Kind>(code: entry.code)
            return entry.deprecationMessage == nil && (acceptingUnknownCodes || value.known != nil) ? value : nil
        }
    }

    /// Why the first chosen value of `selection` is deprecated, as `update` shows it: what a picker
    /// shows beside it; nil when it is not deprecated or nothing is chosen.
    static func deprecationMessage(ofFirstIn selection: KbnSelection<Kind>, in update: KbnUpdate) -> String? {
        selection.first.flatMap { update.description(of: $0)?.deprecationMessage }
    }

    /// The sections in their usual order, and the sections of each value of `index`, by its position.
    private static func sections(
        of index: KbnSearchIndex<Kind>, by sectioning: KbnSectioning<Kind>
    ) -> ([KbnSectionContent], [[Int]]) {
        let description = index.kind
        let entries = index.entries
        switch sectioning.way {
        case .none:
            return ([.all], Array(repeating: [0], count: entries.count))
        case .groups where description.groupNames.isEmpty:
            // No groups, or an update that removed every one: one section, as a list without sections has.
            return ([.all], Array(repeating: [0], count: entries.count))
        case .groups:
            let other = description.groupNames.count
            let ids = description.groupNames.map { KbnSectionContent.group($0) } + [.other]
            // Each membership one lookup, however many groups an update gives; the first of a name
            // given twice, as a search of the names would find. Names from an update are keyed by
            // their bytes, whose hash takes linear time whatever marks they hold.
            let indexOfGroup = Dictionary(
                description.groupNames.enumerated().map { (Array($0.element.utf8), $0.offset) },
                uniquingKeysWith: { first, _ in first })
            let sections = entries.indices.map { position -> [Int] in
                let indices = entries[position].groupNames.compactMap { indexOfGroup[Array($0.utf8)] }
                return indices.isEmpty ? [other] : indices
            }
            return (ids, sections)
        case .attribute(let attribute):
            let text = attribute.texts(in: description, entries: entries, choices: index.choices)
            var ids: [KbnSectionContent] = []
            // Keyed by bytes, as group names are.
            var indexOfTitle: [[UInt8]: Int] = [:]
            var withoutTitle: Int?
            var sections: [[Int]] = []
            for position in entries.indices {
                guard let title = text(position) else {
                    if withoutTitle == nil {
                        withoutTitle = ids.count
                        ids.append(.other)
                    }
                    sections.append([withoutTitle!])
                    continue
                }
                let key = Array(title.utf8)
                if indexOfTitle[key] == nil {
                    indexOfTitle[key] = ids.count
                    ids.append(.attribute(title))
                }
                sections.append([indexOfTitle[key]!])
            }
            // The values without the property come last, whichever value first lacked it.
            if let other = withoutTitle {
                ids.append(ids.remove(at: other))
                let last = ids.count - 1
                sections = sections.map { [$0[0] == other ? last : $0[0] > other ? $0[0] - 1 : $0[0]] }
            }
            return (ids, sections)
        }
    }
}
