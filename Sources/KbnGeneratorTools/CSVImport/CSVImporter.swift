// `kbn-gen import-csv` in memory: a code-master CSV's bytes in, a checked kbn-definitions.json out,
// optionally merged into the definitions file it updates. The written JSON goes through the same
// pipeline as `kbn-gen check`, and its problems are reported at the CSV cells they came from.

import KbnGeneratorCore

/// Converts a code-master CSV into a definitions file.
package enum CSVImporter {
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

    /// Converts the bytes of a CSV file, UTF-8 with or without a byte order mark.
    ///
    /// Locations in diagnostics are the line a field starts on and the field's number (1 for the
    /// first column): a row's line in the file, and its column in a spreadsheet. With `merging`, the
    /// bytes of the definitions file the import updates (`--merge`), diagnostics about that file are
    /// in the file named `mergedFileName` (``LayoutKeepingFile/unnamedFile`` when nil); those about
    /// the CSV in the file named `name`, and those about values an option gives have no location.
    ///
    /// - Throws: Every problem found: the file's encoding, CSV syntax, the header, rows, the file
    ///   merged into, and anything that `KbnGenerator.definitions(from:)` rejects in the result.
    package static func convert(
        _ bytes: consuming [UInt8], named name: String = Diagnostic.unnamedFile,
        options: CSVImportOptions = CSVImportOptions(), merging existing: [UInt8]? = nil, mergedFileName: String? = nil
    ) throws(DiagnosticsError) -> Result {
        try convert(
            bytes, named: name, cells: { bytes throws(DiagnosticsError) in try cells(of: bytes, options: options) },
            options: options, merging: existing, mergedFileName: mergedFileName
        )
    }

    /// Converts the header and rows that `cells` reads from `bytes`, which are handed over to it, so
    /// that a large master's bytes go once they are read rather than when the conversion ends.
    static func convert(
        _ bytes: consuming [UInt8], named name: String,
        cells: (consuming [UInt8]) throws(DiagnosticsError) -> (header: [CSVCell], rows: [[CSVCell]]),
        options: CSVImportOptions, merging existingBytes: [UInt8]?, mergedFileName: String?
    ) throws(DiagnosticsError) -> Result {
        let existing = existingBytes.map {
            SourceFile(name: mergedFileName ?? LayoutKeepingFile.unnamedFile, bytes: $0)
        }
        var unread = Optional(bytes)
        do {
            let result = try convert(
                cells: { () throws(DiagnosticsError) in try cells(unread.take() ?? []) }, options: options,
                merging: existing
            )
            return Result(
                json: result.json, warnings: result.warnings.map { $0.inFile(ifUnnamed: name) }, counts: result.counts)
        } catch {
            // The reader, the builder and the checks make the master's diagnostics unnamed.
            throw DiagnosticsError(error.diagnostics.map { $0.inFile(ifUnnamed: name) })
        }
    }

    /// Converts the header and rows that `cells` reads, a CSV file's or those JSON records become
    /// (`JSONImporter`), so that both are checked, merged and named by the same code; the
    /// diagnostics about the master are unnamed.
    private static func convert(
        cells: () throws(DiagnosticsError) -> (header: [CSVCell], rows: [[CSVCell]]), options: CSVImportOptions,
        merging existing: SourceFile?
    ) throws(DiagnosticsError) -> Result {
        let (json, output, warnings, edited, counts) = try written(cells, options: options, merging: existing)
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
        _ cells: () throws(DiagnosticsError) -> (header: [CSVCell], rows: [[CSVCell]]), options: CSVImportOptions,
        merging existing: SourceFile?
    ) throws(DiagnosticsError) -> (
        json: [UInt8], output: JSONWriter.Output, warnings: [Diagnostic], edited: [UInt8]?, counts: Counts
    ) {
        var (tree, warnings, base) = try definitionsTree(cells, options: options, merging: existing)
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
        _ cells: () throws(DiagnosticsError) -> (header: [CSVCell], rows: [[CSVCell]]), options: CSVImportOptions,
        merging existing: SourceFile?
    ) throws(DiagnosticsError) -> (json: JSONValue, warnings: [Diagnostic], base: MergeBase?) {
        let base = try existing.map { file throws(DiagnosticsError) in try MergeBase(file.bytes, named: file.name) }
        let (header, rows) = try cells()
        let (json, warnings) = try CSVDefinitionsBuilder.definitions(
            header: header, rows: rows, options: options, merging: base)
        return (json, warnings, base)
    }

    /// The header's cells and those of every non-blank row, decoded as UTF-8, read with the
    /// options' delimiter; for a file without a header row, the numbered header it stands for.
    static func cells(of bytes: [UInt8], options: CSVImportOptions = CSVImportOptions()) throws(DiagnosticsError) -> (
        header: [CSVCell], rows: [[CSVCell]]
    ) {
        if CSVTextEncoding.startsWithUTF16ByteOrderMark(bytes) {
            throw fileError(
                "the file is UTF-16 text (Excel's \"Unicode Text\"); save it as \"CSV UTF-8 (Comma delimited) (*.csv)\""
            )
        }
        let body = bytes.starts(with: CSVTextEncoding.utf8ByteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        // Each field is the file's bytes less ASCII quotes and line breaks, so when the file is
        // UTF-8 every field is: checked once rather than field by field, which with the generic
        // `map` over each record's fields took 4% of importing a large CSV, unoptimized.
        let isUTF8 = UTF8Validation.firstInvalidByte(in: body, from: 0) == nil
        // Each record decoded as it is read, so that the records' bytes and their text are never
        // all held at once.
        var decoded: [[CSVCell]] = []
        try CSVReader.forEachRecord(body, delimiter: options.delimiter) { record throws(DiagnosticsError) in
            guard !record.isBlank else { return }
            var cells: [CSVCell] = []
            cells.reserveCapacity(record.fields.count)
            for field in record.fields {
                if isUTF8 {
                    cells.append(CSVCell(text: String(decoding: field.bytes, as: UTF8.self), location: field.location))
                } else if let text = CSVTextEncoding.utf8Text(field.bytes) {
                    cells.append(CSVCell(text: text, location: field.location))
                } else {
                    throw DiagnosticsError([.error(notUTF8Message(body), at: field.location)])
                }
            }
            decoded.append(cells)
        }
        guard let first = decoded.first else {
            throw fileError(
                options.columnNaming != .fieldNumbers
                    ? "the file is empty; it needs a header row naming the columns, then one row per value"
                    : "the file is empty; it needs one row per value")
        }
        guard options.columnNaming != .fieldNumbers else { return (CSVHeader.numbered(first), decoded) }
        decoded.removeFirst()
        return (first, decoded)
    }

    private static func notUTF8Message(_ bytes: [UInt8]) -> String {
        "this field is not UTF-8 text; " + CSVTextEncoding.notUTF8Advice(bytes)
    }

    /// Why `bytes` should not be converted from Shift_JIS, or nil when they may: a byte order mark
    /// says UTF-8, and text that does not look Japanese would turn into wrong kanji without an
    /// error from the converter (`Género` in Windows-1252 reads as `G駭ero`).
    package static func shiftJISProblem(_ bytes: [UInt8]) -> Diagnostic? {
        if bytes.starts(with: CSVTextEncoding.utf8ByteOrderMark) {
            return .error(
                "the file starts with a UTF-8 byte order mark, so it is UTF-8 already; leave out --encoding shift-jis",
                at: nil)
        }
        if bytes.contains(where: { $0 >= 0x80 }), CSVTextEncoding.utf8Text(bytes) != nil {
            return .error(
                "the file is UTF-8 text, and converting it from Shift_JIS would garble it; leave out --encoding shift-jis",
                at: nil)
        }
        guard CSVTextEncoding.looksLikeShiftJIS(bytes), !CSVTextEncoding.isPlausiblyJapanese(bytes) else { return nil }
        let advice =
            CSVTextEncoding.looksLikeWindows1252(bytes)
            ? "it looks like Windows-1252 (Latin-1): save it as \"CSV UTF-8 (Comma delimited) (*.csv)\" and leave out --encoding shift-jis"
            : "save it as \"CSV UTF-8 (Comma delimited) (*.csv)\" and leave out --encoding shift-jis"
        return .error(
            "the file does not read as Japanese text in Shift_JIS, and converting it would garble its letters; \(advice)",
            at: nil)
    }

    private static func fileError(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: nil)])
    }

    /// Each diagnostic, with the notes that follow it, the first time it occurs: several lines of
    /// the written JSON come from one cell (the codes of a `formerCodes` cell), and a problem they
    /// share, such as empty codes in `a||b|`, is one problem of the cell.
    private static func onceEach(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<[Diagnostic]> = []
        return diagnostics.withTheirNotes.filter { seen.insert($0).inserted }.flatMap { $0 }
    }
}
