// The generated shape's input: a table written as kbn-definitions.json.

import Foundation

enum DefinitionsFile {
    /// The definitions for `table`. `revision` goes into the first kind's description, so that
    /// each timed build sees a changed file and generates and compiles it again; into every kind's
    /// with `revisingEveryKind`, so that a build whose kinds are spread over parts compiles them all.
    static func json(for table: CodeTable, revision: Int, revisingEveryKind: Bool = false) throws -> Data {
        let file = File(
            kinds: table.kinds.enumerated().map { index, kind in
                File.Kind(
                    name: kind.name,
                    prefix: kind.prefix,
                    logicalName: kind.logicalName,
                    description: index == 0 || revisingEveryKind ? "Benchmark revision \(revision)." : nil,
                    values: kind.values.map {
                        File.Value(case: $0.caseName, postfix: $0.postfix, logicalName: $0.logicalName)
                    }
                )
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(file)
    }

    private struct File: Encodable {
        var namespace = "Kbn"
        let kinds: [Kind]

        struct Kind: Encodable {
            let name: String
            let prefix: String
            let logicalName: String
            let description: String?
            let values: [Value]
        }

        struct Value: Encodable {
            let `case`: String
            let postfix: String
            let logicalName: String
        }
    }
}
