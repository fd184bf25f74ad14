// Valid definitions as the values they define, drawn at random (kinds, prefixes, postfixes, names,
// texts, attributes, groups and translations of every sort the format allows) or written out. The
// property, determinism and fuzz tests start from these.

import KbnFormat
import KbnGeneratorCore
import KbnTestSupport

/// A valid definitions file, as the values it defines.
struct SampleDefinitions {
    struct Value {
        var caseName: String
        var postfix: String
        var logicalName: String
        var description: String?
        var shortName: String? = nil
        var deprecated: String? = nil
        /// In the file's order, each language once.
        var localizedNames: [(language: String, name: String)] = []
        /// Other spellings of the code that read as the value.
        var alternateCodes: [String] = []
        /// One entry per attribute of the kind, by name; none for an optional attribute without a value.
        var attributes: [String: KbnAttributeValue] = [:]
    }

    struct Kind {
        var name: String
        /// Empty for a kind whose codes are its postfixes.
        var prefix: String
        var logicalName: String
        var description: String?
        /// In the file's order.
        var attributes: [(name: String, type: KbnAttributeType, isOptional: Bool)] = []
        /// In the file's order; members as listed.
        var groups: [(name: String, members: [String])] = []
        var sortBy: String? = nil
        var values: [Value]
    }

    /// nil: the file leaves the key out, for the default namespace.
    var namespace: String?
    var access: String?
    var schema: String?
    var kinds: [Kind]

    /// The namespace the generated code declares.
    var namespaceName: String { namespace ?? DefinitionsDecoder.defaultNamespace }

    init(namespace: String?, access: String? = nil, schema: String? = nil, kinds: [Kind]) {
        self.namespace = namespace
        self.access = access
        self.schema = schema
        self.kinds = kinds
    }

