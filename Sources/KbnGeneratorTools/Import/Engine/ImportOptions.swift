// What `kbn-gen import-csv` and `import-json` are told besides the files, so that a master can be imported as it is
// published: which of its headers hold which columns of the format, the kind columns a one-table
// file leaves out, the kind of the values' parents, the file's namespace and access, where case names
// come from, and whether the file has a header row and what separates its fields. The options are checked against each other here;
// against the file's header when it is read.

import KbnGeneratorCore

/// How to read a master whose headers or keys are not the format's own, and what to add to it.
package struct ImportOptions: Equatable, Sendable {
    /// Headers of the file that hold columns of the format, each read as that column.
    package private(set) var columnMappings: [ColumnMapping] = []
    /// The kind, prefix and kind logical name of every row, for a file that holds one table.
    package private(set) var kind: String?
    package private(set) var prefix: String?
    package private(set) var kindLogicalName: String?
    /// The parent kind of every row's kind (`--parent-kind`), a kind of the file merged into: each
    /// row then gives its parent's code, in a `parent` column, and its kind has no prefix.
    package private(set) var parentKind: String?
    /// The file's `namespace` and `access`.
    package private(set) var namespace: String?
    package private(set) var access: AccessLevel?
    /// Leaves out, with one note, the columns that are neither mapped nor the format's.
    package private(set) var ignoresUnknownColumns = false
    package private(set) var caseNames = CaseNameSource.column
    package private(set) var delimiter = CSVDelimiter.comma
    /// How the input names its columns, which decides how `--column` maps them and how messages
    /// speak of them: a CSV's header row unless `--no-header`; the JSON importer's record keys.
    var columnNaming = ColumnNaming.headerRow

    /// How an input names its columns.
    enum ColumnNaming {
        /// By the cells of the header row.
        case headerRow
        /// By their 1-based number, for a file whose first row is a value (`--no-header`).
        case fieldNumbers
        /// By the keys of JSON records: a cell's column is then a place in its line, not the number
        /// of its field, so messages name a key without a field number.
        case recordKeys
    }

    /// The name `--column` gives the name of each row's file, without its folders and extension,
    /// such as `--column parent=@file` for masters published one file per parent (`branches/0001.json`).
    package static let fileNameKey = "@file"

    /// Options that change nothing: the format's own columns, names from the `case` column.
    package init() {}

    /// Checked options.
    ///
    /// - Parameters:
    ///   - columns: `FIELD=HEADER` arguments, each mapping a header of the file to a column.
    ///   - access: the file's access level; nil when none is given.
    ///   - hasHeader: false when the first row is a value, and `columns` map column numbers.
    /// - Throws: What is wrong, naming the option: a malformed or repeated mapping, a column given
    ///   both as a constant and by a mapping, a name Swift cannot use, a mapping of a header that is
    ///   no column number in a file without a header row.
    package init(
        columns: [String], kind: String?, prefix: String?, kindLogicalName: String?, parentKind: String? = nil,
        namespace: String?, access: AccessLevel?, ignoresUnknownColumns: Bool, caseNames: CaseNameSource,
        hasHeader: Bool = true, delimiter: CSVDelimiter = .comma
    ) throws(ImportOptionError) {
        for argument in columns {
            let mapping = try ColumnMapping(parsing: argument)
            if !hasHeader, mapping.columnNumber == nil, mapping.header != Self.fileNameKey {
                throw ImportOptionError(
                    "--column \(argument.quotedForMessage) names the header \(mapping.header.quotedForMessage), but with --no-header the file has no header row; name the column by its number, from 1 for the first field, such as \(mapping.column.header)=1"
                )
            }
            if let other = columnMappings.first(where: { $0.column.header == mapping.column.header }) {
                throw ImportOptionError(
                    "--column maps two headers to \(mapping.column.header.quotedForMessage) (\(other.header.quotedForMessage) and \(mapping.header.quotedForMessage)); give one"
                )
            }
            if let other = columnMappings.first(where: { $0.header == mapping.header }) {
                throw ImportOptionError(
                    "--column maps the header \(mapping.header.quotedForMessage) to two columns (\(other.column.header.quotedForMessage) and \(mapping.column.header.quotedForMessage)); give one"
                )
            }
            columnMappings.append(mapping)
        }
        for (option, column, value) in [
            ("--kind", ImportColumn.kind, kind), ("--prefix", .prefix, prefix),
            ("--kind-logical-name", .kindLogicalName, kindLogicalName),
        ] {
            if value != nil, let mapping = columnMappings.first(where: { $0.column == column }) {
                throw ImportOptionError(
                    "\(option) and --column \(mapping.argument) both give \(column.header.quotedForMessage); give one of them"
                )
            }
        }
        if let kind, let problem = SwiftNames.problemWithTypeName(kind) {
            throw ImportOptionError("--kind \(kind.quotedForMessage) is not a usable Swift type name: \(problem)")
        }
        if parentKind == nil, let mapping = columnMappings.first(where: { $0.column == .parent }) {
            throw ImportOptionError(
                "--column \(mapping.argument) gives each value's parent code, but no --parent-kind names the kind of the parents; give it, such as --parent-kind Bank"
            )
        }
        if let parentKind {
            if let problem = SwiftNames.problemWithTypeName(parentKind) {
                throw ImportOptionError(
                    "--parent-kind \(parentKind.quotedForMessage) is not a usable Swift type name: \(problem)")
            }
            if prefix != nil {
                throw ImportOptionError(
                    "--prefix and --parent-kind both give the codes' start: a kind with a parent kind has no prefix, its codes are its parents' codes followed by its postfixes; leave out --prefix"
                )
            }
            if parentKind == kind {
                throw ImportOptionError(
                    "--parent-kind names the kind that --kind gives, \(parentKind.quotedForMessage); a kind's parent kind is another kind, such as Bank for Branch"
                )
            }
        }
        if kindLogicalName == "" {
            throw ImportOptionError(
                "--kind-logical-name is empty; give the kind's name as people read it, such as 市区町村")
        }
        if let namespace, let problem = SwiftNames.problemWithTypeName(namespace) {
            throw ImportOptionError(
                "--namespace \(namespace.quotedForMessage) is not a usable Swift type name: \(problem)")
        }
        self.access = access
        if caseNames != .column, let mapping = columnMappings.first(where: { $0.column == .caseName }) {
            throw ImportOptionError(
                "--column \(mapping.argument) gives case names, which --case-names \(caseNames.rawValue) derives; leave out one of them"
            )
        }
        self.kind = kind
        self.prefix = prefix
        self.kindLogicalName = kindLogicalName
        self.parentKind = parentKind
        self.namespace = namespace
        self.ignoresUnknownColumns = ignoresUnknownColumns
        self.caseNames = caseNames
        columnNaming = hasHeader ? .headerRow : .fieldNumbers
        self.delimiter = delimiter
    }

    /// The constant an option gives for `column`, if any.
    func constant(for column: ImportColumn) -> String? {
        switch column {
        case .kind: kind
        case .prefix: prefix
        case .kindLogicalName: kindLogicalName
        default: nil
        }
    }

    /// The option that gives `column` as a constant.
    static func constantOption(for column: ImportColumn) -> String? {
        switch column {
        case .kind: "--kind"
        case .prefix: "--prefix"
        case .kindLogicalName: "--kind-logical-name"
        default: nil
        }
    }
}

