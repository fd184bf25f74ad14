// `kbn-gen make-update` in memory: the update that a back end serves an app, made from the app's
// definitions and the back end's newer master. It holds the master's kinds whose tables differ from
// what the app compiled, each with the compiled kind's fingerprint, and is refused by the one update
// check, at the master's lines, when it would change what a compiled code means.

import KbnFormat
import KbnGeneratorCore

/// Makes updates from masters.
package enum UpdateMaker {
    /// An update, and what it gives and leaves out.
    package struct Result: Sendable {
        /// The update: the master's file with `"madeFor"` and only the kinds in ``changed``, in the
        /// layout of ``JSONWriter``.
        package var json: String
        /// A warning at each kind of the master that the app does not compile, which the update
        /// leaves out, and a note at each value that takes the app's case name
        /// (``CompiledCaseNames``).
        package var warnings: [Diagnostic]
        /// The kinds the update gives, in the master's order: those whose table differs from the
        /// compiled one.
        package var changed: [KindDefinition]
        /// The names of the master's kinds that are exactly as the app compiled them, which the
        /// update leaves out: the app shows them as compiled all the same.
        package var unchanged: [String]
        /// The names of the app's kinds that the master does not have, which stay as compiled.
        package var notInMaster: [String]
        /// The kind of each compiled value that the master lacks and the update keeps, deprecated
        /// (`--deprecate-missing`), in the master's order of kinds.
        package var kept: [String] = []
    }

    /// The update of `app`'s kinds to those of `master`, a definitions file.
    ///
    /// A kind is given when anything in its table differs, which is what its fingerprint tells:
    /// a kind the update leaves out is shown as the app compiled it, so an update that gave it
    /// unchanged would change nothing. `"madeFor"` gives the fingerprint of every kind the app
    /// compiled, given or not, so that the update applies to that build only. Each value whose
    /// code the app compiled takes the app's case name, its identity, whatever name the master
    /// derives (``CompiledCaseNames``): a renamed value is a rename, not a refusal.
    ///
    /// - Parameter message: With a message (`--deprecate-missing`), each compiled value of a kind
    ///   the master gives that the master lacks is kept in the update, as the app's definitions
    ///   write it, deprecated with the message, after the master's value that comes before it in
    ///   the app's order. Without one, each such value is an error.
    /// - Throws: The master's problems as definitions, and every change of the update that an app
    ///   refuses (``UpdateChecker``), each at its line and column in `master`; without `message`,
    ///   each compiled value the master lacks, at its place in the app's definitions, and one
    ///   error at the master that counts them.
    package static func make(
        for app: AppDefinitions, from master: SourceFile, deprecatingMissingValuesWith message: String? = nil
    ) throws(DiagnosticsError) -> Result {
        // The app's case name for every value it compiled, whatever names the master derives.
        let (adopted, caseNotes) = CompiledCaseNames.adopting(
            app, in: try JSONReader.read(master.bytes), file: master.name)
        var validated = try KbnGenerator.definitions(fromTree: adopted, named: master.name)
        let missing = MissingValue.all(in: validated.definitions, app: app)
        var warnings = leftOutKinds(of: validated.definitions, in: master.name, app: app) + caseNotes
        // A kept value's code that the master gives another value (a merge) stays the kept value's.
        let lent = message == nil ? [:] : MissingValue.lentCodes(of: missing, app: app)
        let (withoutLent, lentWarnings) = MissingValue.withoutLentCodes(
            lent, in: validated.definitions, named: master.name, missing: missing)
        warnings += lentWarnings
        // Every refusal at once: the update check of the master's kinds with the values it lacks
        // counted as given, which are refused apart, at the app's values, or kept.
        var problems = refusals(
            of: probe(MissingValue.inserting(missing, into: withoutLent), for: app), madeFrom: master.name, for: app)
        if message == nil {
            problems += MissingValue.refusals(of: missing, in: master.name, app: app)
        }
        try throwIfAny(problems, with: warnings, madeFrom: master.name, for: app)
        var tree = adopted
        if let message, !missing.isEmpty {
            try throwIfAny(
                MissingValue.clashes(of: missing, in: validated.definitions, named: master.name, app: app),
                with: warnings, madeFrom: master.name, for: app)
            var appTrees: [JSONValue] = []
            for source in app.sources {
                appTrees.append(try JSONReader.read(source.bytes))
            }
            tree = MissingValue.inserting(
                missing, into: MissingValue.withoutLentCodes(lent, in: tree), of: validated.definitions,
                appTrees: appTrees, deprecatedWith: message)
            validated = try KbnGenerator.definitions(fromTree: tree, named: master.name)
        }
        let definitions = validated.definitions
        let compiled = Dictionary(
            app.compiled.kinds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result = Result(json: "", warnings: warnings, changed: [], unchanged: [], notInMaster: [])
        result.kept = message == nil ? [] : missing.map { definitions.kinds[$0.masterKind].name.value }
        for (kind, asMaster) in zip(definitions.kinds, CompiledNamespace([validated]).kinds) {
            guard let asApp = compiled[kind.name.value] else { continue }
            if asMaster.fingerprint == asApp.fingerprint {
                result.unchanged.append(kind.name.value)
            } else {
                result.changed.append(kind)
            }
        }
        let inMaster = Set(definitions.kinds.map(\.name.value))
        result.notInMaster = app.compiled.kinds.map(\.name).filter { !inMaster.contains($0) }
        var update = definitions
        update.kinds = result.changed
        update.madeFor = madeFor(app, at: definitions)
        // What is written is what the app accepts: the check it runs, on the update as made.
        try throwIfAny(
            refusals(of: update, madeFrom: master.name, for: app), with: warnings, madeFrom: master.name, for: app)
        let given = Set(result.changed.map(\.name.value))
        result.json = JSONWriter.prettyPrinted(updateTree(of: tree, madeFor: update.madeFor!.value, giving: given)).text
        return result
    }

    /// The fingerprint of every kind the app compiled, each at its kind in `master`, or at the
    /// master's namespace for a kind the master does not have.
    private static func madeFor(_ app: AppDefinitions, at master: Definitions) -> Located<[MadeFor]> {
        let locations = Dictionary(
            master.kinds.map { ($0.name.value, $0.name.location) }, uniquingKeysWith: { first, _ in first })
        return Located(
            app.compiled.kinds.map { kind in
                let location = locations[kind.name] ?? master.namespace.location
                return MadeFor(
                    kind: Located(kind.name, at: location), fingerprint: Located(kind.fingerprint, at: location))
            }, at: master.namespace.location)
    }

    /// `master` as an update of the app's kinds, for the update check before the update is made:
    /// the master's kinds that the app compiled, made for the app's build.
    private static func probe(_ master: Definitions, for app: AppDefinitions) -> Definitions {
        var update = master
        let compiledNames = Set(app.compiled.kinds.map(\.name))
        update.kinds = update.kinds.filter { compiledNames.contains($0.name.value) }
        update.madeFor = madeFor(app, at: master)
        return update
    }

    /// What the update check refuses of `update`, reported in the master named `name`.
    private static func refusals(of update: Definitions, madeFrom name: String, for app: AppDefinitions)
        -> [Diagnostic]
    {
        do {
            _ = try UpdateChecker.check(update, inFile: name, against: app.compiled)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// A warning at each kind of `master` that the app does not compile, which the update leaves out.
    private static func leftOutKinds(of master: Definitions, in name: String, app: AppDefinitions) -> [Diagnostic] {
        let compiled = Set(app.compiled.kinds.map(\.name))
        let known = app.compiled.kinds.map(\.name).joined(separator: ", ")
        return master.kinds.filter { !compiled.contains($0.name.value) }.map { kind in
            Diagnostic(
                .warning,
                "kind \(kind.name.value.quotedForMessage) is not one of the app's kinds (\(known)), so the update leaves it out: an app shows only the kinds that its build compiled",
                at: kind.name.location, inFile: name)
        }
    }

    /// Throws `refusals` with `warnings`, in the order of the files (the master's first) and
    /// within each, and a problem of no place (a count) last; nothing when `refusals` is empty.
    private static func throwIfAny(
        _ refusals: [Diagnostic], with warnings: [Diagnostic], madeFrom master: String, for app: AppDefinitions
    ) throws(DiagnosticsError) {
        guard !refusals.isEmpty else { return }
        var collector = DiagnosticCollector(fileOrder: [master] + app.files.map(\.name))
        let counts = refusals.filter { $0.location == nil }
        for diagnostic in warnings + refusals where diagnostic.location != nil {
            collector.append(diagnostic)
        }
        throw DiagnosticsError(collector.ordered + counts)
    }

    /// The master's JSON with `"madeFor"` before its kinds, and only the kinds in `given`: every
    /// key of theirs as the master writes it.
    private static func updateTree(of master: JSONValue, madeFor: [MadeFor], giving given: Set<String>) -> JSONValue {
        var tree = master
        tree.updateMember("kinds") { kinds in
            guard case .array(let elements) = kinds.content else { return }
            kinds.content = .array(elements.filter { $0.string(at: "name").map(given.contains) ?? false })
        }
        guard case .object(var members) = tree.content, let kinds = members.firstIndex(where: { $0.key == "kinds" })
        else { return tree }
        let fingerprints = madeFor.map { entry in
            JSONMember(
                key: entry.kind.value, keyLocation: entry.kind.location,
                value: JSONValue(.string(entry.fingerprint.value), at: entry.fingerprint.location))
        }
        let location = members[kinds].keyLocation
        members.insert(
            JSONMember(key: "madeFor", keyLocation: location, value: JSONValue(.object(fingerprints), at: location)),
            at: kinds)
        tree.content = .object(members)
        return tree
    }
}
