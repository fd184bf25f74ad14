// The imported master in an app: the banks of banks.json as published, looked up by their 全銀
// bank codes, with case names derived from the published names and the kana as an attribute.

import Banks
import Foundation
import KbnKit
import Testing

@Test func everyBankOfTheFileIsACase() {
    #expect(Zengin.Bank.allCases.count == 1_146)
    #expect(Zengin.Bank.prefix == "")
}

@Test func aTransferDecodesItsBankByCodeAndEncodesTheCode() throws {
    let json = #"{"amount":5000,"bank":"0005"}"#
    let transfer = try JSONDecoder().decode(Transfer.self, from: Data(json.utf8))
    #expect(transfer == Transfer(bank: .三菱ＵＦＪ, amount: 5000))
    #expect(transfer.bankLine == "三菱ＵＦＪ（ミツビシユ－エフジエイ）")

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(transfer), as: UTF8.self) == json)
}

@Test func codesAreThePublishedOnes() {
    #expect(Zengin.Bank(code: "0001") == .みずほ)
    #expect(Zengin.Bank(code: "9900") == .ゆうちょ)
    #expect(Zengin.Bank(code: "0000") == nil)
    #expect(Zengin.Bank.ゆうちょ.romaji == "yuuchiyo")
}

@Test func namesThatAreNotIdentifiersStillNameACase() {
    // A space (here the ideographic one) and a comma become an underscore; the middle dot, a
    // letter to Swift, stays. The logical name is the published name.
    #expect(Zengin.Bank.スタンダード_チャータード.logicalName == "スタンダード\u{3000}チャータード")
    #expect(Zengin.Bank.シティバンク_エヌ・エイ.logicalName == "シティバンク、エヌ・エイ")
    #expect(Zengin.Bank(code: "0421") == .クレディ・アグリコル)
}
