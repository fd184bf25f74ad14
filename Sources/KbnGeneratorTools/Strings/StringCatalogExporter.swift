// Stage: exporting, `kbn-gen export-strings` in memory. Every name of a definitions file becomes a
// catalog key that translators see with its source string, the translations it has and a comment.

import KbnGeneratorCore

/// Turns definitions into the String Catalog that translators work in.
package enum StringCatalogExporter {
    /// The language of logical names unless the command line names another: code masters that
    /// need 区分値 are mostly Japanese.
    package static let defaultSourceLanguage = "ja"

    /// An exported catalog.
    package struct Result: Sendable {
        /// The `.xcstrings` file, as Xcode writes it.
        package var text: String
        /// The names left out of the catalog, each where the definitions file gives it.
        package var warnings: [Diagnostic]
    }

    /// The catalog for `definitions`: a key for each kind's logical name, for each value's and for
    /// each short name (see ``StringCatalogKey``). The source string, in `sourceLanguage`, is the
    /// logical name or the short name; a value's `localizedNames` are its translations, marked
    /// translated; descriptions are the comments.
    package static func export(_ definitions: ValidatedDefinitions, sourceLanguage: String) -> Result {
        var diagnostics = DiagnosticCollector()
        let catalog = catalog(of: definitions.definitions, sourceLanguage: sourceLanguage, diagnostics: &diagnostics)
        return Result(text: StringCatalogWriter.text(of: catalog), warnings: diagnostics.diagnostics)
    }

    private static func catalog(
        of definitions: Definitions, sourceLanguage: String, diagnostics: inout DiagnosticCollector
    ) -> StringCatalog {
        let namespace = definitions.namespace.value
        var entries: [StringCatalog.Entry] = []
        for kind in definitions.kinds {
            let kindName = kind.name.value
            entries.append(
                entry(
                    .kind(namespace: namespace, kind: kindName), at: kind.name.location,
                    source: kind.logicalName, in: sourceLanguage, comment: kind.description
                ))
            for value in kind.values {
                let caseName = value.caseName.value
                var valueEntry = entry(
                    .value(namespace: namespace, kind: kindName, caseName: caseName), at: value.caseName.location,
                    source: value.logicalName, in: sourceLanguage, comment: value.description
                )
                for name in value.localizedNames {
                    // The source language's string is the logical name; a second one has no place.
                    guard name.language.value.lowercased() != sourceLanguage.lowercased() else {
                        diagnostics.append(
                            .warning(
                                "the \(name.language.value.quotedForMessage) name of case \(caseName.quotedForMessage) of kind \(kindName.quotedForMessage) is left out of the catalog: \(sourceLanguage.quotedForMessage) is the catalog's source language, whose string is the logical name",
                                at: name.language.location
                            ))
                        continue
                    }
                    valueEntry.localizations.append(localization(name.name, in: name.language))
                }
                entries.append(valueEntry)
                if let shortName = value.shortName {
                    let context = "A short form of \u{201C}\(value.logicalName)\u{201D}, for where space is scarce."
                    entries.append(
                        entry(
                            .shortName(namespace: namespace, kind: kindName, caseName: caseName),
                            at: shortName.location,
                            source: shortName.value, in: sourceLanguage,
                            comment: [context, value.description].compactMap { $0 }.joined(separator: "\n")
                        ))
                }
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, entries: entries)
    }

    /// An entry whose only string is the source string.
    private static func entry(
        _ key: StringCatalogKey, at location: SourceLocation, source: String, in language: String, comment: String?
    ) -> StringCatalog.Entry {
        StringCatalog.Entry(
            key: Located(key.text, at: location), comment: comment,
            localizations: [localization(Located(source, at: location), in: Located(language, at: location))]
        )
    }

    private static func localization(_ text: Located<String>, in language: Located<String>)
        -> StringCatalog.Localization
    {
        StringCatalog.Localization(
            language: language,
            stringUnit: StringCatalog.StringUnit(
                state: Located(StringCatalog.StringUnit.translated, at: text.location), value: text,
                location: text.location
            )
        )
    }
}