/// `--column FIELD=HEADER`: the file's header `HEADER` holds the format's column `FIELD`.
package struct ColumnMapping: Equatable, Sendable {
    let column: ImportColumn
    /// The header as the file writes it, spaces around it left out as the header row's are.
    package let header: String
    /// The argument as given, for messages.
    package let argument: String

    /// The header as a column number of a file without a header row: digits, from 1, as
    /// ``ImportHeader/numbered(_:)`` names the columns.
    var columnNumber: Int? {
        guard let number = Int(header), number >= 1, String(number) == header else { return nil }
        return number
    }

    /// - Throws: What is wrong: no `=`, no header, or a field that is no column of the format.
    package init(parsing argument: String) throws(ImportOptionError) {
        guard let equals = argument.firstIndex(of: "=") else {
            throw ImportOptionError("--column \(argument.quotedForMessage) is not FIELD=HEADER, such as postfix=lgcode")
        }
        let field = String(argument[..<equals]).trimmingSpaces
        header = String(argument[argument.index(after: equals)...]).trimmingSpaces
        self.argument = argument
        guard !header.isEmpty else {
            throw ImportOptionError(
                "--column \(argument.quotedForMessage) names no header; write the file's header after '=', as in postfix=lgcode"
            )
        }
        do throws(ImportHeaderError) {
            column = try ImportColumn(header: field)
        } catch {
            throw ImportOptionError("--column \(argument.quotedForMessage): \(error.fullMessage)")
        }
    }
}

/// Options that contradict each other or name what does not exist.
package struct ImportOptionError: Error, Equatable {
    package let message: String
    init(_ message: String) { self.message = message }
}

extension String {
    /// Without the spaces a spreadsheet user may leave around a header.
    var trimmingSpaces: String {
        // Most headers have none, and the check by bytes saves splitting every header into
        // characters, which made a header row of thousands of cells take seconds in a debug build.
        guard utf8.first == 0x20 || utf8.last == 0x20 else { return self }
        return String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
