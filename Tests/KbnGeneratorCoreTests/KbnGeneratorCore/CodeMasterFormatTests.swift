// The code-master additions to the definitions format: short names, deprecation, translations,
// typed attributes, groups and display order — how they decode, what is rejected, how they render.

@_spi(KbnGenerated) import KbnFormat
import Testing

@testable import KbnGeneratorCore

/// A one-kind definitions file; `kindExtras` and `valueExtras` are spliced into the kind and its
/// first value (`tokyo`); the second value is `osaka`.
private func definitions(kindExtras: String = "", valueExtras: String = "", secondValueExtras: String = "") -> String {
    """
    {"kinds": [{"name": "Prefecture", "prefix": "002", "logicalName": "都道府県",\(kindExtras)
      "values": [
        {"case": "tokyo", "postfix": "13", "logicalName": "東京都"\(valueExtras)},
        {"case": "osaka", "postfix": "27", "logicalName": "大阪府"\(secondValueExtras)}
      ]}]}
    """
}

/// The diagnostics for `json`, as `line:column: severity: message` lines.
private func diagnostics(_ json: String) -> [String] {
    do {
        _ = try KbnGenerator.definitions(from: Array(json.utf8))
        return []
    } catch {
        return error.diagnostics.map { "\($0.location?.description ?? "-"): \($0.severity.rawValue): \($0.message)" }
    }
}

private let regionKind = #" "attributes": {"region": "String", "population": "Int", "isCapital": "Bool"},"#

private let optionalKind = #" "attributes": {"latitude": "Double", "block": "String?", "beds": "Int?"},"#

@Suite("Code-master format")
struct CodeMasterFormatTests {
    @Test func attributesDecodeInDeclaredOrderWithTheirTypes() throws {
        let json = definitions(
            kindExtras: regionKind,
            valueExtras: #", "attributes": {"region": "関東", "population": 14000000, "isCapital": true}"#,
            secondValueExtras: #", "attributes": {"isCapital": false, "population": -1, "region": "近畿"}"#
        )
        let kind = try #require(try KbnGenerator.definitions(from: Array(json.utf8)).kinds.first)
        #expect(kind.attributes.map(\.name.value) == ["region", "population", "isCapital"])
        #expect(kind.attributes.map(\.type) == [.string, .int, .bool])
        #expect(kind.values[0].attributes["population"]?.value == .int(14_000_000))
        #expect(kind.values[1].attributes["isCapital"]?.value == .bool(false))
        #expect(kind.values[1].attributes["region"]?.value == .string("近畿"))
    }

    @Test func attributeValuesMustMatchTheDeclaration() {
        let json = definitions(
            kindExtras: regionKind,
            valueExtras: #", "attributes": {"region": 13, "population": 1.5, "isCapitol": true}"#,
            secondValueExtras:
                #", "attributes": {"region": "近畿", "population": 99999999999999999999, "isCapital": "no"}"#
        )
        #expect(
            diagnostics(json) == [
                "\(at(#"{"region": 13"#, in: json)): error: value 'tokyo' of kind 'Prefecture' is missing attribute 'isCapital' (Bool); give it, or declare the attribute \"Bool?\" if some values have none",
                "\(at("13,", in: json)): error: attribute 'region' is declared String, but this is a number",
                "\(at("1.5", in: json)): error: attribute 'population' is an Int, but 1.5 is not a whole number that fits in 64 bits",
                "\(at(#""isCapitol""#, in: json)): error: unknown key 'isCapitol' in the attributes of value 'tokyo' of kind 'Prefecture'; did you mean \"isCapital\"?",
                "\(at("999", in: json)): error: attribute 'population' is an Int, but 99999999999999999999 is not a whole number that fits in 64 bits",
                "\(at(#""no""#, in: json)): error: attribute 'isCapital' is declared Bool, but this is a string",
            ])
    }

