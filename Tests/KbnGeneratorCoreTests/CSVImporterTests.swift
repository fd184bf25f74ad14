// Tests for CSVImporter: the definitions JSON a code-master CSV becomes, and every rejection, each at
// the CSV line and field number it is about.

import Testing
@testable import KbnGeneratorCore

private func at(_ line: Int, _ field: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: field)
}

private let requiredHeader = "kind,prefix,kindLogicalName,case,postfix,logicalName"

private func convert(_ lines: [String], separator: String = "\n") throws(DiagnosticsError) -> CSVImporter.Result {
    try CSVImporter.convert(Array(lines.joined(separator: separator).utf8))
}

/// The JSON the rows become before it is checked as definitions: for the columns whose keys only
/// the format additions of issue 5 accept.
private func unvalidatedJSON(_ lines: [String]) throws(DiagnosticsError) -> String {
    let (header, rows) = try CSVImporter.cells(of: Array(lines.joined(separator: "\n").utf8))
    return JSONWriter.prettyPrinted(try CSVDefinitionsBuilder.definitions(header: header, rows: rows).json).text
}

/// Expects conversion to fail with exactly `expected`: (severity, part of the message, location).
private func expectDiagnostics(
    _ bytes: [UInt8], _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let result = try CSVImporter.convert(bytes)
        Issue.record("expected errors, converted to \(result.json)", sourceLocation: sourceLocation)
    } catch {
        let found = error.diagnostics
        #expect(found.count == expected.count, "\(error)", sourceLocation: sourceLocation)
        for (diagnostic, (severity, part, location)) in zip(found, expected) {
            #expect(diagnostic.severity == severity, "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.message.contains(part), "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.location == location, "\(diagnostic)", sourceLocation: sourceLocation)
        }
    }
}

private func expectDiagnostics(
    _ lines: [String], _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectDiagnostics(Array(lines.joined(separator: "\n").utf8), expected, sourceLocation: sourceLocation)
}

// MARK: Conversion

