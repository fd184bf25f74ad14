// Stage 3 of the pipeline, validate, for one file: checks what the format's structure cannot express — that
// names are Swift names that collide with nothing, and that values within a kind are distinct.
// What must be unique across the files of a namespace is NamespaceValidator's.

import KbnFormat

/// Checks decoded definitions before anything is rendered.
enum DefinitionsValidator {
    /// Reports every problem in what the decoder made of a file into `diagnostics`.
    ///
    /// Kinds in `decoded.lostParts` lost parts to problems already reported; a check that needs
    /// every one of a part (has values and group members are cases: the values; `sortBy` names
    /// an attribute: the attributes) skips a kind that lost it rather than report the loss a
    /// second time, and the kind's other checks run.
    ///
    /// - Parameter buildingTables: Whether to build each kind's table, which a build renders: an
    ///   update, which an app reads and never renders, has none, whose fields would be every value's
    ///   for every column.
    /// - Returns: The table of each kind whose table can be written, in the order of the kinds: when
    ///   nothing was reported, one for every kind, which the renderer writes as they are; none
    ///   without `buildingTables`.
    static func check(
        _ decoded: DecodedDefinitions, buildingTables: Bool = true, diagnostics: inout DiagnosticCollector
    ) -> [KindTable] {
        guard let definitions = decoded.definitions else { return [] }
        checkNamespace(definitions.namespace, diagnostics: &diagnostics)
        checkFrozen(definitions, diagnostics: &diagnostics)
        var tables: [KindTable] = []
        for kind in definitions.kinds {
            let lost = decoded.lostParts[kind.name.location] ?? []
            checkKindName(kind.name, diagnostics: &diagnostics)
            checkAccess(of: kind, in: definitions, diagnostics: &diagnostics)
            checkValues(of: kind, isComplete: !lost.contains(.values), diagnostics: &diagnostics)
            if buildingTables,
                let table = checkTable(of: kind, isComplete: !lost.contains(.values), diagnostics: &diagnostics)
            {
                tables.append(table)
            }
            checkAttributes(of: kind, isComplete: !lost.contains(.attributes), diagnostics: &diagnostics)
            checkGroups(of: kind, isComplete: !lost.contains(.values), diagnostics: &diagnostics)
        }
        return tables
    }

    private static func checkNamespace(_ namespace: Located<String>, diagnostics: inout DiagnosticCollector) {
        if let problem = SwiftNames.problemWithTypeName(namespace.value) {
            diagnostics.error(
                "namespace \(namespace.value.quotedForMessage) is not a usable Swift type name: \(problem)",
                at: namespace.location
            )
        }
    }

    /// `@frozen` means something for public and package types only, so on internal ones the key
    /// would be ignored.
    private static func checkFrozen(_ definitions: Definitions, diagnostics: inout DiagnosticCollector) {
        if let frozen = definitions.frozen, definitions.access == .internal {
            diagnostics.error(
                "\"frozen\" has no effect when \"access\" is \"internal\": only public and package enums can be frozen; remove the key",
                at: frozen.location
            )
        }
    }

    /// A kind declared inside its namespace cannot be seen more widely than the namespace:
    /// `"access": "public"` there would promise what Swift does not give. A kind at the top level
    /// can.
    private static func checkAccess(
        of kind: KindDefinition, in definitions: Definitions, diagnostics: inout DiagnosticCollector
    ) {
        guard !definitions.declaresKindsAtTopLevel, let access = kind.access, access.value > definitions.access
        else { return }
        diagnostics.error(
            "kind \(kind.name.value.quotedForMessage) is \(access.value.rawValue), but its namespace \(definitions.namespace.value.quotedForMessage) is \(definitions.access.rawValue), so other modules could not reach it; make the file's \"access\" \(access.value.rawValue) too, or the kind's narrower",
            at: access.location
        )
    }

    private static func checkKindName(_ name: Located<String>, diagnostics: inout DiagnosticCollector) {
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
    }

    /// The kind's table, or nil, reported, when it cannot be written.
    private static func checkTable(of kind: KindDefinition, isComplete: Bool, diagnostics: inout DiagnosticCollector)
        -> KindTable?
    {
        let table = KindTable(kind)
        if table == nil && !(kind.values.isEmpty && isComplete) {
            diagnostics.error(
                "the texts of kind \(kind.name.value.quotedForMessage) use every Unicode character, which leaves none to separate them in the generated table",
                at: kind.name.location
            )
        }
        return table
    }

