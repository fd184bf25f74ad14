// Reads CSV (RFC 4180, with LF or CR line breaks accepted besides CRLF), or the same syntax with a tab
// or a semicolon between fields, into records of raw fields. It works on bytes: CSV's syntax is
// ASCII, and no byte of a multi-byte character in UTF-8 or Shift_JIS is a quote, a delimiter or a
// line break, so text decoding can come afterwards.

import KbnGeneratorCore

/// One field of a CSV record, before its bytes are decoded as text.
struct CSVField: Equatable {
    /// The field's content: surrounding quotes removed, doubled quotes undoubled, line breaks in a
    /// quoted field written as LF.
    var bytes: [UInt8]
    /// The line the field starts on, and its field number in the record (both from 1).
    var location: SourceLocation
}

/// One record (row) of a CSV file.
struct CSVRecord: Equatable {
    var fields: [CSVField]

    /// The line the record starts on.
    var line: Int { fields[0].location.line }

    /// A record with nothing in it, such as an empty line or a spreadsheet row of empty cells.
    var isBlank: Bool {
        // A loop, not `allSatisfy` with a key path, which unoptimized calls generically for every field.
        for field in fields where !field.bytes.isEmpty {
            return false
        }
        return true
    }
}

/// Splits CSV bytes into records and fields.
enum CSVReader {
    /// The records of `bytes`; a line break at the end of the file does not start another record.
    ///
    /// - Throws: The first syntax error (a quote that is never closed, text after a closing quote,
    ///   a quote inside an unquoted field), at the line and field number where the field starts.
    static func records(_ bytes: [UInt8], delimiter: CSVDelimiter = .comma) throws(DiagnosticsError) -> [CSVRecord] {
        var records: [CSVRecord] = []
        try forEachRecord(bytes, delimiter: delimiter) { records.append($0) }
        return records
    }

    /// Calls `body` with each record of `bytes` in turn, as ``records(_:)`` lists them, so that a
    /// caller that turns records into something else need not hold them all.
    static func forEachRecord(
        _ bytes: [UInt8], delimiter: CSVDelimiter = .comma, _ body: (CSVRecord) throws(DiagnosticsError) -> Void
    ) throws(DiagnosticsError) {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticsError) in
            var parser = CSVParser(bytes: buffer, delimiter: delimiter)
            while parser.current != nil {
                try body(try parser.record())
            }
        }
    }
}

/// What separates the fields of a record.
package enum CSVDelimiter: String, CaseIterable, Sendable {
    case comma = ","
    case semicolon = ";"
    /// TSV, as database exports and spreadsheets' "Text (Tab delimited)" write it.
    case tab

    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: UInt8(ascii: "\t")
        }
    }

    /// The delimiter as messages name it.
    var name: String {
        switch self {
        case .comma: "a comma"
        case .semicolon: "a semicolon"
        case .tab: "a tab"
        }
    }
}

private let quote = UInt8(ascii: "\"")

/// Reads through a buffer pointer: unoptimized, reading each byte from an array (retaining it, and
/// through the generic subscript) took a third of reading a large CSV.
private struct CSVParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let delimiter: UInt8
    let delimiterName: String
    var index = 0
    var line = 1
    /// The number of fields of the record before, which the next one most likely has too: its
    /// fields array is sized for them once, not grown field by field, which reallocates.
    var fieldCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, delimiter: CSVDelimiter) {
        self.bytes = bytes
        self.delimiter = delimiter.byte
        delimiterName = delimiter.name
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Reads fields up to and including the end of the record's last line.
    mutating func record() throws(DiagnosticsError) -> CSVRecord {
        var fields: [CSVField] = []
        fields.reserveCapacity(fieldCount)
        defer { fieldCount = fields.count }
        while true {
            let location = SourceLocation(line: line, column: fields.count + 1)
            let content = current == quote ? try quotedField(at: location) : try unquotedField(at: location)
            fields.append(CSVField(bytes: content, location: location))
            switch current {
            case delimiter:
                index += 1
            case nil:
                return CSVRecord(fields: fields)
            default:
                skipLineBreak()
                return CSVRecord(fields: fields)
            }
        }
    }

    mutating func unquotedField(at location: SourceLocation) throws(DiagnosticsError) -> [UInt8] {
        let start = index
        while let byte = current, byte != delimiter, !LineBreaks.isLineBreak(byte) {
            if byte == quote {
                throw fail(
                    "a double quote in a field that does not start with one; put the whole field in double quotes and write each quote in it twice, as in \"say \"\"hi\"\"\"",
                    at: location
                )
            }
            index += 1
        }
        // Copied in one go into an array of the right size: unoptimized, making it from a slice
        // of the buffer goes through generic sequence copying, byte by byte.
        let count = index - start
        return [UInt8](unsafeUninitializedCapacity: count) { field, initialized in
            if count > 0 { field.baseAddress!.initialize(from: bytes.baseAddress! + start, count: count) }
            initialized = count
        }
    }

    mutating func quotedField(at location: SourceLocation) throws(DiagnosticsError) -> [UInt8] {
        index += 1
        var content: [UInt8] = []
        while true {
            guard let byte = current else {
                throw fail("this field's opening double quote is never closed; add the closing '\"'", at: location)
            }
            switch byte {
            case quote where index + 1 < bytes.count && bytes[index + 1] == quote:
                content.append(quote)
                index += 2
            case quote:
                index += 1
                guard let next = current, next != delimiter, !LineBreaks.isLineBreak(next) else {
                    return content
                }
                throw fail(
                    "expected \(delimiterName) or the end of the line after the closing double quote, found \(describe(next)); a quote inside a quoted field is written twice (\"\")",
                    at: location
                )
            case LineBreaks.carriageReturn, LineBreaks.lineFeed:
                skipLineBreak()
                content.append(LineBreaks.lineFeed)
            default:
                content.append(byte)
                index += 1
            }
        }
    }

    /// Moves past the line break at `current`, one line as ``LineBreaks`` counts them.
    mutating func skipLineBreak() {
        while let byte = current, LineBreaks.isLineBreak(byte) {
            index += 1
            if LineBreaks.lineEnds(after: byte, before: current) { break }
        }
        line += 1
    }

    func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Unicode.Scalar(byte))'" : byte == 0x20 ? "a space" : byte == 0x09 ? "a tab" : "a non-ASCII character"
    }

    func fail(_ message: String, at location: SourceLocation) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: location)])
    }
}
