// Former codes through every path that reads a code, on Edge.Municipality from this target's
// kbn-definitions.json: `merged` lists "M91" and "M92", `renumbered` lists "K99" (shaped like a
// Keyword code), "旧3" (not ASCII) and "M\u{1F}3" (the usual table separator); `unchanged` none.

import Foundation
import KbnExample
import KbnKit
import Testing

@Suite("Former codes at run time")
struct FormerCodeTests {
    @Test func formerCodesGiveTheirValueWhereverACodeIsRead() {
        #expect(Edge.Municipality(code: "M91") == .merged)
        #expect(Edge.Municipality(code: "M92") == .merged)
        #expect(Edge.Municipality(code: "K99") == .renumbered)
        #expect(Edge.Municipality(code: "旧3") == .renumbered)
        #expect(Edge.Municipality(code: "M\u{1F}3") == .renumbered)
        #expect(Edge.Municipality.get(byCode: "M91") == .merged)
        #expect(Edge.Municipality(rawValue: "旧3") == .renumbered)
        // Current codes are unchanged, and a former code is only its own kind's.
        #expect(
            Edge.Municipality.allCases.map { Edge.Municipality(code: $0.code) } == [.merged, .unchanged, .renumbered])
        #expect(Edge.Keyword(code: "K99") == nil)
        #expect(Edge.Municipality(code: "M9") == nil)
        #expect(Edge.Municipality(code: "M93") == nil)
    }

    @Test func aValueReadFromAFormerCodeGivesItsCurrentCode() {
        let value = Edge.Municipality(code: "M92")
        #expect(value?.code == "M01")
        #expect(value?.rawValue == "M01")
        #expect(value?.id == "M01")
    }

    @Test func decodingReadsFormerCodesAndEncodingWritesCurrentOnes() throws {
        // A top-level array decodes each element through the kind's own init(from:).
        let values = try JSONDecoder().decode([Edge.Municipality].self, from: Data(#"["M91", "K99", "M02"]"#.utf8))
        #expect(values == [.merged, .renumbered, .unchanged])
        #expect(String(decoding: try JSONEncoder().encode(values), as: UTF8.self) == #"["M01","M03","M02"]"#)
    }

    /// A model whose synthesized `init(from:)` takes KbnKit's keyed-container overloads.
    private struct Address: Codable, Equatable {
        var city: Edge.Municipality
        var previousCity: Edge.Municipality?
        var registeredCity: KbnValue<Edge.Municipality>
    }

    @Test func keyedDecodingReadsFormerCodesAndEncodingWritesCurrentOnes() throws {
        let json = #"{"city": "M92", "previousCity": "旧3", "registeredCity": "M91"}"#
        let address = try JSONDecoder().decode(Address.self, from: Data(json.utf8))
        #expect(address == Address(city: .merged, previousCity: .renumbered, registeredCity: .known(.merged)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(address), as: UTF8.self)
                == #"{"city":"M01","previousCity":"M03","registeredCity":"M01"}"#)
    }

    @Test func kbnValueKnowsFormerCodesAndKeepsTheCurrentCode() {
        let value = KbnValue<Edge.Municipality>(code: "K99")
        #expect(value == .known(.renumbered))
        #expect(value.known == .renumbered)
        #expect(value.code == "M03")
        #expect(value == KbnValue(code: "M03"))
        #expect(KbnValue<Edge.Municipality>(code: "M93") == .unknown("M93"))
    }

    @Test func aDictionaryKeyedByAKindReadsFormerCodes() throws {
        let counts = try JSONDecoder().decode([Edge.Municipality: Int].self, from: Data(#"{"M91": 1, "M02": 2}"#.utf8))
        #expect(counts == [.merged: 1, .unchanged: 2])
    }

    @Test func theNamespaceFindsValuesByTheirFormerCodes() {
        #expect(Edge.value(forCode: "M91") as? Edge.Municipality == .merged)
        #expect(Edge.value(forCode: "K99") as? Edge.Municipality == .renumbered)
        #expect(Edge.value(forCode: "旧3") as? Edge.Municipality == .renumbered)
        #expect(Edge.value(forCode: "M03") as? Edge.Municipality == .renumbered)
        #expect(Edge.value(forCode: "K1") as? Edge.Keyword == .default)
        #expect(Edge.value(forCode: "M93") == nil)
    }

    @Test func kindDescriptionListsEachValuesFormerCodes() {
        let values = Edge.Municipality.kindDescription.values
        #expect(values.map(\.formerCodes) == [["M91", "M92"], [], ["K99", "旧3", "M\u{1F}3"]])
        #expect(Kbn.Gender.kindDescription.values.map(\.formerCodes) == [[], []])
    }

    @Test func anUnknownCodeOfAKindWithFormerCodesSaysTheyCount() throws {
        do {
            _ = try JSONDecoder().decode([Edge.Municipality].self, from: Data(#"["M93"]"#.utf8))
            Issue.record("M93 decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(
                context.debugDescription.hasSuffix(
                    #"expected "M" followed by one of its values' postfixes, or one of their former or alternate codes"#
                ))
        }
    }
}
