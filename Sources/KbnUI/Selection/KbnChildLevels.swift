// A selection over two levels, for a kind with a parent kind: a bank's branches, or a branch found
// from a query that names both ("みずほ 渋谷"). Plain Swift, tested on Linux.

import KbnKit

extension KbnSelectionModel where Kind: KbnChildType {
    /// The sections of the values under `parent` for `query`, with `selection` chosen: the chosen
    /// values first, as ``sections(matching:selection:)`` gives them, then `parent`'s values on
    /// offer, sectioned as the model sections them; nil until the list is ready.
    ///
    /// Under an update, `parent`'s values are those the update gives it: the values it adds (to a
    /// `KbnValue` selection) among them, and without those it deprecates.
    ///
    /// - Complexity: A search of the index, as ``sections(matching:selection:)`` makes, whose
    ///   matches are kept when they are `parent`'s.
    public func sections(
        matching query: String, under parent: KbnValue<Kind.Parent>, selection: some KbnSelectable<Kind>
    ) -> [KbnSelectionSection<Kind>]? {
        sections(matching: query, under: parent, selection: selection._kbnSelection)
    }

    /// ``sections(matching:under:selection:)`` of a selection as KbnUI's rules read it.
    func sections(
        matching query: String, under parent: KbnValue<Kind.Parent>, selection: KbnSelection<Kind>
    ) -> [KbnSelectionSection<Kind>]? {
        guard let prepared = list() else { return nil }
        let table = prepared.parents
        let onOffer =
            table.ordinal(ofParentCode: parent.code).map { ordinal in
                prepared.list.offeredSections(
                    matching: query, acceptingUnknownCodes: selection.acceptsUnknownCodes,
                    including: { table.parentOfValue[$0] == ordinal })
            } ?? []
        return prepared.list.chosenSection(of: selection).map { [$0] + onOffer } ?? onOffer
    }

    /// The sections of a query across both levels, such as "みずほ 渋谷": the chosen values first,
    /// then a section per value of `parents` that the query's first word finds, best match first,
    /// titled by its name, of its values that the rest of the query finds, ranked as a search ranks
    /// them. A query of one word finds no values across levels: search `parents` for it. Nil until
    /// both lists are ready; `parents` prepares its list as it does for its own screens.
    ///
    /// - Complexity: A search of each list, and O(*m*) for the *m* values that the rest finds.
    public func sections(
        matching query: String, parents: KbnSelectionModel<Kind.Parent>, selection: some KbnSelectable<Kind>
    ) -> [KbnSelectionSection<Kind>]? {
        sections(matching: query, parents: parents, selection: selection._kbnSelection)
    }

    /// ``sections(matching:parents:selection:)`` of a selection as KbnUI's rules read it.
    func sections(
        matching query: String, parents: KbnSelectionModel<Kind.Parent>, selection: KbnSelection<Kind>
    ) -> [KbnSelectionSection<Kind>]? {
        guard let prepared = list(), let parentList = parents.list() else { return nil }
        let chosen = prepared.list.chosenSection(of: selection).map { [$0] } ?? []
        guard let words = Self.levels(of: query) else { return chosen }
        let table = prepared.parents
        let parentIndex = parentList.list.index
        // The sections by parent, in the order the parents' search ranks them.
        var sectionOfParent = [Int](repeating: -1, count: table.parentCodes.count)
        var ids: [Int] = []
        var titles: [String] = []
        for match in parentIndex.rankedMatches(words.parent) {
            let entry = parentIndex.entries[match.position]
            guard entry.deprecationMessage == nil, let ordinal = table.ordinal(ofParentCode: entry.code) else {
                continue
            }
            sectionOfParent[Int(ordinal)] = ids.count
            ids.append(match.position)
            titles.append(entry.logicalName)
        }
        var rows = [[KbnSelectionRow<Kind>]](repeating: [], count: ids.count)
        for match in prepared.list.offeredMatches(
            matching: words.child, acceptingUnknownCodes: selection.acceptsUnknownCodes)
        {
            let section = sectionOfParent[Int(table.parentOfValue[match])]
            guard section >= 0 else { continue }
            rows[section].append(KbnSelectionRow(value: prepared.list.index.choices[match], canChoose: true))
        }
        return chosen
            + ids.indices.filter { !rows[$0].isEmpty }.map {
                KbnSelectionSection(id: ids[$0], title: titles[$0], rows: rows[$0])
            }
    }

    /// The query's first word, for the parents, and the rest, for their values; nil for a query of
    /// fewer than two words. Words are separated by spaces, ideographic ones too.
    ///
    /// - Complexity: O(*n*) in the query's scalars. The query is split at scalars, not characters:
    ///   comparing a character with a space normalizes it, and a character of one long run of
    ///   marks of two classes took time growing with the square of its length (1.7 s at 64 KB).
    ///   A space followed by a mark therefore separates words too, as the folded search reads it.
    static func levels(of query: String) -> (parent: String, child: String)? {
        let words = query.unicodeScalars.split { $0 == " " || $0 == "\u{3000}" }
        guard words.count >= 2 else { return nil }
        return (String(words[0]), words.dropFirst().map(String.init).joined(separator: " "))
    }
}

/// The parent of each value of a kind with a parent kind, as a list's entries give them.
struct KbnParentTable: Sendable {
    /// The distinct parent codes, in the order their first values come.
    let parentCodes: [String]
    /// The position in ``parentCodes`` of each value's parent, by the value's position.
    let parentOfValue: [Int32]
    /// The position of each parent code. Codes are short: the update check refuses a code with a
    /// long run of marks, whose hash would take longer than linear time.
    private let ordinalOfCode: [String: Int32]

    /// The table of `entries`; an empty one for a kind without a parent kind.
    init(_ entries: [KbnValueDescription]) {
        var codes: [String] = []
        var ordinals: [String: Int32] = [:]
        var parentOfValue: [Int32] = []
        if entries.first?.parentCode != nil {
            parentOfValue.reserveCapacity(entries.count)
            for entry in entries {
                let code = entry.parentCode ?? ""
                if let ordinal = ordinals[code] {
                    parentOfValue.append(ordinal)
                } else {
                    let ordinal = Int32(codes.count)
                    ordinals[code] = ordinal
                    codes.append(code)
                    parentOfValue.append(ordinal)
                }
            }
        }
        parentCodes = codes
        self.parentOfValue = parentOfValue
        ordinalOfCode = ordinals
    }

    /// The position of `code` in ``parentCodes``; nil for a parent without values.
    func ordinal(ofParentCode code: String) -> Int32? {
        ordinalOfCode[code]
    }
}
