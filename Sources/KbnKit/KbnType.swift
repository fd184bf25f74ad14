// The protocol every generated kind conforms to, and the behaviour all kinds share through it.

/// A kind of division value (区分): a closed set of codes defined by a server-side table.
///
/// Each kind is an enum generated from `kbn-definitions.json`. A value's full ``code`` is the kind's
/// ``prefix`` followed by the value's ``postfix``: `Kbn.Gender.man.code` is `"001"` + `"01"`.
///
/// The examples on these members use the kinds that swift-kbn's own example definitions generate:
/// `Kbn.Gender`, `Kbn.Prefecture` and `Kbn.ContactMethod`. Every kind has the same members, with the
/// codes and names of its own definitions.
///
/// Generated enums only list their cases and provide their table of codes and names; everything
/// else comes from this protocol, so code written against `some KbnType` (a picker, a list, a card) works for every kind:
///
/// ```swift
/// func card(for value: some KbnType) -> String {
///     "\(type(of: value).kindLogicalName): \(value.logicalName) [\(value.code)]"
/// }
/// ```
///
/// Values encode and decode as their full code string. To keep codes the app does not know yet,
/// decode a ``KbnValue`` instead of the kind itself.
///
/// Every kind is also what the APIs that take such values expect: `RawRepresentable` with the code
/// as its raw value (for `@AppStorage`, database columns and command-line options), `Identifiable`
/// by its code (for `ForEach` and pickers), and readable in logs and the debugger. Generated kinds
/// add `CodingKeyRepresentable` where the OS has it, so that a dictionary keyed by a kind encodes
/// as a JSON object keyed by the codes.
public protocol KbnType: Hashable, Comparable, Sendable, CaseIterable, Codable, RawRepresentable, Identifiable,
    CustomStringConvertible, CustomDebugStringConvertible
where AllCases == [Self], RawValue == String, ID == String {
    /// The generated data behind this kind's values: codes and names in definition order.
    ///
    /// Generated code provides it; apps read the properties below instead, since a table has no
    /// API outside KbnKit. The name is underscored, which keeps it out of code completion and
    /// documentation, because `@_spi` cannot hide it: the `@inlinable` members below read it, and
    /// inlining is what keeps ``code`` as fast as an array's read and ``init(code:)`` a single call.
    static var _kbnTable: KbnTable<Self> { get }
}

// Only `_kbnTable` is a requirement; every other member is declared here alone. Each requirement
// costs every generated kind a witness that its module's build checks, emits and compiles again
// (docs/PERFORMANCE.md), and no kind implements these differently. Calls through `some KbnType`
// and `any KbnType` reach the same code.
//
// The members that a standard-library protocol reaches through a witness (`allCases`, `rawValue`,
// `init?(rawValue:)`, `id`, `<` and the descriptions) are not `@inlinable`: an optimized build
// specializes an inlinable witness for every kind again, which a release build pays for each kind
// (docs/PERFORMANCE.md, "Witnesses KbnKit does not inline"). The members on hot paths stay
// inlinable (`code`, `init?(code:)`, `==`, `hash(into:)`, `init(from:)`); `init?(code:)` inlines
// only a call to the table's lookup, which is KbnKit's own.
extension KbnType {
    /// The code shared by every value of this kind: the start of each value's ``code``.
    ///
    /// The kind's `prefix` in the definitions file. For example, `Kbn.Gender.prefix` is `"001"`.
    @inlinable public static var prefix: String { _kbnTable.prefix }

    /// The kind's display name.
    ///
    /// The kind's `logicalName` in the definitions file. For example, `Kbn.Gender.kindLogicalName`
    /// is `"性別区分"`.
    @inlinable public static var kindLogicalName: String { _kbnTable.logicalName }

    /// Every value of this kind, in display order: definition order unless the kind sorts by an attribute.
    public static var allCases: [Self] { _kbnTable.values }

    /// The part of the value's ``code`` after the kind's ``prefix``, which tells the value apart
    /// within its kind.
    ///
    /// The value's `postfix` in the definitions file. For example, `Kbn.Gender.man.postfix` is `"01"`.
    @inlinable public var postfix: String { Self._kbnTable.rows.field(0, ofRow: kbnOrdinal) }

    /// The value's display name.
    ///
    /// The value's `logicalName` in the definitions file. For example, `Kbn.Gender.man.logicalName`
    /// is `"男性"`.
    @inlinable public var logicalName: String { Self._kbnTable.logicalName(ofOrdinal: kbnOrdinal) }

    /// The value's full code: the kind's ``prefix`` followed by the value's ``postfix``, or in a kind
    /// with a parent kind (``KbnChildType``) its parent's code followed by its postfix.
    ///
    /// This is the string that servers send and that the value encodes as, always the current one:
    /// a value read from one of its former codes gives its current code. For example,
    /// `Kbn.Gender.man.code` is `"00101"`.
    @inlinable public var code: String { Self._kbnTable.code(ofOrdinal: kbnOrdinal) }

    /// Creates the value whose full code is `code`, or nil when no value of this kind has it.
    ///
    /// Only the kind's own codes give a value: `Kbn.Gender(code: "00101")` is `Kbn.Gender.man`, and
    /// `Kbn.Gender(code: "00213")`, a prefecture's code, is nil. A value's former codes, the
    /// `formerCodes` of its definition, give it too, so data stored before a merge or a
    /// renumbering still reads; a current code is looked up first and costs no more for them.
    @inlinable public init?(code: String) {
        guard let value = Self._kbnTable.value(forCode: code) else { return nil }
        self = value
    }

    /// The full code, as `RawRepresentable` names it: the same as ``code``.
    public var rawValue: String { code }

