// What an app compiled of its kinds, the contract that an update is checked against: made by KbnKit
// from the generated tables when an app applies an update, and by kbn-gen from the app's
// definitions when a back end makes or checks one, so that both run the same check. Here, below
// both, because it is plain data that each side fills.

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
    /// The fingerprint of the cases' names in declaration order
    /// (``KbnTableFingerprint/text(caseNames:)``): what an app has of them.
    package var caseNamesFingerprint: String
    /// Each value's case name, by ordinal, where the names are known: to kbn-gen, which reads the
    /// app's definitions, not to an app; so kbn-gen's check names each value that differs, and an
    /// app's the kind.
    package var caseNames: [String]?
    /// The name of the kind's parent kind, and each value's parent's code by ordinal; nil for a
    /// kind without a parent.
    package var parents: (kind: String, codes: [String])?

    package init(
        name: String, prefix: String, fingerprint: String, codes: [String],
        secondaryCodes: [(code: String, ordinal: Int)], attributes: [CompiledAttribute],
        caseNamesFingerprint: String, caseNames: [String]? = nil, parents: (kind: String, codes: [String])? = nil
    ) {
        self.name = name
        self.prefix = prefix
        self.fingerprint = fingerprint
        self.codes = codes
        self.secondaryCodes = secondaryCodes
        self.attributes = attributes
        self.caseNamesFingerprint = caseNamesFingerprint
        self.caseNames = caseNames
        self.parents = parents
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
    package var typeName: String { type.declaredName(isOptional: isOptional) }
}

/// The kinds of one namespace as an app compiled them.
package struct CompiledNamespace: Sendable {
    package var name: String
    package var kinds: [CompiledKind]

    package init(name: String, kinds: [CompiledKind]) {
        self.name = name
        self.kinds = kinds
    }
}
