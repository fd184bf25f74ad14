// Decoding kinds and KbnValue fields straight from a keyed container's string: the calls that
// synthesized `Decodable` conformances of an app's models make.

extension KeyedDecodingContainer {
    // A decoder reads a `String` field directly, but for a field of any other type it sets up a
    // nested decoder and calls the type's `init(from:)`; for JSONDecoder that costs more than the
    // lookup of the code. A model's synthesized `init(from:)` calls `decode(_:forKey:)` with the
    // field's type, and these overloads, more specific than the generic one, read the code as a
    // `String` instead (docs/PERFORMANCE.md). Results and errors are those of the types' own
    // `init(from:)`.

    /// Decodes the value of `Kind` whose full code is the string for `key`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the kind and the code when the string is not a
    ///   code of `Kind`, and the errors of `decode(String.self, forKey:)`.
    @inlinable public func decode<Kind: KbnType>(_ type: Kind.Type, forKey key: Key) throws -> Kind {
        try kbnValue(of: type, code: try decode(String.self, forKey: key), forKey: key)
    }

    /// Decodes the value of `Kind` whose full code is the string for `key`, or nil when the key is
    /// missing or its value is null.
    @inlinable public func decodeIfPresent<Kind: KbnType>(_ type: Kind.Type, forKey key: Key) throws -> Kind? {
        try decodeIfPresent(String.self, forKey: key).map { try kbnValue(of: type, code: $0, forKey: key) }
    }

    /// Decodes the string for `key` as a ``KbnValue``, known or not.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a string that ``KbnValue/init(from:)`` refuses,
    ///   and the errors of `decode(String.self, forKey:)`.
    @inlinable public func decode<Kind>(_ type: KbnValue<Kind>.Type, forKey key: Key) throws -> KbnValue<Kind> {
        try kbnValue(code: try decode(String.self, forKey: key), forKey: key)
    }

    /// Decodes the string for `key` as a ``KbnValue``, or nil when the key is missing or its value
    /// is null.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a string that ``KbnValue/init(from:)`` refuses,
    ///   and the errors of `decodeIfPresent(String.self, forKey:)`.
    @inlinable public func decodeIfPresent<Kind>(_ type: KbnValue<Kind>.Type, forKey key: Key) throws -> KbnValue<Kind>?
    {
        try decodeIfPresent(String.self, forKey: key).map { try kbnValue(code: $0, forKey: key) }
    }

    @inlinable func kbnValue<Kind>(code: String, forKey key: Key) throws -> KbnValue<Kind> {
        try KbnValue(decodedCode: code) {
            DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: $0)
        }
    }

    @inlinable func kbnValue<Kind: KbnType>(of type: Kind.Type, code: String, forKey key: Key) throws -> Kind {
        guard let value = Kind(code: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: Kind._kbnTable.unknownCodeMessage(code))
        }
        return value
    }
}
