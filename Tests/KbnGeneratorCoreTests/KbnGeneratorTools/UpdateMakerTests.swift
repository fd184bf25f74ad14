// Tests for UpdateMaker and UpdateChanges, the back end's side of updates: the exact update that a
// master makes for an app, every refusal at its line and column in the master, and what an update
// shows people as `kbn-gen check-update` lists it.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

/// The app's definitions, one kind or value per line, so that a change's line names what it is about.
private let appLines = [
    #"{"kinds": ["#,
    #"{"name": "Gender", "prefix": "001", "logicalName": "性別", "values": ["#,
    #"{"case": "man", "postfix": "01", "logicalName": "男性", "formerCodes": ["00109"]},"#,
    #"{"case": "woman", "postfix": "02", "logicalName": "女性"}"#,
    #"]},"#,
    #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "attributes": {"order": "Int"}, "values": ["#,
    #"{"case": "small", "postfix": "1", "logicalName": "小", "attributes": {"order": 1}},"#,
    #"{"case": "large", "postfix": "2", "logicalName": "大", "attributes": {"order": 2}}"#,
    #"]}"#,
    #"]}"#,
]

private func file(_ name: String, _ lines: [String]) -> SourceFile {
    SourceFile(name: name, bytes: Array(lines.joined(separator: "\n").utf8))
}

private func app() throws -> AppDefinitions {
    try AppDefinitions([file("app.json", appLines)])
}

/// The app's definitions with each line numbered in `replacements` replaced (1 for the first).
private func master(_ replacements: [Int: String]) -> SourceFile {
    var lines = appLines
    for (number, line) in replacements {
        lines[number - 1] = line
    }
    return file("master.json", lines)
}

/// Expects the update of the app to `master` to be refused with exactly `expected`, as printed.
private func expectRefused(
    _ master: SourceFile, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let app = try app()
    do {
        let result = try UpdateMaker.make(for: app, from: master)
        Issue.record("expected a refusal, made:\n\(result.json)", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.map { $0.formatted() } == expected, sourceLocation: sourceLocation)
    }
}

@Suite("Making and checking updates")
struct UpdateMakerTests {
    /// Gender renamed and given a value, Size as compiled, and a kind that the app does not have.
    private let changedMaster = master([
        4: #"{"case": "woman", "postfix": "02", "logicalName": "女", "localizedNames": {"en": "Woman"}},"#,
        5: #"{"case": "other", "postfix": "03", "logicalName": "その他"}]},"#,
        9: #"]},"#,
        10:
            #"{"name": "Color", "prefix": "003", "logicalName": "色", "values": [{"case": "red", "postfix": "1", "logicalName": "赤"}]}]}"#,
    ])

