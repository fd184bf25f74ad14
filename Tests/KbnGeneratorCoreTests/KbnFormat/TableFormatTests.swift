// Tests of how a kind's rows are split into fields (KbnTableFormat.fields and fieldStarts, which
// KbnKit reads its tables in place with): by the separator's bytes, eight at a time, with the same
// fields as a split by scalars for U+1F and for a private-use separator.

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

    /// The separators kbn-gen chooses: U+1F, one byte, and a private-use one, three.
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

    @Test(
        "Fields of every length end at their separator at every position of an eight-byte word",
        arguments: separators)
    func fieldStartsAtEveryAlignment(separator: Unicode.Scalar) {
        // Bytes that a word-at-a-time comparison could take for a separator's: U+1E, one less than
        // U+1F, the zero byte, and U+E001, whose first two bytes are U+E000's.
        let fillers = ["\u{1E}", "\u{0}", "\u{E001}", "ｶ", "a"]
        for filler in fillers {
            for lengths in [[0], [1], [7], [8], [9], [0, 0, 0], [3, 15, 16, 17, 1, 0, 31]] {
                let fields = lengths.map { String(repeating: filler, count: $0) }
                let text = KbnTableFormat.text(ofRow: fields, separator: String(separator))
                var bytes = text
                let starts = bytes.withUTF8 { KbnTableFormat.fieldStarts(in: $0, separator: separator) }
                var expected: [Int32] = [0]
                for field in fields {
                    expected.append(expected.last! + Int32(field.utf8.count + String(separator).utf8.count))
                }
                #expect(starts == expected, "\(lengths) of \(filler.debugDescription)")
                #expect(KbnTableFormat.fields(of: text, separator: separator) == fields)
            }
        }
    }
}
