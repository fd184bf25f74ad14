// The data behind one generated kind, unpacked once from the string literal the generator writes.

/// The codes and names of one kind's values, in definition order.
///
/// Generated code creates one table per kind, from a single string literal, and keeps it in a
/// `static let`, so it is built once, on first use, in a thread-safe way. Storing the data as one
/// literal rather than as `switch` statements or array literals keeps compile time linear in the
/// number of values (see docs/PERFORMANCE.md).
public final class KbnTable<Kind: KbnType>: Sendable {
    /// The kind's type name as written in the definitions file, such as `"Gender"`.
    public let name: String
    /// The code shared by every value of the kind.
    public let prefix: String
    /// The kind's display name.
    public let logicalName: String

    @usableFromInline let values: [Kind]
    @usableFromInline let postfixes: [String]
    @usableFromInline let logicalNames: [String]
    @usableFromInline let codes: [String]
    @usableFromInline let codeLookup: KbnCodeLookup

    /// Unpacks a kind's values.
    ///
    /// - Parameters:
    ///   - name: The kind's type name.
    ///   - prefix: The code shared by every value.
    ///   - logicalName: The kind's display name.
    ///   - separator: A character that occurs in no postfix or logical name of the kind.
    ///   - rows: For each case, in declaration order, its postfix and its logical name, each
    ///     followed by `separator`.
    public init(name: String, prefix: String, logicalName: String, separator: Unicode.Scalar, rows: String) {
        self.name = name
        self.prefix = prefix
        self.logicalName = logicalName

        // Splitting by scalars, not characters: a combining mark at the start of a name must not
        // merge with the separator before it.
        var fields = rows.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false)
            .map { String($0) }
        if fields.last == "" { fields.removeLast() }
        precondition(fields.count % 2 == 0, "KbnTable for \(name): every row needs a postfix and a logical name")

        let count = fields.count / 2
        var postfixes: [String] = []
        var logicalNames: [String] = []
        var codes: [String] = []
        var values: [Kind] = []
        postfixes.reserveCapacity(count)
        logicalNames.reserveCapacity(count)
        codes.reserveCapacity(count)
        values.reserveCapacity(count)
        for ordinal in 0..<count {
            let value = Self.value(atOrdinal: ordinal, of: count)
            let postfix = fields[2 * ordinal]
            let code = prefix + postfix
            postfixes.append(postfix)
            logicalNames.append(fields[2 * ordinal + 1])
            codes.append(code)
            values.append(value)
        }
        self.postfixes = postfixes
        self.logicalNames = logicalNames
        self.codes = codes
        self.values = values
        self.codeLookup = KbnCodeLookup(codes: codes)
    }

    // A generated kind is an enum without payloads, which Swift stores as its case's index in
    // declaration order, in the smallest integer that holds every index. Reading that index
    // directly is what lets the generated enums do without a switch over all of their cases.

    @inlinable static func ordinal(of value: Kind) -> Int {
        switch MemoryLayout<Kind>.size {
        case 0: 0
        case 1: Int(unsafeBitCast(value, to: UInt8.self))
        case 2: Int(unsafeBitCast(value, to: UInt16.self))
        default: Int(unsafeBitCast(value, to: UInt32.self))
        }
    }

    private static func value(atOrdinal ordinal: Int, of count: Int) -> Kind {
        let expectedSize = count <= 1 ? 0 : count <= 0x100 ? 1 : count <= 0x1_0000 ? 2 : 4
        precondition(
            MemoryLayout<Kind>.size == expectedSize,
            "KbnTable for \(Kind.self): the enum's cases do not match its table of \(count) rows"
        )
        switch expectedSize {
        case 0: return unsafeBitCast((), to: Kind.self)
        case 1: return unsafeBitCast(UInt8(ordinal), to: Kind.self)
        case 2: return unsafeBitCast(UInt16(ordinal), to: Kind.self)
        default: return unsafeBitCast(UInt32(ordinal), to: Kind.self)
        }
    }

    /// The value whose full code is `code`, if any.
    @inlinable func value(forCode code: String) -> Kind? {
        codeLookup.ordinal(of: code, in: codes).map { values[$0] }
    }

    /// The position of the value whose code `decoder` holds.
    ///
    /// Kinds decode through this rather than through generic code in `init(from:)`: compiled once
    /// here, it leaves each kind's `init(from:)` a call, which JSONDecoder reaches without generic
    /// dispatch because the kind's conformance, and so that call, is compiled in the kind's module.
    @usableFromInline func decodeOrdinal(from decoder: any Decoder) throws -> Int {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let ordinal = codeLookup.ordinal(of: code, in: codes) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: unknownCodeMessage(code))
        }
        return ordinal
    }

    /// The text of the decoding error for a string that is not one of the kind's codes.
    @usableFromInline func unknownCodeMessage(_ code: String) -> String {
        // Input can be anything a server sends; keep the message readable.
        let shown = code.unicodeScalars.count > 64 ? String(code.unicodeScalars.prefix(64)) + "…" : code
        return "\"\(shown)\" is not a code of \(name) (\(logicalName)); expected \"\(prefix)\" followed by one of its values' postfixes"
    }
}
