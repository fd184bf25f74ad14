// A plain description of a kind and its values, for screens that show any kind without knowing
// it: a list, a picker, an admin table.

import KbnFormat

/// A kind's name, prefix, attribute columns and values, as plain data.
///
/// ```swift
/// for kind in Kbn.allKinds {
///     let description = kind.kindDescription
///     print(description.logicalName, description.values.map(\.logicalName))
/// }
/// ```
public struct KbnKindDescription: Hashable, Sendable {
    /// The kind's type name, such as `"Prefecture"`.
    public var name: String
    /// The code shared by every value of the kind, as ``KbnType/prefix`` gives it; empty when a
    /// value's code is its postfix.
    public var prefix: String
    /// The kind's display name, as ``KbnType/kindLogicalName`` gives it.
    public var logicalName: String
    /// The kind's typed columns; each value's ``KbnValueDescription/attributes`` follow this order.
    public var attributes: [KbnAttributeDescription]
    /// The names of the kind's groups; each value's ``KbnValueDescription/groupNames`` are among them.
    public var groupNames: [String]
    /// The values in display order, as ``KbnType/allCases`` lists them.
    public var values: [KbnValueDescription]
}

/// An attribute column of a kind.
public struct KbnAttributeDescription: Hashable, Sendable {
    /// The attribute's name, which is also the name of the kind's property for it.
    public var name: String
    /// The type of the attribute's values.
    public var type: KbnAttributeType
    /// Whether a value may have no entry for the attribute: the kind's property is then optional,
    /// and the value's entry in ``KbnValueDescription/attributes`` is nil.
    public var isOptional: Bool
    /// The attribute's name for people, such as 地方 for `region`, as the definitions'
    /// `attributeNames` give it; ``name`` where they give none.
    public var logicalName: String

    package init(name: String, type: KbnAttributeType, isOptional: Bool, logicalName: String) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.logicalName = logicalName
    }
}

/// One value of a kind, as plain data.
public struct KbnValueDescription: Hashable, Sendable {
    /// The full code, as ``KbnType/code`` gives it; unique among the values of a namespace when the
    /// kind has a prefix, among those of the kind when it has none.
    public var code: String
    /// The code after the kind's prefix, or after the parent's code in a kind with a parent kind, as
    /// ``KbnType/postfix`` gives it.
    public var postfix: String
    /// The value's display name, as ``KbnType/logicalName`` gives it.
    public var logicalName: String
    /// The short name, or the logical name where the value has none.
    public var shortName: String
    /// Names by language tag, as the definitions file gives them, without fallbacks; for a name
    /// with fallbacks, use ``KbnType/localizedName(for:)``.
    public var localizedNames: [String: String]
    /// Why the value is deprecated; nil when it is not.
    public var deprecationMessage: String?
    /// Codes the value had before, such as the code of a value merged into it, in the order the
    /// definitions file lists them: each still reads as this value, which encodes as ``code``.
    public var formerCodes: [String]
    /// Other spellings of the value's code that systems write, such as a code without its check
    /// digit, in the order the definitions file lists them: each reads as this value, which encodes
    /// as ``code``.
    public var alternateCodes: [String]
    /// One entry per column of ``KbnKindDescription/attributes``; nil where an optional attribute
    /// has no value.
    public var attributes: KbnAttributeValues
    /// The groups the value belongs to.
    public var groupNames: [String]
    /// The code of the value's parent, in a kind with a parent kind (``KbnChildType``): the start
    /// of its ``code``; nil in another kind.
    public var parentCode: String?

    package init(
        code: String, postfix: String, logicalName: String, shortName: String, localizedNames: [String: String],
        deprecationMessage: String?, formerCodes: [String], alternateCodes: [String],
        attributes: KbnAttributeValues, groupNames: [String], parentCode: String?
    ) {
        self.code = code
        self.postfix = postfix
        self.logicalName = logicalName
        self.shortName = shortName
        self.localizedNames = localizedNames
        self.deprecationMessage = deprecationMessage
        self.formerCodes = formerCodes
        self.alternateCodes = alternateCodes
        self.attributes = attributes
        self.groupNames = groupNames
        self.parentCode = parentCode
    }
}

