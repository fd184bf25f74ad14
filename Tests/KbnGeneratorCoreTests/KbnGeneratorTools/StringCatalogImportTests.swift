// Tests for import-strings in memory: which strings become localized names and where they go, what
// is reported instead (each at its line and column), and the round trip through a catalog.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func merged(_ catalog: String, into definitions: String = definitions) throws(DiagnosticsError)
    -> StringCatalogMerger.Result
{
    try StringCatalogMerger.merge(catalog: Array(catalog.utf8), into: Array(definitions.utf8))
}

private let definitions = """
    {
      "$schema": "Schema/kbn-definitions.schema.json",
      "kinds": [
        {
          "name": "Gender", "prefix": "001", "logicalName": "性別区分",
          "values": [
            {"logicalName": "男性", "case": "man", "postfix": "01", "shortName": "男", "localizedNames": {"en": "Male", "ko": "남성"}},
            {"case": "woman", "postfix": "02", "logicalName": "女性"}
          ]
        },
        {
          "name": "Prefecture", "prefix": "002", "logicalName": "都道府県", "attributes": {"population": "Int"},
          "values": [{"case": "tokyo", "postfix": "13", "logicalName": "東京都", "attributes": {"population": 14000000}}]
        }
      ]
    }
    """

/// A catalog in Japanese with one entry per line from line 2 on, as `entry` writes them.
private func catalog(_ entries: String...) -> String {
    "{\"sourceLanguage\": \"ja\", \"version\": \"1.0\", \"strings\": {\n" + entries.joined(separator: ",\n") + "\n}}"
}

