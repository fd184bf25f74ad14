// Edits that keep the file's layout: import-strings and import-csv --merge change only the lines that
// change in a file laid out by hand, write a file in kbn-gen's own layout as they always did, and
// either way write a file that holds what the full rewrite holds.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

@Suite("Edits that keep the file's layout")
struct LayoutKeepingEditTests {
    // MARK: import-strings

    @Test func aTranslationImportedIntoACompactFileChangesItsOneLine() throws {
        let file =
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}]}"#
        let result = try imported([("Kbn.Gender.man", "en", "Male")], into: file)
        let expected =
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性", "localizedNames": {"en": "Male"}}]}]}"#
        #expect(result.json == expected)
        #expect(LineDiff(file, result.json) == LineDiff(removed: [file], added: [expected]))
    }

    @Test func aTranslationImportedIntoAPrettyFileAddsItsLines() throws {
        // The value without names gets them before its attributes, in the file's four spaces.
        let result = try imported([("Kbn.Prefecture.tokyo", "en", "Tokyo")], into: pretty)
        #expect(
            LineDiff(pretty, result.json)
                == LineDiff(
                    removed: [],
                    added: [
                        #"                    "localizedNames": {"#,
                        #"                        "en": "Tokyo""#,
                        #"                    },"#,
                    ]))
    }

    @Test func aLanguageAddedToNamesOnOneLineJoinsTheirLine() throws {
        // The names of 男性 are on one line in a file that is otherwise one key per line.
        let result = try imported(
            [("Kbn.Gender.man", "fr", "Homme"), ("Kbn.Gender.woman", "fr", "Femme")], into: pretty)
        #expect(
            LineDiff(pretty, result.json)
                == LineDiff(
                    removed: [
                        #"                    "localizedNames": {"en": "Male", "ko": "남성"}"#,
                        #"                        "en": "Female""#,
                    ],
                    added: [
                        #"                    "localizedNames": {"en": "Male", "ko": "남성", "fr": "Homme"}"#,
                        #"                        "en": "Female","#,
                        #"                        "fr": "Femme""#,
                    ]
                ))
    }

    @Test func aValueThatHadNoNamesTakesThemAsTheNearestValueWritesThem() throws {
        // The value before その他 writes its names on one line, though the file writes one key to a line.
        let file = #"""
            {
                "kinds": [
                    {
                        "name": "Gender",
                        "prefix": "001",
                        "logicalName": "性別区分",
                        "values": [
                            {
                                "case": "woman",
                                "postfix": "02",
                                "logicalName": "女性",
                                "localizedNames": {
                                    "en": "Female"
                                }
                            },
                            {
                                "case": "man",
                                "postfix": "01",
                                "logicalName": "男性",
                                "localizedNames": {"en": "Male", "ko": "남성"}
                            },
                            {
                                "case": "other",
                                "postfix": "09",
                                "logicalName": "その他"
                            }
                        ]
                    }
                ]
            }
            """#
        let result = try imported([("Kbn.Gender.other", "en", "Other")], into: file)
        #expect(
            LineDiff(file, result.json)
                == LineDiff(
                    removed: [#"                    "logicalName": "その他""#],
                    added: [
                        #"                    "logicalName": "その他","#,
                        #"                    "localizedNames": {"en": "Other"}"#,
                    ]
                ))
    }

    @Test(arguments: [false, true])
    func aChangedTranslationChangesItsLineAlone(compact: Bool) throws {
        let file = compact ? compactFile : pretty
        let result = try imported([("Kbn.Gender.woman", "en", "Woman")], into: file)
        let (old, new) =
            compact
            ? (compactFile, compactFile.replacingOccurrences(of: "Female", with: "Woman"))
            : (#"                        "en": "Female""#, #"                        "en": "Woman""#)
        #expect(LineDiff(file, result.json) == LineDiff(removed: [old], added: [new]))
        #expect(result.json == file.replacingOccurrences(of: #""Female""#, with: #""Woman""#))
    }

    @Test func aFileInKbnGensLayoutIsWrittenAsItAlwaysWas() throws {
        let written = JSONWriter.prettyPrinted(try JSONReader.read(Array(pretty.utf8))).text
        #expect(
            LayoutKeepingFile(Array(written.utf8), tree: try JSONReader.read(Array(written.utf8))).isInKbnGensLayout)
        let result = try imported(
            [("Kbn.Prefecture.tokyo", "en", "Tokyo"), ("Kbn.Gender.man", "fr", "Homme")], into: written)
        // The whole file in kbn-gen's layout, as import-strings wrote every file before.
        #expect(
            result.json == """
                {
                  "$schema": "Schema/kbn-definitions.schema.json",
                  "kinds": [
                    {
                      "name": "Gender",
                      "prefix": "001",
                      "logicalName": "性別区分",
                      "values": [
                        {
                          "case": "man",
                          "postfix": "01",
                          "logicalName": "男性",
                          "localizedNames": {
                            "en": "Male",
                            "ko": "남성",
                            "fr": "Homme"
                          }
                        },
                        {
                          "case": "woman",
                          "postfix": "02",
                          "logicalName": "女性",
                          "localizedNames": {
                            "en": "Female"
                          }
                        }
                      ]
                    },
                    {
                      "name": "Prefecture",
                      "prefix": "002",
                      "logicalName": "都道府県",
                      "attributes": {
                        "population": "Int"
                      },
                      "values": [
                        {
                          "case": "tokyo",
                          "postfix": "13",
                          "logicalName": "東京都",
                          "localizedNames": {
                            "en": "Tokyo"
                          },
                          "attributes": {
                            "population": 14000000
                          }
                        }
                      ]
                    }
                  ]
                }

                """)
        // The repository's definitions are in kbn-gen's layout; the examples' are not, but for those
        // that import-csv wrote.
        for (path, isKbnGens) in [
            ("kbn-definitions.json", true),
            ("Examples/Municipalities/Sources/Municipalities/kbn-definitions.json", true),
            ("Examples/RootDefinitions/kbn-definitions.json", false),
        ] {
            let bytes = try repositoryFile(path)
            #expect(
                LayoutKeepingFile(bytes, tree: try JSONReader.read(bytes)).isInKbnGensLayout == isKbnGens, "\(path)")
        }
    }

    @Test(arguments: definitionsFiles)
    func everyRepositoryFileHoldsWhatTheRewriteHolds(path: String) throws {
        let bytes = try repositoryFile(path)
        let file = String(decoding: bytes, as: UTF8.self)
        let definitions = try KbnGenerator.definitions(fromFiles: [bytes])[0].definitions
        // Each value a name in a new language, and each name it has in another changed.
        var translations: [(String, String, String)] = []
        for kind in definitions.kinds {
            for value in kind.values {
                let key = "\(definitions.namespace.value).\(kind.name.value).\(value.caseName.value)"
                translations.append((key, "eo", "\(value.logicalName) \"new\""))
                for name in value.localizedNames.prefix(1) where name.language.value.lowercased() != "ja" {
                    translations.append((key, name.language.value, name.name.value + " (changed)"))
                }
            }
        }
        let result = try imported(translations, into: file)
        let isKbnGens = LayoutKeepingFile(bytes, tree: try JSONReader.read(bytes)).isInKbnGensLayout
        if isKbnGens {
            #expect(result.json == JSONWriter.prettyPrinted(try JSONReader.read(Array(result.json.utf8))).text)
        } else if bytes.count < 40_000 {
            // No line of the file is lost but for those a name joins or changes, or that gain a comma.
            let diff = LineDiff(file, result.json)
            #expect(diff.removed.count <= definitions.kinds.map(\.values.count).reduce(0, +) * 2, "\(diff)")
        }
    }

    @Test func randomFilesLaidOutAtRandomHoldWhatTheRewriteHolds() throws {
        var random = SeededGenerator(seed: 25)
        for _ in 0..<60 {
            let sample = SampleDefinitions.random(namespace: nil, maximumKinds: 3, maximumValues: 5, using: &random)
            let bytes = ScrambledJSONWriter.bytes(of: sample.json, shufflingMembers: true, using: &random)
            let definitions = try KbnGenerator.definitions(fromFiles: [bytes])[0].definitions
            var translations: [(String, String, String)] = []
            for kind in definitions.kinds {
                for value in kind.values where !random.oneIn(3) {
                    let key = "Kbn.\(kind.name.value).\(value.caseName.value)"
                    let language =
                        random.oneIn(2)
                        ? value.localizedNames.first?.language.value ?? "fr" : random.pick(["fr", "de-CH", "zh-Hant"])
                    guard language.lowercased() != "ja" else { continue }
                    translations.append(
                        (key, language, random.pick(["Name", "a \"quoted\" \\ name", "名前 \u{1F600}", "Ünïcödé"])))
                }
            }
            let file = String(decoding: bytes, as: UTF8.self)
            let result = try imported(translations, into: file)
            #expect(
                !result.warnings.contains(LayoutKeepingFile.editFailure(inFile: LayoutKeepingFile.unnamedFile)),
                "\(file)")
        }
    }

    @Test(arguments: [("\n", "\t", false), ("\r\n", "    ", false), ("\r\n", "  ", true)])
    func linesAddedTakeTheFilesLineBreaksAndIndentation(lineBreak: String, indentation: String, byteOrderMark: Bool)
        throws
    {
        // The pretty file in tabs, or with CRLF line breaks, or with two spaces and a byte order mark.
        func laidOut(_ text: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let depth = line.prefix { $0 == " " }.count / 4
                return String(repeating: indentation, count: depth) + line.dropFirst(depth * 4)
            }
            return (byteOrderMark ? "\u{FEFF}" : "") + lines.joined(separator: lineBreak)
        }
        let file = laidOut(pretty)
        let result = try imported([("Kbn.Prefecture.tokyo", "en", "Tokyo")], into: file)
        #expect(
            result.json
                == laidOut(
                    pretty.replacingOccurrences(
                        of: #"""
                                                "logicalName": "東京都",

                            """#,
                        with: #"""
                                                "logicalName": "東京都",
                                                "localizedNames": {
                                                    "en": "Tokyo"
                                                },

                            """#)))
    }

    @Test func emptyNamesTakeTheirFirstAsTheValueIsLaidOut() throws {
        let file = compactFile.replacingOccurrences(
            of: #""logicalName": "男性"}"#, with: #""logicalName": "男性", "localizedNames": {}}"#)
        let result = try imported([("Kbn.Gender.man", "en", "Male")], into: file)
        #expect(
            result.json
                == compactFile.replacingOccurrences(
                    of: #""logicalName": "男性"}"#, with: #""logicalName": "男性", "localizedNames": {"en": "Male"}}"#))
        let prettyFile = pretty.replacingOccurrences(
            of: #"""
                                    "logicalName": "東京都",

                """#,
            with: #"""
                                    "logicalName": "東京都",
                                    "localizedNames": {},

                """#)
        let names = try imported([("Kbn.Prefecture.tokyo", "en", "Tokyo")], into: prettyFile)
        #expect(
            LineDiff(prettyFile, names.json)
                == LineDiff(
                    removed: [#"                    "localizedNames": {},"#],
                    added: [
                        #"                    "localizedNames": {"#, #"                        "en": "Tokyo""#,
                        #"                    },"#,
                    ]
                ))
    }

    // MARK: import-csv --merge

    @Test func aNameChangedInTheCSVChangesOneLineOfAHandFormattedFile() throws {
        let result = try merged(["01,男性", "02,女の人", "09,その他"], into: handFormatted)
        #expect(result.warnings.isEmpty)
        #expect(
            LineDiff(handFormatted, result.json)
                == LineDiff(
                    removed: [
                        #"        { "case": "woman", "postfix": "02", "logicalName": "女性", "description": "Written by hand." },"#
                    ],
                    added: [
                        #"        { "case": "woman", "postfix": "02", "logicalName": "女の人", "description": "Written by hand." },"#
                    ]
                ))
    }

    @Test func aValueNewInTheCSVAddsItsLineLikeItsNeighbours() throws {
        let rows = ["01,男性", "02,女性", "03,回答しない", "09,その他"]
        let result = try merged(rows, into: handFormatted)
        #expect(
            LineDiff(handFormatted, result.json)
                == LineDiff(
                    removed: [],
                    added: [
                        #"        { "case": "回答しない", "postfix": "03", "logicalName": "回答しない" },"#
                    ]))
    }

    @Test func aValueNewInTheCSVAddsItsLinesToAPrettyFile() throws {
        let rows = ["01,男性", "02,女性", "03,回答しない"]
        let file = pretty
        let result = try merged(rows, into: file)
        #expect(result.warnings.isEmpty)
        // Laid out like the value before it; the diff reads the closing brace of that value as the new one's.
        #expect(
            LineDiff(file, result.json)
                == LineDiff(
                    removed: [],
                    added: [
                        #"                },"#,
                        #"                {"#,
                        #"                    "case": "回答しない","#,
                        #"                    "postfix": "03","#,
                        #"                    "logicalName": "回答しない""#,
                    ]))
    }

    @Test func aValueTheCSVLacksLosesItsLine() throws {
        let result = try merged(["01,男性", "09,その他"], into: handFormatted)
        #expect(
            result.warnings.map(\.message) == [
                "the imported master lacks 1 value of kind 'Gender', which the import removes (each in a note below); code that names their cases no longer compiles",
                "'00102' (woman) is removed",
            ])
        #expect(
            LineDiff(handFormatted, result.json)
                == LineDiff(
                    removed: [
                        #"        { "case": "woman", "postfix": "02", "logicalName": "女性", "description": "Written by hand." },"#
                    ], added: []
                ))
    }

    @Test func theLastValueRemovedTakesTheCommaOfTheOneBefore() throws {
        let result = try merged(["01,男性", "02,女性"], into: handFormatted)
        #expect(
            LineDiff(handFormatted, result.json)
                == LineDiff(
                    removed: [
                        #"        { "case": "woman", "postfix": "02", "logicalName": "女性", "description": "Written by hand." },"#,
                        #"        { "case": "other", "postfix": "09", "logicalName": "その他" }"#,
                    ],
                    added: [
                        #"        { "case": "woman", "postfix": "02", "logicalName": "女性", "description": "Written by hand." }"#
                    ]
                ))
    }

    @Test func randomMergesIntoFilesLaidOutAtRandomHoldWhatTheRewriteHolds() throws {
        var random = SeededGenerator(seed: 2525)
        var mergedFiles = 0
        for round in 0..<40 {
            let sample = SampleDefinitions.random(namespace: nil, maximumKinds: 3, maximumValues: 6, using: &random)
            let bytes = ScrambledJSONWriter.bytes(of: sample.json, shufflingMembers: true, using: &random)
            let definitions = try KbnGenerator.definitions(fromFiles: [bytes])[0].definitions
            // Each kind's values as rows, some renamed, some left out, some swapped with the next; new
            // values for kinds without attributes, and now and then a new kind.
            var rows = [requiredHeader]
            for kind in definitions.kinds {
                var kindRows: [[String]] = []
                for value in kind.values where !random.oneIn(5) {
                    let name = random.oneIn(4) ? value.logicalName + " 改" : value.logicalName
                    kindRows.append([
                        kind.name.value, kind.prefix.value, kind.logicalName, value.caseName.value, value.postfix.value,
                        name,
                    ])
                }
                if kind.attributes.isEmpty, random.oneIn(2) {
                    kindRows.insert(
                        [kind.name.value, kind.prefix.value, kind.logicalName, "added\(round)", "zz\(round)", "追加"],
                        at: Int.random(in: 0...kindRows.count, using: &random))
                }
                if kindRows.count > 1, random.oneIn(6) {
                    kindRows.swapAt(0, 1)
                }
                rows += kindRows.map { $0.map(csvField).joined(separator: ",") }
            }
            if random.oneIn(3) {
                rows.append(
                    ["AddedKind\(round)", "Q\(round)", "追加区分", "first", "1", "一"].map(csvField).joined(separator: ","))
            }
            let file = String(decoding: bytes, as: UTF8.self)
            let result = Result { () throws(DiagnosticsError) in try convert(rows, merging: file) }
            let rewrite = Result { () throws(DiagnosticsError) in
                try convert(rows, merging: try kbnGensLayout(of: file))
            }
            switch (result, rewrite) {
            case (.success(let result), .success(let rewrite)):
                mergedFiles += 1
                #expect(
                    !result.warnings.contains(LayoutKeepingFile.editFailure(inFile: LayoutKeepingFile.unnamedFile)),
                    "\(file)")
                #expect(result.warnings.map(\.message) == rewrite.warnings.map(\.message))
                try expectSameContent(result.json, rewrite.json)
            case (.failure(let error), .failure(let rewriteError)):
                #expect(error.diagnostics.map(\.message) == rewriteError.diagnostics.map(\.message))
            default:
                Issue.record(
                    "the merge and the merge into the file in kbn-gen's layout disagree: \(result), \(rewrite)")
            }
        }
        // Most merges succeed; the others fail alike, such as for a removed value that a group or
        // another value's codes name.
        #expect(mergedFiles >= 30, "\(mergedFiles) of 40 merged")
    }

    @Test func aFileThatImportCSVWroteIsWrittenAsItAlwaysWas() throws {
        let written = try merged(["01,男性", "02,女性"], into: nil).json
        #expect(
            LayoutKeepingFile(Array(written.utf8), tree: try JSONReader.read(Array(written.utf8))).isInKbnGensLayout)
        let result = try merged(["01,男性", "02,女の人", "03,回答しない"], into: written)
        // The whole file in kbn-gen's layout, as --merge wrote every file before.
        #expect(
            result.json == """
                {
                  "kinds": [
                    {
                      "name": "Gender",
                      "prefix": "001",
                      "logicalName": "性別区分",
                      "values": [
                        {
                          "case": "男性",
                          "postfix": "01",
                          "logicalName": "男性"
                        },
                        {
                          "case": "女性",
                          "postfix": "02",
                          "logicalName": "女の人"
                        },
                        {
                          "case": "回答しない",
                          "postfix": "03",
                          "logicalName": "回答しない"
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test(arguments: definitionsFiles)
    func everyRepositoryFileMergedHoldsWhatTheRewriteHolds(path: String) throws {
        let bytes = try repositoryFile(path)
        let file = String(decoding: bytes, as: UTF8.self)
        let definitions = try KbnGenerator.definitions(fromFiles: [bytes])[0].definitions
        // The rows below have no parent column, which a kind with a parent kind is imported with;
        // the tests of importing such kinds merge those (ParentKindImportTests).
        guard !definitions.kinds.contains(where: { $0.parent != nil }) else { return }
        // Each kind's values as rows, the first renamed, the second left out, and for a kind without
        // attributes, which a new value would lack, one new value.
        var rows = [requiredHeader]
        for kind in definitions.kinds {
            let fields = { (value: ValueDefinition, name: String) in
                [kind.name.value, kind.prefix.value, kind.logicalName, value.caseName.value, value.postfix.value, name]
                    .map(csvField).joined(separator: ",")
            }
            for (index, value) in kind.values.enumerated() where index != 1 || kind.values.count < 3 {
                rows.append(fields(value, index == 0 ? value.logicalName + " (renamed)" : value.logicalName))
            }
            if kind.attributes.isEmpty {
                rows.append(
                    [kind.name.value, kind.prefix.value, kind.logicalName, "addedByTheTest", "ZZ-new", "新しい値"].map(
                        csvField
                    ).joined(separator: ","))
            }
        }
        let result = try convert(rows, merging: file)
        let rewrite = try convert(rows, merging: try kbnGensLayout(of: file))
        #expect(!result.warnings.contains(LayoutKeepingFile.editFailure(inFile: LayoutKeepingFile.unnamedFile)))
        #expect(result.warnings.map(\.message) == rewrite.warnings.map(\.message))
        try expectSameContent(result.json, rewrite.json)
        if LayoutKeepingFile(bytes, tree: try JSONReader.read(bytes)).isInKbnGensLayout {
            #expect(result.json == rewrite.json)
        }
    }

}

// MARK: Files

/// A hand-written file in four spaces, with one value's names on one line.
private let pretty = #"""
    {
        "$schema": "Schema/kbn-definitions.schema.json",
        "kinds": [
            {
                "name": "Gender",
                "prefix": "001",
                "logicalName": "性別区分",
                "values": [
                    {
                        "case": "man",
                        "postfix": "01",
                        "logicalName": "男性",
                        "localizedNames": {"en": "Male", "ko": "남성"}
                    },
                    {
                        "case": "woman",
                        "postfix": "02",
                        "logicalName": "女性",
                        "localizedNames": {
                            "en": "Female"
                        }
                    }
                ]
            },
            {
                "name": "Prefecture",
                "prefix": "002",
                "logicalName": "都道府県",
                "attributes": {
                    "population": "Int"
                },
                "values": [
                    {
                        "case": "tokyo",
                        "postfix": "13",
                        "logicalName": "東京都",
                        "attributes": {
                            "population": 14000000
                        }
                    }
                ]
            }
        ]
    }

    """#

private let compactFile =
    #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}, {"case": "woman", "postfix": "02", "logicalName": "女性", "localizedNames": {"en": "Female"}}]}]}"#

/// One value to a line, with spaces inside the braces, as the examples write them.
private let handFormatted = #"""
    {
      "$schema": "Schema/kbn-definitions.schema.json",
      "kinds": [
        {
          "name": "Gender",
          "prefix": "001",
          "logicalName": "性別区分",
          "values": [
            { "case": "man", "postfix": "01", "logicalName": "男性", "localizedNames": { "en": "Male" } },
            { "case": "woman", "postfix": "02", "logicalName": "女性", "description": "Written by hand." },
            { "case": "other", "postfix": "09", "logicalName": "その他" }
          ]
        }
      ]
    }

    """#

// MARK: Helpers

/// The repository's definitions files: its own, the tests', and the examples'.
private let definitionsFiles = [
    "kbn-definitions.json", "Tests/KbnKitTests/kbn-definitions.json", "Tests/KbnUITests/kbn-definitions.json",
    "Examples/Municipalities/Sources/Municipalities/kbn-definitions.json",
    "Examples/CommittedSources/Sources/ReviewedCodes/kbn-definitions.json",
    "Examples/BinaryFramework/Framework/Sources/FrozenCodes/kbn-definitions.json",
    "Examples/BinaryFramework/Framework/Sources/EvolvingCodes/kbn-definitions.json",
    "Examples/RootDefinitions/kbn-definitions.json",
    "Examples/SplitDefinitions/Sources/Catalog/People/kbn-definitions.json",
    "Examples/SplitDefinitions/Sources/Catalog/Orders/kbn-definitions.json",
    "Examples/Screens/Sources/Screens/kbn-definitions.json",
    "Examples/ConsumerApp/Sources/OrderKinds/kbn-definitions.json",
    "Examples/MasterUpdates/Sources/Checkout/kbn-definitions.json",
]

private func repositoryFile(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Repository.file(path)))
}

/// The lines that a change removes and adds, each in file order, as a line diff (of the longest
/// common run of lines) shows them.
private struct LineDiff: Equatable, CustomStringConvertible {
    var removed: [String]
    var added: [String]

    init(removed: [String], added: [String]) {
        self.removed = removed
        self.added = added
    }

    init(_ old: String, _ new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        // common[i][j]: the longest common run of lines of x[i...] and y[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                common[i][j] = x[i] == y[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        var removed: [String] = []
        var added: [String] = []
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                (i, j) = (i + 1, j + 1)
            } else if j < y.count, i == x.count || common[i][j + 1] >= common[i + 1][j] {
                added.append(y[j])
                j += 1
            } else {
                removed.append(x[i])
                i += 1
            }
        }
        self.removed = removed
        self.added = added
    }

    var description: String {
        (removed.map { "-" + $0 } + added.map { "+" + $0 }).joined(separator: "\n")
    }

}

/// import-strings of the translations (key, language, name), all marked translated, into `file`.
/// Expects the result to hold what the import into the file in kbn-gen's layout holds.
private func imported(
    _ translations: [(key: String, language: String, name: String)], into file: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> StringCatalogMerger.Result {
    var byKey: [(key: String, strings: [String])] = []
    for (key, language, name) in translations {
        let string =
            JSONWriter.quoted(language) + #": {"stringUnit": {"state": "translated", "value": "#
            + JSONWriter.quoted(name) + "}}"
        if let index = byKey.firstIndex(where: { $0.key == key }) {
            byKey[index].strings.append(string)
        } else {
            byKey.append((key, [string]))
        }
    }
    let entries = byKey.map {
        JSONWriter.quoted($0.key) + #": {"localizations": {"# + $0.strings.joined(separator: ", ") + "}}"
    }
    let catalog = Array(
        (#"{"sourceLanguage": "ja", "version": "1.0", "strings": {"# + entries.joined(separator: ",\n") + "}}").utf8)
    let result = try StringCatalogMerger.merge(catalog: catalog, into: Array(file.utf8))
    // The same import into the file as kbn-gen lays it out, as import-strings rewrote every file.
    let rewrite = try StringCatalogMerger.merge(catalog: catalog, into: Array(kbnGensLayout(of: file).utf8))
    #expect(result.warnings == rewrite.warnings, sourceLocation: sourceLocation)
    try expectSameContent(result.json, rewrite.json, sourceLocation: sourceLocation)
    return result
}

/// import-csv --merge of rows of code and name into `file`, as the Gender kind of the files above.
/// Expects the result to hold what the merge into the file in kbn-gen's layout holds.
private func merged(_ rows: [String], into file: String?, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> ImportEngine.Result
{
    let options = try ImportOptions(
        columns: ["postfix=code", "logicalName=name"], kind: "Gender", prefix: "001", kindLogicalName: "性別区分",
        namespace: nil, access: nil, ignoresUnknownColumns: false, caseNames: .logicalName
    )
    let result = try convert(["code,name"] + rows, options: options, merging: file)
    if let file {
        let rewrite = try convert(["code,name"] + rows, options: options, merging: try kbnGensLayout(of: file))
        // Warnings about the file merged into are at its lines, which differ.
        #expect(result.warnings.map(\.message) == rewrite.warnings.map(\.message), sourceLocation: sourceLocation)
        try expectSameContent(result.json, rewrite.json, sourceLocation: sourceLocation)
    }
    return result
}

/// `file` as kbn-gen lays it out.
private func kbnGensLayout(of file: String) throws(DiagnosticsError) -> String {
    JSONWriter.prettyPrinted(try JSONReader.read(Array(file.utf8))).text
}

/// Expects the two files to hold the same JSON, members in the same order, and so to generate the
/// same code.
private func expectSameContent(
    _ json: String, _ other: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let tree = try JSONReader.read(Array(json.utf8))
    #expect(
        sameContent(tree, try JSONReader.read(Array(other.utf8))), "\(json)\nis not\n\(other)",
        sourceLocation: sourceLocation)
    #expect(
        try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
            == KbnGenerator.generate(from: Array(other.utf8), sourceName: "kbn-definitions.json"),
        sourceLocation: sourceLocation
    )
}

private func csvField(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
