// Tests for CSVImporter: the definitions JSON a code-master CSV becomes, and every rejection, each at
// the CSV line and field number it is about.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

@Suite("CSV import")
struct CSVImporterTests {
    // MARK: Conversion

    @Test func convertsRowsToDefinitionsInCSVOrder() throws {
        let csv =
            CSVTextEncoding.utf8ByteOrderMark
            + Array(
                [
                    requiredHeader + ",description,kindDescription",
                    "Gender,001,性別区分,man,01,男性,,The person's gender.",
                    "Gender,001,性別区分,woman,02,女性,\"Two lines,\r\nwith \"\"quotes\"\"\",",
                    "Prefecture,002,都道府県区分,hokkaido,01,北海道,,",
                    "",
                ].joined(separator: "\r\n").utf8)
        let result = try CSVImporter.convert(csv)
        #expect(result.warnings.isEmpty)
        #expect(
            result.json == """
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
            requiredHeader
                + ",shortName,deprecated,name.en,name.ko,attr.region,attr.population:Int,attr.active:Bool,attr.note:String",
            "Prefecture,002,都道府県区分,tokyo,13,東京都,東京,,Tokyo,도쿄,関東,14000000,TRUE,",
            "Prefecture,002,都道府県区分,old,99,旧県,,Use tokyo,,,関東,-1,false,",
            "Gender,001,性別区分,man,01,男性,,,Male,,,,,",
        ])
        #expect(
            json == """
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
        #expect(result.warnings.first?.location == cell(4, 1))
        #expect(result.warnings.first?.message.contains("rows of kind 'Gender' are not consecutive") == true)
    }

    @Test func skipsBlankRows() throws {
        let result = try convert([requiredHeader, ",,,,,", "", "Gender,001,性別区分,man,01,男性", ",,,,,", ""])
        #expect(try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values.count == 1)
    }

    // MARK: Rejections

    /// A cell of a value's own that a row leaves empty (its kind, case name, code or name) is an
    /// error at the cell, and the row is left out, so that no value is built without a name or a
    /// code; the row is named by its code when it has one.
    @Test func aRowThatLeavesARequiredCellEmptyIsAnErrorAtTheCell() {
        expectDiagnostics(
            [
                requiredHeader,
                "Gender,001,性別区分,man,01,",
                "Gender,001,性別区分,,02,女性",
                ",001,性別区分,other,03,その他",
                "Gender,001,性別区分,unknown,,不明",
                "Gender,001,性別区分,none,09,なし",
            ],
            [
                (
                    .error,
                    "the row of code '01' leaves the column 'logicalName' empty; every value needs its name as people read it: fill it in, or leave the value out of the master",
                    cell(2, 6)
                ),
                (
                    .error,
                    "the row of code '02' leaves the column 'case' empty; every value needs its case name: fill it in, or derive case names with --case-names logical-name or code",
                    cell(3, 4)
                ),
                (
                    .error,
                    "the row of code '03' leaves the column 'kind' empty; every value needs the kind it is in, such as Gender: fill it in, or give --kind when the master holds one kind",
                    cell(4, 1)
                ),
                (.error, "this row leaves the column 'postfix' empty; every value needs its code", cell(5, 5)),
            ])
    }

    /// A mapped header is named as the file writes it, with its mapping.
    @Test func anEmptyCellOfAMappedColumnIsNamedAsTheFileWritesIt() throws {
        expectDiagnostics(
            ["code,名称", "1,男性", "2,"],
            [(.error, "the row of code '2' leaves the column '名称' (--column logicalName=名称) empty", cell(3, 2))],
            options: try ImportOptions(
                columns: ["postfix=code", "logicalName=名称"], kind: "Gender", prefix: "001", kindLogicalName: "性別",
                namespace: nil, access: nil, ignoresUnknownColumns: false, caseNames: .code))
    }