    /// Checks the kind's values.
    private static func checkValues(of kind: KindDefinition, isComplete: Bool, diagnostics: inout DiagnosticCollector) {
        let kindName = kind.name.value.quotedForMessage
        if kind.values.isEmpty && isComplete {
            diagnostics.error("kind \(kindName) has no values; a kind needs at least one", at: kind.name.location)
        }
        var firstByCase: [String: SourceLocation] = [:]
        // Values by position: a copy of each value would double the memory of a large kind. By
        // code, which in a kind with a parent is the parent's code and the postfix, so that a
        // postfix repeated under one parent, and two pairs that join into one code, are both found.
        var firstByCode: [String: Int] = [:]
        firstByCase.reserveCapacity(kind.values.count)
        firstByCode.reserveCapacity(kind.values.count)
        checkParentKey(of: kind, diagnostics: &diagnostics)
        var languageSpellings: [String: Located<String>] = [:]
        let prefixMayHaveMarks = KbnCombiningMarks.mayHaveMarks(kind.prefix.value)
        // By index, not `enumerated()`: unoptimized (the kbn-gen that debug builds run), its generic
        // iterator costs a twentieth of checking a large kind.
        for index in kind.values.indices {
            let value = kind.values[index]
            let caseName = value.caseName
            if let problem = SwiftNames.problemWithCaseName(caseName.value) {
                diagnostics.error(
                    "case name \(caseName.value.quotedForMessage) in kind \(kindName) cannot be used: \(problem); choose another name",
                    at: caseName.location
                )
            }
            if let first = firstByCase.firstOccurrence(of: caseName.value, otherwise: caseName.location) {
                diagnostics.duplicate(
                    "case \(caseName.value.quotedForMessage) appears twice in kind \(kindName); case names must be unique within a kind",
                    at: caseName.location, first: first,
                    firstNote: "case \(caseName.value.quotedForMessage) is first defined here"
                )
            }

            let postfix = value.postfix
            if postfix.value.isEmpty {
                diagnostics.error(
                    "case \(caseName.value.quotedForMessage) of kind \(kindName) has an empty postfix; give it the code that follows the prefix, such as \"01\"",
                    at: postfix.location
                )
            } else if let first = firstByCode.firstOccurrence(of: kind.code(of: value), otherwise: index).map({
                kind.values[$0]
            }) {
                let same =
                    kind.parent == nil || first.parent?.value == value.parent?.value
                    ? "the same postfix \(postfix.value.quotedForMessage)"
                        + (kind.parent == nil ? "" : " under parent \((value.parent?.value ?? "").quotedForMessage)")
                    : "the same code \(kind.code(of: value).quotedForMessage), joined from their parents' codes and their postfixes"
                diagnostics.duplicate(
                    "cases \(first.caseName.value.quotedForMessage) and \(caseName.value.quotedForMessage) of kind \(kindName) have \(same); each value needs its own code",
                    at: postfix.location, first: first.postfix.location,
                    firstNote: "case \(first.caseName.value.quotedForMessage) has this postfix"
                )
            }
            checkParent(of: value, in: kind, diagnostics: &diagnostics)
            if prefixMayHaveMarks || KbnCombiningMarks.mayHaveMarks(postfix.value) {
                checkMarks(in: kind.code(of: value), at: postfix.location, diagnostics: &diagnostics)
            }
            checkTexts(of: value, in: kind, languageSpellings: &languageSpellings, diagnostics: &diagnostics)
            if !value.formerCodes.isEmpty || !value.alternateCodes.isEmpty {
                checkSecondaryCodes(of: value, in: kind, diagnostics: &diagnostics)
            }
        }
    }

    /// A kind with a parent has no prefix of its own: its codes start with its parents' codes.
    private static func checkParentKey(of kind: KindDefinition, diagnostics: inout DiagnosticCollector) {
        guard let parent = kind.parent, kind.isPrefixed else { return }
        diagnostics.error(
            "kind \(kind.name.value.quotedForMessage) has the parent kind \(parent.value.quotedForMessage), so its codes are its parents' codes followed by its postfixes; remove its \"prefix\"",
            at: kind.prefix.location)
    }

    /// A value gives its parent's code exactly when its kind has a parent kind; NamespaceValidator
    /// checks that the parent is a value of that kind.
    private static func checkParent(
        of value: ValueDefinition, in kind: KindDefinition, diagnostics: inout DiagnosticCollector
    ) {
        let subject = "value \(value.caseName.value.quotedForMessage) of kind \(kind.name.value.quotedForMessage)"
        switch (kind.parent, value.parent) {
        case let (parentKind?, nil):
            diagnostics.error(
                "\(subject) has no \"parent\"; every value of a kind with a parent kind gives the code of its \(parentKind.value) as \"parent\"",
                at: value.caseName.location)
        case let (nil, parent?):
            diagnostics.error(
                "\(subject) gives a \"parent\", but kind \(kind.name.value.quotedForMessage) has no parent kind; name it in the kind, such as \"parent\": \"Bank\", or remove the value's \"parent\"",
                at: parent.location)
        case let (_, parent?) where parent.value.isEmpty:
            diagnostics.error("\(subject) has an empty \"parent\"; give its parent's code", at: parent.location)
        default:
            break
        }
    }

