// Tests for DefinitionsDiff: how each change between two definitions files is classified (breaking
// or not) and where it is reported, in the new file or, for what disappeared, the old one.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

/// A definitions file with one kind or value per line, so that a change's line names what it is about.
private func definitions(_ lines: [String], header: String = "") throws(DiagnosticsError) -> Definitions {
    try KbnGenerator.definitions(
        from: Array((["{\(header)\"kinds\": ["] + lines + ["]}"]).joined(separator: "\n").utf8))
}

private func kind(_ name: String, _ prefix: String, logicalName: String = "区分") -> String {
    #"{"name": "\#(name)", "prefix": "\#(prefix)", "logicalName": "\#(logicalName)", "values": ["#
}

private func value(
    _ caseName: String, _ postfix: String, _ logicalName: String = "名", formerCodes: [String] = [], last: Bool = false
) -> String {
    let former =
        formerCodes.isEmpty ? "" : #", "formerCodes": [\#(formerCodes.map { "\"\($0)\"" }.joined(separator: ", "))]"#
    return #"{"case": "\#(caseName)", "postfix": "\#(postfix)", "logicalName": "\#(logicalName)"\#(former)}"#
        + (last ? "" : ",")
}

private let endKind = "]},"
private let endLastKind = "]}"

private let gender = [
    kind("Gender", "001"), value("man", "01", "男性"), value("woman", "02", "女性", last: true), endLastKind,
]

/// What a change is: its severity, file, line and a part of its message.
private struct Expected {
    var severity: Diagnostic.Severity
    var file: DefinitionsChange.File
    var line: Int?
    var message: String

    init(_ severity: Diagnostic.Severity, _ file: DefinitionsChange.File, _ line: Int?, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }
}

private func expectChanges(
    from old: [String], to new: [String], oldHeader: String = "", newHeader: String = "",
    _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let changes = DefinitionsDiff.changes(
        from: try definitions(old, header: oldHeader), to: try definitions(new, header: newHeader)
    )
    #expect(changes.count == expected.count, "\(changes.map(\.diagnostic))", sourceLocation: sourceLocation)
    for (change, expected) in zip(changes, expected) {
        let diagnostic = change.diagnostic
        #expect(diagnostic.severity == expected.severity, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(change.file == expected.file, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.location?.line == expected.line, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(expected.message), "\(diagnostic)", sourceLocation: sourceLocation)
    }
}

/// A kind whose JSON carries `extras` (attributes, groups) before its values.
private func kind(_ name: String, _ prefix: String, extras: String) -> String {
    #"{"name": "\#(name)", "prefix": "\#(prefix)", "logicalName": "区分", \#(extras) "values": ["#
}

private func prefectures(kindExtras: String, tokyoExtras: String, osakaExtras: String) -> [String] {
    [
        kind("Prefecture", "002", extras: kindExtras),
        #"{"case": "tokyo", "postfix": "13", "logicalName": "東京都"\#(tokyoExtras)},"#,
        #"{"case": "osaka", "postfix": "27", "logicalName": "大阪府"\#(osakaExtras)}"#,
        endLastKind,
    ]
}

@Suite("Definitions diff")
struct DefinitionsDiffTests {
    @Test func identicalFilesHaveNoChanges() throws {
        try expectChanges(from: gender, to: gender, [])
    }

