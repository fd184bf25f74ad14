// Writes a JSONValue tree as pretty, deterministic JSON text and remembers which value each line
// writes, so that a problem later found in the text can be traced back to where that value came from.

import KbnGeneratorCore

/// Pretty-prints JSON in the layout of the repository's definitions file.
package enum JSONWriter {
    /// Pretty JSON text and, for each of its lines, where the value on that line came from.
    package struct Output: Sendable {
        /// Two-space indentation, one member or element per line, members in tree order, ending
        /// with a line break. The same tree always gives the same text.
        package var text: String
        /// `lineLocations[n - 1]` is the location of the value written on line `n`: a scalar, or
        /// the container a line opens or closes.
        package var lineLocations: [SourceLocation]

        /// `diagnostic`, about a line of `text`, re-filed where the value on that line came from:
        /// `origin` gives the file and location that a value's location stands for. Without a
        /// location, or for a line that `text` does not have, it keeps its file and loses its
        /// location rather than point into text that is no file.
        func refiled(
            _ diagnostic: Diagnostic, origin: (SourceLocation) -> (file: String, location: SourceLocation?)
        ) -> Diagnostic {
            var moved = diagnostic
            guard let line = diagnostic.location?.line, lineLocations.indices.contains(line - 1) else {
                moved.location = nil
                return moved
            }
            (moved.file, moved.location) = origin(lineLocations[line - 1])
            return moved
        }
    }

    /// Writes `value` as pretty JSON.
    package static func prettyPrinted(_ value: JSONValue) -> Output {
        var printer = PrettyPrinter()
        printer.write(value, depth: 0, key: nil, isLast: true)
        return Output(text: printer.text, lineLocations: printer.lineLocations)
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every
    /// other character written as itself. `lowercaseHex` writes `\u001b` as Foundation's
    /// JSONSerialization does, and so Xcode in String Catalogs, instead of `\u001B`.
    package static func quoted(_ text: String, lowercaseHex: Bool = false) -> String {
        var literal = ""
        appendQuoted(text, to: &literal, lowercaseHex: lowercaseHex)
        return literal
    }

    /// Appends a value that has no members to write one by one: a string, number, literal name, or
    /// an empty object or array. The pretty printer and the layout-keeping edits write containers
    /// each their own way, and leaves this one way.
    static func appendLeaf(_ content: JSONValue.Content, to text: inout String) {
        switch content {
        case .object: text += "{}"
        case .array: text += "[]"
        case .string(let string): appendQuoted(string, to: &text)
        case .number(let literal): text += literal
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        }
    }

    /// Appends ``quoted(_:lowercaseHex:)``'s literal to `literal`: the pretty printer, and the edits
    /// of a file that keep its layout, write into their text this way, without a temporary string for
    /// every key and value.
    static func appendQuoted(_ text: String, to literal: inout String, lowercaseHex: Bool = false) {
        literal += "\""
        guard needsEscapes(text) else {
            literal += text
            literal += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{08}": literal += "\\b"
            case "\u{0C}": literal += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: !lowercaseHex)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        literal += "\""
    }

    /// Whether `text` holds a quote, a backslash or a control character, which ``quoted(_:lowercaseHex:)``
    /// escapes. A loop over the UTF-8 bytes (each of those is one byte, and no byte of a multi-byte
    /// character is below 0x80): unoptimized, iterating the scalars of every key and string took
    /// half of writing a large CSV's definitions, and most texts need no escape.
    private static func needsEscapes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
                index += 1
            }
            return false
        }
    }
}

/// Writes into one String, appending each piece where it goes: unoptimized, building every line
/// from concatenated temporaries (indentation, label, value, terminator) and walking members with
/// `enumerated()` allocate and call generically for every line, a large share of importing a large
/// CSV (docs/PERFORMANCE.md, "kbn-gen in a debug build").
private struct PrettyPrinter {
    var text = ""
    var lineLocations: [SourceLocation] = []
    /// `indentations[n]` is the indentation of depth `n`, made once.
    var indentations = [""]

    /// Writes `value` at `depth` after its key, if it has one, followed by a comma unless it is
    /// the last of its container.
    mutating func write(_ value: JSONValue, depth: Int, key: String?, isLast: Bool) {
        startLine(depth: depth, key: key)
        switch value.content {
        case .object(let members) where !members.isEmpty:
            text += "{"
            endLine(value.location, isLast: true)
            var index = 0
            while index < members.count {
                let member = members[index]
                write(member.value, depth: depth + 1, key: member.key, isLast: index == members.count - 1)
                index += 1
            }
            startLine(depth: depth, key: nil)
            text += "}"
        case .array(let elements) where !elements.isEmpty:
            text += "["
            endLine(value.location, isLast: true)
            var index = 0
            while index < elements.count {
                write(elements[index], depth: depth + 1, key: nil, isLast: index == elements.count - 1)
                index += 1
            }
            startLine(depth: depth, key: nil)
            text += "]"
        default: JSONWriter.appendLeaf(value.content, to: &text)
        }
        endLine(value.location, isLast: isLast)
    }

    /// The indentation of `depth` and `"key": `.
    mutating func startLine(depth: Int, key: String?) {
        while indentations.count <= depth {
            indentations.append(indentations[indentations.count - 1] + "  ")
        }
        text += indentations[depth]
        if let key {
            JSONWriter.appendQuoted(key, to: &text)
            text += ": "
        }
    }

    /// A comma unless `isLast`, and the line break, with the location of the line's value.
    mutating func endLine(_ location: SourceLocation, isLast: Bool) {
        text += isLast ? "\n" : ",\n"
        lineLocations.append(location)
    }
}