    @Test func anUpdateHoldsTheKindsThatDifferWithTheirCompiledFingerprints() throws {
        let app = try app()
        let result = try UpdateMaker.make(for: app, from: changedMaster)
        let (gender, size) = (app.compiled.kinds[0].fingerprint, app.compiled.kinds[1].fingerprint)
        #expect(
            result.json == """
                {
                  "madeFor": {
                    "Gender": "\(gender)",
                    "Size": "\(size)"
                  },
                  "kinds": [
                    {
                      "name": "Gender",
                      "prefix": "001",
                      "logicalName": "性別",
                      "values": [
                        {
                          "case": "man",
                          "postfix": "01",
                          "logicalName": "男性",
                          "formerCodes": [
                            "00109"
                          ]
                        },
                        {
                          "case": "woman",
                          "postfix": "02",
                          "logicalName": "女",
                          "localizedNames": {
                            "en": "Woman"
                          }
                        },
                        {
                          "case": "other",
                          "postfix": "03",
                          "logicalName": "その他"
                        }
                      ]
                    }
                  ]
                }

                """)
        #expect(
            result.warnings.map { $0.formatted() } == [
                "master.json:10:10: warning: kind 'Color' is not one of the app's kinds (Gender, Size), so the update leaves it out: an app shows only the kinds that its build compiled"
            ])
        #expect(result.changed.map(\.name.value) == ["Gender"])
        #expect(result.unchanged == ["Size"])
        #expect(result.notInMaster == [])
        // What the app checks: the update it is sent, as it is sent.
        let checked = try UpdateChecker.check(
            SourceFile(name: "update.json", bytes: Array(result.json.utf8)), against: app.compiled)
        #expect(checked.kinds.map(\.ordinals) == [[0, 1, nil]])
    }

    @Test func aMasterAsTheAppCompiledItMakesAnUpdateThatChangesNothing() throws {
        let onlyGender = file("master.json", Array(appLines[0...3]) + [#"]}"#, #"]}"#])
        let app = try app()
        let result = try UpdateMaker.make(for: app, from: onlyGender)
        let (gender, size) = (app.compiled.kinds[0].fingerprint, app.compiled.kinds[1].fingerprint)
        // Bound to this build all the same: "madeFor" gives every compiled kind, given or not.
        #expect(
            result.json
                == "{\n  \"madeFor\": {\n    \"Gender\": \"\(gender)\",\n    \"Size\": \"\(size)\"\n  },\n  \"kinds\": []\n}\n"
        )
        #expect(result.unchanged == ["Gender"])
        #expect(result.notInMaster == ["Size"])
    }

    @Test func theMastersOtherKeysStayAsItWritesThem() throws {
        let described = master([
            1: #"{"$schema": "kbn-definitions.schema.json", "namespace": "Kbn", "access": "internal", "kinds": ["#,
            4: #"{"case": "woman", "postfix": "02", "logicalName": "女", "description": "Not shown to people."}"#,
        ])
        let json = try UpdateMaker.make(for: try app(), from: described).json
        #expect(
            json.hasPrefix(
                "{\n  \"$schema\": \"kbn-definitions.schema.json\",\n  \"namespace\": \"Kbn\",\n  \"access\": \"internal\",\n  \"madeFor\": {\n"
            ))
        #expect(json.contains("\"description\": \"Not shown to people.\""))
    }

    // MARK: Refusals, each at its place in the master

    @Test func aChangedPrefixIsRefusedAtThePrefix() throws {
        try expectRefused(
            master([2: #"{"name": "Gender", "prefix": "009", "logicalName": "性別", "values": ["#]),
            [
                "master.json:2:30: error: the prefix of kind 'Gender' is '009' in the update and '001' in the app: an update cannot change a kind's prefix"
            ])
    }

    @Test func anotherNamespaceIsRefusedWhenNoKindDiffers() throws {
        try expectRefused(
            master([1: #"{"namespace": "Shop", "kinds": ["#]),
            [
                "master.json:1:15: error: the update is for namespace 'Shop', not 'Kbn': the app's kinds are in another namespace"
            ])
    }

    /// The master's case names of two values swapped, each with the other's name: what a master
    /// imported afresh, deriving its case names from the names, has after a rename.
    private static let swappedCaseNames = master([
        3: #"{"case": "woman", "postfix": "01", "logicalName": "女性", "formerCodes": ["00109"]},"#,
        4: #"{"case": "man", "postfix": "02", "logicalName": "男性"}"#,
    ])

    /// A case name is a compiled value's identity, so make-update gives each
    /// value the app compiled its case name, whatever the master derives, and says so at each.
    @Test func makeUpdateGivesCompiledCodesTheAppsCaseNames() throws {
        let result = try UpdateMaker.make(for: try app(), from: Self.swappedCaseNames)
        #expect(
            result.warnings.map { $0.formatted() } == [
                "master.json:3:10: note: the update names the value '00101' of kind 'Gender' 'man', as the app compiled it, not 'woman'",
                "master.json:4:10: note: the update names the value '00102' of kind 'Gender' 'woman', as the app compiled it, not 'man'",
            ])
        // The names follow the codes: 00101 is renamed 女性, under its compiled case.
        let update = try KbnGenerator.definitions(
            fromFiles: [SourceFile(name: "update.json", bytes: Array(result.json.utf8))], allowingUpdates: true)[0]
        let gender = try #require(update.definitions.kinds.first { $0.name.value == "Gender" })
        #expect(
            gender.values.map { "\($0.caseName.value) \($0.postfix.value) \($0.logicalName)" } == [
                "man 01 女性", "woman 02 男性",
            ])
        // A group that lists a value by the master's name lists it by the app's.
        var lines = appLines
        lines[1] =
            #"{"name": "Gender", "prefix": "001", "logicalName": "性別", "groups": {"first": ["woman"]}, "values": ["#
        lines[2] = #"{"case": "woman", "postfix": "01", "logicalName": "女性", "formerCodes": ["00109"]},"#
        lines[3] = #"{"case": "man", "postfix": "02", "logicalName": "男性"}"#
        let grouped = try UpdateMaker.make(for: try app(), from: file("master.json", lines))
        let groups = try KbnGenerator.definitions(
            fromFiles: [SourceFile(name: "update.json", bytes: Array(grouped.json.utf8))], allowingUpdates: true)[0]
            .definitions.kinds[0].groups
        #expect(groups.map { "\($0.name.value): \($0.members.map(\.value))" } == [#"first: ["man"]"#])
    }

    /// kbn-gen has the app's case names, so check-update names each compiled value whose
    /// case an update renames, at its place.
    @Test func checkUpdateRefusesASwapOfCaseNamesAtEachValue() throws {
        let app = try app()
        var update = try KbnGenerator.definitions(fromFiles: [Self.swappedCaseNames])[0].definitions
        let at = update.namespace.location
        update.madeFor = Located(
            app.compiled.kinds.map {
                MadeFor(kind: Located($0.name, at: at), fingerprint: Located($0.fingerprint, at: at))
            },
            at: at)
        let why =
            "a compiled value keeps its case name, its identity in the app's code; to rename what people see, change its logicalName"
        #expect {
            _ = try UpdateChecker.check(update, inFile: "update.json", against: app.compiled)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map { $0.formatted() } == [
                "update.json:3:10: error: the value '00101' of kind 'Gender' is case 'woman' in the update and 'man' in the app: \(why)",
                "update.json:4:10: error: the value '00102' of kind 'Gender' is case 'man' in the update and 'woman' in the app: \(why)",
            ]
        }
    }

    @Test func aMovedCodeIsAValueRemovedAndRefusedAtTheAppsValueWithACountThatNamesTheOption() throws {
        try expectRefused(
            master([4: #"{"case": "woman", "postfix": "05", "logicalName": "女性"}"#]),
            [
                "master.json:4:30: error: case 'woman' of kind 'Gender' has the code '00105' in the update and '00102' in the app: an update cannot change which value a compiled code reads as",
                "app.json:4:10: error: master.json lacks Gender.woman (code '00102', '女性'), which the app compiled here: an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep it, deprecated, or give it in the master",
                "master.json: error: the master lacks 1 value that the app compiled (1 of kind 'Gender'): an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep each, deprecated with the message",
            ])
    }

    // MARK: Values the master lacks, kept with --deprecate-missing

    @Test func valuesTheMasterLacksAreKeptDeprecatedUnderTheirCompiledNamesWhereTheyStood() throws {
        let app = try app()
        let withoutMenAndSmall = master([
            3: "",
            6: #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "attributes": {"order": "Int"}, "values": ["#,
            7: "",
        ])
        let result = try UpdateMaker.make(
            for: app, from: withoutMenAndSmall, deprecatingMissingValuesWith: "No longer offered.")
        let (gender, size) = (app.compiled.kinds[0].fingerprint, app.compiled.kinds[1].fingerprint)
        #expect(
            result.json == """
                {
                  "madeFor": {
                    "Gender": "\(gender)",
                    "Size": "\(size)"
                  },
                  "kinds": [
                    {
                      "name": "Gender",
                      "prefix": "001",
                      "logicalName": "性別",
                      "values": [
                        {
                          "case": "man",
                          "postfix": "01",
                          "logicalName": "男性",
                          "deprecated": "No longer offered.",
                          "formerCodes": [
                            "00109"
                          ]
                        },
                        {
                          "case": "woman",
                          "postfix": "02",
                          "logicalName": "女性"
                        }
                      ]
                    },
                    {
                      "name": "Size",
                      "prefix": "002",
                      "logicalName": "サイズ",
                      "attributes": {
                        "order": "Int"
                      },
                      "values": [
                        {
                          "case": "small",
                          "postfix": "1",
                          "logicalName": "小",
                          "deprecated": "No longer offered.",
                          "attributes": {
                            "order": 1
                          }
                        },
                        {
                          "case": "large",
                          "postfix": "2",
                          "logicalName": "大",
                          "attributes": {
                            "order": 2
                          }
                        }
                      ]
                    }
                  ]
                }

                """)
        #expect(result.kept == ["Gender", "Size"])
        let checked = try UpdateChecker.check(
            SourceFile(name: "update.json", bytes: Array(result.json.utf8)), against: app.compiled)
        #expect(checked.kinds.map(\.ordinals) == [[0, 1], [0, 1]])
        #expect(checked.kinds[0].definition.values[0].deprecated?.value == "No longer offered.")
    }

    @Test func aKeptValueTakesTheMessageInPlaceOfItsDeprecationAndStaysWhereItStood() throws {
        let deprecatedApp = try AppDefinitions([
            file(
                "app.json",
                appLines.enumerated().map { index, line in
                    index == 3
                        ? #"{"case": "woman", "postfix": "02", "logicalName": "女性", "deprecated": "Old."}"# : line
                })
        ])
        let withoutWoman = master([
            3: #"{"case": "man", "postfix": "01", "logicalName": "男", "formerCodes": ["00109"]}"#, 4: "",
        ])
        let result = try UpdateMaker.make(for: deprecatedApp, from: withoutWoman, deprecatingMissingValuesWith: "Gone.")
        let values = try UpdateChecker.check(
            SourceFile(name: "update.json", bytes: Array(result.json.utf8)), against: deprecatedApp.compiled
        ).kinds[0].definition.values
        #expect(values.map(\.caseName.value) == ["man", "woman"])
        #expect(values.map { $0.deprecated?.value } == [nil, "Gone."])
    }

    /// A merge as the master records it: the gone value's code is a former code of the value it
    /// joined. A build that compiled the gone value reads the code as that value, which the
    /// update keeps, so the update leaves the former code out, with a warning at it.
    @Test func aKeptValuesCodeThatTheMasterGivesAnotherValueStaysTheKeptValues() throws {
        let app = try app()
        let merged = master([
            3: "", 4: #"{"case": "woman", "postfix": "02", "logicalName": "女性", "formerCodes": ["00101"]}"#,
        ])
        try expectRefused(
            merged,
            [
                "master.json:4:77: error: the former code '00101' of '00102' in kind 'Gender' is read by the app as its value '00101': an update cannot change which value a compiled code reads as",
                "app.json:3:10: error: master.json lacks Gender.man (code '00101', '男性'), which the app compiled here: an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep it, deprecated, or give it in the master",
                "master.json: error: the master lacks 1 value that the app compiled (1 of kind 'Gender'): an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep each, deprecated with the message",
            ])
        let result = try UpdateMaker.make(for: app, from: merged, deprecatingMissingValuesWith: "Merged into woman.")
        #expect(
            result.warnings.map { $0.formatted() } == [
                "master.json:4:77: warning: the former code '00101' of '00102' in kind 'Gender' is the code of Gender.man, which the app compiled and --deprecate-missing keeps, so the update leaves it out: this build reads '00101' as that value"
            ])
        let values = try UpdateChecker.check(
            SourceFile(name: "update.json", bytes: Array(result.json.utf8)), against: app.compiled
        ).kinds[0].definition.values
        #expect(values.map(\.caseName.value) == ["man", "woman"])
        #expect(values.map { $0.formerCodes.map(\.value) } == [["00109"], []])
        #expect(!result.json.contains(#""00101""#))
    }

    /// The identity rule refuses a compiled case under another code whether or not the option
    /// keeps the compiled value, which has that case.
    @Test func aKeptValueWhoseCaseTheMasterGivesAnotherValueIsRefusedAtThatValue() throws {
        let app = try app()
        let reused = master([3: #"{"case": "man", "postfix": "03", "logicalName": "男性"},"#])
        do {
            _ = try UpdateMaker.make(for: app, from: reused, deprecatingMissingValuesWith: "Gone.")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.diagnostics.map { $0.formatted() } == [
                    "master.json:3:28: error: case 'man' of kind 'Gender' has the code '00103' in the update and '00101' in the app: an update cannot change which value a compiled code reads as"
                ])
        }
    }

    @Test func anAttributeTheKeptValuesWouldLackIsRefusedAtItsDeclaration() throws {
        let app = try app()
        let withWeight = master([
            6:
                #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "attributes": {"order": "Int", "weight": "Int"}, "values": ["#,
            7: "",
            8: #"{"case": "large", "postfix": "2", "logicalName": "大", "attributes": {"order": 2, "weight": 5}}"#,
        ])
        do {
            _ = try UpdateMaker.make(for: app, from: withWeight, deprecatingMissingValuesWith: "Gone.")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.diagnostics.map { $0.formatted() } == [
                    "master.json:6:94: error: kind 'Size' declares the attribute 'weight' (Int), which the app did not compile, so the value that --deprecate-missing keeps would have none: make it optional ('Int?') in the master"
                ])
        }
    }

    @Test func aFormerCodeGivenToAnotherValueIsRefusedWhereverItGoes() throws {
        let manWithoutFormerCode = #"{"case": "man", "postfix": "01", "logicalName": "男性"},"#
        try expectRefused(
            master([
                3: manWithoutFormerCode, 4: #"{"case": "woman", "postfix": "02", "logicalName": "女性"},"#,
                5: #"{"case": "other", "postfix": "09", "logicalName": "その他"}]},"#,
            ]),
            [
                "master.json:5:30: error: the new value 'other' of kind 'Gender' has the code '00109', which the app reads as its value '00101': an update cannot change which value a compiled code reads as"
            ])
        try expectRefused(
            master([
                3: manWithoutFormerCode,
                4: #"{"case": "woman", "postfix": "02", "logicalName": "女性", "formerCodes": ["00109"]}"#,
            ]),
            [
                "master.json:4:77: error: the former code '00109' of '00102' in kind 'Gender' is read by the app as its value '00101': an update cannot change which value a compiled code reads as"
            ])
    }

    @Test func attributesTheAppCompiledMustStayWithTheirTypes() throws {
        try expectRefused(
            master([
                6:
                    #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "attributes": {"order": "Double"}, "values": ["#
            ]),
            [
                "master.json:6:78: error: attribute 'order' of kind 'Size' is Double in the update and Int in the app: an update gives every attribute the app compiled, with its compiled type"
            ])
        try expectRefused(
            master([
                6: #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "values": ["#,
                7: #"{"case": "small", "postfix": "1", "logicalName": "小"},"#,
                8: #"{"case": "large", "postfix": "2", "logicalName": "大"}"#,
            ]),
            [
                "master.json:6:10: error: kind 'Size' lacks the attribute 'order' (Int) that the app compiled: an update gives every attribute the app compiled, with its compiled type"
            ])
    }

    @Test func everyProblemIsReportedInTheMastersOrderWithTheKindsLeftOut() throws {
        var lines = appLines
        lines[1] = #"{"name": "Gender", "prefix": "009", "logicalName": "性別", "values": ["#
        lines[7] = #"{"case": "large", "postfix": "3", "logicalName": "大", "attributes": {"order": 2}}"#
        lines[9] =
            #"]}, {"name": "Color", "prefix": "003", "logicalName": "色", "values": [{"case": "red", "postfix": "1", "logicalName": "赤"}]}]}"#
        lines[8] = ""
        try expectRefused(
            file("master.json", lines),
            [
                "master.json:2:30: error: the prefix of kind 'Gender' is '009' in the update and '001' in the app: an update cannot change a kind's prefix",
                "master.json:8:30: error: case 'large' of kind 'Size' has the code '0023' in the update and '0022' in the app: an update cannot change which value a compiled code reads as",
                "master.json:10:14: warning: kind 'Color' is not one of the app's kinds (Gender, Size), so the update leaves it out: an app shows only the kinds that its build compiled",
                "app.json:8:10: error: master.json lacks Size.large (code '0022', '大'), which the app compiled here: an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep it, deprecated, or give it in the master",
                "master.json: error: the master lacks 1 value that the app compiled (1 of kind 'Size'): an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep each, deprecated with the message",
            ])
    }

    @Test func aMasterThatIsAnUpdateIsRefusedAsOne() throws {
        try expectRefused(
            master([1: #"{"madeFor": {}, "kinds": ["#]),
            [
                #"master.json:1:2: error: this file is an update (it has "madeFor"), which an app applies at run time; a build compiles the definitions it was made from, and kbn-gen check-update checks it"#
            ])
    }

    @Test func theAppsFilesMustShareOneNamespace() {
        let other = file(
            "other.json",
            [
                #"{"namespace": "Shop", "kinds": [{"name": "Color", "prefix": "003", "logicalName": "色", "values": [{"case": "red", "postfix": "1", "logicalName": "赤"}]}]}"#
            ])
        #expect {
            try AppDefinitions([file("app.json", appLines), other])
        } throws: { error in
            (error as! DiagnosticsError).diagnostics.map { $0.formatted() } == [
                "other.json:1:15: error: namespace 'Shop' is not 'Kbn', the namespace of app.json: an update is for the kinds of one namespace; give --app the files of that namespace only"
            ]
        }
    }

    // MARK: What people see change

    @Test func theChangesPeopleSeeAreTheDiffLessWhatAnUpdateCannotChangeWithoutWhatItDoesToBuilds() throws {
        let app = try app()
        let update = master([
            3: #"{"case": "man", "postfix": "01", "logicalName": "男性"},"#,
            4: #"{"case": "woman", "postfix": "02", "logicalName": "女性", "deprecated": "Ask no more."},"#,
            5: #"{"case": "other", "postfix": "03", "logicalName": "その他"}]},"#,
            6:
                #"{"name": "Size", "prefix": "002", "logicalName": "サイズ", "attributes": {"order": "Int"}, "sortBy": "order", "values": ["#,
            7: #"{"case": "large", "postfix": "2", "logicalName": "大", "attributes": {"order": 2}},"#,
            8: #"{"case": "small", "postfix": "1", "logicalName": "小", "attributes": {"order": 1}}"#,
        ])
        var text = String(decoding: update.bytes, as: UTF8.self)
        let fingerprints = app.compiled.kinds.map { "\"\($0.name)\": \"\($0.fingerprint)\"" }
        text = text.replacingOccurrences(
            of: #"{"kinds": ["#, with: #"{"madeFor": {\#(fingerprints.joined(separator: ", "))}, "kinds": ["#)
        let checked = try UpdateChecker.check(
            SourceFile(name: "update.json", bytes: Array(text.utf8)), against: app.compiled)
        let changes = UpdateChanges.changes(in: checked, named: "update.json", for: app)
        #expect(
            changes.map { $0.updateNote.formatted() } == [
                "update.json:3:10: note: the former codes of Gender.man changed from '00109' to none",
                "update.json:3:10: note: former code '00109' of Gender.man was removed",
                "app.json:3:75: note: it was defined here",
                "update.json:4:10: note: the deprecation of Gender.woman changed from none to 'Ask no more.'",
                "update.json:5:10: note: new value Gender.other (code '00103')",
                "update.json:6:10: note: the sort attribute of kind 'Size' changed from none to 'order'",
                "update.json:6:10: note: the values of kind 'Size' are in a different order",
            ])
        // The diff says what each would do to a build; the notes leave that out.
        #expect(changes[1].diagnostic.message.hasSuffix(": old data with it no longer decodes"))
        #expect(
            changes[4].diagnostic.message.hasSuffix(
                ": apps built before it cannot decode this code as Gender, only as an unknown KbnValue"))
    }
}
