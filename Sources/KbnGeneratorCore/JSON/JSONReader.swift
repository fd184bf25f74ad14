// Stage 1 of the pipeline, read: a definitions file's bytes into a JSONValue tree. Strict RFC 8259
// JSON, with the line and column of every value and a precise, actionable message for the first
// syntax error.

import KbnFormat

/// Reads JSON text into a ``JSONValue`` tree.
package enum JSONReader {
    /// Deeper nesting is rejected, so that hostile input cannot overflow the stack of the
    /// recursive parser. Real definitions files nest a handful of levels.
    package static let maximumDepth = 256

    /// Parses `bytes` as one strict RFC 8259 JSON value.
    ///
    /// A UTF-8 byte order mark at the very start is skipped, and columns start counting after it,
    /// as editors show them. Objects keep every member in file order, repeated keys included,
    /// so that a later stage can report duplicates with both locations.
    ///
    /// - Throws: A ``DiagnosticsError`` with one error pointing at the offending byte, when the
    ///   file is empty, is not valid UTF-8, is not strict JSON, or nests arrays and objects
    ///   more than `maximumDepth` levels deep (256 unless the caller knows its input nests less).
    package static func read(_ bytes: [UInt8], maximumDepth: Int = JSONReader.maximumDepth) throws(DiagnosticsError)
        -> JSONValue
    {
        // The closure returns the error rather than throwing it: `withUnsafeBufferPointer` throws
        // typed errors only in the standard library of Swift 6, and the SDKs of older Xcodes have
        // an untyped `rethrows` one, which would make the error `any Error` (Scripts/ios-build.sh).
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<JSONValue, DiagnosticsError> in
            var parser = Parser(bytes: buffer, maximumDepth: maximumDepth)
            do throws(DiagnosticsError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }
}

private struct Parser {
    /// The file, valid while ``JSONReader/read(_:)`` runs. A buffer rather than an array: reading
    /// a byte then needs no retain, release or copy of the parser, which is most of the time an
    /// unoptimized kbn-gen (as debug builds run it) spends reading.
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// The offset of the current line's first byte; columns are computed from it.
    var lineStart = 0
    var depth = 0
    let maximumDepth: Int

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    var location: SourceLocation { location(at: index) }

    /// Only valid for offsets on the current line, which holds for every token: strings cannot
    /// contain raw line breaks, so no token spans two lines.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    /// An error at the current position.
    func fail(_ message: String) -> DiagnosticsError {
        fail(message, at: location)
    }

    func fail(_ message: String, at location: SourceLocation?) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: location)])
    }

    /// Moves past one byte, counting lines as ``LineBreaks`` does.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if LineBreaks.lineEnds(after: byte, before: current) {
            line += 1
            lineStart = index
        }
    }

    /// One loop rather than ``advance()`` per byte: indentation is most of a pretty file's
    /// bytes, and a debug build, which the build plugin runs, calls out for every call.
    mutating func skipWhitespace() {
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case LineBreaks.lineFeed, LineBreaks.carriageReturn:
                advance()
            default:
                break scan
            }
        }
    }

    // MARK: Document

    mutating func parseDocument() throws(DiagnosticsError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        try checkUTF8()
        skipWhitespace()
        guard index < bytes.count else {
            throw fail("the definitions file is empty", at: bytes.isEmpty ? nil : location)
        }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw isAtComment
                ? fail("JSON does not allow comments")
                : fail("unexpected text after the end of the JSON value")
        }
        return value
    }

    /// Checked up front so that the parser can decode any byte range as UTF-8 without repairs,
    /// and so that a file saved in another encoding gets one clear message instead of a
    /// confusing syntax error. The same loop finds a run of more combining marks than
    /// ``KbnCombiningMarks`` allows, written as they are; ``parseString()`` checks those that
    /// escapes write.
    mutating func checkUTF8() throws(DiagnosticsError) {
        guard let problem = Self.firstProblem(in: bytes, from: index, countingMarks: true) else { return }
        while index < problem.offset { advance() }
        if problem.isLongRunOfMarks { throw tooManyMarks(at: location) }
        throw fail(
            "the file is not valid UTF-8 (byte 0x\(hex(bytes[problem.offset], digits: 2)) at this position); save it as UTF-8"
        )
    }

    func tooManyMarks(at location: SourceLocation) -> DiagnosticsError {
        fail(
            "the text has more than \(KbnCombiningMarks.longestRun) combining marks in a row, which no text needs and which would make comparing it slow (Unicode's stream-safe limit); remove the extra marks",
            at: location)
    }

    /// The offset of the first byte from `start` on that does not begin a well-formed UTF-8
    /// sequence, or, with `countingMarks`, that begins a combining mark past the most
    /// ``KbnCombiningMarks`` allows in a row; nil when there is none. A plain loop over the bytes,
    /// not the standard library's generic decoder: the build plugin runs kbn-gen as built for the
    /// build, so unoptimized in debug builds, where the generic decoder takes several times as long
    /// as the rest of reading.
    static func firstProblem(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, countingMarks: Bool)
        -> (offset: Int, isLongRunOfMarks: Bool)?
    {
        var offset = start
        var marks = 0
        while offset < buffer.count {
            // Eight ASCII bytes at a time, most of any file: unoptimized, each byte's loop costs tens
            // of instructions, which made this check an eighth of reading a large file.
            if offset + 8 <= buffer.count,
                UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                    == 0
            {
                offset += 8
                marks = 0
                continue
            }
            let lead = buffer[offset]
            if lead < 0x80 {
                offset += 1
                marks = 0
                continue
            }
            // The lead byte gives the length and the range of the second byte (Unicode's table
            // of well-formed sequences: no overlong forms, surrogates or scalars past U+10FFFF).
            var length = 4
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            if lead < 0xC2 || lead > 0xF4 {
                return (offset, false)
            } else if lead < 0xE0 {
                length = 2
            } else if lead < 0xF0 {
                length = 3
                if lead == 0xE0 { low = 0xA0 } else if lead == 0xED { high = 0x9F }
            } else if lead == 0xF0 {
                low = 0x90
            } else if lead == 0xF4 {
                high = 0x8F
            }
            guard offset + length <= buffer.count, buffer[offset + 1] >= low, buffer[offset + 1] <= high else {
                return (offset, false)
            }
            var next = offset + 2
            while next < offset + length {
                guard buffer[next] & 0xC0 == 0x80 else { return (offset, false) }
                next += 1
            }
            if countingMarks {
                let mayBeMark = KbnCombiningMarks.mayBeMark(lead: lead, second: buffer[offset + 1])
                marks = mayBeMark && isMark(at: offset, length: length, in: buffer) ? marks + 1 : 0
                if marks > KbnCombiningMarks.longestRun { return (offset, true) }
            }
            offset += length
        }
        return nil
    }

    /// Whether the well-formed sequence of `length` bytes at `offset` is a combining mark.
    private static func isMark(at offset: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var value = UInt32(buffer[offset]) & (0xFF >> (length + 1))
        for next in offset + 1..<offset + length {
            value = value << 6 | UInt32(buffer[next] & 0x3F)
        }
        return KbnCombiningMarks.isMark(Unicode.Scalar(value)!)
    }

    // MARK: Values

    mutating func parseValue() throws(DiagnosticsError) -> JSONValue {
        let start = location
        guard let byte = current else { throw unexpected("expected a value") }
        switch Unicode.Scalar(byte) {
        case "{": return JSONValue(.object(try parseObject()), at: start)
        case "[": return JSONValue(.array(try parseArray()), at: start)
        case "\"": return JSONValue(.string(try parseString()), at: start)
        case "-", "0"..."9": return JSONValue(.number(try parseNumber()), at: start)
        case "a"..."z", "A"..."Z": return JSONValue(try parseLiteral(), at: start)
        case "+": throw fail("JSON numbers cannot start with '+'; remove it")
        case ".": throw fail("JSON numbers need a digit before the decimal point, like 0.5")
        default: throw unexpected("expected a value")
        }
    }

    mutating func parseObject() throws(DiagnosticsError) -> [JSONMember] {
        try parseElements(closedBy: "}", after: "an object member") { parser throws(DiagnosticsError) in
            guard parser.current == UInt8(ascii: "\"") else {
                throw parser.unexpected("expected a key in double quotes")
            }
            let keyLocation = parser.location
            let key = try parser.parseString()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.unexpected("expected ':' after the key") }
            parser.index += 1
            parser.skipWhitespace()
            return JSONMember(key: key, keyLocation: keyLocation, value: try parser.parseValue())
        }
    }

    mutating func parseArray() throws(DiagnosticsError) -> [JSONValue] {
        try parseElements(closedBy: "]", after: "an array element") { parser throws(DiagnosticsError) in
            try parser.parseValue()
        }
    }

    /// The comma-separated elements of an object or array, from after its opening bracket to its
    /// closing one, `close`; `element` names one in messages.
    mutating func parseElements<Element>(
        closedBy close: Unicode.Scalar, after element: String,
        _ parseElement: (inout Parser) throws(DiagnosticsError) -> Element
    ) throws(DiagnosticsError) -> [Element] {
        try enterContainer()
        let closingByte = UInt8(ascii: close)
        var elements: [Element] = []
        skipWhitespace()
        if current == closingByte {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            elements.append(try parseElement(&self))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                let comma = location
                index += 1
                skipWhitespace()
                if current == closingByte { throw fail("trailing comma before '\(close)'", at: comma) }
            case closingByte:
                index += 1
                depth -= 1
                return elements
            default:
                throw unexpected("expected ',' or '\(close)' after \(element)")
            }
        }
    }

    /// Consumes the opening bracket; the caller decrements `depth` at the closing one.
    mutating func enterContainer() throws(DiagnosticsError) {
        depth += 1
        guard depth <= maximumDepth else {
            throw fail("arrays and objects are nested more than \(maximumDepth) levels deep")
        }
        index += 1
    }

    /// `true`, `false` and `null`; any other bare word is an error that says what to write instead.
    mutating func parseLiteral() throws(DiagnosticsError) -> JSONValue.Content {
        let start = index
        while let byte = current, isWordByte(byte) { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        let at = location(at: start)
        if ["true", "false", "null"].contains(word.lowercased()) {
            throw fail("JSON literals are lowercase; write '\(word.lowercased())' instead of '\(word)'", at: at)
        }
        if word == "NaN" || word == "Infinity" {
            throw fail("JSON numbers cannot be NaN or Infinity", at: at)
        }
        if word == "undefined" || word == "nil" || word == "None" {
            throw fail("'\(word)' is not JSON; write null", at: at)
        }
        throw fail(
            "expected a value, found \(describeToken(at: start)); if it is text, put it in double quotes", at: at)
    }

    // MARK: Numbers

    /// Validates the RFC 8259 number grammar and keeps the literal text, so that codes and
    /// large or precise numbers survive unchanged.
    mutating func parseNumber() throws(DiagnosticsError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw fail("expected a digit after '-'") }
        if first == UInt8(ascii: "0") {
            let zero = location
            index += 1
            if let next = current, isDigit(next) {
                skipDigits()
                let literal = String(decoding: bytes[start..<index], as: UTF8.self)
                throw fail("numbers cannot have leading zeros; write the code as a string, \"\(literal)\"", at: zero)
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, isDigit(digit) else { throw fail("expected a digit after the decimal point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, isDigit(digit) else { throw fail("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    // MARK: Strings

    mutating func parseString() throws(DiagnosticsError) -> String {
        let open = location
        index += 1
        // Unescaped runs are copied as whole slices and decoded once at the end; most strings
        // have no escapes and are decoded straight from the file's bytes.
        var unescaped: [UInt8] = []
        var runStart = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                // A buffer, not a slice of one: unoptimized, decoding a slice goes through more
                // generic layers, which cost an eighth of reading a string.
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                // Every escape appends at least one byte, so an empty buffer means no escapes.
                if unescaped.isEmpty { return String(decoding: run, as: UTF8.self) }
                unescaped.append(contentsOf: run)
                let string = String(decoding: unescaped, as: UTF8.self)
                // Marks written as they are were counted with the file's UTF-8; escapes can write more.
                guard !KbnCombiningMarks.exceedsLimit(string) else { throw tooManyMarks(at: open) }
                return string
            case UInt8(ascii: "\\"):
                unescaped.append(contentsOf: bytes[runStart..<index])
                try appendEscape(to: &unescaped, stringStart: open)
                runStart = index
            case 0x00..<0x20:
                throw rawControlCharacter(byte)
            default:
                skipPlainStringBytes()
            }
        }
        throw fail("unterminated string: the file ends before its closing '\"'", at: open)
    }

    /// Moves past the bytes a string holds as they are, to its closing quote, a backslash or a
    /// control character, in one loop, as ``skipWhitespace()`` does: most of a large file is strings.
    mutating func skipPlainStringBytes() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
    }

    /// Decodes the escape at `index` (a backslash) and moves past it.
    mutating func appendEscape(to buffer: inout [UInt8], stringStart: SourceLocation) throws(DiagnosticsError) {
        let escape = location
        guard index + 1 < bytes.count else {
            throw fail("unterminated string: the file ends before its closing '\"'", at: stringStart)
        }
        let simple: UInt8
        switch Unicode.Scalar(bytes[index + 1]) {
        case "\"": simple = UInt8(ascii: "\"")
        case "\\": simple = UInt8(ascii: "\\")
        case "/": simple = UInt8(ascii: "/")
        case "b": simple = 0x08
        case "f": simple = 0x0C
        case "n": simple = 0x0A
        case "r": simple = 0x0D
        case "t": simple = 0x09
        case "u":
            let scalar = try unicodeEscape()
            Unicode.UTF8.encode(scalar) { buffer.append($0) }
            return
        default:
            let next = bytes[index + 1]
            let shown =
                (0x21..<0x7F).contains(next)
                ? "\\\(Unicode.Scalar(next))" : "a backslash followed by \(describeToken(at: index + 1))"
            throw fail("\(shown) is not a valid escape; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX", at: escape)
        }
        buffer.append(simple)
        index += 2
    }

    /// Reads `\uXXXX`, or a `\uXXXX\uXXXX` surrogate pair, at `index`.
    mutating func unicodeEscape() throws(DiagnosticsError) -> Unicode.Scalar {
        let escapeStart = index
        let escape = location
        let first = try hexUnit()
        var value = UInt32(first)
        switch first {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw unpairedSurrogate(escapeStart, at: escape)
            }
            let second = try hexUnit()
            guard (0xDC00...0xDFFF).contains(second) else { throw unpairedSurrogate(escapeStart, at: escape) }
            value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(escapeStart, at: escape)
        default:
            break
        }
        guard let scalar = Unicode.Scalar(value) else { throw unpairedSurrogate(escapeStart, at: escape) }
        return scalar
    }

    func unpairedSurrogate(_ escapeStart: Int, at escape: SourceLocation) -> DiagnosticsError {
        // Quoted as written in the file, so the user can search for it.
        let text = String(decoding: bytes[escapeStart..<escapeStart + 6], as: UTF8.self)
        return fail(
            "\(text) is an unpaired UTF-16 surrogate; characters beyond U+FFFF are written as a pair, like \\uD83D\\uDE00",
            at: escape)
    }

    /// Reads the four hex digits of one `\uXXXX` at `index` and moves past it.
    mutating func hexUnit() throws(DiagnosticsError) -> UInt16 {
        var unit: UInt16 = 0
        for offset in index + 2..<index + 6 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw fail("\\u must be followed by four hex digits, like \\u00E9")
            }
            unit = unit << 4 | UInt16(digit)
        }
        index += 6
        return unit
    }

    func rawControlCharacter(_ byte: UInt8) -> DiagnosticsError {
        let code = hex(byte, digits: 4)
        let (name, escape): (String, String) =
            switch byte {
            case 0x08: ("backspace", "\\b")
            case 0x09: ("tab", "\\t")
            case 0x0A: ("line feed", "\\n")
            case 0x0C: ("form feed", "\\f")
            case 0x0D: ("carriage return", "\\r")
            default: ("control character", "\\u\(code)")
            }
        var message = "a string cannot contain a raw \(name) (U+\(code)); write it as \(escape)"
        if byte == 0x0A || byte == 0x0D { message += ", or add the missing closing '\"'" }
        return fail(message)
    }

    // MARK: Error messages

    var isAtComment: Bool {
        current == UInt8(ascii: "/") && index + 1 < bytes.count
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
    }

    /// An error at `index` for a token that is not what the grammar allows here. Comments and
    /// single quotes get their own message, as they are the usual habits carried over from JavaScript.
    func unexpected(_ expected: String) -> DiagnosticsError {
        if isAtComment { return fail("JSON does not allow comments") }
        if current == UInt8(ascii: "'") { return fail("JSON strings use double quotes (\"), not single quotes") }
        return fail("\(expected), found \(describeToken(at: index))")
    }

    /// How a message names the token at `offset`: a whole word, one character, or the end.
    /// Non-ASCII characters carry their code point, since many look like ASCII punctuation
    /// (a full-width comma) or are invisible (an ideographic space).
    func describeToken(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if isWordByte(byte) {
            var end = offset
            while end < bytes.count, end - offset < 32, isWordByte(bytes[end]) { end += 1 }
            return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
        }
        if (0x21..<0x7F).contains(byte) { return "'\(Unicode.Scalar(byte))'" }
        if byte < 0x80 { return "U+\(hex(byte, digits: 4))" }
        let window = String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
        guard let scalar = window.unicodeScalars.first else { return "a non-ASCII character" }
        let code = "U+\(hex(scalar.value, digits: 4))"
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return code  // quoting it would show nothing, or reorder the message's text
        default:
            return "'\(scalar)' (\(code))"
        }
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
}

private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch Unicode.Scalar(byte) {
    case "0"..."9": byte - UInt8(ascii: "0")
    case "a"..."f": byte - UInt8(ascii: "a") + 10
    case "A"..."F": byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

private func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// UTF-8 validation for other readers of bytes (CSV fields), by the JSON reader's loop.
package enum UTF8Validation {
    /// The offset of the first byte at or after `start` that begins no well-formed UTF-8
    /// sequence; nil when there is none.
    package static func firstInvalidByte(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { Parser.firstProblem(in: $0, from: start, countingMarks: false)?.offset }
    }
}