    /// A code may have only a few combining marks in a row (``KbnCombiningMarks/longestRunInCodes``),
    /// so that an app can tell at once that a string with many is none of its codes.
    private static func checkMarks(in code: String, at location: SourceLocation, diagnostics: inout DiagnosticCollector)
    {
        guard KbnCombiningMarks.exceedsLimitOfCodes(code) else { return }
        diagnostics.error(
            "the code \(code.quotedForMessage) has more than \(KbnCombiningMarks.longestRunInCodes) combining marks in a row; a code may have at most \(KbnCombiningMarks.longestRunInCodes), so that apps tell any longer run from their codes without comparing it",
            at: location)
    }

    /// A value's former and alternate codes, each on its own: other codes than its own current
    /// one, so not empty, not that code, and listed once. NamespaceValidator checks them against
    /// the other values.
    private static func checkSecondaryCodes(
        of value: ValueDefinition, in kind: KindDefinition, diagnostics: inout DiagnosticCollector
    ) {
        let subject = "case \(value.caseName.value.quotedForMessage) of kind \(kind.name.value.quotedForMessage)"
        let ownCode = kind.code(of: value)
        var firstByRole: [SecondaryCodeRole: [String: SourceLocation]] = [:]
        // One empty code of a list is reported, the first: a list of thousands is one mistake.
        var hasEmpty: Set<SecondaryCodeRole> = []
        for (role, other) in value.secondaryCodes {
            let code = other.value.quotedForMessage
            if KbnCombiningMarks.mayHaveMarks(other.value) {
                checkMarks(in: other.value, at: other.location, diagnostics: &diagnostics)
            }
            if other.value.isEmpty {
                guard hasEmpty.insert(role).inserted else { continue }
                diagnostics.error(
                    "\(subject) has an empty \(role.noun); remove it or write the full code"
                        + (kind.isPrefixed ? ", prefix included" : ""),
                    at: other.location
                )
            } else if other.value == ownCode && !value.postfix.value.isEmpty {
                let parts =
                    kind.isPrefixed
                    ? " (\(kind.prefix.value.quotedForMessage) + \(value.postfix.value.quotedForMessage))" : ""
                diagnostics.duplicate(
                    "\(role.noun) \(code) of \(subject) is its current code\(parts); "
                        + (role == .former
                            ? "list only codes the value had before" : "list only other spellings of it"),
                    at: other.location, first: value.postfix.location,
                    firstNote: "\(subject) has the code \(code) here"
                )
            } else if let first = firstByRole[role, default: [:]].firstOccurrence(
                of: other.value, otherwise: other.location)
            {
                diagnostics.duplicate(
                    "\(role.noun) \(code) is listed twice in \(subject); remove one",
                    at: other.location, first: first, firstNote: "\(code) is first listed here"
                )
            } else if let first = firstByRole.first(where: { $0.key != role })?.value[other.value] {
                diagnostics.duplicate(
                    "\(code) is both a former and an alternate code of \(subject); keep it in one list",
                    at: other.location, first: first, firstNote: "\(code) is first listed here"
                )
            }
        }
    }

    /// Optional texts, when given, must say something: an empty one is a mistake, not a way to omit it.
    ///
    /// Language tags are case-insensitive (BCP 47), so a kind writes each one way only:
    /// `languageSpellings` holds, by lowercased tag, the spelling seen first.
    private static func checkTexts(
        of value: ValueDefinition, in kind: KindDefinition,
        languageSpellings: inout [String: Located<String>], diagnostics: inout DiagnosticCollector
    ) {
        // Built only for a message: most values have nothing to report.
        var subject: String {
            "case \(value.caseName.value.quotedForMessage) of kind \(kind.name.value.quotedForMessage)"
        }
        if let shortName = value.shortName, shortName.value.isEmpty {
            diagnostics.error(
                "\(subject) has an empty \"shortName\"; remove the key or give the short name", at: shortName.location)
        }
        if let deprecated = value.deprecated, deprecated.value.isEmpty {
            diagnostics.error(
                "\(subject) has an empty \"deprecated\" message; say what to use instead, such as \"use 'other'\"",
                at: deprecated.location
            )
        }
        // In file order, not the decoder's order by tag, so that the first one written gets the note.
        for localized in value.localizedNames.sorted(by: { $0.language.location < $1.language.location }) {
            if !KbnLanguageTag.isWellFormed(localized.language.value) {
                diagnostics.error(
                    "\(localized.language.value.quotedForMessage) in \(subject) is not a language code; use a BCP 47 tag such as \"en\" or \"zh-Hant\"",
                    at: localized.language.location
                )
            }
            let language = localized.language
            if let first = languageSpellings.firstOccurrence(of: language.value.lowercased(), otherwise: language),
                first.value != language.value
            {
                diagnostics.duplicate(
                    "\(language.value.quotedForMessage) in \(subject) names the same language as \(first.value.quotedForMessage); language codes ignore case, so write it one way",
                    at: language.location, first: first.location,
                    firstNote: "\(first.value.quotedForMessage) is first written here"
                )
            }
            if localized.name.value.isEmpty {
                diagnostics.error(
                    "\(subject) has an empty \(localized.language.value.quotedForMessage) name; remove it or give the name",
                    at: localized.name.location)
            }
        }
    }

