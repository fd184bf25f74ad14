// Stage 3 of the pipeline, validate, across files: the files that name one namespace make one namespace, so
// kind names, prefixes and the full codes of prefixed kinds, current, former and alternate, must be
// unique across all of them, and they must agree on the namespace's access level. A single file is
// a namespace of one file. A kind without a prefix is a code space of its own: its codes are unique
// within it, and other kinds may use them.

/// Checks the kinds of every file that shares a namespace.
enum NamespaceValidator {
    /// A kind and the file it is defined in.
    private struct PlacedKind {
        /// The file's position, which tells two files apart even when they have one name.
        var file: Int
        var fileName: String
        var kind: KindDefinition

        func position(_ location: SourceLocation) -> FilePosition {
            FilePosition(file: fileName, location: location)
        }
    }

    /// Reports every clash between kinds of one namespace into `diagnostics`.
    ///
    /// - Parameters:
    ///   - files: Each file's definitions, by position; nil for a file that did not decode.
    ///   - names: Each file's name, by the same position.
    static func check(_ files: [Definitions?], named names: [String], diagnostics: inout DiagnosticCollector) {
        let decoded = files.enumerated().compactMap { index, definitions in
            definitions.map { (index: index, name: names[index], definitions: $0) }
        }
        for members in decoded.groupedByNamespace(\.definitions.namespace.value) {
            checkAccess(members, diagnostics: &diagnostics)
            let kinds = members.flatMap { file in
                file.definitions.kinds.map { PlacedKind(file: file.index, fileName: file.name, kind: $0) }
            }
            checkKindNames(kinds, diagnostics: &diagnostics)
            checkPrefixes(kinds, diagnostics: &diagnostics)
            checkParents(kinds, isUpdate: members.contains { $0.definitions.madeFor != nil }, diagnostics: &diagnostics)
            let prefixed = kinds.filter(\.kind.isPrefixed)
            checkSecondaryCodes(
                prefixed, currentCodes: checkCodes(prefixed, diagnostics: &diagnostics), diagnostics: &diagnostics)
            for unprefixed in kinds where !unprefixed.kind.isPrefixed {
                let ownCodes = checkCodes([unprefixed], diagnostics: &diagnostics)
                checkSecondaryCodes([unprefixed], currentCodes: ownCodes, diagnostics: &diagnostics)
            }
        }
        checkTopLevelKindNames(decoded, diagnostics: &diagnostics)
    }

    /// A kind at the top level is a type of the module, whichever namespace lists it: it clashes
    /// with a top-level kind of the same name in another namespace (two in one namespace are
    /// ``checkKindNames(_:diagnostics:)``'s) and with a namespace of its name.
    private static func checkTopLevelKindNames(
        _ files: [(index: Int, name: String, definitions: Definitions)], diagnostics: inout DiagnosticCollector
    ) {
        var namespaces: [String: FilePosition] = [:]
        for file in files {
            let namespace = file.definitions.namespace
            _ = namespaces.firstOccurrence(
                of: namespace.value, otherwise: FilePosition(file: file.name, location: namespace.location))
        }
        var firstByName: [String: (placed: PlacedKind, namespace: String)] = [:]
        for file in files where file.definitions.declaresKindsAtTopLevel {
            let namespace = file.definitions.namespace.value
            for kind in file.definitions.kinds {
                let placed = PlacedKind(file: file.index, fileName: file.name, kind: kind)
                let name = kind.name
                if let namespacePosition = namespaces[name.value] {
                    diagnostics.duplicate(
                        "kind \(name.value.quotedForMessage) is declared at the module's top level, where the namespace \(name.value.quotedForMessage) is declared too; rename the kind or the namespace",
                        at: placed.position(name.location), first: namespacePosition,
                        firstNote: "namespace \(name.value.quotedForMessage) is named here")
                }
                guard let first = firstByName.firstOccurrence(of: name.value, otherwise: (placed, namespace)),
                    first.namespace != namespace
                else { continue }
                let message =
                    "kind \(name.value.quotedForMessage) is declared at the module's top level twice, for namespaces \(first.namespace.quotedForMessage) and \(namespace.quotedForMessage); top-level kind names must be unique in the module"
                diagnostics.duplicate(
                    message, at: placed.position(name.location),
                    first: first.placed.position(first.placed.kind.name.location),
                    firstNote: "kind \(name.value.quotedForMessage) is first declared here",
                    mirrored: (message, "kind \(name.value.quotedForMessage) is declared again here"))
            }
        }
    }

