// A kind's rows read where the generated string literal keeps them: a field is found by its
// position and made into a string only when it is asked for, so that the first use of a kind of
// thousands of values does not first copy every field of every row.

@_spi(KbnGenerated) import KbnFormat

/// The fields of a kind's rows, in the text the generator wrote (``KbnTableFormat``).
@usableFromInline struct KbnRows: Sendable {
    /// The rows' text: a string literal, whose bytes are the binary's own and are never copied.
    @usableFromInline let text: String
    /// Where each field starts in `text`'s UTF-8, row after row, then the end of the text.
    @usableFromInline let starts: [Int32]
    /// Fields per row.
    @usableFromInline let width: Int
    /// The separator's UTF-8, which ends every field.
    @usableFromInline let separator: [UInt8]
    @usableFromInline var separatorLength: Int { separator.count }

    /// Finds the fields of `text`: `count` rows of `width` fields, each followed by `separator`; nil
    /// when it holds anything else.
    init?(text: String, separator: Unicode.Scalar, width: Int, count: Int) {
        var text = text
        // Every generated literal is contiguous UTF-8 already; a string bridged from elsewhere is
        // copied once here, so that reading a field never has to.
        text.makeContiguousUTF8()
        let starts = text.withUTF8 {
            KbnTableFormat.fieldStarts(in: $0, separator: separator, capacity: count * width + 1)
        }
        guard Int(starts.last!) == text.utf8.count, starts.count == count * width + 1 else { return nil }
        self.text = text
        self.starts = starts
        self.width = width
        self.separator = Array(String(separator).utf8)
    }

    /// How many rows there are.
    @usableFromInline var count: Int { (starts.count - 1) / width }

    /// Calls `body` with the UTF-8 bytes of the field in `column` of the row at `row`.
    @inlinable func withField<Result>(
        _ column: Int, ofRow row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let index = row &* width &+ column
        let field = Int(starts[index])..<(Int(starts[index &+ 1]) &- separatorLength)
        // Contiguous since `init`, so the closure always runs.
        return text.utf8.withContiguousStorageIfAvailable { body(UnsafeBufferPointer(rebasing: $0[field])) }!
    }

    /// The field in `column` of the row at `row`.
    @inlinable func field(_ column: Int, ofRow row: Int) -> String {
        withField(column, ofRow: row) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the field in `column` of the row at `row` is empty.
    @inlinable func isEmpty(_ column: Int, ofRow row: Int) -> Bool {
        fieldLength(column, ofRow: row) == 0
    }

    /// The UTF-8 length of the field in `column` of the row at `row`, read from where fields start.
    @inlinable func fieldLength(_ column: Int, ofRow row: Int) -> Int {
        let index = row &* width &+ column
        return Int(starts[index &+ 1]) &- Int(starts[index]) &- separatorLength
    }

    /// Whether the field in `column` of the row at `row` is the ASCII `byte` alone.
    @inlinable func field(_ column: Int, ofRow row: Int, isByte byte: UInt8) -> Bool {
        withField(column, ofRow: row) { $0.count == 1 && $0[0] == byte }
    }
}
