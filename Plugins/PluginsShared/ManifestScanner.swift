// Which targets a package manifest applies a plugin to, read from the text of Package.swift.
// PackagePlugin does not tell a command plugin which plugins a target applies, so the command
// plugin reads the manifest. A pure function over text, unit-tested on real manifests.

/// Finds the targets whose declaration in a manifest's text applies a plugin.
///
/// A declaration is a call with a `name:` argument that is one string literal and a `plugins:`
/// argument that holds the plugin's name as a string literal, both at the call's own level:
/// `.target(name: "Models", plugins: [.plugin(name: "KbnGeneratorPlugin", package: "swift-kbn")])`
/// or, inside swift-kbn, `plugins: ["KbnGeneratorPlugin"]`. Comments are skipped, and string
/// literals are read as Swift reads them (escapes, interpolation, raw and multi-line strings).
///
/// Its limit: only what the call spells out is seen. A manifest that keeps the plugin usage or the
/// target's name in a variable, or builds targets in a function, hides them from the scanner.
enum ManifestScanner {
    /// The names of the targets that `manifest` declares with `plugin` among their plugins.
    static func targetsApplying(plugin: String, in manifest: String) -> Set<String> {
        let tokens = ManifestLexer.tokens(of: manifest)
        var names: Set<String> = []
        var groups: [Group] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .open(let bracket):
                groups.append(Group(bracket: bracket, argumentStart: index + 1))
            case .comma where !groups.isEmpty:
                groups[groups.count - 1].endArgument(at: index)
            case .close:
                guard var group = groups.popLast() else { continue }
                group.endArgument(at: index)
                if group.bracket == .parenthesis, let name = group.targetName(in: tokens, applying: plugin) {
                    names.insert(name)
                }
            default:
                continue
            }
        }
        return names
    }

    /// An open parenthesis, bracket or brace, and its arguments so far: the token ranges between
    /// the commas at its own level.
    private struct Group {
        let bracket: ManifestToken.Bracket
        var argumentStart: Int
        var arguments: [Range<Int>] = []

        mutating func endArgument(at index: Int) {
            arguments.append(argumentStart..<index)
            argumentStart = index + 1
        }

        /// The call's `name:` when its `plugins:` names `plugin`.
        func targetName(in tokens: [ManifestToken], applying plugin: String) -> String? {
            var name: String?
            var appliesPlugin = false
            for range in arguments {
                let argument = tokens[range]
                guard argument.count > 2, case .word(let label) = argument.first,
                      argument.dropFirst().first == .colon else { continue }
                let value = argument.dropFirst(2)
                if label == "name", value.count == 1, case .string(let literal)? = value.first {
                    name = literal
                } else if label == "plugins" {
                    appliesPlugin = value.contains(.string(plugin))
                }
            }
            return appliesPlugin ? name : nil
        }
    }
}

/// A piece of manifest text that matters to the scanner; whitespace and comments are dropped.
enum ManifestToken: Equatable {
    enum Bracket: Equatable { case parenthesis, square, brace }

    case open(Bracket)
    case close(Bracket)
    case comma
    case colon
    /// An identifier, keyword or number.
    case word(String)
    /// A string literal's value; nil for one with interpolation, whose value is not known.
    case string(String?)
    /// Any other punctuation, such as `.` or `+`.
    case other
}

/// Splits manifest text into tokens.
struct ManifestLexer {
    private let bytes: [UInt8]
    private var index = 0

