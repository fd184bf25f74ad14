// import-csv --merge: a re-import of an updated master into the definitions file it made, which
// must rename no case that apps use and keep what the CSV does not give.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private let header = "lgcode,name,english"
private let master = [header, "011011,札幌市 中央区,Chuo", "012033,伊達市,Date", "072141,伊達市,Date", "131016,千代田区,Chiyoda"]

private func importOptions(_ caseNames: CaseNameSource = .logicalName) throws(ImportOptionError) -> ImportOptions {
    try ImportOptions(
        columns: ["postfix=lgcode", "logicalName=name", "name.en=english"], kind: "Municipality", prefix: "",
        kindLogicalName: "市区町村", namespace: nil, access: nil, ignoresUnknownColumns: false, caseNames: caseNames
    )
}

/// `json` with `replacement` for `original`, which it must hold.
private func editing(
    _ json: String, _ original: String, _ replacement: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    #expect(json.contains(original), sourceLocation: sourceLocation)
    return json.replacingOccurrences(of: original, with: replacement)
}

private func caseNames(_ json: String) throws -> [String] {
    try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0].values.map(\.caseName.value)
}

@Suite("CSV import merge")
struct CSVMergeTests {
    @Test func reimportingTheSameMasterChangesNothing() throws {
        let first = try convert(master, options: importOptions()).json
        let again = try convert(master, options: importOptions(), merging: first)
        #expect(again.json == first)
        #expect(again.warnings.isEmpty)
    }

    @Test func aGroupColumnReplacesTheGroupsOfTheMergedKind() throws {
        let rows = [
            requiredHeader + ",group",
            "Prefecture,002,都道府県,tokyo,13,東京都,関東",
            "Prefecture,002,都道府県,osaka,27,大阪府,近畿",
        ]
        var existing = try convert(Array(rows.prefix(2)) + ["Prefecture,002,都道府県,osaka,27,大阪府,"]).json
        existing = editing(existing, #""関東": ["#, #""east": ["osaka"], "関東": ["#)
        let result = try convert(rows, merging: existing)
        let groups = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].groups
        #expect(groups.map(\.name.value) == ["関東", "近畿"])
        #expect(groups.map { $0.members.map(\.value) } == [["tokyo"], ["osaka"]])
    }

