// One kind as an update shows it: the description of every value, compiled or added, in the update's
// display order, and where to find each value's description by ordinal or by code.

internal import KbnGeneratorCore

/// One updated kind, made once when the update is applied and read in constant time after that.
struct KbnKindUpdate: Sendable {
    /// The kind as people see it.
    let description: KbnKindDescription
    /// For each compiled value, by ordinal, its position in `description.values`.
    let positionOfOrdinal: [Int]
    /// For every code of a value the update adds, current, former or alternate, its position in
    /// `description.values`.
    let positionOfAddedCode: [String: Int]

    init<Kind: KbnType>(_ update: UpdatedKind, table: KbnTable<Kind>) {
        let kind = update.definition
        let attributes = kind.attributes.map {
            KbnAttributeDescription(name: $0.name.value, type: $0.type, isOptional: $0.isOptional)
        }
        let columns = kind.attributes.map { attribute in
            kind.values.map { $0.attributes[attribute.name.value]?.value }
        }
        let groups = kind.groups.map { (name: $0.name.value, members: Set($0.members.map(\.value))) }
        // The update's prefix is the compiled one: the check refuses any other.
        let prefix = table.prefix
        let descriptions = kind.values.enumerated().map { index, value in
            KbnValueDescription(
                code: prefix + value.postfix.value,
                postfix: value.postfix.value,
                logicalName: value.logicalName,
                shortName: value.shortName?.value ?? value.logicalName,
                localizedNames: Dictionary(
                    value.localizedNames.map { ($0.language.value, $0.name.value) },
                    uniquingKeysWith: { first, _ in first }
                ),
                deprecationMessage: value.deprecated?.value,
                formerCodes: value.formerCodes.map(\.value),
                alternateCodes: value.alternateCodes.map(\.value),
                attributes: columns.map { $0[index] },
                groupNames: groups.filter { $0.members.contains(value.caseName.value) }.map(\.name)
            )
        }
        let order = KbnTable<Kind>.displayOrder(
            count: descriptions.count, sortedBy: kind.sortBy?.value, attributes: attributes, columns: columns,
            kindName: kind.name.value)
        var positionOfOrdinal = [Int](repeating: 0, count: table.codes.count)
        var positionOfAddedCode: [String: Int] = [:]
        for (position, index) in order.enumerated() {
            if let ordinal = update.ordinals[index] {
                positionOfOrdinal[ordinal] = position
            } else {
                let value = descriptions[index]
                for code in [value.code] + value.formerCodes + value.alternateCodes {
                    positionOfAddedCode[code] = position
                }
            }
        }
        description = KbnKindDescription(
            name: table.name, prefix: prefix, logicalName: kind.logicalName, attributes: attributes,
            groupNames: groups.map(\.name), values: order.map { descriptions[$0] })
        self.positionOfOrdinal = positionOfOrdinal
        self.positionOfAddedCode = positionOfAddedCode
    }
}

extension KbnTable {
    /// The kind as compiled, which an update is checked against.
    var compiledKind: CompiledKind {
        var secondaryCodes: [(code: String, ordinal: Int)] = []
        if let secondary = self.secondaryCodes {
            secondaryCodes = Array(zip(secondary.codes, secondary.ordinals))
        }
        return CompiledKind(
            name: name, prefix: prefix, fingerprint: fingerprint, codes: codes, secondaryCodes: secondaryCodes,
            attributes: attributes.map { CompiledAttribute(name: $0.name, type: $0.type, isOptional: $0.isOptional) })
    }
}
