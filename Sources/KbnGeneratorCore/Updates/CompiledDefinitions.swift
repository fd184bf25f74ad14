// What a build compiles of validated definitions, as the update check sees it (KbnFormat's
// CompiledKind), made from the app's definitions when a back end makes or checks an update; the
// app makes the same from its generated tables (KbnKit).

@_spi(KbnGenerated) import KbnFormat

extension CompiledNamespace {
    /// The kinds of validated definitions files that share one namespace, as a build compiles them.
    package init(_ files: [ValidatedDefinitions]) {
        self.init(
            name: files.first?.definitions.namespace.value ?? DefinitionsDecoder.defaultNamespace,
            kinds: files.flatMap { file in
                zip(file.definitions.kinds, file.tables).map { kind, table in CompiledKind(kind, table: table) }
            })
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
        let caseNames = kind.values.map(\.caseName.value)
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
            codes: kind.values.map(kind.code(of:)), secondaryCodes: secondaryCodes,
            attributes: kind.attributes.map {
                CompiledAttribute(name: $0.name.value, type: $0.type, isOptional: $0.isOptional)
            },
            caseNamesFingerprint: KbnTableFingerprint.text(caseNames: caseNames), caseNames: caseNames,
            parents: kind.parent.map { parent in (parent.value, kind.values.map { $0.parent?.value ?? "" }) }
        )
    }
}
