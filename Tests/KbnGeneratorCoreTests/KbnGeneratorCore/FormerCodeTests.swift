// Former codes in the generator: which are rejected, at which line:column with a note at the
// other place (in one file and across the files of a namespace), and how they are rendered.

import KbnGeneratorCore
import Testing

/// A file with the kind Gender ("001"): man ("01") with `manFormerCodes`, woman ("02") with
/// `womanFormerCodes`, each value on its own line (3 and 4); then the kind Region ("00") with
/// kanto ("201") on line 6.
private func genderAndRegion(man manFormerCodes: String, woman womanFormerCodes: String = "[]") -> String {
    """
    {"kinds": [
      {"name": "Gender", "prefix": "001", "logicalName": "G", "values": [
        {"case": "man", "postfix": "01", "logicalName": "M", "formerCodes": \(manFormerCodes)},
        {"case": "woman", "postfix": "02", "logicalName": "W", "formerCodes": \(womanFormerCodes)}]},
      {"name": "Region", "prefix": "00", "logicalName": "R", "values": [
        {"case": "kanto", "postfix": "201", "logicalName": "K"}]}
    ]}
    """
}

@Suite("Former codes")
struct FormerCodeTests {
    @Test func rejectsAnEmptyFormerCode() {
        expectRejected(
            genderAndRegion(man: #"["00109", ""]"#),
            [
                .error(3, 83, "case 'man' of kind 'Gender' has an empty former code", "prefix included")
            ])
    }

    @Test func rejectsAFormerCodeThatIsNotAString() {
        expectRejected(
            genderAndRegion(man: #"[109]"#, woman: #""00109""#),
            [
                .error(
                    3, 74, "a former code of value 'man' of kind 'Gender' must be a string, not a number",
                    #"write it in quotes ("109")"#),
                .error(4, 75, #""formerCodes" in value 'woman' of kind 'Gender' must be an array, not a string"#),
            ])
    }

    @Test func rejectsAFormerCodeListedTwiceInOneValue() {
        expectRejected(
            genderAndRegion(man: #"["00109", "00108", "00109"]"#),
            [
                .error(3, 92, "former code '00109' is listed twice in case 'man' of kind 'Gender'; remove one"),
                .note(3, 74, "'00109' is first listed here"),
            ])
    }

    @Test func rejectsAFormerCodeThatIsTheValuesOwnCodeAndSaysSo() {
        expectRejected(
            genderAndRegion(man: #"["00101"]"#),
            [
                .error(
                    3, 74, "former code '00101' of case 'man' of kind 'Gender' is its current code ('001' + '01')",
                    "only codes the value had before"),
                .note(3, 32, "case 'man' of kind 'Gender' has the code '00101' here"),
            ])
    }

    @Test func rejectsAFormerCodeThatIsAnotherValuesCurrentCodeInAnyKind() {
        // '00102' is woman's code, later in the file; '00201' is Region.kanto's ('00' + '201').
        expectRejected(
            genderAndRegion(man: #"["00102", "00201"]"#),
            [
                .error(
                    3, 74, "former code '00102' of Gender.man is the current code of Gender.woman ('001' + '02')",
                    "a code can read as one value only"),
                .note(4, 34, "Gender.woman ('001' + '02') has the code '00102'"),
                .error(3, 83, "former code '00201' of Gender.man is the current code of Region.kanto ('00' + '201')"),
                .note(6, 34, "Region.kanto ('00' + '201') has the code '00201'"),
            ])
    }

    @Test func rejectsAFormerCodeThatIsAnotherValuesFormerCode() {
        expectRejected(
            genderAndRegion(man: #"["00109"]"#, woman: #"["00108", "00109"]"#),
            [
                .error(
                    4, 85, "former code '00109' of Gender.woman is also a former code of Gender.man",
                    "a code can read as one value only"),
                .note(3, 74, "Gender.man lists '00109' as a former code here"),
            ])
    }

    @Test func formerCodesClashAcrossTheFilesOfANamespace() {
        let orders = #"""
            {"kinds": [
              {"name": "OrderStatus", "prefix": "100", "logicalName": "注文状態", "values": [
                {"case": "open", "postfix": "1", "logicalName": "受付", "formerCodes": ["1009"]}
              ]}
            ]}
            """#
        let people = #"""
            {"kinds": [
              {"name": "Role", "prefix": "200", "logicalName": "役割", "values": [
                {"case": "admin", "postfix": "1", "logicalName": "管理者", "formerCodes": ["1001", "1009"]}
              ]}
            ]}
            """#
        do {
            _ = try KbnGenerator.definitions(fromFiles: [
                SourceFile(name: "0", bytes: Array(orders.utf8)), SourceFile(name: "1", bytes: Array(people.utf8)),
            ])
            Issue.record("the files were accepted")
        } catch {
            // Each clash is an error in both files, with a note at the other.
            #expect(
                error.diagnostics.map { $0.formatted() } == [
                    "0:3:33: error: code '1001' of OrderStatus.open ('100' + '1') is also a former code of Role.admin; a code can read as one value only",
                    "1:3:83: note: Role.admin lists '1001' as a former code here",
                    "0:3:79: error: former code '1009' of OrderStatus.open is also a former code of Role.admin; a code can read as one value only",
                    "1:3:91: note: Role.admin lists '1009' as a former code here",
                    "1:3:83: error: former code '1001' of Role.admin is the current code of OrderStatus.open ('100' + '1'); a code can read as one value only",
                    "0:3:33: note: OrderStatus.open ('100' + '1') has the code '1001'",
                    "1:3:91: error: former code '1009' of Role.admin is also a former code of OrderStatus.open; a code can read as one value only",
                    "0:3:79: note: OrderStatus.open lists '1009' as a former code here",
                ])
        }
    }

    @Test func formerCodesGoIntoTheTableAndTheDocComment() throws {
        let json = genderAndRegion(man: #"["00109", "00108"]"#, woman: #"["00107"]"#)
        let source = try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
        // Snippets keep the generated file's indentation: the closing delimiters are 4 spaces in.
        expectSnippet(
            """
                    /// M (`00101`; formerly `00109`, `00108`)
                    case man
                    /// W (`00102`; formerly `00107`)
                    case woman
            """, in: source)
        expectSnippet(
            #"""
                        separator: "\u{1F}",
                        rows: """
                            01\u{1F}M\u{1F}\
                            02\u{1F}W\u{1F}
                            """,
                        formerCodes: """
                            00109\u{1F}0\u{1F}\
                            00108\u{1F}0\u{1F}\
                            00107\u{1F}1\u{1F}
                            """
                    )
            """#, in: source)
        // Region has no former codes: its table ends with its rows, as every kind's did before.
        expectSnippet(
            #"""
                        rows: """
                            201\u{1F}K\u{1F}
                            """
                    )
            """#, in: source)
    }

    @Test func theSeparatorIsOneThatNoFormerCodeHolds() throws {
        let source = try KbnGenerator.generate(
            from: Array(genderAndRegion(man: #"["001\u001f9"]"#).utf8), sourceName: "kbn-definitions.json")
        expectSnippet(
            #"""
                        formerCodes: """
                            001\u{1F}9\u{E000}0\u{E000}
                            """
            """#, in: source)
    }
}
