// The definitions file as a Swift value: what the decoder produces, the validator checks and the
// renderer turns into code. Every name and code remembers where it was written.

/// A value from the definitions file and where it starts.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The access level of every generated declaration.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `public`
    case `package`
    case `internal`
}

/// A whole `kbn-definitions.json`.
public struct Definitions: Hashable, Sendable {
    /// The caseless enum that holds every kind.
    public var namespace: Located<String>
    public var access: AccessLevel
    public var kinds: [KindDefinition]

    public init(namespace: Located<String>, access: AccessLevel, kinds: [KindDefinition]) {
        self.namespace = namespace
        self.access = access
        self.kinds = kinds
    }
}

/// One kind (区分種): a prefix and the values that share it.
public struct KindDefinition: Hashable, Sendable {
    /// The enum's type name, such as `Gender`.
    public var name: Located<String>
    public var prefix: Located<String>
    public var logicalName: String
    public var description: String?
    public var values: [ValueDefinition]

    public init(
        name: Located<String>, prefix: Located<String>, logicalName: String,
        description: String?, values: [ValueDefinition]
    ) {
        self.name = name
        self.prefix = prefix
        self.logicalName = logicalName
        self.description = description
        self.values = values
    }
}

/// One value (区分) of a kind.
public struct ValueDefinition: Hashable, Sendable {
    /// The enum case's name, such as `man`.
    public var caseName: Located<String>
    public var postfix: Located<String>
    public var logicalName: String
    public var description: String?

    public init(caseName: Located<String>, postfix: Located<String>, logicalName: String, description: String?) {
        self.caseName = caseName
        self.postfix = postfix
        self.logicalName = logicalName
        self.description = description
    }
}
