// Checks an update against what an app compiled: the one check that KbnKit runs before it applies an
// update and that `kbn-gen check-update` runs before a back end publishes one. An update may change
// everything people see of a kind; it may not change what a compiled code means.

@_spi(KbnGenerated) import KbnFormat

/// An update that passed every check, with each of its values matched to the compiled value that
/// has its code.
package struct CheckedUpdate: Sendable {
    /// The update's definitions, validated as a build validates definitions.
    package var definitions: Definitions
    /// The kinds the update gives, in its order.
    package var kinds: [UpdatedKind]
}

/// One kind of a checked update.
package struct UpdatedKind: Sendable {
    /// The kind's position among the compiled namespace's kinds.
    package var compiledIndex: Int
    /// The kind as the update gives it.
    package var definition: KindDefinition
    /// For each value of ``definition``, the ordinal of the compiled value with its code; nil for
    /// a value the app does not have, which the update adds.
    package var ordinals: [Int?]
}

/// Reads and checks updates.
package enum UpdateChecker {
    /// How deep an update's arrays and objects may nest: the definitions format needs 6 levels, and
    /// an app may read an update on a thread with a small stack.
    package static let maximumDepth = 16

    /// Reads, decodes and validates `file` as definitions, then checks it against `compiled`.
    ///
    /// - Throws: Every problem, each at its line and column in `file`, naming its kind and code.
    package static func check(_ file: SourceFile, against compiled: CompiledNamespace) throws(DiagnosticsError)
        -> CheckedUpdate
    {
        let definitions = try KbnGenerator.update(from: file, maximumDepth: maximumDepth)
        return try check(definitions, inFile: file.name, against: compiled)
    }

    /// Checks `update`, definitions that passed validation, against `compiled`: the check of
    /// ``check(_:against:)`` for an update that is not read from bytes, such as the one that
    /// `kbn-gen make-update` makes from a master, whose problems are then reported in the master.
    ///
    /// - Parameter file: The name of the file that `update`'s locations are in.
    /// - Throws: Every problem, each at its line and column in `file`, naming its kind and code.
    package static func check(_ update: Definitions, inFile file: String, against compiled: CompiledNamespace)
        throws(DiagnosticsError) -> CheckedUpdate
    {
        var checker = Checker(compiled: compiled, file: file)
        let kinds = checker.check(update)
        try checker.diagnostics.throwIfErrors()
        return CheckedUpdate(definitions: update, kinds: kinds)
    }
}

/// The checks of one update, and what they found.
private struct Checker {
    let compiled: CompiledNamespace
    var diagnostics = DiagnosticCollector()
    /// Every current, former and alternate code of the compiled prefixed kinds, with its kind's
    /// index: their codes are unique in the namespace, so an update's code must not be another kind's.
    private let kindOfCode: [String: Int]
    /// The app's kind names, for a kind that is not one of them.
    private let kindNameSuggestions: NameSuggestions

    init(compiled: CompiledNamespace, file: String) {
        self.compiled = compiled
        diagnostics.file = file
        var kindOfCode: [String: Int] = [:]
        for (index, kind) in compiled.kinds.enumerated() where !kind.prefix.isEmpty {
            for code in kind.codes {
                kindOfCode[code] = index
            }
            for secondary in kind.secondaryCodes {
                kindOfCode[secondary.code] = index
            }
        }
        self.kindOfCode = kindOfCode
        kindNameSuggestions = NameSuggestions(compiled.kinds.map(\.name))
    }

