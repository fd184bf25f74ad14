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
        var text = text
        let separatorLength = UTF8.width(separator)
        return text.withUTF8 { bytes in
            var starts = fieldStarts(in: bytes, separator: separator)
            // A last field without its separator is kept.
            if let last = starts.last, Int(last) < bytes.count { starts.append(Int32(bytes.count + separatorLength)) }
            return starts.indices.dropLast().map { index in
                let field = Int(starts[index])..<(Int(starts[index + 1]) - separatorLength)
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self)
            }
        }
    }

    /// Where each field of `bytes`, a table's text, starts: 0, then the position after each
    /// separator, so that field `k` runs from element `k` to element `k + 1` less the separator.
    /// `capacity` is how many there will be, when it is known.
    ///
    /// A separator is found by its bytes: UTF-8 never has one scalar's bytes inside another's, so
    /// splitting bytes splits scalars, and a combining mark at the start of a field stays in it.
    /// Eight bytes are compared at a time, which reads the rows of a kind of 26,704 values in a
    /// quarter of the time a loop over bytes takes.
    package static func fieldStarts(
        in bytes: UnsafeBufferPointer<UInt8>, separator: Unicode.Scalar, capacity: Int? = nil
    ) -> [Int32] {
        let pattern = Array(String(separator).utf8)
        var starts: [Int32] = [0]
        guard let base = bytes.baseAddress, bytes.count >= pattern.count else { return starts }
        // A field is rarely under eight bytes.
        starts.reserveCapacity(capacity ?? bytes.count / 8)
        let last = bytes.count - pattern.count
        /// Notes a separator whose first byte is at `index` when the rest of its bytes follow.
        func note(_ index: Int) {
            guard pattern.count > 1 else {
                starts.append(Int32(truncatingIfNeeded: index + 1))
                return
            }
            guard index <= last else { return }
            for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] { return }
            starts.append(Int32(truncatingIfNeeded: index + pattern.count))
        }
        let lead = pattern[0]
        let repeated = UInt64(lead) &* 0x0101_0101_0101_0101
        var index = 0
        while index + 8 <= bytes.count {
            // A byte equal to `lead` is zero in `word`, read with its first byte lowest; the
            // expression sets the top bit of every zero byte, and of some bytes above one, which the
            // exact comparison below drops.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ repeated
            var zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            while zeros != 0 {
                let found = index + (zeros.trailingZeroBitCount >> 3)
                if bytes[found] == lead { note(found) }
                zeros &= zeros &- 1
            }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == lead { note(index) }
            index += 1
        }
        return starts
    }
}
