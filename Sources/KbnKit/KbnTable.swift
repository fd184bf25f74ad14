// The data behind one generated kind, read where the string literal the generator writes keeps it.

@_spi(KbnGenerated) import KbnFormat

/// The codes, names and columns of one kind's values.
///
/// Generated code creates one table per kind, from a single string literal, and keeps it in a
/// `static let`, so it is built once, on first use, in a thread-safe way. Storing the data as one
/// literal rather than as `switch` statements or array literals keeps compile time linear in the
/// number of values (see docs/PERFORMANCE.md).
///
/// Building the table only finds where each field of the literal starts and indexes the codes, in
/// O(*n*) for *n* values; a kind of up to 256 values also makes its codes and names. Other
/// fields become a `String` when a value's property reads them. A larger kind's codes and names
/// are made 256 values at a time, at the first read of one of them, and its display order and its
/// ``KbnKindDescription`` the first time they are asked for; all are then kept.
///
/// Apps use a kind's ``KbnType`` members; the table's own API is for generated code, which imports
/// it with `@_spi(KbnGenerated) import KbnKit`.
public final class KbnTable<Kind: KbnType>: Sendable {
    /// The kind's type name as written in the definitions file, such as `"Gender"`.
    @usableFromInline let name: String
    /// The namespace whose `allKinds` lists the kind, which an update names.
    let namespace: String
    /// The code shared by every value of the kind.
    @usableFromInline let prefix: String
    /// The kind's display name.
    @usableFromInline let logicalName: String
    /// The kind's typed attribute columns, in the order of ``KbnKindDescription/attributes``.
    let attributes: [KbnAttributeDescription]
    /// The names of the kind's groups.
    let groupNames: [String]
    /// The attribute that orders the values for display; nil for declaration order.
    let sortAttribute: String?

    /// The fields, a row per value in declaration order (its ordinal): the postfix in column 0,
    /// the logical name in column 1, then the columns below.
    @usableFromInline let rows: KbnRows
    @usableFromInline let shortNameColumn: Int?
    /// The column of each language's names.
    let localizedNameColumns: [String: Int]
    @usableFromInline let deprecationColumn: Int?
    /// For each of ``attributes``, its column.
    let attributeColumns: [Int]
    /// For each of ``groupNames``, its column, which holds `1` for the group's members.
    @usableFromInline let groupColumns: [Int]
    /// The column of each value's parent's code, in a kind with a parent kind; nil in another.
    let parentColumn: Int?
    /// The ordinals of each parent's values, in display order, by the parent's code; made the
    /// first time a parent's values are asked for.
    let childrenStore = KbnLazy<[String: [Int]]>()

    /// The kind's current codes.
    let codeLookup: KbnCodeLookup
    /// nil for a kind without former and alternate codes.
    let secondaryCodes: KbnSecondaryCodes?

    let displayOrderStore = KbnLazy<KbnDisplayOrder<Kind>>()
    let kindDescriptionStore = KbnLazy<KbnKindDescription>()
    /// Every value's code, and every logical name, which lists, sorts and encoders read again and
    /// again: a string made from the rows at each read costs several times an array's element
    /// (docs/PERFORMANCE.md). Made with the table for a kind of up to ``namesMadeAtOnce`` values,
    /// where that costs well under a millisecond; nil for a larger kind.
    @usableFromInline let codesMadeWithTable: [String]?
    @usableFromInline let logicalNamesMadeWithTable: [String]?
    /// A larger kind's codes and names, made a block at a time at the first read of one of the
    /// block's, since a lookup by code needs neither; nil for a kind whose table makes them.
    let codeBlocks: KbnStringBlocks?
    let logicalNameBlocks: KbnStringBlocks?
    /// The most values whose codes and names the table makes when it is built.
    static var namesMadeAtOnce: Int { 256 }

    /// The fingerprint of what generated code passed in, which an update names the kinds it was
    /// made for by (`KbnTableFingerprint`); worked out only when an update is applied.
    var fingerprint: String { fingerprintSource() }
    /// The fingerprint of the cases' names (``KbnTableFingerprint/text(caseNames:)``), which an
    /// update must give the compiled codes.
    let caseNamesFingerprint: String
    private let fingerprintSource: @Sendable () -> String