    /// Later rows may leave a kind's logical name empty, but one of its rows must give it.
    @Test func aKindWhoseRowsLeaveItsLogicalNameEmptyIsAnError() {
        expectDiagnostics(
            [
                requiredHeader,
                "Gender,001,性別区分,man,01,男性",
                "Status,002,,open,01,未処理",
                "Status,002,,closed,02,処理済",
            ],
            [
                (
                    .error,
                    "no row of kind 'Status' fills the column 'kindLogicalName'; a kind needs its name as people read it, such as 性別: fill it in for the kind's first row, or give --kind-logical-name when the master holds one kind",
                    cell(3, 3)
                )
            ])
    }

    @Test func kindColumnsMustAgreeBetweenRows() {
        expectDiagnostics(
            [
                requiredHeader,
                "Gender,001,性別区分,man,01,男性",
                "Gender,002,性別,woman,02,女性",
            ],
            [
                (.error, "'prefix' of kind 'Gender' is '002' here but '001' on line 2", cell(3, 2)),
                (.note, "kind 'Gender' has '001' here", cell(2, 2)),
                (.error, "'kindLogicalName' of kind 'Gender' is '性別' here but '性別区分' on line 2", cell(3, 3)),
                (.note, "kind 'Gender' has '性別区分' here", cell(2, 3)),
            ])
    }

    @Test func reportsTheDefinitionsChecksAtTheCellsTheyAreAbout() {
        expectDiagnostics(
            [
                requiredHeader,
                "Gender,001,性別区分,man,01,男性",
                "Gender,001,性別区分,woman,01,女性",
                "Gender,001,性別区分,2nd,03,二番目",
                "Color,00,色,red,101,赤",
                "9Kind,003,x,a,1,a",
            ],
            [
                (.error, "cases 'man' and 'woman' of kind 'Gender' have the same postfix '01'", cell(3, 5)),
                (.note, "case 'man' has this postfix", cell(2, 5)),
                (.error, "case name '2nd' in kind 'Gender' cannot be used", cell(4, 4)),
                (.error, "code '00101' of Color.red", cell(5, 5)),
                (.note, "Gender.man", cell(2, 5)),
                (.error, "kind name '9Kind' is not a usable Swift type name", cell(6, 1)),
            ])
    }

    @Test func attributeCellsMustFitTheirType() {
        expectDiagnostics(
            [
                requiredHeader + ",attr.population:Int,attr.active:Bool",
                "P,002,p,a,01,a,1400,true",
                "P,002,p,b,02,b,\"1,400\",yes",
                "P,002,p,c,03,c,007,False",
                "P,002,p,d,04,d,99999999999999999999,",
            ],
            [
                (.error, "'1,400' in 'attr.population' is not an Int", cell(3, 7)),
                (
                    .error,
                    "'yes' in 'attr.active' is not a Bool; write true or false in any letter case, t or f, or 1 or 0",
                    cell(3, 8)
                ),
                (.error, "'007' in 'attr.population' has a leading zero", cell(4, 7)),
                (.error, "'99999999999999999999' in 'attr.population' is out of range", cell(5, 7)),
                (.error, "value 'd' of kind 'P' has no 'attr.active'", cell(5, 8)),
            ])
    }

