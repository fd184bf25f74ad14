// Finding a value's position from its code: the work behind `init?(code:)` and decoding, over the
// codes where they are kept (a kind's rows, or its former and alternate codes), without a copy of
// them. `init?(code:)` inlines it for speed.

/// Codes that a ``KbnCodeLookup`` indexes, read where they are kept.
///
/// The slots hash and compare each code's key: the code, or for a kind's current codes what follows
/// the prefix that they all share. A slot keeps where its code is, so that comparing it reads the
/// code's bytes at once.
@usableFromInline protocol KbnCodeList: Sendable {
    /// How many codes there are.
    var count: Int { get }
    /// Whether what every code has before its key is ASCII. When it is not, a string can equal a
    /// code as `String`s without sharing its bytes, and without having its key.
    var prefixIsASCII: Bool { get }
    /// The key of the code whose UTF-8 is `bytes`; nil when no code of the list can be `bytes`.
    func key(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>?
    /// The hash of the key of the code at `index`.
    func hash(ofCode index: Int) -> KbnCodeHash
    /// Where the code at `index` is kept, below 2³².
    func location(ofCode index: Int) -> UInt32
    /// Whether the code kept at `location` has the key `key`.
    func code(at location: UInt32, hasKey key: UnsafeBufferPointer<UInt8>) -> Bool
    /// The code at `index`.
    func code(at index: Int) -> String
}

/// A hash of a key's bytes, eight at a time, with the first eight of them and the count, which a
/// slot keeps so that most keys are compared without reading the code.
///
/// The multiply-and-shift mixing is not SipHash, which a `Dictionary` needs against keys chosen to
/// collide as it grows: these slots are filled once, from the kind's own codes, so a string chosen
/// to collide can only reach a run of slots that the definitions made.
@frozen @usableFromInline struct KbnCodeHash: Sendable {
    /// The mixed words.
    @usableFromInline var state: UInt64
    /// Every bit set in any byte: no top bit for ASCII.
    @usableFromInline var allBits: UInt64 = 0
    /// The first eight bytes, the first one lowest, zero after the last.
    @usableFromInline var head: UInt64 = 0
    @usableFromInline let count: Int

    /// The hash of `bytes`.
    @inlinable init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        state = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset &+ 8 <= bytes.count {
            add(UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)), at: offset)
            offset &+= 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            for index in offset..<bytes.count {
                word |= UInt64(bytes[index]) << (8 &* UInt64(index &- offset))
            }
            add(word, at: offset)
        }
    }

    @inlinable mutating func add(_ word: UInt64, at offset: Int) {
        if offset == 0 { head = word }
        allBits |= word
        state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
        state ^= state >> 31
    }

    /// The hash, its high bits folded into the low ones a slot mask keeps; nil when the bytes are
    /// not all ASCII.
    @inlinable var asciiValue: Int? {
        guard allBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        let mixed = state &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
    }

    /// The byte that a slot of the hash `value` keeps to tell most other keys from its own: the
    /// top seven bits, which the slot's position does not use, with the top bit set.
    @inlinable static func tag(of value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: UInt(bitPattern: value) >> 57) | 0x80
    }

    /// The count as a slot keeps it: up to 255, which stands for any longer one.
    @inlinable var slotCount: UInt64 { UInt64(min(count, 255)) }
}

