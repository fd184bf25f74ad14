// Writes a JSONValue tree as pretty, deterministic JSON text and remembers which value each line
// writes, so that a problem later found in the text can be traced back to where that value came from.

import KbnGeneratorCore

/// Pretty-prints JSON in the layout of the repository's definitions file.
public enum JSONWriter {
    /// Pretty JSON text and, for each of its lines, where the value on that line came from.
    public struct Output: Sendable {
        /// Two-space indentation, one member or element per line, members in tree order, ending
        /// with a line break. The same tree always gives the same text.
        public var text: String
        /// `lineLocations[n - 1]` is the location of the value written on line `n`: a scalar, or
        /// the container a line opens or closes.
        public var lineLocations: [SourceLocation]

        /// `diagnostic`, about a line of `text`, re-filed where the value on that line came from:
        /// `origin` gives the file and location that a value's location stands for. Without a
        /// location, or for a line that `text` does not have, it keeps its file and loses its
        /// location rather than point into text that is no file.
        func refiled(
            _ diagnostic: Diagnostic, origin: (SourceLocation) -> (file: Int, location: SourceLocation?)
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
    public static func prettyPrinted(_ value: JSONValue) -> Output {
        var printer = PrettyPrinter()
        printer.write(value, indentation: "", label: "", terminator: "")
        return Output(text: printer.text, lineLocations: printer.lineLocations)
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every
    /// other character written as itself. `lowercaseHex` writes `\u001b` as Foundation's
    /// JSONSerialization does, and so Xcode in String Catalogs, instead of `\u001B`.
    public static func quoted(_ text: String, lowercaseHex: Bool = false) -> String {
        var literal = "\""
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
        return literal + "\""
    }
}

private struct PrettyPrinter {
    var text = ""
    var lineLocations: [SourceLocation] = []

    /// Writes `value` after `label` (`"key": ` or nothing), followed by `terminator` (a comma or nothing).
    mutating func write(_ value: JSONValue, indentation: String, label: String, terminator: String) {
        let start = indentation + label
        switch value.content {
        case .object(let members) where !members.isEmpty:
            line(start + "{", value.location)
            for (index, member) in members.enumerated() {
                write(
                    member.value, indentation: indentation + "  ", label: JSONWriter.quoted(member.key) + ": ",
                    terminator: index == members.count - 1 ? "" : ","
                )
            }
            line(indentation + "}" + terminator, value.location)
        case .array(let elements) where !elements.isEmpty:
            line(start + "[", value.location)
            for (index, element) in elements.enumerated() {
                write(element, indentation: indentation + "  ", label: "", terminator: index == elements.count - 1 ? "" : ",")
            }
            line(indentation + "]" + terminator, value.location)
        case .object: line(start + "{}" + terminator, value.location)
        case .array: line(start + "[]" + terminator, value.location)
        case .string(let string): line(start + JSONWriter.quoted(string) + terminator, value.location)
        case .number(let literal): line(start + literal + terminator, value.location)
        case .bool(let bool): line(start + (bool ? "true" : "false") + terminator, value.location)
        case .null: line(start + "null" + terminator, value.location)
        }
    }

    mutating func line(_ content: String, _ location: SourceLocation) {
        text += content
        text += "\n"
        lineLocations.append(location)
    }
}
