// The standard protocols that app and server APIs take kinds by: RawRepresentable, Identifiable,
// CodingKeyRepresentable and the description protocols. RawRepresentable brings default `==`,
// `hash(into:)` and `Codable` implementations of its own; these tests show that KbnKit's run.

import Foundation
import KbnExample
import KbnKit
import Testing

@Suite("App protocols")
struct AppProtocolTests {
    // MARK: RawRepresentable

    @Test func theRawValueIsTheFullCode() {
        #expect(Kbn.Gender.man.rawValue == "00101")
        #expect(Kbn.Prefecture(rawValue: "00213") == .tokyo)
        #expect(Kbn.Prefecture(rawValue: "13") == nil)
        for value in Kbn.Prefecture.allCases {
            #expect(Kbn.Prefecture(rawValue: value.rawValue) == value)
        }
    }

    /// What a library that stores `RawRepresentable` values does: the generic path, not the kind's own.
    private func storedAndLoaded<Value: RawRepresentable>(_ value: Value) -> Value? where Value.RawValue == String {
        Value(rawValue: value.rawValue)
    }

    @Test func genericRawRepresentableCodeSeesTheCode() {
        #expect(storedAndLoaded(Kbn.ContactMethod.phone) == .phone)
    }

    @Test func decodingAnUnknownCodeThrowsKbnKitsErrorNotRawRepresentablesDefault() throws {
        // RawRepresentable's default would say "Cannot initialize Gender from invalid String value 00199".
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode([Kbn.Gender].self, from: Data(#"["00199"]"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription.contains("is not a code of Gender (性別区分)"))
    }

    @Test func hashingGoesThroughTheOrdinalNotRawRepresentablesDefault() {
        // RawRepresentable's default hashes the raw value; KbnKit's hashes the position, which is cheaper.
        // Both are consistent with equality, so only the hashes themselves tell which one runs.
        func hash(_ feed: (inout Hasher) -> Void) -> Int {
            var hasher = Hasher()
            feed(&hasher)
            return hasher.finalize()
        }
        let tokyo = Kbn.Prefecture.tokyo
        let ordinal = Kbn.Prefecture.allCases.firstIndex(of: tokyo)!
        #expect(hash { $0.combine(tokyo) } == hash { $0.combine(ordinal) })
        #expect(hash { $0.combine(tokyo) } != hash { $0.combine(tokyo.rawValue) })
        #expect(tokyo.hashValue == ordinal.hashValue)
        #expect(Set(Kbn.Prefecture.allCases).count == 47)
    }

    @Test func equalityComparesValuesOfOneKind() {
        #expect(Kbn.Gender.man == Kbn.Gender(rawValue: "00101"))
        #expect(Kbn.Gender.man != .woman)
    }

    // MARK: Identifiable

    @Test func theIdentityIsTheCode() {
        #expect(Kbn.Gender.woman.id == "00102")
        let ids = Kbn.Prefecture.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// What `ForEach(Kind.allCases)` and `List` require of their elements.
    private func identities<Element: Identifiable>(of elements: [Element]) -> [Element.ID] {
        elements.map(\.id)
    }

    @Test func kindsWorkWhereIdentifiableElementsAreNeeded() {
        #expect(identities(of: Kbn.Gender.allCases) == ["00101", "00102"])
    }

    // MARK: CodingKeyRepresentable

    @Test func aDictionaryKeyedByAKindEncodesAsAnObjectKeyedByCodes() throws {
        let counts: [Kbn.Gender: Int] = [.man: 1, .woman: 2]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(counts), as: UTF8.self)
        #expect(json == #"{"00101":1,"00102":2}"#)
        #expect(try JSONDecoder().decode([Kbn.Gender: Int].self, from: Data(json.utf8)) == counts)
    }

    @Test func aDictionaryKeyWithAnUnknownCodeFailsToDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Kbn.Gender: Int].self, from: Data(#"{"00199": 1}"#.utf8))
        }
    }

    @Test func aDictionaryKeyedByKbnValueKeepsUnknownCodes() throws {
        let json = #"{"00101":1,"00199":2}"#
        let decoded = try JSONDecoder().decode([KbnValue<Kbn.Gender>: Int].self, from: Data(json.utf8))
        #expect(decoded == [.known(.man): 1, .unknown("00199"): 2])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == json)
    }

    // MARK: Descriptions

    @Test func descriptionsAreReadableInLogsAndTheDebugger() {
        #expect("\(Kbn.Gender.man)" == "男性 (00101)")
        #expect(String(reflecting: Kbn.Gender.man) == #"KbnExample.Kbn.Gender(code: "00101") 男性"#)
        #expect(KbnValue<Kbn.Gender>.known(.woman).description == "女性 (00102)")
        #expect(KbnValue<Kbn.Gender>.unknown("00199").description == "unknown code 00199")
    }
}
