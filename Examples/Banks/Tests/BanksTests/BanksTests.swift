// The imported master in an app: the banks of banks.json and their branches as published, looked
// up by their 全銀 codes, with case names derived from the published names, the kana as an
// attribute, and a branch read back from the pair of codes or the joined one.

import Banks
import Foundation
import KbnKit
import Testing

@Test func everyBankAndBranchOfTheFilesIsACase() {
    #expect(Zengin.Bank.allCases.count == 1_146)
    #expect(Zengin.Bank.prefix == "")
    #expect(Zengin.Branch.allCases.count == 28_934)
    #expect(Zengin.Branch.allCases.allSatisfy { $0.code == $0.parent.code + $0.postfix })
}

@Test func aTransferDecodesItsBankAndBranchFromTwoFieldsAndEncodesThem() throws {
    let json = #"{"amount":5000,"bank_code":"0005","branch_code":"135"}"#
    let transfer = try JSONDecoder().decode(Transfer.self, from: Data(json.utf8))
    #expect(transfer == Transfer(branch: .三菱ＵＦＪ_渋谷, amount: 5000))
    #expect(transfer.bank == .三菱ＵＦＪ)
    #expect(transfer.branchLine == "三菱ＵＦＪ（ミツビシユ－エフジエイ） 渋谷（シブヤ）")

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(transfer), as: UTF8.self) == json)
    // A branch code is unique only within its bank: みずほ has no 135.
    let elsewhere = #"{"amount":5000,"bank_code":"0001","branch_code":"135"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Transfer.self, from: Data(elsewhere.utf8)) }
}

@Test func aPayeeDecodesItsBranchFromTheJoinedCode() throws {
    let json = #"{"accountNumber":"1234567","branch":"0005135"}"#
    let payee = try JSONDecoder().decode(Payee.self, from: Data(json.utf8))
    #expect(payee == Payee(branch: .三菱ＵＦＪ_渋谷, accountNumber: "1234567"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(payee), as: UTF8.self) == json)
}

@Test func aBranchIsReadBackByThePairAndByTheJoinedCode() {
    #expect(Zengin.Branch(parent: .みずほ, postfix: "001") == .みずほ_東京営業部)
    #expect(Zengin.Branch(parentCode: "0001", postfix: "001") == .みずほ_東京営業部)
    #expect(Zengin.Branch(code: "0001001") == .みずほ_東京営業部)
    #expect(Zengin.Branch.みずほ_東京営業部.code == "0001001")
    #expect(Zengin.Branch.みずほ_東京営業部.postfix == "001")
    // The same branch code is another branch in another bank.
    #expect(Zengin.Branch(parentCode: "0005", postfix: "001")?.parent == .三菱ＵＦＪ)
    #expect(Zengin.Branch(parentCode: "0001", postfix: "999") == nil)
    #expect(Zengin.Branch(parentCode: "0000", postfix: "001") == nil)
}

@Test func aBankGivesItsBranchesInOrder() {
    let mizuho = Zengin.Branch.children(of: .みずほ)
    #expect(mizuho.count == 494)
    #expect(mizuho.first == .みずほ_東京営業部)
    #expect(mizuho.allSatisfy { $0.parent == .みずほ })
    // In the order of the published file, which is by branch code.
    #expect(mizuho.map(\.postfix) == mizuho.map(\.postfix).sorted())
    // Every branch is under its bank, once.
    #expect(Zengin.Bank.allCases.reduce(0) { $0 + Zengin.Branch.children(of: $1).count } == 28_934)
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
    // A branch's name starts with its bank's; a name its bank gives two branches ends with the code.
    #expect(Zengin.Branch.シティバンク_エヌ・エイ_東京.logicalName == "東京")
    #expect(Zengin.Branch.中國_東京_001.logicalName == Zengin.Branch.中國_東京_718.logicalName)
}
