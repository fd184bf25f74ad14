// KbnUI's own words ("Search", "None", "Chosen", "No results", counts of values…) in English and Japanese, in the screen's
// language as a value's names are: the environment's locale, with KbnKit's language fallback.
// Plain Swift, tested on Linux.
//
// They are a table in code, not a package's string resources: SwiftPM's `Bundle.module` accessor
// does not compile in Swift 6 mode against an SDK whose `Bundle` is not `Sendable` (the iOS 16.5 SDK
// that CI's iOS builds use), and a bundle's strings follow the app's localizations, not the
// `\.locale` that KbnLabel's names follow.

import KbnKit

/// A word that KbnUI shows of its own, where an app gives none.
enum KbnWord: CaseIterable {
    /// The search field's placeholder, where the list draws its own field (iOS 13 and 14).
    case search
    /// The picker option that chooses no value.
    case none
    /// The header of a selection list's chosen values.
    case chosen
    /// What a list shows where a search finds nothing.
    case noResults
    /// What a selection list shows under a chosen code that neither the app nor its update knows.
    case unknownCode
    /// What VoiceOver reads for the row that a list shows while it is prepared.
    case loading
    /// What VoiceOver reads for the clear button of the search field that a list draws of its own.
    case clearSearch

    /// Every word in each language KbnUI ships.
    static let table: [String: [KbnWord: String]] = [
        "en": [
            .search: "Search", .none: "None", .chosen: "Chosen", .noResults: "No results",
            .unknownCode: "Unknown code", .loading: "Loading", .clearSearch: "Clear search",
        ],
        "ja": [
            .search: "検索", .none: "なし", .chosen: "選択中", .noResults: "該当なし",
            .unknownCode: "不明なコード", .loading: "読み込み中", .clearSearch: "検索語を消去",
        ],
    ]

    /// The word in the language of `languageCode`, such as the environment's `locale.identifier`:
    /// Japanese for `ja` and its regions, English otherwise.
    func text(for languageCode: String) -> String {
        Self.table[Self.language(of: languageCode)]![self]!
    }

    /// How many values a kind has: "1 value", "26,704 values", "26,704件"; `formatted` is the
    /// number as the screen's locale writes it.
    static func valueCount(_ count: Int, formatted: String, for languageCode: String) -> String {
        switch language(of: languageCode) {
        case "ja": "\(formatted)件"
        default: count == 1 ? "\(formatted) value" : "\(formatted) values"
        }
    }

    /// How many values a set's selection list has chosen, the header of its chosen values: "3
    /// chosen", "3件選択中"; `formatted` is the number as the screen's locale writes it.
    static func chosenCount(_ count: Int, formatted: String, for languageCode: String) -> String {
        switch language(of: languageCode) {
        case "ja": "\(formatted)件選択中"
        default: "\(formatted) chosen"
        }
    }

    /// The language of the table that `languageCode` reads: itself, its language without a
    /// region, or English.
    static func language(of languageCode: String) -> String {
        KbnLanguageFallback.name(for: languageCode, in: table.keys, fallback: "en") { $0 }
    }
}
