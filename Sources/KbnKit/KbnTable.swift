// The data behind one generated kind, unpacked once from the string literal the generator writes.

@_spi(KbnGenerated) import KbnFormat

/// The codes, names and columns of one kind's values.
///
/// Generated code creates one table per kind, from a single string literal, and keeps it in a
/// `static let`, so it is built once, on first use, in a thread-safe way. Storing the data as one
/// literal rather than as `switch` statements or array literals keeps compile time linear in the
/// number of values (see docs/PERFORMANCE.md).
///
/// Apps use a kind's ``KbnType`` members; the table's own API is for generated code, which imports
/// it with `@_spi(KbnGenerated) import KbnKit`.
public final class KbnTable<Kind: KbnType>: Sendable {
    /// The kind's type name as written in the definitions file, such as `"Gender"`.
    @usableFromInline let name: String
    /// For a kind declared at the module's top level, the namespace that lists it; nil for a kind
    /// declared inside its namespace, which its type's name gives.
    let namespace: String?
    /// The code shared by every value of the kind.
    @usableFromInline let prefix: String
    /// The kind's display name.
    @usableFromInline let logicalName: String
    /// The kind's typed attribute columns, in the order of ``KbnKindDescription/attributes``.
    let attributes: [KbnAttributeDescription]
    /// The names of the kind's groups.
    let groupNames: [String]

    // Indexed by a value's position in declaration order (its ordinal).
    @usableFromInline let postfixes: [String]
    @usableFromInline let logicalNames: [String]
    @usableFromInline let shortNames: [String]
    @usableFromInline let codes: [String]
    @usableFromInline let localizedNames: [String: [String]]
    @usableFromInline let deprecationMessages: [String?]
    /// nil where an optional attribute has no value.
    @usableFromInline let attributeColumns: [[KbnAttributeValue?]]
    @usableFromInline let groupMembership: [[Bool]]
    @usableFromInline let displayRanks: [Int]

    /// The values in declaration order, for finding a value by its ordinal.
    @usableFromInline let declaredValues: [Kind]
    @usableFromInline let codeLookup: KbnCodeLookup
    /// nil for a kind without former and alternate codes.
    @usableFromInline let secondaryCodes: KbnSecondaryCodes?

    /// The values in display order.
    @usableFromInline let values: [Kind]
    @usableFromInline let groupMembers: [[Kind]]

    /// The fingerprint of what generated code passed in, which an update names the kinds it was
    /// made for by (`KbnTableFingerprint`); worked out only when an update is applied.
    var fingerprint: String { fingerprintSource() }
    private let fingerprintSource: @Sendable () -> String

    /// Unpacks a kind's values.
    ///
    /// - Parameters:
    ///   - name: The kind's type name.
    ///   - namespace: For a kind declared at the module's top level, the namespace whose `allKinds`
    ///     lists it.
    ///   - prefix: The code shared by every value; empty for a kind whose codes are its postfixes.
    ///   - logicalName: The kind's display name.
    ///   - caseCount: How many cases the generated enum declares: one row each.
    ///   - columns: What each field of a row holds; ``KbnColumn/postfix`` and
    ///     ``KbnColumn/logicalName`` come first.
    ///   - sortAttribute: The attribute that orders the values for display; nil for declaration order.
    ///   - separator: A character that occurs in no field of the kind.
    ///   - rows: For each case, in declaration order, one field per column, each followed by `separator`.
    ///   - formerCodes: For each former code, the fields of ``KbnTableFormat/codeRow(code:ordinal:)``,
    ///     each followed by `separator`; nil for a kind without former codes.
    ///   - alternateCodes: The same for each alternate code; nil for a kind without alternate codes.
    @_spi(KbnGenerated) public init(
        name: String, namespace: String? = nil, prefix: String, logicalName: String, caseCount: Int,
        columns: [KbnColumn],
        sortAttribute: String? = nil, separator: Unicode.Scalar, rows: String, formerCodes: String? = nil,
        alternateCodes: String? = nil
    ) {
        self.name = name
        self.namespace = namespace
        self.prefix = prefix
        self.logicalName = logicalName
        // The literals are kept, not copied: a string literal's storage is the binary's.
        fingerprintSource = {
            KbnTableFingerprint.text(
                name: name, prefix: prefix, logicalName: logicalName, columns: columns, sortAttribute: sortAttribute,
                separator: separator, rows: rows, formerCodes: formerCodes, alternateCodes: alternateCodes)
        }
        precondition(
            columns.starts(with: [.postfix, .logicalName]),
            "KbnTable for \(name): rows start with the postfix and the logical name")
        // Values are made from row positions by writing the enum's tag directly, which is undefined
        // behaviour for a position that is not a case: a generated file edited by hand, or one whose
        // enum and table disagree, must stop here.
        let enumCases = KbnEnumTag<Kind>.caseCount
        precondition(
            enumCases == caseCount,
            "\(String(reflecting: Kind.self)) declares \(enumCases) cases, but its table was generated for \(caseCount); the generated file was edited: generate it again"
        )

        let fields = KbnTableFormat.fields(of: rows, separator: separator)
        precondition(
            fields.count == caseCount * columns.count,
            "\(String(reflecting: Kind.self)) has \(caseCount) cases, but its table holds \(fields.count) fields in \(columns.count) columns; the generated file was edited: generate it again"
        )
        let table = UnpackedColumns(fields: fields, columns: columns, kindName: name)
        postfixes = table.column(0)
        logicalNames = table.column(1)
        shortNames =
            table.shortNames.isEmpty
            ? logicalNames
            : zip(table.shortNames, logicalNames).map { $0.isEmpty ? $1 : $0 }
        codes = postfixes.map { prefix + $0 }
        localizedNames = table.localizedNames
        deprecationMessages = table.deprecationMessages ?? Array(repeating: nil, count: caseCount)
        attributes = table.attributes
        attributeColumns = table.attributeColumns
        groupNames = table.groupNames
        groupMembership = table.groupMembership

        let declared = (0..<caseCount).map(KbnEnumTag<Kind>.value(atOrdinal:))
        let displayOrder = Self.displayOrder(
            count: caseCount, sortedBy: sortAttribute, attributes: table.attributes, columns: table.attributeColumns,
            kindName: name
        )
        var displayRanks = Array(repeating: 0, count: caseCount)
        for (rank, ordinal) in displayOrder.enumerated() {
            displayRanks[ordinal] = rank
        }
        self.displayRanks = displayRanks
        values = displayOrder.map { declared[$0] }
        groupMembers = groupMembership.map { membership in displayOrder.filter { membership[$0] }.map { declared[$0] } }
        declaredValues = declared
        codeLookup = KbnCodeLookup(codes: codes)
        let former = Self.codeRows(formerCodes, role: "former", separator: separator, caseCount: caseCount)
        let alternate = Self.codeRows(alternateCodes, role: "alternate", separator: separator, caseCount: caseCount)
        secondaryCodes =
            former.isEmpty && alternate.isEmpty ? nil : KbnSecondaryCodes(former: former, alternate: alternate)
    }

