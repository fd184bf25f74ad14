// SHA-256 (FIPS 180-4) in the standard library alone: the hash behind every fingerprint that an app
// and kbn-gen compare, which KbnKit's rule of no Foundation keeps from CryptoKit or swift-crypto.

/// SHA-256 of a stream of bytes, fed in pieces.
///
/// A fingerprint must tell two inputs apart even when someone chose them to collide: finding two
/// inputs with the same SHA-256 is beyond any known attack, and the 128 bits that a fingerprint
/// keeps (``KbnTableFingerprint``) leave a collision some 2⁶⁴ hashes of work.
///
/// Loops go by index, with no closures or iterators: a debug build of kbn-gen, as a debug build's
/// plugin runs it, hashes every kind's case names, and unoptimized generic iteration would cost more
/// than the hash itself.
package struct KbnSHA256 {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// The bytes not yet hashed: fewer than a block's 64.
    private var pending: [UInt8] = []
    /// How many bytes were added in all.
    private var length: UInt64 = 0
    /// The message schedule, kept to spare an allocation per block.
    private var schedule = [UInt32](repeating: 0, count: 64)

    package init() {
        pending.reserveCapacity(64)
    }

    /// Adds `bytes` to the hashed stream.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    package mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var index = 0
        while index < bytes.count {
            pending.append(bytes[index])
            index += 1
            if pending.count == 64 {
                compressPending()
            }
        }
    }

    /// Adds one byte to the hashed stream.
    package mutating func add(byte: UInt8) {
        length &+= 1
        pending.append(byte)
        if pending.count == 64 {
            compressPending()
        }
    }

    /// The digest of every byte added: 32 bytes. The hash takes no bytes after this.
    package mutating func finish() -> [UInt8] {
        let bits = length &* 8
        pending.append(0x80)
        if pending.count > 56 {
            while pending.count < 64 { pending.append(0) }
            compressPending()
        }
        while pending.count < 56 { pending.append(0) }
        var shift: UInt64 = 56
        while pending.count < 64 {
            pending.append(UInt8(truncatingIfNeeded: bits >> shift))
            shift &-= 8
        }
        compressPending()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        var word = 0
        while word < 8 {
            digest.append(UInt8(truncatingIfNeeded: state[word] >> 24))
            digest.append(UInt8(truncatingIfNeeded: state[word] >> 16))
            digest.append(UInt8(truncatingIfNeeded: state[word] >> 8))
            digest.append(UInt8(truncatingIfNeeded: state[word]))
            word += 1
        }
        return digest
    }

    /// Hashes the 64 bytes of ``pending`` into ``state``, and empties it.
    private mutating func compressPending() {
        var index = 0
        while index < 16 {
            schedule[index] =
                UInt32(pending[4 * index]) << 24 | UInt32(pending[4 * index + 1]) << 16
                | UInt32(pending[4 * index + 2]) << 8 | UInt32(pending[4 * index + 3])
            index += 1
        }
        while index < 64 {
            let early = schedule[index - 15]
            let late = schedule[index - 2]
            let sigma0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
            let sigma1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
            index += 1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        index = 0
        while index < 64 {
            let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temporary1 = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ schedule[index]
            let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temporary2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temporary1
            d = c
            c = b
            b = a
            a = temporary1 &+ temporary2
            index += 1
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
        pending.removeAll(keepingCapacity: true)
    }

    private func rotate(_ word: UInt32, _ count: UInt32) -> UInt32 {
        word >> count | word << (32 - count)
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
