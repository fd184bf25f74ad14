// The imported master in an app: an unprefixed kind whose codes are the published ones, alternate
// codes that read as their value, Double and optional attributes, and case names derived from the
// published names.

import Foundation
import KbnKit
import Municipalities
import Testing

@Test func decodesAnOfficeByItsCodeAndEncodesTheCodeAsPublished() throws {
    let json = #"{"municipality":"131016","name":"千代田区役所"}"#
    let office = try JSONDecoder().decode(Office.self, from: Data(json.utf8))
    #expect(office == Office(name: "千代田区役所", municipality: .千代田区))
    #expect(office.prefecture == "東京都")

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(office), as: UTF8.self) == json)
}

@Test func theCityIDIsAnAlternateCodeThatReadsAsTheValue() throws {
    let office = try JSONDecoder().decode(Office.self, from: Data(#"{"municipality":"13101","name":"千代田区役所"}"#.utf8))
    #expect(office.municipality == .千代田区)
    #expect(LocalGov.Municipality(code: "1101") == .札幌市_中央区)
    // Written as its code, never as the alternate.
    #expect(office.municipality.code == "131016")
}

@Test func theKindHasNoPrefixAndItsCodesAreThePublishedOnes() {
    #expect(LocalGov.Municipality.prefix == "")
    #expect(LocalGov.Municipality.allCases.count == 350)
    #expect(LocalGov.Municipality(code: "011002") == .札幌市)
    #expect(LocalGov.Municipality(code: "999999") == nil)
    // Namespace-wide lookups cover prefixed kinds only: an unprefixed code cannot tell its kind.
    #expect(LocalGov.value(forCode: "011002") == nil)
}

@Test func namesThatRepeatAcrossPrefecturesGetTheirCodes() {
    #expect(LocalGov.Municipality.伊達市_012335.prefecture == "北海道")
    #expect(LocalGov.Municipality.伊達市_072133.prefecture == "福島県")
    #expect(LocalGov.Municipality.札幌市_中央区.logicalName == "札幌市 中央区")
}

@Test func attributesKeepTheirTypes() {
    #expect(LocalGov.Municipality.千代田区.latitude == 35.69388889)
    #expect(LocalGov.Municipality.千代田区.longitude == 139.7536111)
    #expect(LocalGov.Municipality.千代田区.kana == "ちよだく")
    // The list gives no catchphrase for Sendai's wards: an optional attribute, nil.
    #expect(LocalGov.Municipality.仙台市_青葉区.catchphrase == nil)
    #expect(LocalGov.Municipality.札幌市.catchphrase == "市民の力みなぎる、文化と誇りあふれる街")
}