    /// Every token of `text`.
    static func tokens(of text: String) -> [ManifestToken] {
        var lexer = ManifestLexer(bytes: Array(text.utf8))
        var tokens: [ManifestToken] = []
        while let token = lexer.nextToken() {
            tokens.append(token)
        }
        return tokens
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func byte(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func isAt(_ text: String) -> Bool {
        let expected = Array(text.utf8)
        return bytes.count - index >= expected.count && bytes[index..<(index + expected.count)].elementsEqual(expected)
    }

    private mutating func nextToken() -> ManifestToken? {
        while let byte = byte() {
            if isAt("//") {
                while let next = self.byte(), next != ASCII.newline { index += 1 }
            } else if isAt("/*") {
                skipBlockComment()
            } else if ASCII.isWhitespace(byte) {
                index += 1
            } else if byte == ASCII.quote || byte == ASCII.hash && rawStringHashes() != nil {
                return .string(readString())
            } else if ASCII.isWordByte(byte) {
                let start = index
                while let next = self.byte(), ASCII.isWordByte(next) { index += 1 }
                return .word(String(decoding: bytes[start..<index], as: UTF8.self))
            } else {
                index += 1
                return ASCII.punctuation[byte] ?? .other
            }
        }
        return nil
    }

    /// Skips a `/* … */` comment, which may nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if isAt("/*") {
                depth += 1
                index += 2
            } else if isAt("*/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// The number of `#` before a raw string's opening quote at the current position, or nil when
    /// the `#` begins something else, such as `#if`.
    private func rawStringHashes() -> Int? {
        var count = 0
        while byte(at: count) == ASCII.hash { count += 1 }
        return byte(at: count) == ASCII.quote ? count : nil
    }

    /// Reads a string literal from its opening delimiter to its closing one.
    private mutating func readString() -> String? {
        let hashes = rawStringHashes() ?? 0
        index += hashes
        let quotes = isAt("\"\"\"") ? "\"\"\"" : "\""
        index += quotes.count
        let closing = quotes + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var value: [UInt8] = []
        var interpolated = false
        while let byte = byte() {
            if isAt(closing) {
                index += closing.count
                break
            } else if quotes.count == 1 && byte == ASCII.newline {
                break  // unterminated: the compiler reports it, the scanner goes on
            } else if isAt(escape) {
                index += escape.count
                if self.byte() == ASCII.openParenthesis {
                    interpolated = true
                    skipInterpolation()
                } else {
                    value += readEscapedCharacter()
                }
            } else {
                value.append(byte)
                index += 1
            }
        }
        return interpolated ? nil : String(decoding: value, as: UTF8.self)
    }

    /// Skips `(expression)` after a backslash, which may hold strings and parentheses of its own.
    private mutating func skipInterpolation() {
        index += 1
        var depth = 1
        while depth > 0, let token = nextToken() {
            if token == .open(.parenthesis) { depth += 1 }
            if token == .close(.parenthesis) { depth -= 1 }
        }
    }

    /// The bytes an escape stands for, the backslash already read: `\n`, `\"`, `\u{…}` and so on.
    private mutating func readEscapedCharacter() -> [UInt8] {
        guard let byte = byte() else { return [] }
        index += 1
        switch byte {
        case UInt8(ascii: "n"): return [ASCII.newline]
        case UInt8(ascii: "t"): return [UInt8(ascii: "\t")]
        case UInt8(ascii: "r"): return [UInt8(ascii: "\r")]
        case UInt8(ascii: "0"): return [0]
        case UInt8(ascii: "u") where self.byte() == UInt8(ascii: "{"):
            let start = index + 1
            while let next = self.byte(), next != UInt8(ascii: "}") { index += 1 }
            let hex = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { Array(String($0).utf8) } ?? []
        case ASCII.newline: return []  // a multi-line string's line continuation
        default: return [byte]  // \" \' \\
        }
    }
}

/// The bytes the lexer tells apart.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let openParenthesis = UInt8(ascii: "(")
    static let punctuation: [UInt8: ManifestToken] = [
        UInt8(ascii: "("): .open(.parenthesis), UInt8(ascii: ")"): .close(.parenthesis),
        UInt8(ascii: "["): .open(.square), UInt8(ascii: "]"): .close(.square),
        UInt8(ascii: "{"): .open(.brace), UInt8(ascii: "}"): .close(.brace),
        UInt8(ascii: ","): .comma, UInt8(ascii: ":"): .colon,
    ]

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == newline || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Letters, digits, `_`, `$`, `#` (as in `#if`) and every byte of a non-ASCII character, which
    /// Swift allows in identifiers.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), hash, 0x80...:
            true
        default:
            false
        }
    }
}
