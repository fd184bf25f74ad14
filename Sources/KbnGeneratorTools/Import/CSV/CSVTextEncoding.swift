// Recognises the encodings a code-master CSV arrives in besides UTF-8, so that a file Excel saved
// as Shift_JIS, Windows-1252 or UTF-16 gets a message saying how to re-save it, not a wall of
// garbled text, and a hint never suggests an encoding that would garble it.

import KbnGeneratorCore

/// Checks on a CSV file's encoding.
enum CSVTextEncoding {
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte order marks Excel writes for "Unicode Text" (UTF-16, little or big endian).
    static func startsWithUTF16ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// `bytes` as text, or nil when they are not valid UTF-8.
    static func utf8Text(_ bytes: [UInt8]) -> String? {
        UTF8Validation.firstInvalidByte(in: bytes, from: 0) == nil ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Whether `bytes` follow the byte structure of Shift_JIS as Windows writes it (code page 932):
    /// ASCII and half-width katakana as single bytes, every other character a lead byte that the
    /// code page assigns (0x81–0x84, 0x87–0x9F, 0xE0–0xEA, 0xED–0xEE, 0xFA–0xFC) followed by a
    /// trail byte (0x40–0x7E, 0x80–0xFC).
    static func looksLikeShiftJIS(_ bytes: [UInt8]) -> Bool {
        shiftJISCharacters(bytes) != nil
    }

    /// Whether `bytes`, which look like Shift_JIS, plausibly are Japanese text, not text in a
    /// Western encoding that happens to fit its byte structure. In Windows-1252 (Latin-1) each
    /// accented letter is one byte between ASCII letters, so `Género` reads as a rare kanji
    /// followed by `ero`. Japanese text is mostly runs of characters, whose second bytes are mostly
    /// above 0x7F, and kana and full-width forms (lead bytes 0x81–0x83). A character is counted
    /// as Japanese when it is any of these, and the text when at least half of its characters are.
    static func isPlausiblyJapanese(_ bytes: [UInt8]) -> Bool {
        guard let characters = shiftJISCharacters(bytes) else { return false }
        let japanese = characters.indices.count { index in
            let character = characters[index]
            let adjacent =
                (index > characters.startIndex && characters[index - 1].end == character.start)
                || (index + 1 < characters.endIndex && characters[index + 1].start == character.end)
            guard character.end - character.start == 2 else { return adjacent }
            return adjacent || bytes[character.start + 1] >= 0x80 || (0x81...0x83).contains(bytes[character.start])
        }
        return japanese * 2 >= characters.count
    }

    /// Whether every byte above 0x7F is a character of Windows-1252, the Western code page that
    /// Excel writes "CSV (Comma delimited)" in, Latin-1 with letters and punctuation in 0x80–0x9F.
    static func looksLikeWindows1252(_ bytes: [UInt8]) -> Bool {
        !bytes.contains { [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) }
    }

    /// The byte ranges of the characters beyond ASCII, read as Shift_JIS; nil when the bytes do
    /// not have its structure.
    private static func shiftJISCharacters(_ bytes: [UInt8]) -> [(start: Int, end: Int)]? {
        var characters: [(start: Int, end: Int)] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x00...0x7F:
                index += 1
            case 0xA1...0xDF:
                characters.append((index, index + 1))
                index += 1
            case 0x81...0x84, 0x87...0x9F, 0xE0...0xEA, 0xED...0xEE, 0xFA...0xFC:
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case 0x40...0x7E, 0x80...0xFC:
                    characters.append((index, index + 2))
                    index += 2
                default: return nil
                }
            default:
                return nil
            }
        }
        return characters
    }

    /// What to tell the user of a file that is not UTF-8 text, by the encoding it looks like.
    static func notUTF8Advice(_ bytes: [UInt8]) -> String {
        let saveAsUTF8 = "in Excel choose File > Save As > \"CSV UTF-8 (Comma delimited) (*.csv)\""
        if isPlausiblyJapanese(bytes) {
            return
                "the file looks like Shift_JIS, which Excel writes for \"CSV (Comma delimited)\" on Japanese Windows: \(saveAsUTF8), or convert it with --encoding shift-jis"
        }
        if looksLikeWindows1252(bytes) {
            return
                "the file looks like Windows-1252 (Latin-1), which Excel writes for \"CSV (Comma delimited)\" on Western Windows: \(saveAsUTF8)"
        }
        return "save the file as UTF-8 (\(saveAsUTF8))"
    }
}