    /// Reads a kind's values.
    ///
    /// - Parameters:
    ///   - name: The kind's type name.
    ///   - namespace: The namespace whose `allKinds` lists the kind: the one it is declared in, or for
    ///     a kind at the module's top level the one its definitions file names.
    ///   - prefix: The code shared by every value; empty for a kind whose codes are its postfixes.
    ///   - logicalName: The kind's display name.
    ///   - caseCount: How many cases the generated enum declares: one row each.
    ///   - caseNamesFingerprint: ``KbnTableFingerprint/text(caseNames:)`` of the cases' names, in
    ///     declaration order.
    ///   - columns: What each field of a row holds; ``KbnColumn/postfix`` and
    ///     ``KbnColumn/logicalName`` come first.
    ///   - sortAttribute: The attribute that orders the values for display; nil for declaration order.
    ///   - separator: A character that occurs in no field of the kind.
    ///   - rows: For each case, in declaration order, one field per column, each followed by `separator`.
    ///   - formerCodes: For each former code, the fields of ``KbnTableFormat/codeRow(code:ordinal:)``,
    ///     each followed by `separator`; nil for a kind without former codes.
    ///   - alternateCodes: The same for each alternate code; nil for a kind without alternate codes.
    @_spi(KbnGenerated) public init(
        name: String, namespace: String, prefix: String, logicalName: String, caseCount: Int,
        caseNamesFingerprint: String, columns: [KbnColumn], sortAttribute: String? = nil, separator: Unicode.Scalar,
        rows: String, formerCodes: String? = nil,
        alternateCodes: String? = nil
    ) {
        self.name = name
        self.namespace = namespace
        self.prefix = prefix
        self.logicalName = logicalName
        self.caseNamesFingerprint = caseNamesFingerprint
        self.sortAttribute = sortAttribute
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
        guard let table = KbnRows(text: rows, separator: separator, width: columns.count, count: caseCount)
        else {
            preconditionFailure(
                "\(String(reflecting: Kind.self)) has \(caseCount) cases, but its table does not hold \(caseCount) rows of \(columns.count) fields; the generated file was edited: generate it again"
            )
        }
        self.rows = table
        var shortNameColumn: Int?
        var localizedNameColumns: [String: Int] = [:]
        var deprecationColumn: Int?
        var attributes: [KbnAttributeDescription] = []
        var attributeColumns: [Int] = []
        var groupNames: [String] = []
        var groupColumns: [Int] = []
        var parentColumn: Int?
        for (index, kind) in columns.enumerated() {
            switch kind {
            case .postfix, .logicalName:
                break
            case .shortName:
                shortNameColumn = index
            case .localizedName(let language):
                localizedNameColumns[language] = index
            case .deprecation:
                deprecationColumn = index
            case .attribute(let attribute, let type, let isOptional, let logicalName):
                attributes.append(
                    KbnAttributeDescription(
                        name: attribute, type: type, isOptional: isOptional, logicalName: logicalName ?? attribute))
                attributeColumns.append(index)
            case .group(let group):
                groupNames.append(group)
                groupColumns.append(index)
            case .parent:
                parentColumn = index
            }
        }
        self.shortNameColumn = shortNameColumn
        self.localizedNameColumns = localizedNameColumns
        self.deprecationColumn = deprecationColumn
        self.attributes = attributes
        self.attributeColumns = attributeColumns
        self.groupNames = groupNames
        self.groupColumns = groupColumns
        self.parentColumn = parentColumn
        if let sortAttribute {
            precondition(
                attributes.contains { $0.name == sortAttribute },
                "KbnTable for \(name): no attribute \(sortAttribute) to sort by")
        }
        // A value's code is its kind's prefix, or in a kind with a parent its parent's code, and
        // its postfix; the lookup of a kind with a parent holds the codes whole.
        let code: @Sendable (Int) -> String
        if let parentColumn {
            code = { table.field(parentColumn, ofRow: $0) + table.field(0, ofRow: $0) }
            codeLookup = KbnCodeLookup(codes: (0..<caseCount).map(code))
        } else {
            code = { prefix + table.field(0, ofRow: $0) }
            codeLookup = KbnCodeLookup(rows: table, column: 0, prefix: prefix)
        }
        let logicalName: @Sendable (Int) -> String = { table.field(1, ofRow: $0) }
        if caseCount <= Self.namesMadeAtOnce {
            codesMadeWithTable = (0..<caseCount).map(code)
            logicalNamesMadeWithTable = (0..<caseCount).map(logicalName)
            (codeBlocks, logicalNameBlocks) = (nil, nil)
        } else {
            (codesMadeWithTable, logicalNamesMadeWithTable) = (nil, nil)
            codeBlocks = KbnStringBlocks(count: caseCount, make: code)
            logicalNameBlocks = KbnStringBlocks(count: caseCount, make: logicalName)
        }
        let former = Self.codeRows(formerCodes, role: "former", separator: separator, caseCount: caseCount)
        let alternate = Self.codeRows(alternateCodes, role: "alternate", separator: separator, caseCount: caseCount)
        secondaryCodes =
            former.isEmpty && alternate.isEmpty ? nil : KbnSecondaryCodes(former: former, alternate: alternate)
    }