    /// The namespace is declared once, with one access level.
    private static func checkAccess(
        _ files: [(index: Int, name: String, definitions: Definitions)], diagnostics: inout DiagnosticCollector
    ) {
        guard let first = files.first else { return }
        for other in files.dropFirst() where other.definitions.access != first.definitions.access {
            let namespace = other.definitions.namespace
            diagnostics.duplicate(
                "namespace \(namespace.value.quotedForMessage) is \(other.definitions.access.rawValue) here but \(first.definitions.access.rawValue) in another file; give every file of a namespace the same \"access\"",
                at: FilePosition(file: other.name, location: namespace.location),
                first: FilePosition(file: first.name, location: first.definitions.namespace.location),
                firstNote: "namespace \(namespace.value.quotedForMessage) is \(first.definitions.access.rawValue) here",
                mirrored: (
                    "namespace \(namespace.value.quotedForMessage) is \(first.definitions.access.rawValue) here but \(other.definitions.access.rawValue) in another file; give every file of a namespace the same \"access\"",
                    "namespace \(namespace.value.quotedForMessage) is \(other.definitions.access.rawValue) here"
                )
            )
        }
    }

    private static func checkKindNames(_ kinds: [PlacedKind], diagnostics: inout DiagnosticCollector) {
        var firstByName: [String: PlacedKind] = [:]
        for placed in kinds {
            let name = placed.kind.name
            guard let first = firstByName.firstOccurrence(of: name.value, otherwise: placed) else { continue }
            diagnostics.duplicate(
                "kind \(name.value.quotedForMessage) is defined twice; kind names must be unique in a namespace",
                at: placed.position(name.location), first: first.position(first.kind.name.location),
                firstNote: "kind \(name.value.quotedForMessage) is first defined here",
                mirrored: (
                    "kind \(name.value.quotedForMessage) is defined twice; kind names must be unique in a namespace",
                    "kind \(name.value.quotedForMessage) is defined again here"
                )
            )
        }
    }

    private static func checkPrefixes(_ kinds: [PlacedKind], diagnostics: inout DiagnosticCollector) {
        var firstByPrefix: [String: PlacedKind] = [:]
        for placed in kinds where !placed.kind.prefix.value.isEmpty {
            let kind = placed.kind
            guard let first = firstByPrefix.firstOccurrence(of: kind.prefix.value, otherwise: placed) else { continue }
            diagnostics.duplicate(
                "kinds \(first.kind.name.value.quotedForMessage) and \(kind.name.value.quotedForMessage) have the same prefix \(kind.prefix.value.quotedForMessage); a code's prefix must tell which kind it belongs to",
                at: placed.position(kind.prefix.location), first: first.position(first.kind.prefix.location),
                firstNote: "kind \(first.kind.name.value.quotedForMessage) has this prefix",
                mirrored: (
                    "kinds \(kind.name.value.quotedForMessage) and \(first.kind.name.value.quotedForMessage) have the same prefix \(kind.prefix.value.quotedForMessage); a code's prefix must tell which kind it belongs to",
                    "kind \(kind.name.value.quotedForMessage) has this prefix"
                )
            )
        }
    }

