// Finding a value's position from its code: the work behind `init?(code:)` and decoding. Not
// generic, so decoding runs the one copy compiled here; `init?(code:)` inlines it for speed.

/// A hash index over a kind's codes.
///
/// ASCII codes, the usual kind, go in an open-addressing table hashed with FNV-1a. A
/// `Dictionary` hashes with SipHash, which protects tables that grow from keys chosen to collide;
/// this table is filled once, from the kind's own codes, and is never more than half full, so
/// whatever string is looked up, a probe ends at the latest after the longest run of occupied
/// slots, which the definitions alone fix. The cheaper hash keeps `init?(code:)` at the cost of a
/// local dictionary lookup although the table is reached through a `static let`
/// (see docs/PERFORMANCE.md).
///
/// Two ASCII strings are equal as `String`s exactly when their bytes are, so hashing the bytes
/// finds every match among them. A string that is not ASCII may equal a code without having the
/// same bytes (canonical equivalence: "\u{212A}", the Kelvin sign, equals "K"), so it, and any
/// string when some code is not ASCII, is looked up in a dictionary, which compares as `String` does.
@usableFromInline struct KbnCodeLookup: Sendable {
    /// For each slot, the position of the ASCII code in it, or -1 when the slot is empty.
    @usableFromInline let slots: [Int32]
    /// The slot count, a power of two, minus one.
    @usableFromInline let mask: Int
    /// Every code's position, for strings the slots cannot decide on.
    @usableFromInline let ordinalsByCode: [String: Int]
    @usableFromInline let hasOnlyASCIICodes: Bool

    /// Indexes `codes`, which must all differ.
    init(codes: [String]) {
        var count = 2
        while count < 2 * codes.count { count *= 2 }
        var slots = [Int32](repeating: -1, count: count)
        var hasOnlyASCIICodes = true
        for (ordinal, code) in codes.enumerated() {
            guard let hash = Self.asciiHash(code) else {
                hasOnlyASCIICodes = false
                continue
            }
            var slot = hash & (count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = Int32(ordinal)
        }
        self.slots = slots
        self.mask = count - 1
        self.hasOnlyASCIICodes = hasOnlyASCIICodes
        self.ordinalsByCode = Dictionary(codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of `code` in `codes`, the array this index was built from.
    @inlinable func ordinal(of code: String, in codes: [String]) -> Int? {
        guard let hash = Self.asciiHash(code) else { return ordinalsByCode[code] }
        var slot = hash & mask
        while true {
            let ordinal = Int(slots[slot])
            if ordinal < 0 { return hasOnlyASCIICodes ? nil : ordinalsByCode[code] }
            if codes[ordinal] == code { return ordinal }
            slot = (slot &+ 1) & mask
        }
    }

    /// 64-bit FNV-1a over the code's bytes, its high half folded into the low bits the mask keeps;
    /// nil when the code is not ASCII.
    @inlinable static func asciiHash(_ code: String) -> Int? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var allBits: UInt8 = 0
        for byte in code.utf8 {
            allBits |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        guard allBits < 0x80 else { return nil }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