    /// How many values the kind has.
    @usableFromInline var caseCount: Int { rows.count }

    /// The value at `ordinal`, which must be below ``caseCount``.
    @inlinable func value(atOrdinal ordinal: Int) -> Kind {
        KbnEnumTag<Kind>.value(atOrdinal: ordinal)
    }

    /// The values in display order.
    var values: [Kind] { displayOrder.values }

    /// The values in display order, and where each stands, made when first asked for.
    var displayOrder: KbnDisplayOrder<Kind> {
        displayOrderStore.value {
            let sortKeys = sortAttribute.map { sortAttribute in
                let column = attributes.firstIndex { $0.name == sortAttribute }!
                return (0..<caseCount).map { attributeValue(column, ofOrdinal: $0) }
            }
            let order = Self.displayOrder(count: caseCount, sortKeys: sortKeys)
            return KbnDisplayOrder(
                order: order.map(value(atOrdinal:)),
                groupMembers: groupColumns.map { column in
                    order.filter { rows.field(column, ofRow: $0, isByte: UInt8(ascii: "1")) }.map(value(atOrdinal:))
                })
        }
    }

    /// The ordinals in display order: declaration order, or sorted by `sortKeys`, each value's key
    /// in declaration order, as `KbnAttributeValue`'s `<` orders them.
    ///
    /// - Complexity: O(*m*) to make a key of each value (``KbnSortKey``), *m* the keys' bytes, then
    ///   O(*n* log *n*) comparisons of keys for *n* values, each of the bytes two keys share.
    static func displayOrder(count: Int, sortKeys: [KbnAttributeValue?]?) -> [Int] {
        displayOrder(count: count, keys: sortKeys.map { $0.map { $0.map(KbnSortKey.init) } })
    }

