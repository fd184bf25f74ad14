// Finding a code's position: the one lookup behind `init?(code:)`, decoding, former and alternate
// codes and a namespace's `value(forCode:)`, and the one place that says when two codes are equal.

@_spi(KbnGenerated) import KbnFormat

/// Codes, each found by its position, under the one equality of codes.
///
/// **Equality.** A string is a code when the two are equal as `String`s: when they are canonically
/// equivalent ("\u{212A}", the Kelvin sign, equals "K"). Two ASCII strings are equal exactly when
/// their bytes are, so a string and a code that are both ASCII are compared byte for byte, length
/// included; when either is not ASCII, they are compared as `String`s. ``isASCII(_:)`` is the test
/// that picks between the two, here and in ``KbnCodeIndex``.
///
/// **ASCII codes** go in an open-addressing table of slots, hashed from their bytes with a cheap
/// multiply-and-shift hash. A `Dictionary` hashes with a seeded SipHash, which protects a table that
/// grows from keys chosen to collide; this one is filled once, from the definitions' own codes, and
/// is never more than half full, so whatever string is looked up, a probe stops at the latest at
/// the end of the longest run of occupied slots, which the definitions alone fix. A string chosen to
/// share a slot and its tag with a code only costs the comparison of its bytes with the code's.
///
/// **Other codes and strings.** A string that is not ASCII, or an ASCII one that misses the slots
/// when some code is not ASCII, is looked up in a dictionary of every code, which compares as
/// `String` does. It is made the first time such a string comes: a server's codes are ASCII, and
/// a kind's first use is then the slots alone.
///
/// Nothing here is inlined into clients: the layout of the slots and of the rows is KbnKit's to
/// change without changing any client's binary.
final class KbnCodeLookup: Sendable {
    /// The fields that hold the codes' keys, one row per code: the code after ``prefix``.
    private let rows: KbnRows
    /// The column of ``rows`` that holds the keys.
    private let column: Int
    /// What every code has before its key, whose bytes an ASCII string must start with.
    private let prefix: [UInt8]
    private let prefixText: String
    /// A byte per slot: 0 when it is empty, else the ``tag(ofHash:)`` of its code's key. A probe
    /// reads these first, from an array small enough to stay in the processor's cache, and most
    /// strings that are not codes stop there.
    private let tags: [UInt8]
    /// Two words per slot: the first eight bytes of its key (``Hash/head``), then the key's length
    /// in the high 32 bits and the code's position in the low 32. A key of up to eight bytes is
    /// decided by the slot alone; a longer one by its remaining bytes too.
    private let slots: [UInt64]
    /// The slot count, a power of two, minus one.
    private let mask: Int
    /// Whether every code is in the slots, which the ASCII ones are: whether every code is ASCII.
    private let slotsHoldEveryCode: Bool
    /// Every code's position by the code, for the strings the slots cannot decide on.
    private let positionsByCode = KbnLazy<[String: Int]>()
    /// The UTF-8 length of the longest code, which bounds the strings that can equal one
    /// (``KbnOutsideText/canEqualCode(_:byteCount:ofLength:)``).
    private let longestCode: Int

    /// Indexes the codes made of `prefix` and the field in `column` of each row of `rows`, which
    /// must all differ as `String`s.
    ///
    /// - Complexity: O(*n*) for *n* codes, and O(*n*) more the first time a string that the slots
    ///   cannot decide on is looked up.
    init(rows: KbnRows, column: Int, prefix: String) {
        precondition(rows.count <= Int(UInt32.max), "a kind has fewer than 2³² values")
        var count = 2
        while count < 2 * rows.count { count *= 2 }
        var tags = [UInt8](repeating: 0, count: count)
        var slots = [UInt64](repeating: 0, count: 2 * count)
        let prefixBytes = Array(prefix.utf8)
        // An ASCII string cannot start with the bytes of a prefix that is not ASCII, so the slots
        // then hold no code, and every string goes to the dictionary.
        let prefixIsASCII = Self.isASCII(prefixBytes)
        var slotsHoldEveryCode = prefixIsASCII
        for position in 0..<(prefixIsASCII ? rows.count : 0) {
            let (hash, length) = rows.withField(column, ofRow: position) { (Hash($0), $0.count) }
            guard hash.isASCII else {
                slotsHoldEveryCode = false
                continue
            }
            var slot = hash.value & (count - 1)
            while tags[slot] != 0 { slot = (slot + 1) & (count - 1) }
            tags[slot] = Self.tag(ofHash: hash.value)
            slots[2 * slot] = hash.head
            slots[2 * slot + 1] = UInt64(length) << 32 | UInt64(position)
        }
        let longestKey = (0..<rows.count).lazy.map { rows.fieldLength(column, ofRow: $0) }.max() ?? 0
        longestCode = prefixBytes.count + longestKey
        self.rows = rows
        self.column = column
        self.prefix = prefixBytes
        prefixText = prefix
        self.tags = tags
        self.slots = slots
        mask = count - 1
        self.slotsHoldEveryCode = slotsHoldEveryCode
    }

    /// Indexes `codes`, which must all differ as `String`s, each its own key.
    convenience init(codes: [String]) {
        guard let separator = KbnTableFormat.separator(notIn: [codes]) else {
            preconditionFailure("the codes use every Unicode scalar")
        }
        let text = KbnTableFormat.text(ofRow: codes, separator: String(separator))
        self.init(rows: KbnRows(text: text, separator: separator, width: 1, count: codes.count)!, column: 0, prefix: "")
    }

