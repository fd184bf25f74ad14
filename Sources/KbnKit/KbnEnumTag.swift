// A generated kind's values to positions and back, by reading and writing the enum's tag: what
// lets a kind of any size do without a `switch` over all of its cases.
//
// It relies on how the Swift ABI lays out an enum without payloads (swiftlang/swift,
// docs/ABI/TypeLayout.rst, "Fragile Enum Layout"):
// - "Single-Case Enums": an enum of one case without data is an empty type (size 0).
// - "C-Like Enums": otherwise it is an integer tag with the minimal number of bits to contain all
//   of the cases, stored as LLVM stores integers (1, 2 or 4 bytes for up to 2^32 cases); cases
//   are assigned tag values in declaration order, and the values after the last case's become
//   extra inhabitants of the type.
// - "Single-Payload Enums": `Optional<Kind>`, whose one payload case is `Kind`, represents `none`
//   with the first extra inhabitant of `Kind`, the tag after the last case, and so keeps `Kind`'s
//   size; when `Kind` has no extra inhabitant (every bit pattern is a case), a tag byte is added.

/// The tag of an enum without payloads: its case's position in declaration order.
///
/// Correct only for such an enum, which every generated kind is. ``caseCount`` lets ``KbnTable``
/// check, before it makes any value with ``value(atOrdinal:)``, that the enum has exactly the
/// cases its table was generated for.
@usableFromInline enum KbnEnumTag<Enum> {
    /// The position of `value`'s case in declaration order.
    ///
    /// The tag is read as bytes of `Enum`'s own size, never as an integer of another size: an
    /// `unsafeBitCast` between types of different sizes, even in a branch that the size rules out,
    /// crashes the optimizer when it specializes this for a one-case enum, whose size is 0.
    @inlinable static func ordinal(of value: Enum) -> Int {
        withUnsafeBytes(of: value) { tag in
            switch tag.count {
            case 0: 0
            case 1: Int(tag[0])
            case 2: Int(tag.loadUnaligned(as: UInt16.self))
            default: Int(tag.loadUnaligned(as: UInt32.self))
            }
        }
    }

    /// How many cases `Enum` has: the tag of `Optional<Enum>.none`, or every bit pattern of the
    /// tag when `Optional` needs more room.
    static var caseCount: Int {
        let size = MemoryLayout<Enum>.size
        guard size > 0 else { return 1 }
        precondition(size <= 4, "\(Enum.self) is not an enum without payloads")
        // Every bit pattern is a case, so Optional needs a byte of its own.
        guard MemoryLayout<Enum?>.size == size else { return 1 << (8 * size) }
        let none: Enum? = nil
        return withUnsafeBytes(of: none) { tag in
            switch size {
            case 1: Int(tag[0])
            case 2: Int(tag.loadUnaligned(as: UInt16.self))
            default: Int(tag.loadUnaligned(as: UInt32.self))
            }
        }
    }

    /// The case at `ordinal`, which must be below ``caseCount``: another bit pattern is not a
    /// value of `Enum`, and using it is undefined behaviour.
    ///
    /// The tag is written as an integer of `Enum`'s size and read back as `Enum`, for the reason
    /// ``ordinal(of:)`` gives.
    @inlinable static func value(atOrdinal ordinal: Int) -> Enum {
        switch MemoryLayout<Enum>.size {
        // A one-case enum is read from a byte too: an empty buffer has no address to read at.
        case 0, 1: withUnsafeBytes(of: UInt8(truncatingIfNeeded: ordinal)) { $0.load(as: Enum.self) }
        case 2: withUnsafeBytes(of: UInt16(truncatingIfNeeded: ordinal)) { $0.load(as: Enum.self) }
        default: withUnsafeBytes(of: UInt32(truncatingIfNeeded: ordinal)) { $0.load(as: Enum.self) }
        }
    }
}
