// The definitions file as a Swift value: what the decoder produces, the validator checks and the
// renderer turns into code. Every name and code remembers where it was written.

import KbnFormat

/// A value from the definitions file and where it starts.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The access level of generated declarations.
package enum AccessLevel: String, CaseIterable, Hashable, Sendable, Comparable {
    case `public`
    case `package`
    case `internal`

    /// Orders levels from the narrowest: internal < package < public.
    package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! > allCases.firstIndex(of: rhs)!
    }
}

/// A whole `kbn-definitions.json`.
package struct Definitions: Hashable, Sendable {
    /// The caseless enum that holds every kind, or, when ``kindsAtTopLevel`` is true, only the
    /// namespace's `allKinds` and `value(forCode:)`.
    package var namespace: Located<String>
    /// Whether the kinds are declared at the module's top level rather than inside the namespace,
    /// as the hand-written enums that they replace were (`"kindsAtTopLevel"`); located when the file
    /// writes it.
    package var kindsAtTopLevel: Located<Bool>?
    package var access: AccessLevel
    /// Whether the kinds are `@frozen`: false lets a binary framework add values in a later version
    /// without breaking its clients' binaries, whose switches then need `@unknown default`.
    /// Located when the file writes it.
    package var frozen: Located<Bool>?
    package var kinds: [KindDefinition]
    /// The file's `"$schema"`, the JSON Schema that editors check it against, as written; nil when
    /// the file names none.
    package var schema: Located<String>?
    /// For an update (`kbn-gen make-update`), the fingerprint of each kind as the app compiled it,
    /// in the file's order, at the key `"madeFor"`; nil for definitions, which builds compile.
    package var madeFor: Located<[MadeFor]>?

    /// Whether kinds are declared `@frozen`: unless the file says otherwise.
    package var isFrozen: Bool { frozen?.value ?? true }

    /// Whether the kinds are declared at the module's top level: only when the file says so.
    package var declaresKindsAtTopLevel: Bool { kindsAtTopLevel?.value ?? false }

    /// How code outside the namespace names the kind `kindName`, or a member of it
    /// (`"Gender.man"`): `Kbn.Gender`, or `Gender` at the top level.
    package func qualifiedName(_ kindName: String) -> String {
        declaresKindsAtTopLevel ? kindName : "\(namespace.value).\(kindName)"
    }

    /// The access level of `kind`: its own, else the file's.
    package func access(of kind: KindDefinition) -> AccessLevel {
        kind.access?.value ?? access
    }

    package init(
        namespace: Located<String>, kindsAtTopLevel: Located<Bool>? = nil, access: AccessLevel,
        frozen: Located<Bool>? = nil, kinds: [KindDefinition], schema: Located<String>? = nil,
        madeFor: Located<[MadeFor]>? = nil
    ) {
        self.namespace = namespace
        self.kindsAtTopLevel = kindsAtTopLevel
        self.access = access
        self.frozen = frozen
        self.kinds = kinds
        self.schema = schema
        self.madeFor = madeFor
    }
}

/// One entry of an update's `"madeFor"`: a kind and the fingerprint of its table in the build of
/// the app that the update was made for (`KbnTableFingerprint`).
package struct MadeFor: Hashable, Sendable {
    package var kind: Located<String>
    package var fingerprint: Located<String>

    package init(kind: Located<String>, fingerprint: Located<String>) {
        self.kind = kind
        self.fingerprint = fingerprint
    }
}

/// One kind (区分種): a prefix and the values that share it.
package struct KindDefinition: Hashable, Sendable {
    /// The enum's type name, such as `Gender`.
    package var name: Located<String>
    /// The start of every value's code; empty for a kind whose codes are its postfixes, located at
    /// the kind when the file leaves it out.
    package var prefix: Located<String>
    package var logicalName: String
    package var description: String?
    /// The kind's own access level, which overrides the file's; nil when the file's applies.
    package var access: Located<AccessLevel>?
    /// Typed columns every value gives, in the order the file declares them, which accessors,
    /// `kindDescription` and `kbn-gen diff` follow.
    package var attributes: [AttributeDefinition]
    /// Named subsets of the kind's values, in the order the file declares them.
    package var groups: [GroupDefinition]
    /// The attribute that orders the values for display; nil for definition order.
    package var sortBy: Located<String>?
    /// The kind of the namespace whose values hold this kind's (a bank for its branches); nil for a
    /// kind of its own. A value's code is then its parent's code followed by its postfix, unique
    /// within the kind, and the kind has no prefix.
    package var parent: Located<String>?
    package var values: [ValueDefinition]

    /// Whether the kind's codes start with a prefix. Codes of a kind without one are unique within
    /// the kind only, so namespace-wide lookups and checks leave such a kind out.
    package var isPrefixed: Bool { !prefix.value.isEmpty }

    package init(
        name: Located<String>, prefix: Located<String>, logicalName: String, description: String? = nil,
        access: Located<AccessLevel>? = nil, attributes: [AttributeDefinition] = [], groups: [GroupDefinition] = [],
        sortBy: Located<String>? = nil, parent: Located<String>? = nil, values: [ValueDefinition]
    ) {
        self.name = name
        self.prefix = prefix
        self.logicalName = logicalName
        self.description = description
        self.access = access
        self.attributes = attributes
        self.groups = groups
        self.sortBy = sortBy
        self.parent = parent
        self.values = values
    }

    /// The full code of `value`, one of this kind's: the kind's prefix, or the value's parent's
    /// code in a kind with a parent, followed by the value's postfix.
    package func code(of value: ValueDefinition) -> String {
        Self.code(of: value, prefix: prefix.value)
    }

    /// The full code of `value` in a kind whose prefix is `prefix`: the one rule of what a value's
    /// code is, for a kind as the definitions give it and as an app compiled it.
    package static func code(of value: ValueDefinition, prefix: String) -> String {
        (value.parent?.value ?? prefix) + value.postfix.value
    }
}

