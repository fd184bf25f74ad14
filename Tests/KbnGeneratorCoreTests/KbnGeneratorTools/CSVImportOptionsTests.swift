// import-csv's options for masters as they are published: headers mapped to the format's columns,
// constants for a one-table file, the file's namespace and access, columns left out, derived case
// names; and every contradiction among them rejected with the option named.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func options(
    columns: [String] = [], kind: String? = nil, prefix: String? = nil, kindLogicalName: String? = nil,
    namespace: String? = nil, access: AccessLevel? = nil, ignoresUnknownColumns: Bool = false,
    caseNames: CaseNameSource = .column
) throws(ImportOptionError) -> ImportOptions {
    try ImportOptions(
        columns: columns, kind: kind, prefix: prefix, kindLogicalName: kindLogicalName, namespace: namespace,
        access: access, ignoresUnknownColumns: ignoresUnknownColumns, caseNames: caseNames
    )
}

/// A municipality master's shape: an id nobody needs, the code, the name, an English name.
private let municipalities = [
    "pid,lgcode,name,english",
    "1,011011,札幌市 中央区,Chuo-ku",
    "2,012033,伊達市,Date",
    "3,072141,伊達市,",
]

/// Rows of the ICD-10 list in Japan's DPC tables, as code4fukui/dpc-words publishes them (MIT
/// licence; data from the Ministry of Health, Labour and Welfare): undotted codes, `$` for a code
/// and all its subdivisions, names with full-width brackets and commas, ideographic spaces and `、`.
private let icd10 = [
    "\u{FEFF}MDCコード,分類コード,ICD名称,ICDコード,変更区分,有効期間開始日,有効期間終了日,更新日",
    "01,0010,脳の悪性新生物＜腫瘍＞,C71$,0,20240601,99999999,00000000",
    "01,0030,その他の脳実質外動脈（脳底動脈、頚動脈、椎骨動脈を含む）の動脈瘤及び解離,I725,0,20240601,99999999,00000000",
    "06,0390,エルシニア　エンテロコリチカによる腸炎,A046,0,20240601,99999999,00000000",
]

