// When two texts that may come from outside the app are equal, how one is hashed and in which
// order they sort: the one rule for KbnKit's kept codes and for attribute values alike, here,
// below both.

/// Equality and hashing of texts whose runs of combining marks no check has bounded.
///
/// Texts are equal as `String`s are, unless either has more combining marks in a row than any text
/// may (``KbnCombiningMarks/longestRun``): such a text equals only the same bytes, and is hashed
/// from them. Comparing and hashing it as a `String` would put its run in canonical order, at a
/// cost that grows with the square of the run; by its bytes the cost is in proportion to them.
///
/// It stays an equivalence: a text beyond the limit and one within it differ in their bytes, so
/// neither comparison makes them equal, and ``hash(_:into:)`` agrees with ``equal(_:_:)``.
package enum KbnTextEquality {
    /// Whether `left` and `right` are equal.
    ///
    /// - Complexity: O(1) for texts whose lengths differ more than ``longestSpelling(ofTextOf:)``
    ///   allows; else O(*n*) for texts of *n* bytes.
    package static func equal(_ left: String, _ right: String) -> Bool {
        // The same bytes are equal under either rule, and most equal texts have them: comparing
        // bytes first spares them the two scans for runs of marks, which cost a search index of
        // 26,704 readings a few milliseconds in finding the attribute a key path reads.
        if haveTheSameBytes(left, right) { return true }
        // Texts whose lengths are farther apart than two spellings of one text can be are not equal,
        // and that is known at once: a check mark compares each row's short code with the chosen
        // one, which may be any long text from outside.
        let (shorter, longer) = (min(left.utf8.count, right.utf8.count), max(left.utf8.count, right.utf8.count))
        if longer > longestSpelling(ofTextOf: shorter) { return false }
        // A text beyond the limit equals only the same bytes.
        if KbnCombiningMarks.exceedsLimit(left) || KbnCombiningMarks.exceedsLimit(right) { return false }
        return left == right
    }

    /// The most UTF-8 bytes of a string equal as `String`s to a text of `length` bytes: 16 times as
    /// many.
    ///
    /// Equal strings have the same canonical decomposition (NFD). The text has at most `length`
    /// scalars, and each decomposes into at most four (Unicode's longest canonical decomposition,
    /// U+1F82's), so the decomposition has at most 4 × `length` scalars; a string with that
    /// decomposition has no more scalars than it, since a scalar never decomposes into none, and
    /// each takes at most four bytes.
    package static func longestSpelling(ofTextOf length: Int) -> Int {
        16 * length
    }

    /// Whether `left` and `right` are spelled with the same UTF-8 bytes.
    ///
    /// - Complexity: O(1) for texts of different lengths; else O(*n*) for texts of *n* bytes.
    private static func haveTheSameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var left = left
        var right = right
        return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
    }

    /// Whether `left` sorts before `right`: as `String`s do, and every text within the limit before
    /// every text beyond it, which sort by their bytes: a total order that agrees with
    /// ``equal(_:_:)``, at a cost in proportion to the bytes compared.
    ///
    /// - Complexity: O(*n*) for texts of *n* bytes.
    package static func precedes(_ left: String, _ right: String) -> Bool {
        switch (KbnCombiningMarks.exceedsLimit(left), KbnCombiningMarks.exceedsLimit(right)) {
        case (false, false): left < right
        case (true, true): left.utf8.lexicographicallyPrecedes(right.utf8)
        case (let leftIsBeyond, _): !leftIsBeyond
        }
    }

    /// Hashes `text` as ``equal(_:_:)`` compares it.
    ///
    /// - Complexity: O(*n*) for a text of *n* bytes.
    package static func hash(_ text: String, into hasher: inout Hasher) {
        guard KbnCombiningMarks.exceedsLimit(text) else {
            hasher.combine(text)
            return
        }
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        // Ends the bytes, as a `String`'s own hash is ended, so that what is hashed after them is
        // not read as part of them.
        hasher.combine(0xFF as UInt8)
    }
}
