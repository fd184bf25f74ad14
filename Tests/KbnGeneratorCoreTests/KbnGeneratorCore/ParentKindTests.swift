// The definitions of kinds with a parent kind: each mistake is an error at its place, and the
// generated kind conforms to KbnChildType with its table's parent column.

import Testing

@testable import KbnGeneratorCore

@Suite("Kinds with a parent kind")
struct ParentKindTests {
    /// A bank kind, and a branch kind whose extra keys and values `kindExtras` and `values` give.
    private func definitions(kindExtras: String = #""parent": "Bank","#, values: String) -> String {
        """
        {"kinds": [
          {"name": "Bank", "logicalName": "金融機関", "values": [
            {"case": "mizuho", "postfix": "0001", "logicalName": "みずほ"},
            {"case": "mufg", "postfix": "0005", "logicalName": "三菱ＵＦＪ"},
            {"case": "short", "postfix": "000", "logicalName": "短い"}]},
          {"name": "Branch", \(kindExtras) "logicalName": "支店", "values": [
        \(values)]}]}
        """
    }

    private func errors(_ json: String) -> [String] {
        do {
            _ = try KbnGenerator.definitions(from: Array(json.utf8))
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map {
                "\($0.location?.description ?? "-"): \($0.message)"
            }
        }
    }

    private func place(of needle: String, in json: String) -> String {
        let before = json[..<json.range(of: needle)!.lowerBound]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return "\(lines.count):\(lines.last!.count + 1)"
    }

    @Test func wellFormedBranchesPass() {
        let json = definitions(
            values: """
                {"case": "mizuhoHonten", "parent": "0001", "postfix": "001", "logicalName": "本店"},
                {"case": "mufgHonten", "parent": "0005", "postfix": "001", "logicalName": "本店"}
                """)
        #expect(errors(json).isEmpty)
    }

    @Test func aPostfixRepeatedUnderOneParentIsRefused() {
        let json = definitions(
            values: """
                {"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"},
                {"case": "b", "parent": "0001", "postfix": "001", "logicalName": "本店2"}
                """)
        #expect(
            errors(json) == [
                "\(place(of: #""001", "logicalName": "本店2""#, in: json)): cases 'a' and 'b' of kind 'Branch' have the same postfix '001' under parent '0001'; each value needs its own code"
            ])
    }

    @Test func twoPairsThatJoinIntoOneCodeAreRefused() {
        let json = definitions(
            values: """
                {"case": "a", "parent": "0001", "postfix": "01", "logicalName": "甲"},
                {"case": "b", "parent": "000", "postfix": "101", "logicalName": "乙"}
                """)
        #expect(
            errors(json) == [
                "\(place(of: #""101""#, in: json)): cases 'a' and 'b' of kind 'Branch' have the same code '000101', joined from their parents' codes and their postfixes; each value needs its own code"
            ])
    }

    @Test func anUnknownParentValueIsRefusedAtIt() {
        let json = definitions(values: #"{"case": "a", "parent": "0009", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(json) == [
                "\(place(of: #""0009""#, in: json)): the parent '0009' of value 'a' of kind 'Branch' is no code of kind 'Bank'; give the code of one of its values"
            ])
    }

    @Test func anUnknownParentKindIsRefusedWithTheKindMeant() {
        let json = definitions(
            kindExtras: #""parent": "Banc","#,
            values: #"{"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(json) == [
                "\(place(of: #""Banc""#, in: json)): the parent kind 'Banc' of kind 'Branch' is no kind of this namespace; did you mean 'Bank'?"
            ])
    }

    @Test func aKindThatIsItsOwnAncestorIsRefused() {
        let json = definitions(
            kindExtras: #""parent": "Branch","#,
            values: #"{"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(json) == [
                "\(place(of: #""Branch", "logicalName""#, in: json)): kind 'Branch' is its own ancestor (Branch → Branch); a kind's parents end at a kind without a parent"
            ])
    }

    @Test func aValueWithoutItsParentOrAParentWithoutAParentKindIsRefused() {
        let missing = definitions(values: #"{"case": "a", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(missing) == [
                "\(place(of: #""a""#, in: missing)): value 'a' of kind 'Branch' has no \"parent\"; every value of a kind with a parent kind gives the code of its Bank as \"parent\""
            ])
        let stray = definitions(
            kindExtras: "", values: #"{"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(stray) == [
                "\(place(of: #""0001", "postfix""#, in: stray)): value 'a' of kind 'Branch' gives a \"parent\", but kind 'Branch' has no parent kind; name it in the kind, such as \"parent\": \"Bank\", or remove the value's \"parent\""
            ])
        let prefixed = definitions(
            kindExtras: #""parent": "Bank", "prefix": "B","#,
            values: #"{"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"}"#)
        #expect(
            errors(prefixed) == [
                "\(place(of: #""B","#, in: prefixed)): kind 'Branch' has the parent kind 'Bank', so its codes are its parents' codes followed by its postfixes; remove its \"prefix\""
            ])
    }

    @Test func theGeneratedKindConformsToKbnChildTypeWithAParentColumn() throws {
        let json = definitions(values: #"{"case": "a", "parent": "0001", "postfix": "001", "logicalName": "本店"}"#)
        let validated = try KbnGenerator.definitions(fromFiles: [Array(json.utf8)])
        let source = SourceRenderer(files: [NamedDefinitions(name: "kbn-definitions.json", definitions: validated[0])])
            .renderAll()
        #expect(source.contains("enum Branch: KbnKit.KbnChildType {"))
        #expect(source.contains("typealias Parent = Bank"))
        #expect(source.contains(".parent,"))
        #expect(source.contains("/// 本店 (`0001001`)"))
    }
}
