// Kinds at the module's top level ("kindsAtTopLevel"), for apps that replace hand-written enums
// and keep their names: the exact Swift written for them, where their names can clash, what no
// longer holds (a kind wider than its namespace), and what kbn-gen diff says when they move.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private let weather = #"""
    {"namespace": "Weather", "kindsAtTopLevel": true, "access": "internal", "kinds": [
      {"name": "Area", "logicalName": "地方", "values": [
        {"case": "hokkaido", "postfix": "1", "logicalName": "北海道"}
      ]}
    ]}
    """#

@Suite("Kinds at the module's top level")
struct TopLevelKindsTests {
    @Test func rendersTheKindOutsideItsNamespaceWhichListsIt() throws {
        let source = try KbnGenerator.generate(from: Array(weather.utf8), sourceName: "kbn-definitions.json")
        expectSnippet(
            #"""
            /// The division values (区分値) defined in kbn-definitions.json.
            ///
            /// Its kinds are declared at the module's top level; this namespace lists them.
            enum Weather {
                /// Every kind, in definition order.
                nonisolated static let allKinds: [any KbnKit.KbnType.Type] = [
                    Area.self,
                ]

                /// The value, of whichever kind, whose full code is `code`; nil when no value has it.
                nonisolated static func value(forCode code: Swift.String) -> (any KbnKit.KbnType)? {
                    codeIndex.value(forCode: code)
                }

                private nonisolated static let codeIndex = KbnKit.KbnCodeIndex(allKinds)
            }

            /// 地方 (no prefix: a value's code is its postfix)
            enum Area: KbnKit.KbnType {
                /// 北海道 (`1`)
                case hokkaido

                nonisolated static let _kbnTable = KbnKit.KbnTable<Self>(
                    name: "Area",
                    namespace: "Weather",
                    prefix: "",
            """#, in: source)
        expectSnippet(
            """
            @available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
            extension Area: Swift.CodingKeyRepresentable {}
            """, in: source)
        #expect(!source.contains("extension Weather"))
    }

    @Test func aNamespaceWithSomeFilesAtTheTopLevelSaysWhich() throws {
        let nested =
            #"{"namespace": "Weather", "access": "internal", "kinds": [{"name": "Wind", "prefix": "W", "logicalName": "風", "values": [{"case": "calm", "postfix": "0", "logicalName": "静穏"}]}]}"#
        let definitions = try KbnGenerator.definitions(fromFiles: [weather, nested].map { Array($0.utf8) })
        let renderer = SourceRenderer(
            files: zip(["areas.kbn.json", "winds.kbn.json"], definitions).map {
                NamedDefinitions(name: $0, definitions: $1)
            })
        expectSnippet(
            """
            /// The kinds of areas.kbn.json are declared at the module's top level; this namespace lists them.
            enum Weather {
                /// Every kind, in definition order.
                nonisolated static let allKinds: [any KbnKit.KbnType.Type] = [
                    Area.self,
                    Wind.self,
                ]
            """, in: renderer.renderNamespaces())
        #expect(renderer.renderKinds(ofFiles: [1]).contains("extension Weather {\n    /// 風 (prefix `W`)\n"))
        #expect(renderer.renderKinds(ofFiles: [0]).contains("\nenum Area: KbnKit.KbnType {\n"))
    }

    @Test func aTopLevelKindClashesWithOneOfAnotherNamespaceInBothFiles() {
        let other = weather.replacingOccurrences(of: #""Weather""#, with: #""Climate""#)
        #expect(
            diagnostics(ofFiles: weather, other).map { $0.formatted() } == [
                "0:2:12: error: kind 'Area' is declared at the module's top level twice, for namespaces 'Weather' and 'Climate'; top-level kind names must be unique in the module",
                "1:2:12: note: kind 'Area' is declared again here",
                "1:2:12: error: kind 'Area' is declared at the module's top level twice, for namespaces 'Weather' and 'Climate'; top-level kind names must be unique in the module",
                "0:2:12: note: kind 'Area' is first declared here",
            ])
    }

    @Test func aTopLevelKindInsideANamespaceOfAnotherFileIsNoClash() throws {
        let nested = weather.replacingOccurrences(of: #""kindsAtTopLevel": true"#, with: #""kindsAtTopLevel": false"#)
            .replacingOccurrences(of: #""Weather""#, with: #""Climate""#)
        #expect(try KbnGenerator.definitions(fromFiles: [weather, nested].map { Array($0.utf8) }).count == 2)
    }

    @Test func twoTopLevelKindsOfOneNamespaceAreReportedOnceAsInANamespace() {
        let again = weather.replacingOccurrences(of: #""postfix": "1""#, with: #""postfix": "2""#)
        #expect(
            diagnostics(ofFiles: weather, again).map { $0.formatted() }.filter { $0.contains("error") } == [
                "0:2:12: error: kind 'Area' is defined twice; kind names must be unique in a namespace",
                "1:2:12: error: kind 'Area' is defined twice; kind names must be unique in a namespace",
            ])
    }

    @Test func aTopLevelKindCannotTakeTheNameOfANamespace() {
        let named =
            #"{"namespace": "Area", "kinds": [{"name": "Other", "prefix": "O", "logicalName": "O", "values": [{"case": "o", "postfix": "1", "logicalName": "O"}]}]}"#
        #expect(
            diagnostics(ofFiles: weather, named).map { $0.formatted() } == [
                "0:2:12: error: kind 'Area' is declared at the module's top level, where the namespace 'Area' is declared too; rename the kind or the namespace",
                "1:1:15: note: namespace 'Area' is named here",
            ])
        let itsOwn = weather.replacingOccurrences(of: #""Weather""#, with: #""Area""#)
        #expect(
            diagnostics(ofFiles: itsOwn).map { $0.formatted() } == [
                "0:2:12: error: kind 'Area' is declared at the module's top level, where the namespace 'Area' is declared too; rename the kind or the namespace",
                "0:1:15: note: namespace 'Area' is named here",
            ])
    }

    @Test func aTopLevelKindMayBeWiderThanItsNamespace() throws {
        let wider = weather.replacingOccurrences(
            of: #""logicalName": "地方""#, with: #""logicalName": "地方", "access": "public""#)
        let source = try KbnGenerator.generate(from: Array(wider.utf8), sourceName: "kbn-definitions.json")
        #expect(source.contains("\n@frozen public enum Area: KbnKit.KbnType {\n"))
        expectRejected(
            weather.replacingOccurrences(of: #""kindsAtTopLevel": true"#, with: #""kindsAtTopLevel": "yes""#),
            [.error(1, 45, #""kindsAtTopLevel" in the definitions file must be true or false, not a string"#)])
    }

    @Test func kbnGenDiffReportsKindsThatMoveAsBreaking() throws {
        let moved = try KbnGenerator.definitions(from: Array(weather.utf8))
        let nested = try KbnGenerator.definitions(
            from: Array(weather.replacingOccurrences(of: #""kindsAtTopLevel": true, "#, with: "").utf8))
        let out = DefinitionsDiff.changes(from: nested, to: moved).map(\.diagnostic).map { $0.formatted() }
        #expect(
            out == [
                "<definitions>:1:45: error: the kinds moved out of namespace 'Weather' to the module's top level: code that names a kind as before, such as Weather.Area, no longer compiles"
            ])
    }
}