@Test func convertsRowsToDefinitionsInCSVOrder() throws {
    let csv = CSVTextEncoding.utf8ByteOrderMark + Array([
        requiredHeader + ",description,kindDescription",
        "Gender,001,性別区分,man,01,男性,,The person's gender.",
        "Gender,001,性別区分,woman,02,女性,\"Two lines,\r\nwith \"\"quotes\"\"\",",
        "Prefecture,002,都道府県区分,hokkaido,01,北海道,,",
        "",
    ].joined(separator: "\r\n").utf8)
    let result = try CSVImporter.convert(csv)
    #expect(result.warnings.isEmpty)
    #expect(result.json == """
        {
          "kinds": [
            {
              "name": "Gender",
              "prefix": "001",
              "logicalName": "性別区分",
              "description": "The person's gender.",
              "values": [
                {
                  "case": "man",
                  "postfix": "01",
                  "logicalName": "男性"
                },
                {
                  "case": "woman",
                  "postfix": "02",
                  "logicalName": "女性",
                  "description": "Two lines,\\nwith \\"quotes\\""
                }
              ]
            },
            {
              "name": "Prefecture",
              "prefix": "002",
              "logicalName": "都道府県区分",
              "values": [
                {
                  "case": "hokkaido",
                  "postfix": "01",
                  "logicalName": "北海道"
                }
              ]
            }
          ]
        }

        """)
    // What `kbn-gen check` reads back is what the CSV says.
    let definitions = try KbnGenerator.definitions(from: Array(result.json.utf8))
    #expect(definitions.kinds.map(\.name.value) == ["Gender", "Prefecture"])
    #expect(definitions.kinds[0].values.map(\.description) == [nil, "Two lines,\nwith \"quotes\""])
}

@Test func columnsMayComeInAnyOrderAndHeadersMayHaveSpaces() throws {
    let result = try convert([
        " logicalName , case,postfix,kindLogicalName,prefix,kind",
        "男性,man,01,性別区分,001,Gender",
    ])
    let definitions = try KbnGenerator.definitions(from: Array(result.json.utf8))
    #expect(definitions.kinds.map(\.prefix.value) == ["001"])
    #expect(definitions.kinds[0].values.map(\.logicalName) == ["男性"])
}

@Test func writesOptionalColumnsAsTheFormatAdditionsKeys() throws {
    let json = try unvalidatedJSON([
        requiredHeader + ",shortName,deprecated,name.en,name.ko,attr.region,attr.population:Int,attr.active:Bool,attr.note:String",
        "Prefecture,002,都道府県区分,tokyo,13,東京都,東京,,Tokyo,도쿄,関東,14000000,TRUE,",
        "Prefecture,002,都道府県区分,old,99,旧県,,Use tokyo,,,関東,-1,false,",
        "Gender,001,性別区分,man,01,男性,,,Male,,,,,",
    ])
    #expect(json == """
        {
          "kinds": [
            {
              "name": "Prefecture",
              "prefix": "002",
              "logicalName": "都道府県区分",
              "attributes": {
                "region": "String",
                "population": "Int",
                "active": "Bool"
              },
              "values": [
                {
                  "case": "tokyo",
                  "postfix": "13",
                  "logicalName": "東京都",
                  "shortName": "東京",
                  "localizedNames": {
                    "en": "Tokyo",
                    "ko": "도쿄"
                  },
                  "attributes": {
                    "region": "関東",
                    "population": 14000000,
                    "active": true
                  }
                },
                {
                  "case": "old",
                  "postfix": "99",
                  "logicalName": "旧県",
                  "deprecated": "Use tokyo",
                  "attributes": {
                    "region": "関東",
                    "population": -1,
                    "active": false
                  }
                }
              ]
            },
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
                    "en": "Male"
                  }
                }
              ]
            }
          ]
        }

        """)
}

@Test func laterRowsOfAKindMayLeaveItsColumnsEmpty() throws {
    let result = try convert([
        requiredHeader + ",kindDescription",
        "Gender,001,性別区分,man,01,男性,Doc",
        "Gender,,,woman,02,女性,",
        "Gender,001,,other,03,その他,Doc",
    ])
    let kind = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0]
    #expect(kind.prefix.value == "001")
    #expect(kind.logicalName == "性別区分")
    #expect(kind.description == "Doc")
    #expect(kind.values.map(\.caseName.value) == ["man", "woman", "other"])
}

@Test func rowsOfAKindThatAreApartAreJoinedWithAWarning() throws {
    let result = try convert([
        requiredHeader,
        "Gender,001,性別区分,man,01,男性",
        "Prefecture,002,都道府県区分,hokkaido,01,北海道",
        "Gender,001,性別区分,woman,02,女性",
        "Gender,001,性別区分,other,03,その他",
    ])
    let definitions = try KbnGenerator.definitions(from: Array(result.json.utf8))
    #expect(definitions.kinds.map(\.name.value) == ["Gender", "Prefecture"])
    #expect(definitions.kinds[0].values.map(\.caseName.value) == ["man", "woman", "other"])
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.severity == .warning)
    #expect(result.warnings.first?.location == at(4, 1))
    #expect(result.warnings.first?.message.contains("rows of kind 'Gender' are not consecutive") == true)
}

@Test func skipsBlankRows() throws {
    let result = try convert([requiredHeader, ",,,,,", "", "Gender,001,性別区分,man,01,男性", ",,,,,", ""])
    #expect(try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values.count == 1)
}

// MARK: Rejections

@Test func kindColumnsMustAgreeBetweenRows() {
    expectDiagnostics([
        requiredHeader,
        "Gender,001,性別区分,man,01,男性",
        "Gender,002,性別,woman,02,女性",
    ], [
        (.error, "'prefix' of kind 'Gender' is '002' here but '001' on line 2", at(3, 2)),
        (.note, "kind 'Gender' has '001' here", at(2, 2)),
        (.error, "'kindLogicalName' of kind 'Gender' is '性別' here but '性別区分' on line 2", at(3, 3)),
        (.note, "kind 'Gender' has '性別区分' here", at(2, 3)),
    ])
}

@Test func reportsTheDefinitionsChecksAtTheCellsTheyAreAbout() {
    expectDiagnostics([
        requiredHeader,
        "Gender,001,性別区分,man,01,男性",
        "Gender,001,性別区分,woman,01,女性",
        "Gender,001,性別区分,2nd,03,",
        "Color,00,色,red,101,赤",
        "9Kind,003,x,a,1,a",
    ], [
        (.error, "cases 'man' and 'woman' of kind 'Gender' have the same postfix '01'", at(3, 5)),
        (.note, "case 'man' has this postfix", at(2, 5)),
        (.error, "case name '2nd' in kind 'Gender' cannot be used", at(4, 4)),
        (.error, "code '00101' of Color.red", at(5, 5)),
        (.note, "Gender.man", at(2, 5)),
        (.error, "kind name '9Kind' is not a usable Swift type name", at(6, 1)),
    ])
}

@Test func attributeCellsMustFitTheirType() {
    expectDiagnostics([
        requiredHeader + ",attr.population:Int,attr.active:Bool",
        "P,002,p,a,01,a,1400,true",
        "P,002,p,b,02,b,\"1,400\",yes",
        "P,002,p,c,03,c,007,False",
        "P,002,p,d,04,d,99999999999999999999,",
    ], [
        (.error, "'1,400' in 'attr.population' is not an Int", at(3, 7)),
        (.error, "'yes' in 'attr.active' is not a Bool; write true or false", at(3, 8)),
        (.error, "'007' in 'attr.population' has a leading zero", at(4, 7)),
        (.error, "'99999999999999999999' in 'attr.population' is not an Int", at(5, 7)),
        (.error, "value 'd' of kind 'P' has no 'attr.active'", at(5, 8)),
    ])
}

@Test func anAttributeBelongsToTheKindsThatFillIt() throws {
    let json = try unvalidatedJSON([
        requiredHeader + ",attr.region",
        "Gender,001,性別区分,man,01,男性,",
        "Prefecture,002,都道府県区分,hokkaido,01,北海道,北海道",
    ])
    let kinds = try JSONReader.read(Array(json.utf8))
    guard case .object(let root) = kinds.content, case .array(let list) = root[0].value.content,
          case .object(let gender) = list[0].content, case .object(let prefecture) = list[1].content
    else {
        Issue.record("unexpected JSON: \(json)")
        return
    }
    #expect(!gender.contains { $0.key == "attributes" })
    #expect(prefecture.contains { $0.key == "attributes" })
}

@Test func headerProblemsAreAllReported() {
    expectDiagnostics([
        "kind,prefx,kindLogicalName,case,postfix,logicalName,attr.x:Integer,name.,attr.,colour,case,attr.y,attr.y:Int",
        "Gender,001,性別区分,man,01,男性,,,,,,,",
    ], [
        (.error, "the header row lacks the column 'prefix'", at(1, 1)),
        (.error, "unknown column 'prefx'; did you mean 'prefix'?", at(1, 2)),
        (.error, "attribute type 'Integer' in 'attr.x:Integer' is not one of String, Int, Double, Bool", at(1, 7)),
        (.error, "'name.' names no language", at(1, 8)),
        (.error, "'attr.' names no attribute", at(1, 9)),
        (.error, "unknown column 'colour'; the columns are 'kind',", at(1, 10)),
        (.error, "column 'case' appears twice in the header", at(1, 11)),
        (.note, "'case' is first here", at(1, 4)),
        (.error, "column 'attr.y' appears twice in the header", at(1, 13)),
        (.note, "'attr.y' is first here", at(1, 12)),
    ])
}

@Test func everyRowNeedsOneFieldPerColumn() {
    expectDiagnostics([
        requiredHeader,
        "Gender,001,性別区分,man,01,男性,extra",
        "Gender,001,性別区分,woman,02",
        "Gender,001,性別区分,other,03,その他",
    ], [
        (.error, "this row has 7 fields, the header has 6", at(2, 7)),
        (.error, "this row has 5 fields, the header has 6", at(3, 5)),
    ])
}

@Test func rejectsFilesWithoutValues() {
    expectDiagnostics([UInt8](), [(.error, "the file is empty", nil)])
    expectDiagnostics(CSVTextEncoding.utf8ByteOrderMark + Array("\n,,\n".utf8), [(.error, "the file is empty", nil)])
    expectDiagnostics([requiredHeader, ""], [(.error, "a header row but no values", at(1, 1))])
}

@Test func csvSyntaxErrorsStopTheImport() {
    expectDiagnostics([requiredHeader, "Gender,001,\"性別区分,man,01,男性"], [(.error, "never closed", at(2, 3))])
}

// MARK: Encodings

@Test func shiftJISIsRecognisedAndTheMessageSaysHowToResave() {
    // "性別" in Shift_JIS, in the third field of line 2.
    let bytes = Array("\(requiredHeader)\nGender,001,".utf8) + [0x90, 0xAB, 0x95, 0xCA] + Array(",man,01,x\n".utf8)
    expectDiagnostics(bytes, [(.error, "the file looks like Shift_JIS", at(2, 3))])
    expectDiagnostics(bytes, [(.error, "\"CSV UTF-8 (Comma delimited) (*.csv)\", or convert it with --encoding shift-jis", at(2, 3))])
}

@Test func otherInvalidUTF8IsReportedWithoutGuessingShiftJIS() {
    let bytes = Array("\(requiredHeader)\nGender,001,x,man,01,".utf8) + [0xFF]
    expectDiagnostics(bytes, [(.error, "this field is not UTF-8 text; save the file as UTF-8", at(2, 6))])
}

@Test func utf16IsRejectedWithAHint() {
    expectDiagnostics([0xFF, 0xFE, 0x6B, 0x00], [(.error, "the file is UTF-16 text", nil)])
    expectDiagnostics([0xFE, 0xFF, 0x00, 0x6B], [(.error, "the file is UTF-16 text", nil)])
}

@Test func shiftJISStructure() {
    #expect(CSVTextEncoding.looksLikeShiftJIS([0x41, 0xB1, 0x93, 0x8C, 0x8B, 0x9E, 0xFB, 0xFC, 0x87, 0x40]))
    #expect(!CSVTextEncoding.looksLikeShiftJIS([0x93]))
    #expect(!CSVTextEncoding.looksLikeShiftJIS([0x93, 0x20]))
    #expect(!CSVTextEncoding.looksLikeShiftJIS([0x80]))
    #expect(!CSVTextEncoding.looksLikeShiftJIS([0xFF, 0x41]))
}

// MARK: Former codes

@Test func aFormerCodesCellListsCodesSeparatedByBars() throws {
    let result = try convert([
        requiredHeader + ",formerCodes,deprecated",
        "City,100,市,merged,01,合併市,09901|09902,",
        "City,100,市,kept,02,存続町,,",
        "City,100,市,moved,03,移転町,09903,",
    ])
    // The closing delimiters are 4 spaces in, so that the lines keep the output's indentation.
    #expect(result.json.contains("""
              "logicalName": "合併市",
              "formerCodes": [
                "09901",
                "09902"
              ]
            },
    """))
    #expect(result.json.contains("""
              "logicalName": "移転町",
              "formerCodes": [
                "09903"
              ]
    """))
    let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
    #expect(values.map { $0.formerCodes.map(\.value) } == [["09901", "09902"], [], ["09903"]])
}

@Test func formerCodeProblemsAreReportedAtTheirCell() {
    expectDiagnostics([
        requiredHeader + ",formerCodes",
        "City,100,市,merged,01,合併市,09901||10001",
        "City,100,市,moved,03,移転町,09901",
    ], [
        (.error, "case 'merged' of kind 'City' has an empty former code", at(2, 7)),
        (.error, "former code '10001' of case 'merged' of kind 'City' is its current code", at(2, 7)),
        (.note, "case 'merged' of kind 'City' has the code '10001' here", at(2, 5)),
        (.error, "former code '09901' of City.moved is also a former code of City.merged", at(3, 7)),
        (.note, "City.merged lists '09901' as a former code here", at(2, 7)),
    ])
}