    @Test func aValueKeepsItsCaseAndEveryKeyTheCSVDoesNotGive() throws {
        var existing = try convert(master, options: importOptions()).json
        // What people add to the definitions after the first import.
        existing = editing(existing, #""case": "千代田区""#, #""case": "chiyoda""#)
        existing = editing(
            existing, #""logicalName": "千代田区","#,
            #""logicalName": "千代田区", "description": "都庁所在地", "deprecated": "use tokyo","#)
        existing = editing(existing, #""en": "Chiyoda""#, #""en": "Chiyoda", "ko": "지요다""#)
        existing = editing(
            existing, #""logicalName": "市区町村","#,
            #""logicalName": "市区町村", "description": "全国地方公共団体コード", "groups": {"tokyo": ["chiyoda"]},"#)
        // The master renames a value and drops an English name.
        let updated = master.dropLast() + ["131016,千代田区（新）,"]

        let result = try convert(Array(updated), options: importOptions(), merging: existing)
        #expect(result.warnings.isEmpty)
        let kind = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0]
        #expect(kind.values.map(\.caseName.value) == ["札幌市_中央区", "伊達市_012033", "伊達市_072141", "chiyoda"])
        #expect(kind.description == "全国地方公共団体コード")
        #expect(kind.groups.map(\.name.value) == ["tokyo"])
        let chiyoda = kind.values[3]
        #expect(chiyoda.logicalName == "千代田区（新）")
        #expect(chiyoda.description == "都庁所在地")
        #expect(chiyoda.deprecated?.value == "use tokyo")
        #expect(chiyoda.localizedNames.map(\.language.value) == ["ko"])
    }

    @Test func aColumnTheCSVHasReplacesTheKeyEvenWhenItsCellIsEmpty() throws {
        let lines = ["lgcode,name,description", "011011,札幌市,Sapporo"]
        let options = try ImportOptions(
            columns: ["postfix=lgcode", "logicalName=name"], kind: "Town", prefix: "9", kindLogicalName: "町",
            namespace: nil, access: nil, ignoresUnknownColumns: false, caseNames: .code
        )
        let existing = try convert(lines, options: options).json
        #expect(existing.contains(#""description": "Sapporo""#))
        let cleared = try convert(["lgcode,name,description", "011011,札幌市,"], options: options, merging: existing)
        #expect(!cleared.json.contains("description"))
    }

    @Test func aNewValueGetsADerivedNameThatNoCaseOfTheFileHas() throws {
        let existing = try convert(Array(master.prefix(3)) + ["131016,千代田区,Chiyoda"], options: importOptions()).json
        #expect(try caseNames(existing) == ["札幌市_中央区", "伊達市", "千代田区"])
        // A second 伊達市 arrives: the one apps know keeps its name, the new one gets its code.
        let result = try convert(master + ["999999,新市,"], options: importOptions(), merging: existing)
        #expect(try caseNames(result.json) == ["札幌市_中央区", "伊達市", "伊達市_072141", "千代田区", "新市"])
    }

    @Test func aRemovedValueIsListedInOneWarningAndLeavesItsGroups() throws {
        var existing = try convert(master, options: importOptions()).json
        existing = editing(
            existing, #""logicalName": "市区町村","#,
            #""logicalName": "市区町村", "groups": {"north": ["札幌市_中央区", "伊達市_012033"], "capital": ["千代田区"]},"#)
        let result = try convert([master[0], master[1], master[4]], options: importOptions(), merging: existing)
        #expect(
            result.warnings.map { $0.formatted() } == [
                "<updated definitions>:4:15: warning: the imported master lacks 2 values of kind 'Municipality', which the import removes (each in a note below); they are removed from the group 'north' too; code that names their cases no longer compiles",
                "<updated definitions>:16:9: note: '012033' (伊達市_012033) is removed",
                "<updated definitions>:24:9: note: '072141' (伊達市_072141) is removed",
            ])
        let kind = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0]
        #expect(kind.values.map(\.caseName.value) == ["札幌市_中央区", "千代田区"])
        #expect(kind.groups.map { $0.members.map(\.value) } == [["札幌市_中央区"], ["千代田区"]])
    }

    @Test func aCaseColumnDoesNotRenameAKeptValue() throws {
        let lines = [requiredHeader, "Gender,001,性別,man,01,男性", "Gender,001,性別,woman,02,女性"]
        let existing = try convert(lines).json
        let result = try convert(
            [requiredHeader, "Gender,001,性別,male,01,男性", "Gender,001,性別,woman,02,女性", "Gender,001,性別,other,03,その他"],
            merging: existing)
        #expect(try caseNames(result.json) == ["man", "woman", "other"])
        #expect(
            result.warnings == [
                .warning(
                    "the merged file names this value 'man', which it keeps, not 'male': renaming a case breaks the code that uses it; rename it in the definitions file if you mean to",
                    at: cell(2, 4)
                )
            ])
    }

    @Test func eachWarningNamesTheFileItIsAbout() throws {
        let existing = try convert([requiredHeader, "Gender,001,性別,man,01,男性", "Gender,001,性別,woman,02,女性"]).json
        let master = [requiredHeader, "Gender,001,性別,male,01,男性", "Gender,001,性別,other,03,その他"]
        let result = try CSVImporter.convert(
            Array(master.joined(separator: "\n").utf8), named: "Masters/gender.csv", merging: Array(existing.utf8),
            mergedFileName: "Sources/Kinds/kbn-definitions.json"
        )
        let lines = result.warnings.map { $0.formatted() }
        try #require(lines.count == 3, "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("Masters/gender.csv:2:4: warning: the merged file names this value 'man'") })
        let removal = try #require(lines.firstIndex { $0.contains(": warning: the imported master lacks 1 value") })
        #expect(lines[removal].hasPrefix("Sources/Kinds/kbn-definitions.json:"))
        // The note follows its warning.
        #expect(lines[removal + 1].hasPrefix("Sources/Kinds/kbn-definitions.json:"))
        #expect(lines[removal + 1].hasSuffix(": note: '00102' (woman) is removed"))
    }

    @Test func otherKindsAndRootKeysOfTheFileStay() throws {
        let existing = """
            {
              "$schema": "https://example.com/kbn.schema.json",
              "namespace": "Geo",
              "kinds": [
                {"name": "Gender", "prefix": "001", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]},
                {"name": "Municipality", "logicalName": "市区町村", "values": [{"case": "sapporo", "postfix": "011011", "logicalName": "札幌市"}]}
              ]
            }
            """
        let result = try convert(Array(master.prefix(2)), options: importOptions(), merging: existing)
        let definitions = try KbnGenerator.definitions(from: Array(result.json.utf8))
        #expect(definitions.namespace.value == "Geo")
        #expect(definitions.kinds.map(\.name.value) == ["Gender", "Municipality"])
        #expect(definitions.kinds[1].values.map(\.caseName.value) == ["sapporo"])
        #expect(
            result.json.hasPrefix(
                "{\n  \"$schema\": \"https://example.com/kbn.schema.json\",\n  \"namespace\": \"Geo\",\n"))
    }