    @Test func attributeNamesNameDeclaredAttributesWithNonEmptyText() throws {
        let named = definitions(
            kindExtras: #" "attributes": {"region": "String", "rank": "Int"}, "attributeNames": {"region": "地方"},"#,
            valueExtras: #", "attributes": {"region": "関東", "rank": 1}"#,
            secondValueExtras: #", "attributes": {"region": "近畿", "rank": 2}"#)
        let attributes = try KbnGenerator.definitions(from: Array(named.utf8)).kinds[0].attributes
        #expect(attributes.map { $0.logicalName?.value } == ["地方", nil])

        let wrong = definitions(
            kindExtras:
                #" "attributes": {"region": "String"}, "attributeNames": {"regoin": "地方", "region": ""},"#,
            valueExtras: #", "attributes": {"region": "関東"}"#, secondValueExtras: #", "attributes": {"region": "近畿"}"#)
        #expect(
            diagnostics(wrong) == [
                "\(at(#""regoin""#, in: wrong)): error: attributeNames names 'regoin', which is not an attribute of kind 'Prefecture' (it has region); did you mean 'region'?",
                "\(at(#""""#, in: wrong)): error: the name of attribute 'region' is empty; give the name people read, such as 地方",
            ])

        let none = definitions(kindExtras: #" "attributeNames": {"region": "地方"},"#)
        #expect(
            diagnostics(none) == [
                "\(at(#""region""#, in: none)): error: attributeNames names 'region', but kind 'Prefecture' declares no attributes; declare them in \"attributes\", or leave out \"attributeNames\""
            ])
    }

    // A value lost to a wrongly typed field hid the kind's other problems until it was fixed.
    @Test func aValueLostToAProblemHidesNoOtherProblemOfItsKind() {
        let json = definitions(
            kindExtras: #" "attributes": {"rank": "Int"}, "sortBy": "displayOrder", "groups": {"first": ["tokio"]},"#,
            valueExtras: #", "attributes": {"rank": 1}"#,
            secondValueExtras: #", "attributes": {"rank": 2}, "formerCodes": 7"#)
        // sortBy is checked; the group's members are not, since "tokio" may be the value lost.
        #expect(
            diagnostics(json) == [
                "\(at(#""displayOrder""#, in: json)): error: kind 'Prefecture' sorts by 'displayOrder', which is not one of its attributes ('rank')",
                "\(at("7}", in: json)): error: \"formerCodes\" in value 'osaka' of kind 'Prefecture' must be an array, not a number",
            ])
        // An attribute lost to its type leaves sortBy unchecked, since it may name that attribute.
        let lostAttribute = definitions(
            kindExtras: #" "attributes": {"rank": "Integer"}, "sortBy": "rank","#,
            valueExtras: #", "attributes": {"rank": 1}"#, secondValueExtras: #", "attributes": {"rank": 2}"#)
        #expect(diagnostics(lostAttribute).count == 1)
    }

    @Test func valuesMustGiveDeclaredAttributesAndOnlyThose() {
        let missing = definitions(
            kindExtras: #" "attributes": {"region": "String"},"#, valueExtras: #", "attributes": {"region": "関東"}"#)
        #expect(
            diagnostics(missing) == [
                #"4:5: error: value 'osaka' of kind 'Prefecture' is missing "attributes" ('region')"#
            ])

        let undeclared = definitions(valueExtras: #", "attributes": {"region": "関東"}"#)
        #expect(
            diagnostics(undeclared) == [
                "\(at(#"{"region""#, in: undeclared))"
                    + #": error: value 'tokyo' of kind 'Prefecture' gives attributes, but kind 'Prefecture' declares none; declare them in the kind, such as "attributes": {"region": "String"}"#
            ])

        let badType = definitions(kindExtras: #" "attributes": {"region": "Text"},"#)
        #expect(
            diagnostics(badType) == [
                "\(at(#""Text""#, in: badType))"
                    + #": error: the type of attribute 'region' must be one of "String", "Int", "Double", "Bool", or one of them followed by '?' for values that may have none ("Int?"), not 'Text'"#
            ])
    }

    // An attribute declared with a wrong type used to be reported again at every value that gives it, as
    // an unknown key ("the keys allowed here are …"), which told the user it must not be there.
    @Test func anAttributeOfAWrongTypeIsReportedOnlyWhereItIsDeclared() {
        let json = definitions(
            kindExtras: #" "attributes": {"region": "Text", "rank": "Int"},"#,
            valueExtras: #", "attributes": {"region": "関東", "rank": 1}"#,
            secondValueExtras: #", "attributes": {"region": "近畿", "rank": 2, "area": 1}"#
        )
        #expect(
            diagnostics(json) == [
                "\(at(#""Text""#, in: json))"
                    + #": error: the type of attribute 'region' must be one of "String", "Int", "Double", "Bool", or one of them followed by '?' for values that may have none ("Int?"), not 'Text'"#,
                "\(at(#""area""#, in: json))"
                    + #": error: unknown key 'area' in the attributes of value 'osaka' of kind 'Prefecture'; the keys allowed here are "rank""#,
            ])
    }

    @Test func groupsNeedExistingDistinctMembersAndFreeNames() {
        let json = definitions(
            kindExtras: #" "groups": {"tokyo": ["tokyo"], "west": ["osaka", "tokio", "osaka"], "capital": ["tokyo"]},"#)
        #expect(
            diagnostics(json) == [
                "\(at(#""tokyo": ["#, in: json)): error: group name 'tokyo' of kind 'Prefecture' is also one of its case names; choose another name",
                "\(at(#""tokio""#, in: json)): error: group 'west' of kind 'Prefecture' lists 'tokio', which is not one of its cases; did you mean 'tokyo'?",
                "\(at(#""osaka"]"#, in: json)): error: group 'west' of kind 'Prefecture' lists 'osaka' twice; remove one",
                "\(at(#""osaka", "tokio""#, in: json)): note: 'osaka' is first listed here",
            ])
    }

    @Test func groupMembershipPropertiesMustNotCollide() {
        let json = definitions(
            kindExtras: #" "attributes": {"isInWest": "Bool"}, "groups": {"west": ["osaka"], "prefix": []},"#,
            valueExtras: #", "attributes": {"isInWest": false}"#,
            secondValueExtras: #", "attributes": {"isInWest": true}"#
        )
        #expect(
            diagnostics(json) == [
                "\(at(#""west""#, in: json)): error: group 'west' of kind 'Prefecture' would generate the property 'isInWest', which the kind already has; choose another name",
                "\(at(#""prefix": []"#, in: json)): error: group name 'prefix' of kind 'Prefecture' cannot be used: every kind already has a member 'prefix' from KbnType; choose another name",
            ])
    }

    // `west` and `West` both made `var isInWest`, and `SS` and `ß` both `isInSS`: the generated file
    // declared the property twice and did not compile.
    @Test func groupsMustNotMakeTheSameMembershipProperty() {
        let json = definitions(kindExtras: #" "groups": {"west": ["osaka"], "West": [], "SS": [], "ß": ["tokyo"]},"#)
        #expect(
            diagnostics(json) == [
                "\(at(#""West""#, in: json)): error: groups 'west' and 'West' of kind 'Prefecture' would both generate the property 'isInWest'; rename one",
                "\(at(#""west""#, in: json)): note: group 'west' is defined here",
                "\(at(#""ß""#, in: json)): error: groups 'SS' and 'ß' of kind 'Prefecture' would both generate the property 'isInSS'; rename one",
                "\(at(#""SS""#, in: json)): note: group 'SS' is defined here",
            ])
    }

    @Test func sortByMustNameAnAttribute() {
        let json = definitions(kindExtras: #" "sortBy": "order","#)
        #expect(
            diagnostics(json) == [
                "\(at(#""order""#, in: json))"
                    + #": error: kind 'Prefecture' sorts by 'order', which is not one of its attributes; declare it in "attributes""#
            ])
    }

    @Test func attributeNamesMustBeFreeIdentifiers() {
        let values = #", "attributes": {"code": "x", "2nd": 2}"#
        let json = definitions(
            kindExtras: #" "attributes": {"code": "String", "2nd": "Int"},"#, valueExtras: values,
            secondValueExtras: values
        )
        #expect(
            diagnostics(json) == [
                "\(at(#""code""#, in: json)): error: attribute name 'code' of kind 'Prefecture' cannot be used: every kind already has a member 'code' from KbnType; choose another name",
                "\(at(#""2nd""#, in: json)): error: attribute name '2nd' of kind 'Prefecture' cannot be used: an identifier cannot start with a digit; choose another name",
            ])
    }

    @Test func optionalTextsMustNotBeEmptyAndLanguagesMustBeTags() {
        let json = definitions(
            valueExtras: #", "shortName": "", "deprecated": "", "localizedNames": {"en us": "Tokyo", "ko": ""}"#)
        #expect(
            diagnostics(json) == [
                "\(at(#""", "deprecated"#, in: json))"
                    + #": error: case 'tokyo' of kind 'Prefecture' has an empty "shortName"; remove the key or give the short name"#,
                "\(at(#""", "localizedNames"#, in: json))"
                    + #": error: case 'tokyo' of kind 'Prefecture' has an empty "deprecated" message; say what to use instead, such as "use 'other'""#,
                "\(at(#""en us""#, in: json))"
                    + #": error: 'en us' in case 'tokyo' of kind 'Prefecture' is not a language code; use a BCP 47 tag such as "en" or "zh-Hant""#,
                "\(at(#"""}"#, in: json)): error: case 'tokyo' of kind 'Prefecture' has an empty 'ko' name; remove it or give the name",
            ])
    }