    /// Attribute names become instance properties of the kind, and `sortBy` must name one.
    private static func checkAttributes(
        of kind: KindDefinition, isComplete: Bool, diagnostics: inout DiagnosticCollector
    ) {
        for attribute in kind.attributes {
            if let problem = SwiftNames.problemWithMemberName(attribute.name.value) {
                diagnostics.error(
                    "attribute name \(attribute.name.value.quotedForMessage) of kind \(kind.name.value.quotedForMessage) cannot be used: \(problem); choose another name",
                    at: attribute.name.location
                )
            }
        }
        if let sortBy = kind.sortBy, isComplete, !kind.attributes.contains(where: { $0.name.value == sortBy.value }) {
            let names = kind.attributes.lazy.map(\.name.value.quotedForMessage).listedForMessage()
            diagnostics.error(
                "kind \(kind.name.value.quotedForMessage) sorts by \(sortBy.value.quotedForMessage), which is not one of its attributes"
                    + (names.isEmpty ? "; declare it in \"attributes\"" : " (\(names))"),
                at: sortBy.location
            )
        }
    }

    /// Group names become static properties beside the cases, with an `isIn…` property per group;
    /// members must be cases of the kind.
    private static func checkGroups(of kind: KindDefinition, isComplete: Bool, diagnostics: inout DiagnosticCollector) {
        let kindName = kind.name.value.quotedForMessage
        let caseNames = Set(kind.values.map(\.caseName.value))
        let attributeNames = Set(kind.attributes.map(\.name.value))
        // Indexed once for the kind, when a member is not a case: a group may list thousands.
        lazy var suggestions = NameSuggestions(kind.values.lazy.map(\.caseName.value))
        // Different names can make one property: `a` and `A` both make `isInA`.
        var firstByMembership: [String: GroupDefinition] = [:]
        for group in kind.groups.sorted(by: { $0.name.location < $1.name.location }) {
            let groupName = group.name.value.quotedForMessage
            let membership = SwiftNames.membershipPropertyName(forGroup: group.name.value)
            if let problem = SwiftNames.problemWithCaseName(group.name.value) {
                diagnostics.error(
                    "group name \(groupName) of kind \(kindName) cannot be used: \(problem); choose another name",
                    at: group.name.location)
            } else if caseNames.contains(group.name.value) {
                diagnostics.error(
                    "group name \(groupName) of kind \(kindName) is also one of its case names; choose another name",
                    at: group.name.location)
            } else if attributeNames.contains(membership) || SwiftNames.kbnTypeMembers.contains(membership) {
                diagnostics.error(
                    "group \(groupName) of kind \(kindName) would generate the property '\(membership)', which the kind already has; choose another name",
                    at: group.name.location
                )
            } else if let first = firstByMembership.firstOccurrence(of: membership, otherwise: group) {
                diagnostics.duplicate(
                    "groups \(first.name.value.quotedForMessage) and \(groupName) of kind \(kindName) would both generate the property '\(membership)'; rename one",
                    at: group.name.location, first: first.name.location,
                    firstNote: "group \(first.name.value.quotedForMessage) is defined here"
                )
            }
            var seen: [String: SourceLocation] = [:]
            for member in group.members {
                if !caseNames.contains(member.value) {
                    guard isComplete else { continue }
                    diagnostics.error(
                        "group \(groupName) of kind \(kindName) lists \(member.value.quotedForMessage), which is not one of its cases"
                            + (suggestions.closest(to: member.value).map { "; did you mean '\($0)'?" } ?? ""),
                        at: member.location)
                } else if let first = seen.firstOccurrence(of: member.value, otherwise: member.location) {
                    diagnostics.duplicate(
                        "group \(groupName) of kind \(kindName) lists \(member.value.quotedForMessage) twice; remove one",
                        at: member.location, first: first,
                        firstNote: "\(member.value.quotedForMessage) is first listed here"
                    )
                }
            }
        }
    }
}
