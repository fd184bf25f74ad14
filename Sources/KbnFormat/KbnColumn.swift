// What the fields of a generated table's rows hold, and the typed attribute values they unpack to.
// In this module, not KbnKit, so that the generator writes these columns and reads these types from
// the definitions without importing KbnKit; KbnKit re-exports it.

/// One field of every row of a ``KbnTable``.
///
/// Generated code lists the columns a kind uses; a kind without short names, translations,
/// deprecations, attributes or groups has only ``postfix`` and ``logicalName``.
@_spi(KbnGenerated) public enum KbnColumn: Hashable, Sendable {
    case postfix
    case logicalName
    /// An abbreviation (略称); empty where a value has none.
    case shortName
    /// The value's name in one language; empty where a value has none.
    case localizedName(language: String)
    /// Why the value is deprecated; empty where it is not.
    case deprecation
    /// A typed, per-kind column such as a prefecture's region; empty where an optional
    /// attribute has no value. `logicalName` is its name for people (地方), where the definitions
    /// give one.
    case attribute(name: String, type: KbnAttributeType, isOptional: Bool = false, logicalName: String? = nil)
    /// `"1"` where the value belongs to the group, empty where it does not.
    case group(name: String)
    /// The full code of the value's parent, in a kind with a parent kind: the start of its code.
    case parent
}

/// The types an attribute column can have.
///
/// The raw value is the type's name as a kind's `attributes` declare it in the definitions file.
// A type is declared here and nowhere else; the switches over it say what else it needs, and
// CONTRIBUTING.md ("Adding an attribute type") lists them and the tests that check the rest.
public enum KbnAttributeType: String, CaseIterable, Hashable, Sendable {
    /// `"String"`: the kind's property is a `String`.
    case string = "String"
    /// `"Int"`: the kind's property is an `Int`.
    case int = "Int"
    /// `"Double"`: the kind's property is a `Double`.
    case double = "Double"
    /// `"Bool"`: the kind's property is a `Bool`.
    case bool = "Bool"

    /// The type that `rawValue` names; nil for any other string.
    ///
    /// Written out, where the compiler's would compare any string with each name as a `String`: a
    /// string of many combining marks in a row, which names no type, would cost time that grows
    /// with the square of the run (``KbnCombiningMarks``).
    public init?(rawValue: String) {
        guard !KbnCombiningMarks.exceedsLimit(rawValue),
            let type = Self.allCases.first(where: { $0.rawValue == rawValue })
        else { return nil }
        self = type
    }
}

extension KbnAttributeType {
    /// The type as a kind's `attributes` declare it, `?` marking an optional one: `"Int"`, `"Double?"`.
    package func declaredName(isOptional: Bool) -> String {
        rawValue + (isOptional ? "?" : "")
    }
}

/// One value's entry in an attribute column.
public enum KbnAttributeValue: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The value of a ``KbnAttributeType/string`` attribute.
    case string(String)
    /// The value of an ``KbnAttributeType/int`` attribute.
    case int(Int)
    /// The value of a ``KbnAttributeType/double`` attribute.
    case double(Double)
    /// The value of a ``KbnAttributeType/bool`` attribute.
    case bool(Bool)

    /// Unpacks a field as written by the generator; nil when it does not fit `type`.
    package init?(field: String, type: KbnAttributeType) {
        switch type {
        case .string: self = .string(field)
        case .int:
            guard let number = Int(field) else { return nil }
            self = .int(number)
        case .double:
            // The generator writes `description`, the shortest text that parses back to the same
            // Double, so the value is the one the definitions file gave.
            guard let number = Double(field), number.isFinite else { return nil }
            self = .double(number)
        case .bool:
            guard let flag = Bool(field) else { return nil }
            self = .bool(flag)
        }
    }

    /// Values of one column share a type; across types, strings sort before whole numbers, then other numbers, then flags.
    /// Equal values of one type: texts as ``KbnTextEquality`` compares them, so that a text from
    /// outside with a long run of combining marks costs no more than its bytes.
    public static func == (lhs: KbnAttributeValue, rhs: KbnAttributeValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): KbnTextEquality.equal(left, right)
        case let (.int(left), .int(right)): left == right
        case let (.double(left), .double(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeRank)
        switch self {
        case .string(let text): KbnTextEquality.hash(text, into: &hasher)
        case .int(let number): hasher.combine(number)
        case .double(let number): hasher.combine(number)
        case .bool(let flag): hasher.combine(flag)
        }
    }

    public static func < (lhs: KbnAttributeValue, rhs: KbnAttributeValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): KbnTextEquality.precedes(left, right)
        case let (.int(left), .int(right)): left < right
        case let (.double(left), .double(right)): left < right
        case let (.bool(left), .bool(right)): !left && right
        default: lhs.typeRank < rhs.typeRank
        }
    }

    private var typeRank: Int {
        switch self {
        case .string: 0
        case .int: 1
        case .double: 2
        case .bool: 3
        }
    }

    /// The value as text: the string itself, or the number or flag as Swift prints it (`"42"`,
    /// `"0.5"`, `"true"`).
    public var description: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): number.description
        case .bool(let flag): String(flag)
        }
    }
}
