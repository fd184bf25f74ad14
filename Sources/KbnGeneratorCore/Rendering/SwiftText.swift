// How text from the definitions file is written into Swift source: string literal contents and doc
// comment lines that reproduce every character exactly and cannot end the literal or comment early.

enum SwiftText {
    /// The body of a string literal (without quotes) whose value is exactly `text`.
    ///
    /// Quotes and backslashes are escaped, so neither `"""` nor `\(` can end the literal or start an
    /// interpolation; control and invisible characters are written as `\u{…}` so the source shows
    /// what is there and bidirectional controls cannot reorder how the code reads.
    static func literalBody(_ text: String) -> String {
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

    /// `text` as the lines of a doc comment, each with `prefix` (indentation and `///`) before it.
    ///
    /// LF, CR LF and a lone CR each start a new line (CR LF is one Character, so splitting at "\n"
    /// alone would keep it), so a description written with Windows line ends reads the same.
    static func docLines(_ text: String, prefix: String) -> [String] {
        func line(_ line: String) -> String {
            let shown = commentText(line)
            return shown.isEmpty ? prefix : "\(prefix) \(shown)"
        }
        // Most texts are one line; splitting, generic over Character, is slow in the unoptimized
        // kbn-gen that debug builds run.
        var hasLineBreak = false
        for byte in text.utf8 where byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            hasLineBreak = true
            break
        }
        guard hasLineBreak else { return [line(text)] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { line(String($0)) }
    }

    /// One line of `text` for a comment. Comments cannot hold escapes, so characters that would
    /// end the line or hide in it are shown as `\u{…}`.
    static func commentText(_ text: String) -> String {
        // Usually nothing needs an escape, and the text is kept as it is.
        guard text.unicodeScalars.contains(where: { $0 != "\t" && needsEscape($0) }) else { return text }
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