    /// Draws a file of up to `maximumKinds` kinds of up to `maximumValues` values each; now and then
    /// one kind gets between 257 and 300 values, which Swift stores in two bytes instead of one.
    /// Half of the kinds use every code-master feature (short names, deprecations, translations,
    /// attributes, groups, mostly a sort order), the others each feature now and then.
    static func random(namespace: String?, maximumKinds: Int, maximumValues: Int, using random: inout SeededGenerator)
        -> SampleDefinitions
    {
        let access = random.pick([nil, "public", "package", "internal"])
        let schema = random.oneIn(4) ? TrickyText.text(maximumLength: 3, using: &random) : nil
        var kindNames = Set<String>()
        var prefixes = Set<String>()
        var codes = Set<String>()
        var kinds: [Kind] = []
        for _ in 0..<Int.random(in: 1...maximumKinds, using: &random) {
            let name = Self.unique(in: &kindNames, using: &random) { random in
                let name = random.oneIn(6) ? namespace ?? "Kbn" : TrickyText.identifier(using: &random)
                let usable = SwiftNames.problemWithTypeName(name) == nil && !SwiftNames.namespaceMembers.contains(name)
                return usable ? name : nil
            }
            // A kind without a prefix is a code space of its own.
            let isPrefixed = !random.oneIn(5)
            let prefix =
                isPrefixed ? Self.unique(in: &prefixes, using: &random) { random in Self.code(using: &random) } : ""
            var ownCodes = Set<String>()
            let count =
                random.oneIn(40)
                ? Int.random(in: 257...300, using: &random) : Int.random(in: 1...maximumValues, using: &random)
            var caseNames = Set<String>()
            let values = (0..<count).map { _ in
                let caseName = Self.unique(in: &caseNames, using: &random) { random in
                    let name = TrickyText.identifier(using: &random)
                    return SwiftNames.problemWithCaseName(name) == nil ? name : nil
                }
                // Prefix and postfix together make the code, which must be unique in the file.
                let postfix = Self.unique(in: &ownCodes, using: &random) { random in
                    let postfix = Self.code(using: &random)
                    return isPrefixed && codes.contains(prefix + postfix) ? nil : postfix
                }
                if isPrefixed { codes.insert(prefix + postfix) }
                return Value(
                    caseName: caseName, postfix: postfix,
                    logicalName: CodeMasterFeatures.nonEmptyText(using: &random),
                    description: random.oneIn(3) ? TrickyText.text(maximumLength: 12, using: &random) : nil
                )
            }
            var kind = Kind(
                name: name, prefix: prefix,
                logicalName: CodeMasterFeatures.nonEmptyText(using: &random),
                description: random.oneIn(3) ? TrickyText.text(maximumLength: 12, using: &random) : nil,
                values: values
            )
            CodeMasterFeatures.random(using: &random).add(to: &kind, using: &random)
            kinds.append(kind)
        }
        // Drawn once every current code is known, so that none is taken: among the prefixed kinds,
        // the codes of the namespace; within a kind without a prefix, its own.
        for index in kinds.indices where random.oneIn(3) {
            // A prefix alone is no code of its kind, which the round-trip check asks.
            var taken = kinds[index].prefix.isEmpty ? Set(kinds[index].values.map(\.postfix)) : codes.union(prefixes)
            for valueIndex in kinds[index].values.indices where random.oneIn(4) {
                kinds[index].values[valueIndex].alternateCodes = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    Self.unique(in: &taken, using: &random) { random in Self.code(using: &random) }
                }
            }
            if !kinds[index].prefix.isEmpty { codes = taken.subtracting(prefixes) }
        }
        return SampleDefinitions(namespace: namespace, access: access, schema: schema, kinds: kinds)
    }

    /// A non-empty code: digits most often, any text sometimes.
    private static func code(using random: inout SeededGenerator) -> String {
        if random.oneIn(4) {
            let text = TrickyText.text(maximumLength: 3, using: &random)
            return text.isEmpty ? "0" : text
        }
        return String((0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick("0123456789") })
    }

    /// Draws until `draw` gives a value that `used` does not hold yet, and records it. Strings are
    /// compared as Swift compares them, canonically equivalent ones being equal, like the validator.
    static func unique(
        in used: inout Set<String>, using random: inout SeededGenerator, _ draw: (inout SeededGenerator) -> String?
    ) -> String {
        while true {
            if let value = draw(&random), !used.contains(value) {
                used.insert(value)
                return value
            }
        }
    }

    /// The file's JSON, with keys in the format's order.
    var json: JSONValue.Content {
        var root: [(String, JSONValue.Content)] = []
        if let schema { root.append(("$schema", .string(schema))) }
        if let namespace { root.append(("namespace", .string(namespace))) }
        if let access { root.append(("access", .string(access))) }
        root.append(
            (
                "kinds",
                .array(
                    kinds.map { kind in
                        var members: [(String, JSONValue.Content)] = [
                            ("name", .string(kind.name)), ("prefix", .string(kind.prefix)),
                            ("logicalName", .string(kind.logicalName)),
                        ]
                        if let description = kind.description { members.append(("description", .string(description))) }
                        if !kind.attributes.isEmpty {
                            members.append(
                                (
                                    "attributes",
                                    JSONValue.object(
                                        kind.attributes.map {
                                            ($0.name, .string($0.type.rawValue + ($0.isOptional ? "?" : "")))
                                        }
                                    ).content
                                ))
                        }
                        if !kind.groups.isEmpty {
                            members.append(
                                (
                                    "groups",
                                    JSONValue.object(
                                        kind.groups.map { group in
                                            (group.name, .array(group.members.map { JSONValue(.string($0)) }))
                                        }
                                    ).content
                                ))
                        }
                        if let sortBy = kind.sortBy { members.append(("sortBy", .string(sortBy))) }
                        members.append(
                            (
                                "values",
                                .array(
                                    kind.values.map { value in
                                        var members: [(String, JSONValue.Content)] = [
                                            ("case", .string(value.caseName)), ("postfix", .string(value.postfix)),
                                            ("logicalName", .string(value.logicalName)),
                                        ]
                                        if let description = value.description {
                                            members.append(("description", .string(description)))
                                        }
                                        if let shortName = value.shortName {
                                            members.append(("shortName", .string(shortName)))
                                        }
                                        if let deprecated = value.deprecated {
                                            members.append(("deprecated", .string(deprecated)))
                                        }
                                        if !value.alternateCodes.isEmpty {
                                            members.append(
                                                (
                                                    "alternateCodes",
                                                    .array(value.alternateCodes.map { JSONValue(.string($0)) })
                                                ))
                                        }
                                        if !value.localizedNames.isEmpty {
                                            members.append(
                                                (
                                                    "localizedNames",
                                                    JSONValue.object(
                                                        value.localizedNames.map { ($0.language, .string($0.name)) }
                                                    ).content
                                                ))
                                        }
                                        if !kind.attributes.isEmpty {
                                            // An optional attribute without a value is left out or null, as it happens.
                                            members.append(
                                                (
                                                    "attributes",
                                                    JSONValue.object(
                                                        kind.attributes.compactMap { attribute in
                                                            guard let given = value.attributes[attribute.name] else {
                                                                return attribute.isOptional
                                                                    && attribute.name.unicodeScalars.count.isMultiple(
                                                                        of: 2)
                                                                    ? (attribute.name, .null) : nil
                                                            }
                                                            return (attribute.name, given.json)
                                                        }
                                                    ).content
                                                ))
                                        }
                                        return JSONValue.object(members)
                                    })
                            ))
                        return JSONValue.object(members)
                    })
            ))
        return JSONValue.object(root).content
    }
}

extension JSONValue {
    /// A value built in memory: its location means nothing.
    init(_ content: Content) {
        self.init(content, at: SourceLocation(line: 1, column: 1))
    }

    static func object(_ members: [(String, Content)]) -> JSONValue {
        JSONValue(
            .object(
                members.map {
                    JSONMember(key: $0.0, keyLocation: SourceLocation(line: 1, column: 1), value: JSONValue($0.1))
                }))
    }
}
