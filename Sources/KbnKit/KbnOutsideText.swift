// The one funnel for text from outside the app: the rules that decide whether a string a server,
// an update, a stored value or a search field gave can be a code, and how a string that cannot be
// is kept, compared and hashed at a cost in proportion to its bytes.

@_spi(KbnGenerated) import KbnFormat

/// The rules for strings that come from outside the app.
///
/// Every way a string comes into KbnKit meets these rules here and nowhere else:
/// - looked up as a code (`init?(code:)`, `init?(rawValue:)`, decoding a kind by any overload, a
///   namespace's `value(forCode:)`, an update's `description(of:)`): ``KbnCodeLookup`` asks
///   ``canEqualCode(_:byteCount:ofLength:)`` before it hashes or compares;
/// - asked for as a language (`localizedName(for:)`): ``canBeLanguageTag(_:)``;
/// - kept as a ``KbnValue`` (`init(code:)`, decoding by any overload, `init?(codingKey:)`):
///   decoding goes through `KbnValue(decodedCode:refusal:)`, which asks
///   ``refusalOfDecodedCode(_:)``, and equality and hashing through `KbnTextEquality`, the rule
///   that attribute values follow too;
/// - read from an update's JSON: the definitions reader, which counts marks as it reads.
///
/// **Why.** Comparing and hashing `String`s puts each run of combining marks in canonical order,
/// which costs time that grows with the square of the run's length. Runs are bounded by
/// ``KbnCombiningMarks``: a string with more than ``KbnCombiningMarks/longestRun`` marks in a row is
/// no code, is refused where it is decoded, and where it is kept anyway (`KbnValue(code:)`) is
/// compared and hashed by its UTF-8 bytes, never as a `String`.
enum KbnOutsideText {
    /// Whether `text`, of `byteCount` UTF-8 bytes, can equal as a `String` some code of at most
    /// `codeLength` bytes.
    ///
    /// It cannot when it is longer than any spelling of such a code
    /// (`KbnTextEquality.longestSpelling(ofTextOf:)`) or has more combining marks in a row than a
    /// code can have: a lookup then answers at once, without hashing or comparing it.
    ///
    /// - Complexity: O(1) for a text too long; else O(*n*) for a text of *n* bytes.
    static func canEqualCode(_ text: String, byteCount: Int, ofLength codeLength: Int) -> Bool {
        byteCount <= KbnTextEquality.longestSpelling(ofTextOf: codeLength) && !KbnCombiningMarks.exceedsLimit(text)
    }

    /// Whether `text` can name a language: whether it is no longer than the longest language tag
    /// the definitions may give (`KbnLanguageTag`). A longer one names none, and is answered
    /// without comparing it with the kind's languages once for each of its subtags.
    ///
    /// - Complexity: O(1).
    static func canBeLanguageTag(_ text: String) -> Bool {
        text.utf8.count <= KbnLanguageTag.longest
    }

    /// Why a decoder's string is no value of any kind, or nil when it can be one, known or not.
    ///
    /// Every decoding of a ``KbnValue`` asks this: a string with a longer run of marks than any
    /// text has would make each later comparison and hash of the value slow.
    ///
    /// - Complexity: O(*n*) for a string of *n* bytes.
    @usableFromInline static func refusalOfDecodedCode(_ code: String) -> String? {
        guard KbnCombiningMarks.exceedsLimit(code) else { return nil }
        return "a string with more than \(KbnCombiningMarks.longestRun) combining marks in a row is no code"
    }
}
