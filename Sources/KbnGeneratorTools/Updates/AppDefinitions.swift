// The definitions an app's build compiles, as `kbn-gen make-update` and `check-update` take them:
// the files of the one namespace an update is for, validated together as the build validates them,
// and what the build compiled of them, which an update is checked against.

import KbnFormat
import KbnGeneratorCore

/// The definitions files that an app's build compiles into the namespace an update is for.
package struct AppDefinitions: Sendable {
    /// Each file's name and its definitions, in the order given.
    package let files: [(name: String, definitions: Definitions)]
    /// The files as read, for what an update takes of them as they are written (the values that
    /// `make-update --deprecate-missing` keeps).
    package let sources: [SourceFile]
    /// The kinds as the build compiled them.
    package let compiled: CompiledNamespace

    /// The app's `files`, which must be definitions (not updates) of one namespace.
    ///
    /// - Throws: Every problem of the files, as a build reports it, and each file whose namespace
    ///   is not the first file's, at its namespace.
    package init(_ files: [SourceFile]) throws(DiagnosticsError) {
        let validated = try KbnGenerator.definitions(fromFiles: files)
        var diagnostics = DiagnosticCollector(fileOrder: files.map(\.name))
        if let first = validated.first?.definitions.namespace.value {
            for (file, definitions) in zip(files, validated).dropFirst()
            where definitions.definitions.namespace.value != first {
                diagnostics.file = file.name
                let namespace = definitions.definitions.namespace
                diagnostics.error(
                    "namespace \(namespace.value.quotedForMessage) is not \(first.quotedForMessage), the namespace of \(files[0].name): an update is for the kinds of one namespace; give --app the files of that namespace only",
                    at: namespace.location)
            }
        }
        try diagnostics.throwIfErrors()
        self.files = zip(files, validated).map { ($0.name, $1.definitions) }
        sources = files
        compiled = CompiledNamespace(validated)
    }

    /// Where each compiled kind (by its index in ``compiled``) is defined: its file's index in
    /// ``files`` and its index among that file's kinds.
    package var placesOfCompiledKinds: [(file: Int, kind: Int)] {
        files.indices.flatMap { file in files[file].definitions.kinds.indices.map { (file, $0) } }
    }
}