/// A typed column of a kind, such as a prefecture's region.
package struct AttributeDefinition: Hashable, Sendable {
    package var name: Located<String>
    package var type: KbnAttributeType
    /// Whether a value may go without it (`"String?"`): the property is then optional.
    package var isOptional: Bool
    /// Its name for people, from the kind's `"attributeNames"`; nil where they give none.
    package var logicalName: Located<String>?

    package init(
        name: Located<String>, type: KbnAttributeType, isOptional: Bool = false, logicalName: Located<String>? = nil
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.logicalName = logicalName
    }

    /// The type as the definitions file writes it, such as `"Int"` or `"Double?"`.
    package var typeName: String { type.declaredName(isOptional: isOptional) }
}

/// A named subset of a kind's values, such as the prefectures of one region.
package struct GroupDefinition: Hashable, Sendable {
    package var name: Located<String>
    /// Case names, as written.
    package var members: [Located<String>]

    package init(name: Located<String>, members: [Located<String>]) {
        self.name = name
        self.members = members
    }
}

/// A value's name in one language.
package struct LocalizedName: Hashable, Sendable {
    /// A BCP 47 language tag, such as `en` or `zh-Hant`.
    package var language: Located<String>
    package var name: Located<String>

    package init(language: Located<String>, name: Located<String>) {
        self.language = language
        self.name = name
    }
}

/// One value (区分) of a kind.
package struct ValueDefinition: Hashable, Sendable {
    /// The enum case's name, such as `man`.
    package var caseName: Located<String>
    package var postfix: Located<String>
    package var logicalName: String
    package var description: String?
    package var shortName: Located<String>?
    /// Why the value should no longer be used; it stays decodable and listed.
    package var deprecated: Located<String>?
    /// Full codes the value had before, which still read as it, in the file's order.
    package var formerCodes: [Located<String>]
    /// Other spellings of the value's full code that read as it, in the file's order.
    package var alternateCodes: [Located<String>]
    /// Sorted by language, so that key order in the file does not matter.
    package var localizedNames: [LocalizedName]
    /// The value's entry for each of its kind's attributes, by attribute name; none for an
    /// optional attribute the value goes without.
    package var attributes: [String: Located<KbnAttributeValue>]
    /// The full code of the value of the kind's parent kind that holds this one; nil in a kind
    /// without a parent.
    package var parent: Located<String>?

    package init(
        caseName: Located<String>, postfix: Located<String>, logicalName: String, description: String? = nil,
        shortName: Located<String>? = nil, deprecated: Located<String>? = nil, formerCodes: [Located<String>] = [],
        alternateCodes: [Located<String>] = [], localizedNames: [LocalizedName] = [],
        attributes: [String: Located<KbnAttributeValue>] = [:], parent: Located<String>? = nil
    ) {
        self.caseName = caseName
        self.parent = parent
        self.postfix = postfix
        self.logicalName = logicalName
        self.description = description
        self.shortName = shortName
        self.deprecated = deprecated
        self.formerCodes = formerCodes
        self.alternateCodes = alternateCodes
        self.localizedNames = localizedNames
        self.attributes = attributes
    }
}

/// Why a value lists a code other than its current one; both kinds read as the value and are
/// never written.
package enum SecondaryCodeRole: Hashable, Sendable {
    /// A code the value had before a merge or a renumbering: history, which `diff` may see go.
    case former
    /// Another spelling of the current code that systems write: removing one breaks stored data.
    case alternate

    /// How messages name such a code: "former code", "alternate code".
    package var noun: String {
        switch self {
        case .former: "former code"
        case .alternate: "alternate code"
        }
    }

    /// The noun with its article: "a former code", "an alternate code".
    var withArticle: String {
        switch self {
        case .former: "a former code"
        case .alternate: "an alternate code"
        }
    }
}

extension ValueDefinition {
    /// The value's former codes, then its alternate codes, each with its role.
    package var secondaryCodes: [(role: SecondaryCodeRole, code: Located<String>)] {
        formerCodes.map { (.former, $0) } + alternateCodes.map { (.alternate, $0) }
    }
}