    @Test func aRenamedCaseBreaksCode() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"), value("female", "02", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 4,
                    "case 'woman' of kind 'Gender' (code '00102') was renamed to 'female': code that names Kbn.Gender.woman no longer compiles"
                ),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    @Test func aCodeGivenToAnotherValueBreaksOldData() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"), value("other", "02", "その他"),
                value("woman", "03", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 4,
                    "code '00102' now belongs to Gender.other, no longer to Gender.woman: old data with this code will be read as the wrong value"
                ),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    @Test func swappedCodesAreBothReused() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("woman", "01", "女性"), value("man", "02", "男性", last: true), endLastKind,
            ],
            [
                Expected(.error, .new, 3, "code '00101' now belongs to Gender.woman, no longer to Gender.man"),
                Expected(.note, .old, 3, "it was defined here"),
                Expected(.error, .new, 4, "code '00102' now belongs to Gender.man, no longer to Gender.woman"),
                Expected(.note, .old, 4, "it was defined here"),
                Expected(.note, .new, 2, "the values of kind 'Gender' are in a different order"),
            ])
    }

    @Test func aChangedCodeBreaksOldData() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"), value("woman", "09", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 4,
                    "the code of Gender.woman changed from '00102' to '00109': old data with '00102' no longer decodes"),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    @Test func aRemovedValueBreaksOldDataAndCode() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 2,
                    "Gender.woman (code '00102') was removed: old data with this code no longer decodes, and code that names Kbn.Gender.woman no longer compiles"
                ),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    @Test func anAddedValueWarnsAndAnAddedKindIsANote() throws {
        let changes = DefinitionsDiff.changes(
            from: try definitions(gender),
            to: try definitions([
                kind("Gender", "001"), value("man", "01", "男性"), value("woman", "02", "女性"),
                value("other", "03", "その他", last: true), endKind,
                kind("Color", "002"), value("red", "01", last: true), endLastKind,
            ]))
        #expect(changes.map(\.diagnostic.severity) == [.warning, .note])
        #expect(changes.map(\.diagnostic.location?.line) == [5, 7])
        #expect(
            changes[0].diagnostic.message.contains(
                "new value Gender.other (code '00103'): apps built before it cannot decode this code as Gender"))
        #expect(changes[1].diagnostic.message == "new kind 'Color' (prefix '002', 1 value)")
        #expect(changes.allSatisfy { !$0.isBreaking })
    }

    @Test func textChangesAreNotes() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001", logicalName: "性別"), value("man", "01", "男"),
                value("woman", "02", "女性", last: true), endLastKind,
            ],
            [
                Expected(.note, .new, 2, "the logical name of kind 'Gender' changed from '区分' to '性別'"),
                Expected(.note, .new, 3, "the logical name of Gender.man changed from '男性' to '男'"),
            ])
    }

    @Test func descriptionsAddedAndRemovedAreNotes() throws {
        let described = [
            #"{"name": "Gender", "prefix": "001", "logicalName": "区分", "description": "Doc", "values": ["#,
            #"{"case": "man", "postfix": "01", "logicalName": "男性", "description": "M"},"#,
            value("woman", "02", "女性", last: true), endLastKind,
        ]
        try expectChanges(
            from: gender, to: described,
            [
                Expected(.note, .new, 2, "the description of kind 'Gender' changed from none to 'Doc'"),
                Expected(.note, .new, 3, "the description of Gender.man changed from none to 'M'"),
            ])
    }

    @Test func anAttributesNameForPeopleChangedIsANote() throws {
        let regions = { (names: String) in
            [
                #"{"name": "Gender", "prefix": "001", "logicalName": "区分", "attributes": {"region": "String"},"#
                    + names + #" "values": ["#,
                #"{"case": "man", "postfix": "01", "logicalName": "男性", "attributes": {"region": "関東"}},"#,
                #"{"case": "woman", "postfix": "02", "logicalName": "女性", "attributes": {"region": "関東"}}"#,
                endLastKind,
            ]
        }
        try expectChanges(
            from: regions(""), to: regions(#" "attributeNames": {"region": "地方"},"#),
            [
                Expected(
                    .note, .new, 2,
                    "the name for people of attribute 'region' of kind 'Gender' changed from none to '地方'")
            ])
    }

    @Test func aRenamedKindIsFoundByItsPrefix() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Sex", "001"), value("man", "01", "男性"), value("woman", "02", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 2,
                    "kind 'Gender' (prefix '001') was renamed to 'Sex': code that names Kbn.Gender no longer compiles"),
                Expected(.note, .old, 2, "it was defined here"),
            ])
    }

    @Test func aChangedPrefixBreaksOldData() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "009"), value("man", "01", "男性"), value("woman", "02", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 2,
                    "the prefix of kind 'Gender' changed from '001' to '009': old data with its codes no longer decodes"
                ),
                Expected(.note, .old, 2, "it was defined here"),
            ])
    }

    @Test func aRemovedKindIsReportedOnTheNewFileAsAWhole() throws {
        try expectChanges(
            from: [
                kind("Gender", "001"), value("man", "01", last: true), endKind,
                kind("Color", "002"), value("red", "01", last: true), endLastKind,
            ],
            to: [
                kind("Gender", "001"), value("man", "01", last: true), endLastKind,
            ],
            [
                Expected(.error, .new, nil, "kind 'Color' (prefix '002') was removed"),
                Expected(.note, .old, 5, "it was defined here"),
            ])
    }

    @Test func namespaceAndAccess() throws {
        try expectChanges(
            from: gender, to: gender, oldHeader: #""access": "internal", "#, newHeader: #""namespace": "Codes", "#,
            [
                Expected(.error, .new, 1, "namespace 'Kbn' was renamed to 'Codes'"),
                Expected(.note, .old, 1, "it was defined here"),
                Expected(.note, .new, nil, "access changed from internal to public"),
            ])
        try expectChanges(
            from: gender, to: gender, newHeader: #""access": "package", "#,
            [
                Expected(
                    .error, .new, nil,
                    "access changed from public to package: modules that use the generated types can no longer see them"
                )
            ])
    }

    @Test func aKindsOwnAccessNarrowedBreaksCodeAndWidenedIsANote() throws {
        let internalGender =
            [#"{"name": "Gender", "prefix": "001", "logicalName": "区分", "access": "internal", "values": ["#]
            + gender.dropFirst()
        try expectChanges(
            from: gender, to: internalGender,
            [
                Expected(
                    .error, .new, 2,
                    "kind 'Gender' changed access from public to internal: modules that use Kbn.Gender can no longer see it"
                )
            ])
        try expectChanges(
            from: internalGender, to: gender,
            [
                Expected(.note, .new, 2, "kind 'Gender' changed access from internal to public")
            ])
        // The file's change covers kinds that follow it; it is reported once, for the file.
        try expectChanges(
            from: gender, to: gender, newHeader: #""access": "internal", "#,
            [
                Expected(.error, .new, nil, "access changed from public to internal")
            ])
    }

    // MARK: Code-master fields

    @Test func removedOrRetypedAttributesAndRemovedGroupsBreakCode() throws {
        let old = prefectures(
            kindExtras: #""attributes": {"region": "String", "rank": "Int"}, "groups": {"west": ["osaka"]},"#,
            tokyoExtras: #", "attributes": {"region": "関東", "rank": 1}"#,
            osakaExtras: #", "attributes": {"region": "近畿", "rank": 2}"#
        )
        let new = prefectures(
            kindExtras: #""attributes": {"rank": "String"},"#,
            tokyoExtras: #", "attributes": {"rank": "1"}"#,
            osakaExtras: #", "attributes": {"rank": "2"}"#
        )
        try expectChanges(
            from: old, to: new,
            [
                Expected(
                    .error, .new, 2,
                    "attribute 'region' of kind 'Prefecture' was removed: code that reads .region no longer compiles"),
                Expected(.note, .old, 2, "it was defined here"),
                Expected(.error, .new, 2, "attribute 'rank' of kind 'Prefecture' changed type from Int to String"),
                Expected(.note, .old, 2, "it was defined here"),
                Expected(.error, .new, 2, "group 'west' of kind 'Prefecture' was removed"),
                Expected(.note, .old, 2, "it was defined here"),
            ])
    }

    @Test func namesDeprecationsAndGroupMembersThatChangeAreNotes() throws {
        let old = prefectures(
            kindExtras: #""groups": {"big": ["tokyo"]},"#,
            tokyoExtras: #", "shortName": "東京", "localizedNames": {"en": "Tokyo"}"#,
            osakaExtras: ""
        )
        let new = prefectures(
            kindExtras: #""groups": {"big": ["tokyo", "osaka"]},"#,
            tokyoExtras: #", "shortName": "都", "localizedNames": {"en": "Tokyo", "ko": "도쿄"}"#,
            osakaExtras: #", "deprecated": "merged""#
        )
        try expectChanges(
            from: old, to: new,
            [
                Expected(.note, .new, 2, "the members of group 'big' of kind 'Prefecture' changed"),
                Expected(.note, .new, 3, "the short name of Prefecture.tokyo changed from '東京' to '都'"),
                Expected(
                    .note, .new, 3,
                    "the localized names of Prefecture.tokyo changed from 'en: Tokyo' to 'en: Tokyo, ko: 도쿄'"),
                Expected(.note, .new, 4, "the deprecation of Prefecture.osaka changed from none to 'merged'"),
            ])
    }

    // MARK: Former codes

    @Test func aChangedCodeKeptAsAFormerCodeOnlyWarns() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"),
                value("woman", "09", "女性", formerCodes: ["00102"], last: true), endLastKind,
            ],
            [
                Expected(
                    .warning, .new, 4,
                    "the code of Gender.woman changed from '00102' to '00109', and '00102' is kept as a former code: stored data stays readable; apps built before this change cannot decode '00109'"
                )
            ])
    }

    @Test func aMergeWarnsForStoredDataAndBreaksCodeThatNamesTheRemovedCase() throws {
        let old = [
            kind("Gender", "001"), value("man", "01", "男性"), value("woman", "02", "女性"),
            value("unknown", "09", "不明", last: true), endLastKind,
        ]
        try expectChanges(
            from: old,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"),
                value("woman", "02", "女性", formerCodes: ["00109"], last: true), endLastKind,
            ],
            [
                Expected(.note, .new, 4, "the former codes of Gender.woman changed from none to '00109'"),
                Expected(
                    .warning, .new, 4,
                    "Gender.unknown (code '00109') was merged into Gender.woman: stored data with this code stays readable and now decodes as Gender.woman"
                ),
                Expected(
                    .error, .new, 2,
                    "Gender.unknown was removed by the merge into Gender.woman: code that names Kbn.Gender.unknown no longer compiles"
                ),
                Expected(.note, .old, 5, "it was defined here"),
            ])
    }

    @Test func aRenumberedKindThatKeepsEveryOldCodeOnlyWarns() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "101"), value("man", "01", "男性", formerCodes: ["00101"]),
                value("woman", "02", "女性", formerCodes: ["00102"], last: true),
                endLastKind,
            ],
            [
                Expected(
                    .warning, .new, 2,
                    "the prefix of kind 'Gender' changed from '001' to '101', and every old code is kept as a former code: stored data stays readable"
                ),
                Expected(.note, .new, 3, "the former codes of Gender.man changed from none to '00101'"),
                Expected(.note, .new, 4, "the former codes of Gender.woman changed from none to '00102'"),
            ])
    }

    @Test func aRenumberedKindThatLosesAnOldCodeBreaksOldData() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "101"), value("man", "01", "男性", formerCodes: ["00101"]),
                value("woman", "02", "女性", last: true), endLastKind,
            ],
            [
                Expected(
                    .error, .new, 2,
                    "the prefix of kind 'Gender' changed from '001' to '101': old data with its codes no longer decodes"
                ),
                Expected(.note, .old, 2, "it was defined here"),
                Expected(.note, .new, 3, "the former codes of Gender.man changed from none to '00101'"),
            ])
    }

    @Test func anOldCodeThatNowReadsAsAnotherValueBreaksOldData() throws {
        try expectChanges(
            from: gender,
            to: [
                kind("Gender", "001"), value("man", "01", "男性", formerCodes: ["00102"]),
                value("woman", "03", "女性", last: true), endLastKind,
            ],
            [
                Expected(.note, .new, 3, "the former codes of Gender.man changed from none to '00102'"),
                Expected(
                    .error, .new, 4,
                    "the code of Gender.woman changed from '00102' to '00103', and '00102' now reads as Gender.man: old data with it will be read as the wrong value"
                ),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    @Test func aFormerCodeDroppedOrReadAsAnotherValueBreaksOldData() throws {
        let old = [
            kind("Gender", "001"), value("man", "01", "男性", formerCodes: ["00191"]),
            value("woman", "02", "女性", formerCodes: ["00192"], last: true),
            endLastKind,
        ]
        try expectChanges(
            from: old,
            to: [
                kind("Gender", "001"), value("man", "01", "男性"),
                value("woman", "02", "女性", formerCodes: ["00191"], last: true), endLastKind,
            ],
            [
                Expected(.note, .new, 3, "the former codes of Gender.man changed from '00191' to none"),
                Expected(
                    .error, .new, 4,
                    "former code '00191' of Gender.man now reads as Gender.woman: old data with it will be read as the wrong value"
                ),
                Expected(.note, .old, 3, "it was defined here"),
                Expected(.note, .new, 4, "the former codes of Gender.woman changed from '00192' to '00191'"),
                Expected(
                    .error, .new, 4,
                    "former code '00192' of Gender.woman was removed: old data with it no longer decodes"),
                Expected(.note, .old, 4, "it was defined here"),
            ])
    }

    // MARK: Alternate codes, kinds without a prefix, optional attributes

    @Test func aRemovedAlternateCodeBreaksDataThatIsWrittenWithItToday() throws {
        let old = [
            kind("Bank", ""), #"{"case": "mizuho", "postfix": "0001", "logicalName": "みずほ", "alternateCodes": ["1"]}"#,
            endLastKind,
        ]
        try expectChanges(
            from: old, to: [kind("Bank", ""), value("mizuho", "0001", "みずほ", last: true), endLastKind],
            [
                Expected(.note, .new, 3, "the alternate codes of Bank.mizuho changed from '1' to none"),
                Expected(
                    .error, .new, 3, "alternate code '1' of Bank.mizuho was removed: data with it no longer decodes"),
                Expected(.note, .old, 3, "it was defined here"),
            ])
        // Added, an alternate code is news, not a break.
        try expectChanges(
            from: [kind("Bank", ""), value("mizuho", "0001", "みずほ", last: true), endLastKind], to: old,
            [
                Expected(.note, .new, 3, "the alternate codes of Bank.mizuho changed from none to '1'")
            ])
    }

    @Test func aKindWithoutAPrefixIsMatchedByNameOnly() throws {
        // A renamed kind with a prefix is found by its prefix; two kinds without one have nothing to match by.
        let old = [kind("Bank", ""), value("mizuho", "0001", last: true), endLastKind]
        try expectChanges(
            from: old, to: [kind("FinancialInstitution", ""), value("mizuho", "0001", last: true), endLastKind],
            [
                Expected(.error, .new, nil, "kind 'Bank' (no prefix) was removed"),
                Expected(.note, .old, 2, "it was defined here"),
                Expected(.note, .new, 2, "new kind 'FinancialInstitution' (no prefix, 1 value)"),
            ])
    }

    @Test func makingAnAttributeOptionalBreaksCodeThatReadsIt() throws {
        func bank(_ type: String) -> [String] {
            [
                #"{"name": "Bank", "logicalName": "銀行", "attributes": {"latitude": "\#(type)"}, "values": ["#,
                #"{"case": "mizuho", "postfix": "0001", "logicalName": "みずほ", "attributes": {"latitude": 35.68}}"#,
                endLastKind,
            ]
        }
        try expectChanges(
            from: bank("Double"), to: bank("Double?"),
            [
                Expected(
                    .error, .new, 2,
                    "attribute 'latitude' of kind 'Bank' changed type from Double to Double?: code that reads .latitude as Double no longer compiles"
                ),
                Expected(.note, .old, 2, "it was defined here"),
            ])
    }

    /// Each change has its kind in the one table of changes, and so does the note at what it was in
    /// the old file; the table gives the change its severity, as it tells an update what it may change.
    @Test func everyChangeHasItsKindFromTheTable() throws {
        let changes = DefinitionsDiff.changes(
            from: try definitions(gender),
            to: try definitions([
                kind("Gender", "001", logicalName: "性"), value("man", "01", "男"),
                value("other", "03", "その他", last: true), endLastKind,
            ]))
        #expect(changes.map(\.kind) == [.textChanged, .textChanged, .valueRemoved, .valueRemoved, .valueAdded])
        #expect(changes.map(\.file) == [.new, .new, .new, .old, .new])
        #expect(changes.filter { $0.file == .new }.allSatisfy { $0.diagnostic.severity == $0.kind.severity })
        #expect(
            changes.map(\.summary)[2...] == [
                "Gender.woman (code '00102') was removed", "it was defined here",
                "new value Gender.other (code '00103')",
            ])
    }
}
