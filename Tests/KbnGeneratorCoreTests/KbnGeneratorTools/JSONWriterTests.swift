// Tests for JSONWriter: the layout, string escaping, and the location each written line keeps.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

private func at(_ line: Int, _ column: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: column)
}

@Suite("JSON writer")
struct JSONWriterTests {
    @Test func writesTheRepositoryLayoutAndKeepsEachLinesLocation() {
        let tree = JSONValue(
            .object([
                JSONMember(key: "name", keyLocation: at(9, 1), value: JSONValue(.string("東京"), at: at(9, 2))),
                JSONMember(
                    key: "list", keyLocation: at(9, 3),
                    value: JSONValue(
                        .array([
                            JSONValue(.number("-1.5e3"), at: at(9, 4)),
                            JSONValue(.bool(false), at: at(9, 5)),
                            JSONValue(.null, at: at(9, 6)),
                            JSONValue(.object([]), at: at(9, 7)),
                            JSONValue(.array([]), at: at(9, 8)),
                        ]), at: at(9, 9))),
            ]), at: at(9, 10))
        let output = JSONWriter.prettyPrinted(tree)
        #expect(
            output.text == """
                {
                  "name": "東京",
                  "list": [
                    -1.5e3,
                    false,
                    null,
                    {},
                    []
                  ]
                }

                """)
        #expect(
            output.lineLocations == [
                at(9, 10), at(9, 2), at(9, 9), at(9, 4), at(9, 5), at(9, 6), at(9, 7), at(9, 8), at(9, 9), at(9, 10),
            ])
    }

    @Test func escapesWhatJSONRequiresAndNothingElse() {
        #expect(JSONWriter.quoted("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(JSONWriter.quoted("\n\r\t\u{8}\u{C}\u{0}\u{1F}") == #""\n\r\t\b\f\u0000\u001F""#)
        #expect(JSONWriter.quoted("é 😀 \u{7F} \u{2028}") == "\"é 😀 \u{7F} \u{2028}\"")
    }

    @Test func whatItWritesReadsBackAsTheSameTree() throws {
        let text = "a\"\\\n\u{1}東京😀"
        let tree = JSONValue(
            .object([
                JSONMember(
                    key: text, keyLocation: at(1, 1),
                    value: JSONValue(
                        .array([
                            JSONValue(.string(text), at: at(1, 1)), JSONValue(.number("0"), at: at(1, 1)),
                        ]), at: at(1, 1)))
            ]), at: at(1, 1))
        let read = try JSONReader.read(Array(JSONWriter.prettyPrinted(tree).text.utf8))
        guard case .object(let members) = read.content, let member = members.first,
            case .array(let elements) = member.value.content
        else {
            Issue.record("read back \(read)")
            return
        }
        #expect(member.key == text)
        #expect(elements.map(\.content) == [.string(text), .number("0")])
    }
}
