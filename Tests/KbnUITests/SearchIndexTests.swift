// Search over a kind: what matches, and in which order.

import KbnKit
import Testing

@testable import KbnUI

@Suite("Search index")
struct SearchIndexTests {
    let diseases = KbnSearchIndex(Screens.Disease.self)

    @Test("Hiragana finds katakana: がん finds every ガン, which a plain contains does not")
    func foldedMatch() {
        let plain = Screens.Disease.allCases.filter { $0.logicalName.contains("がん") }
        #expect(plain == [.hiraganaCancer])
        // The name that starts with the query first, then the others in display order.
        #expect(diseases.search("がん") == [.hiraganaCancer, .ganglion, .gm1, .stomachCancer])
        #expect(diseases.search("ｶﾞﾝ") == diseases.search("がん"))
        #expect(diseases.search("ガン") == diseases.search("がん"))
    }

    @Test("An exact code ranks first, then code prefixes, then whole names, then name prefixes, then substrings")
    func ranking() {
        #expect(diseases.search("a0") == [.a0, .cholera, choleraUnspecified])
        #expect(diseases.search("A00.0") == [.cholera])
        let payments = KbnSearchIndex(Screens.Payment.self)
        // P1 is card's code, P12 starts with it, and "P1 コード決済" is code12's name as well.
        #expect(payments.search("p1") == [.card, .code12])
        #expect(payments.rankedMatches("p1").map(\.rank) == [.exactCode, .codePrefix])
        #expect(payments.rankedMatches("1").map(\.rank) == [.substring, .substring])
        #expect(payments.rankedMatches("ｺｰﾄﾞ").map(\.rank) == [.substring])
        #expect(payments.rankedMatches("かーど").map(\.rank) == [.exactName])
        #expect(payments.rankedMatches("かー").map(\.rank) == [.namePrefix])
        // コレラ is A00.9's whole name, folded, and begins A00.0's, which comes first in display order.
        #expect(diseases.search("これら") == [choleraUnspecified, .cholera])
        #expect(diseases.rankedMatches("コレラ").map(\.rank) == [.exactName, .namePrefix])
    }

    @Test("A value ranks by its best text, and is listed once")
    func bestText() {
        // C16.9's name is 胃ガン (a substring match of ガン would rank it last); its code ranks it first.
        #expect(diseases.search("c16").first == .stomachCancer)
        #expect(diseases.search("c16") == [.stomachCancer])
    }

    @Test("Alternate codes, short names, localized names and full-width text match")
    func texts() {
        #expect(diseases.search("C169") == [.stomachCancer])
        #expect(diseases.rankedMatches("C169").map(\.rank) == [.exactCode])
        #expect(diseases.search("gastric") == [.stomachCancer])
        #expect(diseases.search("ｍｐ") == [.ganglion])
        #expect(diseases.search("mp関節") == [.ganglion])
        #expect(diseases.search("11β-") == [.hydroxylase])
        #expect(diseases.search("GM1") == [.gm1])
    }

    @Test("Attributes named by key path are searched; others are not")
    func attributes() {
        #expect(KbnSearchIndex(Screens.City.self).search("さっぽろ").isEmpty)
        let cities = KbnSearchIndex(Screens.City.self, attributes: [KbnAttribute(keyPath: \.kana)])
        #expect(cities.search("サッポロ") == [.sapporo])
        #expect(cities.search("1960000").isEmpty)
    }

    @Test("A key path to a property that is no attribute is searched as the compiled values give it")
    func propertyKeyPaths() {
        let byShortName = KbnSearchIndex(Screens.City.self, attributes: [KbnAttribute(keyPath: \.population)])
        #expect(byShortName.search("1960000") == [.sapporo])
        let codes = KbnSearchIndex(Screens.Payment.self, attributes: [KbnAttribute(keyPath: \.postfix)])
        #expect(codes.search("12").first == .code12)
    }

    @Test("An empty query lists every value in display order; an unmatched one none")
    func emptyAndUnmatched() {
        #expect(diseases.search("") == Screens.Disease.allCases)
        #expect(diseases.search(" \u{3000}") == Screens.Disease.allCases)
        #expect(diseases.search("zzz").isEmpty)
        #expect(diseases.search("胃ガンX").isEmpty)
        // A query longer than any text, and one of a byte no text has.
        #expect(diseases.search(String(repeating: "ガ", count: 40)).isEmpty)
        #expect(diseases.search("\u{1F600}").isEmpty)
    }

    @Test("A search over chosen values keeps their order")
    func someValues() {
        let index = KbnSearchIndex(Screens.Disease.self, values: [.stomachCancer, .ganglion, .hiraganaCancer])
        #expect(index.search("ガン") == [.hiraganaCancer, .stomachCancer, .ganglion])
        #expect(index.search("") == [.stomachCancer, .ganglion, .hiraganaCancer])
    }

    @Test("Matches next to each other in the buffer are all found")
    func adjacentTexts() {
        // Every city's kana ends in し, and each text is followed by the next value's code.
        let cities = KbnSearchIndex(Screens.City.self, attributes: [KbnAttribute(keyPath: \.kana)])
        #expect(cities.search("し").count == Screens.City.allCases.count)
        #expect(cities.search("し").first == .shinjuku)
        #expect(cities.search("0").count == Screens.City.allCases.count)
    }
}