    /// Creates the value whose full code is `rawValue`; the same as ``init(code:)``.
    public init?(rawValue: String) {
        self.init(code: rawValue)
    }

    /// The full code, which identifies the value among its kind's: the same as ``code``.
    public var id: String { code }

    /// The display name and the code: `"\(logicalName) (\(code))"`.
    ///
    /// For example, `Kbn.Gender.man.description` is `"男性 (00101)"`.
    public var description: String { "\(logicalName) (\(code))" }

    /// The type, the code and the display name, as the debugger shows the value.
    ///
    /// For example, `Kbn.Gender.man.debugDescription` is `MyModels.Kbn.Gender(code: "00101") 男性`
    /// when the kind is generated into the module `MyModels`.
    public var debugDescription: String {
        "\(String(reflecting: Self.self))(code: \(code.debugDescription)) \(logicalName)"
    }

    /// Every value of this kind, in display order: ``allCases`` by a shorter name.
    @inlinable public static var cases: [Self] { allCases }

    /// The value whose full code is `code`; nil when `code` is nil or no value has it.
    ///
    /// For optional fields: `Kbn.Gender.get(byCode: response.genderCode)`, with `genderCode` a
    /// `String?`, needs no unwrapping first.
    @inlinable public static func get(byCode code: String?) -> Self? {
        code.flatMap(Self.init(code:))
    }

    // Equality and hashing go through the position in definition order. Declaring them here keeps
    // the compiler from synthesizing a switch over every case in each generated enum, which is what
    // makes large enums slow to compile (see docs/PERFORMANCE.md).

    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kbnOrdinal == rhs.kbnOrdinal
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(kbnOrdinal)
    }

    /// The value's abbreviation (略称), or its ``logicalName`` when it has none.
    ///
    /// The value's `shortName` in the definitions file. For example, `Kbn.Prefecture.tokyo.shortName`
    /// is `"東京"`, and `Kbn.Gender.man.shortName`, which has none, is `"男性"`.
    @inlinable public var shortName: String { Self._kbnTable.shortName(ofOrdinal: kbnOrdinal) }

    /// The value's name in the language `languageCode`, a BCP 47 tag such as `"en"` or `"en-US"`.
    ///
    /// Tags ignore case. A regional tag falls back to its language (`"en-US"` to `"en"`), and a
    /// language without a name to ``logicalName``. The names are the value's `localizedNames` in the
    /// definitions file. For example, `Kbn.Gender.man.localizedName(for: "en-GB")` is `"Male"`.
    public func localizedName(for languageCode: String) -> String {
        let table = Self._kbnTable
        let ordinal = kbnOrdinal
        return KbnLanguageFallback.name(for: languageCode, in: table.localizedNameColumns.keys, fallback: logicalName) {
            table.localizedNameColumns[$0].map { table.rows.field($0, ofRow: ordinal) }
        }
    }

    /// Why the value is deprecated, or nil when it is not.
    ///
    /// The value's `deprecated` message in the definitions file. For example,
    /// `Kbn.ContactMethod.fax.deprecationMessage` is `"FAX is no longer offered; use email."`, and it
    /// is nil for every other value of that kind.
    @inlinable public var deprecationMessage: String? { Self._kbnTable.deprecationMessage(ofOrdinal: kbnOrdinal) }

    /// The kind and its values as plain data, for screens that present any kind.
    ///
    /// It holds the kind's type name, prefix and display name, each value's code, former codes,
    /// names and deprecation message, and also the kind's attribute columns and groups, which this protocol has
    /// no members for.
    public static var kindDescription: KbnKindDescription { _kbnTable.kindDescription }

    /// The first attribute of type `type` whose value, for every value of the kind, is what `read`
    /// gives: the attribute that a property reads, found from the property's key path; nil when no
    /// attribute is.
    ///
    /// Generated code names no key paths, which cost a module's build a fifth more CPU (ISO 3166-2,
    /// debug), so KbnUI finds an attribute by its values. Two attributes of a type with the same
    /// value in every row are the same data, and the first is taken.
    package static func attribute(
        ofType type: KbnAttributeType, readBy read: (Self) -> KbnAttributeValue?
    ) -> KbnAttributeDescription? {
        // Compared with the kind's description, which is kept, rather than with fields read again,
        // and by position: this generic code is not specialized, and a zip's iterator cost a
        // metadata lookup per value.
        let description = kindDescription
        let values = allCases
        let column = description.attributes.indices.first { column in
            description.attributes[column].type == type
                && values.indices.allSatisfy { read(values[$0]) == description.values[$0].attributes[column] }
        }
        return column.map { description.attributes[$0] }
    }

    /// Orders values as ``allCases`` lists them.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let table = _kbnTable
        return table.rank(ofOrdinal: lhs.kbnOrdinal) < table.rank(ofOrdinal: rhs.kbnOrdinal)
    }

    /// Decodes a value from its full code string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the kind and the code when the string is not a
    ///   code of this kind, and `DecodingError.typeMismatch` when the value is not a string.
    @inlinable public init(from decoder: any Decoder) throws {
        let table = Self._kbnTable
        self = table.value(atOrdinal: try table.decodeOrdinal(from: decoder))
    }

    /// Encodes the value as its full code string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    /// The value's position in declaration order, which indexes the table's columns.
    @inlinable var kbnOrdinal: Int { KbnEnumTag.ordinal(of: self) }

    /// How many values the kind has, read from the enum's layout without building its table: what
    /// KbnUI's screens read to decide whether a kind is small enough to prepare at once.
    package static var kbnCaseCount: Int { KbnEnumTag<Self>.caseCount }
}
