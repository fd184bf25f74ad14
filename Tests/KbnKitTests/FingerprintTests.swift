// The fingerprint that an update names a kind by, made two ways: by kbn-gen from the definitions,
// and by KbnKit from the table the generated code holds. They must agree for every kind, or every
// update would be refused; and they must differ when anything in a kind's table differs.

import Foundation
import KbnExample
import KbnKit
import KbnTestSupport
import KbnUpdates
import Testing

@testable import KbnGeneratorCore

@Suite("Fingerprints of compiled kinds")
struct FingerprintTests {
    /// The kinds of a definitions file as kbn-gen sees them.
    private func compiledKinds(of path: String) throws -> [CompiledKind] {
        let bytes = [UInt8](try Data(contentsOf: Repository.file(path)))
        return CompiledNamespace(try KbnGenerator.definitions(fromFiles: [bytes])).kinds
    }

    private func fingerprint(of kind: any KbnType.Type) -> String {
        func open<Kind: KbnType>(_ kind: Kind.Type) -> String { KbnUpdate.fingerprint(of: kind) }
        return open(kind)
    }

    @Test func kbnGenAndKbnKitAgreeOnTheExampleKinds() throws {
        let fromDefinitions = try compiledKinds(of: "kbn-definitions.json").map(\.fingerprint)
        #expect(fromDefinitions == Kbn.allKinds.map(fingerprint(of:)))
        #expect(Set(fromDefinitions).count == fromDefinitions.count)
    }

    /// The edge cases: separators other than U+1F, former and alternate codes, every column type,
    /// a sort attribute, names that need escapes in a literal.
    @Test func kbnGenAndKbnKitAgreeOnTheEdgeCases() throws {
        let fromDefinitions = try compiledKinds(of: "Tests/KbnKitTests/kbn-definitions.json").map(\.fingerprint)
        #expect(fromDefinitions == Edge.allKinds.map(fingerprint(of:)))
    }

    @Test func anyChangeToAKindChangesItsFingerprint() throws {
        let original = try String(contentsOf: Repository.file("kbn-definitions.json"), encoding: .utf8)
        func genderFingerprint(_ text: String) throws -> String {
            try CompiledNamespace(KbnGenerator.definitions(fromFiles: [Array(text.utf8)])).kinds[0].fingerprint
        }
        let unchanged = try genderFingerprint(original)
        // Each replaced once, where Gender has it: a name, a translation, a code, the kind's name.
        for (old, new) in [("\"男性\"", "\"男\""), ("\"Male\"", "\"Man\""), ("\"01\"", "\"09\""), ("性別区分", "性別")] {
            let changed = original.replacingCharacters(in: original.range(of: old)!, with: new)
            #expect(try genderFingerprint(changed) != unchanged, "\(old)")
        }
    }
}
