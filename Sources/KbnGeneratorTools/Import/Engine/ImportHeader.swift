// A master's header, read (a CSV's header row, or the keys of JSON records): each cell's column of the format, by the --column
// mappings first, then by its name; the columns a one-table file's options stand for; the ones
// --ignore-unknown-columns leaves out, noted once. Every problem is reported at its cell. A file
// without a header row (--no-header) has its columns named by their number instead, and the same
// rules apply to them.

import KbnGeneratorCore

/// Reads the columns a header row names.
enum ImportHeader {
    /// The header a file without a header row stands for: its columns named by their number, from 1
    /// (the names `--column` maps), each at the first row's cell.
    static func numbered(_ firstRow: [ImportCell]) -> [ImportCell] {
        firstRow.map { ImportCell(text: String($0.location.column), location: $0.location) }
    }

    /// The column of each header cell, nil for one that is left out or wrong; the problems and the
    /// note on the columns left out in `diagnostics`.
    static func columns(of header: [ImportCell], options: ImportOptions, diagnostics: inout DiagnosticCollector)
        -> [ImportColumn?]
    {
        var columns: [ImportColumn?] = []
        var ignored: [ImportCell] = []
        var firstByHeader: [String: ImportCell] = [:]
        for cell in header {
            let name = cell.text.trimmingSpaces
            guard
                let column = Self.column(
                    named: name, at: cell, options: options, ignored: &ignored, diagnostics: &diagnostics)
            else {
                columns.append(nil)
                continue
            }
            if let first = firstByHeader.firstOccurrence(of: column.header, otherwise: cell) {
                diagnostics.duplicate(
                    Self.duplicateColumnMessage(
                        column, named: name, first: first.text.trimmingSpaces, options: options),
                    at: cell.location, first: first.location,
                    firstNote: "\(first.text.trimmingSpaces.quotedForMessage) is first here"
                )
            }
            columns.append(column)
        }
        let headers = header.map(\.text.trimmingSpaces)
        for mapping in options.columnMappings where !headers.contains(mapping.header) {
            guard options.columnNaming != .fieldNumbers else {
                diagnostics.error(
                    "--column \(mapping.argument) names field \(mapping.header), but the first row has \(header.count) field\(header.count == 1 ? "" : "s"); columns are numbered from 1",
                    at: header[0].location
                )
                continue
            }
            let meant = ObjectReader.closestKey(to: mapping.header, among: headers)
            diagnostics.error(
                "--column \(mapping.argument) names the header \(mapping.header.quotedForMessage), which the header row does not have"
                    + (meant.map { "; did you mean \($0.quotedForMessage)?" } ?? ""),
                at: header[0].location
            )
        }
        // A kind with a parent kind has no prefix, and each of its values needs its parent's code.
        let missing = (ImportColumn.required + (options.parentKind == nil ? [] : [.parent])).filter { column in
            !columns.contains(column) && options.constant(for: column) == nil
                && (column != .caseName || options.caseNames == .column)
                && (column != .prefix || options.parentKind == nil)
        }
        if !missing.isEmpty {
            diagnostics.error(Self.missingColumnsMessage(missing, naming: options.columnNaming), at: header[0].location)
        }
        if !ignored.isEmpty {
            let plural = ignored.count == 1 ? "" : "s"
            let list =
                switch options.columnNaming {
                case .recordKeys:
                    "key\(plural) " + ignored.map(\.text.quotedForMessage).joined(separator: ", ")
                case .headerRow:
                    "column\(plural) "
                        + ignored.map { "\($0.text.trimmingSpaces.quotedForMessage) (field \($0.location.column))" }
                        .joined(separator: ", ")
                case .fieldNumbers:
                    "field\(plural) " + ignored.map(\.text).joined(separator: ", ")
                }
            diagnostics.append(.note("--ignore-unknown-columns leaves out the \(list)", at: ignored[0].location))
        }
        return columns
    }

    /// The column that the header or key `name` holds, as ``columns(of:options:diagnostics:)``
    /// reads it, without reporting anything: for a reader that must know a column before the
    /// header is checked.
    static func column(named name: String, options: ImportOptions) -> ImportColumn? {
        let name = name.trimmingSpaces
        if let mapping = options.columnMappings.first(where: { $0.header == name }) {
            return mapping.column
        }
        return try? ImportColumn(header: name)
    }

    /// How a message names the field of `column` that the header or key `name` holds: as the input
    /// names it, with the mapping that reads it as `column`.
    static func fieldName(_ name: String, of column: ImportColumn, options: ImportOptions) -> String {
        let name = name.trimmingSpaces
        let mapping = options.columnMappings.first { $0.column == column && $0.header == name }.map {
            " (--column \($0.argument))"
        }
        if name == ImportOptions.fileNameKey { return "the name of its file\(mapping ?? "")" }
        switch options.columnNaming {
        case .headerRow: return "the column \(name.quotedForMessage)\(mapping ?? "")"
        case .fieldNumbers: return "field \(name)\(mapping ?? "")"
        case .recordKeys: return "the key \(name.quotedForMessage)\(mapping ?? "")"
        }
    }

