// Stage 2 of the pipeline: turns the JSON syntax tree into Definitions, reporting every key and
// type that does not fit the format. Names and codes are checked later, by the validator.

/// Decodes the definitions format from a JSON syntax tree.
public enum DefinitionsDecoder {
    static let rootKeys = ["$schema", "namespace", "access", "kinds"]
    static let kindKeys = ["name", "prefix", "logicalName", "description", "values"]
    static let valueKeys = ["case", "postfix", "logicalName", "description"]

    /// The namespace used when the file names none.
    public static let defaultNamespace = "Kbn"

    /// Decodes `json`, reporting every structural problem in the file before throwing.
    public static func decode(_ json: JSONValue) throws(DiagnosticsError) -> Definitions {
        var diagnostics = DiagnosticCollector()
        let definitions = decodeRoot(json, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        // Without errors, decodeRoot has produced a value.
        return definitions!
    }

    private static func decodeRoot(_ json: JSONValue, diagnostics: inout DiagnosticCollector) -> Definitions? {
        guard let root = ObjectReader(json, subject: "the definitions file", allowedKeys: rootKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let namespace = root.string("namespace", required: false, diagnostics: &diagnostics)
            ?? Located(defaultNamespace, at: root.location)
        var access = AccessLevel.public
        if let written = root.string("access", required: false, diagnostics: &diagnostics) {
            if let level = AccessLevel(rawValue: written.value) {
                access = level
            } else {
                let levels = AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.error("\"access\" must be one of \(levels), not \(written.value.quotedForMessage)", at: written.location)
            }
        }
        let kinds = root.array("kinds", required: true, diagnostics: &diagnostics) ?? []
        let decodedKinds = kinds.enumerated().compactMap { index, kind in
            decodeKind(kind, number: index + 1, diagnostics: &diagnostics)
        }
        return Definitions(namespace: namespace, access: access, kinds: decodedKinds)
    }

    private static func decodeKind(_ json: JSONValue, number: Int, diagnostics: inout DiagnosticCollector) -> KindDefinition? {
        let subject = "kind \(subjectName(of: json, key: "name") ?? "#\(number)")"
        guard let kind = ObjectReader(json, subject: subject, allowedKeys: kindKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let name = kind.string("name", required: true, diagnostics: &diagnostics)
        let prefix = kind.string("prefix", required: true, diagnostics: &diagnostics)
        let logicalName = kind.string("logicalName", required: true, diagnostics: &diagnostics)
        let description = kind.string("description", required: false, diagnostics: &diagnostics)
        let values = (kind.array("values", required: true, diagnostics: &diagnostics) ?? [])
            .enumerated().compactMap { index, value in
                decodeValue(value, number: index + 1, kindSubject: subject, diagnostics: &diagnostics)
            }
        guard let name, let prefix, let logicalName else { return nil }
        return KindDefinition(
            name: name, prefix: prefix, logicalName: logicalName.value,
            description: description?.value, values: values
        )
    }

    private static func decodeValue(
        _ json: JSONValue, number: Int, kindSubject: String, diagnostics: inout DiagnosticCollector
    ) -> ValueDefinition? {
        let subject = "value \(subjectName(of: json, key: "case") ?? "#\(number)") of \(kindSubject)"
        guard let value = ObjectReader(json, subject: subject, allowedKeys: valueKeys, diagnostics: &diagnostics) else {
            return nil
        }
        let caseName = value.string("case", required: true, diagnostics: &diagnostics)
        let postfix = value.string("postfix", required: true, diagnostics: &diagnostics)
        let logicalName = value.string("logicalName", required: true, diagnostics: &diagnostics)
        let description = value.string("description", required: false, diagnostics: &diagnostics)
        guard let caseName, let postfix, let logicalName else { return nil }
        return ValueDefinition(
            caseName: caseName, postfix: postfix, logicalName: logicalName.value, description: description?.value
        )
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
