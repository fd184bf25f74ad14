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
    /// The names of the kinds the update gives.
    private var givenKinds: Set<String> = []

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
        givenKinds = Set(update.kinds.map(\.name.value))
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

    /// Checks one kind of the update against the compiled kind at `compiledIndex`.
    private mutating func check(_ kind: KindDefinition, compiledIndex: Int) -> UpdatedKind {
        let app = compiled.kinds[compiledIndex]
        let name = kind.name.value.quotedForMessage
        if kind.prefix.value != app.prefix {
            refuse(
                .prefixChanged,
                "the prefix of kind \(name) is \(kind.prefix.value.quotedForMessage) in the update and \(app.prefix.quotedForMessage) in the app",
                at: kind.prefix.location)
        }
        checkAttributes(of: kind, against: app)
        let parentCodes = checkParentKind(of: kind, against: app)
        var values = ValueMatcher(app)
        let ordinals = kind.values.map { value in
            let ordinal = checkValue(value, of: kind, compiledIndex: compiledIndex, matcher: &values)
            checkParent(of: value, ordinal: ordinal, in: kind, against: app, parentCodes: parentCodes)
            return ordinal
        }
        for ordinal in values.covered.indices where !values.covered[ordinal] {
            refuse(
                .valueRemoved,
                "kind \(name) lacks the value with the code \(app.codes[ordinal].quotedForMessage) that the app compiled",
                at: kind.name.location)
        }
        checkCaseNames(of: kind, against: app, matched: values)
        return UpdatedKind(compiledIndex: compiledIndex, definition: kind, ordinals: ordinals)
    }

    /// Checks that `kind` gives every attribute that `app` compiled, with its compiled type.
    ///
    /// - Complexity: O(*a*) in the attributes of both.
    private mutating func checkAttributes(of kind: KindDefinition, against app: CompiledKind) {
        let name = kind.name.value.quotedForMessage
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
    }

    /// Checks that `kind` has the parent kind that `app` compiled.
    ///
    /// - Returns: The codes of the parent kind as the app compiled it, for a kind with a parent
    ///   whose parent kind the update leaves out; nil otherwise, since the update's own parent kind
    ///   was checked as definitions.
    private mutating func checkParentKind(of kind: KindDefinition, against app: CompiledKind) -> Set<String>? {
        let name = kind.name.value.quotedForMessage
        guard kind.parent?.value == app.parents?.kind else {
            let spelled = { (parent: String?) in parent.map { "'\($0)'" } ?? "none" }
            refuse(
                .parentChanged,
                "the parent kind of kind \(name) is \(spelled(kind.parent?.value)) in the update and \(spelled(app.parents?.kind)) in the app",
                at: (kind.parent ?? kind.name).location)
            return nil
        }
        guard let parentKind = app.parents?.kind, !givenKinds.contains(parentKind),
            let compiledParent = compiled.kinds.first(where: { $0.name == parentKind })
        else { return nil }
        return Set(compiledParent.codes)
    }

    /// Checks that a compiled value keeps the parent the app compiled, and that a value the update
    /// adds has a parent of the compiled parent kind, when the update leaves that kind out.
    private mutating func checkParent(
        of value: ValueDefinition, ordinal: Int?, in kind: KindDefinition, against app: CompiledKind,
        parentCodes: Set<String>?
    ) {
        guard let parents = app.parents, let parent = value.parent else { return }
        let name = kind.name.value.quotedForMessage
        if let ordinal, parents.codes[ordinal] != parent.value {
            refuse(
                .parentChanged,
                "the value \(app.codes[ordinal].quotedForMessage) of kind \(name) is under \(parent.value.quotedForMessage) in the update and \(parents.codes[ordinal].quotedForMessage) in the app",
                at: parent.location)
        } else if ordinal == nil, let parentCodes, !parentCodes.contains(parent.value) {
            diagnostics.error(
                "the parent \(parent.value.quotedForMessage) of the new value \(value.caseName.value.quotedForMessage) of kind \(name) is no code of kind \(parents.kind.quotedForMessage) as the app compiled it",
                at: parent.location)
        }
    }

    /// Matches `value` to the compiled value with its code, and checks that its code, case name and
    /// former and alternate codes mean what they mean in the app.
    ///
    /// - Returns: The ordinal of the compiled value with the value's code; nil for a value the update adds.
    private mutating func checkValue(
        _ value: ValueDefinition, of kind: KindDefinition, compiledIndex: Int, matcher: inout ValueMatcher
    ) -> Int? {
        let app = compiled.kinds[compiledIndex]
        let name = kind.name.value.quotedForMessage
        // An update whose prefix is refused is checked with the app's, as its values' codes would be read.
        let code = KindDefinition.code(of: value, prefix: app.prefix)
        let ordinal = matcher.match(code: code, caseName: value.caseName)
        if ordinal == nil, let compiled = matcher.ordinal(ofCaseName: value.caseName.value) {
            refuse(
                .codeChanged,
                "case \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage) in the update and \(app.codes[compiled].quotedForMessage) in the app",
                at: value.postfix.location)
        } else if ordinal == nil, let reader = matcher.reader(ofSecondaryCode: code) {
            refuse(
                .codeGivenToOtherValue,
                "the new value \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage), which the app reads as its value \(app.codes[reader].quotedForMessage)",
                at: value.postfix.location)
        } else if ordinal == nil, let other = otherKind(ofCode: code, than: compiledIndex) {
            refuse(
                .codeGivenToOtherValue,
                "the new value \(value.caseName.value.quotedForMessage) of kind \(name) has the code \(code.quotedForMessage), which the app reads as a value of kind \(other.quotedForMessage)",
                at: value.postfix.location)
        }
        for (role, secondary) in value.secondaryCodes {
            let reader = matcher.ordinal(ofCode: secondary.value) ?? matcher.reader(ofSecondaryCode: secondary.value)
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
        return ordinal
    }

    /// Checks that the update gives every compiled value its compiled case name.
    ///
    /// The verdict is the fingerprint's, in kbn-gen as in an app, which has nothing else of the
    /// names: the update's names for the compiled values, in their order, must have the fingerprint
    /// that the app compiled. kbn-gen, which has the names, then says which value differs, by the
    /// comparison the fingerprint implies (``KbnTableFingerprint/sameCaseName(_:_:)``). A kind that
    /// lacks a compiled value is refused for that already, and its names are compared only where
    /// kbn-gen has them.
    private mutating func checkCaseNames(of kind: KindDefinition, against app: CompiledKind, matched: ValueMatcher) {
        let name = kind.name.value.quotedForMessage
        if let compiledNames = app.caseNames {
            for (ordinal, given) in matched.caseNames.enumerated() {
                guard let given, !KbnTableFingerprint.sameCaseName(given.value, compiledNames[ordinal]) else {
                    continue
                }
                refuse(
                    .caseRenamed,
                    "the value \(app.codes[ordinal].quotedForMessage) of kind \(name) is case \(given.value.quotedForMessage) in the update and \(compiledNames[ordinal].quotedForMessage) in the app",
                    at: given.location)
            }
        }
        guard !matched.covered.contains(false) else { return }
        let givenNames = matched.caseNames.map { $0!.value }
        guard KbnTableFingerprint.text(caseNames: givenNames) != app.caseNamesFingerprint else { return }
        // kbn-gen named each value above; an app, which has only the fingerprint, names the kind.
        if app.caseNames == nil {
            refuse(
                .caseRenamed,
                "the update gives compiled values of kind \(name) other case names than the app compiled, or a compiled case to a new value; kbn-gen check-update names each",
                at: kind.name.location)
        }
    }

    /// The name of the compiled kind other than the one at `index` that reads `code`, if any.
    private func otherKind(ofCode code: String, than index: Int) -> String? {
        // A kind without a prefix keeps its codes unique within itself only.
        guard !compiled.kinds[index].prefix.isEmpty, let other = kindOfCode[code], other != index else { return nil }
        return compiled.kinds[other].name
    }

    /// Reports `change`, one that updates may not make, with why.
    private mutating func refuse(_ change: DefinitionsChangeKind, _ message: String, at location: SourceLocation) {
        guard let reason = change.whyRefusedInUpdate else {
            preconditionFailure("\(change) is a change that updates may make")
        }
        diagnostics.error("\(message): \(reason)", at: location)
    }
}

