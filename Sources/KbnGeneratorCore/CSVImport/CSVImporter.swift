// `kbn-gen import-csv` in memory: a code-master CSV's bytes in, a checked kbn-definitions.json out,
// optionally merged into the definitions file it updates. The written JSON goes through the same
// pipeline as `kbn-gen check`, and its problems are reported at the CSV cells they came from.

/// Converts a code-master CSV into a definitions file.
public enum CSVImporter {
    /// A converted file.
    public struct Result: Sendable {
        /// The definitions file: pretty JSON, kinds in the order they first appear, values in row order.
        public var json: String
        /// Things worth knowing that did not stop the conversion, such as a kind whose rows are apart.
        public var warnings: [Diagnostic]
    }

    /// Converts the bytes of a CSV file, UTF-8 with or without a byte order mark.
    ///
    /// Locations in diagnostics are the line a field starts on and the field's number (1 for the
    /// first column): a row's line in the file, and its column in a spreadsheet. With `merging`, the
    /// bytes of the definitions file the import updates (`--merge`), diagnostics about that file are
    /// of file 1; those about the CSV of file 0, and those about values an option gives have no location.
    ///
    /// - Throws: Every problem found: the file's encoding, CSV syntax, the header, rows, the file
    ///   merged into, and anything that `KbnGenerator.definitions(from:)` rejects in the result.
    public static func convert(
        _ bytes: [UInt8], options: CSVImportOptions = CSVImportOptions(), merging existing: [UInt8]? = nil
    ) throws(DiagnosticsError) -> Result {
        let base = try existing.map { bytes throws(DiagnosticsError) in try MergeBase(bytes) }
        let (header, rows) = try cells(of: bytes)
        let (tree, warnings) = try CSVDefinitionsBuilder.definitions(header: header, rows: rows, options: options, merging: base)
        let output = JSONWriter.prettyPrinted(tree)
        do {
            _ = try KbnGenerator.definitions(from: Array(output.text.utf8))
        } catch {
            var diagnostics = DiagnosticCollector()
            for diagnostic in warnings + error.diagnostics.map({ output.refiled($0, origin: ImportOrigin.resolved) }) {
                diagnostics.append(diagnostic)
            }
            try diagnostics.throwIfErrors()
        }
        return Result(json: output.text, warnings: warnings)
    }

    /// The header's cells and those of every non-blank row, decoded as UTF-8.
    static func cells(of bytes: [UInt8]) throws(DiagnosticsError) -> (header: [CSVCell], rows: [[CSVCell]]) {
        if CSVTextEncoding.startsWithUTF16ByteOrderMark(bytes) {
            throw fileError("the file is UTF-16 text (Excel's \"Unicode Text\"); save it as \"CSV UTF-8 (Comma delimited) (*.csv)\"")
        }
        let body = bytes.starts(with: CSVTextEncoding.utf8ByteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        let records = try CSVReader.records(body).filter { !$0.isBlank }
        guard !records.isEmpty else {
            throw fileError("the file is empty; it needs a header row naming the columns, then one row per value")
        }
        let decoded = try records.map { record throws(DiagnosticsError) in
            try record.fields.map { field throws(DiagnosticsError) in
                guard let text = CSVTextEncoding.utf8Text(field.bytes) else {
                    throw DiagnosticsError([.error(notUTF8Message(body), at: field.location)])
                }
                return CSVCell(text: text, location: field.location)
            }
        }
        return (decoded[0], Array(decoded.dropFirst()))
    }

    private static func notUTF8Message(_ bytes: [UInt8]) -> String {
        if CSVTextEncoding.looksLikeShiftJIS(bytes) {
            return "this field is not UTF-8 text; the file looks like Shift_JIS, which Excel writes for \"CSV (Comma delimited)\" on Japanese Windows: in Excel choose File > Save As > \"CSV UTF-8 (Comma delimited) (*.csv)\", or convert it with --encoding shift-jis"
        }
        return "this field is not UTF-8 text; save the file as UTF-8 (in Excel: File > Save As > \"CSV UTF-8 (Comma delimited) (*.csv)\")"
    }

    private static func fileError(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: nil)])
    }
}
