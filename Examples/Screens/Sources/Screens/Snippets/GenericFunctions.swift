// The article's plain-Swift snippets: functions written once against KbnType for every kind, and
// the search model under KbnUI's screens. ScreensTests checks what they return on Linux.

import Municipalities

// snippet: card-function
func card(for value: some KbnType) -> String {
    "[\(type(of: value).kindLogicalName)] \(value.logicalName) (code \(value.code))"
}
// snippet end

// snippet: names-function
func names<Kind: KbnType>(of kind: Kind.Type) -> [String] {
    kind.allCases.map(\.logicalName)
}
// snippet end

// snippet: rows-function
func rows(of kind: KbnKindDescription) -> [String] {
    kind.values.map { value in
        // An optional attribute that a value leaves out is nil, and gets no column.
        let columns = zip(kind.attributes, value.attributes).compactMap { column, entry in
            entry.map { "\(column.name): \($0)" }
        }
        return ([value.code, value.logicalName] + columns).joined(separator: "  ")
    }
}
// snippet end

/// The first three municipalities that a search for `query` finds.
func municipalities(matching query: String) -> [String] {
    // snippet: search-index
    let index = KbnSearchIndex(LocalGov.Municipality.self, attributes: ["kana"])
    let found = index.search(query).prefix(3).map(\.logicalName)
    // snippet end
    return Array(found)
}
