// What the article's plain-Swift snippets give, checked against the results the article prints
// beside them.

import Testing

@testable import Screens

@Suite("The article's snippets")
struct SnippetResultTests {
    @Test("One card function for every kind")
    func cards() {
        #expect(card(for: Kbn.Gender.man) == "[性別区分] 男性 (code 00101)")
        #expect(card(for: Kbn.Prefecture.tokyo) == "[都道府県区分] 東京都 (code 00213)")
        #expect(
            cardExamples() == [
                "[性別区分] 男性 (code 00101)", "[都道府県区分] 東京都 (code 00213)", "[都道府県区分] 東京都 (code 00213)",
            ])
    }

    @Test("One names function for every kind, opened from allKinds")
    func names() {
        let firstNames = Kbn.allKinds.map { kind in Array(Screens.names(of: kind).prefix(3)) }
        #expect(firstNames == [["男性", "女性"], ["北海道", "青森県", "岩手県"], ["電話", "メール", "ファクス"]])
        #expect(
            kindExamples() == [
                #"性別区分 ["男性", "女性"]"#, #"都道府県区分 ["北海道", "青森県", "岩手県"]"#, #"連絡方法区分 ["電話", "メール", "ファクス"]"#,
            ])
    }

    @Test("Rows with each kind's own attributes")
    func attributeRows() {
        #expect(rowExamples() == ["00213  東京都  region: 関東", "00302  電話  displayOrder: 1  isRealtime: true"])
    }

    @Test("The search of the selection screen, by kana reading")
    @MainActor func search() async {
        #expect(await municipalities(matching: "さっぽろ") == ["札幌市", "札幌市 中央区", "札幌市 北区"])
        #expect(await municipalities(matching: "サッポロ") == municipalities(matching: "さっぽろ"))
        #expect(await municipalities(matching: "011002") == ["札幌市"])
    }
}
