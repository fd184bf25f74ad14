// A kind's values as the table KbnKit reads: which columns it has and each value's fields, in the
// format both sides share (KbnKit's KbnColumn and KbnTableFormat). The validator checks that it can
// be written; the renderer writes it.

@_spi(KbnGenerated) import KbnKit

/// The columns a kind's table needs and each value's fields for them.
///
/// Optional columns appear only when some value uses them, so a plain kind's rows stay short.
struct KindTable {
    private(set) var columns: [KbnColumn] = [.postfix, .logicalName]
    /// One row per value, in declaration order; one field per column.
    private(set) var rows: [[String]]
    /// One row per former code, in declaration order of the values, then in the order each lists
    /// them (KbnTableFormat.codeRow); empty for a kind without former codes.
    let formerCodeRows: [[String]]
    /// The same for alternate codes.
    let alternateCodeRows: [[String]]

    init(_ kind: KindDefinition) {
        let values = kind.values
        rows = values.map { [$0.postfix.value, $0.logicalName] }
        formerCodeRows = Self.codeRows(values, \.formerCodes)
        alternateCodeRows = Self.codeRows(values, \.alternateCodes)
        if values.contains(where: { $0.shortName != nil }) {
            add(.shortName, values.map { $0.shortName?.value ?? "" })
        }
        if values.contains(where: { $0.deprecated != nil }) {
            add(.deprecation, values.map { $0.deprecated?.value ?? "" })
        }
        let languages = Set(values.flatMap { $0.localizedNames.map(\.language.value) }).sorted()
        for language in languages {
            add(
                .localizedName(language: language),
                values.map { value in value.localizedNames.first { $0.language.value == language }?.name.value ?? "" }
            )
        }
        for attribute in kind.attributes {
            add(
                .attribute(name: attribute.name.value, type: attribute.type, isOptional: attribute.isOptional),
                values.map { value in value.attributes[attribute.name.value]?.value.description ?? "" }
            )
        }
        for group in kind.groups {
            let members = Set(group.members.map(\.value))
            add(.group(name: group.name.value), values.map { members.contains($0.caseName.value) ? "1" : "" })
        }
    }

    /// The character that separates fields in the generated text; nil when the fields use every
    /// character there is, which the validator reports.
    var separator: Unicode.Scalar? {
        KbnTableFormat.separator(notIn: [rows, formerCodeRows, alternateCodeRows].joined().joined())
    }

    private static func codeRows(_ values: [ValueDefinition], _ codes: KeyPath<ValueDefinition, [Located<String>]>) -> [[String]] {
        values.enumerated().flatMap { ordinal, value in
            value[keyPath: codes].map { KbnTableFormat.codeRow(code: $0.value, ordinal: ordinal) }
        }
    }

    private mutating func add(_ column: KbnColumn, _ fields: [String]) {
        columns.append(column)
        for index in rows.indices {
            rows[index].append(fields[index])
        }
    }
}
