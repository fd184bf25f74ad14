// `kbn-gen make-update` and `check-update`, the back end's side of updates: the files read, the one
// update check run (KbnGeneratorCore's UpdateChecker, as apps run it), the update written or its
// changes listed.

import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

enum UpdateCommands {
    /// Writes the update of the app's kinds (the definitions files at `apps`) to the master at
    /// `master`, to `output`; with `deprecation`, keeping the compiled values the master lacks,
    /// deprecated with it.
    static func make(
        master: String, apps: [String], output: String, deprecation: String?, overwrite: Bool, quiet: Bool
    ) throws {
        let app = try appDefinitions(at: apps)
        let file = SourceFile(name: master, bytes: try InputFiles.read(at: master, "master definitions file"))
        let result: UpdateMaker.Result
        do {
            result = try UpdateMaker.make(for: app, from: file, deprecatingMissingValuesWith: deprecation)
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
        StandardStreams.printError(result.warnings.map { $0.formatted() })
        try OutputFile.replaceContents(
            of: [(OutputFile(path: output, kind: .update), result.json)], reading: apps + [master],
            overwrite: overwrite)
        let changed = result.changed.map(\.name.value)
        let names = changed.isEmpty ? "" : " (\(changed.joined(separator: ", ")))"
        let notInMaster = result.notInMaster.isEmpty ? "" : ", \(result.notInMaster.count) not in \(master)"
        let kept =
            result.kept.isEmpty
            ? "" : "; kept \(Summary.counted(result.kept.count, "value")) that \(master) lacks, deprecated"
        Summary.print(
            "wrote \(output) for the app's \(Summary.counted(app.compiled.kinds.count, "kind")): \(changed.count) changed\(names), \(result.unchanged.count) unchanged\(notInMaster)\(kept)",
            quiet: quiet)
    }

    /// Checks the update at `update` against the app's kinds (the definitions files at `apps`), and
    /// prints what people will see change, as notes on standard output.
    static func check(update: String, apps: [String], quiet: Bool) throws {
        let app = try appDefinitions(at: apps)
        let file = SourceFile(name: update, bytes: try InputFiles.read(at: update, "update"))
        let checked: CheckedUpdate
        do {
            checked = try UpdateChecker.check(file, against: app.compiled)
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
        let changes = UpdateChanges.changes(in: checked, named: update, for: app)
        StandardStreams.printOutput(changes.map { $0.updateNote.formatted() + "\n" }.joined())
        // The notes in the app's files only say where a change came from.
        let seen = Summary.counted(changes.filter { $0.file == .new }.count, "change")
        Summary.print(
            "\(update): \(Summary.counts(of: checked.definitions)), no problems, \(seen) that people will see",
            quiet: quiet)
    }

    /// The app's definitions files, read and validated together.
    private static func appDefinitions(at paths: [String]) throws -> AppDefinitions {
        let files = try InputFiles.definitionsFiles(at: paths)
        do {
            return try AppDefinitions(files)
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
    }
}