@Suite("CSV import options")
struct CSVImportOptionsTests {
    @Test func aPublishedMasterImportsWithMappedColumnsConstantsAndDerivedNames() throws {
        let result = try convert(
            // Excel's byte order mark is before the first header, which a mapping names.
            ["\u{FEFF}" + municipalities[0]] + municipalities.dropFirst(),
            options: options(
                columns: ["postfix=lgcode", " logicalName = name ", "name.en=english"], kind: "Municipality",
                prefix: "99",
                kindLogicalName: "市区町村", namespace: "Geo", access: .internal, ignoresUnknownColumns: true,
                caseNames: .logicalName
            )
        )
        #expect(
            result.json == """
                {
                  "namespace": "Geo",
                  "access": "internal",
                  "kinds": [
                    {
                      "name": "Municipality",
                      "prefix": "99",
                      "logicalName": "市区町村",
                      "values": [
                        {
                          "case": "札幌市_中央区",
                          "postfix": "011011",
                          "logicalName": "札幌市 中央区",
                          "localizedNames": {
                            "en": "Chuo-ku"
                          }
                        },
                        {
                          "case": "伊達市_012033",
                          "postfix": "012033",
                          "logicalName": "伊達市",
                          "localizedNames": {
                            "en": "Date"
                          }
                        },
                        {
                          "case": "伊達市_072141",
                          "postfix": "072141",
                          "logicalName": "伊達市"
                        }
                      ]
                    }
                  ]
                }

                """)
        #expect(
            result.warnings == [.note("--ignore-unknown-columns leaves out the column 'pid' (field 1)", at: cell(1, 1))]
        )
    }

    @Test func theBOMIsNoPartOfTheFirstHeader() throws {
        let bytes = CSVTextEncoding.utf8ByteOrderMark + Array("lgcode,name\n011011,札幌市\n".utf8)
        let result = try CSVImporter.convert(
            bytes,
            options: options(
                columns: ["postfix=lgcode", "logicalName=name"], kind: "Municipality", prefix: "99",
                kindLogicalName: "市区町村", caseNames: .code
            ))
        #expect(
            try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values.map(\.caseName.value) == [
                "c011011"
            ])
    }

    @Test func oneNoteListsEveryColumnLeftOut() throws {
        let result = try convert(
            ["a,kind,prefix,kindLogicalName,b,case,postfix,logicalName,c", "x,G,001,性別,y,man,01,男性,z"],
            options: options(ignoresUnknownColumns: true))
        #expect(
            result.warnings == [
                .note(
                    "--ignore-unknown-columns leaves out the columns 'a' (field 1), 'b' (field 5), 'c' (field 9)",
                    at: cell(1, 1))
            ])
        #expect(!result.json.contains("\"x\""))
    }

    @Test func aConstantKindMakesTheOtherKindColumnsOptionalToo() throws {
        // --prefix alone, for a file whose kinds share a prefix; the kind and its name from columns.
        let result = try convert(
            ["kind,kindLogicalName,case,postfix,logicalName", "Bank,銀行,mizuho,01,みずほ"], options: options(prefix: "9"))
        #expect(try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds.map(\.prefix.value) == ["9"])
    }

    @Test func unmappedColumnsStayErrorsThatNameTheOptions() {
        expectDiagnostics(
            municipalities,
            [
                // A short header that is another word, not a typo of 'kind', gets the list, not a guess.
                (
                    .error,
                    "unknown column 'pid'; map it to a column with --column FIELD=pid, or leave it out with --ignore-unknown-columns; the columns are 'kind', ",
                    cell(1, 1)
                ),
                (
                    .error,
                    "the header row lacks the columns 'kind', 'prefix', 'kindLogicalName', 'case', 'postfix', 'logicalName'; the first row must name the columns, such as kind,prefix,kindLogicalName,case,postfix,logicalName, or map a header of the file to a column with --column FIELD=HEADER, or give a one-table file's kind with --kind, --prefix and --kind-logical-name (--prefix \"\" for codes that have no kind prefix, as bank, municipality and ICD-10 codes have none), or derive case names with --case-names logical-name or code",
                    cell(1, 1)
                ),
                (.error, "unknown column 'lgcode'", cell(1, 2)),
                (.error, "unknown column 'name'", cell(1, 3)),
                (.error, "unknown column 'english'", cell(1, 4)),
            ])
    }

    @Test func theICD10ListOfTheDPCTablesImportsAsPublished() throws {
        func caseNames(_ source: CaseNameSource) throws -> [String] {
            let result = try convert(
                icd10,
                options: options(
                    columns: ["postfix=ICDコード", "logicalName=ICD名称", "attr.mdc=MDCコード", "attr.classification=分類コード"],
                    kind: "ICD10", prefix: "", kindLogicalName: "ICD-10", namespace: "DPC", ignoresUnknownColumns: true,
                    caseNames: source
                ))
            #expect(
                result.warnings.map(\.message) == [
                    "--ignore-unknown-columns leaves out the columns '変更区分' (field 5), '有効期間開始日' (field 6), '有効期間終了日' (field 7), '更新日' (field 8)"
                ])
            let kind = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0]
            #expect(kind.values.map(\.postfix.value) == ["C71$", "I725", "A046"])
            return kind.values.map(\.caseName.value)
        }
        // Full-width forms are identifier characters; 、 and the ideographic space are not.
        #expect(
            try caseNames(.logicalName) == [
                "脳の悪性新生物＜腫瘍＞",
                "その他の脳実質外動脈（脳底動脈_頚動脈_椎骨動脈を含む）の動脈瘤及び解離",
                "エルシニア_エンテロコリチカによる腸炎",
            ])
        #expect(try caseNames(.code) == ["cC71_", "cI725", "cA046"])
    }

    @Test func aColumnGivenTwiceIsNamedAsTheFileWritesIt() throws {
        let bank = try options(
            columns: ["postfix=code", "logicalName=名称"], kind: "Bank", prefix: "", kindLogicalName: "銀行",
            caseNames: .code)
        expectDiagnostics(
            ["code,名称,名称", "0001,みずほ,ミズホ"],
            [
                (
                    .error,
                    "the header '名称' appears twice, so --column logicalName=名称 does not say which one holds 'logicalName'; rename one of them in the file",
                    cell(1, 3)
                ),
                (.note, "'名称' is first here", cell(1, 2)),
            ], options: bank)
        expectDiagnostics(
            ["code,名称,logicalName", "0001,みずほ,ミズホ"],
            [
                (
                    .error,
                    "headers '名称' and 'logicalName' both give 'logicalName' (--column logicalName=名称 maps '名称'); leave out the mapping or rename the other header",
                    cell(1, 3)
                ),
                (.note, "'名称' is first here", cell(1, 2)),
            ], options: bank)
    }

    @Test func aRepeatedRowIsOneErrorAtItsCode() throws {
        // A master that lists a value twice: with derived names, both rows would be named
        // 'みずほ_0001', a name that is in neither row.
        expectDiagnostics(
            ["code,name", "0001,みずほ", "0005,三菱ＵＦＪ", "0001,みずほ"],
            [
                (
                    .error,
                    "the code '0001' of kind 'Bank' is on line 2 too; each value needs its own code: remove the repeated row, or give each row its own code",
                    cell(4, 1)
                ),
                (.note, "kind 'Bank' has '0001' here", cell(2, 1)),
            ],
            options: try options(
                columns: ["postfix=code", "logicalName=name"], kind: "Bank", prefix: "", kindLogicalName: "銀行",
                caseNames: .logicalName
            ))
    }

    @Test func aMissingPrefixSaysHowToGiveNone() throws {
        // --kind and --kind-logical-name given, --prefix forgotten, as for a bank master.
        expectDiagnostics(
            ["code,name", "0001,みずほ"],
            [
                (
                    .error,
                    #"the header row lacks the column 'prefix'; the first row must name the columns, such as kind,prefix,kindLogicalName,case,postfix,logicalName, or map a header of the file to a column with --column FIELD=HEADER, or give every row's 'prefix' with --prefix (--prefix "" for codes that have no kind prefix, as bank, municipality and ICD-10 codes have none)"#,
                    cell(1, 1)
                )
            ],
            options: try options(
                columns: ["postfix=code", "logicalName=name"], kind: "Bank", kindLogicalName: "銀行", caseNames: .code))
        // With only the kind's logical name missing, its one option is named.
        expectDiagnostics(
            ["code,name", "0001,みずほ"],
            [
                (
                    .error,
                    "the header row lacks the column 'kindLogicalName'; the first row must name the columns, such as kind,prefix,kindLogicalName,case,postfix,logicalName, or map a header of the file to a column with --column FIELD=HEADER, or give every row's 'kindLogicalName' with --kind-logical-name",
                    cell(1, 1)
                )
            ],
            options: try options(
                columns: ["postfix=code", "logicalName=name"], kind: "Bank", prefix: "", caseNames: .code))
    }

    @Test func anEmptyHeaderIsNamedByItsField() throws {
        // A trailing comma on every line, as spreadsheets export a column they once touched.
        let csv = ["code,name,", "0001,みずほ,", "0005,三菱ＵＦＪ,"]
        let bank = try options(
            columns: ["postfix=code", "logicalName=name"], kind: "Bank", prefix: "", kindLogicalName: "銀行",
            caseNames: .code)
        expectDiagnostics(
            csv,
            [
                (
                    .error,
                    "the header of field 3 is empty, so the column has no name; name it, or leave it out with --ignore-unknown-columns",
                    cell(1, 3)
                )
            ], options: bank)
        let result = try convert(
            csv,
            options: options(
                columns: ["postfix=code", "logicalName=name"], kind: "Bank", prefix: "", kindLogicalName: "銀行",
                ignoresUnknownColumns: true, caseNames: .code
            ))
        #expect(result.warnings.map(\.message) == ["--ignore-unknown-columns leaves out the column '' (field 3)"])
        #expect(
            try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values.map(\.caseName.value) == [
                "c0001", "c0005",
            ])
    }

    @Test func aCodePaddedWithSpacesIsImportedAsWrittenWithAWarning() throws {
        // Fixed-width exports pad codes; the padding is kept, since a system may write codes so.
        let result = try convert(
            ["code,name,old", "0001 ,みずほ,", " 0005,三菱ＵＦＪ,0006|\u{3000}0007\u{3000}", "0009,三井住友,"],
            options: options(
                columns: ["postfix=code", "logicalName=name", "alternateCodes=old"], kind: "Bank", prefix: "",
                kindLogicalName: "銀行",
                caseNames: .code
            )
        )
        #expect(result.warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(
            result.warnings.map(\.message) == [
                "the code '0001 ' in 'postfix' has white space at its end, which is part of the code, so '0001' does not read as this value; remove it from the cell if it only pads the field",
                "the code ' 0005' in 'postfix' has white space at its start, which is part of the code, so '0005' does not read as this value; remove it from the cell if it only pads the field",
                "the code '\u{3000}0007\u{3000}' in 'alternateCodes' has white space at both ends, which is part of the code, so '0007' does not read as this value; remove it from the cell if it only pads the field",
            ])
        #expect(result.warnings.map(\.location) == [cell(2, 1), cell(3, 1), cell(3, 3)])
        let values = try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values
        #expect(values.map(\.postfix.value) == ["0001 ", " 0005", "0009"])
    }

    @Test func aMappedHeaderTheFileLacksSuggestsTheOneItHas() throws {
        // The ICD-10 list of the DPC tables names its columns ICDコード and ICD名称.
        let header = "MDCコード,分類コード,ICD名称,ICDコード"
        expectDiagnostics(
            [header, "01,0010,髄膜の悪性新生物＜腫瘍＞，脳髄膜,C700"],
            [
                (
                    .error,
                    "--column logicalName=ICD名 names the header 'ICD名', which the header row does not have; did you mean 'ICD名称'?",
                    cell(1, 1)
                ),
                (.error, "the header row lacks the column 'logicalName'; ", cell(1, 1)),
                (
                    .note,
                    "--ignore-unknown-columns leaves out the columns 'MDCコード' (field 1), '分類コード' (field 2), 'ICD名称' (field 3)",
                    cell(1, 1)
                ),
            ],
            options: try options(
                columns: ["postfix=ICDコード", "logicalName=ICD名"], kind: "ICD10", prefix: "", kindLogicalName: "ICD-10",
                ignoresUnknownColumns: true, caseNames: .logicalName
            ))
        // No guess for a header that is far from every one the file has.
        expectDiagnostics(
            [header, "01,0010,髄膜の悪性新生物＜腫瘍＞，脳髄膜,C700"],
            [
                (
                    .error, "--column logicalName=name names the header 'name', which the header row does not have",
                    cell(1, 1)
                ),
                (.error, "the header row lacks the column 'logicalName'; ", cell(1, 1)),
            ],
            options: try options(
                columns: [
                    "postfix=ICDコード", "logicalName=name", "attr.mdc=MDCコード", "attr.dpc=分類コード", "description=ICD名称",
                ],
                kind: "ICD10", prefix: "", kindLogicalName: "ICD-10", caseNames: .logicalName
            ))
    }

    @Test func headerProblemsWithOptionsPointAtTheHeaderRow() throws {
        expectDiagnostics(
            ["kind,prefix,lgcode,name,case", "Town,01,011011,札幌市,sapporo"],
            [
                (.error, "column 'kind' gives what --kind gives too; leave out the column or the option", cell(1, 1)),
                (
                    .error, "--column postfix=code names the header 'code', which the header row does not have",
                    cell(1, 1)
                ),
                (.error, "the header row lacks the column 'postfix'; ", cell(1, 1)),
                (
                    .error,
                    "column 'case' gives case names, which --case-names logical-name derives; leave out the column or the option",
                    cell(1, 5)
                ),
            ],
            options: try options(
                columns: ["postfix=code", "logicalName=name", "kindLogicalName=lgcode"], kind: "Town",
                caseNames: .logicalName
            ))
        // A malformed attribute header is a mistake, not a column to leave out.
        expectDiagnostics(
            ["attr.x:Integer,pid", "1,2"],
            [
                (.error, "attribute type 'Integer' in 'attr.x:Integer' is not one of", cell(1, 1)),
                (.error, "the header row lacks the columns", cell(1, 1)),
                (.note, "--ignore-unknown-columns leaves out the column 'pid' (field 2)", cell(1, 2)),
            ], options: try options(ignoresUnknownColumns: true))
    }

    @Test func valuesAnOptionGivesAreReportedWithoutALocation() throws {
        // Both kinds' prefix comes from --prefix, which no cell holds; their codes do.
        expectDiagnostics(
            ["kind,kindLogicalName,case,postfix,logicalName", "A,a,x,1,x", "B,b,y,1,y"],
            [
                (.error, "kinds 'A' and 'B' have the same prefix '9'", nil),
                (.note, "kind 'A' has this prefix", nil),
                (.error, "code '91' of B.y", cell(3, 4)),
                (.note, "A.x", cell(2, 4)),
            ], options: try options(prefix: "9"))
    }

    @Test(arguments: [
        (["postfix"], "--column 'postfix' is not FIELD=HEADER, such as postfix=lgcode"),
        (
            ["postfix= "],
            "--column 'postfix= ' names no header; write the file's header after '=', as in postfix=lgcode"
        ),
        (["code=lgcode"], "--column 'code=lgcode': unknown column 'code'"),
        (
            ["attr.lat:Float=lat"],
            "--column 'attr.lat:Float=lat': attribute type 'Float' in 'attr.lat:Float' is not one of"
        ),
        (["postfix=a", "postfix=b"], "--column maps two headers to 'postfix' ('a' and 'b'); give one"),
        (["attr.x=a", "attr.x:Int=b"], "--column maps two headers to 'attr.x' ('a' and 'b'); give one"),
        (
            ["postfix=a", "logicalName=a"],
            "--column maps the header 'a' to two columns ('postfix' and 'logicalName'); give one"
        ),
    ])
    func malformedOrRepeatedMappingsAreRejected(columns: [String], message: String) {
        #expect(throws: ImportOptionError.self) { try options(columns: columns) }
        do {
            _ = try options(columns: columns)
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func contradictoryOptionsAreRejected() {
        func message(_ make: () throws(ImportOptionError) -> ImportOptions) -> String? {
            do {
                _ = try make()
                return nil
            } catch {
                return error.message
            }
        }
        #expect(
            message { () throws(ImportOptionError) in try options(columns: ["kind=type"], kind: "Bank") }
                == "--kind and --column kind=type both give 'kind'; give one of them")
        #expect(
            message { () throws(ImportOptionError) in try options(columns: ["prefix=p"], prefix: "") }
                == "--prefix and --column prefix=p both give 'prefix'; give one of them")
        #expect(
            message { () throws(ImportOptionError) in try options(kind: "9Banks") }
                == "--kind '9Banks' is not a usable Swift type name: an identifier cannot start with a digit")
        #expect(
            message { () throws(ImportOptionError) in try options(kindLogicalName: "") }
                == "--kind-logical-name is empty; give the kind's name as people read it, such as 市区町村")
        #expect(
            message { () throws(ImportOptionError) in try options(namespace: "Swift") }
                == "--namespace 'Swift' is not a usable Swift type name: it would hide the module Swift, which the generated code uses"
        )
        #expect(
            message { () throws(ImportOptionError) in try options(columns: ["case=id"], caseNames: .code) }
                == "--column case=id gives case names, which --case-names code derives; leave out one of them")
        #expect(
            message { () throws(ImportOptionError) in
                try options(columns: ["case=id"], kind: "Bank", prefix: "", kindLogicalName: "銀行")
            } == nil)
    }

    @Test func spacesAroundHeadersAreLeftOutAndOnlyThere() throws {
        // A header with spaces at either end, one with a space inside, and the spaces a combining mark
        // after a leading space keeps (it is one character with the space).
        #expect(
            " kind ,prefix,  kindLogicalName,case,postfix,logicalName".split(separator: ",").map {
                String($0).trimmingSpaces
            }
                == ["kind", "prefix", "kindLogicalName", "case", "postfix", "logicalName"])
        #expect("a b".trimmingSpaces == "a b")
        #expect(" \u{301}x ".trimmingSpaces == " \u{301}x")
        #expect("   ".trimmingSpaces == "")
        let result = try convert([
            " kind ,prefix,  kindLogicalName,case,postfix,logicalName ", "Gender,001,性別,man,01,男性",
        ])
        #expect(result.json.contains(#""postfix": "01""#))
    }
}
