// `kbn-gen import-json` in memory: the import engine's JSON reader. A JSON master's records become
// a header and rows of cells, as a CSV file's do, each cell at the position of the JSON value it
// came from, and from there ImportEngine's builder, merge, name derivation and checks do the rest,
// written once for both readers.

import KbnGeneratorCore

/// Converts the records of a JSON code master into a definitions file.
package enum JSONImporter {
    /// The name `--column` gives the key of each record of an object of records, such as
    /// `--column code=@key`: no real master's records have a key of that spelling.
    package static let recordKey = "@key"

    /// Converts the bytes of a JSON file, UTF-8 with or without a byte order mark.
    ///
    /// The records are an array of objects, or an object whose values are the records; with
    /// `recordsPath`, the keys that lead to them from the document's top, as in `data.genders`.
    /// A string or a number (as written) is a field's text, `true` and `false` too; `null` and a
    /// key that a record lacks leave the field empty, but a record may lack only the key of a field
    /// that a value may go without: one without the key of its kind, case name (from a column), code
    /// or name is an error at the record. Locations in diagnostics are the line and column of the
    /// value, key or record in the JSON file, named `name`, or in the file merged into, named
    /// `mergedFileName` (``LayoutKeepingFile/unnamedFile`` when nil).
    ///
    /// - Throws: Every problem found: malformed JSON, a path that leads to no records, a record that
    ///   is no object, holds an object or array as a field or lacks the key of a required field, a
    ///   key that `--column` maps and no record has, and everything that `ImportEngine` reports
    ///   about the cells they become (such as a code that is `null`).
    package static func convert(
        _ bytes: consuming [UInt8], named name: String = Diagnostic.unnamedFile, recordsPath: String? = nil,
        options: ImportOptions = ImportOptions(), merging existing: [UInt8]? = nil,
        mergedFileName: String? = nil
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        try convert(
            [SourceFile(name: name, bytes: bytes)], recordsPath: recordsPath, options: options, merging: existing,
            mergedFileName: mergedFileName)
    }

    /// Converts the records of several JSON files as one master, as
    /// ``convert(_:named:recordsPath:options:merging:mergedFileName:)`` converts one: the records of
    /// each file after the previous file's, every diagnostic in its file, `recordsPath` the path in
    /// each. `--column parent=@file` takes each record's parent from its file's name, as in the
    /// zengin master's `branches/0001.json`.
    package static func convert(
        _ inputs: consuming [SourceFile], recordsPath: String? = nil, options: ImportOptions = ImportOptions(),
        merging existing: [UInt8]? = nil, mergedFileName: String? = nil
    ) throws(DiagnosticsError) -> ImportEngine.Result {
        var options = options
        options.columnNaming = .recordKeys
        return try ImportEngine.convert(
            inputs,
            cells: { inputs, files throws(DiagnosticsError) in
                try cells(of: inputs, files: files, recordsPath: recordsPath, options: options)
            },
            options: options, merging: existing, mergedFileName: mergedFileName
        )
    }

    /// The records of every file, with their keys when a mapping reads them, each file's lines
    /// after the previous file's (``ImportFiles``), and where the first file's records are.
    private static func keyedRecords(
        of inputs: consuming [SourceFile], files: ImportFiles, recordsPath: String?, options: ImportOptions
    ) throws(DiagnosticsError) -> (records: [(key: ImportCell?, record: JSONValue)], location: SourceLocation) {
        var all: [(key: ImportCell?, record: JSONValue)] = []
        var firstLocation: SourceLocation?
        for index in inputs.indices {
            let bytes = inputs[index].bytes
            // Each file's bytes go once its tree is read.
            inputs[index].bytes = []
            let lines = files.lineBase(ofFile: index)
            do throws(DiagnosticsError) {
                let (records, location) = try keyedRecords(of: bytes, recordsPath: recordsPath, options: options)
                guard !records.isEmpty else {
                    throw DiagnosticsError([
                        .error("there are no records here; the file needs one record per value", at: location)
                    ])
                }
                firstLocation = firstLocation ?? location
                all.append(
                    contentsOf: lines == 0
                        ? records
                        : records.map { key, record in
                            (key?.movedDown(by: lines), record.withLocations { $0.movedDown(by: lines) })
                        })
            } catch {
                throw DiagnosticsError(error.diagnostics.map { files.placed($0, inFile: index) })
            }
        }
        return (all, firstLocation ?? SourceLocation(line: 1, column: 1))
    }

    /// The header (every key the records have, in the order they first appear, and `@key` when a
    /// mapping names it) and a row of cells per record of every file; the JSON trees are gone when
    /// it returns.
    static func cells(
        of inputs: consuming [SourceFile], files: ImportFiles, recordsPath: String?, options: ImportOptions
    ) throws(DiagnosticsError) -> (header: [ImportCell], rows: [[ImportCell]]) {
        // The bytes go once the trees are read, before the rows are made from them.
        var (keyed, containerLocation) = try keyedRecords(
            of: inputs, files: files, recordsPath: recordsPath, options: options)
        var diagnostics = DiagnosticCollector()
        // A mapping that no record can satisfy is the options' mistake, not the records': one
        // error, not one per record, naming the keys that the records do have.
        let unmatched = unmatchedMappings(options.columnMappings, in: keyed.lazy.map(\.record))
        for mapping in unmatched {
            diagnostics.error(
                "no record has the key \(mapping.mapping.header.quotedForMessage), which --column \(mapping.mapping.argument) maps; the records' keys are \(mapping.keys.map(\.quotedForMessage).joined(separator: ", "))"
                    + (ObjectReader.closestKey(to: mapping.mapping.header, among: mapping.keys).map {
                        "; did you mean \($0.quotedForMessage)?"
                    } ?? ""),
                at: containerLocation
            )
        }
        var header: [ImportCell] = []
        var columnByKey: [String: Int] = [:]
        // The keys that hold a field every value needs (ImportColumn.requirement), by position, and
        // the key of the code, which names a record that lacks one of them.
        var required: [(index: Int, column: ImportColumn)] = []
        var codeColumn: Int?
        if let first = keyed[0].key {
            header.append(ImportCell(text: recordKey, location: first.location))
            columnByKey[recordKey] = 0
            if ImportHeader.column(named: recordKey, options: options) == .postfix { codeColumn = 0 }
        }
        // A row per record, its cells found by key; a key the record lacks is an empty field at
        // the record, and so are the keys that later records add, once every key is known. A key of
        // a required field that a record lacks is an error at the record, not an empty field: only
        // a key the format makes optional may be left out.
        var rows: [[ImportCell]] = []
        var lacking: [(row: Int, column: Int)] = []
        var recordLocations: [SourceLocation] = []
        rows.reserveCapacity(keyed.count)
        recordLocations.reserveCapacity(keyed.count)
        var given: [Bool] = []
        for index in keyed.indices {
            let (key, record) = keyed[index]
            // Each record's part of the tree is released once read, so that a large file's tree
            // and its cells are not held whole at once.
            keyed[index].record = JSONValue(.null, at: record.location)
            guard case .object(let members) = record.content else {
                diagnostics.error(
                    "this record is \(record.content.typeDescription), not an object; every record is an object of fields, such as {\"code\": \"1\", \"name\": \"男性\"}"
                        + (recordsPath == nil
                            ? "; if the records are further in, give the path to them with --records, such as --records data.items"
                            : ""),
                    at: record.location
                )
                continue
            }
            let empty = ImportCell(text: "", location: record.location)
            var row = [ImportCell](repeating: empty, count: header.count)
            given = [Bool](repeating: false, count: header.count)
            if let key {
                row[0] = key
                given[0] = true
            }
            for member in members {
                let column: Int
                if let known = columnByKey[member.key] {
                    column = known
                } else {
                    column = header.count
                    columnByKey[member.key] = column
                    header.append(ImportCell(text: member.key, location: member.keyLocation))
                    if let format = ImportHeader.column(named: member.key, options: options) {
                        if format == .postfix, codeColumn == nil { codeColumn = column }
                        if format.requirement(in: options) != nil, !required.contains(where: { $0.column == format }) {
                            required.append((column, format))
                            // The records before the first that has the key lack it.
                            lacking.append(contentsOf: rows.indices.map { ($0, column) })
                        }
                    }
                }
                if row.count <= column {
                    row.append(contentsOf: repeatElement(empty, count: column + 1 - row.count))
                    given.append(contentsOf: repeatElement(false, count: column + 1 - given.count))
                }
                if given[column] {
                    diagnostics.error(
                        "this record has the key \(member.key.quotedForMessage) twice, so it is not clear which field is meant; remove one of them",
                        at: member.keyLocation
                    )
                }
                row[column] = cell(member, options: options, diagnostics: &diagnostics)
                given[column] = true
            }
            for (column, _) in required where !given[column] {
                lacking.append((rows.count, column))
            }
            rows.append(row)
            recordLocations.append(record.location)
        }
        for (row, column) in lacking.sorted(by: { ($0.row, $0.column) < ($1.row, $1.column) }) {
            guard let format = required.first(where: { $0.index == column })?.column,
                let requirement = format.requirement(in: options)
            else { continue }
            let code = codeColumn.flatMap { $0 < rows[row].count ? rows[row][$0].text : nil }
            diagnostics.error(
                "\(DefinitionsBuilder.subject(in: .recordKeys, code: code)) lacks \(ImportHeader.fieldName(header[column].text, of: format, options: options)); every value needs \(requirement.need): add the key to the record, or \(requirement.otherwise)",
                at: recordLocations[row]
            )
        }
        try diagnostics.throwIfErrors()
        for index in rows.indices where rows[index].count < header.count {
            rows[index].append(
                contentsOf: repeatElement(
                    ImportCell(text: "", location: recordLocations[index]), count: header.count - rows[index].count))
        }
        return (header, rows)
    }

    /// The mappings of `mappings` whose key no object among `records` has (the record's own key,
    /// `@key`, aside), each with every key the records have, in the order they first appear; none
    /// when no record is an object, which is the records' mistake, reported at each.
    private static func unmatchedMappings(
        _ mappings: [ColumnMapping], in records: some Collection<JSONValue>
    ) -> [(mapping: ColumnMapping, keys: [String])] {
        var unseen = Set(mappings.map(\.header).filter { $0 != recordKey && $0 != ImportOptions.fileNameKey })
        var anObjectIsAmongThem = false
        for record in records {
            guard !unseen.isEmpty else { break }
            guard case .object(let members) = record.content else { continue }
            anObjectIsAmongThem = true
            for member in members { unseen.remove(member.key) }
        }
        // Usually every mapped key is in the first record, and the records are looked at no further.
        guard !unseen.isEmpty, anObjectIsAmongThem else { return [] }
        var keys: [String] = []
        var seen: Set<String> = []
        for record in records {
            guard case .object(let members) = record.content else { continue }
            for member in members where seen.insert(member.key).inserted { keys.append(member.key) }
        }
        return mappings.filter { unseen.contains($0.header) }.map { ($0, keys) }
    }

    /// The records of one file with their keys when a mapping reads them, and where the records
    /// are; the document's tree is held only by the records when it returns.
    private static func keyedRecords(
        of bytes: [UInt8], recordsPath: String?, options: ImportOptions
    ) throws(DiagnosticsError) -> (records: [(key: ImportCell?, record: JSONValue)], location: SourceLocation) {
        let container = try records(in: try JSONReader.read(bytes), path: recordsPath)
        switch container.content {
        case .array(let elements):
            if let mapping = options.columnMappings.first(where: { $0.header == recordKey }) {
                throw DiagnosticsError([
                    .error(
                        "--column \(mapping.argument) takes each record's key in an object of records, but the records here are an array, which has no keys; map a key of the records instead",
                        at: container.location
                    )
                ])
            }
            return (elements.map { (nil, $0) }, container.location)
        case .object(let members):
            let usesKey = options.columnMappings.contains { $0.header == recordKey }
            return (
                members.map { (usesKey ? ImportCell(text: $0.key, location: $0.keyLocation) : nil, $0.value) },
                container.location
            )
        default:
            throw DiagnosticsError([
                .error(
                    "the records must be an array of objects or an object whose values are objects, not \(container.content.typeDescription); "
                        + (recordsPath == nil
                            ? "give the path to them with --records, such as --records data.items"
                            : "check the path that --records gives"),
                    at: container.location
                )
            ])
        }
    }

    /// The value at the dot-separated `path` of keys, or the document itself.
    private static func records(in document: JSONValue, path: String?) throws(DiagnosticsError) -> JSONValue {
        guard let path else { return document }
        var value = document
        var walked: [String] = []
        for key in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard case .object(let members) = value.content else {
                throw DiagnosticsError([
                    .error(
                        "--records \(path.quotedForMessage) goes into \(walked.isEmpty ? "the document" : walked.joined(separator: ".")), which is \(value.content.typeDescription), not an object with the key \(key.quotedForMessage)",
                        at: value.location
                    )
                ])
            }
            guard let member = members.first(where: { $0.key == key }) else {
                let meant = ObjectReader.closestKey(to: key, among: members.map(\.key))
                throw DiagnosticsError([
                    .error(
                        "--records \(path.quotedForMessage): \(walked.isEmpty ? "the document" : walked.joined(separator: ".")) has no key \(key.quotedForMessage)"
                            + (meant.map { "; did you mean \($0.quotedForMessage)?" }
                                ?? "; its keys are \(members.map(\.key.quotedForMessage).joined(separator: ", "))"),
                        at: value.location
                    )
                ])
            }
            walked.append(key)
            value = member.value
        }
        return value
    }

    /// A field's cell: a string's text, a number as written, `true` or `false`, empty for `null`;
    /// an object or an array is an error, unless the key is one that --ignore-unknown-columns leaves out.
    private static func cell(_ member: JSONMember, options: ImportOptions, diagnostics: inout DiagnosticCollector)
        -> ImportCell
    {
        let value = member.value
        switch value.content {
        case .string(let text), .number(let text):
            return ImportCell(text: text, location: value.location)
        case .bool(let flag):
            return ImportCell(text: flag ? "true" : "false", location: value.location)
        case .null:
            return ImportCell(text: "", location: value.location)
        case .object, .array:
            let isLeftOut =
                options.ignoresUnknownColumns && !options.columnMappings.contains { $0.header == member.key }
                && (try? ImportColumn(header: member.key)) == nil
            guard !isLeftOut else { return ImportCell(text: "", location: value.location) }
            diagnostics.error(
                "the field \(member.key.quotedForMessage) is \(value.content.typeDescription); a field is a string, a number or null, so write it as text, or leave the key out of the records",
                at: value.location
            )
            return ImportCell(text: "", location: value.location)
        }
    }
}
