// Turns the decoded cells of a code-master CSV into the JSON tree of a definitions file: rows grouped
// into kinds, kind columns checked for agreement, attribute cells typed. Every JSON value keeps the
// location of the cell it came from, so later problems can be reported on the CSV.

import KbnKit

/// One decoded CSV field.
struct CSVCell: Equatable {
    var text: String
    /// The line the field starts on and its field number.
    var location: SourceLocation
}

/// Builds the definitions JSON for the rows of a CSV whose first record is the header.
struct CSVDefinitionsBuilder {
    private let columns: [CSVColumn]
    private let header: [CSVCell]
    private var diagnostics = DiagnosticCollector()
    /// Kinds in the order their first rows appear.
    private var kinds: [KindRows] = []

    /// The rows of one kind, in file order.
    private struct KindRows {
        var name: CSVCell
        var rows: [[CSVCell]]
        var warnedAboutSplitRows = false
    }

    /// The definitions for `rows` (blank rows already left out), and the warnings found on the way.
    ///
    /// - Throws: Every problem with the header, or every problem with the rows when the header is fine.
    static func definitions(header: [CSVCell], rows: [[CSVCell]]) throws(DiagnosticsError) -> (json: JSONValue, warnings: [Diagnostic]) {
        var builder = try CSVDefinitionsBuilder(header: header)
        guard !rows.isEmpty else {
            throw DiagnosticsError([.error("the file has a header row but no values below it", at: header[0].location)])
        }
        let json = builder.build(rows)
        try builder.diagnostics.throwIfErrors()
        return (json, builder.diagnostics.diagnostics)
    }