    /// The ordinals in display order: declaration order, or sorted by the attribute `sortAttribute`.
    static func displayOrder(
        count: Int, sortedBy sortAttribute: String?, attributes: [KbnAttributeDescription],
        columns: [[KbnAttributeValue?]], kindName: String
    ) -> [Int] {
        let declarationOrder = Array(0..<count)
        guard let sortAttribute else { return declarationOrder }
        guard let sortColumn = attributes.firstIndex(where: { $0.name == sortAttribute }) else {
            preconditionFailure("KbnTable for \(kindName): no attribute \(sortAttribute) to sort by")
        }
        // Stable, so values with equal keys keep their declaration order; values without the
        // attribute come last.
        let keys = columns[sortColumn]
        return declarationOrder.enumerated().sorted { first, second in
            switch (keys[first.element], keys[second.element]) {
            case let (left?, right?): (left, first.offset) < (right, second.offset)
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): first.offset < second.offset
            }
        }.map(\.element)
    }

    /// The former or alternate codes of `text`, each with the ordinal of its case.
    private static func codeRows(
        _ text: String?, role: String, separator: Unicode.Scalar, caseCount: Int
    ) -> [(code: String, ordinal: Int)] {
        guard let text else { return [] }
        guard let rows = KbnTableFormat.codeRows(of: text, separator: separator),
            rows.allSatisfy({ (0..<caseCount).contains($0.ordinal) })
        else {
            preconditionFailure(
                "\(String(reflecting: Kind.self))'s \(role) codes do not fit its \(caseCount) cases; the generated file was edited: generate it again"
            )
        }
        return rows
    }

    /// The value of the attribute in column `column` for `value`, nil where an optional attribute
    /// has none; generated attribute properties call the typed accessors below.
    @inlinable func attribute(_ column: Int, of value: Kind) -> KbnAttributeValue? {
        attributeColumns[column][KbnEnumTag.ordinal(of: value)]
    }

    /// A `String?` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func optionalString(attribute column: Int, of value: Kind) -> String? {
        switch attribute(column, of: value) {
        case .string(let text): text
        case nil: nil
        default: preconditionFailure("not a String attribute")
        }
    }

    /// An `Int?` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func optionalInt(attribute column: Int, of value: Kind) -> Int? {
        switch attribute(column, of: value) {
        case .int(let number): number
        case nil: nil
        default: preconditionFailure("not an Int attribute")
        }
    }

    /// A `Double?` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func optionalDouble(attribute column: Int, of value: Kind) -> Double? {
        switch attribute(column, of: value) {
        case .double(let number): number
        case nil: nil
        default: preconditionFailure("not a Double attribute")
        }
    }

    /// A `Bool?` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func optionalBool(attribute column: Int, of value: Kind) -> Bool? {
        switch attribute(column, of: value) {
        case .bool(let flag): flag
        case nil: nil
        default: preconditionFailure("not a Bool attribute")
        }
    }

    /// A `String` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func string(attribute column: Int, of value: Kind) -> String {
        guard let field = optionalString(attribute: column, of: value) else { Self.missingAttribute() }
        return field
    }

    /// An `Int` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func int(attribute column: Int, of value: Kind) -> Int {
        guard let field = optionalInt(attribute: column, of: value) else { Self.missingAttribute() }
        return field
    }

    /// A `Double` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func double(attribute column: Int, of value: Kind) -> Double {
        guard let field = optionalDouble(attribute: column, of: value) else { Self.missingAttribute() }
        return field
    }

    /// A `Bool` attribute of `value`, for a generated property.
    @_spi(KbnGenerated) @inlinable public func bool(attribute column: Int, of value: Kind) -> Bool {
        guard let field = optionalBool(attribute: column, of: value) else { Self.missingAttribute() }
        return field
    }

    /// Stops where a required attribute has no value, which only an edited generated file gives.
    @usableFromInline static func missingAttribute() -> Never {
        preconditionFailure(
            "\(String(reflecting: Kind.self)) has no value for a required attribute; the generated file was edited: generate it again"
        )
    }

    /// The members of the group at `index` in ``groupNames``, in display order, for a generated property.
    @_spi(KbnGenerated) @inlinable public func members(ofGroup index: Int) -> [Kind] {
        groupMembers[index]
    }

    /// Whether `value` belongs to the group at `index` in ``groupNames``, for a generated property.
    @_spi(KbnGenerated) @inlinable public func contains(_ value: Kind, inGroup index: Int) -> Bool {
        groupMembership[index][KbnEnumTag.ordinal(of: value)]
    }

    /// The value whose full code, current, former or alternate, is `code`, if any.
    @inlinable func value(forCode code: String) -> Kind? {
        ordinal(ofCode: code).map { declaredValues[$0] }
    }

    /// The ordinal of the value whose full code, current, former or alternate, is `code`.
    @inlinable func ordinal(ofCode code: String) -> Int? {
        // Current codes first: a current code costs the same whatever other codes a kind has, and a
        // code that misses them costs a kind without other codes one check for nil.
        codeLookup.ordinal(of: code, in: codes) ?? secondaryCodes?.ordinal(of: code)
    }

    /// The position of the value whose code `decoder` holds.
    ///
    /// Kinds decode through this rather than through generic code in `init(from:)`: compiled once
    /// here, it leaves each kind's `init(from:)` a call, which JSONDecoder reaches without generic
    /// dispatch because the kind's conformance, and so that call, is compiled in the kind's module.
    @usableFromInline func decodeOrdinal(from decoder: any Decoder) throws -> Int {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let ordinal = ordinal(ofCode: code) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: unknownCodeMessage(code))
        }
        return ordinal
    }

    /// The text of the decoding error for a string that is not one of the kind's codes.
    @usableFromInline func unknownCodeMessage(_ code: String) -> String {
        // Input can be anything a server sends; keep the message readable.
        let shown = code.unicodeScalars.count > 64 ? String(code.unicodeScalars.prefix(64)) + "…" : code
        let expected =
            prefix.isEmpty ? "one of its values' codes" : "\"\(prefix)\" followed by one of its values' postfixes"
        return "\"\(shown)\" is not a code of \(name) (\(logicalName)); expected \(expected)"
            + (secondaryCodes == nil ? "" : ", or one of their former or alternate codes")
    }
}

