// Reads one JSON object of the definitions format: reports repeated keys, keys the format does not
// have (suggesting the one that was probably meant), missing keys and values of the wrong type.

/// The members of one JSON object, checked against the keys the format allows there.
package struct ObjectReader {
    /// What the object is, for messages: "kind 'Gender'", "the definitions file".
    package var subject: String { describeSubject() }
    // Worked out only for a message: most objects have nothing to report.
    private let describeSubject: () -> String
    package let location: SourceLocation
    /// The members with their first occurrence of each key, in file order.
    package private(set) var entries: [JSONMember] = []
    private var members: [String: JSONMember] = [:]

    /// Returns nil, after reporting it, when `value` is not an object.
    ///
    /// - Parameter allowedKeys: The keys the format has here; nil where the keys are names the file
    ///   chooses (attributes, groups, languages).
    package init?(
        _ value: JSONValue, subject: @escaping @autoclosure () -> String, allowedKeys: [String]?,
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .object(let members) = value.content else {
            diagnostics.error(
                "\(subject()) must be a JSON object, not \(value.content.typeDescription)", at: value.location)
            return nil
        }
        self.describeSubject = subject
        self.location = value.location
        // Sized once, not grown member by member: unoptimized (the kbn-gen that debug builds run),
        // growing the dictionary cost a quarter of reading a value's object.
        self.members.reserveCapacity(members.count)
        entries.reserveCapacity(members.count)
        for member in members {
            if let first = self.members[member.key] {
                diagnostics.duplicate(
                    "key \(member.key.quotedForMessage) appears twice in \(subject()); remove one of them",
                    at: member.keyLocation, first: first.keyLocation,
                    firstNote: "\(member.key.quotedForMessage) is first written here"
                )
            } else if Self.allows(allowedKeys, member.key) {
                self.members[member.key] = member
                entries.append(member)
            } else if let allowedKeys {
                diagnostics.error(
                    Self.unknownKeyMessage(member.key, in: subject(), allowedKeys: allowedKeys),
                    at: member.keyLocation
                )
            }
        }
    }

    /// Whether `allowedKeys` has `key`, or is nil. A loop over indices, not `contains(_:)`:
    /// unoptimized (the kbn-gen that debug builds run), the generic algorithm costs a quarter of
    /// reading an object's keys.
    private static func allows(_ allowedKeys: [String]?, _ key: String) -> Bool {
        guard let keys = allowedKeys else { return true }
        for index in keys.indices where keys[index] == key {
            return true
        }
        return false
    }

    /// Whether the object has `key`.
    package func has(_ key: String) -> Bool {
        members[key] != nil
    }

    /// The location of `key` itself, or of the object when the key is absent.
    package func keyLocation(of key: String) -> SourceLocation {
        members[key]?.keyLocation ?? location
    }

    /// The location of `key`'s value, or of the object when the key is absent.
    package func location(of key: String) -> SourceLocation {
        members[key]?.value.location ?? location
    }

    /// A string member; reports a missing required key or a value that is not a string.
    package func string(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let value = member(key, required: required, diagnostics: &diagnostics) else { return nil }
        return Self.string(value, named: "\"\(key)\" in \(subject)", diagnostics: &diagnostics)
    }

    /// `value` as a string; reports, naming it `name`, a value that is not a string.
    package static func string(
        _ value: JSONValue, named name: @autoclosure () -> String, diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        guard case .string(let string) = value.content else {
            var message = "\(name()) must be a string, not \(value.content.typeDescription)"
            if case .number(let literal) = value.content {
                message += "; write it in quotes (\"\(literal)\") so that leading zeros are kept"
            }
            diagnostics.error(message, at: value.location)
            return nil
        }
        return Located(string, at: value.location)
    }

    /// A boolean member; reports a value that is not `true` or `false`.
    package func bool(_ key: String, diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        guard let value = member(key, required: false, diagnostics: &diagnostics) else { return nil }
        guard case .bool(let flag) = value.content else {
            diagnostics.error(
                "\"\(key)\" in \(subject) must be true or false, not \(value.content.typeDescription)",
                at: value.location)
            return nil
        }
        return Located(flag, at: value.location)
    }

    /// An object member whose keys the file chooses; reports a value that is not an object.
    package func object(_ key: String, diagnostics: inout DiagnosticCollector) -> ObjectReader? {
        guard let value = member(key, required: false, diagnostics: &diagnostics) else { return nil }
        return ObjectReader(value, subject: "\"\(key)\" in \(subject)", allowedKeys: nil, diagnostics: &diagnostics)
    }

    /// An array member; reports a missing required key or a value that is not an array.
    package func array(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> [JSONValue]? {
        guard let value = member(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard case .array(let elements) = value.content else {
            diagnostics.error(
                "\"\(key)\" in \(subject) must be an array, not \(value.content.typeDescription)", at: value.location)
            return nil
        }
        return elements
    }

    private func member(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> JSONValue? {
        guard let member = members[key] else {
            if required {
                diagnostics.error("\(subject) is missing the required key \"\(key)\"", at: location)
            }
            return nil
        }
        return member.value
    }

    /// The message for `key`, which is not among the keys allowed in `subject`: the one probably
    /// meant, else a few of them.
    ///
    /// - Parameter suggestions: The allowed keys indexed, for a list that many keys are looked up in.
    package static func unknownKeyMessage(
        _ key: String, in subject: String, allowedKeys: [String], suggestions: NameSuggestions? = nil
    ) -> String {
        let message = "unknown key \(key.quotedForMessage) in \(subject)"
        if let meant = (suggestions ?? NameSuggestions(allowedKeys)).closest(to: key) {
            return message + "; did you mean \"\(meant)\"?"
        }
        return message + "; the keys allowed here are " + allowedKeys.lazy.map { "\"\($0)\"" }.listedForMessage()
    }

    /// The allowed key a typo most likely stands for, by ``NameSuggestions``' rule; for a list
    /// searched again and again, build one ``NameSuggestions`` instead.
    package static func closestKey(to key: String, among allowedKeys: [String]) -> String? {
        NameSuggestions(allowedKeys).closest(to: key)
    }
}

extension JSONValue.Content {
    /// How messages name a value's JSON type: "a number", "an object".
    package var typeDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
