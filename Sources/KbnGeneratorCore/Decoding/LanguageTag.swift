// What a language tag must look like, for `localizedNames` and for String Catalogs alike.

/// The BCP 47 language tags that catalogs and `localizedNames` name languages with.
package enum LanguageTag {
    /// Whether `tag` has the form the definitions' `localizedNames` accept: letters, digits and
    /// hyphens, such as `ja`, `en-GB`, `zh-Hant` or `es-419`.
    package static func isWellFormed(_ tag: String) -> Bool {
        !tag.isEmpty && tag.first != "-" && tag.last != "-"
            && tag.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }
    }
}
