// Stage 3 of the pipeline: checks what the format's structure cannot express — that names are
// Swift names that collide with nothing, and that every code identifies one value only.

/// Checks decoded definitions before anything is rendered.
public enum DefinitionsValidator {
    /// Reports every problem in `definitions`, in file order, and throws if there are any.
    public static func validate(_ definitions: Definitions) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        checkNamespace(definitions.namespace, diagnostics: &diagnostics)
        checkKindNames(definitions.kinds, diagnostics: &diagnostics)
        checkPrefixes(definitions.kinds, diagnostics: &diagnostics)
        for kind in definitions.kinds {
            checkValues(of: kind, diagnostics: &diagnostics)
        }
        checkCodes(definitions.kinds, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
    }

    private static func checkNamespace(_ namespace: Located<String>, diagnostics: inout DiagnosticCollector) {
        if let problem = SwiftNames.problemWithTypeName(namespace.value) {
            diagnostics.error(
                "namespace \(namespace.value.quotedForMessage) is not a usable Swift type name: \(problem)",
                at: namespace.location
            )
        }
    }

    private static func checkKindNames(_ kinds: [KindDefinition], diagnostics: inout DiagnosticCollector) {
        var firstByName: [String: SourceLocation] = [:]
        for kind in kinds {
            let name = kind.name
            if let problem = SwiftNames.problemWithTypeName(name.value) {
                diagnostics.error(
                    "kind name \(name.value.quotedForMessage) is not a usable Swift type name: \(problem); use a name such as 'Gender'",
                    at: name.location
                )
            } else if SwiftNames.namespaceMembers.contains(name.value) {
                diagnostics.error(
                    "kind name \(name.value.quotedForMessage) collides with the namespace's member '\(name.value)'; choose another name",
                    at: name.location
                )
            }
            if let first = firstByName[name.value] {
                diagnostics.duplicate(
                    "kind \(name.value.quotedForMessage) is defined twice; kind names must be unique",
                    at: name.location, first: first, firstNote: "kind \(name.value.quotedForMessage) is first defined here"
                )
            } else {
                firstByName[name.value] = name.location
            }
        }
    }

    private static func checkPrefixes(_ kinds: [KindDefinition], diagnostics: inout DiagnosticCollector) {
        var firstByPrefix: [String: KindDefinition] = [:]
        for kind in kinds {
            let prefix = kind.prefix
            if prefix.value.isEmpty {
                diagnostics.error(
                    "kind \(kind.name.value.quotedForMessage) has an empty prefix; give it the code its values start with, such as \"001\"",
                    at: prefix.location
                )
            } else if let first = firstByPrefix[prefix.value] {
                diagnostics.duplicate(
                    "kinds \(first.name.value.quotedForMessage) and \(kind.name.value.quotedForMessage) have the same prefix \(prefix.value.quotedForMessage); a code's prefix must tell which kind it belongs to",
                    at: prefix.location, first: first.prefix.location,
                    firstNote: "kind \(first.name.value.quotedForMessage) has this prefix"
                )
            } else {
                firstByPrefix[prefix.value] = kind
            }
        }
    }

    private static func checkValues(of kind: KindDefinition, diagnostics: inout DiagnosticCollector) {
        let kindName = kind.name.value.quotedForMessage
        if kind.values.isEmpty {
            diagnostics.error("kind \(kindName) has no values; a kind needs at least one", at: kind.name.location)
        } else if SourceRenderer.separator(for: kind) == nil {
            diagnostics.error(
                "the postfixes and logical names of kind \(kindName) use every Unicode character, which leaves none to separate them in the generated table",
                at: kind.name.location
            )
        }
        var firstByCase: [String: SourceLocation] = [:]
        var firstByPostfix: [String: ValueDefinition] = [:]
        for value in kind.values {
            let caseName = value.caseName
            if let problem = SwiftNames.problemWithCaseName(caseName.value) {
                diagnostics.error(
                    "case name \(caseName.value.quotedForMessage) in kind \(kindName) cannot be used: \(problem); choose another name",
                    at: caseName.location
                )
            }
            if let first = firstByCase[caseName.value] {
                diagnostics.duplicate(
                    "case \(caseName.value.quotedForMessage) appears twice in kind \(kindName); case names must be unique within a kind",
                    at: caseName.location, first: first, firstNote: "case \(caseName.value.quotedForMessage) is first defined here"
                )
            } else {
                firstByCase[caseName.value] = caseName.location
            }

            let postfix = value.postfix
            if postfix.value.isEmpty {
                diagnostics.error(
                    "case \(caseName.value.quotedForMessage) of kind \(kindName) has an empty postfix; give it the code that follows the prefix, such as \"01\"",
                    at: postfix.location
                )
            } else if let first = firstByPostfix[postfix.value] {
                diagnostics.duplicate(
                    "cases \(first.caseName.value.quotedForMessage) and \(caseName.value.quotedForMessage) of kind \(kindName) have the same postfix \(postfix.value.quotedForMessage); each value needs its own code",
                    at: postfix.location, first: first.postfix.location,
                    firstNote: "case \(first.caseName.value.quotedForMessage) has this postfix"
                )
            } else {
                firstByPostfix[postfix.value] = value
            }
        }
    }

    /// Two kinds with different prefixes can still produce one code ("00" + "101" and "001" + "01"),
    /// which would make `value(forCode:)` ambiguous.
    private static func checkCodes(_ kinds: [KindDefinition], diagnostics: inout DiagnosticCollector) {
        var firstByCode: [String: (kind: KindDefinition, value: ValueDefinition)] = [:]
        for kind in kinds where !kind.prefix.value.isEmpty {
            for value in kind.values where !value.postfix.value.isEmpty {
                let code = kind.prefix.value + value.postfix.value
                guard let first = firstByCode[code] else {
                    firstByCode[code] = (kind, value)
                    continue
                }
                // Within one kind this is a repeated postfix, reported by checkValues.
                guard first.kind.name != kind.name else { continue }
                diagnostics.duplicate(
                    "code \(code.quotedForMessage) of \(describe(value, in: kind)) is also the code of \(describe(first.value, in: first.kind)); every code in the file must be unique",
                    at: value.postfix.location, first: first.value.postfix.location,
                    firstNote: "\(describe(first.value, in: first.kind)) has the code \(code.quotedForMessage)"
                )
            }
        }
    }

    private static func describe(_ value: ValueDefinition, in kind: KindDefinition) -> String {
        "\(kind.name.value).\(value.caseName.value) (\(kind.prefix.value.quotedForMessage) + \(value.postfix.value.quotedForMessage))"
    }
}