/// A hash index over a list of codes.
///
/// ASCII codes, the usual kind, go in an open-addressing table hashed by ``KbnCodeHash``. A
/// `Dictionary` hashes with SipHash, which protects tables that grow from keys chosen to collide;
/// this table is filled once, from the kind's own codes, and is never more than half full, so
/// whatever string is looked up, a probe ends at the latest after the longest run of occupied
/// slots, which the definitions alone fix. The cheaper hash keeps `init?(code:)` below the cost of
/// a local dictionary lookup although the table is reached through a `static let`
/// (see docs/PERFORMANCE.md).
///
/// Two ASCII strings are equal as `String`s exactly when their bytes are, so hashing the bytes
/// finds every match among them. A string that is not ASCII may equal a code without having the
/// same bytes (canonical equivalence: "\u{212A}", the Kelvin sign, equals "K"), so it, and any
/// string when some code is not ASCII, is looked up in a dictionary, which compares as `String`
/// does. That dictionary is made the first time such a string is looked up, not before: a server's
/// codes are ASCII, and a kind's first use is then the slots alone.
@usableFromInline struct KbnCodeLookup<Codes: KbnCodeList>: Sendable {
    @usableFromInline let codes: Codes
    /// A byte per slot: 0 when it is empty, else its code's ``KbnCodeHash/tag``. A string's probe
    /// reads these first, a byte each, from an array small enough to stay in the processor's
    /// cache, and most strings that are not codes stop there.
    @usableFromInline let tags: [UInt8]
    /// Two words per slot, side by side in one cache line: the first eight bytes of its code's key
    /// (``KbnCodeHash/head``), then the code's ``KbnCodeList/location(ofCode:)`` in the low 32 bits,
    /// its index in the next 24, and its key's ``KbnCodeHash/slotCount`` in the top 8. A key of up
    /// to eight bytes, as the codes of most kinds are, is then decided by the slot alone.
    @usableFromInline let slots: [UInt64]
    /// The slot count, a power of two, minus one.
    @usableFromInline let mask: Int
    @usableFromInline let hasOnlyASCIICodes: Bool
    /// Every code's index by the code, for strings the slots cannot decide on.
    private let indicesByCode = KbnLazy<[String: Int]>()

    /// What the slots say of a string.
    @usableFromInline enum Probe {
        case found(Int)
        case absent
        /// The string is not ASCII, or some code is not: only a comparison as `String` decides.
        case needsComparingAsString
    }

    /// Indexes `codes`, which must all differ.
    init(_ codes: Codes) {
        precondition(codes.count < 1 << 24, "a kind has at most 16,777,215 values")
        var count = 2
        while count < 2 * codes.count { count *= 2 }
        var tags = [UInt8](repeating: 0, count: count)
        var slots = [UInt64](repeating: 0, count: 2 * count)
        var hasOnlyASCIICodes = codes.prefixIsASCII
        for index in 0..<codes.count {
            let hash = codes.hash(ofCode: index)
            guard let value = hash.asciiValue else {
                hasOnlyASCIICodes = false
                continue
            }
            var slot = value & (count - 1)
            while tags[slot] != 0 { slot = (slot + 1) & (count - 1) }
            tags[slot] = KbnCodeHash.tag(of: value)
            slots[2 * slot] = hash.head
            slots[2 * slot + 1] = hash.slotCount << 56 | UInt64(index) << 32 | UInt64(codes.location(ofCode: index))
        }
        self.codes = codes
        self.tags = tags
        self.slots = slots
        self.mask = count - 1
        self.hasOnlyASCIICodes = hasOnlyASCIICodes
    }

    /// The index of `code` in the list.
    @inlinable func index(of code: String) -> Int? {
        let probe = code.utf8.withContiguousStorageIfAvailable { self.probe($0) } ?? .needsComparingAsString
        switch probe {
        case .found(let index): return index
        case .absent: return nil
        case .needsComparingAsString: return indexComparingAsString(code)
        }
    }

