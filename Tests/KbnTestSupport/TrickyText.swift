// Text drawn at random from what spreadsheets and databases really hold: quotes, backslashes,
// interpolation and raw-string delimiters, control characters, bidirectional marks, combining
// characters, emoji, keywords and names that KbnType or the generated code already uses.

public enum TrickyText {
    /// Pieces of text that have broken code generators: each is kept whole when drawn.
    public static let fragments: [String] = [
        "\"", "\\", "\\(", "\\(x)", "\"\"\"", "#", "#\"", "\"#", "##", "\\u{41}", "\\n", "/*", "*/", "///",
        "\n", "\r\n", "\r", "\t", "\u{0}", "\u{7}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}",
        "\u{200B}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFC}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{E000}",
        "\u{F8FF}", "\u{10FFFF}", "\u{E0001}", "\u{301}", "\u{20DD}", "e\u{301}", "\u{E9}", "\u{1100}\u{1161}",
        "👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "😀", "𝒳", "男性", "女性", "東京都", "ﾃｽﾄ", "ｶﾞ", "עברית", "العربية",
        "ǅ", "ß", "İ", "ﬃ", "Ω", "Å", " ", "  ", "\u{3000}", "\u{A0}", "'", "`", "$", "$0", "@", "{", "}",
    ]

    /// Case names the generator must accept or reject with a message, never render wrongly:
    /// keywords, contextual keywords, names of KbnType's members and of types the generated code
    /// names, and non-ASCII identifiers.
    public static let identifiers: [String] = [
        "man", "woman", "tokyo", "a", "A", "x0", "_x", "x_", "__", "_0",
        "default", "class", "var", "let", "func", "in", "is", "as", "try", "true", "false", "nil", "Any",
        "super", "where", "while", "repeat", "import", "operator", "protocol", "extension", "subscript",
        "associatedtype", "throws", "rethrows", "async", "await", "some", "any", "get", "set", "willSet",
        "didSet", "open", "public", "internal", "package", "private", "fileprivate", "static", "mutating",
        "lazy", "weak", "unowned", "indirect", "deinit", "fallthrough", "defer", "guard", "inout",
        "borrowing", "consuming", "sending", "actor", "macro", "each", "consume", "copy", "discard", "none",
        "self", "Self", "init", "Type", "Protocol", "_", "$0", "x$", "0x", "1abc", "",
        "prefix", "postfix", "code", "logicalName", "kindLogicalName", "allCases", "cases", "_kbnTable", "get",
        "hash", "hashValue", "encode", "description", "rawValue", "known", "unknown", "kbnOrdinal", "AllCases",
        "allKinds", "value", "codeIndex", "KbnKit", "Swift", "Kbn", "KbnType", "KbnTable", "KbnValue",
        "KbnCodeIndex", "String", "Int", "UInt8", "Bool", "Optional", "Array", "Never", "Void", "AnyObject",
        "Sendable", "Hashable", "Codable", "CaseIterable", "Equatable", "Decoder", "Encoder", "Hasher", "Error",
        "Gender", "Prefecture", "main", "print",
        "男性", "女性", "東京都", "性別区分", "ñandú", "Ñandú", "café", "cafe\u{301}", "Straße", "ǅungla", "İstanbul",
        "ıi", "Ωmega", "µ", "ª", "½", "𝒳", "😀", "👍🏽", "x\u{20DD}", "אבג", "عربي", "x\u{200D}y", "x\u{202E}y",
        "ｶﾀｶﾅ", "x\u{FEFF}", "\u{301}x",
    ]

    /// A random string of up to `maximumLength` fragments and scalars.
    public static func text(maximumLength: Int, using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumLength, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: text += random.pick(fragments)
            case 1: text.unicodeScalars.append(scalar(using: &random))
            default: text += random.pick(["01", "区分", "name", " ", "Value", "-", "."])
            }
        }
        return text
    }

    /// A random Unicode scalar: ASCII most often, any plane sometimes.
    public static func scalar(using random: inout SeededGenerator) -> Unicode.Scalar {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x0...0x7F, 0x80...0x7FF, 0x3040...0x9FFF, 0x800...0xD7FF, 0xE000...0xFFFF,
            0x1F300...0x1FAFF, 0x10000...0x10FFFF,
        ]
        return Unicode.Scalar(UInt32.random(in: random.pick(ranges), using: &random))!
    }

    /// A random identifier-like name: from the list above, or built from letters of many scripts.
    public static func identifier(using random: inout SeededGenerator) -> String {
        if random.oneIn(2) { return random.pick(identifiers) }
        let heads: [ClosedRange<UInt32>] = [
            0x41...0x5A, 0x61...0x7A, 0x5F...0x5F, 0xC0...0xFF, 0x3B1...0x3C9, 0x430...0x44F, 0x5D0...0x5EA,
            0x627...0x64A, 0x3041...0x3096, 0x4E00...0x9FFF, 0x1F600...0x1F64F, 0x10000...0x1FFFD, 0xE0000...0xEFFFD,
        ]
        let tails = heads + [0x30...0x39, 0x300...0x36F, 0x20D0...0x20FF, 0xFE20...0xFE2F]
        var name = String(Unicode.Scalar(UInt32.random(in: random.pick(heads), using: &random))!)
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            name.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: random.pick(tails), using: &random))!)
        }
        return name
    }
}
