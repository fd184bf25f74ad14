// What a language tag must look like, for `localizedNames` and for String Catalogs alike, and how
// long one can be: here, below the generator and KbnKit, so that an app answers a longer string
// asked for as a language at once, as the generator refuses it.

/// The BCP 47 language tags that catalogs and `localizedNames` name languages with.
package enum KbnLanguageTag {
    /// The longest tag, in characters: BCP 47 asks programs to take tags of 35 at least, and
    /// 64 holds any a catalog or a master uses, so that a tag read from an update stays short.
    package static let longest = 64

    /// Whether `tag` has the form the definitions' `localizedNames` accept: letters, digits and
    /// hyphens, such as `ja`, `en-GB`, `zh-Hant` or `es-419`, at most ``longest`` of them.
    package static func isWellFormed(_ tag: String) -> Bool {
        !tag.isEmpty && tag.utf8.count <= longest && tag.first != "-" && tag.last != "-"
            && tag.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }
    }
}
