// `kbn-gen diff` in memory: compares two versions of a definitions file and sorts every change by
// what it does to apps built against the old version and to data stored with the old codes, as the
// one table of changes, DefinitionsChangeKind, says.

import KbnGeneratorCore

/// Compares two versions of a definitions file.
package enum DefinitionsDiff {
    /// The changes from `old` to `new`.
    ///
    /// Values are matched by code, as stored data and servers know them, and kinds by name, else
    /// by prefix (a renamed kind; a kind without a prefix only by name). Breaking (errors): a kind or value removed, a kind, namespace or
    /// case renamed, a prefix or code changed, a code given to another value, a former or alternate
    /// code dropped or read as another value, access narrowed, an attribute's type changed (also
    /// to or from optional). Warnings: values added, which apps
    /// built before cannot decode as their kind, and codes changed or values merged while the old
    /// code is kept as a former code, which keeps stored data readable (the case a merge removes
    /// is still an error). Notes: everything else, and the places in the old file that an error
    /// refers to.
    ///
    /// Each change has its ``DefinitionsChange/kind``, whose severity in the one table of changes
    /// (``DefinitionsChangeKind/severity``) is its diagnostic's, so that the diff and an update's
    /// check judge a change alike. Changes come in the old file's order of kinds and values, then
    /// what was added. Their diagnostics are in the file named `oldName` or `newName`, the names
    /// (paths) they show.
    package static func changes(
        from old: Definitions, named oldName: String = Diagnostic.unnamedFile, to new: Definitions,
        named newName: String = Diagnostic.unnamedFile
    ) -> [DefinitionsChange] {
        var list = ChangeList(old: old, fileNames: (oldName, newName))
        list.compareFileSettings(old, new)
        let successors = successorKinds(of: old.kinds, among: new.kinds)
        for kind in old.kinds {
            if let successor = successors[kind.name.value] {
                list.compareAccess(
                    of: kind, old.access(of: kind), successor, new.access(of: successor),
                    fileAccessChanged: old.access != new.access)
                list.compare(kind, successor)
            } else {
                list.removed(kind)
            }
        }
        let continued = Set(successors.values.map(\.name.value))
        for kind in new.kinds where !continued.contains(kind.name.value) {
            list.added(kind)
        }
        return list.changes
    }

    /// For each old kind's name, the new kind that continues it: the one with the same name, else
    /// an otherwise unmatched one with the same prefix.
    private static func successorKinds(of old: [KindDefinition], among new: [KindDefinition]) -> [String:
        KindDefinition]
    {
        let newByName = Dictionary(new.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map(\.name.value))
        let unmatchedByPrefix = Dictionary(
            new.filter { !oldNames.contains($0.name.value) && $0.isPrefixed }.map { ($0.prefix.value, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        var successors: [String: KindDefinition] = [:]
        for kind in old {
            successors[kind.name.value] =
                newByName[kind.name.value] ?? (kind.isPrefixed ? unmatchedByPrefix[kind.prefix.value] : nil)
        }
        return successors
    }
}

/// The changes found so far, and how each kind of change is worded.
private struct ChangeList {
    /// The old file, for naming the declarations old code uses.
    let old: Definitions
    /// The names of the two files, which the diagnostics show.
    let fileNames: (old: String, new: String)
    private(set) var changes: [DefinitionsChange] = []

    init(old: Definitions, fileNames: (old: String, new: String)) {
        self.old = old
        self.fileNames = fileNames
    }

    // MARK: File and kinds

    mutating func compareFileSettings(_ old: Definitions, _ new: Definitions) {
        if old.namespace.value != new.namespace.value {
            add(
                .namespaceRenamed,
                "namespace \(old.namespace.value.quotedForMessage) was renamed to \(new.namespace.value.quotedForMessage)",
                consequence: old.declaresKindsAtTopLevel
                    ? "code that names \(old.namespace.value).allKinds or .value(forCode:) no longer compiles"
                    : "code that names \(old.namespace.value).… no longer compiles",
                at: new.namespace.location, was: old.namespace.location
            )
        }
        if old.declaresKindsAtTopLevel != new.declaresKindsAtTopLevel {
            let namespace = new.namespace.value.quotedForMessage
            add(
                .kindsMoved,
                new.declaresKindsAtTopLevel
                    ? "the kinds moved out of namespace \(namespace) to the module's top level"
                    : "the kinds moved from the module's top level into namespace \(namespace)",
                consequence: "code that names a kind as before"
                    + (old.kinds.first.map { ", such as \(self.old.qualifiedName($0.name.value))," } ?? "")
                    + " no longer compiles",
                at: new.kindsAtTopLevel?.location, was: old.kindsAtTopLevel?.location
            )
        }
        if old.access != new.access {
            let narrowed = new.access < old.access
            add(
                narrowed ? .accessNarrowed : .accessWidened,
                "access changed from \(old.access.rawValue) to \(new.access.rawValue)",
                consequence: narrowed ? "modules that use the generated types can no longer see them" : nil, at: nil)
        }
    }

    /// A kind's own access level, where it differs from what the file's change already reports.
    mutating func compareAccess(
        of old: KindDefinition, _ oldAccess: AccessLevel, _ new: KindDefinition, _ newAccess: AccessLevel,
        fileAccessChanged: Bool
    ) {
        guard oldAccess != newAccess, !(fileAccessChanged && old.access == nil && new.access == nil) else { return }
        let narrowed = newAccess < oldAccess
        add(
            narrowed ? .accessNarrowed : .accessWidened,
            "kind \(new.name.value.quotedForMessage) changed access from \(oldAccess.rawValue) to \(newAccess.rawValue)",
            consequence: narrowed
                ? "modules that use \(self.old.qualifiedName(old.name.value)) can no longer see it" : nil,
            at: new.access?.location ?? new.name.location)
    }

    mutating func removed(_ kind: KindDefinition) {
        add(
            .kindRemoved, "kind \(kind.name.value.quotedForMessage) (\(Self.prefixText(of: kind))) was removed",
            consequence:
                "old data with its codes no longer decodes, and code that names \(self.old.qualifiedName(kind.name.value)) no longer compiles",
            at: nil, was: kind.name.location
        )
    }

    mutating func added(_ kind: KindDefinition) {
        add(
            .kindAdded,
            "new kind \(kind.name.value.quotedForMessage) (\(Self.prefixText(of: kind)), \(kind.values.count) value\(kind.values.count == 1 ? "" : "s"))",
            at: kind.name.location)
    }

    mutating func compare(_ old: KindDefinition, _ new: KindDefinition) {
        if old.name.value != new.name.value {
            add(
                .kindRenamed,
                "kind \(old.name.value.quotedForMessage) (\(Self.prefixText(of: old))) was renamed to \(new.name.value.quotedForMessage)",
                consequence: "code that names \(self.old.qualifiedName(old.name.value)) no longer compiles",
                at: new.name.location,
                was: old.name.location
            )
        }
        if old.parent?.value != new.parent?.value {
            let parentText = { (kind: KindDefinition) in kind.parent.map { "'\($0.value)'" } ?? "none" }
            add(
                .parentChanged,
                "the parent kind of kind \(new.name.value.quotedForMessage) changed from \(parentText(old)) to \(parentText(new))",
                consequence: "code that reads a value's parent, and data with its codes, no longer fit",
                at: (new.parent ?? new.name).location, was: (old.parent ?? old.name).location)
        }
        let readers = Self.readers(of: new)
        if old.prefix.value != new.prefix.value {
            comparePrefixes(old, new, readers: readers)
        }
        compareTexts(
            [
                ("logical name", old.logicalName, new.logicalName), ("description", old.description, new.description),
                ("sort attribute", old.sortBy?.value, new.sortBy?.value),
            ],
            of: "kind \(new.name.value.quotedForMessage)", at: new.name.location
        )
        compareMembers(old, new)
        compareValues(old, new, readers: readers)
    }

    /// `prefix '001'`, or `no prefix`, for messages that name a kind.
    private static func prefixText(of kind: KindDefinition) -> String {
        kind.isPrefixed ? "prefix \(kind.prefix.value.quotedForMessage)" : "no prefix"
    }

    /// Each full code that reads as a value of `kind`, current, former or alternate, and that value.
    private static func readers(of kind: KindDefinition) -> [String: ValueDefinition] {
        var readers: [String: ValueDefinition] = [:]
        for value in kind.values {
            readers[kind.code(of: value)] = value
            for (_, other) in value.secondaryCodes {
                readers[other.value] = value
            }
        }
        return readers
    }

    /// A renumbered kind breaks old data unless its values list their old codes as former codes.
    /// Values that keep their postfix and case are compared below by postfix, which leaves their
    /// old codes to this check; every other value's old code is checked with the value.
    private mutating func comparePrefixes(
        _ old: KindDefinition, _ new: KindDefinition, readers: [String: ValueDefinition]
    ) {
        let change =
            "the prefix of kind \(new.name.value.quotedForMessage) changed from \(old.prefix.value.quotedForMessage) to \(new.prefix.value.quotedForMessage)"
        let newByPostfix = Dictionary(
            new.values.map { ($0.postfix.value, $0.caseName.value) }, uniquingKeysWith: { first, _ in first })
        let stillRead = old.values.allSatisfy { value in
            guard let reader = readers[old.code(of: value)] else { return false }
            return newByPostfix[value.postfix.value] != value.caseName.value
                || reader.caseName.value == value.caseName.value
        }
        if stillRead {
            add(
                .prefixChangedKeepingFormerCodes, "\(change), and every old code is kept as a former code",
                consequence: "stored data stays readable; apps built before this change cannot decode the new codes",
                at: new.prefix.location
            )
        } else {
            add(
                .prefixChanged, change, consequence: "old data with its codes no longer decodes",
                at: new.prefix.location, was: old.prefix.location)
        }
    }

    /// Attributes and groups become properties that app code names: removing one, or changing an
    /// attribute's type, breaks that code.
    private mutating func compareMembers(_ old: KindDefinition, _ new: KindDefinition) {
        let kindName = new.name.value.quotedForMessage
        for attribute in old.attributes {
            let name = attribute.name.value
            guard let successor = new.attributes.first(where: { $0.name.value == name }) else {
                add(
                    .attributeRemoved, "attribute \(name.quotedForMessage) of kind \(kindName) was removed",
                    consequence: "code that reads .\(name) no longer compiles", at: new.name.location,
                    was: attribute.name.location
                )
                continue
            }
            compareTexts(
                [("name for people", attribute.logicalName?.value, successor.logicalName?.value)],
                of: "attribute \(name.quotedForMessage) of kind \(kindName)", at: successor.name.location)
            if successor.typeName != attribute.typeName {
                add(
                    .attributeTypeChanged,
                    "attribute \(name.quotedForMessage) of kind \(kindName) changed type from \(attribute.typeName) to \(successor.typeName)",
                    consequence: "code that reads .\(name) as \(attribute.typeName) no longer compiles",
                    at: successor.name.location, was: attribute.name.location
                )
            }
        }
        for group in old.groups where !new.groups.contains(where: { $0.name.value == group.name.value }) {
            add(
                .groupRemoved, "group \(group.name.value.quotedForMessage) of kind \(kindName) was removed",
                consequence: "code that names it no longer compiles", at: new.name.location, was: group.name.location
            )
        }
        for group in new.groups {
            let members = group.members.map(\.value)
            let oldMembers = old.groups.first { $0.name.value == group.name.value }?.members.map(\.value)
            if let oldMembers, oldMembers != members {
                add(
                    .groupMembersChanged,
                    "the members of group \(group.name.value.quotedForMessage) of kind \(kindName) changed",
                    at: group.name.location)
            }
        }
    }

    // MARK: Values

    private mutating func compareValues(
        _ old: KindDefinition, _ new: KindDefinition, readers: [String: ValueDefinition]
    ) {
        let newByPostfix = Dictionary(
            new.values.map { ($0.postfix.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newByCase = Dictionary(new.values.map { ($0.caseName.value, $0) }, uniquingKeysWith: { first, _ in first })
        let oldPostfixes = Set(old.values.map(\.postfix.value))
        let oldCases = Set(old.values.map(\.caseName.value))
        for value in old.values {
            let oldName = "\(old.name.value).\(value.caseName.value)"
            let fullCode = old.code(of: value)
            let oldCode = fullCode.quotedForMessage
            if let successor = newByPostfix[value.postfix.value] {
                let newName = "\(new.name.value).\(successor.caseName.value)"
                if successor.caseName.value == value.caseName.value {
                    compareTexts(
                        Self.texts(of: value, successor, attributes: new.attributes), of: newName,
                        at: successor.caseName.location)
                } else if !oldCases.contains(successor.caseName.value) && newByCase[value.caseName.value] == nil {
                    add(
                        .caseRenamed,
                        "case \(value.caseName.value.quotedForMessage) of kind \(old.name.value.quotedForMessage) (code \(oldCode)) was renamed to \(successor.caseName.value.quotedForMessage)",
                        consequence: "code that names \(self.old.qualifiedName(oldName)) no longer compiles",
                        at: successor.caseName.location, was: value.caseName.location
                    )
                } else {
                    add(
                        .codeGivenToOtherValue, "code \(oldCode) now belongs to \(newName), no longer to \(oldName)",
                        consequence: "old data with this code will be read as the wrong value",
                        at: successor.postfix.location, was: value.postfix.location
                    )
                }
            } else if let moved = newByCase[value.caseName.value] {
                compareMoved(value, oldName: oldName, oldCode: fullCode, to: moved, in: new, reader: readers[fullCode])
            } else if let reader = readers[fullCode] {
                merged(value, oldName: oldName, oldCode: fullCode, into: reader, in: new)
            } else {
                add(
                    .valueRemoved, "\(oldName) (code \(oldCode)) was removed",
                    consequence:
                        "old data with this code no longer decodes, and code that names \(self.old.qualifiedName(oldName)) no longer compiles",
                    at: new.name.location, was: value.caseName.location
                )
            }
            compareSecondaryCodes(
                of: value, oldName: oldName, in: new, successor: newByCase[value.caseName.value], readers: readers)
        }
        for value in new.values
        where !oldPostfixes.contains(value.postfix.value) && !oldCases.contains(value.caseName.value) {
            add(
                .valueAdded,
                "new value \(new.name.value).\(value.caseName.value) (code \(new.code(of: value).quotedForMessage))",
                consequence:
                    "apps built before it cannot decode this code as \(new.name.value), only as an unknown KbnValue",
                at: value.caseName.location
            )
        }
        let newCases = Set(new.values.map(\.caseName.value))
        let oldOrder = old.values.map(\.caseName.value).filter(newCases.contains)
        let newOrder = new.values.map(\.caseName.value).filter(oldCases.contains)
        if oldOrder != newOrder {
            add(
                .orderChanged, "the values of kind \(new.name.value.quotedForMessage) are in a different order",
                consequence: "allCases and the display order change", at: new.name.location)
        }
    }

    /// A value whose postfix changed: breaking unless its old code is one of its former codes.
    private mutating func compareMoved(
        _ value: ValueDefinition, oldName: String, oldCode: String, to moved: ValueDefinition, in new: KindDefinition,
        reader: ValueDefinition?
    ) {
        let newCode = new.code(of: moved).quotedForMessage
        let change = "the code of \(oldName) changed from \(oldCode.quotedForMessage) to \(newCode)"
        if reader?.caseName.value == value.caseName.value {
            add(
                .codeChangedKeepingFormerCode, "\(change), and \(oldCode.quotedForMessage) is kept as a former code",
                consequence: "stored data stays readable; apps built before this change cannot decode \(newCode)",
                at: moved.postfix.location
            )
        } else if let reader {
            add(
                .codeChanged,
                "\(change), and \(oldCode.quotedForMessage) now reads as \(new.name.value).\(reader.caseName.value)",
                consequence: "old data with it will be read as the wrong value", at: moved.postfix.location,
                was: value.postfix.location)
        } else {
            add(
                .codeChanged, change, consequence: "old data with \(oldCode.quotedForMessage) no longer decodes",
                at: moved.postfix.location, was: value.postfix.location)
        }
    }

    /// A value removed while another value reads its code: its data stays readable as that value,
    /// but its case is gone from the generated enum, which code may name. kbn-gen cannot see that
    /// code, so the removed case is breaking, as every removed case is.
    private mutating func merged(
        _ value: ValueDefinition, oldName: String, oldCode: String, into reader: ValueDefinition, in new: KindDefinition
    ) {
        let readerName = "\(new.name.value).\(reader.caseName.value)"
        let location =
            reader.secondaryCodes.first { $0.code.value == oldCode }?.code.location ?? reader.postfix.location
        add(
            .valueMerged, "\(oldName) (code \(oldCode.quotedForMessage)) was merged into \(readerName)",
            consequence: "stored data with this code stays readable and now decodes as \(readerName)", at: location
        )
        add(
            .valueRemoved, "\(oldName) was removed by the merge into \(readerName)",
            consequence: "code that names \(self.old.qualifiedName(oldName)) no longer compiles", at: new.name.location,
            was: value.caseName.location
        )
    }

    /// What a message calls the data that holds such a code: systems write alternate codes today.
    private static func data(with role: SecondaryCodeRole) -> String {
        role == .former ? "old data with it" : "data with it"
    }

    /// Data stored with a value's former or alternate codes must read as it as long as its case
    /// exists. An alternate code is not history: data and servers write it today.
    private mutating func compareSecondaryCodes(
        of value: ValueDefinition, oldName: String, in new: KindDefinition, successor: ValueDefinition?,
        readers: [String: ValueDefinition]
    ) {
        for (role, other) in value.secondaryCodes {
            let code = other.value.quotedForMessage
            guard let reader = readers[other.value] else {
                add(
                    .secondaryCodeRemoved, "\(role.noun) \(code) of \(oldName) was removed",
                    consequence: "\(Self.data(with: role)) no longer decodes",
                    at: successor?.caseName.location ?? new.name.location, was: other.location
                )
                continue
            }
            if let successor, reader.caseName.value != successor.caseName.value {
                add(
                    .secondaryCodeReadAsOtherValue,
                    "\(role.noun) \(code) of \(oldName) now reads as \(new.name.value).\(reader.caseName.value)",
                    consequence: "\(Self.data(with: role)) will be read as the wrong value",
                    at: reader.caseName.location,
                    was: other.location
                )
            }
        }
    }

    /// A value's texts and attributes, old and new, for notes: what changes in what apps show.
    /// Attributes come in the order the new file declares them.
    private static func texts(
        of old: ValueDefinition, _ new: ValueDefinition, attributes: [AttributeDefinition]
    ) -> [(label: String, old: String?, new: String?)] {
        func list(_ codes: [Located<String>]) -> String? {
            codes.isEmpty ? nil : codes.map(\.value).joined(separator: ", ")
        }
        func names(_ value: ValueDefinition) -> String? {
            value.localizedNames.isEmpty
                ? nil : value.localizedNames.map { "\($0.language.value): \($0.name.value)" }.joined(separator: ", ")
        }
        // Only the attributes the new value has, which the decoder keeps to those its kind declares:
        // an attribute the kind lost is one error for the kind, not also a note for every value.
        let attributeNames = attributes.map(\.name.value).filter { new.attributes[$0] != nil }
        return [
            ("logical name", old.logicalName, new.logicalName), ("description", old.description, new.description),
            ("short name", old.shortName?.value, new.shortName?.value),
            ("deprecation", old.deprecated?.value, new.deprecated?.value),
            ("former codes", list(old.formerCodes), list(new.formerCodes)),
            ("alternate codes", list(old.alternateCodes), list(new.alternateCodes)),
            ("localized names", names(old), names(new)),
        ]
            + attributeNames.map { name in
                (
                    "attribute \(name.quotedForMessage)", old.attributes[name]?.value.description,
                    new.attributes[name]?.value.description
                )
            }
    }

    // MARK: Wording

    /// A note for each text that differs: `(label, old, new)`, nil for an absent one.
    private mutating func compareTexts(
        _ texts: [(label: String, old: String?, new: String?)], of subject: String, at location: SourceLocation
    ) {
        for text in texts where text.old != text.new {
            let old = text.old?.quotedForMessage ?? "none"
            let new = text.new?.quotedForMessage ?? "none"
            add(.textChanged, "the \(text.label) of \(subject) changed from \(old) to \(new)", at: location)
        }
    }

    /// A change of `kind` in the new file, with the severity the table gives it: `summary` says what
    /// changed, `consequence` what that does to apps built against the old file. With
    /// `oldLocation`, a note follows at what the change is about in the old file.
    private mutating func add(
        _ kind: DefinitionsChangeKind, _ summary: String, consequence: String? = nil, at location: SourceLocation?,
        was oldLocation: SourceLocation? = nil
    ) {
        let message = consequence.map { "\(summary): \($0)" } ?? summary
        let change = Diagnostic(kind.severity, message, at: location, inFile: fileNames.new)
        changes.append(DefinitionsChange(kind, change, in: .new, summary: summary))
        guard let oldLocation else { return }
        let note = "it was defined here"
        changes.append(
            DefinitionsChange(
                kind, Diagnostic(.note, note, at: oldLocation, inFile: fileNames.old), in: .old, summary: note))
    }
}
