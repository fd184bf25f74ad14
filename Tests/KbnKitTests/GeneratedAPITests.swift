// The generated API as the DocC article "The Generated API" lists it, exercised on the plugin-built KbnExample kinds
// (Kbn.Gender, Kbn.Prefecture) as an app would use them.

import Foundation
import KbnExample
import Testing

@Suite("Generated API")
struct GeneratedAPITests {
    // MARK: Kinds and values

    @Test func kindsExposeTheirPrefixAndLogicalName() {
        #expect(Kbn.Gender.prefix == "001")
        #expect(Kbn.Gender.kindLogicalName == "性別区分")
        #expect(Kbn.Prefecture.prefix == "002")
        #expect(Kbn.Prefecture.kindLogicalName == "都道府県区分")
    }

    @Test func valuesExposeTheirPostfixLogicalNameAndCode() {
        #expect(Kbn.Gender.man.postfix == "01")
        #expect(Kbn.Gender.man.logicalName == "男性")
        #expect(Kbn.Gender.man.code == "00101")
        #expect(Kbn.Gender.woman.code == "00102")
        #expect(Kbn.Gender.woman.logicalName == "女性")
        #expect(Kbn.Prefecture.tokyo.postfix == "13")
        #expect(Kbn.Prefecture.tokyo.code == "00213")
        #expect(Kbn.Prefecture.tokyo.logicalName == "東京都")
        #expect(Kbn.Prefecture.okinawa.code == "00247")
        #expect(Kbn.Prefecture.okinawa.logicalName == "沖縄県")
    }

    @Test func everyValueIsFoundByItsOwnCode() {
        for value in Kbn.Prefecture.allCases {
            #expect(Kbn.Prefecture(code: value.code) == value)
            #expect(value.code == Kbn.Prefecture.prefix + value.postfix)
        }
    }

    @Test(arguments: ["", "001", "01", "00201", "0010", "001011", " 00101", "00101 ", "００１０１", "00103"])
    func initFromCodeIsNilForAnythingButAFullCodeOfTheKind(code: String) {
        #expect(Kbn.Gender(code: code) == nil)
        #expect(Kbn.Gender.get(byCode: code) == nil)
    }

    @Test func getByCodeKeepsTheSeedsCallersWorking() {
        #expect(Kbn.Gender.get(byCode: "00102") == .woman)
        #expect(Kbn.Gender.get(byCode: nil) == nil)
        #expect(Kbn.Gender.cases == [.man, .woman])
    }

    @Test func allCasesFollowDefinitionOrder() {
        #expect(Kbn.Gender.allCases == [.man, .woman])
        let prefectures = Kbn.Prefecture.allCases
        #expect(prefectures.count == 47)
        #expect(prefectures.first == .hokkaido)
        #expect(prefectures[12] == .tokyo)
        #expect(prefectures.last == .okinawa)
        #expect(prefectures.map(\.postfix) == (1...47).map { $0 < 10 ? "0\($0)" : "\($0)" })
    }

    // MARK: Codable

    private struct Profile: Codable, Equatable {
        var gender: Kbn.Gender
        var prefecture: Kbn.Prefecture

        enum CodingKeys: String, CodingKey {
            case gender = "gender_kbn"
            case prefecture = "prefecture_kbn"
        }
    }

    @Test func decodesTheSeedsResponseAndEncodesItBack() throws {
        let response = #"{"gender_kbn": "00101", "prefecture_kbn": "00213"}"#
        let profile = try JSONDecoder().decode(Profile.self, from: Data(response.utf8))
        #expect(profile == Profile(gender: .man, prefecture: .tokyo))

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = String(decoding: try encoder.encode(profile), as: UTF8.self)
        #expect(encoded == #"{"gender_kbn":"00101","prefecture_kbn":"00213"}"#)
        #expect(try JSONDecoder().decode(Profile.self, from: Data(encoded.utf8)) == profile)
    }

    @Test func encodesEachValueAsItsCodeString() throws {
        let encoded = try JSONEncoder().encode(Kbn.Prefecture.allCases)
        #expect(try JSONDecoder().decode([String].self, from: encoded) == Kbn.Prefecture.allCases.map(\.code))
        #expect(try JSONDecoder().decode([Kbn.Prefecture].self, from: encoded) == Kbn.Prefecture.allCases)
    }

