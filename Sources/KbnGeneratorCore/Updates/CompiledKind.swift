// What an app compiled of its kinds, the contract that an update is checked against: made by KbnKit
// from the generated tables when an app applies an update, and by kbn-gen from the app's
// definitions when a back end makes or checks one, so that both run the same check.

@_spi(KbnGenerated) import KbnFormat

/// One kind as an app compiled it.
package struct CompiledKind: Sendable {
    package var name: String
    package var prefix: String
    /// The fingerprint of the kind's table (`KbnTableFingerprint`).
    package var fingerprint: String
    /// Each value's full code, by ordinal (position in declaration order).
    package var codes: [String]
    /// Every former and alternate code, with the ordinal of the value it reads as.
    package var secondaryCodes: [(code: String, ordinal: Int)]
    package var attributes: [CompiledAttribute]

    package init(
        name: String, prefix: String, fingerprint: String, codes: [String],
        secondaryCodes: [(code: String, ordinal: Int)], attributes: [CompiledAttribute]
    ) {
        self.name = name
        self.prefix = prefix
        self.fingerprint = fingerprint
        self.codes = codes
        self.secondaryCodes = secondaryCodes
        self.attributes = attributes
    }
}

/// An attribute column of a compiled kind.
package struct CompiledAttribute: Hashable, Sendable {
    package var name: String
    package var type: KbnAttributeType
    package var isOptional: Bool

    package init(name: String, type: KbnAttributeType, isOptional: Bool) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }

    /// The type as the definitions file writes it, such as `"Int?"`.
    var typeName: String { type.rawValue + (isOptional ? "?" : "") }
}

/// The kinds of one namespace as an app compiled them.
package struct CompiledNamespace: Sendable {
    package var name: String
    package var kinds: [CompiledKind]

    package init(name: String, kinds: [CompiledKind]) {
        self.name = name
        self.kinds = kinds
    }

    /// The kinds of validated definitions files that share one namespace, as a build compiles them.
    package init(_ files: [ValidatedDefinitions]) {
        name = files.first?.definitions.namespace.value ?? DefinitionsDecoder.defaultNamespace
        kinds = files.flatMap { file in
            zip(file.definitions.kinds, file.tables).map { kind, table in CompiledKind(kind, table: table) }
        }
    }
}

extension CompiledKind {
    /// The kind as the generated code compiles it from `table`.
    init(_ kind: KindDefinition, table: KindTable) {
        let separator = String(table.separator)
        func text(_ rows: [[String]]) -> String? {
            rows.isEmpty ? nil : rows.map { KbnTableFormat.text(ofRow: $0, separator: separator) }.joined()
        }
        let prefix = kind.prefix.value
        var secondaryCodes: [(code: String, ordinal: Int)] = []
        for (ordinal, value) in kind.values.enumerated() {
            for (_, code) in value.secondaryCodes {
                secondaryCodes.append((code.value, ordinal))
            }
        }
        self.init(
            name: kind.name.value, prefix: prefix,
            fingerprint: KbnTableFingerprint.text(
                name: kind.name.value, prefix: prefix, logicalName: kind.logicalName, columns: table.columns,
                sortAttribute: kind.sortBy?.value, separator: table.separator, rows: text(table.rows) ?? "",
                formerCodes: text(table.formerCodeRows), alternateCodes: text(table.alternateCodeRows)
            ),
            codes: kind.values.map { prefix + $0.postfix.value }, secondaryCodes: secondaryCodes,
            attributes: kind.attributes.map {
                CompiledAttribute(name: $0.name.value, type: $0.type, isOptional: $0.isOptional)
            }
        )
    }
}
