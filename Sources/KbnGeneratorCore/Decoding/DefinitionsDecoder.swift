// Stage 2 of the pipeline, decode: turns the JSON syntax tree into Definitions, reporting every key and
// type that does not fit the format. Names and codes are checked later, by the validator, which
// also runs on what could be decoded of a file with problems, so one run reports them all.

import KbnFormat

/// Decodes the definitions format from a JSON syntax tree.
package enum DefinitionsDecoder {
    package static let rootKeys = ["$schema", "namespace", "kindsAtTopLevel", "access", "frozen", "madeFor", "kinds"]
    package static let kindKeys = [
        "name", "prefix", "logicalName", "description", "access", "attributes", "attributeNames", "groups", "sortBy",
        "parent", "values",
    ]
    package static let valueKeys = [
        "case", "postfix", "logicalName", "description", "shortName", "deprecated", "formerCodes", "alternateCodes",
        "localizedNames", "attributes", "parent",
    ]

    /// The namespace used when the file names none.
    package static let defaultNamespace = "Kbn"

    /// Decodes what it can of `json`, reporting every structural problem into `diagnostics`.
    static func decode(_ json: JSONValue, diagnostics: inout DiagnosticCollector) -> DecodedDefinitions {
        var lostParts: [SourceLocation: DecodedParts] = [:]
        let definitions = decodeRoot(json, lostParts: &lostParts, diagnostics: &diagnostics)
        return DecodedDefinitions(definitions: definitions, lostParts: lostParts)
    }

    private static func decodeRoot(
        _ json: JSONValue, lostParts: inout [SourceLocation: DecodedParts], diagnostics: inout DiagnosticCollector
    ) -> Definitions? {
        guard
            let root = ObjectReader(
                json, subject: "the definitions file", allowedKeys: rootKeys, diagnostics: &diagnostics)
        else {
            return nil
        }
        let namespace =
            root.string("namespace", required: false, diagnostics: &diagnostics)
            ?? Located(defaultNamespace, at: root.location)
        let kindsAtTopLevel = root.bool("kindsAtTopLevel", diagnostics: &diagnostics)
        let access = decodeAccess(root, diagnostics: &diagnostics)?.value ?? .public
        let frozen = root.bool("frozen", diagnostics: &diagnostics)
        let schema = root.string("$schema", required: false, diagnostics: &diagnostics)
        let madeFor = decodeMadeFor(root, diagnostics: &diagnostics)
        let kinds = root.array("kinds", required: true, diagnostics: &diagnostics) ?? []
        let decodedKinds = kinds.enumerated().compactMap { index, json in
            var lost: DecodedParts = []
            let kind = decodeKind(json, number: index + 1, lost: &lost, diagnostics: &diagnostics)
            if let kind, !lost.isEmpty {
                lostParts[kind.name.location] = lost
            }
            return kind
        }
        return Definitions(
            namespace: namespace, kindsAtTopLevel: kindsAtTopLevel, access: access, frozen: frozen, kinds: decodedKinds,
            schema: schema, madeFor: madeFor)
    }

    /// An update's `"madeFor"`: an object from kind names to fingerprints.
    private static func decodeMadeFor(_ root: ObjectReader, diagnostics: inout DiagnosticCollector) -> Located<
        [MadeFor]
    >? {
        guard let object = root.object("madeFor", diagnostics: &diagnostics) else { return nil }
        let entries = object.entries.compactMap { member -> MadeFor? in
            let subject = "the fingerprint of kind \(member.key.quotedForMessage) in \"madeFor\""
            guard let fingerprint = ObjectReader.string(member.value, named: subject, diagnostics: &diagnostics) else {
                return nil
            }
            return MadeFor(kind: Located(member.key, at: member.keyLocation), fingerprint: fingerprint)
        }
        return Located(entries, at: root.keyLocation(of: "madeFor"))
    }

    /// An object's `"access"`, when it gives a valid one.
    private static func decodeAccess(_ object: ObjectReader, diagnostics: inout DiagnosticCollector) -> Located<
        AccessLevel
    >? {
        guard let written = object.string("access", required: false, diagnostics: &diagnostics) else { return nil }
        guard let level = AccessLevel(rawValue: written.value) else {
            let levels = AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")
            diagnostics.error(
                "\"access\" must be one of \(levels), not \(written.value.quotedForMessage)", at: written.location)
            return nil
        }
        return Located(level, at: written.location)
    }

    /// The kind, as far as it decodes; `lost` says which of its parts problems took.
    private static func decodeKind(
        _ json: JSONValue, number: Int, lost: inout DecodedParts, diagnostics: inout DiagnosticCollector
    ) -> KindDefinition? {
        let subject = "kind \(subjectName(of: json, key: "name") ?? "#\(number)")"
        guard let kind = ObjectReader(json, subject: subject, allowedKeys: kindKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let name = kind.string("name", required: true, diagnostics: &diagnostics)
        // A kind without a prefix is one whose codes are its postfixes, as most database tables are.
        let prefix = kind.string("prefix", required: false, diagnostics: &diagnostics) ?? Located("", at: kind.location)
        let logicalName = kind.string("logicalName", required: true, diagnostics: &diagnostics)
        if let logicalName, logicalName.value.isEmpty {
            reportEmptyLogicalName(at: logicalName.location, of: subject, example: "性別区分", diagnostics: &diagnostics)
        }
        let description = kind.string("description", required: false, diagnostics: &diagnostics)
        let access = decodeAccess(kind, diagnostics: &diagnostics)
        var errorsBefore = diagnostics.errorCount
        let attributes = decodeAttributeDeclarations(kind, diagnostics: &diagnostics)
        if diagnostics.errorCount > errorsBefore { lost.insert(.attributes) }
        let groups = decodeGroups(kind, diagnostics: &diagnostics)
        let sortBy = kind.string("sortBy", required: false, diagnostics: &diagnostics)
        let parent = kind.string("parent", required: false, diagnostics: &diagnostics)
        errorsBefore = diagnostics.errorCount
        let elements = kind.array("values", required: true, diagnostics: &diagnostics) ?? []
        var values: [ValueDefinition] = []
        // A kind may have a million values; growing the array would hold them twice while it copies.
        values.reserveCapacity(elements.count)
        // By index, not `enumerated()`: unoptimized (the kbn-gen that debug builds run), its generic
        // iterator costs a twentieth of decoding a large kind.
        for index in elements.indices {
            if let decoded = decodeValue(
                elements[index], number: index + 1, kindSubject: subject, attributes: attributes,
                diagnostics: &diagnostics)
            {
                values.append(decoded)
            }
        }
        if diagnostics.errorCount > errorsBefore { lost.insert(.values) }
        guard let name, let logicalName else { return nil }
        return KindDefinition(
            name: name, prefix: prefix, logicalName: logicalName.value, description: description?.value, access: access,
            attributes: attributes?.definitions ?? [], groups: groups, sortBy: sortBy, parent: parent, values: values
        )
    }

    /// A kind's attributes as far as they decode, and the names of all it declares: those whose type
    /// is wrong were reported already, so values that give them are not told there is no such
    /// attribute. Indexed once for the kind, so that each value's attributes cost in proportion to
    /// what the value gives, not to how many the kind declares.
    private struct AttributeDeclarations {
        var definitions: [AttributeDefinition]
        /// Every declared name, its type right or wrong.
        var names: Set<String>
        /// The attributes that decoded, by name.
        var byName: [String: AttributeDefinition]
        /// Those a value must give.
        var required: [AttributeDefinition]
        /// For a value's attribute that the kind does not declare.
        var suggestions: NameSuggestions

        init(definitions: [AttributeDefinition], names: [String]) {
            self.definitions = definitions
            self.names = Set(names)
            byName = Dictionary(definitions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
            required = definitions.filter { !$0.isOptional }
            suggestions = NameSuggestions(definitions.map(\.name.value))
        }
    }

    /// The kind's `"attributes"`: nil when it declares none, so values giving some can be told why.
    private static func decodeAttributeDeclarations(
        _ kind: ObjectReader, diagnostics: inout DiagnosticCollector
    ) -> AttributeDeclarations? {
        let names = kind.object("attributeNames", diagnostics: &diagnostics)
        guard let declarations = kind.object("attributes", diagnostics: &diagnostics) else {
            if let names, let first = names.entries.first {
                diagnostics.error(
                    "attributeNames names \(first.key.quotedForMessage), but \(kind.subject) declares no attributes; declare them in \"attributes\", or leave out \"attributeNames\"",
                    at: first.keyLocation)
            }
            return nil
        }
        let logicalNames = decodeAttributeNames(
            names, of: kind.subject, declared: declarations.entries.map(\.key), diagnostics: &diagnostics)
        let types = KbnAttributeType.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let definitions = declarations.entries.compactMap { member -> AttributeDefinition? in
            let name = Located(member.key, at: member.keyLocation)
            let subject = "the type of attribute \(member.key.quotedForMessage)"
            guard let written = ObjectReader.string(member.value, named: subject, diagnostics: &diagnostics) else {
                return nil
            }
            let isOptional = written.value.hasSuffix("?")
            guard let type = KbnAttributeType(rawValue: isOptional ? String(written.value.dropLast()) : written.value)
            else {
                diagnostics.error(
                    "\(subject) must be one of \(types), or one of them followed by '?' for values that may have none (\"Int?\"), not \(written.value.quotedForMessage)",
                    at: written.location
                )
                return nil
            }
            return AttributeDefinition(
                name: name, type: type, isOptional: isOptional, logicalName: logicalNames[member.key])
        }
        return AttributeDeclarations(definitions: definitions, names: declarations.entries.map(\.key))
    }

    /// The kind's `"attributeNames"`, names for people by attribute: each a non-empty string, and
    /// each key one of the `declared` attributes.
    private static func decodeAttributeNames(
        _ names: ObjectReader?, of kindSubject: String, declared: [String], diagnostics: inout DiagnosticCollector
    ) -> [String: Located<String>] {
        guard let names else { return [:] }
        let declaredNames = Set(declared)
        let suggestions = NameSuggestions(declared)
        var logicalNames: [String: Located<String>] = [:]
        for member in names.entries {
            guard declaredNames.contains(member.key) else {
                diagnostics.error(
                    "attributeNames names \(member.key.quotedForMessage), which is not an attribute of \(kindSubject) (it has \(declared.listedForMessage()))"
                        + (suggestions.closest(to: member.key).map { "; did you mean \($0.quotedForMessage)?" } ?? ""),
                    at: member.keyLocation)
                continue
            }
            let subject = "the name of attribute \(member.key.quotedForMessage)"
            guard let name = ObjectReader.string(member.value, named: subject, diagnostics: &diagnostics) else {
                continue
            }
            guard !name.value.isEmpty else {
                diagnostics.error("\(subject) is empty; give the name people read, such as 地方", at: name.location)
                continue
            }
            logicalNames[member.key] = name
        }
        return logicalNames
    }

    private static func decodeGroups(_ kind: ObjectReader, diagnostics: inout DiagnosticCollector) -> [GroupDefinition]
    {
        guard let groups = kind.object("groups", diagnostics: &diagnostics) else { return [] }
        return groups.entries.compactMap { member -> GroupDefinition? in
            let subject = "group \(member.key.quotedForMessage) in \(kind.subject)"
            guard case .array(let elements) = member.value.content else {
                diagnostics.error(
                    "\(subject) must be an array of case names, not \(member.value.content.typeDescription)",
                    at: member.value.location
                )
                return nil
            }
            let members = elements.compactMap {
                ObjectReader.string($0, named: "a member of \(subject)", diagnostics: &diagnostics)
            }
            return GroupDefinition(name: Located(member.key, at: member.keyLocation), members: members)
        }
    }

    private static func decodeValue(
        _ json: JSONValue, number: Int, kindSubject: String, attributes: AttributeDeclarations?,
        diagnostics: inout DiagnosticCollector
    ) -> ValueDefinition? {
        // Its name found at the first message, once: a value's object may hold a million keys before it.
        var name: String?
        let subject = {
            let found = name ?? subjectName(of: json, key: "case") ?? "#\(number)"
            name = found
            return "value \(found) of \(kindSubject)"
        }
        guard let value = ObjectReader(json, subject: subject(), allowedKeys: valueKeys, diagnostics: &diagnostics)
        else {
            return nil
        }
        let caseName = value.string("case", required: true, diagnostics: &diagnostics)
        let parent = value.string("parent", required: false, diagnostics: &diagnostics)
        let postfix = value.string("postfix", required: true, diagnostics: &diagnostics)
        let logicalName = value.string("logicalName", required: true, diagnostics: &diagnostics)
        if let logicalName, logicalName.value.isEmpty {
            reportEmptyLogicalName(at: logicalName.location, of: subject(), example: "男性", diagnostics: &diagnostics)
        }
        let description = value.string("description", required: false, diagnostics: &diagnostics)
        let shortName = value.string("shortName", required: false, diagnostics: &diagnostics)
        let deprecated = value.string("deprecated", required: false, diagnostics: &diagnostics)
        let formerCodes = (value.array("formerCodes", required: false, diagnostics: &diagnostics) ?? []).compactMap {
            ObjectReader.string($0, named: "a former code of \(value.subject)", diagnostics: &diagnostics)
        }
        let alternateCodes = (value.array("alternateCodes", required: false, diagnostics: &diagnostics) ?? [])
            .compactMap {
                ObjectReader.string($0, named: "an alternate code of \(value.subject)", diagnostics: &diagnostics)
            }
        let localizedNames = decodeLocalizedNames(value, diagnostics: &diagnostics)
        let attributeValues = decodeAttributeValues(
            value, declared: attributes, kindSubject: kindSubject, diagnostics: &diagnostics)
        guard let caseName, let postfix, let logicalName else { return nil }
        return ValueDefinition(
            caseName: caseName, postfix: postfix, logicalName: logicalName.value, description: description?.value,
            shortName: shortName, deprecated: deprecated, formerCodes: formerCodes, alternateCodes: alternateCodes,
            localizedNames: localizedNames, attributes: attributeValues, parent: parent
        )
    }

    /// A kind's or a value's `logicalName` is what people read for it (in lists, pickers, search
    /// results, String Catalogs' source strings), so an empty one is a mistake, as an importer makes
    /// of a record without the name, and never a way to have none. Reported here, where the name
    /// still has its place; the value is kept, so that its other checks run.
    private static func reportEmptyLogicalName(
        at location: SourceLocation, of subject: String, example: String, diagnostics: inout DiagnosticCollector
    ) {
        diagnostics.error(
            "\(subject) has an empty \"logicalName\"; give it the name people read, such as \"\(example)\"",
            at: location)
    }

    private static func decodeLocalizedNames(_ value: ObjectReader, diagnostics: inout DiagnosticCollector)
        -> [LocalizedName]
    {
        guard let names = value.object("localizedNames", diagnostics: &diagnostics) else { return [] }
        return names.entries.compactMap { member -> LocalizedName? in
            let subject = "the \(member.key.quotedForMessage) name of \(value.subject)"
            guard let name = ObjectReader.string(member.value, named: subject, diagnostics: &diagnostics) else {
                return nil
            }
            return LocalizedName(language: Located(member.key, at: member.keyLocation), name: name)
        }
        .sorted { $0.language.value < $1.language.value }
    }

    /// A value's `"attributes"`, checked against what its kind declares: every declared attribute,
    /// no other, each of its declared type.
    private static func decodeAttributeValues(
        _ value: ObjectReader, declared declarations: AttributeDeclarations?, kindSubject: String,
        diagnostics: inout DiagnosticCollector
    ) -> [String: Located<KbnAttributeValue>] {
        let given = value.object("attributes", diagnostics: &diagnostics)
        guard let declarations else {
            if given != nil {
                diagnostics.error(
                    "\(value.subject) gives attributes, but \(kindSubject) declares none; declare them in the kind, such as \"attributes\": {\"region\": \"String\"}",
                    at: value.location(of: "attributes")
                )
            }
            return [:]
        }
        guard let given else {
            if !declarations.required.isEmpty {
                diagnostics.error(
                    "\(value.subject) is missing \"attributes\" (\(declarations.required.lazy.map(\.name.value.quotedForMessage).listedForMessage()))",
                    at: value.location)
            }
            return [:]
        }
        var values: [String: Located<KbnAttributeValue>] = [:]
        for member in given.entries {
            guard let attribute = declarations.byName[member.key] else {
                if !declarations.names.contains(member.key) {
                    diagnostics.error(
                        ObjectReader.unknownKeyMessage(
                            member.key, in: "the attributes of \(value.subject)",
                            allowedKeys: declarations.definitions.map(\.name.value),
                            suggestions: declarations.suggestions),
                        at: member.keyLocation
                    )
                }
                continue
            }
            if let decoded = decodeAttributeValue(member.value, of: attribute, diagnostics: &diagnostics) {
                values[member.key] = Located(decoded, at: member.value.location)
            }
        }
        reportMissingAttributes(of: value, given: given, declarations: declarations, diagnostics: &diagnostics)
        return values
    }

    /// Reports the required attributes that `given`, a value's `"attributes"`, lacks, in one error.
    ///
    /// - Complexity: O(*g* + *m*) for *g* attributes given and *m* missing, up to the few a message
    ///   names, however many the kind declares: they are counted, not searched for.
    private static func reportMissingAttributes(
        of value: ObjectReader, given: ObjectReader, declarations: AttributeDeclarations,
        diagnostics: inout DiagnosticCollector
    ) {
        var givenRequired = 0
        for member in given.entries where declarations.byName[member.key]?.isOptional == false {
            givenRequired += 1
        }
        let missingCount = declarations.required.count - givenRequired
        guard missingCount > 0 else { return }
        var missing: [AttributeDefinition] = []
        for attribute in declarations.required where !given.has(attribute.name.value) {
            missing.append(attribute)
            if missing.count == maximumListedInMessage { break }
        }
        if missingCount == 1, let attribute = missing.first {
            diagnostics.error(
                "\(value.subject) is missing attribute \(attribute.name.value.quotedForMessage) (\(attribute.type.rawValue)); "
                    + "give it, or declare the attribute \"\(attribute.type.rawValue)?\" if some values have none",
                at: given.location
            )
            return
        }
        let names = missing.map { "\($0.name.value.quotedForMessage) (\($0.type.rawValue))" }
        diagnostics.error(
            "\(value.subject) is missing attributes \(names.listedForMessage(of: missingCount)); "
                + "give them, or declare those that some values have none of optional, such as \"String?\"",
            at: given.location
        )
    }

    /// An attribute's value; nil, reported, when it does not fit the declared type, and nil,
    /// silently, for `null` in an optional attribute, which means the value has none.
    private static func decodeAttributeValue(
        _ json: JSONValue, of attribute: AttributeDefinition, diagnostics: inout DiagnosticCollector
    ) -> KbnAttributeValue? {
        let name = attribute.name.value.quotedForMessage
        if json.content == .null && attribute.isOptional { return nil }
        switch attribute.type.value(of: json.content) {
        case .success(.string(let text)) where text.isEmpty && attribute.isOptional:
            diagnostics.error(
                "attribute \(name) is optional, so an empty string would read as no value; write null for a value that has none",
                at: json.location
            )
            return nil
        case .success(let value):
            return value
        case .failure(.outOfRange):
            // Only a number is out of range, and JSONReader keeps its literal as the file wrote it.
            let literal = if case .number(let literal) = json.content { literal } else { "" }
            diagnostics.error(
                "attribute \(name) is \(attribute.type.withArticle), but \(literal) is \(attribute.type.numbers?.notOne ?? "not one")",
                at: json.location
            )
            return nil
        case .failure:
            diagnostics.error(
                "attribute \(name) is declared \(attribute.typeName), but this is \(json.content.typeDescription)"
                    + (attribute.isOptional || json.content != .null
                        ? "" : "; declare it \"\(attribute.type.rawValue)?\" if some values have none"),
                at: json.location
            )
            return nil
        }
    }

    /// The name an object gives itself, quoted for messages, if it has one as a string.
    private static func subjectName(of json: JSONValue, key: String) -> String? {
        guard case .object(let members) = json.content,
            let member = members.first(where: { $0.key == key }),
            case .string(let name) = member.value.content
        else { return nil }
        return name.quotedForMessage
    }
}

/// What the decoder made of a file, problems and all.
struct DecodedDefinitions {
    /// What could be decoded; nil when the file is not a JSON object.
    var definitions: Definitions?
    /// The parts that problems took from kinds, by where the kinds' names are: a check that needs
    /// every one of a part, such as whether a group's members are cases, skips a kind that lost
    /// it, and the kind's other checks still run, so that one problem hides no other.
    var lostParts: [SourceLocation: DecodedParts]
}

/// Parts of a kind that decoding can lose to a problem.
struct DecodedParts: OptionSet {
    let rawValue: Int
    /// A value (its `values` array, or one of its elements).
    static let values = DecodedParts(rawValue: 1)
    /// A declared attribute (its `attributes` object, or one whose type is wrong).
    static let attributes = DecodedParts(rawValue: 2)
}
