// What people see change when an app applies an update, as `kbn-gen check-update` lists it: the
// diff of the app's kinds with the update's versions of them, less what an update cannot change,
// by the one table of changes (DefinitionsChangeKind) that the diff and the update check share.

import KbnGeneratorCore

/// The changes that an update makes to what people see of an app's kinds.
package enum UpdateChanges {
    /// What people see change when an app built from `app` applies `update`, which passed
    /// ``UpdateChecker`` against `app.compiled`: for each of the app's files, its kinds that the
    /// update gives, compared with the update's versions of them by ``DefinitionsDiff``, each change
    /// that ``DefinitionsChangeKind/whyRefusedInUpdate`` lets an update make.
    ///
    /// Only kinds are compared: the update's namespace is the app's, as the check makes sure, and
    /// its access and other settings of a build change nothing an app shows.
    ///
    /// - Parameter name: The name of the update's file, which its changes are in.
    package static func changes(in update: CheckedUpdate, named name: String, for app: AppDefinitions)
        -> [DefinitionsChange]
    {
        var changes: [DefinitionsChange] = []
        for file in app.files {
            let names = Set(file.definitions.kinds.map(\.name.value))
            var updated = file.definitions
            updated.kinds = update.kinds.map(\.definition).filter { names.contains($0.name.value) }
            let given = Set(updated.kinds.map(\.name.value))
            var compiled = file.definitions
            compiled.kinds = compiled.kinds.filter { given.contains($0.name.value) }
            changes += DefinitionsDiff.changes(from: compiled, named: file.name, to: updated, named: name)
                .filter { $0.kind.whyRefusedInUpdate == nil }
        }
        return changes
    }
}

extension DefinitionsChange {
    /// The change as a note of what people see change, which says what changed and not what that
    /// would do to a build: an update changes no build.
    package var updateNote: Diagnostic {
        Diagnostic(.note, summary, at: diagnostic.location, inFile: diagnostic.file)
    }
}