    /// A kind's parent kind is another kind of the namespace, not the kind itself or one of its
    /// children, and each of its values' parents is a code of that kind.
    ///
    /// - Parameter isUpdate: Whether the kinds are an update's, which may leave out a parent kind
    ///   that the app compiled; the update check finds such a kind's parents in the app.
    /// - Complexity: O(*n*) in the values of the kinds with a parent and of their parent kinds.
    private static func checkParents(_ kinds: [PlacedKind], isUpdate: Bool, diagnostics: inout DiagnosticCollector) {
        var kindByName: [String: PlacedKind] = [:]
        for placed in kinds where kindByName[placed.kind.name.value] == nil {
            kindByName[placed.kind.name.value] = placed
        }
        let suggestions = NameSuggestions(kindByName.keys.sorted())
        for placed in kinds {
            guard let parentName = placed.kind.parent else { continue }
            let name = placed.kind.name.value.quotedForMessage
            guard let parent = kindByName[parentName.value] else {
                if isUpdate { continue }
                let meant = suggestions.closest(to: parentName.value).map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.error(
                    "the parent kind \(parentName.value.quotedForMessage) of kind \(name) is no kind of this namespace\(meant)",
                    at: placed.position(parentName.location))
                continue
            }
            // The chain of parents, which must end at a kind without one.
            var chain = [placed.kind.name.value]
            var ancestor: PlacedKind? = parent
            while let current = ancestor, !chain.contains(current.kind.name.value) {
                chain.append(current.kind.name.value)
                ancestor = current.kind.parent.flatMap { kindByName[$0.value] }
            }
            if let current = ancestor {
                let loop = (chain.drop { $0 != current.kind.name.value } + [current.kind.name.value])
                    .joined(separator: " → ")
                diagnostics.error(
                    "kind \(name) is its own ancestor (\(loop)); a kind's parents end at a kind without a parent",
                    at: placed.position(parentName.location))
                continue
            }
            let parentCodes = Set(parent.kind.values.map(parent.kind.code(of:)))
            for value in placed.kind.values {
                guard let code = value.parent, !code.value.isEmpty, !parentCodes.contains(code.value) else { continue }
                diagnostics.error(
                    "the parent \(code.value.quotedForMessage) of value \(value.caseName.value.quotedForMessage) of kind \(name) is no code of kind \(parentName.value.quotedForMessage); give the code of one of its values",
                    at: placed.position(code.location))
            }
        }
    }

    /// A value, by its kind's position among the kinds checked and its own among the kind's values:
    /// a code space may hold a million values, and a copy of its kind and value for each code
    /// would take a kilobyte each.
    private struct PlacedValue {
        var kind: Int
        var value: Int

        func kind(in kinds: [PlacedKind]) -> PlacedKind { kinds[kind] }
        func value(in kinds: [PlacedKind]) -> ValueDefinition { kinds[kind].kind.values[value] }
    }

    /// Two kinds with different prefixes can still produce one code ("00" + "101" and "001" + "01"),
    /// which would make `value(forCode:)` ambiguous.
    ///
    /// - Parameter kinds: Kinds that share one code space: the prefixed kinds of a namespace, or
    ///   one kind without a prefix.
    /// - Returns: Each full code and the first value that has it.
    private static func checkCodes(_ kinds: [PlacedKind], diagnostics: inout DiagnosticCollector) -> [String:
        PlacedValue]
    {
        var firstByCode: [String: PlacedValue] = [:]
        // Sized once, and values by index rather than `enumerated()`: unoptimized (the kbn-gen that
        // debug builds run), growing the dictionary and the generic iterator cost two fifths of this check.
        firstByCode.reserveCapacity(kinds.reduce(0) { $0 + $1.kind.values.count })
        for (kindIndex, placed) in kinds.enumerated() {
            let kind = placed.kind
            for valueIndex in kind.values.indices where !kind.values[valueIndex].postfix.value.isEmpty {
                let value = kind.values[valueIndex]
                let code = kind.code(of: value)
                guard
                    let first = firstByCode.firstOccurrence(
                        of: code, otherwise: PlacedValue(kind: kindIndex, value: valueIndex))
                else { continue }
                let (firstKind, firstValue) = (first.kind(in: kinds), first.value(in: kinds))
                // Within one kind this is a repeated postfix, which DefinitionsValidator reports.
                guard firstKind.file != placed.file || firstKind.kind.name != kind.name else { continue }
                diagnostics.duplicate(
                    "code \(code.quotedForMessage) of \(describe(value, in: kind)) is also the code of \(describe(firstValue, in: firstKind.kind)); every code in a namespace must be unique",
                    at: placed.position(value.postfix.location), first: firstKind.position(firstValue.postfix.location),
                    firstNote: "\(describe(firstValue, in: firstKind.kind)) has the code \(code.quotedForMessage)",
                    mirrored: (
                        "code \(code.quotedForMessage) of \(describe(firstValue, in: firstKind.kind)) is also the code of \(describe(value, in: kind)); every code in a namespace must be unique",
                        "\(describe(value, in: kind)) has the code \(code.quotedForMessage)"
                    )
                )
            }
        }
        return firstByCode
    }

