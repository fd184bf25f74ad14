// The generator's side of each attribute type: how the definitions file writes its values, and how
// a CSV cell does. KbnFormat's KbnAttributeType declares the type (its name, its Swift type, how the
// table stores it); the switches here are exhaustive, so a new type does not build until it has
// these rules too. A cell is turned into the JSON the file would hold and then read by the same
// rule as the file, so the two cannot drift apart.

import KbnFormat

/// Why a JSON value or a CSV cell is not a value of an attribute type; the decoder and the CSV
/// import phrase it for their readers.
package enum AttributeValueProblem: Error, Equatable, Sendable {
    /// The JSON is of another kind (a string for an `Int`), or the cell is not written as the
    /// type's values are.
    case notOfType
    /// A number of the right form but no value of the type: not whole, or out of its range.
    case outOfRange
    /// A whole number with a leading zero, which an `Int` would drop (a cell only: JSON has none).
    case leadingZero
}

extension KbnAttributeType {
    /// The value that `json`, from a definitions file or made of a CSV cell, gives.
    package func value(of json: JSONValue.Content) -> Result<KbnAttributeValue, AttributeValueProblem> {
        switch (self, json) {
        case (.string, .string(let text)):
            return .success(.string(text))
        case (.bool, .bool(let flag)):
            return .success(.bool(flag))
        case (.int, .number(let literal)):
            guard let number = Int(literal) else { return .failure(.outOfRange) }
            return .success(.int(number))
        case (.double, .number(let literal)):
            // Swift's parser rounds correctly, and the table stores the shortest text that parses
            // back to the same Double, so the app reads the number the file gave.
            guard let number = Double(literal), number.isFinite else { return .failure(.outOfRange) }
            return .success(.double(number))
        default:
            return .failure(.notOfType)
        }
    }

    /// The JSON a definitions file holds for a non-empty CSV cell of this type, for
    /// ``value(of:)`` to read; `.notOfType` or `.leadingZero` when the cell is not written as the
    /// type's values are.
    package func json(ofCell text: String) -> Result<JSONValue.Content, AttributeValueProblem> {
        switch self {
        case .string:
            return .success(.string(text))
        case .int:
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard let first = digits.first, digits.allSatisfy(\.isASCIIDigit) else { return .failure(.notOfType) }
            guard first != "0" || digits.count == 1 else { return .failure(.leadingZero) }
            return .success(.number(text))
        case .double:
            // Only a JSON number, as the definitions file holds it: `Double(String)` also reads hex
            // floats (`0x1p3`), `inf`, `nan` and a leading `+`, which no code master means as a number.
            guard case .number(let literal)? = try? JSONReader.read(Array(text.utf8)).content, literal == text else {
                return .failure(.notOfType)
            }
            return .success(.number(literal))
        case .bool:
            // As spreadsheets and databases export booleans: `TRUE` (Excel), `t` (PostgreSQL's
            // psql), `1` (MySQL, SQLite).
            switch text.lowercased() {
            case "true", "t", "1": return .success(.bool(true))
            case "false", "f", "0": return .success(.bool(false))
            default: return .failure(.notOfType)
            }
        }
    }

    /// The type's name with its article, for messages: "an Int".
    package var withArticle: String {
        switch self {
        case .int: "an Int"
        case .string, .double, .bool: "a \(rawValue)"
        }
    }

    /// How a CSV cell writes a value of this type, for the message of a cell that does not.
    package var cellFormat: String {
        switch self {
        case .string: "any text"
        case .int: "a whole number such as 1400, without separators"
        case .double:
            "a decimal number as JSON does, such as 35.6895, -1.5e3 or 0.5 (no leading '+' or zero, no hex, no inf or nan)"
        case .bool: "true or false in any letter case, t or f, or 1 or 0"
        }
    }

    /// What this type's numbers are, for the messages of a number that is not one: what a
    /// definitions file's number is not, and the range a cell's is out of; nil for a type that is
    /// not a number.
    package var numbers: (notOne: String, range: String)? {
        switch self {
        case .string, .bool: nil
        case .int: ("not a whole number that fits in 64 bits", "an Int is from \(Int.min) to \(Int.max)")
        case .double: ("out of its range", "a Double is at most \(Double.greatestFiniteMagnitude) either side of zero")
        }
    }
}

extension KbnAttributeValue {
    /// The value as a definitions file writes it: a number as Swift prints it, the shortest text
    /// that reads back as the same number.
    package var json: JSONValue.Content {
        switch self {
        case .string(let text): .string(text)
        case .int(let number): .number(String(number))
        case .double(let number): .number(number.description)
        case .bool(let flag): .bool(flag)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
