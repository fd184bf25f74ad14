// The order in which Xcode writes the keys of a String Catalog, so that a catalog kbn-gen writes is
// the file Xcode would save: opening and saving it in Xcode changes nothing, and diffs stay small.

import KbnGeneratorCore

/// The place of a key among the keys of a JSON object as Xcode sorts them in `.xcstrings` files.
///
/// Xcode writes catalogs with Foundation's JSONSerialization, whose sorted keys are compared by
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: .system)`: the Unicode
/// collation of the root locale, with runs of digits compared as numbers. Without the collation's
/// tables (KbnGeneratorCore uses the standard library only), this reproduces it for ASCII, which real
/// catalogs confirm (Tests/KbnGeneratorCoreTests/Fixtures/StringCatalogs): whitespace, then
/// punctuation and symbols in the collation's order, then numbers, then letters regardless of case.
/// Keys equal so far put lowercase first at their first difference in case, then the smaller code
/// point. Other characters are placed by their category: punctuation and symbols (emoji too) after
/// ASCII's, letters of other scripts after ASCII letters, each by code point, which Xcode orders by
/// script instead. Xcode reads keys in any order, so such a key only moves when Xcode saves the file.
struct XcodeKeyOrder: Comparable {
    private let weights: [Weight]
    private let key: String

    /// `key`'s place in the order, worked out once, so that sorting compares ready values.
    init(_ key: String) {
        self.key = key
        weights = Self.weights(of: key)
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.weights != rhs.weights { return lhs.weights.lexicographicallyPrecedes(rhs.weights) }
        for (x, y) in zip(lhs.key.unicodeScalars, rhs.key.unicodeScalars) where x != y {
            if lowercased(x) == lowercased(y) { return x.properties.isLowercase }
            return x.value < y.value
        }
        return lhs.key.unicodeScalars.count < rhs.key.unicodeScalars.count
    }

    /// What the collation compares a character by, in its order: every symbol before every number,
    /// every number before every letter.
    private enum Weight: Comparable {
        /// A rank: ASCII's in ``asciiSymbols`` first, then other punctuation and symbols by code point.
        case symbol(Int)
        /// A run of digits without its leading zeros: more digits is a larger number.
        case number(digitCount: Int, digits: String)
        /// The lowercase code point.
        case letter(UInt32)
    }

    /// ASCII whitespace, punctuation and symbols in the root collation's order.
    private static let asciiSymbols = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static func weights(of key: String) -> [Weight] {
        var weights: [Weight] = []
        var digits = ""
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = String(digits.drop { $0 == "0" })
            weights.append(.number(digitCount: significant.count, digits: significant))
            digits = ""
        }
        for scalar in key.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits.unicodeScalars.append(scalar)
                continue
            }
            endNumber()
            if scalar.isASCII {
                if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
                    weights.append(.letter(lowercased(scalar)))
                } else if let rank = asciiSymbols.firstIndex(of: scalar) {
                    weights.append(.symbol(rank))
                }  // else a control character, which the collation ignores
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .format:
                continue  // ignored by the collation
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                .spaceSeparator, .lineSeparator, .paragraphSeparator:
                weights.append(.symbol(asciiSymbols.count + Int(scalar.value)))
            default:
                weights.append(.letter(lowercased(scalar)))
            }
        }
        endNumber()
        return weights
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> UInt32 {
        // ASCII, most of any key, without building the mapping's string.
        if scalar.isASCII { return ("A"..."Z").contains(scalar) ? scalar.value + 0x20 : scalar.value }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar.value
    }
}