    @Test func decodingAnotherKindsCodeNamesTheKindAndTheCode() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(
                Profile.self, from: Data(#"{"gender_kbn": "00213", "prefecture_kbn": "00213"}"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["gender_kbn"])
        #expect(context.debugDescription.contains("\"00213\""))
        #expect(context.debugDescription.contains("Gender"))
        #expect(context.debugDescription.contains("性別区分"))
    }

    @Test func decodingANumberIsATypeMismatch() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode([Kbn.Gender].self, from: Data("[101]".utf8))
        }
        guard case .typeMismatch = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
    }

    // MARK: KbnValue

    @Test func kbnValueKeepsKnownAndUnknownCodes() {
        #expect(KbnValue<Kbn.Gender>(code: "00101") == .known(.man))
        #expect(KbnValue<Kbn.Gender>(code: "00101").known == .man)
        #expect(KbnValue<Kbn.Gender>(code: "00109") == .unknown("00109"))
        #expect(KbnValue<Kbn.Gender>(code: "00109").known == nil)
        #expect(KbnValue<Kbn.Gender>(code: "00109").code == "00109")
        #expect(KbnValue<Kbn.Gender>.known(.woman).code == "00102")
    }

    @Test func kbnValuesAreEqualWhenTheirCodesAre() {
        // A known code wrapped as unknown is still that value.
        #expect(KbnValue<Kbn.Gender>.unknown("00101") == .known(.man))
        #expect(KbnValue<Kbn.Gender>.unknown("00101").known == .man)
        #expect(Set<KbnValue<Kbn.Gender>>([.unknown("00101"), .known(.man), .unknown("00109")]).count == 2)
        #expect(KbnValue<Kbn.Gender>.unknown("00109") != .unknown("00110"))
    }

    private struct LenientProfile: Codable {
        var gender: KbnValue<Kbn.Gender>
        var prefecture: KbnValue<Kbn.Prefecture>
    }

    @Test func kbnValueDecodesCodesTheAppDoesNotKnowAndEncodesThemUnchanged() throws {
        let response = #"{"gender":"00109","prefecture":"00213"}"#
        let profile = try JSONDecoder().decode(LenientProfile.self, from: Data(response.utf8))
        #expect(profile.gender == .unknown("00109"))
        #expect(profile.prefecture == .known(.tokyo))

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(profile), as: UTF8.self) == response)
    }

    @Test func kbnValueRejectsOnlyWhatIsNotAString() throws {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([KbnValue<Kbn.Gender>].self, from: Data("[null]".utf8))
        }
        #expect(try JSONDecoder().decode([KbnValue<Kbn.Gender>].self, from: Data(#"[""]"#.utf8)) == [.unknown("")])
    }

    // MARK: The namespace

    @Test func allKindsFollowDefinitionOrder() {
        #expect(
            Kbn.allKinds.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(Kbn.Gender.self), ObjectIdentifier(Kbn.Prefecture.self),
                ObjectIdentifier(Kbn.ContactMethod.self),
            ])
        #expect(Kbn.allKinds.map { $0.prefix } == ["001", "002", "003"])
    }

    @Test func valueForCodeFindsAValueOfAnyKind() {
        #expect(Kbn.value(forCode: "00102") as? Kbn.Gender == .woman)
        #expect(Kbn.value(forCode: "00247") as? Kbn.Prefecture == .okinawa)
        #expect(Kbn.value(forCode: "00247")?.logicalName == "沖縄県")
        for code in ["", "001", "002", "00103", "00248", "99999"] {
            #expect(Kbn.value(forCode: code) == nil, "\(code)")
        }
    }

    @Test func valueForCodeCoversEveryValueOfEveryKind() {
        let all: [any KbnType] = Kbn.Gender.allCases + Kbn.Prefecture.allCases
        for value in all {
            #expect(Kbn.value(forCode: value.code).map { AnyHashable($0) } == AnyHashable(value))
        }
    }

    // MARK: Switch, hashing, generic code

    /// Compiles only while the switch over Gender is exhaustive without `default:`.
    private func pronoun(for gender: Kbn.Gender) -> String {
        switch gender {
        case .man: "he"
        case .woman: "she"
        }
    }

    @Test func switchOverAKindIsExhaustiveWithoutDefault() {
        #expect(Kbn.Gender.allCases.map(pronoun(for:)) == ["he", "she"])
    }

    @Test func valuesWorkInSetsAndDictionaries() {
        #expect(Set([Kbn.Gender.man, .woman, .man]) == [.man, .woman])
        // Values hash by their position in definition order: what Hasher makes of that position, and
        // different for each of the 47 prefectures.
        var hasher = Hasher()
        hasher.combine(1)
        #expect(Kbn.Gender.woman.hashValue == hasher.finalize())
        #expect(Set(Kbn.Prefecture.allCases.map(\.hashValue)).count == 47)
        #expect(Kbn.Gender.man != .woman)
        #expect(Set(Kbn.Prefecture.allCases).count == 47)
        let byValue = Dictionary(uniqueKeysWithValues: Kbn.Prefecture.allCases.map { ($0, $0.code) })
        #expect(byValue[.tokyo] == "00213")
        // The first value of each kind has the same position, but values of different kinds differ.
        #expect(AnyHashable(Kbn.Gender.man) != AnyHashable(Kbn.Prefecture.hokkaido))
        #expect(Set([AnyHashable(Kbn.Gender.man), AnyHashable(Kbn.Prefecture.hokkaido)]).count == 2)
    }

    /// The reusable card of KbnKit's DocC landing page: one function for a value of any kind.
    private func card(for value: some KbnType) -> String {
        "[\(type(of: value).kindLogicalName)] \(value.logicalName) (\(value.code))"
    }

    /// Every value of a kind, as a picker would list them.
    private func options<Kind: KbnType>(of kind: Kind.Type) -> [String] {
        kind.allCases.map { "\($0.code) \($0.logicalName)" }
    }

    @Test func genericCodePresentsAnyKind() {
        #expect(card(for: Kbn.Gender.woman) == "[性別区分] 女性 (00102)")
        #expect(card(for: Kbn.Prefecture.tokyo) == "[都道府県区分] 東京都 (00213)")
        #expect(options(of: Kbn.Gender.self) == ["00101 男性", "00102 女性"])
        let found: [String] = ["00101", "00213"].compactMap { code in
            Kbn.value(forCode: code).map { card(for: $0) }
        }
        #expect(found == ["[性別区分] 男性 (00101)", "[都道府県区分] 東京都 (00213)"])
    }
}