extension KbnTable {
    /// The table as plain data, made once.
    var kindDescription: KbnKindDescription {
        kindDescriptionStore.value {
            let formerCodesByOrdinal = secondaryCodes?.formerCodesByOrdinal ?? [:]
            let alternateCodesByOrdinal = secondaryCodes?.alternateCodesByOrdinal ?? [:]
            let valueDescriptions = values.map { value in
                let ordinal = KbnEnumTag.ordinal(of: value)
                return valueDescription(
                    ofOrdinal: ordinal, formerCodes: formerCodesByOrdinal[ordinal] ?? [],
                    alternateCodes: alternateCodesByOrdinal[ordinal] ?? [])
            }
            return KbnKindDescription(
                name: name, prefix: prefix, logicalName: logicalName,
                attributes: attributes, groupNames: groupNames, values: valueDescriptions
            )
        }
    }

    /// The value at `ordinal` as plain data.
    func valueDescription(ofOrdinal ordinal: Int) -> KbnValueDescription {
        var formerCodes: [String] = []
        var alternateCodes: [String] = []
        if let secondaryCodes {
            formerCodes = secondaryCodes.formerCodesByOrdinal[ordinal] ?? []
            alternateCodes = secondaryCodes.alternateCodesByOrdinal[ordinal] ?? []
        }
        return valueDescription(ofOrdinal: ordinal, formerCodes: formerCodes, alternateCodes: alternateCodes)
    }

    private func valueDescription(
        ofOrdinal ordinal: Int, formerCodes: [String], alternateCodes: [String]
    ) -> KbnValueDescription {
        KbnValueDescription(
            code: code(ofOrdinal: ordinal),
            postfix: rows.field(0, ofRow: ordinal),
            logicalName: logicalName(ofOrdinal: ordinal),
            shortName: shortName(ofOrdinal: ordinal),
            localizedNames: localizedNames(ofOrdinal: ordinal).filter { !$0.value.isEmpty },
            deprecationMessage: deprecationMessage(ofOrdinal: ordinal),
            formerCodes: formerCodes,
            alternateCodes: alternateCodes,
            attributes: KbnAttributeValues(attributes.indices.lazy.map { self.attributeValue($0, ofOrdinal: ordinal) }),
            groupNames: groupNames.indices.filter {
                rows.field(groupColumns[$0], ofRow: ordinal, isByte: UInt8(ascii: "1"))
            }
            .map { groupNames[$0] },
            parentCode: parentColumn.map { rows.field($0, ofRow: ordinal) }
        )
    }
}

extension KbnValueDescription {
    /// The value's name in the language `languageCode`, with the fallbacks of
    /// ``KbnType/localizedName(for:)``: a regional tag falls back to its language, and a language
    /// without a name to ``logicalName``.
    public func localizedName(for languageCode: String) -> String {
        KbnLanguageFallback.name(for: languageCode, in: localizedNames.keys, fallback: logicalName) {
            localizedNames[$0]
        }
    }
}

/// How a language tag finds a name: `"en-US"` falls back to `"en"`, tags ignore case, and a tag
/// without a name gives the fallback.
package enum KbnLanguageFallback {
    package static func name(
        for languageCode: String, in languages: some Sequence<String>, fallback: String,
        name: (String) -> String?
    ) -> String {
        guard KbnOutsideText.canBeLanguageTag(languageCode) else { return fallback }
        // Language tags ignore case: "zh-hant" asks for the names written for "zh-Hant".
        var language = Substring(languageCode.lowercased())
        while true {
            if let tag = languages.first(where: { $0.lowercased() == language }), let found = name(tag),
                !found.isEmpty
            {
                return found
            }
            guard let end = language.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return fallback }
            language = language[..<end]
        }
    }
}
