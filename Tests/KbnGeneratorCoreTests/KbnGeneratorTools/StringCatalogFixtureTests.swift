// kbn-gen's String Catalogs against real ones that Xcode wrote (Fixtures/StringCatalogs, with their
// sources and licenses in its README): the same layout byte for byte, the same order of keys, and
// import-strings reads them, with their states and variations, without failing on what it does not use.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private let fixtures = Repository.file("Tests/KbnGeneratorCoreTests/Fixtures/StringCatalogs")

private let fixtureNames = [
    "xcstrings-tool-Localizable.xcstrings", "xcstrings-tool-Multiline.xcstrings", "CSE-Localizable-excerpt.xcstrings",
]

private func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appending(path: name)))
}

@Suite("String Catalog fixtures")
struct StringCatalogFixtureTests {
    @Test(arguments: fixtureNames)
    func xcodesLayoutIsKbnGensByteForByte(name: String) throws {
        let bytes = try fixture(name)
        // Laid out again from its syntax tree, whose members the layout sorts itself.
        #expect(Array(StringCatalogWriter.xcodeLayout(try JSONReader.read(bytes)).utf8) == bytes)
    }

    @Test(arguments: fixtureNames)
    func theKeysOfRealCatalogsAreInKbnGensOrder(name: String) throws {
        guard case .object(let members) = try JSONReader.read(try fixture(name)).content,
            let strings = members.first(where: { $0.key == "strings" }),
            case .object(let entries) = strings.value.content
        else {
            Issue.record("\(name) has no strings")
            return
        }
        let keys = entries.map(\.key)
        #expect(!keys.isEmpty)
        #expect(keys.sorted { XcodeKeyOrder($0) < XcodeKeyOrder($1) } == keys)
    }

    @Test func aCatalogThatExportWritesIsLaidOutAsTheRealOnes() throws {
        // Multiline.xcstrings is a manual key with a comment and one string, as export writes every
        // key: the same catalog, written by StringCatalogWriter, is the same file.
        let catalog = StringCatalog(
            sourceLanguage: "en",
            entries: [
                StringCatalog.Entry(
                    key: Located("multiline", at: .init(line: 1, column: 1)),
                    comment:
                        "This example tests the following:\n1. That line breaks in the defaultValue are supported\n2. That line breaks in the comment are supported",
                    localizations: [
                        StringCatalog.Localization(
                            language: Located("en", at: .init(line: 1, column: 1)),
                            stringUnit: StringCatalog.StringUnit(
                                state: Located("translated", at: .init(line: 1, column: 1)),
                                value: Located("Options:\n- One\n- Two\n- Three", at: .init(line: 1, column: 1)),
                                location: .init(line: 1, column: 1)
                            )
                        )
                    ]
                )
            ])
        #expect(
            Array(StringCatalogWriter.text(of: catalog).utf8) == (try fixture("xcstrings-tool-Multiline.xcstrings")))
    }

    @Test func theReaderTakesStatesVariationsAndKeysWithoutStrings() throws {
        var diagnostics = DiagnosticCollector()
        let catalog = try StringCatalogReader.read(
            try fixture("xcstrings-tool-Localizable.xcstrings"), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(catalog.sourceLanguage == "en")
        let byKey = Dictionary(uniqueKeysWithValues: catalog.entries.map { ($0.key.value, $0) })
        #expect(
            catalog.entries.map(\.key.value) == [
                "continue", "Empty", "Empty.Comment", "Key", "my_snake_case", "my.snake_case.with-multiple-separators",
                "myDeviceVariant", "myPlural", "mySubstitute",
            ])
        #expect(byKey["Empty.Comment"]?.comment == "Value is empty but there is a comment")
        #expect(byKey["Empty.Comment"]?.localizations.isEmpty == true)
        #expect(byKey["Key"]?.localizations.first?.stringUnit?.value.value == "Default Value")
        #expect(byKey["Key"]?.localizations.first?.stringUnit?.isTranslated == true)
        #expect(byKey["myDeviceVariant"]?.localizations.first?.variations == ["device"])
        #expect(byKey["myPlural"]?.localizations.first?.variations == ["plural"])
        #expect(byKey["myPlural"]?.localizations.first?.stringUnit == nil)
        // A string with substitutions has a string unit too, but depends on them.
        #expect(byKey["mySubstitute"]?.localizations.first?.variations == ["substitutions"])
    }

    @Test func theReaderTakesAVersionOneOneCatalogWithManyLanguages() throws {
        var diagnostics = DiagnosticCollector()
        let catalog = try StringCatalogReader.read(
            try fixture("CSE-Localizable-excerpt.xcstrings"), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        let about = catalog.entries.first { $0.key.value == "About" }
        #expect(about?.comment == "The title of the screen displaying information about the app.")
        #expect(about?.localizations.count == 11)
        #expect(about?.localizations.first { $0.language.value == "ja" }?.stringUnit?.isTranslated == true)
        let version = catalog.entries.first { $0.key.value == "%@ (%@)" }?.localizations.first?.stringUnit
        #expect(version?.state?.value == "new")
        #expect(version?.isTranslated == false)
    }

    @Test(arguments: fixtureNames)
    func importingARealCatalogNamesEachKeyThatIsNotKbnGens(name: String) throws {
        let bytes = try fixture(name)
        let definitions =
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#
        var keyLocations: [KbnGeneratorCore.SourceLocation] = []
        if case .object(let members) = try JSONReader.read(bytes).content,
            case .object(let entries)? = members.first(where: { $0.key == "strings" })?.value.content
        {
            keyLocations = entries.map(\.keyLocation)
        }
        do {
            let result = try StringCatalogMerger.merge(catalog: bytes, into: Array(definitions.utf8))
            Issue.record("expected every key to be reported, merged into \(result.json)")
        } catch {
            #expect(error.diagnostics.map(\.location) == keyLocations)
            #expect(
                error.diagnostics.allSatisfy {
                    $0.severity == .error && $0.file == Diagnostic.unnamedFile
                        && $0.message.contains("names no kind or value")
                })
        }
    }
}