    @Test func keyOrderInValuesDoesNotChangeTheOutput() throws {
        let kind = #" "attributes": {"a": "Int", "b": "Bool"}, "groups": {"x": ["tokyo"], "y": ["osaka"]},"#
        let one = definitions(
            kindExtras: kind,
            valueExtras: #", "localizedNames": {"en": "Tokyo", "de": "Tokio"}, "attributes": {"a": 1, "b": true}"#,
            secondValueExtras: #", "attributes": {"a": 2, "b": false}"#
        )
        let other = definitions(
            kindExtras: kind,
            valueExtras: #", "attributes": {"b": true, "a": 1}, "localizedNames": {"de": "Tokio", "en": "Tokyo"}"#,
            secondValueExtras: #", "attributes": {"b": false, "a": 2}"#
        )
        let first = try KbnGenerator.generate(from: Array(one.utf8), sourceName: "kbn-definitions.json")
        let second = try KbnGenerator.generate(from: Array(other.utf8), sourceName: "kbn-definitions.json")
        #expect(first == second)
    }

    @Test func attributesAndGroupsKeepTheOrderTheKindDeclares() throws {
        let json = definitions(
            kindExtras:
                #" "attributes": {"zone": "String", "area": "Int"}, "groups": {"west": ["osaka"], "east": ["tokyo"]},"#,
            valueExtras: #", "attributes": {"area": 2194, "zone": "関東"}"#,
            secondValueExtras: #", "attributes": {"area": 1905, "zone": "近畿"}"#
        )
        let source = try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
        let declared = source.split(separator: "\n").filter {
            $0.contains("public nonisolated var ") || $0.contains("public nonisolated static var ")
        }
        #expect(
            declared.map { $0.trimmingPrefix(while: { $0 == " " }).prefix(while: { $0 != ":" }) } == [
                "public nonisolated var zone", "public nonisolated var area", "public nonisolated static var west",
                "public nonisolated var isInWest", "public nonisolated static var east",
                "public nonisolated var isInEast",
            ])
        expectSnippet(
            """
                            .attribute(name: "zone", type: .string),
                            .attribute(name: "area", type: .int),
                            .group(name: "west"),
                            .group(name: "east"),
            """, in: source)
    }

    @Test func rendersDeprecationAttributesGroupsAndColumns() throws {
        let json = definitions(
            kindExtras: #" "attributes": {"rank": "Int"}, "sortBy": "rank", "groups": {"west": ["osaka"]},"#,
            valueExtras:
                #", "shortName": "東京", "deprecated": "use \"osaka\"", "localizedNames": {"en": "Tokyo"}, "attributes": {"rank": 2}"#,
            secondValueExtras: #", "attributes": {"rank": 1}"#
        )
        let source = try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
        let start = try #require(source.firstRange(of: "    @frozen public enum Prefecture")).lowerBound
        let end = try #require(source[start...].firstRange(of: "\n}\n")).upperBound
        #expect(
            source[start..<end] == #"""
                    @frozen public enum Prefecture: KbnKit.KbnType {
                        /// 東京都 (`00213`)
                        @available(*, deprecated, message: "use \"osaka\"")
                        case tokyo
                        /// 大阪府 (`00227`)
                        case osaka

                        /// The value's `rank` attribute.
                        public nonisolated var rank: Swift.Int { Self._kbnTable.int(attribute: 0, of: self) }

                        /// The values in the group `west`, in display order.
                        public nonisolated static var west: [Self] { _kbnTable.members(ofGroup: 0) }

                        /// Whether the value is in the group `west`.
                        public nonisolated var isInWest: Swift.Bool { Self._kbnTable.contains(self, inGroup: 0) }

                        @_spi(KbnGenerated) public nonisolated static let _kbnTable = KbnKit.KbnTable<Self>(
                            name: "Prefecture",
                            namespace: "Kbn",
                            prefix: "002",
                            logicalName: "都道府県",
                            caseCount: 2,
                            caseNamesFingerprint: "\#(KbnTableFingerprint.text(caseNames: ["tokyo", "osaka"]))",
                            columns: [
                                .postfix,
                                .logicalName,
                                .shortName,
                                .deprecation,
                                .localizedName(language: "en"),
                                .attribute(name: "rank", type: .int),
                                .group(name: "west"),
                            ],
                            sortAttribute: "rank",
                            separator: "\u{1F}",
                            rows: """
                                13\u{1F}東京都\u{1F}東京\u{1F}use \"osaka\"\u{1F}Tokyo\u{1F}2\u{1F}\u{1F}\
                                27\u{1F}大阪府\u{1F}\u{1F}\u{1F}\u{1F}1\u{1F}1\u{1F}
                                """
                        )
                    }
                }

                """#)
    }

    /// Where `needle` first occurs in `text`, as `line:column` with the column in UTF-8 bytes: worked
    /// out here independently of the JSON reader, so a test states its expected positions by pointing
    /// at the text.
    private func at(_ needle: String, in text: String) -> String {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: target) }) else {
            return "<\(needle) not in the input>"
        }
        let before = bytes[..<start]
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return "\(line):\(start - lineStart + 1)"
    }

    @Test func languageTagsIgnoreCaseSoAKindWritesEachOneWay() {
        let json = definitions(
            valueExtras: #", "localizedNames": {"zh-Hant": "東京"}"#,
            secondValueExtras: #", "localizedNames": {"zh-hant": "大阪"}"#)
        #expect(
            diagnostics(json) == [
                "\(at(#""zh-hant""#, in: json)): error: 'zh-hant' in case 'osaka' of kind 'Prefecture' names the same language as 'zh-Hant'; language codes ignore case, so write it one way",
                "\(at(#""zh-Hant""#, in: json)): note: 'zh-Hant' is first written here",
            ])
    }

    // MARK: Optional and Double attributes

    @Test func optionalAttributesMayBeNullOrLeftOutAndDoublesAreExact() throws {
        let json = definitions(
            kindExtras: optionalKind,
            valueExtras: #", "attributes": {"latitude": 35.6895, "block": null}"#,
            secondValueExtras: #", "attributes": {"latitude": 5e-324, "block": "B", "beds": 0}"#
        )
        let kind = try KbnGenerator.definitions(from: Array(json.utf8)).kinds[0]
        #expect(kind.attributes.map(\.typeName) == ["Double", "String?", "Int?"])
        #expect(kind.values[0].attributes["latitude"]?.value == .double(35.6895))
        #expect(kind.values[0].attributes["block"] == nil)
        #expect(kind.values[0].attributes["beds"] == nil)
        #expect(kind.values[1].attributes["latitude"]?.value == .double(.leastNonzeroMagnitude))
        #expect(kind.values[1].attributes["beds"]?.value == .int(0))
        // A value without any of them needs no "attributes" at all when none is required.
        let allOptional = definitions(kindExtras: #" "attributes": {"block": "String?"},"#)
        #expect(diagnostics(allOptional) == [])
    }

    @Test func optionalAndDoubleAttributesRejectWhatDoesNotFit() {
        let json = definitions(
            kindExtras: optionalKind,
            valueExtras: #", "attributes": {"latitude": null, "block": ""}"#,
            secondValueExtras: #", "attributes": {"latitude": 1e999, "beds": 1.5}"#
        )
        #expect(
            diagnostics(json) == [
                "\(at("null, ", in: json)): error: attribute 'latitude' is declared Double, but this is null; declare it \"Double?\" if some values have none",
                "3:110: error: attribute 'block' is optional, so an empty string would read as no value; write null for a value that has none",
                "\(at("1e999", in: json)): error: attribute 'latitude' is a Double, but 1e999 is out of its range",
                "\(at("1.5", in: json)): error: attribute 'beds' is an Int, but 1.5 is not a whole number that fits in 64 bits",
            ])
    }

    @Test func optionalAndDoubleAttributesRender() throws {
        let json = definitions(
            kindExtras: optionalKind, valueExtras: #", "attributes": {"latitude": 0.1, "beds": 3}"#,
            secondValueExtras: #", "attributes": {"latitude": -1e21}"#)
        let source = try KbnGenerator.generate(from: Array(json.utf8), sourceName: "kbn-definitions.json")
        #expect(
            source.contains(
                "public nonisolated var latitude: Swift.Double { Self._kbnTable.double(attribute: 0, of: self) }"))
        #expect(
            source.contains(
                "public nonisolated var block: Swift.String? { Self._kbnTable.optionalString(attribute: 1, of: self) }")
        )
        #expect(
            source.contains(
                "public nonisolated var beds: Swift.Int? { Self._kbnTable.optionalInt(attribute: 2, of: self) }"))
        #expect(source.contains(#".attribute(name: "block", type: .string, isOptional: true),"#))
        #expect(source.contains(#".attribute(name: "latitude", type: .double),"#))
        // Each Double as the shortest text that reads back as it; nil as an empty field.
        #expect(source.contains(#"13\u{1F}東京都\u{1F}0.1\u{1F}\u{1F}3\u{1F}\"#))
        #expect(source.contains(#"27\u{1F}大阪府\u{1F}-1e+21\u{1F}\u{1F}\u{1F}"#))
    }
}
