// How search text is folded, so that what a person types matches what a code master writes: one
// spelling for hiragana and katakana, for full and half width, and for upper and lower case.

/// Folds text into the form that search compares: the UTF-8 bytes of its folded scalars.
///
/// Japanese users type a name in whichever script their keyboard gives, and masters write it in
/// whichever the publisher chose: the 標準病名 master writes ガン where a person types がん, and
/// full-width digits (`１１β`) where a person types `11`. Folding makes those equal:
/// - katakana become hiragana (`ガン` → `がん`), and `ヽヾ` become `ゝゞ`;
/// - half-width katakana become full width first, their voiced marks joining the kana before
///   them (`ｶﾞﾝ` → `ガン` → `がん`); so do combining and spacing voiced marks (`か゛` → `が`);
/// - full-width ASCII becomes ASCII (`ＡＢＣ１` → `abc1`), the ideographic space a space, and the
///   minus sign and the dashes `‐‑‒–` a hyphen-minus;
/// - letters become lowercase.
///
/// Folding works on Unicode scalars, not on characters: it needs no tables beyond the standard
/// library's, and a folded query matches a folded name wherever its bytes occur.
enum KbnSearchFolding {
    /// The folded UTF-8 bytes of `text`.
    static func folded(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }

    /// The folded bytes of a query as typed: without the spaces around it (an ideographic space
    /// too, which folds to a space) and without zero bytes, which separate texts in an index.
    static func query(_ text: String) -> [UInt8] {
        var bytes = folded(text)
        bytes.removeAll { $0 == 0 }
        while bytes.last == 0x20 { bytes.removeLast() }
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }) else { return [] }
        return Array(bytes[first...])
    }

    /// Appends the folded UTF-8 bytes of `text` to `output`.
    static func append(_ text: String, to output: inout [UInt8]) {
        // Where the last scalar written starts, and what it was, so that a voiced mark can replace it.
        var lastStart = output.count
        var last: UInt32 = 0
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if value < 0x80 {
                // ASCII: the common case for codes, kept free of the tables below.
                if value >= 0x41 && value <= 0x5A { value += 0x20 }
                lastStart = output.count
                last = value
                output.append(UInt8(value))
                continue
            }
            value = widthFolded(value)
            if let mark = VoicedMark(value) {
                if let voiced = mark.applied(to: last) {
                    output.removeSubrange(lastStart...)
                    last = voiced
                    appendUTF8(voiced, to: &output)
                    continue
                }
                value = mark.combiningValue
            }
            value = kanaFolded(value)
            if mayHaveCase(value), let folded = Unicode.Scalar(value), folded.properties.changesWhenLowercased {
                lastStart = output.count
                for lower in folded.properties.lowercaseMapping.unicodeScalars {
                    last = lower.value
                    appendUTF8(lower.value, to: &output)
                }
                continue
            }
            lastStart = output.count
            last = value
            appendUTF8(value, to: &output)
        }
    }

    /// Full-width ASCII as ASCII, half-width katakana as full-width katakana, spaces and dashes as ASCII.
    private static func widthFolded(_ value: UInt32) -> UInt32 {
        switch value {
        case 0xFF01...0xFF5E:
            let ascii = value - 0xFF01 + 0x21
            return ascii >= 0x41 && ascii <= 0x5A ? ascii + 0x20 : ascii
        case 0xFF61...0xFF9F:
            return UInt32(halfWidthKatakana[Int(value - 0xFF61)])
        case 0x3000:
            return 0x20
        case 0x2010...0x2013, 0x2212:
            return 0x2D
        default:
            return value
        }
    }

    /// Whether `value`, a scalar above ASCII, may be an uppercase letter. Kana, kanji, hangul and
    /// the punctuation between them have no case: asking Unicode's properties for each of them
    /// was a quarter of an index's build over the 標準病名 master.
    private static func mayHaveCase(_ value: UInt32) -> Bool {
        switch value {
        case 0x3000..<0xA640, 0xAC00..<0xD7B0, 0xF900..<0xFB00: false
        default: true
        }
    }

    /// Katakana as hiragana; other scalars unchanged.
    private static func kanaFolded(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x30A1...0x30F6, 0x30FD, 0x30FE: value - 0x60
        default: value
        }
    }

    /// The full-width forms of U+FF61 to U+FF9F, in order; ﾞ and ﾟ become combining marks.
    private static let halfWidthKatakana: [UInt16] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9,
        0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB,
        0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1,
        0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5,
        0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9,
        0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x3099, 0x309A,
    ]

    private static func appendUTF8(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case ..<0x80:
            output.append(UInt8(value))
        case ..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}

/// A voiced (゛) or semi-voiced (゜) sound mark, in any of its spellings, and the kana it makes.
private enum VoicedMark {
    case voiced, semiVoiced

    /// The mark `value` is, combining (U+3099, U+309A) or spacing (U+309B, U+309C); half-width
    /// marks are combining ones once width is folded.
    init?(_ value: UInt32) {
        switch value {
        case 0x3099, 0x309B: self = .voiced
        case 0x309A, 0x309C: self = .semiVoiced
        default: return nil
        }
    }

    /// The combining form, kept where no kana before it takes the mark.
    var combiningValue: UInt32 { self == .voiced ? 0x3099 : 0x309A }

    /// The voiced hiragana of `kana` (hiragana or katakana), or nil when the mark does not apply to it.
    func applied(to kana: UInt32) -> UInt32? {
        let hiragana = kana >= 0x30A1 && kana <= 0x30F6 ? kana - 0x60 : kana
        switch (self, hiragana) {
        case (.voiced, 0x304B...0x3062) where hiragana % 2 == 1,  // か to ち: the voiced form follows
            (.voiced, 0x3064...0x3069) where hiragana % 2 == 0,  // つ, て, と
            (.voiced, 0x306F...0x307D) where (hiragana - 0x306F) % 3 == 0:  // は, ひ, ふ, へ, ほ
            return hiragana + 1
        case (.semiVoiced, 0x306F...0x307D) where (hiragana - 0x306F) % 3 == 0:
            return hiragana + 2
        case (.voiced, 0x3046):  // う → ゔ
            return 0x3094
        case (.voiced, 0x309D):  // ゝ → ゞ
            return 0x309E
        default:
            return nil
        }
    }
}
