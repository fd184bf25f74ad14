// An attribute value as a sort compares it, made once per value: what lets a display order of text
// that spells one prefix both composed and decomposed cost no more than one of plain ASCII.

/// An attribute value as display order compares it: in the order of `KbnAttributeValue`'s `<`, and
/// equal exactly where those values are equal.
///
/// `String`'s `<` orders text by its canonical composition (NFC), scalar by scalar, which is the
/// order of that form's UTF-8 bytes. It finds the form anew in each comparison where two strings
/// spell what they share differently, one composed and the other decomposed, so that a sort of
/// values with a long such prefix normalized that prefix in each of its comparisons. A key holds
/// the NFC form's bytes, made once, and a comparison compares bytes only.
///
/// The standard library normalizes with `String._nfcCodeUnits`: underscored, but public and part of
/// its ABI since Swift 5, with no availability of its own, so Apple's OSes at the deployment floor
/// have it; the standard library has no other normalization yet, and Foundation is not used here.
struct KbnSortKey: Comparable, Sendable {
    private enum Value: Equatable, Sendable {
        /// A string's NFC form, as UTF-8.
        case text([UInt8])
        /// A string with more combining marks in a row than any text, as its UTF-8, which it sorts
        /// by after every other string (`KbnTextEquality`): normalizing it would cost time that
        /// grows with the square of its run.
        case beyondLimit([UInt8])
        /// A number or flag, which compares as itself.
        case other(KbnAttributeValue)
    }

    private let value: Value

    /// The key of `attributeValue`.
    ///
    /// - Complexity: O(*m*) for a string of *m* bytes.
    init(_ attributeValue: KbnAttributeValue) {
        guard case .string(let text) = attributeValue else {
            value = .other(attributeValue)
            return
        }
        let bytes = Array(text.utf8)
        guard !KbnCombiningMarks.exceedsLimit(text) else {
            value = .beyondLimit(bytes)
            return
        }
        // ASCII is its own NFC form: only other text needs the normalizer.
        value = .text(bytes.contains { $0 >= 0x80 } ? text._nfcCodeUnits : bytes)
    }

    /// Strings first, as `KbnAttributeValue` orders the types; the values of one column share one.
    ///
    /// - Complexity: O(*m*) for strings that share *m* bytes; O(1) otherwise.
    static func < (lhs: KbnSortKey, rhs: KbnSortKey) -> Bool {
        switch (lhs.value, rhs.value) {
        case let (.text(left), .text(right)), let (.beyondLimit(left), .beyondLimit(right)): precedes(left, right)
        case let (.other(left), .other(right)): left < right
        case (.text, _), (.beyondLimit, .other): true
        case (.beyondLimit, .text), (.other, _): false
        }
    }

    /// Whether `left` comes before `right` in the lexicographic order of their bytes.
    private static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBytes { left in
            right.withUnsafeBytes { right in
                let common = min(left.count, right.count)
                var offset = 0
                // Eight bytes at a time, the first most significant, so that the words order as
                // their bytes do: a long shared prefix is read as fast as a plain copy.
                while offset + 8 <= common {
                    let leftWord = UInt64(bigEndian: left.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    let rightWord = UInt64(bigEndian: right.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    if leftWord != rightWord { return leftWord < rightWord }
                    offset += 8
                }
                while offset < common {
                    if left[offset] != right[offset] { return left[offset] < right[offset] }
                    offset += 1
                }
                return left.count < right.count
            }
        }
    }
}