/// The compiled values of one kind, and which of them an update's values have matched so far.
private struct ValueMatcher {
    private var ordinalOfCode: [String: Int] = [:]
    private var readerOfSecondaryCode: [String: Int] = [:]
    private var ordinalOfCaseName: [CaseName: Int] = [:]
    /// Whether an update's value has each compiled value's code, by ordinal.
    private(set) var covered: [Bool]
    /// The case name that the update gives each compiled value, by ordinal.
    private(set) var caseNames: [Located<String>?]

    init(_ app: CompiledKind) {
        for (ordinal, code) in app.codes.enumerated() {
            ordinalOfCode[code] = ordinal
        }
        for secondary in app.secondaryCodes {
            readerOfSecondaryCode[secondary.code] = secondary.ordinal
        }
        for (ordinal, caseName) in (app.caseNames ?? []).enumerated() {
            ordinalOfCaseName[CaseName(text: caseName)] = ordinal
        }
        covered = [Bool](repeating: false, count: app.codes.count)
        caseNames = [Located<String>?](repeating: nil, count: app.codes.count)
    }

    /// The ordinal of the compiled value whose current code is `code`, recorded as given the case
    /// name `caseName`; nil when no compiled value has the code.
    mutating func match(code: String, caseName: Located<String>) -> Int? {
        guard let ordinal = ordinalOfCode[code] else { return nil }
        covered[ordinal] = true
        caseNames[ordinal] = caseName
        return ordinal
    }

    /// The ordinal of the compiled value whose current code is `code`.
    func ordinal(ofCode code: String) -> Int? { ordinalOfCode[code] }

    /// The ordinal of the compiled value that reads `code` as a former or alternate code.
    func reader(ofSecondaryCode code: String) -> Int? { readerOfSecondaryCode[code] }

    /// The ordinal of the compiled value whose case is `name`, where kbn-gen knows the names.
    func ordinal(ofCaseName name: String) -> Int? { ordinalOfCaseName[CaseName(text: name)] }
}

/// A case name as a dictionary key: equal to another when ``KbnTableFingerprint/sameCaseName(_:_:)``
/// says so, and hashed from the same bytes.
private struct CaseName: Hashable {
    var text: String

    static func == (left: CaseName, right: CaseName) -> Bool {
        KbnTableFingerprint.sameCaseName(left.text, right.text)
    }

    func hash(into hasher: inout Hasher) {
        for byte in text.utf8 {
            hasher.combine(byte)
        }
    }
}
