// The generator's pipeline, in memory from bytes to source, in four stages: read (JSON/, bytes to a
// JSONValue) → decode (Definitions/, to Definitions) → validate (Validation/, to
// ValidatedDefinitions) → render (Rendering/, NamedDefinitions to Swift). What passes between them
// is in StageBoundaries/. File access stays at the command-line edge (kbn-gen), so every stage is
// testable on plain values.

/// Turns the bytes of definitions files into Swift source, or into diagnostics.
package enum KbnGenerator {
    /// kbn-gen's version, printed by `kbn-gen --version` and written into every generated header.
    package static let version = "2.0.0"

    /// Reads, decodes and validates a definitions file.
    ///
    /// - Throws: Every problem found, each with its line and column.
    package static func definitions(from bytes: [UInt8]) throws(DiagnosticsError) -> Definitions {
        try definitions(fromFiles: [bytes])[0].definitions
    }

    /// Reads, decodes and validates definitions files that are given without names
    /// (``Diagnostic/unnamedFile``).
    package static func definitions(fromFiles files: [[UInt8]]) throws(DiagnosticsError) -> [ValidatedDefinitions] {
        try definitions(fromFiles: files.map { SourceFile(name: Diagnostic.unnamedFile, bytes: $0) })
    }

    /// Reads, decodes and validates definitions files that are generated together: files that name
    /// one namespace make one namespace, so their kinds' names, prefixes and codes must not clash.
    ///
    /// - Parameters:
    ///   - allowingUpdates: Whether a file may be an update (one with `"madeFor"`), as `kbn-gen diff`
    ///     and the update check take; a build compiles definitions only.
    ///   - maximumDepth: How deep arrays and objects may nest (``JSONReader/read(_:maximumDepth:)``).
    /// - Throws: Every problem found in any of the files, each with its file's name
    ///   (``Diagnostic/file``), line and column, in the order of `files`.
    package static func definitions(
        fromFiles files: [SourceFile], allowingUpdates: Bool = false, maximumDepth: Int = JSONReader.maximumDepth
    ) throws(DiagnosticsError) -> [ValidatedDefinitions] {
        let (decoded, tables) = try validate(
            files, allowingUpdates: allowingUpdates, buildingTables: true, maximumDepth: maximumDepth)
        // Without errors, every file is an object and so decodes to definitions.
        return zip(decoded, tables).map { ValidatedDefinitions($0!, tables: $1) }
    }

    /// Reads, decodes and validates an update, as ``definitions(fromFiles:allowingUpdates:maximumDepth:)``
    /// does with `allowingUpdates`, without the kinds' tables, which only a build renders.
    ///
    /// - Complexity: O(*n*) in time and memory for an update of *n* bytes.
    /// - Throws: Every problem found, each with its line and column in `file`.
    package static func update(from file: SourceFile, maximumDepth: Int) throws(DiagnosticsError) -> Definitions {
        // Without errors, the file is an object and so decodes to definitions.
        try validate([file], allowingUpdates: true, buildingTables: false, maximumDepth: maximumDepth).decoded[0]!
    }

    /// The stages up to validation for `files`: what each decodes to, and, when `buildingTables`,
    /// its kinds' tables.
    private static func validate(
        _ files: [SourceFile], allowingUpdates: Bool, buildingTables: Bool, maximumDepth: Int
    ) throws(DiagnosticsError) -> (decoded: [Definitions?], tables: [[KindTable]]) {
        var diagnostics = DiagnosticCollector(fileOrder: files.map(\.name))
        var decoded: [Definitions?] = []
        var tables: [[KindTable]] = []
        for file in files {
            diagnostics.file = file.name
            do {
                // The syntax tree, not named, ends with the statement: a debug build, which the
                // build plugin runs, would keep it to the end of the scope, through the checks.
                let (definitions, kindTables) = check(
                    try JSONReader.read(file.bytes, maximumDepth: maximumDepth), allowingUpdates: allowingUpdates,
                    buildingTables: buildingTables, diagnostics: &diagnostics)
                tables.append(kindTables)
                decoded.append(definitions)
            } catch {
                // A syntax error ends the reading of that file only; the others are still checked.
                for diagnostic in error.diagnostics {
                    diagnostics.append(diagnostic.inFile(file.name))
                }
                decoded.append(nil)
                tables.append([])
            }
        }
        NamespaceValidator.check(decoded, named: files.map(\.name), diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return (decoded, tables)
    }

    /// Decodes and validates the syntax tree of a definitions file that a tool made or edited, such
    /// as the master of `kbn-gen make-update` with the app's values that it keeps: its problems are
    /// reported at the tree's locations, in the file named `name`.
    ///
    /// - Throws: Every problem found, as ``definitions(fromFiles:allowingUpdates:maximumDepth:)`` reports it.
    package static func definitions(fromTree tree: JSONValue, named name: String) throws(DiagnosticsError)
        -> ValidatedDefinitions
    {
        var diagnostics = DiagnosticCollector(fileOrder: [name])
        diagnostics.file = name
        let (definitions, tables) = check(
            tree, allowingUpdates: false, buildingTables: true, diagnostics: &diagnostics)
        NamespaceValidator.check([definitions], named: [name], diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        return ValidatedDefinitions(definitions!, tables: tables)
    }

    /// The decode and validate stages of one file's tree: what it defines, nil when it is no
    /// object, and, when `buildingTables`, each kind's table.
    private static func check(
        _ tree: JSONValue, allowingUpdates: Bool, buildingTables: Bool, diagnostics: inout DiagnosticCollector
    ) -> (Definitions?, [KindTable]) {
        let definitions = DefinitionsDecoder.decode(tree, diagnostics: &diagnostics)
        if !allowingUpdates, let madeFor = definitions.definitions?.madeFor {
            diagnostics.error(
                "this file is an update (it has \"madeFor\"), which an app applies at run time; a build compiles the definitions it was made from, and kbn-gen check-update checks it",
                at: madeFor.location)
        }
        return (
            definitions.definitions,
            DefinitionsValidator.check(definitions, buildingTables: buildingTables, diagnostics: &diagnostics)
        )
    }

    /// The Swift source for a definitions file, in one file.
    ///
    /// - Parameters:
    ///   - bytes: The contents of the definitions file.
    ///   - sourceName: The file's name, written into the generated header.
    package static func generate(from bytes: [UInt8], sourceName: String) throws(DiagnosticsError) -> String {
        SourceRenderer(files: [NamedDefinitions(name: sourceName, definitions: try definitions(fromFiles: [bytes])[0])])
            .renderAll()
    }
}
