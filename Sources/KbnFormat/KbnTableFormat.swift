// How a kind's rows are written into one string: the format kbn-gen writes and KbnTable reads,
// defined once, here, for both: KbnKit and KbnGeneratorCore depend on this module, so that the
// plugin's tool does not import KbnKit.

/// The text of a kind's table: every field of every row, each followed by a separator character
/// that no field contains.
@_spi(KbnGenerated) public enum KbnTableFormat {
    /// The first character, in a fixed order, that no field of `rows` contains: the ASCII unit
    /// separator in practice, else a private-use character, so the choice is deterministic whatever
    /// the data; nil when the fields use every character there is.
    public static func separator(notIn rows: [[String]]) -> Unicode.Scalar? {
        // The usual case, decided by scanning bytes: U+1F is one byte in UTF-8, never part of another
        // character's. Arrays and a loop over bytes, not a generic sequence of fields and
        // `String.UTF8View`'s iterator: unoptimized (kbn-gen in a debug build), those cost a tenth
        // of generating a large kind.
        var hasUnitSeparator = false
        scan: for row in rows {
            for field in row where containsUnitSeparator(field) {
                hasUnitSeparator = true
                break scan
            }
        }
        if !hasUnitSeparator { return "\u{1F}" }
        var used = Set<Unicode.Scalar>()
        for row in rows {
            for field in row {
                used.formUnion(field.unicodeScalars)
            }
        }
        let order = [0x1F...0x1F, 0xE000...0x10FFFF, 0x0...0xD7FF].joined()
        return order.lazy.compactMap { Unicode.Scalar(UInt32($0)) }.first { !used.contains($0) }
    }

    private static func containsUnitSeparator(_ field: String) -> Bool {
        var field = field
        return field.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, bytes[index] != 0x1F {
                index += 1
            }
            return index < bytes.count
        }
    }

    /// One row's text: each field followed by `separator`, the separator scalar or, for a row
    /// written in a string literal, its escape (each field then escaped too).
    public static func text(ofRow fields: [String], separator: String) -> String {
        var text = ""
        for field in fields {
            text += field
            text += separator
        }
        return text
    }

    /// The row of a former or alternate code: the code, then the ordinal (the position in
    /// declaration order) of the value it reads as.
    public static func codeRow(code: String, ordinal: Int) -> [String] {
        [code, String(ordinal)]
    }

    /// The codes in `text`, rows that ``codeRow(code:ordinal:)`` made; nil when a row is incomplete
    /// or an ordinal is not a number.
    package static func codeRows(of text: String, separator: Unicode.Scalar) -> [(code: String, ordinal: Int)]? {
        let fields = fields(of: text, separator: separator)
        guard fields.count.isMultiple(of: 2) else { return nil }
        var rows: [(code: String, ordinal: Int)] = []
        rows.reserveCapacity(fields.count / 2)
        for index in stride(from: 0, to: fields.count, by: 2) {
            guard let ordinal = Int(fields[index + 1]) else { return nil }
            rows.append((fields[index], ordinal))
        }
        return rows
    }

    /// The fields of `text`, in order.
    package static func fields(of text: String, separator: Unicode.Scalar) -> [String] {
        var fields: [String]
        if separator.isASCII {
            // An ASCII separator is one byte that no other scalar's UTF-8 contains, so splitting the
            // bytes splits the scalars; splitting `unicodeScalars` was two fifths of the first use
            // of a kind of 26,704 values.
            var text = text
            fields = text.withUTF8 { bytes in
                bytes.split(separator: UInt8(separator.value), omittingEmptySubsequences: false).map {
                    String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
                }
            }
        } else {
            // Splitting by scalars, not characters: a combining mark at the start of a field must
            // not merge with the separator before it.
            fields = text.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        }
        if fields.last == "" { fields.removeLast() }
        return fields
    }
}