    /// A former or alternate code reads as the value that lists it wherever its code space is
    /// searched, so it can be no value's current code and no other value's former or alternate code.
    /// DefinitionsValidator reports what is wrong within one value: an empty code, one listed
    /// twice, the value's own code.
    ///
    /// - Parameter kinds: Kinds that share one code space, as for ``checkCodes(_:diagnostics:)``.
    private static func checkSecondaryCodes(
        _ kinds: [PlacedKind], currentCodes: [String: PlacedValue], diagnostics: inout DiagnosticCollector
    ) {
        var firstByCode: [String: (name: String, role: SecondaryCodeRole, position: FilePosition)] = [:]
        for placed in kinds {
            let kind = placed.kind
            for value in kind.values where !value.formerCodes.isEmpty || !value.alternateCodes.isEmpty {
                let ownCode = kind.code(of: value)
                let name = "\(kind.name.value).\(value.caseName.value)"
                var listed: Set<String> = []
                for (role, other) in value.secondaryCodes {
                    guard !other.value.isEmpty, other.value != ownCode, listed.insert(other.value).inserted else {
                        continue
                    }
                    let code = other.value.quotedForMessage
                    let position = placed.position(other.location)
                    if let owner = currentCodes[other.value] {
                        let (ownerKind, ownerValue) = (owner.kind(in: kinds), owner.value(in: kinds))
                        let ownerName = describe(ownerValue, in: ownerKind.kind)
                        diagnostics.duplicate(
                            "\(role.noun) \(code) of \(name) is the current code of \(ownerName); a code can read as one value only",
                            at: position, first: ownerKind.position(ownerValue.postfix.location),
                            firstNote: "\(ownerName) has the code \(code)",
                            mirrored: (
                                "code \(code) of \(ownerName) is also \(role.withArticle) of \(name); a code can read as one value only",
                                "\(name) lists \(code) as \(role.withArticle) here"
                            )
                        )
                    } else if let first = firstByCode.firstOccurrence(
                        of: other.value, otherwise: (name, role, position))
                    {
                        diagnostics.duplicate(
                            "\(role.noun) \(code) of \(name) is also \(first.role.withArticle) of \(first.name); a code can read as one value only",
                            at: position, first: first.position,
                            firstNote: "\(first.name) lists \(code) as \(first.role.withArticle) here",
                            mirrored: (
                                "\(first.role.noun) \(code) of \(first.name) is also \(role.withArticle) of \(name); a code can read as one value only",
                                "\(name) lists \(code) as \(role.withArticle) here"
                            )
                        )
                    }
                }
            }
        }
    }

    private static func describe(_ value: ValueDefinition, in kind: KindDefinition) -> String {
        let parts =
            kind.isPrefixed
            ? "\(kind.prefix.value.quotedForMessage) + \(value.postfix.value.quotedForMessage)"
            : value.postfix.value.quotedForMessage
        return "\(kind.name.value).\(value.caseName.value) (\(parts))"
    }
}
