// A field that keeps any code the server sends, known to this build of the app or not.

/// A value of `Kind`, or a code this build of the app does not know yet.
///
/// Servers add codes before apps ship them. A field typed `Kind` fails to decode such a code, and
/// with it the whole response; a field typed `KbnValue<Kind>` keeps the code as ``unknown(_:)``
/// and encodes it back unchanged:
///
/// ```swift
/// struct Profile: Codable {
///     var gender: KbnValue<Kbn.Gender>
/// }
/// ```
///
/// A former code of a value of `Kind` is known too: it becomes that value, and ``code`` and
/// encoding give the value's current code.
///
/// Two values are equal when their codes are equal, however they were created. A code with more
/// combining marks in a row than any text has (more than 30) is kept as it came but compared and
/// hashed by its bytes, so that no code, whatever a server sends, makes a comparison or a hash cost
/// more than in proportion to its length; decoding refuses such a code.
public enum KbnValue<Kind: KbnType>: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A code of `Kind`.
    case known(Kind)
    /// A code that is not one of `Kind`'s, kept as it was received.
    case unknown(String)

    /// Creates ``known(_:)`` when `code` is one of `Kind`'s codes, current or former, else ``unknown(_:)``.
    public init(code: String) {
        if let value = Kind(code: code) {
            self = .known(value)
        } else {
            self = .unknown(code)
        }
    }

    /// The full code: as defined for a known value, as received for an unknown one.
    public var code: String {
        switch self {
        case .known(let value): value.code
        case .unknown(let code): code
        }
    }

    /// The value of `Kind`, or nil when the code is unknown.
    public var known: Kind? {
        Kind(code: code)
    }

    public static func == (lhs: KbnValue, rhs: KbnValue) -> Bool {
        if case .known(let left) = lhs, case .known(let right) = rhs { return left == right }
        return KbnTextEquality.equal(lhs.code, rhs.code)
    }

    public func hash(into hasher: inout Hasher) {
        KbnTextEquality.hash(code, into: &hasher)
    }

    /// Decodes any string that can be a code; a value that is not a string is an error, and so is
    /// a string with more than 30 combining marks in a row, which no code has and which would make
    /// every comparison and hash of the value slow.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = try Self(decodedCode: try container.decode(String.self)) {
            DecodingError.dataCorruptedError(in: container, debugDescription: $0)
        }
    }

    /// The value for a string that a decoder read, by whichever way it was decoded: the one place
    /// that decoding a `KbnValue` meets the rules for outside text (``KbnOutsideText``).
    ///
    /// - Parameter refusal: The error to throw, given why the string is no code.
    @usableFromInline init(decodedCode code: String, refusal: (String) -> any Error) throws {
        if let reason = KbnOutsideText.refusalOfDecodedCode(code) { throw refusal(reason) }
        self.init(code: code)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    public var description: String {
        switch self {
        case .known(let value): value.description
        case .unknown(let code): "unknown code \(code)"
        }
    }
}

// A dictionary keyed by `KbnValue` encodes as an object keyed by the codes, as one keyed by a kind
// does; before CodingKeyRepresentable, Codable writes such a dictionary as an array of pairs.
@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension KbnValue: CodingKeyRepresentable {
    /// The code, as the key of an encoded dictionary.
    public var codingKey: any CodingKey { KbnCodeKey(stringValue: code) }

    /// The value for the code that `codingKey` holds, known or not; nil for a string that decoding
    /// refuses (``init(from:)``).
    public init?<Key: CodingKey>(codingKey: Key) {
        guard let value = try? Self(decodedCode: codingKey.stringValue, refusal: KbnRefusedCodingKey.init) else {
            return nil
        }
        self = value
    }
}

/// Why a dictionary key is no code, which `init?(codingKey:)` answers with nil.
private struct KbnRefusedCodingKey: Error {
    let reason: String
}

/// A dictionary key that is a full code.
struct KbnCodeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
