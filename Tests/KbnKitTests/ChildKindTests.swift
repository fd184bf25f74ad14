// Kinds with a parent kind (hierarchy.kbn.json, generated through the plugin): a branch's code is its
// bank's code and its postfix, it knows its bank, a bank gives its branches in display order, and a
// branch is found from the pair or the joined code and decoded from either shape a response sends.

import Foundation
import KbnKit
import Testing

private struct Transfer: Codable, Equatable {
    var branch: Tree.Branch
    var previous: KbnValue<Tree.Branch>?

    enum CodingKeys: String, CodingKey {
        case bankCode = "bank_code", branchCode = "branch_code"
        case previousBank = "previous_bank_code", previousBranch = "previous_branch_code"
    }

    init(branch: Tree.Branch, previous: KbnValue<Tree.Branch>? = nil) {
        self.branch = branch
        self.previous = previous
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        branch = try container.decode(Tree.Branch.self, parentKey: .bankCode, forKey: .branchCode)
        previous =
            container.contains(.previousBank)
            ? try container.decode(KbnValue<Tree.Branch>.self, parentKey: .previousBank, forKey: .previousBranch)
            : nil
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(branch, parentKey: .bankCode, forKey: .branchCode)
    }
}

@Suite("Kinds with a parent")
struct ChildKindTests {
    @Test func aValuesCodeIsItsParentsCodeAndItsPostfix() {
        #expect(Tree.Branch.みずほ_本店営業部.code == "0001001")
        #expect(Tree.Branch.みずほ_本店営業部.postfix == "001")
        #expect(Tree.Branch.三菱ＵＦＪ_本店.code == "0005001")
        #expect(Tree.Branch.prefix == "")
        // Three levels: a city's code is its prefecture's, which is its region's.
        #expect(Tree.City.chiyoda.code == "R313101")
        #expect(Tree.City.chiyoda.parent == .tokyo)
        #expect(Tree.City.chiyoda.parent.parent == .kanto)
    }

    @Test func aValueKnowsItsParentAndAParentGivesItsValuesInDisplayOrder() {
        #expect(Tree.Branch.三菱ＵＦＪ_渋谷.parent == .三菱ＵＦＪ)
        // Sorted by kana: トウキヨウ (U+30C8) before ホンテン (U+30DB), シブヤ before ホンテン.
        #expect(Tree.Branch.children(of: .みずほ) == [.みずほ_東京営業部, .みずほ_本店営業部])
        #expect(Tree.Branch.children(of: .三菱ＵＦＪ) == [.三菱ＵＦＪ_渋谷, .三菱ＵＦＪ_本店])
        #expect(Tree.Branch.children(of: .ゆうちょ).isEmpty)
        #expect(Tree.Branch.allCases.allSatisfy { Tree.Branch.children(of: $0.parent).contains($0) })
    }

    /// Found from the pair and from the joined code, against a model that compares every value's
    /// parent and postfix.
    @Test func aValueIsFoundFromThePairOrTheJoinedCode() {
        let parents = Tree.Bank.allCases.map(\.code) + ["", "000", "00011", "R3"]
        let postfixes = Tree.Branch.allCases.map(\.postfix) + ["", "01", "0011", "135\u{301}"]
        for parentCode in parents {
            for postfix in postfixes {
                let model = Tree.Branch.allCases.first { $0.parent.code == parentCode && $0.postfix == postfix }
                #expect(Tree.Branch(parentCode: parentCode, postfix: postfix) == model, "\(parentCode) \(postfix)")
                #expect(Tree.Branch(code: parentCode + postfix) == model, "\(parentCode + postfix)")
                if let parent = Tree.Bank(code: parentCode) {
                    #expect(Tree.Branch(parent: parent, postfix: postfix) == model)
                }
            }
        }
        // A former code reads as its value, joined or as a pair: a branch merged into another.
        #expect(Tree.Branch(code: "0005999") == .三菱ＵＦＪ_渋谷)
        #expect(Tree.Branch(parentCode: "0005", postfix: "999") == .三菱ＵＦＪ_渋谷)
    }

    @Test func aValueDecodesFromThePairOrTheJoinedCode() throws {
        let pair = #"{"bank_code": "0005", "branch_code": "135"}"#
        let transfer = try JSONDecoder().decode(Transfer.self, from: Data(pair.utf8))
        #expect(transfer.branch == .三菱ＵＦＪ_渋谷)
        let encoded = try JSONEncoder().encode(transfer)
        #expect(
            try JSONDecoder().decode([String: String].self, from: encoded) == [
                "bank_code": "0005", "branch_code": "135",
            ])
        #expect(try JSONDecoder().decode(Tree.Branch.self, from: Data(#""0005135""#.utf8)) == .三菱ＵＦＪ_渋谷)
        #expect(try JSONEncoder().encode(Tree.Branch.三菱ＵＦＪ_渋谷) == Data(#""0005135""#.utf8))

        for (bank, branch) in [("0009", "001"), ("0005", "002"), ("0005", "")] {
            let json = #"{"bank_code": "\#(bank)", "branch_code": "\#(branch)"}"#
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Transfer.self, from: Data(json.utf8)) }
        }
        // A KbnValue keeps a pair this build does not know, as the joined code.
        let unknown =
            #"{"bank_code": "0001", "branch_code": "001", "previous_bank_code": "0009", "previous_branch_code": "123"}"#
        #expect(try JSONDecoder().decode(Transfer.self, from: Data(unknown.utf8)).previous == .unknown("0009123"))
        let known =
            #"{"bank_code": "0001", "branch_code": "001", "previous_bank_code": "0001", "previous_branch_code": "110"}"#
        #expect(try JSONDecoder().decode(Transfer.self, from: Data(known.utf8)).previous == .known(.みずほ_東京営業部))
        let marks = String(repeating: "\u{301}", count: 31)
        let refused =
            #"{"bank_code": "0001", "branch_code": "001", "previous_bank_code": "0001", "previous_branch_code": "1\#(marks)"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Transfer.self, from: Data(refused.utf8)) }
    }
}
