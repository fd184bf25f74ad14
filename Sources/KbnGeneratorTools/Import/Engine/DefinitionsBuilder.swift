// Turns the cells of a master (a CSV's fields, or the values of JSON records) into the JSON tree of a definitions file: rows grouped
// into kinds, kind columns checked for agreement, case names taken or derived, attribute cells
// typed, and with --merge the file it updates kept where the master says nothing. Every JSON value keeps
// the location it came from, so later problems can be reported there.

import KbnFormat
import KbnGeneratorCore

/// One cell of a master, decoded: a CSV field or a JSON record's value, at its place.
struct ImportCell: Equatable {
    var text: String
    /// The line the field starts on and its field number.
    var location: SourceLocation
}

/// Builds the definitions JSON for a master's header and rows.
struct DefinitionsBuilder {
    /// The column of each header cell; nil for one that is left out or wrong.
    private let columns: [ImportColumn?]
    /// Where the columns read for every row are, found once: unoptimized, finding a cell's column
    /// among the header's (comparing enums with payloads) for each cell was the largest share of
    /// importing a large CSV (docs/PERFORMANCE.md, "kbn-gen in a debug build").
    private let positions: ColumnPositions
    /// The columns every row must fill, ``ImportColumn/requirement(in:)``, by position.
    private let requiredPositions: [(index: Int, column: ImportColumn)]
    private let header: [ImportCell]
    private let options: ImportOptions
    private let files: ImportFiles
    private let base: MergeBase?
    /// With `--parent-kind`, the case name of each value of the parent kind in the file merged
    /// into, by its full code: what each row's parent must be, and what a derived name starts with.
    private let parentCaseNames: [String: String]?
    /// The parent codes that no value of the parent kind has, in the order they first appear, each
    /// with its first cell and how many rows give it: one error each, as a file of branches of a
    /// bank the banks lack is one mistake, not one per branch.
    private var unknownParents: [(cell: ImportCell, rows: Int)] = []
    private var diagnostics = DiagnosticCollector()
    /// Kinds in the order their first rows appear.
    private var kinds: [KindRows] = []
    /// The filled cells of each attribute column (by its index) that its type refuses, each with
    /// why, and how many cells it fills: reported once the rows are read, one error for a column
    /// whose every cell is refused, which is one mistake (a column written another way), not one
    /// per row.
    private var refusedCells: [Int: [(cell: ImportCell, message: String)]] = [:]
    private var filledCells: [Int: Int] = [:]

    /// The rows of one kind, in file order.
    private struct KindRows {
        var name: ImportCell
        /// Where the kind's first row starts.
        var location: SourceLocation
        var rows: [[ImportCell]]
        var warnedAboutSplitRows = false
    }

    /// The definitions for `rows` (blank rows already left out), and the warnings found on the way;
    /// with `base`, the definitions file the import updates.
    ///
    /// - Throws: Every problem with the header, or every problem with the rows when the header is fine.
    static func definitions(
        header: [ImportCell], rows: [[ImportCell]], options: ImportOptions = ImportOptions(),
        files: ImportFiles = ImportFiles([SourceFile(name: Diagnostic.unnamedFile, bytes: [])]),
        merging base: MergeBase? = nil
    ) throws(DiagnosticsError) -> (json: JSONValue, warnings: [Diagnostic]) {
        var builder = try DefinitionsBuilder(header: header, options: options, files: files, base: base)
        guard !rows.isEmpty else {
            throw DiagnosticsError([.error("the file has a header row but no values below it", at: header[0].location)])
        }
        let json = builder.build(rows)
        builder.reportRefusedCells()
        builder.reportUnknownParents()
        try builder.diagnostics.throwIfErrors()
        return (json, builder.diagnostics.diagnostics)
    }

