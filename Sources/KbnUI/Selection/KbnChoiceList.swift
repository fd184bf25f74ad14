// The rows a selection screen shows for a query: what is chosen first, then the values on offer,
// in sections by a group or an attribute, ranked by the search. Plain Swift, tested on Linux.

import KbnKit

/// How a selection screen sections a kind's values.
///
/// ```swift
/// KbnSelectionList(selection: $prefecture, sectioning: .groups)
/// KbnSelectionList(selection: $municipality, sectioning: .attribute(\.prefecture))
/// ```
public struct KbnSectioning<Kind: KbnType>: Hashable, Sendable {
    enum Way: Hashable, Sendable {
        case none
        case groups
        case attribute(KbnAttribute<Kind>)
    }

    let way: Way

    /// One section of every value.
    public static var none: Self { Self(way: .none) }

    /// A section per group of the kind, in the order the definitions file gives them, then one of
    /// the values in no group; a value in several groups is in each of their sections. A kind
    /// whose definitions give no groups is a programming error, which stops the program with a
    /// message that names it when the list of the compiled kind is prepared.
    ///
    /// Under an update, the sections are the update's groups. An update may remove groups: the
    /// values of a group that is gone are in the section of the values in no group, and when it
    /// removes every group, the list has one section of every value, as with ``none``. That is no
    /// error, since an update is data that the app does not control, and no assertion stops a
    /// debug build for it.
    public static var groups: Self { Self(way: .groups) }

    /// A section per value of the attribute that `keyPath` reads, such as `\.prefecture`, in the
    /// order of the values that first have it (municipalities by prefecture: 北海道 first), then one
    /// of the values without it. A key path to a property that is no attribute, such as
    /// `\.logicalName`, is a programming error, which stops the program with a message.
    public static func attribute<Value>(_ keyPath: KeyPath<Kind, Value> & Sendable) -> Self {
        Self(way: .attribute(KbnAttribute(keyPath)))
    }

    /// A section per value of the attribute named `name`, as ``attribute(_:)`` does, for a
    /// kind known only when the app runs. A name that is not an attribute of the kind is a
    /// programming error, which stops the program with a message that names it where the
    /// screen is made (``KbnSelectionList``'s initializer, or the first call of
    /// ``KbnChoiceListModel/sections(matching:selection:sectioning:searchAttributes:update:index:whenReady:)``
    /// with it), or where ``KbnChoiceList/init(index:sectioning:)`` is called.
    public static func attribute(named name: String) -> Self {
        Self(way: .attribute(KbnAttribute(named: name)))
    }

    /// The sectioning with its attribute resolved to a name (``KbnAttribute/resolved()``).
    func resolved() -> Self {
        guard case .attribute(let attribute) = way else { return self }
        return Self(way: .attribute(attribute.resolved()))
    }
}

/// One section of a selection screen.
public struct KbnChoiceSection<Kind: KbnType>: Hashable, Sendable, Identifiable {
    /// What the section holds.
    public enum ID: Hashable, Sendable {
        /// The chosen values, unknown and deprecated ones included, whatever the query.
        case chosen
        /// Every value on offer, when the screen has no sections.
        case all
        /// The values of a group, by the group's name in the definitions file.
        case group(String)
        /// The values whose sectioning attribute has this value, written as text.
        case attribute(String)
        /// The values in no group, or without the sectioning attribute.
        case other

        /// The section's header where the app gives none: KbnUI's "Chosen" for the chosen values in
        /// the language of `languageCode`, the group's name or the attribute's value; nil for every
        /// value and the values in no section. What ``KbnSelectionList``'s `defaultTitle` gives.
        func defaultTitle(for languageCode: String) -> String? {
            switch self {
            case .chosen: KbnWord.chosen.text(for: languageCode)
            case .group(let name), .attribute(let name): name
            case .all, .other: nil
            }
        }
    }

    public let id: ID
    /// The section's rows, best match first.
    public let rows: [KbnChoiceRow<Kind>]
}

/// One row of a selection screen: a value on offer, or a chosen value or code.
///
/// A row does not say whether its value is chosen, so that a tap, which changes the selection,
/// leaves the rows on offer as they are: a screen draws a check mark where the selection's
/// ``KbnSelection/chosenCodes`` hold the row's ``id``.
public struct KbnChoiceRow<Kind: KbnType>: Hashable, Sendable, Identifiable {
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

    /// The code, which is unique within a section.
    public var id: String { value.code }
}

/// A kind's values as a selection screen lists them for a query.
///
/// ``sections(matching:selection:)`` gives the chosen values first, in a section of their own that
/// every query keeps, so that a chosen value, a deprecated one or an unknown code, is never out of
/// sight; for a set, that section holds only the values that are never on offer, so that a tap
/// moves no row. The values on offer follow, without deprecated ones, sectioned as asked. With a query,
/// only matching values are offered, ranked as ``KbnSearchIndex`` ranks them within each section,
/// and the sections are ordered by their best match, then in their usual order.
///
/// Built on an index of a `KbnUpdate` (`KbnSearchIndex(Kind.self, update: update)`), the
/// list shows the update's names, order, groups and deprecations, and offers the values it adds
/// to a selection that accepts codes the app does not know (one bound to a `KbnValue`).
public struct KbnChoiceList<Kind: KbnType>: Sendable {
    /// The search over the kind's values.
    public let index: KbnSearchIndex<Kind>
    /// How the values are sectioned.
    public let sectioning: KbnSectioning<Kind>

