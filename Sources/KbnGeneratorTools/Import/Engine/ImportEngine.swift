// The import engine that import-csv and import-json share: the header and rows a reader made of a
// master's files (cells, each at its place in its file) become a definitions tree, merged into the file
// it updates with --merge, written as JSON and checked by the same pipeline as `kbn-gen check`, with
// every problem reported at the cell it came from. The readers are CSVImporter and JSONImporter.

import KbnGeneratorCore

/// Turns a master's cells into a checked definitions file.
package enum ImportEngine {
    /// A converted file.
    package struct Result: Sendable {
        /// The definitions file: pretty JSON, kinds in the order they first appear, values in row order.
        /// Merged into a file (`--merge`), the file's text with the lines that change changed and the
        /// lines that are added added, or, for a file in the layout of import-csv, the whole file
        /// written in it.
        package var json: String
        /// Things worth knowing that did not stop the conversion, such as a kind whose rows are apart.
        package var warnings: [Diagnostic]
        /// What the definitions hold, for the command's summary.
        package var counts: Counts
    }

    /// How many kinds and values an import wrote and, merged into a file, how many of the values
    /// are new and how many it removed: counted from the tree it wrote, so that the command's
    /// summary need not read the written file again.
    package struct Counts: Hashable, Sendable {
        package var kinds: Int
        package var values: Int
        /// With `--merge`, the values (by kind and case name) that the file did not have; nil without.
        package var added: Int?
        /// With `--merge`, the values that the file had and the import removed; nil without.
        package var removed: Int?

        /// The counts of `tree`, the definitions an import wrote, merged into `base` when it is given.
        init(of tree: JSONValue, mergedInto base: MergeBase?) {
            let kinds = tree.member("kinds")?.elements ?? []
            self.kinds = kinds.count
            values = 0
            var kept = 0
            for kind in kinds {
                let values = kind.member("values")?.elements ?? []
                self.values += values.count
                guard let base, let earlier = kind.string(at: "name").flatMap(base.kind(named:))?.caseNames else {
                    continue
                }
                kept += values.count(where: { $0.string(at: "case").map(earlier.contains) ?? false })
            }
            if let base {
                (added, removed) = (values - kept, base.valueCount - kept)
            }
        }
    }

    /// Converts the header and rows that `cells` reads from the files of `inputs`, which are handed
    /// over to it, so that a large master's bytes go once they are read rather than when the
    /// conversion ends. `cells` numbers the lines of the files one after another, as `ImportFiles`
    /// says; the diagnostics are filed back into each file.
    static func convert(
        _ inputs: consuming [SourceFile],
        cells: (consuming [SourceFile], ImportFiles) throws(DiagnosticsError) -> (
            header: [ImportCell], rows: [[ImportCell]]
        ),
        options: ImportOptions, merging existingBytes: [UInt8]?, mergedFileName: String?
    ) throws(DiagnosticsError) -> Result {
        let existing = existingBytes.map {
            SourceFile(name: mergedFileName ?? LayoutKeepingFile.unnamedFile, bytes: $0)
        }
        let files = ImportFiles(copy inputs)
        var unread = Optional(inputs)
        do {
            let result = try convert(
                cells: { () throws(DiagnosticsError) in
                    withFileNames(try cells(unread.take() ?? [], files), files: files, options: options)
                },
                options: options, files: files, merging: existing
            )
            return Result(json: result.json, warnings: result.warnings.map(files.resolved), counts: result.counts)
        } catch {
            // The reader, the builder and the checks make the master's diagnostics unnamed.
            throw DiagnosticsError(error.diagnostics.map(files.resolved))
        }
    }

    /// The header and rows with the column `@file` added, each row's file's name without its
    /// folders and extension, when a `--column` mapping reads it; as they are when none does.
    private static func withFileNames(
        _ cells: (header: [ImportCell], rows: [[ImportCell]]), files: ImportFiles, options: ImportOptions
    ) -> (header: [ImportCell], rows: [[ImportCell]]) {
        guard options.columnMappings.contains(where: { $0.header == ImportOptions.fileNameKey }),
            let first = cells.header.first
        else { return cells }
        var (header, rows) = cells
        header.append(ImportCell(text: ImportOptions.fileNameKey, location: first.location))
        for index in rows.indices {
            // Every row has a cell, at its place in its file: a record, or a row's first field.
            let location = rows[index].first?.location ?? first.location
            rows[index].append(
                ImportCell(text: files.stem(ofFile: files.file(holding: location.line)), location: location))
        }
        return (header, rows)
    }

    /// Converts the header and rows that `cells` reads, a CSV file's or those JSON records become
    /// (`JSONImporter`), so that both are checked, merged and named by the same code; the
    /// diagnostics about the master are unnamed.
    private static func convert(
        cells: () throws(DiagnosticsError) -> (header: [ImportCell], rows: [[ImportCell]]), options: ImportOptions,
        files: ImportFiles, merging existing: SourceFile?
    ) throws(DiagnosticsError) -> Result {
        let (json, output, warnings, edited, counts) = try written(
            cells, options: options, files: files, merging: existing)
        do {
            // The written JSON is checked, not the edited file, which holds the same tree: a problem
            // is reported where the line it is on came from.
            _ = try KbnGenerator.definitions(from: json)
        } catch {
            let mergedFile = existing?.name ?? LayoutKeepingFile.unnamedFile
            var diagnostics = DiagnosticCollector(fileOrder: [Diagnostic.unnamedFile, mergedFile])
            let refiled = error.diagnostics.map { diagnostic in
                output.refiled(diagnostic) { ImportOrigin.resolved($0, mergedFile: mergedFile) }
            }
            for diagnostic in warnings + onceEach(refiled) {
                diagnostics.append(diagnostic)
            }
            try diagnostics.throwIfErrors()
        }
        return Result(json: String(decoding: edited ?? json, as: UTF8.self), warnings: warnings, counts: counts)
    }

    /// The definitions JSON the file's rows become, as UTF-8, before it is checked, and the
    /// writer's output for its line locations, its text emptied: the cells, the tree and the text
    /// are gone when this returns, so that a large file is held once, not four times over, while
    /// the JSON is checked. With a file merged into that is not in kbn-gen's layout, also the
    /// file's text edited to hold the same JSON.
    private static func written(
        _ cells: () throws(DiagnosticsError) -> (header: [ImportCell], rows: [[ImportCell]]), options: ImportOptions,
        files: ImportFiles, merging existing: SourceFile?
    ) throws(DiagnosticsError) -> (
        json: [UInt8], output: JSONWriter.Output, warnings: [Diagnostic], edited: [UInt8]?, counts: Counts
    ) {
        var (tree, warnings, base) = try definitionsTree(cells, options: options, files: files, merging: existing)
        let counts = Counts(of: tree, mergedInto: base)
        var output = JSONWriter.prettyPrinted(tree)
        let json = Array(output.text.utf8)
        output.text = ""
        let edits = base.map { $0.file.edits(of: tree, inFile: $0.name) }
        if let warning = edits?.warning { warnings.append(warning) }
        return (json, output, warnings, edits?.text, counts)
    }

    /// The JSON tree of the file's rows, and the file merged into; their cells are gone when it returns.
    private static func definitionsTree(
        _ cells: () throws(DiagnosticsError) -> (header: [ImportCell], rows: [[ImportCell]]), options: ImportOptions,
        files: ImportFiles, merging existing: SourceFile?
    ) throws(DiagnosticsError) -> (json: JSONValue, warnings: [Diagnostic], base: MergeBase?) {
        let base = try existing.map { file throws(DiagnosticsError) in try MergeBase(file.bytes, named: file.name) }
        let (header, rows) = try cells()
        let (json, warnings) = try DefinitionsBuilder.definitions(
            header: header, rows: rows, options: options, files: files, merging: base)
        return (json, warnings, base)
    }

    /// Each diagnostic, with the notes that follow it, the first time it occurs: several lines of
    /// the written JSON come from one cell (the codes of a `formerCodes` cell), and a problem they
    /// share, such as empty codes in `a||b|`, is one problem of the cell.
    private static func onceEach(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<[Diagnostic]> = []
        return diagnostics.withTheirNotes.filter { seen.insert($0).inserted }.flatMap { $0 }
    }
}
