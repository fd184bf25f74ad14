// The protocol every generated kind conforms to, and the behaviour all kinds share through it.

/// A kind of division value (区分): a closed set of codes defined by a server-side table.
///
/// Each kind is an enum generated from `kbn-definitions.json`. A value's full ``code`` is the kind's
/// ``prefix`` followed by the value's ``postfix``: `"001"` + `"01"` is `"00101"`.
///
/// Generated enums only list their cases and provide ``kbnTable``; everything else comes from this
/// protocol, so code written against `some KbnType` (a picker, a list, a card) works for every kind:
///
/// ```swift
/// func card(for value: some KbnType) -> String {
///     "\(type(of: value).kindLogicalName): \(value.logicalName) [\(value.code)]"
/// }
/// ```
///
/// Values encode and decode as their full code string. To keep codes the app does not know yet,
/// decode a ``KbnValue`` instead of the kind itself.
public protocol KbnType: Hashable, Sendable, CaseIterable, Codable where AllCases == [Self] {
    /// The generated data behind this kind's values: codes and names in definition order.
    ///
    /// Generated code provides it; apps read the properties below instead.
    static var kbnTable: KbnTable<Self> { get }

    /// The code shared by every value of this kind, such as `"001"`.
    static var prefix: String { get }

    /// The kind's display name, such as `"性別区分"`.
    static var kindLogicalName: String { get }

    /// The part of the code that tells this value apart within its kind, such as `"01"`.
    var postfix: String { get }

    /// The value's display name, such as `"男性"`.
    var logicalName: String { get }

    /// The full code: ``prefix`` followed by ``postfix``, such as `"00101"`.
    var code: String { get }

    /// Creates the value whose full code is `code`, or nil when no value of this kind has it.
    init?(code: String)
}

extension KbnType {
    @inlinable public static var prefix: String { kbnTable.prefix }

    @inlinable public static var kindLogicalName: String { kbnTable.logicalName }

    /// Every value of this kind, in definition order.
    @inlinable public static var allCases: [Self] { kbnTable.values }

    @inlinable public var postfix: String { Self.kbnTable.postfixes[kbnOrdinal] }

    @inlinable public var logicalName: String { Self.kbnTable.logicalNames[kbnOrdinal] }

    @inlinable public var code: String { Self.kbnTable.codes[kbnOrdinal] }

    @inlinable public init?(code: String) {
        guard let value = Self.kbnTable.value(forCode: code) else { return nil }
        self = value
    }

    /// Every value of this kind, in definition order; the same as ``allCases``.
    @inlinable public static var cases: [Self] { allCases }

    /// The value whose full code is `code`; nil when `code` is nil or no value has it.
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

    /// Decodes a value from its full code string.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the kind and the code when the string is not a
    ///   code of this kind, and `DecodingError.typeMismatch` when the value is not a string.
    @inlinable public init(from decoder: any Decoder) throws {
        let table = Self.kbnTable
        self = table.values[try table.decodeOrdinal(from: decoder)]
    }

    /// Encodes the value as its full code string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    /// The value's position among ``allCases``.
    @inlinable var kbnOrdinal: Int { KbnTable<Self>.ordinal(of: self) }
}
