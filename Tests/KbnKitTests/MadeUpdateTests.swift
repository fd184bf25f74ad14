// The two sides of an update meet: kbn-gen's make-update (KbnGeneratorTools) makes it from the
// example's kbn-definitions.json and a newer master, and KbnKit applies it to the kinds that the
// build generated from that same file.

import Foundation
import KbnExample
import KbnGeneratorCore
import KbnGeneratorTools
import KbnTestSupport
import KbnUpdates
import Testing

@Suite("Updates made by kbn-gen")
struct MadeUpdateTests {
    /// The update that make-update writes for the example's kinds, from the example's definitions
    /// with each of `changes` (old text, new text) made once, where it first occurs.
    private func madeUpdate(_ changes: [(String, String)]) throws -> UpdateMaker.Result {
        let original = try String(contentsOf: Repository.file("kbn-definitions.json"), encoding: .utf8)
        var master = original
        for (old, new) in changes {
            master = master.replacingCharacters(in: try #require(master.range(of: old)), with: new)
        }
        let app = try AppDefinitions([SourceFile(name: "kbn-definitions.json", bytes: Array(original.utf8))])
        return try UpdateMaker.make(for: app, from: SourceFile(name: "master.json", bytes: Array(master.utf8)))
    }

    @Test func anUpdateMadeFromANewerMasterIsAppliedWithItsNames() throws {
        let result = try madeUpdate([
            (#""logicalName": "男性""#, #""logicalName": "男""#),
            (#""logicalName": "東京都""#, #""logicalName": "東京都 (Tokyo)""#),
            (#""values": ["#, #""values": [{"case": "other", "postfix": "03", "logicalName": "その他"},"#),
        ])
        #expect(result.changed.map(\.name.value) == ["Gender", "Prefecture"])
        #expect(result.unchanged == ["ContactMethod"])

        let update = try KbnUpdate(json: Array(result.json.utf8), kinds: Kbn.allKinds)
        #expect(update.logicalName(of: Kbn.Gender.man) == "男")
        #expect(update.logicalName(of: Kbn.Gender.woman) == "女性")
        #expect(update.values(of: Kbn.Gender.self) == [.unknown("00103"), .known(.man), .known(.woman)])
        #expect(update.logicalName(of: KbnValue<Kbn.Gender>(code: "00103")) == "その他")
        #expect(update.logicalName(of: Kbn.Prefecture.tokyo) == "東京都 (Tokyo)")
        #expect(update.updates(Kbn.Prefecture.self))
        #expect(!update.updates(Kbn.ContactMethod.self))
        // The build's contract is as it was.
        #expect(Kbn.Gender.man.logicalName == "男性")
    }

    @Test func aMasterAsTheBuildCompiledItMakesAnEmptyUpdate() throws {
        let update = try KbnUpdate(json: Array(try madeUpdate([]).json.utf8), kinds: Kbn.allKinds)
        #expect(update.isEmpty)
    }

    /// The empty update of a build that compiled other data, `"kinds": []`, which a server that
    /// serves one file to every build would send this one: it would take this build back to its
    /// compiled data, dropping the update it has, so it is refused: an update applies to the build
    /// it was made for only.
    @Test func theEmptyUpdateOfABuildWithOtherDataIsRefused() throws {
        let original = try String(contentsOf: Repository.file("kbn-definitions.json"), encoding: .utf8)
        let older = original.replacingOccurrences(of: #""logicalName": "男性""#, with: #""logicalName": "男""#)
        let olderBuild = SourceFile(name: "kbn-definitions.json", bytes: Array(older.utf8))
        let empty = try UpdateMaker.make(for: try AppDefinitions([olderBuild]), from: olderBuild)
        #expect(empty.changed.isEmpty)
        #expect {
            try KbnUpdate(json: Array(empty.json.utf8), kinds: Kbn.allKinds)
        } throws: { error in
            let problems = (error as? KbnUpdateError)?.problems ?? []
            return problems.count == 1
                && problems[0].message.hasPrefix("kind 'Gender' of the update was made for another build of the app")
        }
    }
}