    /// Booleans as databases and spreadsheets export them: psql writes `t` and `f`, MySQL and
    /// SQLite `1` and `0`, Excel `TRUE` and `FALSE`.
    @Test func boolCellsAreReadAsDatabasesExportThem() throws {
        let json = try CSVImporter.convert(
            Array(
                ([requiredHeader + ",attr.active:Bool"]
                    + ["t", "f", "1", "0", "TRUE", "False"].enumerated().map {
                        "P,002,p,c\($0.offset),\($0.offset),n,\($0.element)"
                    })
                    .joined(separator: "\n").utf8)
        ).json
        let values = try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0].values
        #expect(
            values.map { $0.attributes["active"]?.value } == [true, false, true, false, true, false].map { .bool($0) })
    }

    /// A column written another way than its type reads (`yes` and `no` for a Bool) is one mistake,
    /// reported once at its first cell with the count of its rows, not once per row.
    @Test func aColumnWhoseEveryCellIsRefusedIsOneError() {
        expectDiagnostics(
            [requiredHeader + ",attr.active:Bool,attr.fee:Int"]
                + (0..<10).map { "P,002,p,c\($0),\($0),n,\($0 % 2 == 0 ? "yes" : "no"),\($0 == 3 ? "4.5" : "440")" },
            [
                (
                    .error,
                    "'yes' in 'attr.active' is not a Bool; write true or false in any letter case, t or f, or 1 or 0; so is every filled cell of the column, in 10 rows ('yes', 'no')",
                    cell(2, 7)
                ),
                (.error, "'4.5' in 'attr.fee' is not an Int", cell(5, 8)),
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

    @Test func aGroupColumnMakesAGroupPerNameItGives() throws {
        let result = try convert([
            requiredHeader + ",group",
            "Prefecture,002,都道府県,hokkaido,01,北海道,hokkaido",
            "Prefecture,002,都道府県,aomori,02,青森県,東北",
            "Prefecture,002,都道府県,tokyo,13,東京都,関東|首都圏",
            "Prefecture,002,都道府県,kanagawa,14,神奈川県, 関東 | 首都圏 ",
            "Prefecture,002,都道府県,okinawa,47,沖縄県,",
        ])
        let groups = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].groups
        // In the order the names first appear; a name that is one of the cases gets its number.
        #expect(groups.map(\.name.value) == ["hokkaido_1", "東北", "関東", "首都圏"])
        #expect(
            groups.map { $0.members.map(\.value) } == [
                ["hokkaido"], ["aomori"], ["tokyo", "kanagawa"], ["tokyo", "kanagawa"],
            ])
    }

    @Test func headerProblemsAreAllReported() {
        expectDiagnostics(
            [
                "kind,prefx,kindLogicalName,case,postfix,logicalName,attr.x:Integer,name.,attr.,colour,case,attr.y,attr.y:Int",
                "Gender,001,性別区分,man,01,男性,,,,,,,",
            ],
            [
                (.error, "the header row lacks the column 'prefix'", cell(1, 1)),
                (
                    .error,
                    "unknown column 'prefx'; map it to a column with --column FIELD=prefx, or leave it out with --ignore-unknown-columns; did you mean 'prefix'?",
                    cell(1, 2)
                ),
                (
                    .error,
                    "attribute type 'Integer' in 'attr.x:Integer' is not one of String, Int, Double, Bool, or one of them followed by '?' for cells that may be empty",
                    cell(1, 7)
                ),
                (.error, "'name.' names no language", cell(1, 8)),
                (.error, "'attr.' names no attribute", cell(1, 9)),
                (
                    .error,
                    "unknown column 'colour'; map it to a column with --column FIELD=colour, or leave it out with --ignore-unknown-columns; the columns are 'kind',",
                    cell(1, 10)
                ),
                (.error, "column 'case' appears twice in the header", cell(1, 11)),
                (.note, "'case' is first here", cell(1, 4)),
                (.error, "column 'attr.y' appears twice in the header", cell(1, 13)),
                (.note, "'attr.y' is first here", cell(1, 12)),
            ])
    }

    @Test func aFullWidthHeaderGetsTheHintOfTheColumnItSpells() {
        expectDiagnostics(
            [
                "ｋｉｎｄ,prefix,ＫｉｎｄＬｏｇｉｃａｌＮａｍｅ,Ｃａｓｅ,postfix,logicalName,ｎａｍｅ．ｅｎ,ａｔｔｒ．ｒｅｇｉｏｎ＿２,ｌｏｇｉｃａｌ－Ｎａｍｅ,ＵＲＬ",
                "Gender,001,性別区分,man,01,男性,Man,x,y,z",
            ],
            [
                (
                    .error,
                    "unknown column 'ｋｉｎｄ'; map it to a column with --column FIELD=ｋｉｎｄ, or leave it out with --ignore-unknown-columns; did you mean 'kind'?",
                    cell(1, 1)
                ),
                (.error, "the header row lacks the columns 'kind', 'kindLogicalName', 'case'", cell(1, 1)),
                (
                    .error,
                    "unknown column 'ＫｉｎｄＬｏｇｉｃａｌＮａｍｅ'; map it to a column with --column FIELD=ＫｉｎｄＬｏｇｉｃａｌＮａｍｅ, or leave it out with --ignore-unknown-columns; did you mean 'kindLogicalName'?",
                    cell(1, 3)
                ),
                (
                    .error,
                    "unknown column 'Ｃａｓｅ'; map it to a column with --column FIELD=Ｃａｓｅ, or leave it out with --ignore-unknown-columns; did you mean 'case'?",
                    cell(1, 4)
                ),
                (.error, "did you mean 'name.en'?", cell(1, 7)),
                (.error, "did you mean 'attr.region_2'?", cell(1, 8)),
                (.error, "did you mean 'logicalName'?", cell(1, 9)),
                (
                    .error,
                    "unknown column 'ＵＲＬ'; map it to a column with --column FIELD=ＵＲＬ, or leave it out with --ignore-unknown-columns; the columns are 'kind',",
                    cell(1, 10)
                ),
            ])
    }

    @Test func fullWidthFormsFoldToASCIIAndNothingElseChanges() {
        #expect("ＡＢＣａｂｃ０１２＿－．：".foldingFullWidthForms == "ABCabc012_-.:")
        #expect("市区町村 ｶﾅ　kind".foldingFullWidthForms == "市区町村 ｶﾅ　kind")
        #expect(ImportColumn.closestHeader(to: "ｐｏｓｔｆｉｘ") == "postfix")
        #expect(ImportColumn.closestHeader(to: "ｃｏｄｅ") == nil)
    }

    @Test func everyRowNeedsOneFieldPerColumn() {
        expectDiagnostics(
            [
                requiredHeader,
                "Gender,001,性別区分,man,01,男性,extra",
                "Gender,001,性別区分,woman,02",
                "Gender,001,性別区分,other,03,その他",
            ],
            [
                (.error, "this row has 7 fields, the header has 6", cell(2, 7)),
                (.error, "this row has 5 fields, the header has 6", cell(3, 5)),
            ])
    }

    @Test func rejectsFilesWithoutValues() {
        expectDiagnostics([UInt8](), [(.error, "the file is empty", nil)])
        expectDiagnostics(
            CSVTextEncoding.utf8ByteOrderMark + Array("\n,,\n".utf8), [(.error, "the file is empty", nil)])
        expectDiagnostics([requiredHeader, ""], [(.error, "a header row but no values", cell(1, 1))])
    }

    @Test func csvSyntaxErrorsStopTheImport() {
        expectDiagnostics([requiredHeader, "Gender,001,\"性別区分,man,01,男性"], [(.error, "never closed", cell(2, 3))])
    }

    // MARK: Encodings

    @Test func shiftJISIsRecognisedAndTheMessageSaysHowToResave() {
        // "性別" in Shift_JIS, in the third field of line 2.
        let bytes = Array("\(requiredHeader)\nGender,001,".utf8) + [0x90, 0xAB, 0x95, 0xCA] + Array(",man,01,x\n".utf8)
        expectDiagnostics(bytes, [(.error, "the file looks like Shift_JIS", cell(2, 3))])
        expectDiagnostics(
            bytes,
            [(.error, "\"CSV UTF-8 (Comma delimited) (*.csv)\", or convert it with --encoding shift-jis", cell(2, 3))])
    }

    @Test func otherInvalidUTF8IsReportedWithoutGuessingShiftJIS() {
        let bytes = Array("\(requiredHeader)\nGender,001,x,man,01,".utf8) + [0xFF]
        expectDiagnostics(
            bytes, [(.error, "this field is not UTF-8 text; the file looks like Windows-1252 (Latin-1)", cell(2, 6))])
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
        // Lead bytes code page 932 leaves unassigned.
        #expect(!CSVTextEncoding.looksLikeShiftJIS([0x85, 0x41]))
        #expect(!CSVTextEncoding.looksLikeShiftJIS([0xF1, 0x41]))
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
        #expect(
            result.json.contains(
                """
                          "logicalName": "合併市",
                          "formerCodes": [
                            "09901",
                            "09902"
                          ]
                        },
                """))
        #expect(
            result.json.contains(
                """
                          "logicalName": "移転町",
                          "formerCodes": [
                            "09903"
                          ]
                """))
        let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
        #expect(values.map { $0.formerCodes.map(\.value) } == [["09901", "09902"], [], ["09903"]])
    }

    @Test func formerCodeProblemsAreReportedAtTheirCell() {
        expectDiagnostics(
            [
                requiredHeader + ",formerCodes",
                "City,100,市,merged,01,合併市,09901||10001",
                "City,100,市,moved,03,移転町,09901",
            ],
            [
                (.error, "case 'merged' of kind 'City' has an empty former code", cell(2, 7)),
                (.error, "former code '10001' of case 'merged' of kind 'City' is its current code", cell(2, 7)),
                (.note, "case 'merged' of kind 'City' has the code '10001' here", cell(2, 5)),
                (.error, "former code '09901' of City.moved is also a former code of City.merged", cell(3, 7)),
                (.note, "City.merged lists '09901' as a former code here", cell(2, 7)),
            ])
    }

    // MARK: Unprefixed kinds, alternate codes, optional and Double attributes

    @Test func anEmptyPrefixMakesAnUnprefixedKind() throws {
        let result = try convert([
            requiredHeader,
            "Bank,,銀行,mizuho,0001,みずほ銀行",
            "Bank,,,mufg,0005,三菱UFJ銀行",
            // Another kind may use the same codes.
            "Branch,,支店,honten,0001,本店",
        ])
        #expect(result.json.contains(#""prefix": "","#))
        let kinds = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds
        #expect(kinds.map(\.isPrefixed) == [false, false])
        #expect(kinds[0].values.map(\.postfix.value) == ["0001", "0005"])
        // The same from --prefix "" with no prefix column.
        let constant = try convert(
            ["kind,kindLogicalName,case,postfix,logicalName", "Bank,銀行,mizuho,0001,みずほ銀行"],
            options: ImportOptions(
                columns: [], kind: nil, prefix: "", kindLogicalName: nil, namespace: nil, access: nil,
                ignoresUnknownColumns: false, caseNames: .column)
        )
        #expect(try KbnGenerator.definitions(from: Array(constant.json.utf8)).kinds[0].isPrefixed == false)
    }

    @Test func anAlternateCodesCellListsCodesSeparatedByBars() throws {
        let result = try convert([
            requiredHeader + ",alternateCodes",
            "Municipality,,市区町村,千代田区,131016,千代田区,13101",
            "Municipality,,市区町村,中央区,131024,中央区,13102|131024 ",
            "Municipality,,市区町村,港区,131032,港区,",
        ])
        #expect(
            result.json.contains(
                """
                          "logicalName": "中央区",
                          "alternateCodes": [
                            "13102",
                            "131024 "
                          ]
                """))
        let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
        #expect(values.map { $0.alternateCodes.map(\.value) } == [["13101"], ["13102", "131024 "], []])
        expectDiagnostics(
            [requiredHeader + ",alternateCodes", "M,,m,a,131016,a,13101||131016"],
            [
                (.error, "empty alternate code", cell(2, 7)),
                (.error, "alternate code '131016' of case 'a' of kind 'M' is its current code", cell(2, 7)),
                (.note, "has the code '131016' here", cell(2, 5)),
            ])
    }

    @Test func optionalAndDoubleAttributesComeFromTheirHeaders() throws {
        let json = try convert([
            requiredHeader + ",attr.latitude:Double,attr.catchphrase:String?,attr.population:Int?,attr.capital:Bool?",
            "M,,市区町村,札幌市,011002,札幌市,43.06208877,市民の力みなぎる,1960000,true",
            "M,,市区町村,仙台市_青葉区,041017,仙台市 青葉区,38.26909,,,",
            "M,,市区町村,x,999999,x,-1.5e3,x,0,false",
        ]).json
        #expect(
            json.contains(
                """
                      "attributes": {
                        "latitude": "Double",
                        "catchphrase": "String?",
                        "population": "Int?",
                        "capital": "Bool?"
                      },
                """))
        #expect(
            json.contains(
                """
                          "attributes": {
                            "latitude": 38.26909,
                            "catchphrase": null,
                            "population": null,
                            "capital": null
                          }
                """))
        // Written as the shortest text that reads back as the same Double.
        #expect(json.contains(#""latitude": -1500.0,"#))
        let values = try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0].values
        #expect(values[0].attributes["latitude"]?.value == .double(43.06208877))
        #expect(values[1].attributes["catchphrase"] == nil)
        #expect(values[2].attributes["population"]?.value == .int(0))
    }

    @Test func doubleCellsAreDecimalNumbersAsJSONWritesThem() throws {
        // Spellings Swift's Double(String) reads, but no code master means as a number.
        let rejected = ["0x1p3", "inf", "-infinity", "nan", "+1.5", ".5", "1.", "01", "1e", " 1.5", "1.5 "]
        expectDiagnostics(
            [requiredHeader + ",attr.lat:Double"]
                + (rejected + ["-1e400"]).enumerated().map { "M,,m,c\($0.offset),\($0.offset),n,\($0.element)" }
                // One cell read, so that the column is not refused as a whole.
                + ["M,,m,ok,99,n,1.5"],
            rejected.enumerated().map { row in
                (
                    .error,
                    "\(row.element.quotedForMessage) in 'attr.lat' is not a Double; write a decimal number as JSON does",
                    cell(row.offset + 2, 7)
                )
            } + [
                (
                    .error,
                    "'-1e400' in 'attr.lat' is out of range: a Double is at most 1.7976931348623157e+308 either side of zero",
                    cell(rejected.count + 2, 7)
                )
            ]
        )
        let accepted = ["0", "-0.5", "35.6895", "1E3", "-1.5e-3", "2e+2"]
        let json = try convert(
            [requiredHeader + ",attr.lat:Double"]
                + accepted.enumerated().map { "M,,m,c\($0.offset),\($0.offset),n,\($0.element)" }
        ).json
        let values = try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0].values
        #expect(
            values.map { $0.attributes["lat"]?.value } == [
                .double(0), .double(-0.5), .double(35.6895), .double(1000), .double(-0.0015), .double(200),
            ])
    }

    @Test func doubleAndOptionalCellsMustFitTheirType() {
        expectDiagnostics(
            [
                requiredHeader + ",attr.lat:Double,attr.n:Int?,attr.s:String",
                "M,,m,a,1,a,43.06,1,x",
                "M,,m,b,2,b,\"43,06\",1.5,y",
                "M,,m,c,3,c,,,",
            ],
            [
                (
                    .error,
                    "'43,06' in 'attr.lat' is not a Double; write a decimal number as JSON does, such as 35.6895",
                    cell(3, 7)
                ),
                (.error, "'1.5' in 'attr.n' is not an Int", cell(3, 8)),
                (
                    .error,
                    "value 'c' of kind 'M' has no 'attr.lat', which other values of the kind give; every value of a kind has the same attributes, unless the header makes it optional ('attr.lat:Double?')",
                    cell(4, 7)
                ),
                (.error, "value 'c' of kind 'M' has no 'attr.s'", cell(4, 9)),
            ])
    }

    // MARK: Problems reported once, where they are

    @Test func aProblemOfManyCodesOfOneCellIsReportedOnce() {
        expectDiagnostics(
            [requiredHeader + ",formerCodes", "City,100,市,merged,01,合併市,|"],
            [
                (.error, "case 'merged' of kind 'City' has an empty former code", cell(2, 7))
            ])
        // 100,000 bars make 100,001 empty codes, and one error.
        expectDiagnostics(
            [requiredHeader + ",formerCodes", "City,100,市,merged,01,合併市," + String(repeating: "|", count: 100_000)],
            [
                (.error, "case 'merged' of kind 'City' has an empty former code", cell(2, 7))
            ])
    }

    @Test func anIntCellBeyondSixtyFourBitsIsOutOfRange() {
        expectDiagnostics(
            [
                requiredHeader + ",attr.n:Int", "City,100,市,a,01,A,9223372036854775808",
                "City,100,市,b,02,B,-9223372036854775809", "City,100,市,c,03,C,1",
            ],
            [
                (
                    .error,
                    "'9223372036854775808' in 'attr.n' is out of range: an Int is from -9223372036854775808 to 9223372036854775807",
                    cell(2, 7)
                ),
                (.error, "'-9223372036854775809' in 'attr.n' is out of range", cell(3, 7)),
            ])
    }

    @Test func aLanguageInTwoColumnsIsReportedAtTheSecond() {
        expectDiagnostics(
            [requiredHeader + ",name.en,name.EN", "Gender,001,性別,man,01,男性,Male,MALE"],
            [
                (.error, "'EN' in case 'man' of kind 'Gender' names the same language as 'en'", cell(2, 8)),
                (.note, "'en' is first written here", cell(2, 7)),
            ])
    }

    // MARK: Encoding hints

    @Test func aWesternFileIsNotTakenForShiftJIS() {
        // "Género" in Windows-1252 (Latin-1): 0xE9 0x6E has the structure of a Shift_JIS kanji.
        let bytes = Array("\(requiredHeader)\nGender,001,G".utf8) + [0xE9] + Array("nero,man,01,x\n".utf8)
        #expect(CSVTextEncoding.looksLikeShiftJIS(bytes))
        #expect(!CSVTextEncoding.isPlausiblyJapanese(bytes))
        expectDiagnostics(
            bytes, [(.error, "this field is not UTF-8 text; the file looks like Windows-1252 (Latin-1)", cell(2, 3))])
        #expect(CSVImporter.shiftJISProblem(bytes)?.message.contains("it looks like Windows-1252 (Latin-1)") == true)
        // Bytes no Western code page has: only a request for UTF-8.
        expectDiagnostics(
            Array("\(requiredHeader)\nGender,001,".utf8) + [0x81, 0x20],
            [
                (.error, "this field is not UTF-8 text; save the file as UTF-8", cell(2, 3))
            ])
    }

    @Test func japaneseShiftJISIsPlausibleAndConvertible() {
        // 東京都 and カナ, and ｱ (half-width) beside 東.
        let bytes: [UInt8] = [0x41, 0xB1, 0x93, 0x8C, 0x8B, 0x9E, 0x93, 0x73, 0x2C, 0x83, 0x4A, 0x83, 0x69]
        #expect(CSVTextEncoding.isPlausiblyJapanese(bytes))
        #expect(CSVImporter.shiftJISProblem(bytes) == nil)
        // UTF-8 text given as Shift_JIS would be garbled.
        #expect(CSVImporter.shiftJISProblem(Array("東京".utf8))?.message.contains("the file is UTF-8 text") == true)
        #expect(
            CSVImporter.shiftJISProblem(CSVTextEncoding.utf8ByteOrderMark + Array("a".utf8))?.message.contains(
                "byte order mark") == true)
    }
}