    mutating func check(_ update: Definitions) -> [UpdatedKind] {
        guard let madeFor = update.madeFor else {
            diagnostics.error(
                "the update does not say which build of the app it was made for (\"madeFor\"); make it with kbn-gen make-update",
                at: update.namespace.location)
            return []
        }
        let compiledName = compiled.name
        if update.namespace.value != compiledName {
            refuse(
                .namespaceRenamed,
                "the update is for namespace \(update.namespace.value.quotedForMessage), not \(compiledName.quotedForMessage)",
                at: update.namespace.location)
        }
        let compiledIndex = Dictionary(
            compiled.kinds.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        checkMadeFor(madeFor.value, at: madeFor.location, compiledIndex: compiledIndex)
        var kinds: [UpdatedKind] = []
        let (compiledKinds, kindNameSuggestions) = (compiled.kinds, kindNameSuggestions)
        for kind in update.kinds {
            guard let index = compiledIndex[kind.name.value] else {
                refuse(
                    .kindAdded,
                    Self.unknownKindMessage(kind.name.value, kinds: compiledKinds, suggestions: kindNameSuggestions),
                    at: kind.name.location)
                continue
            }
            kinds.append(check(kind, compiledIndex: index))
        }
        return kinds
    }

    /// The message for `name`, which is no kind of the app: the kind probably meant, else a few
    /// of the app's kinds, however many it has.
    private static func unknownKindMessage(_ name: String, kinds: [CompiledKind], suggestions: NameSuggestions)
        -> String
    {
        let message = "kind \(name.quotedForMessage) is not one of the app's kinds"
        if let meant = suggestions.closest(to: name) { return message + "; did you mean '\(meant)'?" }
        return message + " (\(kinds.lazy.map(\.name).listedForMessage()))"
    }

    /// Checks that `madeFor` gives the fingerprint of every compiled kind, as this build compiled it,
    /// and of no other kind: an update is bound to the build it was made for, whatever kinds it
    /// gives, so that one made for other compiled data (the empty update that takes a build back to
    /// its compiled data included) changes nothing in this one.
    ///
    /// - Complexity: O(*n*) in the number of compiled kinds and entries.
    private mutating func checkMadeFor(_ madeFor: [MadeFor], at location: SourceLocation, compiledIndex: [String: Int])
    {
        var entries: [String: MadeFor] = [:]
        for entry in madeFor {
            entries[entry.kind.value] = entry
            if compiledIndex[entry.kind.value] == nil {
                diagnostics.error(
                    "the update was made for a build that compiled kind \(entry.kind.value.quotedForMessage), which this build did not: make the update again from the definitions this build compiled",
                    at: entry.kind.location)
            }
        }
        for kind in compiled.kinds {
            let name = kind.name.quotedForMessage
            guard let entry = entries[kind.name] else {
                diagnostics.error(
                    "\"madeFor\" has no fingerprint of kind \(name), which this build compiled, so the update was made for another build of the app: make the update again from the definitions this build compiled, with kbn-gen make-update",
                    at: location)
                continue
            }
            if entry.fingerprint.value != kind.fingerprint {
                diagnostics.error(
                    "kind \(name) of the update was made for another build of the app (\(entry.fingerprint.value.quotedForMessage); this build compiled \(kind.fingerprint.quotedForMessage)): make the update again from the definitions this build compiled",
                    at: entry.fingerprint.location)
            }
        }
    }

    private mutating func check(_ kind: KindDefinition, compiledIndex: Int) -> UpdatedKind {
        let app = compiled.kinds[compiledIndex]
        let name = kind.name.value.quotedForMessage
        if kind.prefix.value != app.prefix {
            refuse(
                .prefixChanged,
                "the prefix of kind \(name) is \(kind.prefix.value.quotedForMessage) in the update and \(app.prefix.quotedForMessage) in the app",
                at: kind.prefix.location)
        }
        // By name, so that the app's attributes cost one lookup each, however many the update gives.
        let givenAttributes = Dictionary(
            kind.attributes.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for attribute in app.attributes {
            guard let given = givenAttributes[attribute.name] else {
                refuse(
                    .attributeRemoved,
                    "kind \(name) lacks the attribute \(attribute.name.quotedForMessage) (\(attribute.typeName)) that the app compiled",
                    at: kind.name.location)
                continue
            }
            if given.typeName != attribute.typeName {
                refuse(
                    .attributeTypeChanged,
                    "attribute \(attribute.name.quotedForMessage) of kind \(name) is \(given.typeName) in the update and \(attribute.typeName) in the app",
                    at: given.name.location)
            }
        }
        var ordinalOfCode: [String: Int] = [:]
        for (ordinal, code) in app.codes.enumerated() {
            ordinalOfCode[code] = ordinal
        }
        var readerOfSecondaryCode: [String: Int] = [:]
        for secondary in app.secondaryCodes {
            readerOfSecondaryCode[secondary.code] = secondary.ordinal
        }
        var covered = [Bool](repeating: false, count: app.codes.count)
        // The update's case name of each compiled value, for the fingerprint that an app checks them by.
        var caseNames = [String](repeating: "", count: app.codes.count)
        var ordinalOfCaseName: [String: Int] = [:]
        for (ordinal, caseName) in (app.caseNames ?? []).enumerated() {
            ordinalOfCaseName[caseName] = ordinal
        }
        var ordinals: [Int?] = []
        ordinals.reserveCapacity(kind.values.count)
        for value in kind.values {
            // An update whose prefix is refused above is checked with the app's, as its values' codes
            // would be read.
            let code = app.prefix + value.postfix.value
            let ordinal = ordinalOfCode[code]
            ordinals.append(ordinal)
            if let ordinal {
                covered[ordinal] = true
                caseNames[ordinal] = value.caseName.value
                if let compiled = app.caseNames?[ordinal], compiled != value.caseName.value {
                    refuse(
                        .caseRenamed,
                        "the value \(code.quotedForMessage) of kind \(name) is case \(value.caseName.value.quotedForMessage) in the update and \(compiled.quotedForMessage) in the app",
                        at: value.caseName.location)
                }
            } else if let compiled = ordinalOfCaseName[value.caseName.value] {
                refuse(
                    .codeChanged,
                    "case \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage) in the update and \(app.codes[compiled].quotedForMessage) in the app",
                    at: value.postfix.location)
            } else if let reader = readerOfSecondaryCode[code] {
                refuse(
                    .codeGivenToOtherValue,
                    "the new value \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage), which the app reads as its value \(app.codes[reader].quotedForMessage)",
                    at: value.postfix.location)
            } else if let other = otherKind(ofCode: code, than: compiledIndex) {
                refuse(
                    .codeGivenToOtherValue,
                    "the new value \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage), which the app reads as a value of kind \(other.quotedForMessage)",
                    at: value.postfix.location)
            } else {
                refuse(
                    .valueAdded, "kind \(name) adds the value \(code.quotedForMessage)", at: value.caseName.location)
            }
            for (role, secondary) in value.secondaryCodes {
                let reader = ordinalOfCode[secondary.value] ?? readerOfSecondaryCode[secondary.value]
                if let reader, reader != ordinal {
                    refuse(
                        .secondaryCodeReadAsOtherValue,
                        "the \(role.noun) \(secondary.value.quotedForMessage) of \(code.quotedForMessage) in kind \(name) is read by the app as its value \(app.codes[reader].quotedForMessage)",
                        at: secondary.location)
                } else if reader == nil, let other = otherKind(ofCode: secondary.value, than: compiledIndex) {
                    refuse(
                        .secondaryCodeReadAsOtherValue,
                        "the \(role.noun) \(secondary.value.quotedForMessage) of \(code.quotedForMessage) in kind \(name) is read by the app as a value of kind \(other.quotedForMessage)",
                        at: secondary.location)
                } else if reader == nil, ordinal != nil {
                    refuse(
                        .secondaryCodeAddedToCompiledValue,
                        "the \(role.noun) \(secondary.value.quotedForMessage) of \(code.quotedForMessage) in kind \(name) is not one the app compiled",
                        at: secondary.location)
                }
            }
        }
        for ordinal in covered.indices where !covered[ordinal] {
            refuse(
                .valueRemoved,
                "kind \(name) lacks the value with the code \(app.codes[ordinal].quotedForMessage) that the app compiled",
                at: kind.name.location)
        }
        // An app has only the names' fingerprint, so it cannot say which value differs; kbn-gen,
        // which has the names, said so above.
        if app.caseNames == nil, !covered.contains(false),
            KbnTableFingerprint.text(caseNames: caseNames) != app.caseNamesFingerprint
        {
            refuse(
                .caseRenamed,
                "the update gives compiled values of kind \(name) other case names than the app compiled, or a compiled case to a new value; kbn-gen check-update names each",
                at: kind.name.location)
        }
        return UpdatedKind(compiledIndex: compiledIndex, definition: kind, ordinals: ordinals)
    }

    /// The name of the compiled kind other than the one at `index` that reads `code`, if any.
    private func otherKind(ofCode code: String, than index: Int) -> String? {
        // A kind without a prefix keeps its codes unique within itself only.
        guard !compiled.kinds[index].prefix.isEmpty, let other = kindOfCode[code], other != index else { return nil }
        return compiled.kinds[other].name
    }

    /// Reports `change` when the table refuses it in updates, with why.
    /// The message is made only for a change that is refused: an update adds thousands of values.
    private mutating func refuse(
        _ change: DefinitionsChangeKind, _ message: @autoclosure () -> String, at location: SourceLocation
    ) {
        guard let reason = change.whyRefusedInUpdate else { return }
        diagnostics.error("\(message()): \(reason)", at: location)
    }
}