    /// How many codes there are.
    var count: Int { rows.count }

    /// The code at `position`.
    func code(at position: Int) -> String { prefixText + rows.field(column, ofRow: position) }

    /// The position of the code that equals `code`; nil when none does.
    ///
    /// - Complexity: O(*m*) for a string of *m* bytes, plus the run of slots it probes, which the
    ///   codes alone bound; a string that is not ASCII also costs a dictionary lookup, unless it
    ///   cannot equal a code (``KbnOutsideText/canEqualCode(_:byteCount:ofLength:)``).
    func position(of code: String) -> Int? {
        switch probe(code) {
        case .found(let position): return position
        case .absent: return nil
        case .needsComparingAsString: return positionComparingAsString(code)
        }
    }

    /// What the slots, and the rules for outside text, say of `code`.
    func probe(_ code: String) -> Probe {
        // Native strings, what decoders make, are contiguous; another is copied once.
        var probed = code.utf8.withContiguousStorageIfAvailable(probe)
        if probed == nil {
            var contiguous = code
            contiguous.makeContiguousUTF8()
            probed = contiguous.utf8.withContiguousStorageIfAvailable(probe)
        }
        // A string that only a comparison as `String` decides is compared only when it can equal a
        // code; else that comparison, and hashing, could cost time that grows with its square.
        if probed == .needsComparingAsString
            && !KbnOutsideText.canEqualCode(code, byteCount: code.utf8.count, ofLength: longestCode)
        {
            return .absent
        }
        return probed!
    }

    /// What a lookup says of a string.
    enum Probe: Equatable {
        case found(Int)
        case absent
        /// The string is not ASCII, or some code is not: only a comparison as `String` decides.
        case needsComparingAsString
    }

    /// Where the slots put the code whose UTF-8 is `bytes`.
    func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> Probe {
        // A string too long to equal a code is decided by its length alone.
        guard bytes.count <= KbnTextEquality.longestSpelling(ofTextOf: longestCode) else { return .absent }
        let miss: Probe = slotsHoldEveryCode ? .absent : .needsComparingAsString
        // An ASCII string equal to a code with an ASCII prefix starts with the prefix's bytes.
        guard bytes.count >= prefix.count, !prefix.indices.contains(where: { bytes[$0] != prefix[$0] }) else {
            return Self.isASCII(bytes) ? miss : .needsComparingAsString
        }
        // The prefix's bytes are ASCII when the slots hold any code, so the key decides.
        let key = UnsafeBufferPointer(rebasing: bytes[prefix.count...])
        let hash = Hash(key)
        guard hash.isASCII else { return .needsComparingAsString }
        let tag = Self.tag(ofHash: hash.value)
        let entry = UInt64(key.count) << 32
        var slot = hash.value & mask
        while tags[slot] != 0 {
            if tags[slot] == tag && slots[2 &* slot] == hash.head && slots[2 &* slot &+ 1] & ~0xFFFF_FFFF == entry {
                let position = Int(truncatingIfNeeded: slots[2 &* slot &+ 1] & 0xFFFF_FFFF)
                if key.count <= 8 || hasKey(key, at: position) { return .found(position) }
            }
            slot = (slot &+ 1) & mask
        }
        return miss
    }

    /// Whether the key of the code at `position` is `key`, byte for byte, given that it is as long
    /// and starts with the same eight bytes.
    private func hasKey(_ key: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        rows.withField(column, ofRow: position) { field in
            field.count == key.count && !zip(field[8...], key[8...]).contains { $0 != $1 }
        }
    }

    /// The position of `code`, compared as `String` compares.
    private func positionComparingAsString(_ code: String) -> Int? {
        positionsByCode.value {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(count)
            for position in 0..<count {
                // The generator rejects codes equal as strings; should two be, the first is kept.
                let other = self.code(at: position)
                if positions[other] == nil { positions[other] = position }
            }
            return positions
        }[code]
    }

    /// Whether `bytes` are all ASCII, which decides how a string is compared with a code: byte for
    /// byte when both are, as `String`s otherwise.
    static func isASCII<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.contains { $0 >= 0x80 }
    }

    /// The byte that a slot of the hash `value` keeps to tell most other keys from its own: the
    /// top seven bits, which the slot's position does not use, with the top bit set.
    static func tag(ofHash value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: UInt(bitPattern: value) >> 57) | 0x80
    }

    /// A hash of a key's bytes, eight at a time, with the first eight of them, which a slot keeps,
    /// and whether they are all ASCII, which the same pass finds.
    struct Hash {
        /// The hash, its high bits folded into the low ones that a slot mask keeps.
        let value: Int
        /// The first eight bytes, the first one lowest, zero after the last.
        let head: UInt64
        /// Whether every byte is ASCII.
        let isASCII: Bool

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            var state = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
            var head: UInt64 = 0
            var allBits: UInt64 = 0
            var offset = 0
            while offset < bytes.count {
                var word: UInt64 = 0
                if bytes.count &- offset >= 8 {
                    word = UInt64(
                        littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
                } else {
                    for index in offset..<bytes.count {
                        word |= UInt64(bytes[index]) << (8 &* UInt64(index &- offset))
                    }
                }
                if offset == 0 { head = word }
                allBits |= word
                state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
                state ^= state >> 31
                offset &+= 8
            }
            let mixed = state &* 0x94D0_49BB_1331_11EB
            value = Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
            self.head = head
            isASCII = allBits & 0x8080_8080_8080_8080 == 0
        }
    }
}
