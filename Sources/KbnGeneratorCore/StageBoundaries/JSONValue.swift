// The JSON syntax tree that the reader produces: every value and key keeps where it starts in the
// file, so later stages can point at the exact token that is wrong.

/// A JSON value together with the position of its first character.
package struct JSONValue: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        /// Members in file order; repeated keys are kept so the decoder can report them.
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number exactly as written, so nothing is lost to floating point.
        case number(String)
        case bool(Bool)
        case null
    }

    package var content: Content
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    package var value: JSONValue

    package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
