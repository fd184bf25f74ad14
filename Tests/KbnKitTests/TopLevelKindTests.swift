// A kind declared at the module's top level (top-level.kbn.json, "kindsAtTopLevel"), as generated
// by the plugin: its own name is its type's, its namespace still lists it, and an update made for
// that namespace applies to it although no type name says the namespace.

import Foundation
import KbnGeneratorCore
import KbnGeneratorTools
import KbnTestSupport
import KbnUpdates
import Testing

@Suite("Kinds at the module's top level")
struct TopLevelKindTests {
    @Test func theKindIsATypeOfTheModuleThatItsNamespaceLists() {
        #expect(String(reflecting: Season.self) == "KbnKitTests.Season")
        #expect(Season(code: "S2") == .summer)
        #expect(Season.winter.month == 12)
        #expect(TopLevel.allKinds.map { ObjectIdentifier($0) } == [ObjectIdentifier(Season.self)])
        #expect(TopLevel.value(forCode: "S3") as? Season == .autumn)
        #expect(TopLevel.value(forCode: "W") as? Season == .winter)
        #expect(Season.kbnNamespace == "TopLevel")
        // A kind inside its namespace keeps finding it by its type's name.
        #expect(Edge.Keyword.kbnNamespace == "Edge")
    }

    @Test func anUpdateMadeForTheNamespaceApplies() throws {
        let definitions = try String(
            contentsOf: Repository.file("Tests/KbnKitTests/top-level.kbn.json"), encoding: .utf8)
        let master = definitions.replacingOccurrences(of: #""logicalName": "春""#, with: #""logicalName": "春季""#)
        let app = try AppDefinitions([SourceFile(name: "top-level.kbn.json", bytes: Array(definitions.utf8))])
        let made = try UpdateMaker.make(for: app, from: SourceFile(name: "master.json", bytes: Array(master.utf8)))

        let update = try KbnUpdate(json: Array(made.json.utf8), kinds: TopLevel.allKinds)
        #expect(update.logicalName(of: Season.spring) == "春季")
        #expect(update.logicalName(of: Season.summer) == "夏")
        // The namespace is part of what the update was made for.
        let elsewhere = made.json.replacingOccurrences(of: #""namespace": "TopLevel""#, with: #""namespace": "Other""#)
        #expect(elsewhere != made.json)
        #expect(throws: KbnUpdateError.self) { try KbnUpdate(json: Array(elsewhere.utf8), kinds: TopLevel.allKinds) }
    }
}
