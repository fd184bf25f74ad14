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
        /// leaves out.
        package var warnings: [Diagnostic]
        /// The kinds the update gives, in the master's order: those whose table differs from the
        /// compiled one.
        package var changed: [KindDefinition]
        /// The names of the master's kinds that are exactly as the app compiled them, which the
        /// update leaves out: the app shows them as compiled all the same.
        package var unchanged: [String]
        /// The names of the app's kinds that the master does not have, which stay as compiled.
        package var notInMaster: [String]
    }

    /// The update of `app`'s kinds to those of `master`, a definitions file.
    ///
    /// A kind is given when anything in its table differs, which is what its fingerprint tells:
    /// a kind the update leaves out is shown as the app compiled it, so an update that gave it
    /// unchanged would change nothing, and would be refused by a build that compiled it otherwise.
    ///
    /// - Throws: The master's problems as definitions, and every change of the update that an app
    ///   refuses (``UpdateChecker``), each at its line and column in `master`.
    package static func make(for app: AppDefinitions, from master: SourceFile) throws(DiagnosticsError) -> Result {
        let validated = try KbnGenerator.definitions(fromFiles: [master])[0]
        let definitions = validated.definitions
        let compiled = Dictionary(
            app.compiled.kinds.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result = Result(json: "", warnings: [], changed: [], unchanged: [], notInMaster: [])
        var madeFor: [MadeFor] = []
        for (kind, asMaster) in zip(definitions.kinds, CompiledNamespace([validated]).kinds) {
            guard let asApp = compiled[kind.name.value] else {
                let known = app.compiled.kinds.map(\.name).joined(separator: ", ")
                result.warnings.append(
                    Diagnostic(
                        .warning,
                        "kind \(kind.name.value.quotedForMessage) is not one of the app's kinds (\(known)), so the update leaves it out: an app shows only the kinds that its build compiled",
                        at: kind.name.location, inFile: master.name))
                continue
            }
            if asMaster.fingerprint == asApp.fingerprint {
                result.unchanged.append(kind.name.value)
                continue
            }
            result.changed.append(kind)
            madeFor.append(MadeFor(kind: kind.name, fingerprint: Located(asApp.fingerprint, at: kind.name.location)))
        }
        let inMaster = Set(definitions.kinds.map(\.name.value))
        result.notInMaster = app.compiled.kinds.map(\.name).filter { !inMaster.contains($0) }
        var update = definitions
        update.kinds = result.changed
        update.madeFor = Located(madeFor, at: definitions.namespace.location)
        do {
            _ = try UpdateChecker.check(update, inFile: master.name, against: app.compiled)
        } catch {
            // The kinds left out are worth knowing about whatever else is wrong.
            var diagnostics = DiagnosticCollector()
            for diagnostic in result.warnings + error.diagnostics {
                diagnostics.append(diagnostic)
            }
            throw DiagnosticsError(diagnostics.ordered)
        }
        result.json = JSONWriter.prettyPrinted(try updateTree(of: master, madeFor: madeFor)).text
        return result
    }

    /// The master's JSON with `"madeFor"` before its kinds, and only the kinds that `madeFor` names:
    /// every key of theirs as the master writes it.
    private static func updateTree(of master: SourceFile, madeFor: [MadeFor]) throws(DiagnosticsError) -> JSONValue {
        var tree = try JSONReader.read(master.bytes)
        let given = Set(madeFor.map(\.kind.value))
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
