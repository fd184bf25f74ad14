// Kinds whose codes are unique only within a value of another kind: a bank's branches, a
// prefecture's municipalities. The generator makes a kind with a `"parent"` conform.

/// A kind whose values each belong to a value of another kind, its ``Parent``.
///
/// A branch code such as `"001"` is unique only within its bank. A kind with a parent kind, in its
/// definitions `"parent": "Bank"`, holds every branch of every bank in one enum and one table, and
/// each value's ``KbnType/code`` is its parent's code followed by its ``KbnType/postfix``: the
/// branch `"001"` of the bank `"0001"` has the code `"0001001"`, which a field of one string decodes.
/// A response that sends the pair in two fields decodes with the keyed container's
/// `decode(_:parentKey:forKey:)`.
///
/// ```swift
/// let branch = Zengin.Branch(parent: .みずほ, postfix: "001")    // みずほ's 本店営業部
/// branch?.parent                                                // .みずほ
/// Zengin.Branch.children(of: .みずほ)                            // every branch of みずほ
/// ```
public protocol KbnChildType: KbnType {
    /// The kind whose values hold this kind's.
    associatedtype Parent: KbnType
}

extension KbnChildType {
    /// The value of ``Parent`` that holds this one.
    ///
    /// - Complexity: O(*m*) for a parent's code of *m* bytes.
    public var parent: Parent {
        let code = Self._kbnTable.parentCode(ofOrdinal: kbnOrdinal)
        guard let parent = Parent(code: code) else {
            preconditionFailure(
                "\(String(reflecting: Self.self)) has a value under \(code), which is no code of \(String(reflecting: Parent.self)); the generated file was edited: generate it again"
            )
        }
        return parent
    }

    /// The values under `parent`, in display order.
    ///
    /// - Complexity: O(*k*) for *k* values under `parent`, after the first call for any parent,
    ///   which takes O(*n*) for the kind's *n* values.
    public static func children(of parent: Parent) -> [Self] {
        let table = _kbnTable
        return table.childOrdinals(ofParentCode: parent.code).map(table.value(atOrdinal:))
    }

    /// The value under `parent` whose postfix is `postfix`, or nil when `parent` has none.
    ///
    /// - Complexity: O(*m*) for strings of *m* bytes, whatever the number of values.
    public init?(parent: Parent, postfix: String) {
        guard let value = Self(code: parent.code + postfix), value.parent == parent else { return nil }
        self = value
    }

    /// The value whose parent's code is `parentCode` and whose postfix is `postfix`, as a response
    /// sends them in two fields; nil when there is none.
    ///
    /// - Complexity: O(*m*) for strings of *m* bytes, whatever the number of values.
    public init?(parentCode: String, postfix: String) {
        guard let parent = Parent(code: parentCode) else { return nil }
        self.init(parent: parent, postfix: postfix)
    }
}

// A child's pair of fields, as a model's `init(from:)` and `encode(to:)` read and write them.

extension KeyedDecodingContainer {
    /// Decodes the value of `Kind` whose parent's code is the string for `parentKey` and whose
    /// postfix is the string for `key`: a response's `"bank_code": "0001", "branch_code": "001"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` at `parentKey` when its string is no code of
    ///   `Kind.Parent`, and at `key` when that parent has no value with the postfix; the errors of
    ///   `decode(String.self, forKey:)` for either key.
    public func decode<Kind: KbnChildType>(_ type: Kind.Type, parentKey: Key, forKey key: Key) throws -> Kind {
        let parent = try decode(Kind.Parent.self, forKey: parentKey)
        let postfix = try decode(String.self, forKey: key)
        guard let value = Kind(parent: parent, postfix: postfix) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: Kind._kbnTable.unknownCodeMessage(parent.code + postfix) + " under \(parent.code)")
        }
        return value
    }

    /// Decodes a pair of fields as `decode(_:parentKey:forKey:)` of a kind does, as a ``KbnValue``:
    /// a pair this build does not know is kept as ``KbnValue/unknown(_:)`` of the joined code.
    ///
    /// - Throws: The errors of decoding a `KbnValue` (``KbnValue/init(from:)``) for either string.
    public func decode<Kind: KbnChildType>(_ type: KbnValue<Kind>.Type, parentKey: Key, forKey key: Key) throws
        -> KbnValue<Kind>
    {
        let parentCode =
            try kbnValue(code: try decode(String.self, forKey: parentKey), forKey: parentKey)
            as KbnValue<Kind.Parent>
        let postfix = try kbnValue(code: try decode(String.self, forKey: key), forKey: key) as KbnValue<Kind>
        if case .known(let parent) = parentCode, let value = Kind(parent: parent, postfix: postfix.code) {
            return .known(value)
        }
        // Unknown as a pair, even where the joined code is another pair's: the pair is what was sent.
        return .unknown(parentCode.code + postfix.code)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value` as its parent's code for `parentKey` and its postfix for `key`, the pair
    /// that the keyed decoding container's `decode(_:parentKey:forKey:)` reads.
    public mutating func encode<Kind: KbnChildType>(_ value: Kind, parentKey: Key, forKey key: Key) throws {
        try encode(value.parent.code, forKey: parentKey)
        try encode(value.postfix, forKey: key)
    }
}
