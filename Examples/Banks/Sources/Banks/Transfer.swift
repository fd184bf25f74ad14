// The app's model of a bank transfer and of a saved payee. Zengin.Bank and Zengin.Branch are
// generated at build time by KbnGeneratorPlugin from kbn-definitions.json, which `import.sh`
// imported from the published banks.json and branch files.

import KbnKit

/// A transfer as a server sends it: the branch as the pair of its bank's 4-digit 全銀 bank code and
/// its own 3-digit branch code, in two fields (`"bank_code": "0005", "branch_code": "135"`).
public struct Transfer: Codable, Hashable, Sendable {
    public var branch: Zengin.Branch
    public var amount: Int

    /// The bank the money goes to: the branch's parent.
    public var bank: Zengin.Bank { branch.parent }

    public init(branch: Zengin.Branch, amount: Int) {
        self.branch = branch
        self.amount = amount
    }

    /// How a form shows the bank and the branch: their names, with the kana that a bank's own
    /// forms print beside them.
    public var branchLine: String {
        "\(bank.logicalName)（\(bank.kana)） \(branch.logicalName)（\(branch.kana)）"
    }

    enum CodingKeys: String, CodingKey {
        case bankCode = "bank_code", branchCode = "branch_code", amount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        branch = try container.decode(Zengin.Branch.self, parentKey: .bankCode, forKey: .branchCode)
        amount = try container.decode(Int.self, forKey: .amount)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(branch, parentKey: .bankCode, forKey: .branchCode)
        try container.encode(amount, forKey: .amount)
    }
}

/// A payee as another API sends it: the branch as one joined code, its bank's code followed by its
/// own (`"branch": "0005135"`), which a kind with a parent kind decodes as any kind decodes a code.
public struct Payee: Codable, Hashable, Sendable {
    public var branch: Zengin.Branch
    public var accountNumber: String

    public init(branch: Zengin.Branch, accountNumber: String) {
        self.branch = branch
        self.accountNumber = accountNumber
    }
}
