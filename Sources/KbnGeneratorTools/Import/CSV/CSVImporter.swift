// `kbn-gen import-csv` in memory: a code-master CSV's bytes in, a checked kbn-definitions.json out,
// optionally merged into the definitions file it updates. This is the import engine's CSV reader:
// it decodes the file into cells, each at its line and field, and ImportEngine does the rest.

import KbnGeneratorCore

/// Converts a code-master CSV into a definitions file.
package enum CSVImporter {
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
        options: ImportOptions = ImportOptions(), merging existing: [UInt8]? = nil, mergedFileName: String? = nil
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        try convert(
            [SourceFile(name: name, bytes: bytes)], options: options, merging: existing,
            mergedFileName: mergedFileName)
    }

    /// Converts the rows of several CSV files as one master, as ``convert(_:named:options:merging:mergedFileName:)``
    /// converts one: the rows of each file after the previous file's, every diagnostic in its file.
    /// Each file has the header row of the first, or, with `--no-header`, no header row.
    ///
    /// - Throws: Also a header row that is not the first file's, at its first field that differs.
    package static func convert(
        _ inputs: consuming [SourceFile], options: ImportOptions = ImportOptions(), merging existing: [UInt8]? = nil,
        mergedFileName: String? = nil
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        try ImportEngine.convert(
            inputs,
            cells: { inputs, files throws(DiagnosticsError) in try cells(of: inputs, files: files, options: options) },
            options: options, merging: existing, mergedFileName: mergedFileName
        )
    }

    /// The cells of every file, each file's lines after the previous file's (``ImportFiles``), under
    /// the first file's header.
    private static func cells(
        of inputs: consuming [SourceFile], files: ImportFiles, options: ImportOptions
    ) throws(DiagnosticsError) -> (header: [ImportCell], rows: [[ImportCell]]) {
        var header: [ImportCell]?
        var rows: [[ImportCell]] = []
        var diagnostics = DiagnosticCollector()
        for index in inputs.indices {
            let bytes = inputs[index].bytes
            // Each file's bytes go once its cells are read.
            inputs[index].bytes = []
            let (fileHeader, fileRows): (header: [ImportCell], rows: [[ImportCell]])
            do {
                (fileHeader, fileRows) = try cells(of: bytes, options: options)
            } catch {
                throw DiagnosticsError(error.diagnostics.map { files.placed($0, inFile: index) })
            }
            let lines = files.lineBase(ofFile: index)
            let movedHeader = fileHeader.map { $0.movedDown(by: lines) }
            if let header, options.columnNaming != .fieldNumbers {
                checkHeader(movedHeader, against: header, firstFile: files.names[0], diagnostics: &diagnostics)
            }
            header = header ?? movedHeader
            rows.append(contentsOf: fileRows.map { row in row.map { $0.movedDown(by: lines) } })
        }
        try diagnostics.throwIfErrors()
        return (header ?? [], rows)
    }

    /// Reports the first field of `header`, a later file's header row, that differs from `first`,
    /// the first file's: the rows of every file are read by one header.
    private static func checkHeader(
        _ header: [ImportCell], against first: [ImportCell], firstFile: String, diagnostics: inout DiagnosticCollector
    ) {
        let texts = header.map(\.text.trimmingSpaces)
        let firstTexts = first.map(\.text.trimmingSpaces)
        guard texts != firstTexts else { return }
        let field =
            zip(texts, firstTexts).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(texts.count, firstTexts.count)
        let what =
            field < firstTexts.count
            ? "field \(field + 1) of \(firstFile)'s is \(firstTexts[field].quotedForMessage)"
            : "\(firstFile)'s has \(firstTexts.count) field\(firstTexts.count == 1 ? "" : "s")"
        diagnostics.error(
            "this header row is not the first file's, whose rows every file's are read with: \(what); give the files one header row, or import them one by one",
            at: header[min(field, header.count - 1)].location)
    }

    /// The header's cells and those of every non-blank row, decoded as UTF-8, read with the
    /// options' delimiter; for a file without a header row, the numbered header it stands for.
    static func cells(of bytes: [UInt8], options: ImportOptions = ImportOptions()) throws(DiagnosticsError) -> (
        header: [ImportCell], rows: [[ImportCell]]
    ) {
        if CSVTextEncoding.startsWithUTF16ByteOrderMark(bytes) {
            throw fileError(
                "the file is UTF-16 text (Excel's \"Unicode Text\"); save it as \"CSV UTF-8 (Comma delimited) (*.csv)\""
            )
        }
        let body = bytes.starts(with: CSVTextEncoding.utf8ByteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        // Each field is the file's bytes less ASCII quotes and line breaks, so when the file is
        // UTF-8 every field is: checked once rather than field by field, which with the generic
        // `map` over each record's fields calls through witnesses for every field, unoptimized.
        let isUTF8 = UTF8Validation.firstInvalidByte(in: body, from: 0) == nil
        // Each record decoded as it is read, so that the records' bytes and their text are never
        // all held at once.
        var decoded: [[ImportCell]] = []
        try CSVReader.forEachRecord(body, delimiter: options.delimiter) { record throws(DiagnosticsError) in
            guard !record.isBlank else { return }
            var cells: [ImportCell] = []
            cells.reserveCapacity(record.fields.count)
            for field in record.fields {
                if isUTF8 {
                    cells.append(
                        ImportCell(text: String(decoding: field.bytes, as: UTF8.self), location: field.location))
                } else if let text = CSVTextEncoding.utf8Text(field.bytes) {
                    cells.append(ImportCell(text: text, location: field.location))
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
        guard options.columnNaming != .fieldNumbers else { return (ImportHeader.numbered(first), decoded) }
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
}
