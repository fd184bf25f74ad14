// Every rule about the Swift names the generator writes, in one place: what an identifier is,
// which words need backticks, and which names would collide with generated or KbnKit members.

/// Rules for the identifiers the generator writes.
package enum SwiftNames {
    /// Words that are keywords in some position, so a declaration must write them in backticks.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
        "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual in types (`some P`, `any P`, `each T`): `extension some` does not parse.
        "any", "each", "some",
    ]

    /// Names that mean something else after a type's name (`Kind.self`, `Kind.Type`, `Kind.init`)
    /// or that Swift does not allow as a declaration's name even in backticks.
    static let meaningfulAfterTypeName: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Members every kind has through `KbnType`; a case with one of these names would hide it.
    package static let kbnTypeMembers: Set<String> = [
        "_kbnTable", "prefix", "kindLogicalName", "kindDescription", "allCases", "cases", "get",
        "postfix", "logicalName", "code", "shortName", "localizedName", "deprecationMessage",
        "hash", "hashValue", "encode", "rawValue", "id", "description", "debugDescription", "codingKey",
        // Associated types of CaseIterable, RawRepresentable and Identifiable: `Kind.AllCases` would
        // name the type, not the case.
        "AllCases", "RawValue", "ID",
    ]

    /// Names the generated namespace declares, so no kind may take them.
    package static let namespaceMembers: Set<String> = ["allKinds", "value", "codeIndex"]

    /// Module names the generated code qualifies types with, so no kind or namespace may shadow them.
    static let qualifyingModules: Set<String> = ["Swift", "KbnKit"]

    /// `name` as it must be written in a declaration: in backticks when it is a keyword.
    package static func declarationName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Why `name` cannot be an enum case of a kind, or nil when it can.
    package static func problemWithCaseName(_ name: String) -> String? {
        if let problem = problemWithIdentifier(name) { return problem }
        if meaningfulAfterTypeName.contains(name) {
            return "it already means something after a type's name (Kind.\(name))"
        }
        if kbnTypeMembers.contains(name) {
            return "every kind already has a member '\(name)' from KbnType"
        }
        if qualifyingModules.contains(name) {
            return "it would hide the module \(name), which the generated code uses"
        }
        return nil
    }

    /// Why `name` cannot be an instance property of a kind (an attribute), or nil when it can.
    package static func problemWithMemberName(_ name: String) -> String? {
        if let problem = problemWithIdentifier(name) { return problem }
        if meaningfulAfterTypeName.contains(name) {
            return "it already means something in Swift"
        }
        if kbnTypeMembers.contains(name) {
            return "every kind already has a member '\(name)' from KbnType"
        }
        // `KbnKit.KbnTable<Self>(…)` in the kind's table would name the property.
        if qualifyingModules.contains(name) {
            return "it would hide the module \(name), which the generated code uses"
        }
        return nil
    }

    /// The `isIn…` property that tells whether a value belongs to the group `group`.
    package static func membershipPropertyName(forGroup group: String) -> String {
        "isIn" + group.prefix(1).uppercased() + group.dropFirst()
    }

    /// Why `name` cannot be a generated type's name (a kind or the namespace), or nil when it can.
    package static func problemWithTypeName(_ name: String) -> String? {
        if let problem = problemWithIdentifier(name) { return problem }
        if keywords.contains(name) || meaningfulAfterTypeName.contains(name) {
            return "it is a Swift keyword"
        }
        if qualifyingModules.contains(name) {
            return "it would hide the module \(name), which the generated code uses"
        }
        return nil
    }

    /// The longest name of a kind, case, attribute, group or namespace, in bytes of UTF-8: far
    /// more than a name people read needs (170 kanji), so that every name, and every key of an
    /// update that names one, stays short.
    package static let longestName = 512

    /// Why `name` is not a Swift identifier the generator writes, or nil when it is one.
    static func problemWithIdentifier(_ name: String) -> String? {
        if name.utf8.count > longestName {
            return "it is longer than \(longestName) bytes of UTF-8, more than any name needs"
        }
        if isASCIIIdentifier(name) { return nil }
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if first == "$" || name.unicodeScalars.contains("$") {
            return "'$' is reserved for names the compiler makes"
        }
        if !isIdentifierHead(first) {
            return first.properties.numericType != nil
                ? "an identifier cannot start with a digit"
                : "an identifier cannot start with \(String(first).quotedForMessage)"
        }
        if let bad = name.unicodeScalars.dropFirst().first(where: { !isIdentifierCharacter($0) }) {
            return "an identifier cannot contain \(String(bad).quotedForMessage)"
        }
        return nil
    }

    /// Whether `name` is an identifier of ASCII letters, digits and underscores, as most are.
    ///
    /// A loop over the UTF-8 bytes: unoptimized (the kbn-gen that debug builds run), the generic
    /// algorithms over `unicodeScalars` cost a sixth of checking a large kind.
    private static func isASCIIIdentifier(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard !bytes.isEmpty, !isASCIIDigit(bytes[0]) else { return false }
            var index = 0
            while index < bytes.count, bytes[index] < 0x80, isIdentifierCharacter(Unicode.Scalar(bytes[index])) {
                index += 1
            }
            return index == bytes.count
        }
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // The ranges of The Swift Programming Language's lexical grammar, less the invisible format
    // characters it allows (zero-width spaces and joiners, bidirectional controls): a name that
    // looks like another is a source of confusion, not a feature.

    package static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        if scalar.properties.generalCategory == .format { return false }
        return isInIdentifierHeadRanges(value)
    }

    package static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x30 && value <= 0x39) || isIdentifierHead(scalar)
        }
        // The combining marks: U+0300–U+036F, U+1DC0–U+1DFF, U+20D0–U+20FF and U+FE20–U+FE2F,
        // compared one by one rather than through an array of ranges, which a debug build walks
        // with generic calls for every character of every name.
        if (value >= 0x0300 && value <= 0x036F) || (value >= 0x1DC0 && value <= 0x1DFF)
            || (value >= 0x20D0 && value <= 0x20FF) || (value >= 0xFE20 && value <= 0xFE2F)
        {
            return true
        }
        return isIdentifierHead(scalar)
    }

    /// A binary search of the sorted, disjoint ranges: names in Japanese are made of scalars past
    /// most of them, so a linear scan costs dozens of comparisons a character, for every name
    /// derived and checked.
    static func isInIdentifierHeadRanges(_ value: UInt32) -> Bool {
        var low = 0
        var high = identifierHeadRanges.count
        while low < high {
            let middle = (low + high) / 2
            let range = identifierHeadRanges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Sorted and disjoint, for the binary search.
    static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF,
        0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
        0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD,
        0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
        0xE0000...0xEFFFD,
    ]
}
