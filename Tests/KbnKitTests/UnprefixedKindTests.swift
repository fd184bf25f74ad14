// Kinds without a prefix, alternate codes and optional and Double attributes, on Edge.LocalGovernment
// and Edge.Bank from this target's kbn-definitions.json. Both kinds are code spaces of their own:
// Bank's `edges` has the code of LocalGovernment's 千代田区, and LocalGovernment's `edges` the code
// of Keyword.default ("K1"), so a lookup that ignored the kind would answer with the wrong one.

import Foundation
import KbnKit
import Testing

@Suite("Unprefixed kinds at run time")
struct UnprefixedKindTests {
    @Test func anUnprefixedKindsCodeIsItsPostfix() {
        #expect(Edge.Bank.prefix == "")
        #expect(Edge.LocalGovernment.prefix == "")
        #expect(Edge.Bank.mizuho.code == "0001")
        #expect(Edge.Bank.mizuho.postfix == "0001")
        #expect(Edge.Bank(code: "0168") == .中国銀行)
        #expect(Edge.Bank(code: "0489") == .中國銀行)
        #expect(Edge.Bank(code: "") == nil)
        #expect(Edge.Bank(code: "1") == nil)
    }

    @Test func eachUnprefixedKindReadsOnlyItsOwnCodes() {
        #expect(Edge.Bank(code: "131016") == .edges)
        #expect(Edge.LocalGovernment(code: "131016") == .千代田区)
        #expect(Edge.LocalGovernment(code: "K1") == .edges)
        #expect(Edge.Keyword(code: "K1") == .default)
        // The same alternate code in two kinds: each reads it as its own value.
        #expect(Edge.Bank(code: "01101") == .edges)
        #expect(Edge.LocalGovernment(code: "01101") == .札幌市_中央区)
    }

    @Test func theNamespaceLooksUpPrefixedKindsOnly() {
        // "K1" is Keyword.default's code and LocalGovernment.edges': only the prefixed kind answers.
        #expect(Edge.value(forCode: "K1") as? Edge.Keyword == .default)
        // An unprefixed kind's code cannot tell its kind, so the namespace gives nil rather than guess.
        #expect(Edge.value(forCode: "131016") == nil)
        #expect(Edge.value(forCode: "0001") == nil)
        #expect(Edge.value(forCode: "13101") == nil)
        #expect(Edge.allKinds.contains { $0 == Edge.Bank.self })
    }

    @Test func alternateCodesReadAsTheValueAndNeverWrite() throws {
        #expect(Edge.LocalGovernment(code: "13101") == .千代田区)
        #expect(Edge.LocalGovernment(code: "131999") == .千代田区)
        #expect(Edge.LocalGovernment(rawValue: "01000") == .北海道)
        #expect(Edge.LocalGovernment.get(byCode: "01101") == .札幌市_中央区)
        #expect(KbnValue<Edge.LocalGovernment>(code: "13101") == .known(.千代田区))
        #expect(Edge.LocalGovernment(code: "13101")?.code == "131016")

        let decoded = try JSONDecoder().decode(
            [Edge.LocalGovernment].self, from: Data(#"["13101", "011011", "01000"]"#.utf8))
        #expect(decoded == [.千代田区, .札幌市_中央区, .北海道])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["131016","011011","010006"]"#)

        let description = Edge.LocalGovernment.kindDescription.values.first { $0.code == "131016" }
        #expect(description?.alternateCodes == ["13101"])
        #expect(description?.formerCodes == ["131999"])
    }

    /// What a server sends for a bank account: an unprefixed code, the way the bank master writes it.
    private struct Account: Codable, Equatable {
        var bank: Edge.Bank
        var branchBank: Edge.Bank?
        var city: KbnValue<Edge.LocalGovernment>
    }

    @Test func aJSONModelDecodesUnprefixedCodes() throws {
        let json = #"{"bank": "0168", "branchBank": "0489", "city": "99999"}"#
        let account = try JSONDecoder().decode(Account.self, from: Data(json.utf8))
        #expect(account == Account(bank: .中国銀行, branchBank: .中國銀行, city: .unknown("99999")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(account), as: UTF8.self)
                == #"{"bank":"0168","branchBank":"0489","city":"99999"}"#)

        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Account.self, from: Data(#"{"bank": "9999", "city": "13101"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(
            context.debugDescription
                == #""9999" is not a code of Bank (金融機関); expected one of its values' codes, or one of their former or alternate codes"#
        )
    }

    @Test func optionalAttributesAreNilWhereAValueHasNone() {
        #expect(Edge.LocalGovernment.北海道.population == 5_092_000)
        #expect(Edge.LocalGovernment.札幌市_中央区.population == nil)
        #expect(Edge.LocalGovernment.edges.population == nil)
        #expect(Edge.LocalGovernment.北海道.note == nil)
        #expect(Edge.LocalGovernment.札幌市_中央区.note == "政令指定都市の区")
        #expect(Edge.LocalGovernment.札幌市_中央区.designated == true)
        #expect(Edge.LocalGovernment.千代田区.designated == false)
        #expect(Edge.LocalGovernment.北海道.designated == nil)
        #expect(Edge.Bank.edges.latitude == nil)

        let attributes = Edge.LocalGovernment.kindDescription.attributes
        #expect(attributes.map(\.name) == ["latitude", "population", "note", "designated"])
        #expect(attributes.map(\.isOptional) == [false, true, true, true])
        #expect(attributes.map(\.type) == [.double, .int, .string, .bool])
        // Names for people where attributeNames gives them, else the attribute's own name.
        #expect(attributes.map(\.logicalName) == ["緯度", "人口", "note", "designated"])
        let sapporo = Edge.LocalGovernment.kindDescription.values.first { $0.code == "011011" }
        #expect(sapporo?.attributes == [.double(43.05546), nil, .string("政令指定都市の区"), .bool(true)])
    }

    @Test func sortingByAnOptionalAttributePutsValuesWithoutItLast() {
        // By population: 千代田区 (66,680), 北海道 (5,092,000), then the two without, in definition order.
        #expect(Edge.LocalGovernment.allCases == [.千代田区, .北海道, .札幌市_中央区, .edges])
        #expect(Edge.LocalGovernment.千代田区 < .北海道)
        #expect(Edge.LocalGovernment.北海道 < .札幌市_中央区)
    }

    @Test func doubleAttributesReadBackExactly() {
        // Compared by bits: the shortest text that the generator writes must give the same Double.
        #expect(Edge.LocalGovernment.千代田区.latitude.bitPattern == (35.694003 as Double).bitPattern)
        #expect(Edge.LocalGovernment.edges.latitude.bitPattern == (-0.0 as Double).bitPattern)
        #expect(Edge.Bank.mizuho.latitude?.bitPattern == Double.leastNonzeroMagnitude.bitPattern)
        #expect(Edge.Bank.中国銀行.latitude?.bitPattern == Double.greatestFiniteMagnitude.bitPattern)
        #expect(Edge.Bank.中國銀行.latitude?.bitPattern == (0.1 as Double).bitPattern)
    }
}