    private init(header: [ImportCell], options: ImportOptions, files: ImportFiles, base: MergeBase?)
        throws(DiagnosticsError)
    {
        var diagnostics = DiagnosticCollector()
        parentCaseNames = try Self.parentCaseNames(options: options, base: base)
        let columns = ImportHeader.columns(of: header, options: options, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        self.columns = columns
        positions = ColumnPositions(columns)
        requiredPositions = columns.indices.compactMap { index in
            guard let column = columns[index], column.requirement(in: options) != nil else { return nil }
            return (index, column)
        }
        self.header = header
        self.options = options
        self.files = files
        self.base = base
        self.diagnostics = diagnostics
    }

    /// With `--parent-kind`, the case names of the parent kind's values by their codes, from the
    /// file merged into; nil without.
    ///
    /// - Throws: When no file merged into has the parent kind, which the parents' codes are checked
    ///   against and the file's check needs.
    private static func parentCaseNames(options: ImportOptions, base: MergeBase?) throws(DiagnosticsError)
        -> [String: String]?
    {
        guard let parentKind = options.parentKind else { return nil }
        guard let base else {
            throw DiagnosticsError([
                .error(
                    "--parent-kind \(parentKind.quotedForMessage) needs the definitions file that holds kind \(parentKind.quotedForMessage): import into it with --merge <definitions.json>, so that each value's parent is one of its values",
                    at: nil)
            ])
        }
        guard let kind = base.kind(named: parentKind) else {
            throw DiagnosticsError([
                Diagnostic(
                    .error,
                    "--parent-kind \(parentKind.quotedForMessage) is no kind of the file merged into; its kinds are \(base.kindNames.map(\.quotedForMessage).joined(separator: ", ")): import the parents' kind into it first",
                    at: nil, inFile: base.name)
            ])
        }
        return kind.caseNamesByCode
    }

    // MARK: Rows to kinds

    private mutating func build(_ rows: [[ImportCell]]) -> JSONValue {
        var previousKind: String?
        // The kind of the row before, which most rows share, is taken without searching the kinds:
        // unoptimized, the generic `firstIndex(where:)` calls a closure for each kind, every row.
        var previousIndex: Int?
        for row in rows {
            guard row.count == columns.count else {
                // Points at the first field too many, or at the last one there is.
                let field = row.count > columns.count ? columns.count : row.count - 1
                diagnostics.error(
                    "this row has \(row.count) field\(row.count == 1 ? "" : "s"), the \(options.columnNaming == .fieldNumbers ? "first row" : "header") has \(columns.count); every row needs one field per column, empty or not",
                    at: row[field].location
                )
                continue
            }
            guard fillsTheRequiredCells(row), hasAKnownParent(row) else { continue }
            let name = cell(.kind, of: row)
            if let index = previousIndex, previousKind == name.text {
                kinds[index].rows.append(row)
            } else if let index = kinds.firstIndex(where: { $0.name.text == name.text }) {
                if previousKind != name.text && !kinds[index].warnedAboutSplitRows {
                    kinds[index].warnedAboutSplitRows = true
                    diagnostics.append(
                        .warning(
                            "the rows of kind \(name.text.quotedForMessage) are not consecutive; this row's value is listed after the kind's earlier values (its first row is on \(files.line(of: kinds[index].location)))",
                            at: name.location
                        ))
                }
                kinds[index].rows.append(row)
                previousIndex = index
            } else {
                kinds.append(KindRows(name: name, location: row[0].location, rows: [row]))
                previousIndex = kinds.count - 1
            }
            previousKind = name.text
        }
        let start = SourceLocation(line: 1, column: 1)
        var members: [JSONMember] = []
        if let namespace = options.namespace {
            members.append(member("namespace", JSONValue(.string(namespace), at: ImportOrigin.commandLine)))
        }
        if let access = options.access {
            members.append(member("access", JSONValue(.string(access.rawValue), at: ImportOrigin.commandLine)))
        }
        let kindObjects = kinds.map { kindObject($0) }
        members.append(member("kinds", JSONValue(.array(kindObjects), at: start)))
        let root = JSONValue(.object(members), at: start)
        return base?.root(merging: root) ?? root
    }

    /// Whether the row fills every cell that each row must; reports each one it leaves empty, which
    /// the row is then left out for: the value could only be built wrong, with no name or code.
    private mutating func fillsTheRequiredCells(_ row: [ImportCell]) -> Bool {
        var fills = true
        // By index, as the other loops over every row: unoptimized, a tuple array's iterator is generic.
        var position = 0
        while position < requiredPositions.count {
            let (index, column) = requiredPositions[position]
            position += 1
            guard row[index].text.isEmpty, let requirement = column.requirement(in: options) else { continue }
            fills = false
            let naming = options.columnNaming
            diagnostics.error(
                "\(Self.subject(in: naming, code: positions.postfix.map { row[$0].text })) leaves \(ImportHeader.fieldName(header[index].text, of: column, options: options)) empty\(naming == .recordKeys ? " (null or \"\")" : ""); every value needs \(requirement.need): fill it in, or \(requirement.otherwise)",
                at: row[index].location
            )
        }
        return fills
    }

    /// Whether the row's parent is a value of the parent kind, or the import has no parent kind;
    /// counts the row's parent among the unknown ones when it is not, and the row is then left
    /// out, so that the definitions check does not report it again.
    private mutating func hasAKnownParent(_ row: [ImportCell]) -> Bool {
        guard let parentCaseNames else { return true }
        let parent = cell(.parent, of: row)
        guard parentCaseNames[parent.text] == nil else { return true }
        if let index = unknownParents.firstIndex(where: { $0.cell.text == parent.text }) {
            unknownParents[index].rows += 1
        } else {
            unknownParents.append((parent, 1))
        }
        return false
    }

    /// One error for each parent code that no value of the parent kind has, at its first row.
    private mutating func reportUnknownParents() {
        guard let parentKind = options.parentKind, let index = positions.parent else { return }
        let noun = options.columnNaming == .recordKeys ? "record" : "row"
        for (cell, rows) in unknownParents {
            diagnostics.error(
                "the parent \(cell.text.quotedForMessage) of \(rows == 1 ? "this \(noun)" : "\(rows) \(noun)s, the first here,") (\(ImportHeader.fieldName(header[index].text, of: .parent, options: options))) is no code of kind \(parentKind.quotedForMessage) in \(base?.name ?? "the file merged into"); give each value the code of one of its values as its parent, or leave the values out of the master",
                at: cell.location)
        }
    }

    /// How a message names a row or record of the master: by its code when it has one.
    static func subject(in naming: ImportOptions.ColumnNaming, code: String?) -> String {
        let noun = naming == .recordKeys ? "record" : "row"
        guard let code, !code.isEmpty else { return "this \(noun)" }
        return "the \(noun) of code \(code.quotedForMessage)"
    }

    private mutating func kindObject(_ kind: KindRows) -> JSONValue {
        let kind = withoutRepeatedCodes(kind)
        var members = [member("name", string(kind.name))]
        let prefix = agreedCell(.prefix, of: kind)
        warnIfPadded(prefix, in: .prefix)
        // A kind with a parent kind has none: its codes start with its parents'.
        if options.parentKind == nil || !prefix.text.isEmpty {
            members.append(member("prefix", string(prefix)))
        }
        let logicalName = agreedCell(.kindLogicalName, of: kind)
        if logicalName.text.isEmpty, let index = columns.firstIndex(of: .kindLogicalName) {
            // The option cannot be empty, so the column is the one that leaves it so.
            let rows = options.columnNaming == .recordKeys ? "record" : "row"
            diagnostics.error(
                "no \(rows) of kind \(kind.name.text.quotedForMessage) fills \(ImportHeader.fieldName(header[index].text, of: .kindLogicalName, options: options)); a kind needs its name as people read it, such as 性別: fill it in for the kind's first \(rows), or give --kind-logical-name when the master holds one kind",
                at: logicalName.location)
        }
        members.append(member("logicalName", string(logicalName)))
        let description = agreedCell(.kindDescription, of: kind)
        if !description.text.isEmpty {
            members.append(member("description", string(description)))
        }
        let attributes = attributeColumns(usedBy: kind)
        if !attributes.isEmpty {
            let declarations = attributes.map { attribute in
                member(attribute.name, JSONValue(.string(attribute.typeName), at: header[attribute.index].location))
            }
            members.append(member("attributes", JSONValue(.object(declarations), at: declarations[0].keyLocation)))
        }
        let existing = base?.kind(named: kind.name.text)
        let caseNames = caseNames(of: kind, existing: existing)
        if columns.contains(.group), let groups = groupsObject(of: kind, caseNames: caseNames) {
            members.append(member("groups", groups))
        }
        // By index into an array sized once: unoptimized, the generic `zip` and `map` over a large
        // kind's rows call through witnesses for every row.
        var values: [JSONValue] = []
        values.reserveCapacity(kind.rows.count)
        for index in kind.rows.indices {
            values.append(
                valueObject(
                    kind.rows[index], caseName: caseNames[index], of: kind, attributes: attributes, existing: existing))
        }
        if let parentKind = options.parentKind {
            members.append(member("parent", JSONValue(.string(parentKind), at: ImportOrigin.commandLine)))
        }
        members.append(member("values", JSONValue(.array(values), at: kind.location)))
        let object = JSONValue(.object(members), at: kind.location)
        guard let existing else { return object }
        let keys =
            ["name", "prefix", "logicalName"] + (options.parentKind == nil ? [] : ["parent"])
            + (columns.contains(.kindDescription) ? ["description"] : [])
            + (columns.contains(.group) ? ["groups"] : [])
        return MergeBase.kind(
            object, merging: existing, keys: keys, attributeNames: attributeNames, diagnostics: &diagnostics)
    }

    /// The kind's groups from its group column: a group per name the cells give, in the order they
    /// first appear, each listing the cases of its rows; the names made Swift names as derived case
    /// names are, with the group's number appended where one would clash with a case. Nil when no
    /// row names a group.
    private func groupsObject(of kind: KindRows, caseNames: [ImportCell]) -> JSONValue? {
        var names: [String] = []
        var firstCell: [String: ImportCell] = [:]
        var members: [String: [JSONValue]] = [:]
        for (row, caseName) in zip(kind.rows, caseNames) {
            let cell = cell(.group, of: row)
            guard !cell.text.isEmpty else { continue }
            for part in cell.text.split(separator: ImportColumn.codeSeparator) {
                let name = String(part).trimmingSpaces
                guard !name.isEmpty else { continue }
                if members[name] == nil {
                    names.append(name)
                    firstCell[name] = cell
                }
                members[name, default: []].append(JSONValue(.string(caseName.text), at: cell.location))
            }
        }
        guard let first = names.first, let location = firstCell[first]?.location else { return nil }
        let swiftNames = DerivedCaseNames.names(
            of: names.enumerated().map { DerivedCaseNames.Value(logicalName: $1, code: String($0 + 1)) },
            from: .logicalName, taken: Set(caseNames.map(\.text)))
        let groups = zip(names, swiftNames).map { name, swiftName in
            JSONMember(
                key: swiftName, keyLocation: firstCell[name]!.location,
                value: JSONValue(.array(members[name]!), at: firstCell[name]!.location))
        }
        return JSONValue(.object(groups), at: location)
    }

    /// With derived case names, the kind less each row whose code an earlier row has, after
    /// reporting it: a master that repeats a row would otherwise give both rows one derived name
    /// with the same code appended, and be reported as two values of a name nobody wrote. With a
    /// `case` column, the definitions check names both values as the file does.
    private mutating func withoutRepeatedCodes(_ kind: KindRows) -> KindRows {
        guard options.caseNames != .column else { return kind }
        var firstByCode: [String: ImportCell] = [:]
        var kept = kind
        kept.rows = kind.rows.filter { row in
            let code = cell(.postfix, of: row)
            guard let first = firstByCode.firstOccurrence(of: codeWithinKind(of: row), otherwise: code) else {
                return true
            }
            let shown =
                options.parentKind == nil
                ? code.text.quotedForMessage
                : "\(code.text.quotedForMessage) under the parent \(cell(.parent, of: row).text.quotedForMessage)"
            diagnostics.duplicate(
                "the code \(shown) of kind \(kind.name.text.quotedForMessage) is on \(files.line(of: first.location)) too; each value needs its own code: remove the repeated row, or give each row its own code",
                at: code.location, first: first.location,
                firstNote: "kind \(kind.name.text.quotedForMessage) has \(code.text.quotedForMessage) here"
            )
            return false
        }
        return kept
    }

    /// The case name of each of the kind's rows: a value the merged file has keeps its own; the
    /// others take the `case` column's, or one derived as `--case-names` says, located at the cell
    /// it is derived from.
    private mutating func caseNames(of kind: KindRows, existing: MergeBase.Kind?) -> [ImportCell] {
        if existing == nil, options.caseNames == .column {
            // Nothing is kept: the `case` column's cells, copied by a loop rather than through the
            // generic `map` and `zip` below, which unoptimized call through witnesses for every row.
            var given: [ImportCell] = []
            given.reserveCapacity(kind.rows.count)
            for row in kind.rows {
                given.append(cell(.caseName, of: row))
            }
            return given
        }
        let kept = kind.rows.map { row -> ImportCell? in
            guard let name = existing?.valuesByCode[codeWithinKind(of: row)]?.member("case"),
                case .string(let text) = name.content
            else { return nil }
            return ImportCell(text: text, location: name.location)
        }
        let basis: DerivedCaseNames.Basis
        switch options.caseNames {
        case .column:
            return zip(kind.rows, kept).map { row, kept in
                let given = cell(.caseName, of: row)
                guard let kept else { return given }
                if kept.text != given.text {
                    diagnostics.append(
                        .warning(
                            "the merged file names this value \(kept.text.quotedForMessage), which it keeps, not \(given.text.quotedForMessage): renaming a case breaks the code that uses it; rename it in the definitions file if you mean to",
                            at: given.location
                        ))
                }
                return kept
            }
        case .logicalName: basis = .logicalName
        case .code: basis = .code
        }
        // Derived for every row, so that a new value shares no name with one a merge keeps.
        let derived = DerivedCaseNames.names(
            of: kind.rows.map {
                DerivedCaseNames.Value(
                    logicalName: cell(.logicalName, of: $0).text, code: cell(.postfix, of: $0).text,
                    parentCaseName: parentCaseNames?[cell(.parent, of: $0).text])
            },
            from: basis, taken: existing?.caseNames ?? []
        )
        let source: ImportColumn = basis == .logicalName ? .logicalName : .postfix
        return zip(kind.rows, zip(kept, derived)).map { row, names in
            names.0 ?? ImportCell(text: names.1, location: cell(source, of: row).location)
        }
    }

    private mutating func valueObject(
        _ row: [ImportCell], caseName caseCell: ImportCell, of kind: KindRows, attributes: [AttributeColumn],
        existing: MergeBase.Kind?
    ) -> JSONValue {
        let postfix = cell(.postfix, of: row)
        warnIfPadded(postfix, in: .postfix)
        var members: [JSONMember] = []
        // At most one member per column the header has, and no more: a spare member in every
        // value's object would be megabytes of a large import's memory.
        members.reserveCapacity(
            4 + positions.textColumns.count + positions.codeListColumns.count
                + (positions.localizedNames.isEmpty ? 0 : 1) + (attributes.isEmpty ? 0 : 1)
        )
        members.append(member("case", string(caseCell)))
        if options.parentKind != nil {
            members.append(member("parent", string(cell(.parent, of: row))))
        }
        members.append(member("postfix", string(postfix)))
        members.append(member("logicalName", string(cell(.logicalName, of: row))))
        for (index, key) in positions.textColumns where !row[index].text.isEmpty {
            members.append(member(key, string(row[index])))
        }
        for (index, column, key) in positions.codeListColumns {
            guard !row[index].text.isEmpty else { continue }
            let cell = row[index]
            // Empty parts stay, for the definitions check to report at the cell.
            let parts = cell.text.split(separator: ImportColumn.codeSeparator, omittingEmptySubsequences: false).map(
                String.init)
            for part in parts {
                warnIfPadded(ImportCell(text: part, location: cell.location), in: column)
            }
            let codes = parts.map { JSONValue(.string($0), at: cell.location) }
            members.append(member(key, JSONValue(.array(codes), at: cell.location)))
        }
        var names: [JSONMember] = []
        for (index, language) in positions.localizedNames where !row[index].text.isEmpty {
            names.append(member(language, string(row[index])))
        }
        if !names.isEmpty {
            members.append(member("localizedNames", JSONValue(.object(names), at: names[0].keyLocation)))
        }
        var values: [JSONMember] = []
        for attribute in attributes {
            if let value = attributeValue(row[attribute.index], of: attribute, caseName: caseCell.text, kind: kind) {
                values.append(member(attribute.name, value))
            }
        }
        if !values.isEmpty {
            members.append(member("attributes", JSONValue(.object(values), at: values[0].keyLocation)))
        }
        let object = JSONValue(.object(members), at: caseCell.location)
        guard let kept = existing?.valuesByCode[codeWithinKind(of: row)] else { return object }
        return MergeBase.value(
            object, merging: kept, keys: valueKeys, languages: languages, attributeNames: attributeNames)
    }

    /// The value columns whose cell is the text of a key of the same meaning.
    private static let textColumns: [(ImportColumn, String)] = [
        (.shortName, "shortName"), (.description, "description"), (.deprecated, "deprecated"),
    ]
    /// The value columns whose cell lists codes.
    private static let codeListColumns: [(ImportColumn, String)] = [
        (.formerCodes, "formerCodes"), (.alternateCodes, "alternateCodes"),
    ]

    /// The keys of a value that the CSV gives, whether its cell is filled or empty: the ones a
    /// merge replaces or removes. Localized names and attributes are merged one by one.
    private var valueKeys: [String] {
        ["case", "postfix", "logicalName"] + (options.parentKind == nil ? [] : ["parent"])
            + (Self.textColumns + Self.codeListColumns).filter { columns.contains($0.0) }.map(\.1)
    }

    /// The languages of the `name.` columns.
    private var languages: [String] {
        columns.compactMap { column in
            guard case .localizedName(let language)? = column else { return nil }
            return language
        }
    }

    /// The names of the `attr.` columns.
    private var attributeNames: [String] {
        columns.compactMap { column in
            guard case .attribute(let name, _, _)? = column else { return nil }
            return name
        }
    }

    /// Warns about a code that starts or ends with white space, as fixed-width exports pad codes:
    /// the space is part of the code, so the code without it, which apps send, would not read
    /// as the value. A warning, not an error, since a system may really write codes so.
    private mutating func warnIfPadded(_ code: ImportCell, in column: ImportColumn) {
        // A code that starts and ends with a visible ASCII character has no white space at its
        // ends; checked by bytes, since splitting every code into characters to trim it costs
        // grapheme breaking of every code, unoptimized.
        if let first = code.text.utf8.first, let last = code.text.utf8.last, first > 0x20, first < 0x7F, last > 0x20,
            last < 0x7F
        {
            return
        }
        let trimmed = String(code.text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard trimmed != code.text, !trimmed.isEmpty else { return }
        let side =
            !code.text.hasPrefix(trimmed) && !code.text.hasSuffix(trimmed)
            ? "both ends" : code.text.hasPrefix(trimmed) ? "its end" : "its start"
        diagnostics.append(
            .warning(
                "the code \(code.text.quotedForMessage) in \(column.header.quotedForMessage) has white space at \(side), which is part of the code, so \(trimmed.quotedForMessage) does not read as this value; remove it from the cell if it only pads the field",
                at: code.location
            ))
    }

    // MARK: Cells

    /// The row's code within its kind, which a merge matches values by: its postfix, after its
    /// parent's code in a kind with a parent kind, as ``KindDefinition/code(of:)`` joins them.
    private func codeWithinKind(of row: [ImportCell]) -> String {
        let postfix = cell(.postfix, of: row).text
        return options.parentKind == nil ? postfix : cell(.parent, of: row).text + postfix
    }

    /// The row's cell of `column`, or the value an option gives it, located at the command line.
    private func cell(_ column: ImportColumn, of row: [ImportCell]) -> ImportCell {
        if let constant = options.constant(for: column) {
            return ImportCell(text: constant, location: ImportOrigin.commandLine)
        }
        return row[positions.index(of: column)]
    }

    /// Where the columns that every row is read for are in a row, and the lists of the optional
    /// value columns the header has.
    private struct ColumnPositions {
        var kind, caseName, postfix, logicalName, group, parent: Int?
        /// The text columns the header has, in the order of ``textColumns``.
        var textColumns: [(index: Int, key: String)] = []
        var codeListColumns: [(index: Int, column: ImportColumn, key: String)] = []
        /// The `name.` columns, in header order.
        var localizedNames: [(index: Int, language: String)] = []

        init(_ columns: [ImportColumn?]) {
            kind = columns.firstIndex(of: .kind)
            caseName = columns.firstIndex(of: .caseName)
            postfix = columns.firstIndex(of: .postfix)
            logicalName = columns.firstIndex(of: .logicalName)
            group = columns.firstIndex(of: .group)
            parent = columns.firstIndex(of: .parent)
            for (column, key) in DefinitionsBuilder.textColumns {
                if let index = columns.firstIndex(of: column) { textColumns.append((index, key)) }
            }
            for (column, key) in DefinitionsBuilder.codeListColumns {
                if let index = columns.firstIndex(of: column) { codeListColumns.append((index, column, key)) }
            }
            for index in columns.indices {
                if case .localizedName(let language)? = columns[index] { localizedNames.append((index, language)) }
            }
        }

        /// The position of `column`, one of the columns read for every row, which the header has.
        func index(of column: ImportColumn) -> Int {
            let position =
                switch column {
                case .kind: kind
                case .caseName: caseName
                case .postfix: postfix
                case .logicalName: logicalName
                case .group: group
                case .parent: parent
                default: preconditionFailure("\(column.header) is not a column read for every row")
                }
            return position!
        }
    }

    /// A kind column's cell: the first one the kind's rows fill. Later rows may leave it empty (as
    /// a spreadsheet's merged cells export) or repeat it, but not contradict it.
    private mutating func agreedCell(_ column: ImportColumn, of kind: KindRows) -> ImportCell {
        if let constant = options.constant(for: column) {
            return ImportCell(text: constant, location: ImportOrigin.commandLine)
        }
        guard let index = columns.firstIndex(of: column) else { return ImportCell(text: "", location: kind.location) }
        // A loop over the rows, not `map` and `first(where:)`, which unoptimized copy every cell
        // of the column through generic calls.
        var filled: ImportCell?
        for row in kind.rows where !row[index].text.isEmpty {
            filled = row[index]
            break
        }
        guard let first = filled else { return kind.rows[0][index] }
        for row in kind.rows where !row[index].text.isEmpty && row[index].text != first.text {
            let cell = row[index]
            diagnostics.duplicate(
                "\(column.header.quotedForMessage) of kind \(kind.name.text.quotedForMessage) is \(cell.text.quotedForMessage) here but \(first.text.quotedForMessage) on \(files.line(of: first.location)); a kind's rows must agree, or leave it empty after the first",
                at: cell.location, first: first.location,
                firstNote: "kind \(kind.name.text.quotedForMessage) has \(first.text.quotedForMessage) here"
            )
        }
        return first
    }

    /// An attribute column and where it is.
    private struct AttributeColumn {
        var index: Int
        var name: String
        var type: KbnAttributeType
        var isOptional: Bool
        var header: String { ImportColumn.attribute(name: name, type: type, isOptional: isOptional).header }
        /// The type as the definitions file writes it, such as `"Double?"`.
        var typeName: String { type.declaredName(isOptional: isOptional) }
    }

    /// The attribute columns at least one of the kind's rows fills: the kind's declared attributes.
    private func attributeColumns(usedBy kind: KindRows) -> [AttributeColumn] {
        columns.enumerated().compactMap { index, column in
            guard case .attribute(let name, let type, let isOptional)? = column,
                kind.rows.contains(where: { !$0[index].text.isEmpty })
            else { return nil }
            return AttributeColumn(index: index, name: name, type: type, isOptional: isOptional)
        }
    }

    /// The JSON value of an attribute cell: null for an empty cell of an optional attribute; nil
    /// after reporting why it has none.
    private mutating func attributeValue(
        _ cell: ImportCell, of attribute: AttributeColumn, caseName: String, kind: KindRows
    ) -> JSONValue? {
        let header = attribute.header
        guard !cell.text.isEmpty else {
            if attribute.isOptional {
                return JSONValue(.null, at: cell.location)
            }
            diagnostics.error(
                "value \(caseName.quotedForMessage) of kind \(kind.name.text.quotedForMessage) has no \(header.quotedForMessage), which other values of the kind give; every value of a kind has the same attributes, unless the header makes it optional ('\(header):\(attribute.type.rawValue)?')",
                at: cell.location
            )
            return nil
        }
        let type = attribute.type
        filledCells[attribute.index, default: 0] += 1
        // The cell becomes the JSON the definitions file would hold, read by the decoder's rule,
        // and what is written is the value as the file writes it.
        let message: String
        switch type.json(ofCell: cell.text).flatMap(type.value(of:)) {
        case .success(let value):
            return JSONValue(value.json, at: cell.location)
        case .failure(.notOfType):
            message =
                "\(cell.text.quotedForMessage) in \(header.quotedForMessage) is not \(type.withArticle); write \(type.cellFormat)"
        case .failure(.outOfRange):
            message =
                "\(cell.text.quotedForMessage) in \(header.quotedForMessage) is out of range: \(type.numbers?.range ?? "")"
        case .failure(.leadingZero):
            message =
                "\(cell.text.quotedForMessage) in \(header.quotedForMessage) has a leading zero, which \(type.withArticle) cannot keep; write it without, or make the column a String (\(header.quotedForMessage) without ':\(type.rawValue)') to keep it"
        }
        refusedCells[attribute.index, default: []].append((cell, message))
        return nil
    }

    /// Reports the attribute cells that their types refuse: one error, at the first, for a column
    /// whose every filled cell is refused, with their count and the first few texts; else one at
    /// each.
    private mutating func reportRefusedCells() {
        for (index, refused) in refusedCells.sorted(by: { $0.key < $1.key }) {
            guard refused.count > 1, refused.count == filledCells[index] else {
                for (cell, message) in refused {
                    diagnostics.error(message, at: cell.location)
                }
                continue
            }
            var texts: [String] = []
            for (cell, _) in refused where !texts.contains(cell.text) {
                guard texts.count < Self.textsShown else { break }
                texts.append(cell.text)
            }
            let shown = texts.map(\.quotedForMessage).joined(separator: ", ")
            let more = Set(refused.map(\.cell.text)).count > texts.count ? ", …" : ""
            diagnostics.error(
                "\(refused[0].message); so is every filled cell of the column, in \(refused.count) rows (\(shown)\(more))",
                at: refused[0].cell.location)
        }
    }

    /// How many of a refused column's texts its one error shows.
    private static let textsShown = 3
}

// Functions, not methods of the builder: unoptimized, calling a method from one of the builder's
// mutating methods copies the whole builder, retaining each of its arrays and strings, for the
// calls of each value.

private func string(_ cell: ImportCell) -> JSONValue {
    JSONValue(.string(cell.text), at: cell.location)
}

private func member(_ key: String, _ value: JSONValue) -> JSONMember {
    JSONMember(key: key, keyLocation: value.location, value: value)
}