    private init(header: [CSVCell]) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        var columns: [CSVColumn] = []
        var firstByHeader: [String: SourceLocation] = [:]
        for cell in header {
            let name = cell.text.trimmingSpaces
            do throws(CSVHeaderError) {
                let column = try CSVColumn(header: name)
                if let first = firstByHeader.firstOccurrence(of: column.header, otherwise: cell.location) {
                    diagnostics.duplicate(
                        "column \(column.header.quotedForMessage) appears twice in the header; remove one of them",
                        at: cell.location, first: first, firstNote: "\(column.header.quotedForMessage) is first here"
                    )
                }
                columns.append(column)
            } catch {
                diagnostics.error(error.message, at: cell.location)
            }
        }
        let missing = CSVColumn.required.filter { !columns.contains($0) }
        if !missing.isEmpty {
            let names = missing.map { "'\($0.header)'" }.joined(separator: ", ")
            let all = CSVColumn.required.map(\.header).joined(separator: ",")
            diagnostics.error(
                "the header row lacks the column\(missing.count == 1 ? "" : "s") \(names); the first row must name the columns, such as \(all)",
                at: header[0].location
            )
        }
        try diagnostics.throwIfErrors()
        self.columns = columns
        self.header = header
    }

    // MARK: Rows to kinds

    private mutating func build(_ rows: [[CSVCell]]) -> JSONValue {
        var previousKind: String?
        for row in rows {
            guard row.count == columns.count else {
                // Points at the first field too many, or at the last one there is.
                let field = row.count > columns.count ? columns.count : row.count - 1
                diagnostics.error(
                    "this row has \(row.count) field\(row.count == 1 ? "" : "s"), the header has \(columns.count); every row needs one field per column, empty or not",
                    at: row[field].location
                )
                continue
            }
            let name = cell(.kind, of: row)
            if let index = kinds.firstIndex(where: { $0.name.text == name.text }) {
                if previousKind != name.text && !kinds[index].warnedAboutSplitRows {
                    kinds[index].warnedAboutSplitRows = true
                    diagnostics.append(.warning(
                        "the rows of kind \(name.text.quotedForMessage) are not consecutive; this row's value is listed after the kind's earlier values (its first row is on line \(kinds[index].name.location.line))",
                        at: name.location
                    ))
                }
                kinds[index].rows.append(row)
            } else {
                kinds.append(KindRows(name: name, rows: [row]))
            }
            previousKind = name.text
        }
        let start = SourceLocation(line: 1, column: 1)
        let kindObjects = kinds.map { kindObject($0) }
        return JSONValue(.object([member("kinds", JSONValue(.array(kindObjects), at: start))]), at: start)
    }

    private mutating func kindObject(_ kind: KindRows) -> JSONValue {
        var members = [member("name", string(kind.name))]
        members.append(member("prefix", string(agreedCell(.prefix, of: kind))))
        members.append(member("logicalName", string(agreedCell(.kindLogicalName, of: kind))))
        let description = agreedCell(.kindDescription, of: kind)
        if !description.text.isEmpty {
            members.append(member("description", string(description)))
        }
        let attributes = attributeColumns(usedBy: kind)
        if !attributes.isEmpty {
            let declarations = attributes.map { attribute in
                member(attribute.name, JSONValue(.string(attribute.type.rawValue), at: header[attribute.index].location))
            }
            members.append(member("attributes", JSONValue(.object(declarations), at: declarations[0].keyLocation)))
        }
        let values = kind.rows.map { valueObject($0, of: kind, attributes: attributes) }
        members.append(member("values", JSONValue(.array(values), at: kind.name.location)))
        return JSONValue(.object(members), at: kind.name.location)
    }

    private mutating func valueObject(
        _ row: [CSVCell], of kind: KindRows, attributes: [AttributeColumn]
    ) -> JSONValue {
        let caseCell = cell(.caseName, of: row)
        var members = [
            member("case", string(caseCell)),
            member("postfix", string(cell(.postfix, of: row))),
            member("logicalName", string(cell(.logicalName, of: row))),
        ]
        for (column, key) in [(CSVColumn.shortName, "shortName"), (.description, "description"), (.deprecated, "deprecated")] {
            if let index = columns.firstIndex(of: column), !row[index].text.isEmpty {
                members.append(member(key, string(row[index])))
            }
        }
        if let index = columns.firstIndex(of: .formerCodes), !row[index].text.isEmpty {
            let cell = row[index]
            // Empty parts stay, for the definitions check to report at the cell.
            let codes = cell.text.split(separator: CSVColumn.formerCodeSeparator, omittingEmptySubsequences: false).map {
                JSONValue(.string(String($0)), at: cell.location)
            }
            members.append(member("formerCodes", JSONValue(.array(codes), at: cell.location)))
        }
        let names = zip(columns, row).compactMap { column, cell -> JSONMember? in
            guard case .localizedName(let language) = column, !cell.text.isEmpty else { return nil }
            return member(language, string(cell))
        }
        if !names.isEmpty {
            members.append(member("localizedNames", JSONValue(.object(names), at: names[0].keyLocation)))
        }
        let values = attributes.compactMap { attribute in
            attributeValue(row[attribute.index], of: attribute, caseName: caseCell.text, kind: kind)
                .map { member(attribute.name, $0) }
        }
        if !values.isEmpty {
            members.append(member("attributes", JSONValue(.object(values), at: values[0].keyLocation)))
        }
        return JSONValue(.object(members), at: caseCell.location)
    }

    // MARK: Cells

    private func cell(_ column: CSVColumn, of row: [CSVCell]) -> CSVCell {
        row[columns.firstIndex(of: column)!]
    }

    /// A kind column's cell: the first one the kind's rows fill. Later rows may leave it empty (as
    /// a spreadsheet's merged cells export) or repeat it, but not contradict it.
    private mutating func agreedCell(_ column: CSVColumn, of kind: KindRows) -> CSVCell {
        guard let index = columns.firstIndex(of: column) else { return CSVCell(text: "", location: kind.name.location) }
        let cells = kind.rows.map { $0[index] }
        guard let first = cells.first(where: { !$0.text.isEmpty }) else { return cells[0] }
        for cell in cells where !cell.text.isEmpty && cell.text != first.text {
            diagnostics.duplicate(
                "\(column.header.quotedForMessage) of kind \(kind.name.text.quotedForMessage) is \(cell.text.quotedForMessage) here but \(first.text.quotedForMessage) on line \(first.location.line); a kind's rows must agree, or leave it empty after the first",
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
        var header: String { CSVColumn.attribute(name: name, type: type).header }
    }

    /// The attribute columns at least one of the kind's rows fills: the kind's declared attributes.
    private func attributeColumns(usedBy kind: KindRows) -> [AttributeColumn] {
        columns.enumerated().compactMap { index, column in
            guard case .attribute(let name, let type) = column,
                  kind.rows.contains(where: { !$0[index].text.isEmpty })
            else { return nil }
            return AttributeColumn(index: index, name: name, type: type)
        }
    }

    /// The JSON value of an attribute cell, or nil after reporting why it has none.
    private mutating func attributeValue(
        _ cell: CSVCell, of attribute: AttributeColumn, caseName: String, kind: KindRows
    ) -> JSONValue? {
        let header = attribute.header
        guard !cell.text.isEmpty else {
            diagnostics.error(
                "value \(caseName.quotedForMessage) of kind \(kind.name.text.quotedForMessage) has no \(header.quotedForMessage), which other values of the kind give; every value of a kind has the same attributes",
                at: cell.location
            )
            return nil
        }
        switch attribute.type {
        case .string:
            return string(cell)
        case .int:
            let digits = cell.text.hasPrefix("-") ? cell.text.dropFirst() : Substring(cell.text)
            guard let first = digits.first, digits.allSatisfy(\.isASCIIDigit), Int(cell.text) != nil else {
                diagnostics.error("\(cell.text.quotedForMessage) in \(header.quotedForMessage) is not an Int; write a whole number such as 1400, without separators", at: cell.location)
                return nil
            }
            guard first != "0" || digits.count == 1 else {
                diagnostics.error(
                    "\(cell.text.quotedForMessage) in \(header.quotedForMessage) has a leading zero, which an Int cannot keep; write it without, or make the column a String (\(header.quotedForMessage) without ':Int') to keep it",
                    at: cell.location
                )
                return nil
            }
            return JSONValue(.number(cell.text), at: cell.location)
        case .double:
            // Written as Swift prints the number: valid JSON, and the shortest text that reads back
            // as the same Double.
            guard let number = Double(cell.text), number.isFinite else {
                diagnostics.error("\(cell.text.quotedForMessage) in \(header.quotedForMessage) is not a Double; write a number such as 35.6895 or -1.5e3", at: cell.location)
                return nil
            }
            return JSONValue(.number(number.description), at: cell.location)
        case .bool:
            switch cell.text.lowercased() {
            case "true": return JSONValue(.bool(true), at: cell.location)
            case "false": return JSONValue(.bool(false), at: cell.location)
            default:
                diagnostics.error("\(cell.text.quotedForMessage) in \(header.quotedForMessage) is not a Bool; write true or false", at: cell.location)
                return nil
            }
        }
    }

    private func string(_ cell: CSVCell) -> JSONValue {
        JSONValue(.string(cell.text), at: cell.location)
    }

    private func member(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, keyLocation: value.location, value: value)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// Without the spaces a spreadsheet user may leave around a header.
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
