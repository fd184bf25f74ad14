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

    @Test("An exact code ranks first, then code prefixes, then name prefixes, then substrings")
    func ranking() {
        #expect(diseases.search("a0") == [.a0, .cholera, choleraUnspecified])
        #expect(diseases.search("A00.0") == [.cholera])
        let payments = KbnSearchIndex(Screens.Payment.self)
        // P1 is card's code, P12 starts with it, and "P1 コード決済" is code12's name as well.
        #expect(payments.search("p1") == [.card, .code12])
        #expect(payments.rankedMatches("p1").map(\.rank) == [.exactCode, .codePrefix])
        #expect(payments.rankedMatches("1").map(\.rank) == [.substring, .substring])
        #expect(payments.rankedMatches("ｺｰﾄﾞ").map(\.rank) == [.substring])
        #expect(payments.rankedMatches("かーど").map(\.rank) == [.namePrefix])
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

    @Test("Named String attributes are searched; others are not")
    func attributes() {
        #expect(KbnSearchIndex(Screens.City.self).search("さっぽろ").isEmpty)
        let cities = KbnSearchIndex(Screens.City.self, attributes: ["kana"])
        #expect(cities.search("サッポロ") == [.sapporo])
        #expect(cities.search("1960000").isEmpty)
    }

    @Test("An attribute that is not a String attribute of the kind is named as a programming error")
    func unusableAttributes() {
        let city = Screens.City.kindDescription
        #expect(KbnSearchIndex<Screens.City>.problem(withAttributes: ["kana", "prefecture"], of: city) == nil)
        #expect(
            KbnSearchIndex<Screens.City>.problem(withAttributes: ["kana", "population"], of: city)
                == "KbnSearchIndex: 'population' is not a String attribute of City (it has prefecture, kana)")
        #expect(
            KbnSearchIndex<Screens.Payment>.problem(withAttributes: ["kanna"], of: Screens.Payment.kindDescription)
                == "KbnSearchIndex: 'kanna' is not a String attribute of Payment (it has none)")
        #expect(KbnSearchIndex<Screens.City>.problem(withAttributes: [KbnAttribute(\.kana)], of: city) == nil)
        #expect(
            KbnSearchIndex<Screens.City>.problem(withAttributes: [KbnAttribute(\.population)], of: city)
                == "KbnSearchIndex: 'population' is not a String attribute of City (it has prefecture, kana)")
    }

    @Test("An attribute by key path is searched as the same attribute by name")
    func keyPathAttributes() {
        let byKeyPath = KbnSearchIndex(Screens.City.self, attributes: [KbnAttribute(\.kana)])
        #expect(byKeyPath.search("サッポロ") == [.sapporo])
        #expect(byKeyPath.search("せんだい") == KbnSearchIndex(Screens.City.self, attributes: ["kana"]).search("せんだい"))
        #expect(!byKeyPath.search("せんだい").isEmpty)
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
        let cities = KbnSearchIndex(Screens.City.self, attributes: ["kana"])
        #expect(cities.search("し").count == Screens.City.allCases.count)
        #expect(cities.search("し").first == .shinjuku)
        #expect(cities.search("0").count == Screens.City.allCases.count)
    }
}