/// A kind's rows split into its columns, each column's fields as the table keeps them.
private struct UnpackedColumns {
    let fields: [String]
    let width: Int
    var shortNames: [String] = []
    var localizedNames: [String: [String]] = [:]
    /// nil for a kind without a deprecation column.
    var deprecationMessages: [String?]?
    var attributes: [KbnAttributeDescription] = []
    var attributeColumns: [[KbnAttributeValue?]] = []
    var groupNames: [String] = []
    var groupMembership: [[Bool]] = []

    init(fields: [String], columns: [KbnColumn], kindName: String) {
        self.fields = fields
        width = columns.count
        for (index, kind) in columns.enumerated() {
            switch kind {
            case .postfix, .logicalName:
                break
            case .shortName:
                shortNames = column(index)
            case .localizedName(let language):
                localizedNames[language] = column(index)
            case .deprecation:
                deprecationMessages = column(index).map { $0.isEmpty ? nil : $0 }
            case .attribute(let attribute, let type, let isOptional, let logicalName):
                attributes.append(
                    KbnAttributeDescription(
                        name: attribute, type: type, isOptional: isOptional, logicalName: logicalName ?? attribute))
                attributeColumns.append(
                    column(index).map { field in
                        // The generator rejects an empty string for an optional String, so empty is nil.
                        if isOptional && field.isEmpty { return nil }
                        guard let value = KbnAttributeValue(field: field, type: type) else {
                            preconditionFailure(
                                "KbnTable for \(kindName): \(field) is not a valid \(type.rawValue) for \(attribute)")
                        }
                        return value
                    })
            case .group(let group):
                groupNames.append(group)
                groupMembership.append(column(index).map { $0 == "1" })
            }
        }
    }

    /// The fields of column `index`, one per case in declaration order.
    func column(_ index: Int) -> [String] {
        stride(from: index, to: fields.count, by: width).map { fields[$0] }
    }
}
