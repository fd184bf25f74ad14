// The hash behind every fingerprint (KbnSHA256) against the published test vectors, and the
// fingerprint of case names against the comparison of case names it implies.

@_spi(KbnGenerated) import KbnFormat
import Testing

@Suite("Fingerprint hash")
struct FingerprintHashTests {
    private func sha256(_ bytes: [UInt8], inPiecesOf piece: Int = .max) -> String {
        var hash = KbnSHA256()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + piece)
            bytes[start..<end].withUnsafeBufferPointer { hash.add($0) }
            start = end
        }
        return hash.finish().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// FIPS 180-4's examples and the NIST vectors around the padding's block boundaries, whatever
    /// pieces the bytes come in.
    @Test func sha256MatchesThePublishedVectors() {
        let vectors: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ]
        for (text, digest) in vectors {
            for piece in [1, 7, 64, .max] {
                #expect(sha256(Array(text.utf8), inPiecesOf: piece) == digest, "\(text.prefix(10)), pieces of \(piece)")
            }
        }
        #expect(
            sha256([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000), inPiecesOf: 4096)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A fingerprint is `kbn2-` and 32 hexadecimal digits, and a different list of names, or the same
    /// names split or ordered otherwise, gives another.
    @Test func caseNameFingerprintsTellListsApart() {
        let lists: [[String]] = [[], [""], ["", ""], ["ab"], ["a", "b"], ["b", "a"], ["ab", ""], ["", "ab"]]
        let fingerprints = lists.map(KbnTableFingerprint.text(caseNames:))
        #expect(Set(fingerprints).count == lists.count)
        for fingerprint in fingerprints {
            #expect(fingerprint.hasPrefix("kbn2-") && fingerprint.utf8.count == 37)
            #expect(fingerprint.dropFirst(5).allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
    }

    /// Case names are one when their bytes are, as Swift compares identifiers: `café` in NFC and
    /// in NFD are two names, with two fingerprints, though equal as `String`s.
    @Test func caseNamesAreComparedByteForByte() {
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        #expect(!KbnTableFingerprint.sameCaseName(composed, decomposed))
        #expect(KbnTableFingerprint.sameCaseName(composed, "caf\u{E9}"))
        #expect(KbnTableFingerprint.text(caseNames: [composed]) != KbnTableFingerprint.text(caseNames: [decomposed]))
        #expect(KbnTableFingerprint.text(caseNames: [composed]) == KbnTableFingerprint.text(caseNames: ["caf\u{E9}"]))
    }
}
