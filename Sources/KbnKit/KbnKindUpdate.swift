// One kind as an update shows it: the description of every value, compiled or added, in the update's
// display order, and where to find each value's description by ordinal or by code.

/// One updated kind, made once when the update is applied and read in constant time after that. A
/// class, so that a read through the update retains one reference, not each of its arrays.
package final class KbnKindUpdate: Sendable {
    /// The kind as people see it.
    let description: KbnKindDescription
    /// For each compiled value, by ordinal, its position in `description.values`.
    let positionOfOrdinal: [Int]
    /// For each compiled value, by ordinal, its name in the update: a label's read, one step.
    let logicalNameOfOrdinal: [String]
    /// Every code of the values the update adds, current, former or alternate, found by the one
    /// lookup of codes (``KbnCodeLookup``), as compiled codes are.
    private let addedCodes: KbnCodeLookup
    /// For each code of ``addedCodes``, by its position there, its value's position in
    /// `description.values`.
    private let positionOfAddedCode: [Int]

    /// The kind `Kind` as an update that passed the update check gives it.
    ///
    /// - Parameters:
    ///   - logicalName: The kind's display name.
    ///   - attributes: The update's attribute columns, which hold every compiled one.
    ///   - groupNames: The update's groups.
    ///   - values: Every value, in the update's order, each with its `Kind` ordinal, nil for a value
    ///     that the update adds; together they hold every compiled value once.
    ///   - sortAttribute: The attribute that orders the values for display; nil for the update's order.
    package init<Kind: KbnType>(
        _ kind: Kind.Type, logicalName: String, attributes: [KbnAttributeDescription], groupNames: [String],
        values: [(description: KbnValueDescription, ordinal: Int?)], sortAttribute: String?
    ) {
        let table = Kind._kbnTable
        let sortKeys = sortAttribute.map { sortAttribute in
            guard let column = attributes.firstIndex(where: { $0.name == sortAttribute }) else {
                preconditionFailure("KbnKindUpdate for \(table.name): no attribute \(sortAttribute) to sort by")
            }
            return values.map { $0.description.attributes[column] }
        }
        let order = KbnTable<Kind>.displayOrder(count: values.count, sortKeys: sortKeys)
        var positionOfOrdinal = [Int](repeating: 0, count: table.caseCount)
        var addedCodes: [String] = []
        var positionOfAddedCode: [Int] = []
        for (position, index) in order.enumerated() {
            if let ordinal = values[index].ordinal {
                positionOfOrdinal[ordinal] = position
            } else {
                let value = values[index].description
                for code in [value.code] + value.formerCodes + value.alternateCodes {
                    addedCodes.append(code)
                    positionOfAddedCode.append(position)
                }
            }
        }
        // A compiled value keeps its compiled code, byte for byte, whichever spelling of it, equal as
        // a `String`, the update matched it with.
        let ordered = order.map { index in
            var description = values[index].description
            if let ordinal = values[index].ordinal {
                let value = table.value(atOrdinal: ordinal)
                description.code = value.code
                description.postfix = value.postfix
            }
            return description
        }
        description = KbnKindDescription(
            name: table.name, prefix: table.prefix, logicalName: logicalName, attributes: attributes,
            groupNames: groupNames, values: ordered)
        self.positionOfOrdinal = positionOfOrdinal
        logicalNameOfOrdinal = positionOfOrdinal.map { ordered[$0].logicalName }
        // The update check lets no two of these codes be equal.
        self.addedCodes = KbnCodeLookup(codes: addedCodes)
        self.positionOfAddedCode = positionOfAddedCode
    }

    /// The position in `description.values` of the value that the update adds with `code`, a
    /// current, former or alternate code; nil when it adds none with it.
    func positionOfValue(addedWithCode code: String) -> Int? {
        addedCodes.position(of: code).map { positionOfAddedCode[$0] }
    }
}

extension KbnType {
    /// The namespace whose `allKinds` lists the kind, which an update names.
    package static var kbnNamespace: String { _kbnTable.namespace }

    /// The kind as this build compiled it, which an update is checked against.
    package static var kbnCompiledKind: CompiledKind {
        let table = _kbnTable
        var secondaryCodes: [(code: String, ordinal: Int)] = []
        if let secondary = table.secondaryCodes {
            secondaryCodes = Array(zip(secondary.codes, secondary.ordinals))
        }
        return CompiledKind(
            name: table.name, prefix: table.prefix, fingerprint: table.fingerprint, codes: table.codes,
            secondaryCodes: secondaryCodes,
            attributes: table.attributes.map {
                CompiledAttribute(name: $0.name, type: $0.type, isOptional: $0.isOptional)
            }, caseNamesFingerprint: table.caseNamesFingerprint,
            parents: (Self.self as? any KbnChildType.Type).map { child in
                (parentKindName(of: child), (0..<table.caseCount).map(table.parentCode(ofOrdinal:)))
            })
    }
}

/// The name of the parent kind of `kind`.
private func parentKindName<Kind: KbnChildType>(of kind: Kind.Type) -> String {
    Kind.Parent._kbnTable.name
}