    /// The ordinals in display order, sorted by `keys`, each value's key in declaration order; nil
    /// for declaration order.
    static func displayOrder<Key: Comparable>(count: Int, keys: [Key?]?) -> [Int] {
        let declarationOrder = Array(0..<count)
        guard let keys else { return declarationOrder }
        // Stable, so values with equal keys keep their declaration order; values without the
        // attribute come last.
        return declarationOrder.sorted { first, second in
            switch (keys[first], keys[second]) {
            // Not a tuple's `<`, whose `==` would read a shared prefix once more.
            case let (left?, right?): left < right || !(right < left) && first < second
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): first < second
            }
        }
    }

    /// Where the value at `ordinal` stands in display order.
    func rank(ofOrdinal ordinal: Int) -> Int {
        sortAttribute == nil ? ordinal : displayOrder.ranks[ordinal]
    }

    /// The code of the value at `ordinal`.
    @inlinable func code(ofOrdinal ordinal: Int) -> String {
        // An array each, not a struct of both: a copy of each array is a retain and a release,
        // which made a read several times as slow (docs/PERFORMANCE.md).
        if let codes = codesMadeWithTable { return codes[ordinal] }
        return codeOfLargeKind(ordinal)
    }

    /// The code of the value at `ordinal` of a kind too large to make its codes with the table:
    /// not inlined, so that a kind's conformances, which read codes, compile no more than an
    /// array's read (a release build compiles them for every kind).
    @usableFromInline func codeOfLargeKind(_ ordinal: Int) -> String { codeBlocks!.string(at: ordinal) }

    /// Every value's code, in declaration order.
    var codes: [String] { codesMadeWithTable ?? codeBlocks!.all }

    /// The logical name of the value at `ordinal`.
    @inlinable func logicalName(ofOrdinal ordinal: Int) -> String {
        if let logicalNames = logicalNamesMadeWithTable { return logicalNames[ordinal] }
        return logicalNameOfLargeKind(ordinal)
    }

    /// The logical name of the value at `ordinal` of a kind too large to make its names with the
    /// table; not inlined, as ``codeOfLargeKind(_:)`` is not.
    @usableFromInline func logicalNameOfLargeKind(_ ordinal: Int) -> String {
        logicalNameBlocks!.string(at: ordinal)
    }

    /// The short name of the value at `ordinal`, or its logical name when it has none.
    @inlinable func shortName(ofOrdinal ordinal: Int) -> String {
        guard let column = shortNameColumn, !rows.isEmpty(column, ofRow: ordinal) else {
            return logicalName(ofOrdinal: ordinal)
        }
        return rows.field(column, ofRow: ordinal)
    }

    /// The deprecation message of the value at `ordinal`; nil when it is not deprecated.
    @inlinable func deprecationMessage(ofOrdinal ordinal: Int) -> String? {
        guard let column = deprecationColumn, !rows.isEmpty(column, ofRow: ordinal) else { return nil }
        return rows.field(column, ofRow: ordinal)
    }

    /// The names of the value at `ordinal` by language, an empty one where a language has none.
    func localizedNames(ofOrdinal ordinal: Int) -> [String: String] {
        localizedNameColumns.mapValues { rows.field($0, ofRow: ordinal) }
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

    /// The value of the attribute at `index` in ``attributes`` for `value`, nil where an optional
    /// attribute has none; generated attribute properties call the typed accessors below.
    @inlinable func attribute(_ index: Int, of value: Kind) -> KbnAttributeValue? {
        attributeValue(index, ofOrdinal: KbnEnumTag.ordinal(of: value))
    }

    /// The value of the attribute at `index` in ``attributes`` for the value at `ordinal`.
    @usableFromInline func attributeValue(_ index: Int, ofOrdinal ordinal: Int) -> KbnAttributeValue? {
        let attribute = attributes[index]
        let field = rows.field(attributeColumns[index], ofRow: ordinal)
        // The generator rejects an empty string for an optional String, so empty is nil.
        if attribute.isOptional && field.isEmpty { return nil }
        guard let value = KbnAttributeValue(field: field, type: attribute.type) else {
            preconditionFailure(
                "KbnTable for \(name): \(field) is not a valid \(attribute.type.rawValue) for \(attribute.name); the generated file was edited: generate it again"
            )
        }
        return value
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
    @_spi(KbnGenerated) public func members(ofGroup index: Int) -> [Kind] {
        displayOrder.groupMembers[index]
    }

    /// Whether `value` belongs to the group at `index` in ``groupNames``, for a generated property.
    @_spi(KbnGenerated) @inlinable public func contains(_ value: Kind, inGroup index: Int) -> Bool {
        rows.field(groupColumns[index], ofRow: KbnEnumTag.ordinal(of: value), isByte: UInt8(ascii: "1"))
    }

    /// The value whose full code, current, former or alternate, is `code`, if any.
    @inlinable func value(forCode code: String) -> Kind? {
        ordinal(ofCode: code).map(value(atOrdinal:))
    }

    /// The ordinal of the value whose full code, current, former or alternate, is `code`.
    ///
    /// Not inlined: clients call it, and the lookup's layout stays KbnKit's own.
    @usableFromInline func ordinal(ofCode code: String) -> Int? {
        // Current codes first: a current code costs the same whatever other codes a kind has, and a
        // code that misses them costs a kind without other codes one check for nil.
        codeLookup.position(of: code) ?? secondaryCodes?.ordinal(of: code)
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

/// A kind's values in display order, with its groups' members in that order.
struct KbnDisplayOrder<Kind: KbnType>: Sendable {
    let values: [Kind]
    /// Each value's position in ``values``, by ordinal.
    let ranks: [Int]
    let groupMembers: [[Kind]]

    init(order values: [Kind], groupMembers: [[Kind]]) {
        var ranks = Array(repeating: 0, count: values.count)
        for (rank, value) in values.enumerated() {
            ranks[KbnEnumTag.ordinal(of: value)] = rank
        }
        self.values = values
        self.ranks = ranks
        self.groupMembers = groupMembers
    }
}

extension KbnTable {
    /// The code of the parent of the value at `ordinal`, in a kind with a parent kind.
    func parentCode(ofOrdinal ordinal: Int) -> String {
        guard let parentColumn else {
            preconditionFailure(
                "\(String(reflecting: Kind.self))'s table has no parents; the generated file was edited: generate it again"
            )
        }
        return rows.field(parentColumn, ofRow: ordinal)
    }

    /// The ordinals of the values whose parent's code is `parentCode`, in display order.
    ///
    /// - Complexity: O(1) after the first call, which takes O(*n*) for *n* values.
    func childOrdinals(ofParentCode code: String) -> [Int] {
        childrenStore.value {
            var ordinals: [String: [Int]] = [:]
            for value in values {
                let ordinal = KbnEnumTag.ordinal(of: value)
                ordinals[parentCode(ofOrdinal: ordinal), default: []].append(ordinal)
            }
            return ordinals
        }[code] ?? []
    }
}
