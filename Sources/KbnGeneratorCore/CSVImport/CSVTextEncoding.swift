// Recognises the encodings a code-master CSV arrives in besides UTF-8, so that a file Excel saved
// as Shift_JIS or UTF-16 gets a message saying how to re-save it, not a wall of garbled text.

/// Checks on a CSV file's encoding.
enum CSVTextEncoding {
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte order marks Excel writes for "Unicode Text" (UTF-16, little or big endian).
    static func startsWithUTF16ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// `bytes` as text, or nil when they are not valid UTF-8.
    static func utf8Text(_ bytes: [UInt8]) -> String? {
        // Decoding replaces invalid sequences with U+FFFD, so only valid UTF-8 survives the round trip.
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Whether `bytes` follow the byte structure of Shift_JIS as Windows writes it (code page 932):
    /// ASCII and half-width katakana as single bytes, every other character a lead byte
    /// (0x81–0x9F, 0xE0–0xFC) followed by a trail byte (0x40–0x7E, 0x80–0xFC).
    static func looksLikeShiftJIS(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x00...0x7F, 0xA1...0xDF:
                index += 1
            case 0x81...0x9F, 0xE0...0xFC:
                guard index + 1 < bytes.count else { return false }
                switch bytes[index + 1] {
                case 0x40...0x7E, 0x80...0xFC: index += 2
                default: return false
                }
            default:
                return false
            }
        }
        return true
    }
}