    /// The column a header cell holds: a mapped header's, else the one its name is; nil after
    /// reporting why it holds none, or noting it among the columns left out.
    private static func column(
        named name: String, at cell: ImportCell, options: ImportOptions, ignored: inout [ImportCell],
        diagnostics: inout DiagnosticCollector
    ) -> ImportColumn? {
        if let mapping = options.columnMappings.first(where: { $0.header == name }) {
            return mapping.column
        }
        let column: ImportColumn
        do throws(ImportHeaderError) {
            column = try ImportColumn(header: name)
        } catch {
            if let advice = error.unknownColumnAdvice {
                if options.ignoresUnknownColumns {
                    ignored.append(cell)
                } else if options.columnNaming == .fieldNumbers {
                    diagnostics.error(
                        "field \(name) has no --column mapping, and with --no-header a column has no name of its own; map it to a column with --column FIELD=\(name), or leave it out with --ignore-unknown-columns",
                        at: cell.location
                    )
                } else if name.isEmpty {
                    // Spreadsheets write one for a trailing comma or a cleared column; no --column can name it.
                    diagnostics.error(
                        "the header of field \(cell.location.column) is empty, so the column has no name; name it, or leave it out with --ignore-unknown-columns",
                        at: cell.location
                    )
                } else {
                    diagnostics.error(
                        "\(error.message); map it to a column with --column FIELD=\(name), or leave it out with --ignore-unknown-columns; \(advice)",
                        at: cell.location
                    )
                }
            } else {
                diagnostics.error(error.message, at: cell.location)
            }
            return nil
        }
        if let option = ImportOptions.constantOption(for: column), options.constant(for: column) != nil {
            diagnostics.error(
                "column \(name.quotedForMessage) gives what \(option) gives too; leave out the column or the option",
                at: cell.location)
            return nil
        }
        if column == .parent && options.parentKind == nil {
            diagnostics.error(
                "column 'parent' gives each value's parent code, but no --parent-kind names the kind of the parents; give --parent-kind, or leave out the column",
                at: cell.location
            )
            return nil
        }
        if column == .caseName && options.caseNames != .column {
            diagnostics.error(
                "column 'case' gives case names, which --case-names \(options.caseNames.rawValue) derives; leave out the column or the option",
                at: cell.location
            )
            return nil
        }
        return column
    }

    /// Two header cells that hold one column: the same header twice, or, through a `--column`
    /// mapping, two headers, which the message names as the file writes them.
    private static func duplicateColumnMessage(
        _ column: ImportColumn, named name: String, first: String, options: ImportOptions
    ) -> String {
        guard let mapping = options.columnMappings.first(where: { $0.column == column }) else {
            return "column \(column.header.quotedForMessage) appears twice in the header; remove one of them"
        }
        if name == first {
            return
                "the header \(name.quotedForMessage) appears twice, so --column \(mapping.argument) does not say which one holds \(column.header.quotedForMessage); rename one of them in the file"
        }
        return
            "headers \(first.quotedForMessage) and \(name.quotedForMessage) both give \(column.header.quotedForMessage) (--column \(mapping.argument) maps \(mapping.header.quotedForMessage)); leave out the mapping or rename the other header"
    }

    private static func missingColumnsMessage(_ missing: [ImportColumn], naming: ImportOptions.ColumnNaming) -> String {
        let names = missing.map { "'\($0.header)'" }.joined(separator: ", ")
        let plural = missing.count == 1 ? "" : "s"
        let all = ImportColumn.required.map(\.header)
        let row = naming == .recordKeys ? "record" : "row"
        var ways =
            switch naming {
            case .headerRow: ["map a header of the file to a column with --column FIELD=HEADER"]
            case .fieldNumbers: ["map a field to each with --column FIELD=NUMBER, such as postfix=1"]
            case .recordKeys: ["map a key of the records to a column with --column FIELD=KEY"]
            }
        let constants = missing.filter { ImportOptions.constantOption(for: $0) != nil }
        if let last = constants.last, let lastOption = ImportOptions.constantOption(for: last) {
            let options = constants.dropLast().compactMap(ImportOptions.constantOption(for:))
            let way =
                options.isEmpty
                ? "give every \(row)'s '\(last.header)' with \(lastOption)"
                : "give a one-table file's kind with \(options.joined(separator: ", ")) and \(lastOption)"
            // A published master's codes rarely carry a kind prefix, and that must be said: the
            // most common case is the one whose spelling nobody guesses.
            ways.append(
                way
                    + (constants.contains(.prefix)
                        ? " (--prefix \"\" for codes that have no kind prefix, as bank, municipality and ICD-10 codes have none)"
                        : ""))
        }
        if missing.contains(.caseName) {
            ways.append("derive case names with --case-names logical-name or code")
        }
        if missing.contains(.parent) {
            ways.append(
                "take each value's parent code from a column with --column parent=HEADER, or from the name of its file with --column parent=\(ImportOptions.fileNameKey)"
            )
        }
        let problem =
            switch naming {
            case .headerRow:
                "the header row lacks the column\(plural) \(names); the first row must name the columns, such as \(all.joined(separator: ","))"
            case .fieldNumbers:
                "no field gives the column\(plural) \(names)"
            case .recordKeys:
                "no record has the key\(plural) \(names); the records need the keys \(all.joined(separator: ", "))"
            }
        return problem + (naming == .fieldNumbers ? "; " : ", or ") + ways.joined(separator: ", or ")
    }
}
