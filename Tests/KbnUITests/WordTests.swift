// KbnUI's own words: every one in English and Japanese, chosen by the screen's locale with the
// fallbacks of values' names.

import Testing

@testable import KbnUI

@Suite("KbnUI's own words")
struct WordTests {
    @Test("Every word is in English and Japanese, and no two words read the same")
    func everyLanguage() {
        #expect(Set(KbnWord.table.keys) == ["en", "ja"])
        for (language, words) in KbnWord.table {
            #expect(Set(words.keys) == Set(KbnWord.allCases), "\(language) lacks a word")
            #expect(Set(words.values).count == KbnWord.allCases.count, "\(language) reads two words the same")
        }
    }

    @Test("A locale's language, with or without a region and in any case, chooses the words; others read English")
    func chosenByLocale() {
        #expect(KbnWord.search.text(for: "ja_JP") == "検索")
        #expect(KbnWord.none.text(for: "JA") == "なし")
        #expect(KbnWord.search.text(for: "en-GB") == "Search")
        #expect(KbnWord.none.text(for: "fr_FR") == "None")
        #expect(KbnWord.chosen.text(for: "ja-JP") == "選択中")
        #expect(KbnWord.chosen.text(for: "en") == "Chosen")
        #expect(KbnWord.search.text(for: "") == "Search")
        #expect(KbnWord.noResults.text(for: "ja_JP") == "該当なし")
        #expect(KbnWord.noResults.text(for: "en") == "No results")
        #expect(KbnWord.unknownCode.text(for: "ja") == "不明なコード")
        #expect(KbnWord.unknownCode.text(for: "de_DE") == "Unknown code")
        #expect(KbnWord.loading.text(for: "ja-JP") == "読み込み中")
        #expect(KbnWord.loading.text(for: "en_GB") == "Loading")
        #expect(KbnWord.clearSearch.text(for: "ja") == "検索語を消去")
        #expect(KbnWord.clearSearch.text(for: "en") == "Clear search")
    }

    @Test("A set's count of chosen values reads as each language counts")
    func chosenCount() {
        #expect(KbnWord.chosenCount(0, formatted: "0", for: "en") == "0 chosen")
        #expect(KbnWord.chosenCount(1_200, formatted: "1,200", for: "en_US") == "1,200 chosen")
        #expect(KbnWord.chosenCount(3, formatted: "3", for: "ja_JP") == "3件選択中")
    }

    @Test("A count of values reads as each language counts")
    func valueCount() {
        #expect(KbnWord.valueCount(1, formatted: "1", for: "en_US") == "1 value")
        #expect(KbnWord.valueCount(26_704, formatted: "26,704", for: "en_US") == "26,704 values")
        #expect(KbnWord.valueCount(0, formatted: "0", for: "de") == "0 values")
        #expect(KbnWord.valueCount(1, formatted: "1", for: "ja_JP") == "1件")
        #expect(KbnWord.valueCount(26_704, formatted: "26,704", for: "ja") == "26,704件")
    }

    @Test("A section's default title: KbnUI's word for the chosen values, a group's or attribute's name, or none")
    func defaultTitles() {
        typealias Section = KbnSelectionSection<Screens.City>
        #expect(Section(chosen: []).defaultTitle(for: "en_US") == "Chosen")
        #expect(Section(chosen: []).defaultTitle(for: "ja_JP") == "選択中")
        #expect(Section(id: 0, title: "capital", rows: []).defaultTitle(for: "ja") == "capital")
        #expect(Section(id: 1, title: nil, rows: []).defaultTitle(for: "en") == nil)
    }
}
