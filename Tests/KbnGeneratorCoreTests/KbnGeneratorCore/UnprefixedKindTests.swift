// Kinds without a prefix and alternate codes, as the decoder, validator and renderer see them: which
// code spaces exist (the prefixed kinds of a namespace share one, each unprefixed kind is its own),
// what clashes in each, and how the generated code documents them.

import Testing

@testable import KbnGeneratorCore

/// One kind per line, so that positions in expectations name the kind and value they are about.
private func file(_ kinds: [String]) -> String {
    "{\"kinds\": [\n" + kinds.joined(separator: ",\n") + "\n]}"
}

private let banks =
    #"{"name": "Bank", "logicalName": "金融機関", "values": [{"case": "mizuho", "postfix": "0001", "logicalName": "みずほ"}, {"case": "mufg", "postfix": "0005", "logicalName": "三菱UFJ"}]}"#
private let cities =
    #"{"name": "City", "prefix": "", "logicalName": "市区町村", "values": [{"case": "chiyoda", "postfix": "0001", "logicalName": "千代田区"}]}"#
private let gender =
    #"{"name": "Gender", "prefix": "00", "logicalName": "性別", "values": [{"case": "man", "postfix": "01", "logicalName": "男性"}]}"#

@Suite("Unprefixed kinds")
struct UnprefixedKindTests {
    @Test func aPrefixMayBeLeftOutOrEmpty() throws {
        let definitions = try KbnGenerator.definitions(from: Array(file([banks, cities]).utf8))
        #expect(definitions.kinds.map(\.prefix.value) == ["", ""])
        #expect(definitions.kinds.map(\.isPrefixed) == [false, false])
    }

    @Test func unprefixedKindsMayShareCodesWithEachOtherAndWithPrefixedKinds() throws {
        // "0001" is a code of Bank, of City and of Gender ("00" + "01").
        #expect(try KbnGenerator.definitions(from: Array(file([banks, cities, gender]).utf8)).kinds.count == 3)
    }

    @Test func codesRepeatedWithinAnUnprefixedKindAreStillRejected() {
        let repeated =
            #"{"name": "Bank", "logicalName": "B", "values": [{"case": "a", "postfix": "1", "logicalName": "A"}, {"case": "b", "postfix": "1", "logicalName": "B"}]}"#
        expectRejected(
            file([repeated]),
            [
                .error(2, 125, "cases 'a' and 'b' of kind 'Bank' have the same postfix '1'"),
                .note(2, 74, "case 'a' has this postfix"),
            ])
    }

    @Test func alternateCodesClashWithinTheirCodeSpaceOnly() throws {
        // An unprefixed kind's alternate code may be another kind's code…
        let spelledLikeGender =
            #"{"name": "Bank", "logicalName": "B", "values": [{"case": "a", "postfix": "1", "logicalName": "A", "alternateCodes": ["0001", "001"]}]}"#
        #expect(
            try KbnGenerator.definitions(from: Array(file([spelledLikeGender, gender, cities]).utf8)).kinds.count == 3)
        // …but not a code of its own kind, nor one another value of it lists.
        let clashing =
            #"{"name": "Bank", "logicalName": "B", "values": [{"case": "a", "postfix": "1", "logicalName": "A", "alternateCodes": ["2"]}, {"case": "b", "postfix": "2", "logicalName": "B", "formerCodes": ["3"]}, {"case": "c", "postfix": "4", "logicalName": "C", "alternateCodes": ["3"]}]}"#
        expectRejected(
            file([clashing]),
            [
                .error(
                    2, 118,
                    "alternate code '2' of Bank.a is the current code of Bank.b ('2'); a code can read as one value only"
                ),
                .note(2, 150, "Bank.b ('2') has the code '2'"),
                .error(
                    2, 267,
                    "alternate code '3' of Bank.c is also a former code of Bank.b; a code can read as one value only"),
                .note(2, 191, "Bank.b lists '3' as a former code here"),
            ])
        // A prefixed kind's alternate code is a code of the namespace, which no other prefixed kind may have.
        let region =
            #"{"name": "Region", "prefix": "0", "logicalName": "R", "values": [{"case": "kanto", "postfix": "1", "logicalName": "K", "alternateCodes": ["0001"]}]}"#
        expectRejected(
            file([gender, region]),
            [
                .error(3, 139, "alternate code '0001' of Region.kanto is the current code of Gender.man ('00' + '01')"),
                .note(2, 99, "Gender.man ('00' + '01') has the code '0001'"),
            ])
    }

    @Test func aValuesOwnAlternateCodesMustBeOtherCodesListedOnce() {
        let value =
            #"{"name": "Bank", "logicalName": "B", "values": [{"case": "a", "postfix": "1", "logicalName": "A", "alternateCodes": ["1", "", "01", "01"], "formerCodes": ["x", "01"]}]}"#
        expectRejected(
            file([value]),
            [
                .error(
                    2, 118,
                    "alternate code '1' of case 'a' of kind 'Bank' is its current code; list only other spellings of it"
                ),
                .note(2, 74, "case 'a' of kind 'Bank' has the code '1' here"),
                .error(2, 123, "case 'a' of kind 'Bank' has an empty alternate code; remove it or write the full code"),
                .error(
                    2, 127,
                    "'01' is both a former and an alternate code of case 'a' of kind 'Bank'; keep it in one list"),
                .note(2, 161, "'01' is first listed here"),
                .error(2, 133, "alternate code '01' is listed twice in case 'a' of kind 'Bank'; remove one"),
                .note(2, 127, "'01' is first listed here"),
            ])
    }

    @Test func generatedCodeDocumentsTheMissingPrefixAndTheAlternateCodes() throws {
        let json =
            #"{"kinds": [{"name": "City", "logicalName": "市区町村", "values": [{"case": "chiyoda", "postfix": "131016", "logicalName": "千代田区", "alternateCodes": ["13101"], "formerCodes": ["13199"]}, {"case": "sapporo", "postfix": "011002", "logicalName": "札幌市", "alternateCodes": ["01100", "1100"]}]}]}"#
        let source = try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
        #expect(
            source.contains(
                "    /// 市区町村 (no prefix: a value's code is its postfix)\n    @frozen public enum City: KbnKit.KbnType {\n"
            ))
        #expect(
            source.contains(
                "        /// 千代田区 (`131016`; alternate code `13101`; formerly `13199`)\n        case chiyoda\n"))
        #expect(source.contains("        /// 札幌市 (`011002`; alternate codes `01100`, `1100`)\n        case sapporo\n"))
        #expect(source.contains("            prefix: \"\",\n"))
        // Each list of other codes is its own argument, in the order KbnTable declares them.
        #expect(
            source.contains(
                #"""
                            formerCodes: """
                                13199\u{1F}0\u{1F}
                                """,
                            alternateCodes: """
                                13101\u{1F}0\u{1F}\
                                01100\u{1F}1\u{1F}\
                                1100\u{1F}1\u{1F}
                                """
                        )

                """#))
    }
}
