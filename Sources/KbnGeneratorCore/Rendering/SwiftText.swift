// How text from the definitions file is written into Swift source: string literal contents and doc
// comment lines that reproduce every character exactly and cannot end the literal or comment early.

enum SwiftText {
    /// The body of a string literal (without quotes) whose value is exactly `text`.
    ///
    /// Quotes and backslashes are escaped, so neither `"""` nor `\(` can end the literal or start an
    /// interpolation; control and invisible characters are written as `\u{…}` so the source shows
    /// what is there and bidirectional controls cannot reorder how the code reads.
    static func literalBody(_ text: String) -> String {
        // Usually nothing needs an escape, and the text is kept as it is.
        guard needsRewriting(text, inLiteral: true) else { return text }
        var body = ""
        body.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\\\"
            case "\"": body += "\\\""
            case "\n": body += "\\n"
            case "\r": body += "\\r"
            case "\t": body += "\\t"
            default:
                // Swift rejects the noncharacters U+FDD0–U+FDEF as \u{…} escapes, but not as they are.
                if needsEscape(scalar) && !(0xFDD0...0xFDEF).contains(scalar.value) {
                    body += unicodeEscape(scalar)
                } else {
                    body.unicodeScalars.append(scalar)
                }
            }
        }
        return body
    }

    /// `text` as the lines of a comment, each with `prefix` (`///` or `//`) before it.
    ///
    /// LF, CR LF and a lone CR each start a new line (CR LF is one Character, so splitting at "\n"
    /// alone would keep it), so a description written with Windows line ends reads the same.
    static func docLines(_ text: String, prefix: String) -> [String] {
        func line(showing shown: String) -> String {
            shown.isEmpty ? prefix : "\(prefix) \(shown)"
        }
        // Most texts are one line with nothing to show as an escape (a line break is a control
        // character); splitting, generic over Character, is slow in the unoptimized kbn-gen that
        // debug builds run.
        guard needsRewriting(text, inLiteral: false) else { return [line(showing: text)] }
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
            return [line(showing: commentText(text))]
        }
        return text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        )
        .map { line(showing: commentText(String($0))) }
    }

    /// One line of `text` for a comment. Comments cannot hold escapes, so characters that would
    /// end the line or hide in it are shown as `\u{…}`.
    static func commentText(_ text: String) -> String {
        // Usually nothing needs an escape, and the text is kept as it is.
        guard needsRewriting(text, inLiteral: false) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar != "\t" && needsEscape(scalar) {
                shown += unicodeEscape(scalar)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// Whether `text` holds a scalar that ``literalBody(_:)`` (`inLiteral`) or ``commentText(_:)``
    /// writes other than as it is; when not, they return `text` itself.
    ///
    /// A loop over the UTF-8 bytes that decodes only non-ASCII scalars: unoptimized (the kbn-gen
    /// that debug builds run), iterating `unicodeScalars` or `utf8` goes through generic iterators,
    /// and the texts of every value pass through here, which cost a third of rendering a large kind.
    private static func needsRewriting(_ text: String, inLiteral: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead < 0x20 || lead == 0x7F {
                        // Comments show tabs as they are; literals write them as \t.
                        if inLiteral || lead != UInt8(ascii: "\t") { return true }
                    } else if inLiteral && (lead == UInt8(ascii: "\\") || lead == UInt8(ascii: "\"")) {
                        return true
                    }
                    index += 1
                    continue
                }
                // A String holds well-formed UTF-8: the lead byte gives the length, and the
                // continuation bytes carry six bits each.
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead) & (0x7F >> length)
                for offset in 1..<length {
                    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                if needsEscape(Unicode.Scalar(value)!) { return true }
                index += length
            }
            return false
        }
    }

    /// Whether source code must show `scalar` as an escape: what would end a line, reorder how the
    /// code reads (bidirectional controls) or not be seen at all. Its own rule, not the one messages
    /// use, so that a change to how diagnostics look never changes generated code.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, most of any file, without the cost of looking up a category.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
