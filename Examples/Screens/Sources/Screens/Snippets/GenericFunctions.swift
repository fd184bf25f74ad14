// swift-format-ignore-file
// (The articles quote these lines with their end-of-line comments aligned.)
// The article's plain-Swift snippets: functions written once against KbnType for every kind, and
// the selection model under KbnUI's screens. ScreensTests checks what they return on Linux.

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

/// The cards of a gender and a prefecture, and of a value found by its code alone.
func cardExamples() -> [String] {
    // snippet: card-calls
    let man = card(for: Kbn.Gender.man)          // "[性別区分] 男性 (code 00101)"
    let tokyo = card(for: Kbn.Prefecture.tokyo)  // "[都道府県区分] 東京都 (code 00213)"
    // snippet end
    var found: [String] = []
    // snippet: card-of-any-value
    if let value = Kbn.value(forCode: "00213") {
        found.append(card(for: value))           // "[都道府県区分] 東京都 (code 00213)"
    }
    // snippet end
    return [man, tokyo] + found
}

/// Each kind's name and its first three values' names, as the article prints them.
func kindExamples() -> [String] {
    var lines: [String] = []
    // snippet: every-kind-loop
    for kind in Kbn.allKinds {
        lines.append("\(kind.kindLogicalName) \(names(of: kind).prefix(3))")
    }
    // 性別区分 ["男性", "女性"]
    // 都道府県区分 ["北海道", "青森県", "岩手県"]
    // 連絡方法区分 ["電話", "メール", "ファクス"]
    // snippet end
    return lines
}

/// Rows of two kinds with attributes of their own.
func rowExamples() -> [String] {
    // snippet: rows-calls
    let tokyo = rows(of: Kbn.Prefecture.kindDescription)[12]    // "00213  東京都  region: 関東"
    let phone = rows(of: Kbn.ContactMethod.kindDescription)[0]  // "00302  電話  displayOrder: 1  isRealtime: true"
    // snippet end
    return [tokyo, phone]
}

/// The first three municipalities that a search for `query` finds.
@MainActor func municipalities(matching query: String) async -> [String] {
    // snippet: search-index
    let model = KbnSelectionModel(LocalGov.Municipality.self, searchAttributes: [\.kana])
    await model.prepare()                                  // off the main actor
    let rows = model.sections(matching: query, selection: LocalGov.Municipality?.none)?.first?.rows ?? []
    let found = rows.prefix(3).compactMap(\.value.known?.logicalName)
    // snippet end
    return Array(found)
}
