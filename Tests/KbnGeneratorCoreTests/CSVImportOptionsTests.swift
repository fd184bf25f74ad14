// import-csv's options for masters as they are published: headers mapped to the format's columns,
// constants for a one-table file, the file's namespace and access, columns left out, derived case
// names; and every contradiction among them rejected with the option named.

import Testing
@testable import KbnGeneratorCore

private func options(
    columns: [String] = [], kind: String? = nil, prefix: String? = nil, kindLogicalName: String? = nil,
    namespace: String? = nil, access: String? = nil, ignoresUnknownColumns: Bool = false, caseNames: CaseNameSource = .column
) throws(CSVOptionError) -> CSVImportOptions {
    try CSVImportOptions(
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

@Test func aPublishedMasterImportsWithMappedColumnsConstantsAndDerivedNames() throws {
    let result = try convert(
        // Excel's byte order mark is before the first header, which a mapping names.
        ["\u{FEFF}" + municipalities[0]] + municipalities.dropFirst(),
        options: options(
            columns: ["postfix=lgcode", " logicalName = name ", "name.en=english"], kind: "Municipality", prefix: "99",
            kindLogicalName: "市区町村", namespace: "Geo", access: "internal", ignoresUnknownColumns: true, caseNames: .logicalName
        )
    )
    #expect(result.json == """
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
    #expect(result.warnings == [.note("--ignore-unknown-columns leaves out the column 'pid' (field 1)", at: cell(1, 1))])
}

@Test func theBOMIsNoPartOfTheFirstHeader() throws {
    let bytes = CSVTextEncoding.utf8ByteOrderMark + Array("lgcode,name\n011011,札幌市\n".utf8)
    let result = try CSVImporter.convert(bytes, options: options(
        columns: ["postfix=lgcode", "logicalName=name"], kind: "Municipality", prefix: "99", kindLogicalName: "市区町村", caseNames: .code
    ))
    #expect(try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds[0].values.map(\.caseName.value) == ["c011011"])
}

@Test func oneNoteListsEveryColumnLeftOut() throws {
    let result = try convert(["a,kind,prefix,kindLogicalName,b,case,postfix,logicalName,c", "x,G,001,性別,y,man,01,男性,z"], options: options(ignoresUnknownColumns: true))
    #expect(result.warnings == [.note("--ignore-unknown-columns leaves out the columns 'a' (field 1), 'b' (field 5), 'c' (field 9)", at: cell(1, 1))])
    #expect(!result.json.contains("\"x\""))
}

@Test func aConstantKindMakesTheOtherKindColumnsOptionalToo() throws {
    // --prefix alone, for a file whose kinds share a prefix; the kind and its name from columns.
    let result = try convert(["kind,kindLogicalName,case,postfix,logicalName", "Bank,銀行,mizuho,01,みずほ"], options: options(prefix: "9"))
    #expect(try KbnGenerator.definitions(from: Array(result.json.utf8)).kinds.map(\.prefix.value) == ["9"])
}

@Test func unmappedColumnsStayErrorsThatNameTheOptions() {
    expectDiagnostics(municipalities, [
        (.error, "unknown column 'pid'; map it to a column with --column FIELD=pid, or leave it out with --ignore-unknown-columns", cell(1, 1)),
        (.error, "the header row lacks the columns 'kind', 'prefix', 'kindLogicalName', 'case', 'postfix', 'logicalName'; the first row must name the columns, such as kind,prefix,kindLogicalName,case,postfix,logicalName, or map a header of the file to a column with --column FIELD=HEADER, or give a one-table file's kind with --kind, --prefix and --kind-logical-name, or derive case names with --case-names logical-name or code", cell(1, 1)),
        (.error, "unknown column 'lgcode'", cell(1, 2)),
        (.error, "unknown column 'name'", cell(1, 3)),
        (.error, "unknown column 'english'", cell(1, 4)),
    ])
}

@Test func headerProblemsWithOptionsPointAtTheHeaderRow() throws {
    expectDiagnostics(["kind,prefix,lgcode,name,case", "Town,01,011011,札幌市,sapporo"], [
        (.error, "column 'kind' gives what --kind gives too; leave out the column or the option", cell(1, 1)),
        (.error, "--column postfix=code names the header 'code', which the header row does not have", cell(1, 1)),
        (.error, "the header row lacks the column 'postfix'; ", cell(1, 1)),
        (.error, "column 'case' gives case names, which --case-names logical-name derives; leave out the column or the option", cell(1, 5)),
    ], options: try options(
        columns: ["postfix=code", "logicalName=name", "kindLogicalName=lgcode"], kind: "Town", caseNames: .logicalName
    ))
    // A malformed attribute header is a mistake, not a column to leave out.
    expectDiagnostics(["attr.x:Integer,pid", "1,2"], [
        (.error, "attribute type 'Integer' in 'attr.x:Integer' is not one of", cell(1, 1)),
        (.error, "the header row lacks the columns", cell(1, 1)),
        (.note, "--ignore-unknown-columns leaves out the column 'pid' (field 2)", cell(1, 2)),
    ], options: try options(ignoresUnknownColumns: true))
}

@Test func valuesAnOptionGivesAreReportedWithoutALocation() throws {
    // Both kinds' prefix comes from --prefix, which no cell holds; their codes do.
    expectDiagnostics(["kind,kindLogicalName,case,postfix,logicalName", "A,a,x,1,x", "B,b,y,1,y"], [
        (.error, "kinds 'A' and 'B' have the same prefix '9'", nil),
        (.note, "kind 'A' has this prefix", nil),
        (.error, "code '91' of B.y", cell(3, 4)),
        (.note, "A.x", cell(2, 4)),
    ], options: try options(prefix: "9"))
}

@Test(arguments: [
    (["postfix"], "--column 'postfix' is not FIELD=HEADER, such as postfix=lgcode"),
    (["postfix= "], "--column 'postfix= ' names no header; write the file's header after '=', as in postfix=lgcode"),
    (["code=lgcode"], "--column 'code=lgcode': unknown column 'code'"),
    (["attr.lat:Float=lat"], "--column 'attr.lat:Float=lat': attribute type 'Float' in 'attr.lat:Float' is not one of"),
    (["postfix=a", "postfix=b"], "--column maps two headers to 'postfix' ('a' and 'b'); give one"),
    (["attr.x=a", "attr.x:Int=b"], "--column maps two headers to 'attr.x' ('a' and 'b'); give one"),
    (["postfix=a", "logicalName=a"], "--column maps the header 'a' to two columns ('postfix' and 'logicalName'); give one"),
])
func malformedOrRepeatedMappingsAreRejected(columns: [String], message: String) {
    #expect(throws: CSVOptionError.self) { try options(columns: columns) }
    do {
        _ = try options(columns: columns)
    } catch {
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }
}

@Test func contradictoryOptionsAreRejected() {
    func message(_ make: () throws(CSVOptionError) -> CSVImportOptions) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            return error.message
        }
    }
    #expect(message { () throws(CSVOptionError) in try options(columns: ["kind=type"], kind: "Bank") } == "--kind and --column kind=type both give 'kind'; give one of them")
    #expect(message { () throws(CSVOptionError) in try options(columns: ["prefix=p"], prefix: "") } == "--prefix and --column prefix=p both give 'prefix'; give one of them")
    #expect(message { () throws(CSVOptionError) in try options(kind: "9Banks") } == "--kind '9Banks' is not a usable Swift type name: an identifier cannot start with a digit")
    #expect(message { () throws(CSVOptionError) in try options(kindLogicalName: "") } == "--kind-logical-name is empty; give the kind's name as people read it, such as 市区町村")
    #expect(message { () throws(CSVOptionError) in try options(namespace: "Swift") } == "--namespace 'Swift' is not a usable Swift type name: it would hide the module Swift, which the generated code uses")
    #expect(message { () throws(CSVOptionError) in try options(access: "private") } == "--access must be one of public, package, internal, not 'private'")
    #expect(message { () throws(CSVOptionError) in try options(columns: ["case=id"], caseNames: .code) } == "--column case=id gives case names, which --case-names code derives; leave out one of them")
    #expect(message { () throws(CSVOptionError) in try options(columns: ["case=id"], kind: "Bank", prefix: "", kindLogicalName: "銀行") } == nil)
}
