// The JSON syntax tree that the reader produces: every value and key keeps where it starts in the
// file, so later stages can point at the exact token that is wrong.

/// A JSON value together with the position of its first character.
public struct JSONValue: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// Members in file order; repeated keys are kept so the decoder can report them.
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number exactly as written, so nothing is lost to floating point.
        case number(String)
        case bool(Bool)
        case null
    }

    public var content: Content
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