    /// The sections each value of `index` is in, by its position there.
    private let sectionsOfValue: [[Int]]
    /// The sections in their usual order.
    private let sectionIDs: [KbnChoiceSection<Kind>.ID]
    /// Whether each value of `index` is deprecated, by its position there.
    private let isDeprecated: [Bool]
    /// Whether each value of `index` is one of `Kind`'s, by its position there: not a value that
    /// an update adds. Worked out once, as `KbnValue.known` would look each code up again.
    private let isKnown: [Bool]
    /// The values of `index` when it does not hold every value of `Kind`; nil when it does.
    private let someValues: Set<Kind>?

    /// A list of the values of `index`, sectioned by `sectioning`.
    public init(index: KbnSearchIndex<Kind> = KbnSearchIndex(), sectioning: KbnSectioning<Kind> = .none) {
        self.index = index
        self.sectioning = sectioning
        someValues = index.coversKind ? nil : Set(index.values)
        isDeprecated = index.entries.map { $0.deprecationMessage != nil }
        isKnown = index.choices.map { choice in
            guard case .known = choice else { return false }
            return true
        }
        (sectionIDs, sectionsOfValue) = Self.sections(
            of: index.entries, in: index.kind, updated: index.update.updates(Kind.self), by: sectioning)
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
    public func sections(matching query: String, selection: KbnSelection<Kind>) -> [KbnChoiceSection<Kind>] {
        let offered = offeredSections(matching: query, acceptingUnknownCodes: selection.acceptsUnknownCodes)
        return chosenSection(of: selection).map { [$0] + offered } ?? offered
    }

    /// The sections of the values on offer for `query`, which ``sections(matching:selection:)``
    /// gives after the chosen values' section; with `acceptingUnknownCodes`, the values an update
    /// adds among them.
    func offeredSections(matching query: String, acceptingUnknownCodes: Bool) -> [KbnChoiceSection<Kind>] {
        var rows = [[KbnChoiceRow<Kind>]](repeating: [], count: sectionIDs.count)
        var bestRank = [KbnSearchRank?](repeating: nil, count: sectionIDs.count)
        for match in index.rankedMatches(query) where !isDeprecated[match.position] {
            // A value an update adds is no `Kind`: only a selection that keeps unknown codes holds it.
            guard isKnown[match.position] || acceptingUnknownCodes else { continue }
            let row = KbnChoiceRow(value: index.choices[match.position], canChoose: true)
            for section in sectionsOfValue[match.position] {
                rows[section].append(row)
                if bestRank[section] == nil { bestRank[section] = match.rank }
            }
        }
        let order = sectionIDs.indices.filter { !rows[$0].isEmpty }.sorted {
            (bestRank[$0]!, $0) < (bestRank[$1]!, $1)
        }
        return order.map { KbnChoiceSection(id: sectionIDs[$0], rows: rows[$0]) }
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
    func chosenSection(of selection: KbnSelection<Kind>) -> KbnChoiceSection<Kind>? {
        let isMany = selection.mode == .many
        guard isMany || !selection.chosen.isEmpty else { return nil }
        let rows = selection.chosen.compactMap { value -> KbnChoiceRow<Kind>? in
            let description = index.update.description(of: value)
            guard !isMany || !isOffered(value, describedAs: description, to: selection) else { return nil }
            return KbnChoiceRow(
                value: value, canChoose: value.known != nil || selection.acceptsUnknownCodes,
                deprecationMessage: description?.deprecationMessage)
        }
        return KbnChoiceSection(id: .chosen, rows: rows)
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
    static func findsNothing(_ sections: [KbnChoiceSection<Kind>], for query: String) -> Bool {
        sections.allSatisfy { $0.id == .chosen } && !KbnSearchFolding.query(query).isEmpty
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

    /// Stops the program for a mistake in `sectioning` or `searchAttributes` that shows without
    /// reading the kind's values (``earlyProblem(withSectioning:)``,
    /// ``KbnSearchIndex/earlyProblem(withAttributes:)``), with its message: what screens call where
    /// they are made, on the caller's thread, so that the stop points at the call that made the
    /// mistake rather than at the preparation off the main thread.
    static func checkEarly(sectioning: KbnSectioning<Kind>, searchAttributes: [KbnAttribute<Kind>]) {
        if let problem = earlyProblem(withSectioning: sectioning)
            ?? KbnSearchIndex<Kind>.earlyProblem(withAttributes: searchAttributes)
        {
            preconditionFailure(problem)
        }
    }

    /// Why `sectioning` cannot section `Kind`, as far as that shows without reading its values: an
    /// attribute by a name that the kind does not have, or by a key path to a property of a type
    /// that no attribute has (``KbnAttribute/mayBe(among:ofType:)``); nil otherwise.
    ///
    /// Screens check this where they are made, on the caller's thread, as
    /// ``KbnSearchIndex/earlyProblem(withAttributes:)`` does for searched attributes.
    static func earlyProblem(withSectioning sectioning: KbnSectioning<Kind>) -> String? {
        guard case .attribute(let attribute) = sectioning.way else { return nil }
        let columns = { KbnUpdate().attributes(of: Kind.self) }
        guard !attribute.mayBe(among: columns) else { return nil }
        return message(attribute, isNotAmong: columns(), of: String(describing: Kind.self))
    }

    private static func message(
        _ attribute: KbnAttribute<Kind>, isNotAmong columns: [KbnAttributeDescription], of kindName: String
    ) -> String {
        let known = columns.isEmpty ? "it has none" : "it has " + columns.map(\.name).joined(separator: ", ")
        return "KbnChoiceList: \(attribute.nameForMessages) is not an attribute of \(kindName) (\(known))"
    }

    /// Why `sectioning` cannot section the kind that `description` describes; nil when it can.
    ///
    /// A kind without groups cannot be sectioned by them when `description` is the compiled kind:
    /// the definitions give none, which is the app's mistake. An update may remove groups, and is
    /// data, not a mistake in the app: with `updated`, a description without groups is no problem,
    /// and the list shows one section.
    static func problem(
        withSectioning sectioning: KbnSectioning<Kind>, of description: KbnKindDescription, updated: Bool = false
    ) -> String? {
        switch sectioning.way {
        case .none:
            return nil
        case .groups:
            // One untitled section would look like a list without sections, and hide the mistake.
            return description.groupNames.isEmpty && !updated
                ? "KbnChoiceList: \(description.name) has no groups to section by (its definitions give none); section it by .attribute(_:) or .none"
                : nil
        case .attribute(let attribute):
            let name = attribute.name
            guard name == nil || !description.attributes.contains(where: { $0.name == name }) else { return nil }
            return message(attribute, isNotAmong: description.attributes, of: description.name)
        }
    }

    /// The sections in their usual order, and the sections of each of `values`, by its position.
    ///
    /// - Complexity: O(*n* + *g* + *m*) for *n* values, *g* groups and *m* memberships when
    ///   sectioned by groups; O(*n*) otherwise.
    private static func sections(
        of values: [KbnValueDescription], in description: KbnKindDescription, updated: Bool,
        by sectioning: KbnSectioning<Kind>
    ) -> ([KbnChoiceSection<Kind>.ID], [[Int]]) {
        // A key path's attribute is found by comparing values: once.
        let sectioning = sectioning.resolved()
        if let problem = problem(withSectioning: sectioning, of: description, updated: updated) {
            preconditionFailure(problem)
        }
        let entries = values
        switch sectioning.way {
        case .none:
            return ([.all], Array(repeating: [0], count: values.count))
        case .groups where description.groupNames.isEmpty:
            // An update that removed every group: one section, as a list without sections has.
            return ([.all], Array(repeating: [0], count: values.count))
        case .groups:
            let other = description.groupNames.count
            let ids = description.groupNames.map { KbnChoiceSection<Kind>.ID.group($0) } + [.other]
            // Each membership one lookup, however many groups an update gives; the first of a name
            // given twice, as a search of the names would find.
            let indexOfGroup = Dictionary(
                description.groupNames.enumerated().map { ($0.element, $0.offset) },
                uniquingKeysWith: { first, _ in first })
            let sections = values.indices.map { position -> [Int] in
                let indices = entries[position].groupNames.compactMap { indexOfGroup[$0] }
                return indices.isEmpty ? [other] : indices
            }
            return (ids, sections)
        case .attribute(let attribute):
            let column = description.attributes.firstIndex { $0.name == attribute.name }
            var ids: [KbnChoiceSection<Kind>.ID] = []
            var indexOfTitle: [String: Int] = [:]
            var sections: [[Int]] = []
            for position in values.indices {
                let title = column.flatMap { entries[position].attributes[$0] }.map(\.description)
                let id = title.map(KbnChoiceSection<Kind>.ID.attribute) ?? .other
                let key = title.map { "=" + $0 } ?? ""
                if indexOfTitle[key] == nil {
                    indexOfTitle[key] = ids.count
                    ids.append(id)
                }
                sections.append([indexOfTitle[key]!])
            }
            // The values without the attribute come last, whichever value first lacked it.
            if let other = indexOfTitle[""] {
                ids.append(ids.remove(at: other))
                let last = ids.count - 1
                sections = sections.map { [$0[0] == other ? last : $0[0] > other ? $0[0] - 1 : $0[0]] }
            }
            return (ids, sections)
        }
    }
}