    /// Where the slots put the code whose UTF-8 is `bytes`.
    @inlinable func probe(_ bytes: UnsafeBufferPointer<UInt8>) -> Probe {
        guard let key = codes.key(of: bytes) else {
            return hasOnlyASCIICodes && KbnCodeHash(bytes).asciiValue != nil ? .absent : .needsComparingAsString
        }
        let hash = KbnCodeHash(key)
        guard let value = hash.asciiValue else { return .needsComparingAsString }
        let tag = KbnCodeHash.tag(of: value)
        var slot = value & mask
        while true {
            let slotTag = tags[slot]
            if slotTag == 0 { return hasOnlyASCIICodes ? .absent : .needsComparingAsString }
            if slotTag == tag {
                let entry = slots[2 &* slot &+ 1]
                if slots[2 &* slot] == hash.head, entry >> 56 == hash.slotCount,
                    hash.count <= 8 || codes.code(at: UInt32(truncatingIfNeeded: entry), hasKey: key)
                {
                    return .found(Int(truncatingIfNeeded: entry >> 32 & 0xFF_FFFF))
                }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// The index of `code`, compared as `String` compares.
    @usableFromInline func indexComparingAsString(_ code: String) -> Int? {
        indicesByCode.value {
            var indices: [String: Int] = [:]
            indices.reserveCapacity(codes.count)
            for index in 0..<codes.count {
                // The generator rejects codes equal as strings; should two be, the first is kept.
                let code = codes.code(at: index)
                if indices[code] == nil { indices[code] = index }
            }
            return indices
        }[code]
    }
}

/// Whether two byte ranges hold the same bytes.
@inlinable func kbnBytesEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    guard first.count == second.count else { return false }
    for index in first.indices where first[index] != second[index] { return false }
    return true
}

/// Codes kept as strings: a kind's former and alternate codes, each its own key, located by its index.
@usableFromInline struct KbnCodeStrings: KbnCodeList {
    @usableFromInline let strings: [String]

    init(_ strings: [String]) {
        // Contiguous, so that comparing bytes needs no copy.
        self.strings = strings.map {
            var string = $0
            string.makeContiguousUTF8()
            return string
        }
    }

    @usableFromInline var count: Int { strings.count }

    /// Each string is its own key.
    @usableFromInline var prefixIsASCII: Bool { true }

    @inlinable func key(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? { bytes }

    @usableFromInline func hash(ofCode index: Int) -> KbnCodeHash {
        strings[index].utf8.withContiguousStorageIfAvailable(KbnCodeHash.init)!
    }

    @usableFromInline func location(ofCode index: Int) -> UInt32 { UInt32(index) }

    @inlinable func code(at location: UInt32, hasKey key: UnsafeBufferPointer<UInt8>) -> Bool {
        strings[Int(location)].utf8.withContiguousStorageIfAvailable { kbnBytesEqual($0, key) }!
    }

    @usableFromInline func code(at index: Int) -> String { strings[index] }
}

/// A kind's current codes: its prefix followed by each row's postfix, the row's first field. The
/// key is the postfix, located by where its row starts, so that the slots lead straight to its bytes.
@usableFromInline struct KbnRowCodes: KbnCodeList {
    @usableFromInline let rows: KbnRows
    @usableFromInline let prefix: [UInt8]
    @usableFromInline let prefixText: String

    init(rows: KbnRows, prefix: String) {
        self.rows = rows
        self.prefix = Array(prefix.utf8)
        prefixText = prefix
    }

    @usableFromInline var count: Int { rows.count }

    @usableFromInline var prefixIsASCII: Bool { prefix.allSatisfy { $0 < 0x80 } }

    @inlinable func key(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard bytes.count >= prefix.count else { return nil }
        for index in prefix.indices where bytes[index] != prefix[index] { return nil }
        return UnsafeBufferPointer(rebasing: bytes[prefix.count...])
    }

    @usableFromInline func hash(ofCode index: Int) -> KbnCodeHash {
        rows.withField(0, ofRow: index, KbnCodeHash.init)
    }

    @usableFromInline func location(ofCode index: Int) -> UInt32 {
        UInt32(rows.starts[index * rows.width])
    }

    @inlinable func code(at location: UInt32, hasKey key: UnsafeBufferPointer<UInt8>) -> Bool {
        rows.text(at: Int(location), startsWithField: key)
    }

    @usableFromInline func code(at index: Int) -> String { prefixText + rows.field(0, ofRow: index) }
}