    @Test func problemsOfTheMergedFileAreReportedInIt() throws {
        expectDiagnostics(
            master, [(.error, "the definitions file must be a JSON object", cell(1, 1))], options: try importOptions(),
            merging: "[]")
        let options = try importOptions()
        do {
            _ = try convert(master, options: options, merging: "[]")
        } catch {
            #expect(error.diagnostics.map(\.file) == [LayoutKeepingFile.unnamedFile])
        }
    }

    @Test func aProblemThatAKeptKeyCausesIsReportedInTheMergedFile() throws {
        // The file declares an attribute that the CSV's new value does not give.
        let existing = """
            {"kinds": [{"name": "Municipality", "logicalName": "市区町村", "attributes": {"region": "String"},
            "values": [{"case": "sapporo", "postfix": "011011", "logicalName": "札幌市", "attributes": {"region": "北海道"}}]}]}
            """
        let options = try importOptions()
        do {
            let result = try convert(Array(master.prefix(3)), options: options, merging: existing)
            Issue.record("expected errors, converted to \(result.json)")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message.contains("region") == true, "\(error)")
            #expect(error.diagnostics.first?.file == Diagnostic.unnamedFile)
            #expect(error.diagnostics.first?.location == cell(3, 2))
        }
    }

    @Test func alternateCodesAndAttributesOfTheCSVReplaceTheFilesAndTheRestStay() throws {
        let options = try ImportOptions(
            columns: [
                "postfix=lgcode", "logicalName=city", "alternateCodes=cid", "attr.latitude:Double=lat",
                "attr.catchphrase:String?=phrase",
            ],
            kind: "Municipality", prefix: "", kindLogicalName: "市区町村", namespace: nil, access: nil,
            ignoresUnknownColumns: false, caseNames: .logicalName
        )
        let header = "lgcode,city,cid,lat,phrase"
        // An attribute added by hand, which no column gives.
        let existing = """
            {"kinds": [{"name": "Municipality", "logicalName": "市区町村",
              "attributes": {"region": "String", "latitude": "Double", "catchphrase": "String?"},
              "values": [
                {"case": "札幌市", "postfix": "011002", "logicalName": "札幌市", "alternateCodes": ["1100"],
                 "attributes": {"region": "北海道", "latitude": 43.06208877, "catchphrase": null}},
                {"case": "仙台市_青葉区", "postfix": "041017", "logicalName": "仙台市 青葉区", "alternateCodes": ["4101"],
                 "attributes": {"region": "東北", "latitude": 38.26909}}
              ]}]}
            """

        let result = try convert(
            [header, "011002,札幌市,01100,43.0621,市民の力", "041017,仙台市 青葉区,4101,38.26909,"], options: options,
            merging: existing)
        let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
        #expect(values.map(\.caseName.value) == ["札幌市", "仙台市_青葉区"])
        #expect(values.map { $0.alternateCodes.map(\.value) } == [["01100"], ["4101"]])
        #expect(values[0].attributes["latitude"]?.value == .double(43.0621))
        #expect(values[0].attributes["catchphrase"]?.value == .string("市民の力"))
        #expect(values.map { $0.attributes["region"]?.value } == [.string("北海道"), .string("東北")])
    }

    @Test func aProblemWithAKeyTheFileKeepsIsReportedInTheFile() throws {
        // A group the file has, named as the case that a new value of the CSV derives.
        let existing = """
            {"kinds": [{"name": "Municipality", "logicalName": "市区町村",
              "groups": {"千代田区": ["sapporo"]},
              "values": [{"case": "sapporo", "postfix": "011011", "logicalName": "札幌市"}]}]}
            """
        let options = try importOptions()
        do {
            let result = try convert(
                [header, "011011,札幌市 中央区,Chuo", "131016,千代田区,Chiyoda"], options: options, merging: existing)
            Issue.record("expected errors, converted to \(result.json)")
        } catch {
            #expect(
                error.diagnostics.map(\.message) == [
                    "group name '千代田区' of kind 'Municipality' is also one of its case names; choose another name"
                ])
            #expect(error.diagnostics.map(\.file) == [LayoutKeepingFile.unnamedFile])
            // The group's line; a line of the written JSON is traced back through the value it writes,
            // so the column is that of the group's members.
            #expect(error.diagnostics.map(\.location) == [cell(2, 30)])
        }
    }
}
