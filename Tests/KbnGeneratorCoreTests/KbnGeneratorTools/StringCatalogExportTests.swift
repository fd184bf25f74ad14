// Tests for export-strings in memory: the keys and what they hold, the exact text Xcode would write,
// the order of keys, and the names that have no place in a catalog.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

/// Exports `json`, which must be valid definitions.
func exportedCatalog(_ json: String, sourceLanguage: String = "ja") throws -> StringCatalogExporter.Result {
    let definitions = try KbnGenerator.definitions(fromFiles: [Array(json.utf8)])[0]
    return StringCatalogExporter.export(definitions, sourceLanguage: sourceLanguage)
}

private let gender = """
    {"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別区分", "description": "The person's gender.", "values": [
      {"case": "man", "postfix": "01", "logicalName": "男性", "shortName": "男", "localizedNames": {"ko": "남성", "en": "Male"}},
      {"case": "woman", "postfix": "02", "logicalName": "女性", "description": "Also for girls.", "localizedNames": {"en": "Female"}}
    ]}]}
    """

@Suite("String Catalog export")
struct StringCatalogExportTests {
    @Test func exportWritesAKeyPerNameWithSourceTranslationsAndCommentsAsXcodeDoes() throws {
        let result = try exportedCatalog(gender)
        #expect(result.warnings.isEmpty)
        #expect(
            result.text == """
                {
                  "sourceLanguage" : "ja",
                  "strings" : {
                    "Kbn.Gender" : {
                      "comment" : "The person's gender.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "ja" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "性別区分"
                          }
                        }
                      }
                    },
                    "Kbn.Gender.man" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Male"
                          }
                        },
                        "ja" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "男性"
                          }
                        },
                        "ko" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "남성"
                          }
                        }
                      }
                    },
                    "Kbn.Gender.man.shortName" : {
                      "comment" : "A short form of “男性”, for where space is scarce.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "ja" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "男"
                          }
                        }
                      }
                    },
                    "Kbn.Gender.woman" : {
                      "comment" : "Also for girls.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Female"
                          }
                        },
                        "ja" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "女性"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func exportUsesTheNamespaceAndTheSourceLanguageGiven() throws {
        let result = try exportedCatalog(
            #"{"namespace": "Codes", "kinds": [{"name": "Size", "prefix": "S", "logicalName": "Size", "values": [{"case": "small", "postfix": "1", "logicalName": "Small", "description": "Up to 1 m.\nNot folded."}]}]}"#,
            sourceLanguage: "en-GB"
        )
        #expect(
            result.text.hasPrefix("{\n  \"sourceLanguage\" : \"en-GB\",\n  \"strings\" : {\n    \"Codes.Size\" : {\n"))
        #expect(
            result.text.contains(
                """
                    "Codes.Size.small" : {
                      "comment" : "Up to 1 m.\\nNot folded.",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en-GB" : {
                """))
    }

    @Test func aNameInTheSourceLanguageIsLeftOutWithAWarningAtIt() throws {
        let result = try exportedCatalog(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "Gender", "values": [{"case": "man", "postfix": "01", "logicalName": "Man", "localizedNames": {"EN": "Male", "ja": "男性"}}]}]}"#,
            sourceLanguage: "en"
        )
        #expect(!result.text.contains("Male"))
        #expect(result.text.contains(#""value" : "男性""#))
        #expect(
            result.warnings.map(\.description) == [
                "<definitions>:1:158: warning: the 'EN' name of case 'man' of kind 'Gender' is left out of the catalog: 'en' is the catalog's source language, whose string is the logical name"
            ])
    }

    @Test func exportIsTheSameWhateverTheOrderOfTheDefinitionsKeys() throws {
        let reordered = """
            {"kinds": [{"values": [
              {"localizedNames": {"en": "Female"}, "logicalName": "女性", "postfix": "02", "case": "woman", "description": "Also for girls."},
              {"localizedNames": {"en": "Male", "ko": "남성"}, "shortName": "男", "logicalName": "男性", "postfix": "01", "case": "man"}
            ], "description": "The person's gender.", "logicalName": "性別区分", "prefix": "001", "name": "Gender"}]}
            """
        #expect(try exportedCatalog(reordered).text == exportedCatalog(gender).text)
    }

    // MARK: Keys

    @Test(arguments: [
        ("Kbn.Gender", StringCatalogKey.kind(namespace: "Kbn", kind: "Gender")),
        ("Kbn.Gender.man", .value(namespace: "Kbn", kind: "Gender", caseName: "man")),
        ("Kbn.Gender.man.shortName", .shortName(namespace: "Kbn", kind: "Gender", caseName: "man")),
        // Unusual but valid Swift names: keywords, non-ASCII, emoji, underscores, a case named like the suffix.
        ("Edge.Keyword.default", .value(namespace: "Edge", kind: "Keyword", caseName: "default")),
        ("Edge.名前.男性.shortName", .shortName(namespace: "Edge", kind: "名前", caseName: "男性")),
        ("Edge.名前.🐶", .value(namespace: "Edge", kind: "名前", caseName: "🐶")),
        // A case that starts with a combining mark, which joins the dot before it into one Character.
        ("Kbn.Kind.\u{1E02A}e", .value(namespace: "Kbn", kind: "Kind", caseName: "\u{1E02A}e")),
        ("_K._Kind.__", .value(namespace: "_K", kind: "_Kind", caseName: "__")),
        ("Kbn.shortName.shortName", .value(namespace: "Kbn", kind: "shortName", caseName: "shortName")),
    ])
    func keysNameKindsValuesAndShortNamesUnambiguously(text: String, key: StringCatalogKey) {
        #expect(StringCatalogKey(text) == key)
        #expect(key.text == text)
    }

    @Test(arguments: [
        "Kbn", "", "Hello world", "Kbn..man", "Kbn.Gender.", ".Gender", "Kbn.Gender.man.other",
        "Kbn.Gender.man.shortName.x",
    ])
    func textsOfAnotherFormAreNoKeys(text: String) {
        #expect(StringCatalogKey(text) == nil)
    }

    // MARK: Xcode's order of keys

    @Test(arguments: [
        ("Kbn.Gender", "Kbn.Gender.man"),  // a prefix first
        ("Kbn.Gender.man", "Kbn.Gender.man.shortName"),
        ("Kbn.Gender.man.shortName", "Kbn.Gender.woman"),
        ("Kbn.Gender", "Kbn.Prefecture"),
        ("v2", "v10"),  // numbers by value
        ("v9", "v10"),
        ("v007", "v10"),
        ("a", "B"),  // letters without regard to case…
        ("any", "Any"),  // …then lowercase first
        ("Baidu", "baidu.com"),
        ("my_snake_case", "my.snake_case"),  // as the root collation orders punctuation
        ("my.snake_case", "myDevice"),
        ("+", "$"),
        ("%@", "+"),
        ("$x", "32"),  // symbols before numbers…
        ("32", "360 Search"),
        ("9", "a"),  // …numbers before letters
        ("\n", " "),
        ("•", "0"),  // other symbols with the symbols
        ("z", "é"),  // other letters after ASCII's
    ])
    func keysAreInXcodesOrder(first: String, second: String) {
        #expect(XcodeKeyOrder(first) < XcodeKeyOrder(second))
        #expect(!(XcodeKeyOrder(second) < XcodeKeyOrder(first)))
    }

    @Test func aKeyIsNotBeforeItself() {
        #expect(!(XcodeKeyOrder("Kbn.Gender") < XcodeKeyOrder("Kbn.Gender")))
    }
}
