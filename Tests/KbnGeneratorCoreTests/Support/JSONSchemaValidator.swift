// A JSON Schema (draft 2020-12) validator for the keywords Schema/kbn-definitions.schema.json uses and
// no others: a schema with any other keyword is refused, so the schema cannot outgrow this check.

@testable import KbnGeneratorCore

/// Validates JSON values against a schema that uses only the keywords listed below.
struct JSONSchemaValidator {
    /// Keywords that constrain a value; `$ref` only to `#/$defs/<name>`.
    static let assertions: Set = [
        "type", "enum", "minLength", "pattern", "minItems", "properties", "required", "additionalProperties",
        "propertyNames", "items", "$ref",
    ]
    /// Keywords that document or hold subschemas, and constrain nothing by themselves.
    static let annotations: Set = ["$schema", "$defs", "title", "description", "default"]

    struct SchemaError: Error, CustomStringConvertible {
        let description: String
    }

    private let root: [String: JSONValue]

    init(schema: JSONValue) throws(SchemaError) {
        try Self.checkKeywords(schema, path: "#")
        guard case .object(let members) = schema.content else {
            throw SchemaError(description: "the schema is not an object")
        }
        root = Self.dictionary(members)
    }

    /// One message per violation, each starting with the JSON pointer of the offending value.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", errors: &errors)
        return errors
    }

    /// Property names the schema allows in the objects at `pointer`, such as `#/$defs/kind`.
    func propertyNames(at pointer: String) -> Set<String> {
        guard let schema = resolve(pointer), case .object(let properties)? = schema["properties"]?.content else {
            return []
        }
        return Set(properties.map(\.key))
    }

    // MARK: Validation

    private func validate(
        _ value: JSONValue, against schema: [String: JSONValue], at path: String, errors: inout [String]
    ) {
        if case .string(let reference)? = schema["$ref"]?.content {
            guard let target = resolve(reference) else {
                errors.append("\(path): unresolvable $ref \(reference)")
                return
            }
            validate(value, against: target, at: path, errors: &errors)
        }
        if let type = schema["type"], !Self.strings(type).contains(where: { Self.matches(value, type: $0) }) {
            errors.append(
                "\(path): expected \(Self.strings(type).joined(separator: " or ")), found \(value.content.typeDescription)"
            )
        }
        if case .array(let allowed)? = schema["enum"]?.content, !allowed.contains(where: { Self.same($0, value) }) {
            errors.append("\(path): not one of the allowed values")
        }
        switch value.content {
        case .string(let string):
            if let minimum = Self.integer(schema["minLength"]), string.unicodeScalars.count < minimum {
                errors.append("\(path): shorter than \(minimum) characters")
            }
            // A pattern matches anywhere in the string unless it is anchored, as JSON Schema says.
            if case .string(let pattern)? = schema["pattern"]?.content {
                if let regex = try? Regex(pattern) {
                    if string.firstMatch(of: regex) == nil { errors.append("\(path): does not match \(pattern)") }
                } else {
                    errors.append("\(path): the schema's pattern \(pattern) is not a regular expression")
                }
            }
        case .array(let elements):
            if let minimum = Self.integer(schema["minItems"]), elements.count < minimum {
                errors.append("\(path): fewer than \(minimum) items")
            }
            if let items = Self.subschema(schema["items"]) {
                for (index, element) in elements.enumerated() {
                    validate(element, against: items, at: "\(path)/\(index)", errors: &errors)
                }
            }
        case .object(let members):
            validateObject(members, against: schema, at: path, errors: &errors)
        default:
            break
        }
    }

    private func validateObject(
        _ members: [JSONMember], against schema: [String: JSONValue], at path: String, errors: inout [String]
    ) {
        let properties: [String: JSONValue] =
            if case .object(let declared)? = schema["properties"]?.content { Self.dictionary(declared) } else { [:] }
        for key in schema["required"].map(Self.strings) ?? [] where !members.contains(where: { $0.key == key }) {
            errors.append("\(path): missing required property \"\(key)\"")
        }
        for member in members {
            let memberPath = "\(path)/\(member.key)"
            if let names = Self.subschema(schema["propertyNames"]) {
                validate(
                    JSONValue(.string(member.key), at: member.keyLocation), against: names, at: memberPath,
                    errors: &errors)
            }
            if let property = Self.subschema(properties[member.key]) {
                validate(member.value, against: property, at: memberPath, errors: &errors)
            } else if case .bool(false)? = schema["additionalProperties"]?.content {
                errors.append("\(memberPath): property not allowed here")
            } else if let additional = Self.subschema(schema["additionalProperties"]) {
                validate(member.value, against: additional, at: memberPath, errors: &errors)
            }
        }
    }

    /// The schema at a local reference: `#` or `#/$defs/<name>`.
    private func resolve(_ reference: String) -> [String: JSONValue]? {
        if reference == "#" { return root }
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), case .object(let definitions)? = root["$defs"]?.content else { return nil }
        return Self.subschema(Self.dictionary(definitions)[String(reference.dropFirst(prefix.count))])
    }

    // MARK: Schema structure

    /// Refuses keywords outside `assertions` and `annotations`, in the schema and all its subschemas.
    private static func checkKeywords(_ schema: JSONValue, path: String) throws(SchemaError) {
        guard case .object(let members) = schema.content else {
            throw SchemaError(description: "\(path) is not a schema object")
        }
        for member in members {
            let memberPath = "\(path)/\(member.key)"
            guard assertions.contains(member.key) || annotations.contains(member.key) else {
                throw SchemaError(description: "\(memberPath): the test validator does not implement \"\(member.key)\"")
            }
            switch member.key {
            case "properties", "$defs":
                guard case .object(let subschemas) = member.value.content else {
                    throw SchemaError(description: "\(memberPath) is not an object")
                }
                for subschema in subschemas {
                    try checkKeywords(subschema.value, path: "\(memberPath)/\(subschema.key)")
                }
            case "additionalProperties" where member.value.content == .bool(false):
                break
            case "additionalProperties", "items", "propertyNames":
                try checkKeywords(member.value, path: memberPath)
            default:
                break
            }
        }
    }

    private static func dictionary(_ members: [JSONMember]) -> [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private static func subschema(_ value: JSONValue?) -> [String: JSONValue]? {
        guard case .object(let members)? = value?.content else { return nil }
        return dictionary(members)
    }

    /// A string, or the strings of an array.
    private static func strings(_ value: JSONValue) -> [String] {
        switch value.content {
        case .string(let string): [string]
        case .array(let elements):
            elements.compactMap { if case .string(let string) = $0.content { string } else { nil } }
        default: []
        }
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let literal)? = value?.content else { return nil }
        return Int(literal)
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value.content) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            true
        case ("integer", .number(let literal)):
            !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        default:
            false
        }
    }

    /// JSON equality, which ignores where values were written.
    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.content, b.content) {
        case (.array(let left), .array(let right)):
            left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (.object(let left), .object(let right)):
            left.count == right.count
                && left.allSatisfy { member in
                    right.contains { $0.key == member.key && same($0.value, member.value) }
                }
        default:
            a.content == b.content
        }
    }
}
