// Writes JSON trees as text laid out at random: any whitespace and line break (LF, CRLF, CR),
// members in any order where order means nothing, characters escaped or written as they are. The
// same tree always means the same definitions, however it is written.

import KbnGeneratorCore
import KbnTestSupport

/// Writes a JSON tree as bytes.
struct ScrambledJSONWriter {
    var random: SeededGenerator
    /// Writes object members in a random order instead of the tree's, except in the objects whose
    /// order is the order of the generated code: a kind's attributes and groups.
    var shufflesMembers: Bool
    private(set) var bytes: [UInt8] = []

    init(random: SeededGenerator, shufflesMembers: Bool) {
        self.random = random
        self.shufflesMembers = shufflesMembers
    }

    /// `content` as JSON text, laid out by `random`.
    static func bytes(of content: JSONValue.Content, shufflingMembers: Bool, using random: inout SeededGenerator)
        -> [UInt8]
    {
        var writer = ScrambledJSONWriter(
            random: SeededGenerator(seed: random.next()), shufflesMembers: shufflingMembers)
        writer.space()
        writer.write(content)
        writer.space()
        return writer.bytes
    }

    mutating func write(_ content: JSONValue.Content) {
        switch content {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let literal): append(literal)
        case .string(let string): write(string)
        case .array(let elements):
            writeContainer("[", elements, "]") { writer, element in writer.write(element.content) }
        case .object(let members):
            writeObject(members, shuffling: shufflesMembers)
        }
    }

    private mutating func writeObject(_ members: [JSONMember], shuffling: Bool) {
        let ordered = shuffling ? members.shuffled(using: &random) : members
        writeContainer("{", ordered, "}") { writer, member in
            writer.write(member.key)
            writer.space()
            writer.append(":")
            writer.space()
            if Self.declaredInOrder.contains(member.key), case .object(let declarations) = member.value.content {
                writer.writeObject(declarations, shuffling: false)
            } else {
                writer.write(member.value.content)
            }
        }
    }

    /// Keys whose objects declare what the generated code lists in their order. A value's
    /// `"attributes"` is written in order too, which only makes the shuffling a little weaker.
    private static let declaredInOrder: Set = ["attributes", "groups"]

    private mutating func writeContainer<Element>(
        _ open: String, _ elements: [Element], _ close: String,
        _ writeElement: (inout ScrambledJSONWriter, Element) -> Void
    ) {
        append(open)
        for (index, element) in elements.enumerated() {
            if index > 0 { append(",") }
            space()
            writeElement(&self, element)
            space()
        }
        append(close)
    }

    /// A string literal: characters JSON requires escaped are, others now and then as `\uXXXX`
    /// (a surrogate pair beyond U+FFFF) or `\/`.
    private mutating func write(_ string: String) {
        append("\"")
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append(random.oneIn(2) ? "\\n" : "\\u000a")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "\u{8}": append("\\b")
            case "\u{C}": append("\\f")
            case "/" where random.oneIn(2): append("\\/")
            default:
                if scalar.value < 0x20 || random.oneIn(8) {
                    appendUnicodeEscape(scalar)
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
        append("\"")
    }

    private mutating func appendUnicodeEscape(_ scalar: Unicode.Scalar) {
        for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16, uppercase: random.oneIn(2))
            append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
    }

    /// Whitespace between tokens, of every kind JSON allows.
    private mutating func space() {
        guard random.oneIn(2) else { return }
        append(random.pick(["", " ", "  ", "\n", "\r\n", "\r", "\t", "\n    ", "\r\n\t\t", " \n \r "]))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
