// Tests of how a kind's rows are split into fields (KbnTableFormat.fields): by bytes for an ASCII
// separator, by scalars for a private-use one, with the same fields either way.

@_spi(KbnGenerated) import KbnFormat
import Testing

@Suite("Table format")
struct TableFormatTests {
    /// Fields that splitting could get wrong: empty ones, a combining mark at a field's start (which
    /// a split by characters would join to the separator), kana, an emoji of four bytes and a
    /// zero byte.
    static let rows: [[String]] = [
        ["01", "男性", ""],
        ["", "\u{301}e", "ｶﾞ"],
        ["03", "👍🏽", "a\u{0}b"],
    ]

    /// The separators kbn-gen chooses: U+1F, split by bytes, and a private-use one, split by scalars.
    static let separators: [Unicode.Scalar] = ["\u{1F}", "\u{E000}"]

    @Test("An ASCII separator and a private-use one give the same fields, empty ones kept", arguments: separators)
    func fieldsAreThoseWritten(separator: Unicode.Scalar) {
        let text = Self.rows.map { KbnTableFormat.text(ofRow: $0, separator: String(separator)) }.joined()
        #expect(KbnTableFormat.fields(of: text, separator: separator) == Self.rows.flatMap { $0 })
    }

    @Test("A last field without its separator is kept; an empty text has none", arguments: separators)
    func edgesOfTheText(separator: Unicode.Scalar) {
        let mark = String(separator)
        #expect(KbnTableFormat.fields(of: "", separator: separator) == [])
        #expect(KbnTableFormat.fields(of: mark, separator: separator) == [""])
        #expect(KbnTableFormat.fields(of: "a\(mark)b", separator: separator) == ["a", "b"])
        #expect(KbnTableFormat.fields(of: "a\(mark)\(mark)", separator: separator) == ["a", ""])
    }
}
