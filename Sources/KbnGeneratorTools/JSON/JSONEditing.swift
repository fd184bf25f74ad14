// Small edits of a JSONValue tree, for the commands that rewrite a definitions file they read
// (import-strings, import-csv --merge) and so keep what they do not change as it was.

import KbnGeneratorCore

extension JSONValue {
    /// The string held by this object's member `key`.
    func string(at key: String) -> String? {
        guard case .string(let text) = member(key)?.content else { return nil }
        return text
    }

    /// The value of this object's member `key`.
    func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This array's elements; none for anything else.
    var elements: [JSONValue] {
        guard case .array(let elements) = content else { return [] }
        return elements
    }

    /// Changes the value of this object's member `key`, if it has one.
    mutating func updateMember(_ key: String, _ change: (inout JSONValue) -> Void) {
        guard case .object(var members) = content, let index = members.firstIndex(where: { $0.key == key }) else {
            return
        }
        change(&members[index].value)
        content = .object(members)
    }

    /// Changes every element of this array.
    mutating func updateElements(_ change: (inout JSONValue) -> Void) {
        guard case .array(var elements) = content else { return }
        for index in elements.indices {
            change(&elements[index])
        }
        content = .array(elements)
    }
}
