// Every kind of definitions file the generator must reject (the DocC article "The Definitions Format",
// "Errors"), each checked through the whole pipeline for the exact line:column and the message's key words.

import KbnGeneratorCore
import Testing

@Suite("Rejected definitions")
struct DefinitionsRejectionTests {
    // MARK: Unreadable files

    @Test func rejectsAnEmptyFileAsAWhole() {
        expectRejected([], [.fileError("the definitions file is empty")])
        expectRejected("\n  ", [.error(2, 3, "the definitions file is empty")])
    }

    @Test func rejectsAFileSavedInAnotherEncoding() {
        // 男性 in Shift_JIS: 0x92 is not a valid UTF-8 lead byte.
        let shiftJIS: [UInt8] = [0x92, 0x6A, 0x90, 0xAB]
        let bytes = Array(#"{"kinds": [{"name": ""#.utf8) + shiftJIS + Array(#""}]}"#.utf8)
        expectRejected(bytes, [.error(1, 22, "not valid UTF-8", "byte 0x92", "save it as UTF-8")])
    }

    @Test func reportsMalformedJSONWhereItBreaks() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender",}
            ]}
            """,
            [.error(2, 20, "trailing comma before '}'")]
        )
    }

    // MARK: Keys and types

    @Test func rejectsMissingRequiredKeys() {
        expectRejected(
            #"{"namespace": "Kbn"}"#, [.error(1, 1, "the definitions file", #"missing the required key "kinds""#)])
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "logicalName": "G", "values": [
                {"case": "man", "logicalName": "M"}
              ]}
            ]}
            """,
            [
                .error(3, 5, "value 'man' of kind 'Gender'", #"missing the required key "postfix""#)
            ]
        )
        // Without a name, an object is named by its position.
        expectRejected(
            """
            {"kinds": [
              {"prefix": "001", "logicalName": "G", "values": [
                {"postfix": "01"}
              ]}
            ]}
            """,
            [
                .error(2, 3, "kind #1", #"missing the required key "name""#),
                .error(3, 5, "value #1 of kind #1", #"missing the required key "case""#),
                .error(3, 5, "value #1 of kind #1", #"missing the required key "logicalName""#),
            ]
        )
        expectRejected(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "G"}]}"#,
            [.error(1, 12, "kind 'Gender'", #"missing the required key "values""#)]
        )
    }

    @Test func rejectsUnknownKeysSuggestingTheMeantOne() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefx": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "LogicalName": "M", "logicalName": "M", "comment": "x"}
              ]}
            ]}
            """,
            [
                .error(2, 22, "unknown key 'prefx' in kind 'Gender'", #"did you mean "prefix"?"#),
                .error(
                    3, 38, "unknown key 'LogicalName' in value 'man' of kind 'Gender'", #"did you mean "logicalName"?"#),
                .error(
                    3, 78, "unknown key 'comment'",
                    #"the keys allowed here are "case", "postfix", "logicalName", "description""#),
            ]
        )
        expectRejected(
            #"{"kind": []}"#,
            [
                .error(1, 1, "the definitions file", #"missing the required key "kinds""#),
                .error(1, 2, "unknown key 'kind' in the definitions file", #"did you mean "kinds"?"#),
            ]
        )
    }

    @Test func acceptsASchemaKeyAndOmittedOptionalKeys() throws {
        let definitions = try KbnGenerator.definitions(
            from: Array(
                """
                {"$schema": "https://example.com/kbn.schema.json", "kinds": [
                  {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                    {"case": "man", "postfix": "01", "logicalName": "M"}
                  ]}
                ]}
                """.utf8))
        #expect(definitions.namespace.value == "Kbn")
        #expect(definitions.access == .public)
        #expect(definitions.kinds.map(\.description) == [nil])
        #expect(definitions.kinds.flatMap(\.values).map(\.description) == [nil])
    }

    @Test func rejectsWrongJSONTypes() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": 1, "logicalName": "G", "values": [
                {"case": "man", "postfix": 101, "logicalName": ["M"]},
                "woman"
              ]}
            ]}
            """,
            [
                .error(
                    2, 32, #""prefix" in kind 'Gender' must be a string, not a number"#,
                    #"write it in quotes ("1") so that leading zeros are kept"#),
                .error(
                    3, 32, #""postfix" in value 'man' of kind 'Gender' must be a string, not a number"#,
                    #"write it in quotes ("101") so that leading zeros are kept"#),
                .error(3, 52, #""logicalName" in value 'man' of kind 'Gender' must be a string, not an array"#),
                .error(4, 5, "value #2 of kind 'Gender' must be a JSON object, not a string"),
            ]
        )
        expectRejected("[]", [.error(1, 1, "the definitions file must be a JSON object, not an array")])
        expectRejected(
            #"{"kinds": {}, "namespace": null, "access": true}"#,
            [
                .error(1, 11, #""kinds" in the definitions file must be an array, not an object"#),
                .error(1, 28, #""namespace" in the definitions file must be a string, not null"#),
                .error(1, 44, #""access" in the definitions file must be a string, not a boolean"#),
            ]
        )
        expectRejected(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "G", "description": 2, "values": null}]}"#,
            [
                .error(1, 83, #""description" in kind 'Gender' must be a string, not a number"#),
                .error(1, 96, #""values" in kind 'Gender' must be an array, not null"#),
            ]
        )
    }

    @Test func rejectsARepeatedKeyWithANoteAtTheFirst() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M", "postfix": "02"}
              ]}
            ]}
            """,
            [
                .error(3, 58, "key 'postfix' appears twice in value 'man' of kind 'Gender'", "remove one of them"),
                .note(3, 21, "'postfix' is first written here"),
            ]
        )
    }

    @Test func rejectsAnAccessLevelOutsideTheFormat() {
        expectRejected(
            #"{"access": "open", "kinds": [{"name": "G", "prefix": "1", "logicalName": "G", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}]}]}"#,
            [.error(1, 12, #""access" must be one of public, package, internal, not 'open'"#)]
        )
    }

    @Test func rejectsFrozenThatIsNotABooleanOrHasNoEffect() {
        let kinds =
            #""kinds": [{"name": "G", "prefix": "1", "logicalName": "G", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}]}]"#
        expectRejected(
            #"{"frozen": "no", "# + kinds + "}",
            [.error(1, 12, #""frozen" in the definitions file must be true or false, not a string"#)]
        )
        expectRejected(
            #"{"access": "internal", "frozen": true, "# + kinds + "}",
            [
                .error(
                    1, 34,
                    #""frozen" has no effect when "access" is "internal": only public and package enums can be frozen"#,
                    "remove the key")
            ]
        )
    }

    @Test func rejectsAKindWiderThanItsNamespace() {
        expectRejected(
            #"{"access": "package", "kinds": [{"name": "G", "prefix": "1", "logicalName": "G", "access": "public", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}]}]}"#,
            [
                .error(
                    1, 92, "kind 'G' is public, but its namespace 'Kbn' is package",
                    #"make the file's "access" public too, or the kind's narrower"#)
            ]
        )
        expectRejected(
            #"{"kinds": [{"name": "G", "prefix": "1", "logicalName": "G", "access": "open", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}]}]}"#,
            [.error(1, 71, #""access" must be one of public, package, internal, not 'open'"#)]
        )
    }

    // MARK: Codes

    @Test func rejectsEmptyPostfixesWithAPrefixAndWithout() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "", "logicalName": "M"}
              ]},
              {"name": "Bank", "logicalName": "B", "values": [
                {"case": "mizuho", "postfix": "", "logicalName": "M"}
              ]}
            ]}
            """,
            [
                .error(3, 32, "case 'man' of kind 'Gender' has an empty postfix", #"such as "01""#),
                .error(6, 35, "case 'mizuho' of kind 'Bank' has an empty postfix"),
            ]
        )
    }

    @Test func rejectsAKindWithoutValuesAtItsName() {
        expectRejected(
            #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "G", "values": []}]}"#,
            [.error(1, 21, "kind 'Gender' has no values", "at least one")]
        )
    }

    @Test func rejectsTheSamePrefixInTwoKinds() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [{"case": "man", "postfix": "01", "logicalName": "M"}]},
              {"name": "Status", "prefix": "001", "logicalName": "S", "values": [{"case": "open", "postfix": "02", "logicalName": "O"}]}
            ]}
            """,
            [
                .error(3, 32, "kinds 'Gender' and 'Status' have the same prefix '001'", "which kind it belongs to"),
                .note(2, 32, "kind 'Gender' has this prefix"),
            ]
        )
    }

    @Test func rejectsARepeatedPostfixWithinAKind() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M"},
                {"case": "woman", "postfix": "01", "logicalName": "W"}
              ]}
            ]}
            """,
            [
                .error(4, 34, "cases 'man' and 'woman' of kind 'Gender' have the same postfix '01'", "its own code"),
                .note(3, 32, "case 'man' has this postfix"),
            ]
        )
    }

    @Test func rejectsTheSameFullCodeInTwoKinds() {
        // Different prefixes, one code: value(forCode: "00101") could not tell which is meant.
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M"}
              ]},
              {"name": "Region", "prefix": "00", "logicalName": "R", "values": [
                {"case": "kanto", "postfix": "101", "logicalName": "K"}
              ]}
            ]}
            """,
            [
                .error(
                    6, 34, "code '00101' of Region.kanto ('00' + '101') is also the code of Gender.man ('001' + '01')",
                    "every code in a namespace must be unique"),
                .note(3, 32, "Gender.man ('001' + '01') has the code '00101'"),
            ]
        )
    }

    @Test func acceptsAPrefixThatStartsAnotherWhenTheCodesDiffer() throws {
        // "00" + "201" and "001" + "01" share the start of their prefix, not a code.
        let definitions = try KbnGenerator.definitions(
            from: Array(
                """
                {"kinds": [
                  {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [{"case": "man", "postfix": "01", "logicalName": "M"}]},
                  {"name": "Region", "prefix": "00", "logicalName": "R", "values": [{"case": "kanto", "postfix": "201", "logicalName": "K"}]}
                ]}
                """.utf8))
        #expect(definitions.kinds.map(\.prefix.value) == ["001", "00"])
    }

    // MARK: Names

    /// A logical name is what people read for a kind or a value, so an empty one is a mistake, such
    /// as an import of a record that lacked its name once made; a file cannot mean to have none.
    @Test func rejectsAnEmptyLogicalNameOfAKindAndOfAValue() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M"},
                {"case": "woman", "postfix": "02", "logicalName": ""}
              ]}
            ]}
            """,
            [
                .error(2, 54, #"kind 'Gender' has an empty "logicalName""#, #"such as "性別区分""#),
                .error(4, 55, #"value 'woman' of kind 'Gender' has an empty "logicalName""#, "the name people read"),
            ]
        )
    }

    /// A file with one kind named `kindName` and one value named `caseName`; the kind's name is at
    /// 1:21 and the case's name at 2:12.
    private func oneKind(named kindName: String = "Gender", caseName: String = "man") -> String {
        """
        {"kinds": [{"name": "\(kindName)", "prefix": "001", "logicalName": "K", "values": [
          {"case": "\(caseName)", "postfix": "01", "logicalName": "V"}]}]}
        """
    }

    @Test(arguments: [
        ("gender kind", "an identifier cannot contain ' '"),
        ("1Gender", "an identifier cannot start with a digit"),
        ("Gen-der", "an identifier cannot contain '-'"),
        ("", "it is empty"),
        ("class", "it is a Swift keyword"),
        ("Type", "it is a Swift keyword"),
        ("Swift", "it would hide the module Swift"),
        ("KbnKit", "it would hide the module KbnKit"),
        ("Gen\u{200B}der", #"an identifier cannot contain '\u{200B}'"#),
    ])
    func rejectsAKindNameThatIsNotASwiftTypeName(name: String, problem: String) {
        expectRejected(
            oneKind(named: name),
            [
                .error(1, 21, "kind name '", "is not a usable Swift type name", problem, "use a name such as 'Gender'")
            ])
    }

    @Test(arguments: ["allKinds", "value", "codeIndex"])
    func rejectsAKindNameThatCollidesWithANamespaceMember(name: String) {
        expectRejected(
            oneKind(named: name),
            [
                .error(
                    1, 21, "kind name '\(name)' collides with the namespace's member '\(name)'", "choose another name")
            ])
    }

    @Test(arguments: [
        ("two words", "an identifier cannot contain ' '"),
        ("1st", "an identifier cannot start with a digit"),
        ("a-b", "an identifier cannot contain '-'"),
        ("", "it is empty"),
        ("$0", "'$' is reserved"),
        ("ma\u{202E}n", #"an identifier cannot contain '\u{202E}'"#),
        ("\u{200D}man", #"an identifier cannot start with '\u{200D}'"#),
    ])
    func rejectsACaseNameThatIsNotAnIdentifier(name: String, problem: String) {
        expectRejected(
            oneKind(caseName: name),
            [
                .error(2, 12, "case name '", "in kind 'Gender' cannot be used", problem, "choose another name")
            ])
    }

    @Test(arguments: [
        "prefix", "kindLogicalName", "postfix", "logicalName", "code", "allCases", "cases", "get",
        "_kbnTable", "hash", "hashValue", "encode", "rawValue", "id", "description", "debugDescription", "codingKey",
        "RawValue", "ID",
    ])
    func rejectsACaseNameThatHidesAKbnTypeMember(name: String) {
        expectRejected(
            oneKind(caseName: name),
            [
                .error(
                    2, 12, "case name '\(name)' in kind 'Gender' cannot be used",
                    "every kind already has a member '\(name)' from KbnType")
            ])
    }

    @Test(arguments: ["init", "self", "Self", "Type", "Protocol", "_"])
    func rejectsACaseNameWithAMeaningAfterATypeName(name: String) {
        expectRejected(
            oneKind(caseName: name),
            [
                .error(
                    2, 12, "case name '\(name)' in kind 'Gender' cannot be used",
                    "already means something after a type's name")
            ])
    }

    @Test func rejectsAnInvalidNamespace() {
        expectRejected(
            #"{"namespace": "my kbn", "kinds": [{"name": "G", "prefix": "1", "logicalName": "G", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}]}]}"#,
            [.error(1, 15, "namespace 'my kbn' is not a usable Swift type name", "cannot contain ' '")]
        )
    }

    @Test func rejectsAKindNameDefinedTwice() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [{"case": "man", "postfix": "01", "logicalName": "M"}]},
              {"name": "Gender", "prefix": "002", "logicalName": "G", "values": [{"case": "man", "postfix": "01", "logicalName": "M"}]}
            ]}
            """,
            [
                .error(3, 12, "kind 'Gender' is defined twice", "kind names must be unique"),
                .note(2, 12, "kind 'Gender' is first defined here"),
            ]
        )
    }

    @Test func rejectsACaseDefinedTwiceInAKind() {
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M"},
                {"case": "man", "postfix": "02", "logicalName": "W"}
              ]}
            ]}
            """,
            [
                .error(4, 14, "case 'man' appears twice in kind 'Gender'", "case names must be unique within a kind"),
                .note(3, 14, "case 'man' is first defined here"),
            ]
        )
    }

    @Test func acceptsTheSameCaseNameInDifferentKinds() throws {
        let definitions = try KbnGenerator.definitions(
            from: Array(
                """
                {"kinds": [
                  {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [{"case": "other", "postfix": "01", "logicalName": "O"}]},
                  {"name": "Region", "prefix": "002", "logicalName": "R", "values": [{"case": "other", "postfix": "01", "logicalName": "O"}]}
                ]}
                """.utf8))
        #expect(definitions.kinds.flatMap(\.values).map(\.caseName.value) == ["other", "other"])
    }

    // MARK: Several problems

    @Test func reportsEveryProblemOfAStageInFileOrder() {
        // The validator's checks run kind names, prefixes, values, then codes; the report follows the file.
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
                {"case": "prefix", "postfix": "01", "logicalName": "M"},
                {"case": "woman", "postfix": "01", "logicalName": "W"}
              ]},
              {"name": "gender kind", "prefix": "", "logicalName": "E", "values": []},
              {"name": "Region", "prefix": "00", "logicalName": "R", "values": [
                {"case": "kanto", "postfix": "101", "logicalName": "K"}
              ]}
            ]}
            """,
            [
                .error(3, 14, "case name 'prefix' in kind 'Gender'", "from KbnType"),
                .error(4, 34, "cases 'prefix' and 'woman' of kind 'Gender' have the same postfix '01'"),
                .note(3, 35, "case 'prefix' has this postfix"),
                .error(6, 12, "kind name 'gender kind' is not a usable Swift type name"),
                .error(6, 12, "kind 'gender kind' has no values"),
                .error(8, 34, "code '00101' of Region.kanto", "is also the code of Gender.prefix"),
                .note(3, 35, "Gender.prefix ('001' + '01') has the code '00101'"),
            ]
        )
        expectRejected(
            """
            {"access": "open", "kinds": [
              {"name": "Gender", "prefix": 1, "logicalName": "G", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M", "descripton": "typo"}
              ]}
            ]}
            """,
            [
                .error(1, 12, #""access" must be one of"#),
                .error(2, 32, #""prefix" in kind 'Gender' must be a string"#),
                .error(3, 58, "unknown key 'descripton'", #"did you mean "description"?"#),
            ]
        )
    }

    @Test func reportsProblemsOfStructureAndOfNamesAndCodesInOneRun() {
        // A wrong type and a misspelt key beside a reserved case name and a clashing code: one run
        // reports all four. The value that lost its postfix is left out of the checks that need it,
        // and the group that lists it reports nothing.
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "G", "groups": {"all": ["man", "woman"]}, "values": [
                {"case": "man", "postfix": 1, "logicalName": "M"},
                {"case": "prefix", "postfix": "02", "logicalName": "W", "descripton": "typo"}
              ]},
              {"name": "Other", "prefix": "00", "logicalName": "O", "values": [
                {"case": "a", "postfix": "102", "logicalName": "A"},
                {"case": "b", "postfix": "103", "logicalName": "B"}
              ]}
            ]}
            """,
            [
                .error(3, 32, #""postfix" in value 'man' of kind 'Gender' must be a string"#),
                .error(4, 14, "case name 'prefix' in kind 'Gender'", "from KbnType"),
                .error(4, 61, "unknown key 'descripton'"),
                .error(7, 30, "code '00102' of Other.a", "is also the code of Gender.prefix"),
                .note(4, 35, "Gender.prefix ('001' + '02') has the code '00102'"),
            ]
        )
    }

    /// Comparing and hashing a text with a long run of combining marks takes time that
    /// grows with the square of the run.
    @Test func refusesLongRunsOfCombiningMarks() {
        let run31 = String(repeating: "\\u0301", count: 31)
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "a\(run31)", "values": [
                {"case": "man", "postfix": "01", "logicalName": "M"}
              ]}
            ]}
            """,
            [.error(2, 54, "more than 30 combining marks in a row", "remove the extra marks")])
        // Escaped or not, as many as thirty pass; a code holds no more than nine.
        let run10 = String(repeating: "\u{301}", count: 10)
        expectRejected(
            """
            {"kinds": [
              {"name": "Gender", "prefix": "001", "logicalName": "a\(String(repeating: "\u{301}", count: 30))", "values": [
                {"case": "man", "postfix": "0\(run10)", "logicalName": "M"},
                {"case": "woman", "postfix": "02", "logicalName": "W", "formerCodes": ["x\(run10)"]}
              ]}
            ]}
            """,
            [
                .error(3, 32, "the code '0010\(run10)' has more than 9 combining marks in a row", "at most 9"),
                .error(4, 76, "the code 'x\(run10)' has more than 9 combining marks in a row"),
            ])
    }
}
