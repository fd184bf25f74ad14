// Updates of compiled kinds written as a server would send them, for the tests of KbnKit's,
// KbnUpdates' and KbnUI's handling of updates: a kind as the app compiled it, changed by a test, and
// the update file around such kinds with this build's fingerprints. The benchmark's hostile updates
// compile it through a link, Benchmarks/Sources/kbn-bench-hostile/UpdateBuilder.swift.

import KbnKit

/// An update of `kinds`, made for this build, which compiled `compiled`: `"madeFor"` gives the
/// fingerprint of each compiled kind unless `madeFor` says otherwise.
public func updateJSON(
    namespace: String = "Kbn", madeFor: [String: String]? = nil, _ kinds: [UpdateKind], compiled: [any KbnType.Type]
) -> String {
    let fingerprints =
        madeFor
        ?? Dictionary(uniqueKeysWithValues: compiled.map { ($0.kindDescription.name, KbnUpdate.fingerprint(of: $0)) })
    let madeForText = fingerprints.sorted { $0.key < $1.key }.map { "\(quoted($0.key)): \(quoted($0.value))" }
    return """
        {
          "namespace": \(quoted(namespace)),
          "madeFor": {\(madeForText.joined(separator: ", "))},
          "kinds": [
        \(kinds.map(\.json).joined(separator: ",\n"))
          ]
        }
        """
}

/// `text` as a JSON string literal.
public func quoted(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}

/// One kind of an update, made from a compiled kind and then changed by a test.
public struct UpdateKind {
    public var name: String
    public var prefix: String
    public var logicalName: String
    public var fingerprint: String
    public var attributes: [(name: String, type: String)]
    public var values: [Value]
    public var groups: [(name: String, members: [String])] = []
    public var sortBy: String?
    /// The name of the parent kind, for a kind with a parent kind.
    public var parent: String?

    public struct Value {
        public var caseName: String
        public var postfix: String
        public var logicalName: String
        public var localizedNames: [String: String] = [:]
        public var deprecated: String?
        public var formerCodes: [String] = []
        public var alternateCodes: [String] = []
        /// Each attribute's value as JSON text.
        public var attributes: [String: String] = [:]
        /// The code of the value's parent, in a kind with a parent kind.
        public var parent: String?

        public init(
            caseName: String, postfix: String, logicalName: String, localizedNames: [String: String] = [:],
            deprecated: String? = nil, formerCodes: [String] = [], alternateCodes: [String] = [],
            attributes: [String: String] = [:], parent: String? = nil
        ) {
            self.parent = parent
            self.caseName = caseName
            self.postfix = postfix
            self.logicalName = logicalName
            self.localizedNames = localizedNames
            self.deprecated = deprecated
            self.formerCodes = formerCodes
            self.alternateCodes = alternateCodes
            self.attributes = attributes
        }
    }

    /// `kind` as the app compiled it, each value with its case name.
    public init<Kind: KbnType>(_ kind: Kind.Type) {
        let description = Kind.kindDescription
        name = description.name
        prefix = description.prefix
        logicalName = description.logicalName
        fingerprint = KbnUpdate.fingerprint(of: kind)
        attributes = description.attributes.map { ($0.name, $0.type.rawValue + ($0.isOptional ? "?" : "")) }
        // `kindDescription` lists the values in the order of `allCases`; by position, so that a kind
        // of 65,537 values takes no longer than a read of each.
        values = zip(Kind.allCases, description.values).map { value, entry in
            precondition(entry.code == value.code, "kindDescription and allCases list \(Kind.self) in other orders")
            var attributes: [String: String] = [:]
            for (column, attribute) in description.attributes.enumerated() {
                switch entry.attributes[column] {
                case .string(let text)?: attributes[attribute.name] = quoted(text)
                case let other?: attributes[attribute.name] = other.description
                case nil: break
                }
            }
            return Value(
                caseName: caseName(of: value), postfix: entry.postfix,
                logicalName: entry.logicalName, localizedNames: entry.localizedNames,
                deprecated: entry.deprecationMessage, formerCodes: entry.formerCodes,
                alternateCodes: entry.alternateCodes, attributes: attributes, parent: entry.parentCode)
        }
    }

    /// `kind`, a kind with a parent kind, as the app compiled it, each value with its parent's code.
    public init<Kind: KbnChildType>(_ kind: Kind.Type) {
        self = Self.compiled(kind)
        parent = Kind.Parent.kindDescription.name
    }

    /// The kind as ``init(_:)`` of any kind makes it, which a child kind's overload builds on.
    private static func compiled<Kind: KbnType>(_ kind: Kind.Type) -> UpdateKind {
        UpdateKind(kind)
    }

    /// The kind as an object of the definitions format.
    public var json: String {
        var members = [
            "\"name\": \(quoted(name))",
            parent.map { "\"parent\": \(quoted($0))" } ?? "\"prefix\": \(quoted(prefix))",
            "\"logicalName\": \(quoted(logicalName))",
        ]
        if !attributes.isEmpty {
            members.append(
                "\"attributes\": {\(attributes.map { "\(quoted($0.name)): \(quoted($0.type))" }.joined(separator: ", "))}"
            )
        }
        if !groups.isEmpty {
            let groupText = groups.map { "\(quoted($0.name)): [\($0.members.map(quoted).joined(separator: ", "))]" }
            members.append("\"groups\": {\(groupText.joined(separator: ", "))}")
        }
        if let sortBy { members.append("\"sortBy\": \(quoted(sortBy))") }
        let valueLines = values.map { value in
            var fields = [
                "\"case\": \(quoted(value.caseName))", "\"postfix\": \(quoted(value.postfix))",
                "\"logicalName\": \(quoted(value.logicalName))",
            ]
            if let parent = value.parent { fields.append("\"parent\": \(quoted(parent))") }
            if !value.localizedNames.isEmpty {
                let names = value.localizedNames.sorted { $0.key < $1.key }.map {
                    "\(quoted($0.key)): \(quoted($0.value))"
                }
                fields.append("\"localizedNames\": {\(names.joined(separator: ", "))}")
            }
            if let deprecated = value.deprecated { fields.append("\"deprecated\": \(quoted(deprecated))") }
            if !value.formerCodes.isEmpty {
                fields.append("\"formerCodes\": [\(value.formerCodes.map(quoted).joined(separator: ", "))]")
            }
            if !value.alternateCodes.isEmpty {
                fields.append("\"alternateCodes\": [\(value.alternateCodes.map(quoted).joined(separator: ", "))]")
            }
            if !value.attributes.isEmpty {
                let pairs = value.attributes.sorted { $0.key < $1.key }.map { "\(quoted($0.key)): \($0.value)" }
                fields.append("\"attributes\": {\(pairs.joined(separator: ", "))}")
            }
            return "      {\(fields.joined(separator: ", "))}"
        }
        members.append("\"values\": [\n\(valueLines.joined(separator: ",\n"))\n    ]")
        return "    {\n    " + members.joined(separator: ",\n    ") + "\n    }"
    }
}

/// The name of `value`'s case, from the Swift runtime's metadata: KbnKit keeps only a fingerprint
/// of the names, and tests run with the metadata that release builds may strip.
private func caseName(of value: some KbnType) -> String {
    String(cString: enumCaseName(value)!)
}

@_silgen_name("swift_EnumCaseName")
private func enumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?