/// An entry with a string unit per language: (language, state, value).
private func entry(_ key: String, _ strings: (String, String, String)...) -> String {
    let localizations = strings.map { #""\#($0.0)": {"stringUnit": {"state": "\#($0.1)", "value": "\#($0.2)"}}"# }
    return #""\#(key)": {"extractionState": "manual", "localizations": {\#(localizations.joined(separator: ", "))}}"#
}

/// Where `text` first appears on line `line` of `file`.
private func location(of text: String, onLine line: Int, of file: String) -> KbnGeneratorCore.SourceLocation {
    let lineText = file.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let offset = lineText.utf8.count - lineText.utf8[lineText.range(of: text)!.lowerBound...].count
    return KbnGeneratorCore.SourceLocation(line: line, column: offset + 1)
}

/// The names that diagnostics of the catalog and of the definitions file show, given none.
private let catalogFile = Diagnostic.unnamedFile
private let definitionsFile = LayoutKeepingFile.unnamedFile

/// Expects the merge to fail with exactly these diagnostics: (severity, message, file, location).
private func expectRejected(
    _ catalog: String, into definitions: String = definitions,
    _ expected: [(Diagnostic.Severity, String, String, KbnGeneratorCore.SourceLocation?)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let result = try merged(catalog, into: definitions)
        Issue.record("expected errors, merged into \(result.json)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.count == expected.count, "\(error)", sourceLocation: sourceLocation)
        for (diagnostic, (severity, message, file, location)) in zip(error.diagnostics, expected) {
            #expect(
                diagnostic == Diagnostic(severity, message, at: location, inFile: file), sourceLocation: sourceLocation)
        }
    }
}

@Suite("String Catalog import")
struct StringCatalogImportTests {
    // MARK: What is imported

    @Test func translatedNamesReplaceOrJoinTheValuesNamesAndEverythingElseStays() throws {
        let text = catalog(
            entry(
                "Kbn.Gender.man", ("en", "translated", "Man"), ("ko", "translated", "남성"),
                ("zh-Hans", "translated", "男"),
                ("fr", "new", "Homme"), ("de", "needs_review", "Mann"), ("it", "stale", "Uomo"),
                ("ja", "translated", "男性")
            ),
            // The kind writes the tag "en", so the name joins as "en".
            entry("Kbn.Gender.woman", ("EN", "translated", "Female")),
            entry("Kbn.Prefecture.tokyo", ("en", "translated", "Tokyo"))
        )
        let result = try merged(text)
        // Strings not yet translated are skipped, each with a word.
        #expect(
            result.warnings
                == [("fr", "new"), ("de", "needs_review"), ("it", "stale")].map { language, state in
                    .warning(
                        "the '\(language)' string of key 'Kbn.Gender.man' is not imported: its state is '\(state)', not \"translated\"; mark it translated when it is done",
                        at: location(of: "\"\(state)\"", onLine: 2, of: text)
                    )
                })
        // Edits of the file's text: the names join the lines of their values, and no other line changes.
        #expect(
            result.json == """
                {
                  "$schema": "Schema/kbn-definitions.schema.json",
                  "kinds": [
                    {
                      "name": "Gender", "prefix": "001", "logicalName": "性別区分",
                      "values": [
                        {"logicalName": "男性", "case": "man", "postfix": "01", "shortName": "男", "localizedNames": {"en": "Man", "ko": "남성", "zh-Hans": "男"}},
                        {"case": "woman", "postfix": "02", "logicalName": "女性", "localizedNames": {"en": "Female"}}
                      ]
                    },
                    {
                      "name": "Prefecture", "prefix": "002", "logicalName": "都道府県", "attributes": {"population": "Int"},
                      "values": [{"case": "tokyo", "postfix": "13", "logicalName": "東京都", "localizedNames": {"en": "Tokyo"}, "attributes": {"population": 14000000}}]
                    }
                  ]
                }
                """)
    }

    @Test func aNameReplacedKeepsTheTagAsTheValueWritesIt() throws {
        let upper = definitions.replacingOccurrences(of: #"{"en": "Male", "ko": "남성"}"#, with: #"{"EN": "Male"}"#)
        let result = try merged(
            catalog(entry("Kbn.Gender.man", ("en", "translated", "Man"), ("ko", "translated", "남성"))), into: upper)
        #expect(result.json.contains(#""localizedNames": {"EN": "Man", "ko": "남성"}"#))
    }

    @Test func mergingIsDeterministicAndAnEmptyCatalogChangesNothing() throws {
        let empty = #"{"sourceLanguage": "ja", "strings": {}, "version": "1.0"}"#
        let first = try merged(empty)
        #expect(first.warnings.isEmpty)
        #expect(try merged(empty).json == first.json)
        let original = try KbnGenerator.generate(from: Array(definitions.utf8), sourceName: "kbn-definitions.json")
        #expect(try KbnGenerator.generate(from: Array(first.json.utf8), sourceName: "kbn-definitions.json") == original)
    }

    // MARK: What is reported instead

    @Test func keysThatNameNothingAreErrorsAtTheKeyAndNothingIsWritten() {
        let text = catalog(
            entry("Hello", ("en", "translated", "Hi")),
            entry("Other.Gender.man", ("en", "translated", "Man")),
            entry("Kbn.Gendr", ("en", "translated", "Gender")),
            entry("Kbn.Gender.mann", ("en", "translated", "Man")),
            entry("Kbn.Gender.woman.shortName", ("en", "translated", "F")),
            entry("Kbn.Gender.man", ("en", "translated", "Man"))
        )
        expectRejected(
            text,
            [
                (
                    .error,
                    "key 'Hello' names no kind or value: the keys of kbn-gen's catalogs are Kbn.<kind>, Kbn.<kind>.<case> and Kbn.<kind>.<case>.shortName",
                    catalogFile, .init(line: 2, column: 1)
                ),
                (
                    .error,
                    "key 'Other.Gender.man' names no kind or value: it is of namespace 'Other', but the definitions are of 'Kbn'",
                    catalogFile, .init(line: 3, column: 1)
                ),
                (
                    .error, "key 'Kbn.Gendr' names no kind: the definitions have no kind 'Gendr'", catalogFile,
                    .init(line: 4, column: 1)
                ),
                (
                    .error, "key 'Kbn.Gender.mann' names no value: kind 'Gender' has no case 'mann'", catalogFile,
                    .init(line: 5, column: 1)
                ),
                (
                    .error,
                    "key 'Kbn.Gender.woman.shortName' names no short name: case 'woman' of kind 'Gender' has none",
                    catalogFile, .init(line: 6, column: 1)
                ),
            ])
    }

    @Test func translatedKindNamesAndShortNamesHaveNoPlaceAndAreReported() throws {
        let text = catalog(
            entry("Kbn.Gender", ("en", "translated", "Gender"), ("fr", "new", "Genre")),
            entry("Kbn.Gender.man.shortName", ("en", "translated", "M"), ("ko", "translated", "남"))
        )
        let result = try merged(text)
        #expect(
            result.warnings == [
                .warning(
                    "the translations of key 'Kbn.Gender' (en) are not imported: the definitions have translated names for values only, not for kinds",
                    at: .init(line: 2, column: 1)),
                .warning(
                    "the 'fr' string of key 'Kbn.Gender' is not imported: its state is 'new', not \"translated\"; mark it translated when it is done",
                    at: location(of: #""new""#, onLine: 2, of: text)
                ),
                .warning(
                    "the translations of key 'Kbn.Gender.man.shortName' (en, ko) are not imported: the definitions have translated names for values only, not for short names",
                    at: .init(line: 3, column: 1)),
            ])
        #expect(try merged(catalog()).json == result.json)
    }

    @Test func variationsChangedSourceStringsAndEmptyTranslationsAreReported() throws {
        let text = catalog(
            #""Kbn.Gender.man": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Man"}}, "other": {"stringUnit": {"state": "translated", "value": "Men"}}}}}}}"#,
            entry("Kbn.Gender.woman", ("ja", "translated", "女の人"), ("en", "translated", "")),
            #""Kbn.Prefecture.tokyo": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@ Tokyo"}, "substitutions": {}}}}"#
        )
        let result = try merged(text)
        #expect(
            result.warnings == [
                .warning(
                    "the 'en' string of key 'Kbn.Gender.man' varies by plural; a name is one string per language, so it is not imported",
                    at: location(of: #""en""#, onLine: 2, of: text)),
                .warning(
                    "the 'ja' string of key 'Kbn.Gender.woman' is '女の人', not '女性' as in the definitions; source strings are not imported: change the name in the definitions file",
                    at: location(of: #""女の人""#, onLine: 3, of: text)),
                .warning(
                    "the 'en' string of key 'Kbn.Gender.woman' is empty, so it is not imported",
                    at: location(of: #""""#, onLine: 3, of: text)),
                .warning(
                    "the 'en' string of key 'Kbn.Prefecture.tokyo' varies by substitutions; a name is one string per language, so it is not imported",
                    at: location(of: #""en""#, onLine: 4, of: text)),
            ])
        #expect(try merged(catalog()).json == result.json)
    }

    @Test func aTagThatIsNoLanguageOrALanguageGivenTwiceIsAnError() {
        let text = catalog(
            entry(
                "Kbn.Gender.man", ("en_US", "translated", "Man"), ("fr", "translated", "Homme"),
                ("FR", "translated", "Homme")))
        expectRejected(
            text,
            [
                (
                    .error,
                    "'en_US' in key 'Kbn.Gender.man' is not a language code; use a BCP 47 tag such as \"en\" or \"zh-Hant\"",
                    catalogFile, location(of: #""en_US""#, onLine: 2, of: text)
                ),
                (
                    .error,
                    "'FR' in key 'Kbn.Gender.man' names a language given before; language codes ignore case, so give it once",
                    catalogFile, location(of: #""FR""#, onLine: 2, of: text)
                ),
                (.note, "the language is first given here", catalogFile, location(of: #""fr""#, onLine: 2, of: text)),
            ])
    }

    @Test func aCatalogThatIsNoCatalogIsAnError() {
        expectRejected(
            " \n", [(.error, "the string catalog is empty; export one with kbn-gen export-strings", catalogFile, nil)])
        expectRejected(
            "[]",
            [(.error, "the string catalog must be a JSON object, not an array", catalogFile, .init(line: 1, column: 1))]
        )
        expectRejected(
            "{\"strings\": {},",
            [
                (
                    .error, "expected a key in double quotes, found the end of the file", catalogFile,
                    .init(line: 1, column: 16)
                )
            ])
        expectRejected(
            #"{"strings": {}, "version": "1.0"}"#,
            [
                (
                    .error, "the string catalog is missing the required key \"sourceLanguage\"", catalogFile,
                    .init(line: 1, column: 1)
                )
            ])
        expectRejected(
            #"{"sourceLanguage": "ja", "strings": {}, "version": "2.0"}"#,
            [
                (
                    .error,
                    "version '2.0' of the String Catalog format is not one kbn-gen reads; it reads versions 1.x",
                    catalogFile, .init(line: 1, column: 52)
                )
            ])
        expectRejected(
            catalog(#""Kbn.Gender.man": {"localizations": {"en": {"stringUnit": {"state": "translated"}}}}"#),
            [
                (
                    .error,
                    "\"stringUnit\" in the 'en' localization of key 'Kbn.Gender.man' is missing the required key \"value\"",
                    catalogFile, .init(line: 2, column: 59)
                )
            ])
    }

    @Test func invalidDefinitionsAreErrorsInTheSecondFile() {
        expectRejected(
            catalog(), into: #"{"kinds": [{"name": "Gender"}]}"#,
            [
                (
                    .error, "kind 'Gender' is missing the required key \"logicalName\"", definitionsFile,
                    .init(line: 1, column: 12)
                ),
                (
                    .error, "kind 'Gender' is missing the required key \"values\"", definitionsFile,
                    .init(line: 1, column: 12)
                ),
            ])
    }

    // MARK: Round trips

    /// Exports `bytes` and imports the catalog unchanged: the file generates the same Swift, and
    /// exports the same catalog.
    private func expectRoundTrip(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let catalog = StringCatalogExporter.export(
            try KbnGenerator.definitions(fromFiles: [bytes])[0], sourceLanguage: "ja")
        let result = try StringCatalogMerger.merge(catalog: Array(catalog.text.utf8), into: bytes)
        #expect(result.warnings.isEmpty, sourceLocation: sourceLocation)
        let imported = Array(result.json.utf8)
        #expect(
            try KbnGenerator.generate(from: imported, sourceName: "kbn-definitions.json")
                == KbnGenerator.generate(from: bytes, sourceName: "kbn-definitions.json"),
            sourceLocation: sourceLocation
        )
        #expect(
            StringCatalogExporter.export(try KbnGenerator.definitions(fromFiles: [imported])[0], sourceLanguage: "ja")
                .text == catalog.text, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["kbn-definitions.json", "Tests/KbnKitTests/kbn-definitions.json"])
    func theRepositorysDefinitionsSurviveTheRoundTrip(path: String) throws {
        try expectRoundTrip([UInt8](try Data(contentsOf: Repository.file(path))))
    }

    @Test func randomDefinitionsSurviveTheRoundTrip() throws {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<40 {
            let definitions = SampleDefinitions.random(
                namespace: nil, maximumKinds: 4, maximumValues: 6, using: &random)
            try expectRoundTrip(ScrambledJSONWriter.bytes(of: definitions.json, shufflingMembers: true, using: &random))
        }
    }

    @Test func keysSpeltAnotherWayAreErrorsAndUnknownOnesWarnings() {
        // Each of these would have imported nothing without a word.
        let misspelt = #"{"sourceLanguage": "ja", "version": "1.0", "Strings": {}}"#
        expectRejected(
            misspelt,
            [
                (
                    .error,
                    "the string catalog has no \"strings\", so there is nothing to import; export one with kbn-gen export-strings",
                    catalogFile, .init(line: 1, column: 1)
                ),
                (
                    .error,
                    "unknown key 'Strings' in the string catalog, so what it holds is not imported; did you mean \"strings\"?",
                    catalogFile, .init(line: 1, column: 44)
                ),
            ])
        expectRejected(
            #"{"sourceLanguage": "ja", "version": "1.0"}"#,
            [
                (
                    .error,
                    "the string catalog has no \"strings\", so there is nothing to import; export one with kbn-gen export-strings",
                    catalogFile, .init(line: 1, column: 1)
                )
            ])
        let text = catalog(
            #""Kbn.Gender.man": {"Localizations": {"en": {"stringUnit": {"state": "translated", "value": "Man"}}}}"#,
            #""Kbn.Gender.woman": {"localizations": {"en": {"StringUnit": {"state": "translated", "value": "Woman"}}}}"#,
            #""Kbn.Prefecture.tokyo": {"localizations": {"en": {"stringUnit": {"state": "Translated", "value": "Tokyo"}}}}"#
        )
        expectRejected(
            text,
            [
                (
                    .error,
                    "unknown key 'Localizations' in key 'Kbn.Gender.man', so what it holds is not imported; did you mean \"localizations\"?",
                    catalogFile, location(of: #""Localizations""#, onLine: 2, of: text)
                ),
                (
                    .warning,
                    "the 'en' localization of key 'Kbn.Gender.woman' has no \"stringUnit\", so it has no string to import",
                    catalogFile, location(of: #""en""#, onLine: 3, of: text)
                ),
                (
                    .error,
                    "unknown key 'StringUnit' in the 'en' localization of key 'Kbn.Gender.woman', so what it holds is not imported; did you mean \"stringUnit\"?",
                    catalogFile, location(of: #""StringUnit""#, onLine: 3, of: text)
                ),
                (
                    .error,
                    "state 'Translated' of \"stringUnit\" in the 'en' localization of key 'Kbn.Prefecture.tokyo' is not one of the format's, so the string is not imported; did you mean \"translated\"?",
                    catalogFile, location(of: #""Translated""#, onLine: 4, of: text)
                ),
            ])
    }

    @Test func keysOfNoFormatAreWarningsAndStringsWithoutAStateAreReported() throws {
        let text = catalog(
            #""Kbn.Gender.man": {"localizations": {"en": {"stringUnit": {"value": "Man"}}, "fr": {}}, "shouldTranslate": true, "x-reviewer": "kim"}"#
        )
        let result = try merged(text)
        #expect(
            result.warnings
                == [
                    .warning(
                        "the 'en' string of key 'Kbn.Gender.man' is not imported: it has no state, not \"translated\"; mark it translated when it is done",
                        at: location(of: #"{"value""#, onLine: 2, of: text)),
                    .warning(
                        "the 'fr' localization of key 'Kbn.Gender.man' has no \"stringUnit\", so it has no string to import",
                        at: location(of: #""fr""#, onLine: 2, of: text)),
                    .warning(
                        "unknown key 'x-reviewer' in key 'Kbn.Gender.man', which kbn-gen ignores; the format's keys here are \"comment\", \"extractionState\", \"isCommentAutoGenerated\", \"localizations\", \"shouldTranslate\"",
                        at: location(of: #""x-reviewer""#, onLine: 2, of: text)
                    ),
                ].sorted { $0.location! < $1.location! })
    }

    @Test func aLanguageTwoKeysWriteInTwoCasesIsAnErrorInTheCatalog() {
        // Gender has no French name yet, so neither spelling is the kind's.
        let text = catalog(
            entry("Kbn.Gender.man", ("fr", "translated", "Homme")),
            entry("Kbn.Gender.woman", ("FR", "translated", "Femme")))
        expectRejected(
            text,
            [
                (
                    .error,
                    "'FR' in key 'Kbn.Gender.woman' names the language that another key of kind 'Gender' writes 'fr'; a kind writes each language one way, so write it as there",
                    catalogFile, location(of: #""FR""#, onLine: 3, of: text)
                ),
                (.note, "'fr' is first written here", catalogFile, location(of: #""fr""#, onLine: 2, of: text)),
            ])
    }

    @Test func tagsOfKindAndShortNameKeysAreCheckedAndControlCharactersEscaped() {
        let text = catalog(
            entry("Kbn.Gender", ("e\\n\\u001b[2J", "translated", "Gender")),
            entry("Kbn.Gender.man.shortName", ("en US", "translated", "M"))
        )
        expectRejected(
            text,
            [
                (
                    .error,
                    "'e\\u{A}\\u{1B}[2J' in key 'Kbn.Gender' is not a language code; use a BCP 47 tag such as \"en\" or \"zh-Hant\"",
                    catalogFile, location(of: #""e\n"#, onLine: 2, of: text)
                ),
                (
                    .error,
                    "'en US' in key 'Kbn.Gender.man.shortName' is not a language code; use a BCP 47 tag such as \"en\" or \"zh-Hant\"",
                    catalogFile, location(of: #""en US""#, onLine: 3, of: text)
                ),
            ])
    }
}
