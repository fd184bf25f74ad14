// The case names import-csv derives for data that has none (--case-names logical-name|code), on the
// kinds of names real code masters hold: municipalities, ICD-10 and 標準病名 names, bank romanisations.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func names(
    _ values: [(String, String)], from basis: DerivedCaseNames.Basis = .logicalName, taken: Set<String> = []
) -> [String] {
    DerivedCaseNames.names(
        of: values.map { DerivedCaseNames.Value(logicalName: $0.0, code: $0.1) }, from: basis, taken: taken)
}

@Suite("Derived case names")
struct DerivedCaseNamesTests {
    @Test(arguments: [
        // A municipality with a ward: an ASCII space, and U+3000, the full-width space of 標準病名.
        ("札幌市 中央区", "札幌市_中央区"),
        ("札幌市\u{3000}中央区", "札幌市_中央区"),
        // ICD-10 and 標準病名: '-', '<', '.', U+2212 MINUS SIGN, a leading digit, runs of them.
        ("β-ラクタマーゼ産生菌感染症", "β_ラクタマーゼ産生菌感染症"),
        ("出生体重<1000g", "出生体重_1000g"),
        ("その他の腸管感染症.", "その他の腸管感染症"),
        ("HbA1c\u{2212}高値", "HbA1c_高値"),
        ("2型糖尿病", "_2型糖尿病"),
        ("\u{2212}1度熱傷", "_1度熱傷"),
        ("急性 - 慢性 ", "急性_慢性"),
        // Bank romanisations.
        ("SBI SUMISHIN NET", "SBI_SUMISHIN_NET"),
        ("JAPAN POST BANK CO.,LTD.", "JAPAN_POST_BANK_CO_LTD"),
        ("SEVEN-ELEVEN", "SEVEN_ELEVEN"),
        // What an identifier may hold stays: full-width forms, the katakana middle dot, underscores.
        ("（株）ビブリオ・コレラ", "（株）ビブリオ・コレラ"),
        ("a__b", "a__b"),
        ("US$", "US"),
        // A zero-width space is not kept, as SwiftNames rejects it.
        ("ma\u{200B}n", "ma_n"),
    ])
    func aLogicalNameBecomesAnIdentifier(name: String, expected: String) {
        #expect(DerivedCaseNames.identifier(fromName: name) == expected)
        #expect(SwiftNames.problemWithCaseName(expected) == nil)
    }

    @Test func aNameWithNothingAnIdentifierHoldsIsNamedByItsCode() {
        #expect(DerivedCaseNames.identifier(fromName: "\u{2212} . -") == nil)
        #expect(names([("\u{2212}", "07"), ("", "A0.1")]) == ["c07", "cA0_1"])
    }

    @Test func valuesSharingANameEachGetTheirCode() {
        // 32 municipality names repeat across prefectures; two banks share one romanisation.
        #expect(
            names([("伊達市", "012033"), ("千代田区", "131016"), ("伊達市", "072141")]) == ["伊達市_012033", "千代田区", "伊達市_072141"])
        #expect(
            names([("CHUGOKU", "0168"), ("CHUGOKU", "0489"), ("MIZUHO", "0001")]) == [
                "CHUGOKU_0168", "CHUGOKU_0489", "MIZUHO",
            ])
        // Names that only become the same.
        #expect(names([("A-1", "1"), ("A 1", "2")]) == ["A_1_1", "A_1_2"])
        // The code's characters that an identifier cannot hold are `_`, one each.
        #expect(names([("コレラ", "A00.0"), ("コレラ", "A00-1")]) == ["コレラ_A00_0", "コレラ_A00_1"])
    }

    @Test func reservedNamesAreTreatedAsTheCaseColumnsAreAndKeepDeterministic() {
        // Keywords are written in backticks by the renderer, as any case name.
        #expect(names([("default", "01"), ("class", "02")]) == ["default", "class"])
        // KbnType members, names that mean something after a type's name, and modules get the code.
        #expect(
            names([("description", "01"), ("self", "02"), ("Type", "03"), ("Swift", "04"), ("code", "A.1")])
                == ["description_01", "self_02", "Type_03", "Swift_04", "code_A_1"])
        #expect(names([("description", "01")]).allSatisfy { SwiftNames.problemWithCaseName($0) == nil })
    }

    @Test func aNameThatAMergedFileHasIsNotTakenAgain() {
        #expect(names([("伊達市", "072141"), ("千代田区", "131016")], taken: ["伊達市"]) == ["伊達市_072141", "千代田区"])
    }

    @Test func codeNamesAreCAndTheCode() {
        #expect(
            names([("x", "0001"), ("y", "A00.0"), ("z", "A--1"), ("w", "A-1")], from: .code) == [
                "c0001", "cA00_0", "cA__1", "cA_1",
            ])
        #expect(names([("x", "1"), ("y", "2")], from: .code, taken: ["c1"]) == ["c1_1", "c2"])
    }
}
