// A kind's values as the table KbnKit reads: which columns it has and each value's fields, in the
// format both sides share (KbnColumn and KbnTableFormat, of the module KbnFormat, which KbnKit
// re-exports). The validator builds it, which
// fails for a kind whose texts leave no separator; the renderer writes the one the validator built.

@_spi(KbnGenerated) import KbnFormat

/// The columns a kind's table needs and each value's fields for them.
///
/// Optional columns appear only when some value uses them, so a plain kind's rows stay short.
struct KindTable: Sendable {
    let columns: [KbnColumn]
    /// One row per value, in declaration order; one field per column.
    let rows: [[String]]
    /// One row per former code, in declaration order of the values, then in the order each lists
    /// them (KbnTableFormat.codeRow); empty for a kind without former codes.
    let formerCodeRows: [[String]]
    /// The same for alternate codes.
    let alternateCodeRows: [[String]]

    /// The character that separates fields in the generated text: one that no field holds.
    let separator: Unicode.Scalar

    /// The kind's table; nil when its fields use every character there is, which leaves none to
    /// separate them.
    init?(_ kind: KindDefinition) {
        let values = kind.values
        var columns: [KbnColumn] = [.postfix, .logicalName]
        var rows = values.map { [$0.postfix.value, $0.logicalName] }
        func add(_ column: KbnColumn, _ fields: [String]) {
            columns.append(column)
            for index in rows.indices {
                rows[index].append(fields[index])
            }
        }
        if kind.parent != nil {
            add(.parent, values.map { $0.parent?.value ?? "" })
        }
        if values.contains(where: { $0.shortName != nil }) {
            add(.shortName, values.map { $0.shortName?.value ?? "" })
        }
        if values.contains(where: { $0.deprecated != nil }) {
            add(.deprecation, values.map { $0.deprecated?.value ?? "" })
        }
        // One pass over the values' names, each put straight into its language's column: a kind
        // may have thousands of languages, or a million values. By index, passing over values
        // without names: unoptimized (the kbn-gen that debug builds run), `enumerated()` and
        // `reversed()` cost a sixth of building a large table.
        var names: [String: [String]] = [:]
        for index in values.indices where !values[index].localizedNames.isEmpty {
            for localized in values[index].localizedNames.reversed() {  // the first of a language wins
                names[localized.language.value, default: Array(repeating: "", count: values.count)][index] =
                    localized.name.value
            }
        }
        for language in names.keys.sorted() {
            add(.localizedName(language: language), names[language]!)
        }
        for attribute in kind.attributes {
            add(
                .attribute(
                    name: attribute.name.value, type: attribute.type, isOptional: attribute.isOptional,
                    logicalName: attribute.logicalName?.value),
                values.map { value in value.attributes[attribute.name.value]?.value.description ?? "" }
            )
        }
        for group in kind.groups {
            let members = Set(group.members.map(\.value))
            add(.group(name: group.name.value), values.map { members.contains($0.caseName.value) ? "1" : "" })
        }
        let formerCodeRows = Self.codeRows(values, \.formerCodes)
        let alternateCodeRows = Self.codeRows(values, \.alternateCodes)
        guard let separator = KbnTableFormat.separator(notIn: rows + formerCodeRows + alternateCodeRows) else {
            return nil
        }
        self.columns = columns
        self.rows = rows
        self.formerCodeRows = formerCodeRows
        self.alternateCodeRows = alternateCodeRows
        self.separator = separator
    }

    private static func codeRows(_ values: [ValueDefinition], _ codes: KeyPath<ValueDefinition, [Located<String>]>)
        -> [[String]]
    {
        // A loop that passes over values without codes, most of them: unoptimized (the kbn-gen that
        // debug builds run), `flatMap` over `enumerated()` costs a quarter of building a large table.
        var rows: [[String]] = []
        for ordinal in values.indices where !values[ordinal][keyPath: codes].isEmpty {
            for code in values[ordinal][keyPath: codes] {
                rows.append(KbnTableFormat.codeRow(code: code.value, ordinal: ordinal))
            }
        }
        return rows
    }

}
