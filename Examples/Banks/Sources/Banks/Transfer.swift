// The app's model of a bank transfer. Zengin.Bank is generated at build time by
// KbnGeneratorPlugin from kbn-definitions.json, which `import.sh` imported from the published
// banks.json.

import KbnKit

/// A transfer as a server sends it: the bank by its 4-digit 全銀 bank code.
public struct Transfer: Codable, Hashable, Sendable {
    public var bank: Zengin.Bank
    public var amount: Int

    public init(bank: Zengin.Bank, amount: Int) {
        self.bank = bank
        self.amount = amount
    }

    /// How a form shows the bank: its name with the kana that a bank's own forms print beside it.
    public var bankLine: String { "\(bank.logicalName)（\(bank.kana)）" }
}
