// Stage: merging, `kbn-gen import-strings` in memory. The catalog's translated names go into the
// `localizedNames` of the values they name. The definitions file's own JSON tree is edited, not
// rebuilt from Definitions, so everything else stays as the user wrote it: keys in their order, keys
// this version does not know, number literals and every string; and the edits are made to the file's
// text, so its layout stays too, unless it is kbn-gen's own, which is written anew as import-csv writes it.

import KbnFormat
import KbnGeneratorCore

/// Writes the translations of a String Catalog back into a definitions file.
package enum StringCatalogMerger {
    /// A merged definitions file.
    package struct Result: Sendable {
        /// The definitions with the catalog's translations: the file's text with the lines that change
        /// changed and the lines that are added added, or, for a file in the layout `import-csv`
        /// writes, the whole file written in it.
        package var json: String
        /// The strings of the catalog that were not imported and why.
        package var warnings: [Diagnostic]
        /// How many names the definitions did not have, or had with another text, for the command's
        /// summary.
        package var translationsImported: Int
    }

    /// `definitions` with the translations of `catalog`.
    ///
    /// A key's string in a language other than the catalog's source language becomes, when its state
    /// is `translated`, the value's name in that language: it replaces the name the value has in that
    /// language (whatever the case of the tag) or is added after its names, written as the kind
    /// already writes the tag. Strings in other states are skipped, as not yet translated, with a
    /// warning each. Names are never removed. Translated kind names and short names have no place
    /// in the definitions, and are reported; so are plural and device variations, localizations
    /// without a string, and source strings that differ from the definitions' names.
    ///
    /// - Parameters:
    ///   - catalogName: The catalog's name (its path), which diagnostics about it show.
    ///   - definitionsName: The definitions file's name, which diagnostics about it show.
    /// - Throws: Problems with either file, such as a key that names no kind or value, at their
    ///   line and column; the definitions must pass `kbn-gen check`.
    package static func merge(
        catalog: [UInt8], named catalogName: String = Diagnostic.unnamedFile, into definitions: [UInt8],
        named definitionsName: String = LayoutKeepingFile.unnamedFile
    ) throws(DiagnosticsError) -> Result {
        do {
            let result = try merge(catalog: catalog, into: definitions, named: definitionsName)
            return Result(
                json: result.json, warnings: result.warnings.map { $0.inFile(ifUnnamed: catalogName) },
                translationsImported: result.translationsImported)
        } catch {
            throw DiagnosticsError(error.diagnostics.map { $0.inFile(ifUnnamed: catalogName) })
        }
    }

    /// ``merge(catalog:named:into:named:)`` with the catalog's diagnostics unnamed, as its stages make them.
    private static func merge(
        catalog: [UInt8], into definitions: [UInt8], named definitionsName: String
    ) throws(DiagnosticsError) -> Result {
        let (tree, decoded) = try read(definitions, named: definitionsName)
        var diagnostics = DiagnosticCollector(fileOrder: [Diagnostic.unnamedFile, definitionsName])
        let strings = try StringCatalogReader.read(catalog, diagnostics: &diagnostics)
        var translations = TranslationCollector(decoded, sourceLanguage: strings.sourceLanguage)
        for entry in strings.entries {
            translations.collect(entry, diagnostics: &diagnostics)
        }
        try diagnostics.throwIfErrors()
        let (merged, imported) = merging(translations.byValue, into: tree)
        let output = JSONWriter.prettyPrinted(merged)
        do {
            // The names were checked against the format's rules before they went in; this keeps the
            // promise that the file written passes `kbn-gen check` should a rule be added.
            _ = try KbnGenerator.definitions(from: Array(output.text.utf8))
        } catch {
            // Reported where the lines with the problems came from, as the output is no file yet.
            throw DiagnosticsError(error.diagnostics.map { output.refiled($0) { (definitionsName, $0) } })
        }
        let edits = LayoutKeepingFile(definitions, tree: tree).edits(of: merged, inFile: definitionsName)
        return Result(
            json: edits.text.map { String(decoding: $0, as: UTF8.self) } ?? output.text,
            warnings: diagnostics.ordered + (edits.warning.map { [$0] } ?? []), translationsImported: imported)
    }

    /// The syntax tree of the definitions file named `name`, and what it defines.
    private static func read(
        _ definitions: [UInt8], named name: String
    ) throws(DiagnosticsError) -> (JSONValue, Definitions) {
        do {
            return (try JSONReader.read(definitions), try KbnGenerator.definitions(from: definitions))
        } catch {
            throw DiagnosticsError(error.diagnostics.map { $0.inFile(name) })
        }
    }

    /// `tree` with each value's translations in its `localizedNames`. Kinds and values are found by
    /// name and case only, so members the merge does not know are carried over untouched.
    /// `tree` with `translations`, and how many of them it did not have as they are.
    private static func merging(_ translations: [ValuePath: [Translation]], into tree: JSONValue) -> (JSONValue, Int) {
        var tree = tree
        var imported = 0
        tree.updateMember("kinds") { kinds in
            kinds.updateElements { kind in
                guard let kindName = kind.string(at: "name") else { return }
                kind.updateMember("values") { values in
                    values.updateElements { value in
                        guard let caseName = value.string(at: "case"),
                            let names = translations[ValuePath(kind: kindName, caseName: caseName)]
                        else { return }
                        imported += value.addLocalizedNames(names)
                    }
                }
            }
        }
        return (tree, imported)
    }
}

/// A value, by its kind's name and its case.
private struct ValuePath: Hashable {
    var kind: String
    var caseName: String
}

/// A value's name in one language, the tag spelled as its kind spells it.
private struct Translation {
    var language: String
    var name: String
}

/// What a catalog key names, with the text that export wrote as its source string.
private enum KeyTarget {
    case kind(logicalName: String)
    case value(ValuePath, logicalName: String)
    case shortName(String)

    var sourceString: String {
        switch self {
        case .kind(let logicalName), .value(_, let logicalName), .shortName(let logicalName): logicalName
        }
    }
}

/// Sorts a catalog's strings into the value names to import, reporting the rest.
private struct TranslationCollector {
    private let namespace: String
    private let sourceLanguage: String
    private var kinds: [String: KindDefinition] = [:]
    /// Each kind's values by case.
    private var values: [String: [String: ValueDefinition]] = [:]
    /// Each kind's language tags, by lowercased tag, as its values write them.
    private var languageSpellings: [String: [String: String]] = [:]
    /// Each kind's language tags that the kind has no name in yet, by lowercased tag, as the
    /// catalog first writes them.
    private var catalogSpellings: [String: [String: Located<String>]] = [:]
    /// The translations to import, by value, in catalog order.
    private(set) var byValue: [ValuePath: [Translation]] = [:]

    init(_ definitions: Definitions, sourceLanguage: String) {
        namespace = definitions.namespace.value
        self.sourceLanguage = sourceLanguage
        for kind in definitions.kinds {
            let name = kind.name.value
            kinds[name] = kind
            values[name] = Dictionary(
                kind.values.map { ($0.caseName.value, $0) }, uniquingKeysWith: { first, _ in first })
            for language in kind.values.flatMap(\.localizedNames).map(\.language.value) {
                languageSpellings[name, default: [:]][language.lowercased()] = language
            }
        }
    }

    mutating func collect(_ entry: StringCatalog.Entry, diagnostics: inout DiagnosticCollector) {
        guard let target = resolve(entry.key, diagnostics: &diagnostics) else { return }
        let key = entry.key.value.quotedForMessage
        var unplaced: [String] = []
        var firstByLanguage: [String: SourceLocation] = [:]
        for localization in entry.localizations {
            let language = localization.language
            let tag = language.value.quotedForMessage
            let strings = "the \(tag) string of key \(key)"
            guard KbnLanguageTag.isWellFormed(language.value) else {
                diagnostics.error(
                    "\(tag) in key \(key) is not a language code; use a BCP 47 tag such as \"en\" or \"zh-Hant\"",
                    at: language.location)
                continue
            }
            if let first = firstByLanguage.firstOccurrence(
                of: language.value.lowercased(), otherwise: language.location)
            {
                diagnostics.duplicate(
                    "\(tag) in key \(key) names a language given before; language codes ignore case, so give it once",
                    at: language.location, first: first, firstNote: "the language is first given here"
                )
                continue
            }
            if !localization.variations.isEmpty {
                diagnostics.append(
                    .warning(
                        "\(strings) varies by \(localization.variations.joined(separator: ", ")); a name is one string per language, so it is not imported",
                        at: language.location
                    ))
                continue
            }
            guard let unit = localization.stringUnit else {
                diagnostics.append(
                    .warning(
                        "the \(tag) localization of key \(key) has no \"stringUnit\", so it has no string to import",
                        at: language.location))
                continue
            }
            if language.value.lowercased() == sourceLanguage.lowercased() {
                if unit.value.value != target.sourceString {
                    diagnostics.append(
                        .warning(
                            "\(strings) is \(unit.value.value.quotedForMessage), not \(target.sourceString.quotedForMessage) as in the definitions; source strings are not imported: change the name in the definitions file",
                            at: unit.value.location
                        ))
                }
                continue
            }
            guard unit.isTranslated else {
                let state = unit.state.map { "its state is \($0.value.quotedForMessage)" } ?? "it has no state"
                diagnostics.append(
                    .warning(
                        "\(strings) is not imported: \(state), not \"\(StringCatalog.StringUnit.translated)\"; mark it translated when it is done",
                        at: unit.state?.location ?? unit.location
                    ))
                continue
            }
            guard case .value(let path, _) = target else {
                unplaced.append(language.value)
                continue
            }
            add(unit.value, in: language, to: path, key: key, diagnostics: &diagnostics)
        }
        if !unplaced.isEmpty {
            let what = if case .kind = target { "kinds" } else { "short names" }
            diagnostics.append(
                .warning(
                    "the translations of key \(key) (\(unplaced.joined(separator: ", "))) are not imported: the definitions have translated names for values only, not for \(what)",
                    at: entry.key.location
                ))
        }
    }

    /// Adds a value's translated name, unless its language is written in another case than the
    /// kind's other values write it (an error) or the name is empty (a warning). `key` is the
    /// entry's, quoted for messages.
    private mutating func add(
        _ name: Located<String>, in language: Located<String>, to path: ValuePath, key: String,
        diagnostics: inout DiagnosticCollector
    ) {
        guard !name.value.isEmpty else {
            diagnostics.append(
                .warning(
                    "the \(language.value.quotedForMessage) string of key \(key) is empty, so it is not imported",
                    at: name.location))
            return
        }
        let lowercased = language.value.lowercased()
        let spelling: String
        if let written = languageSpellings[path.kind]?[lowercased] {
            spelling = written
        } else if let first = catalogSpellings[path.kind]?[lowercased], first.value != language.value {
            // The kind has no name in the language yet, and two keys write it two ways: the
            // definitions check would reject the result, at lines of a file not written yet.
            diagnostics.duplicate(
                "\(language.value.quotedForMessage) in key \(key) names the language that another key of kind \(path.kind.quotedForMessage) writes \(first.value.quotedForMessage); a kind writes each language one way, so write it as there",
                at: language.location, first: first.location,
                firstNote: "\(first.value.quotedForMessage) is first written here"
            )
            return
        } else {
            catalogSpellings[path.kind, default: [:]][lowercased] = language
            spelling = language.value
        }
        byValue[path, default: []].append(Translation(language: spelling, name: name.value))
    }

    /// The kind, value or short name that `key` names; nil, after reporting why, when there is none.
    private func resolve(_ key: Located<String>, diagnostics: inout DiagnosticCollector) -> KeyTarget? {
        let quoted = key.value.quotedForMessage
        guard let parsed = StringCatalogKey(key.value) else {
            diagnostics.error(
                "key \(quoted) names no kind or value: the keys of kbn-gen's catalogs are \(namespace).<kind>, \(namespace).<kind>.<case> and \(namespace).<kind>.<case>.\(StringCatalogKey.shortNameSuffix)",
                at: key.location
            )
            return nil
        }
        guard parsed.namespace == namespace else {
            diagnostics.error(
                "key \(quoted) names no kind or value: it is of namespace \(parsed.namespace.quotedForMessage), but the definitions are of \(namespace.quotedForMessage)",
                at: key.location
            )
            return nil
        }
        guard let kind = kinds[parsed.kind], let kindValues = values[parsed.kind] else {
            diagnostics.error(
                "key \(quoted) names no kind: the definitions have no kind \(parsed.kind.quotedForMessage)",
                at: key.location)
            return nil
        }
        guard let caseName = parsed.caseName else { return .kind(logicalName: kind.logicalName) }
        guard let value = kindValues[caseName] else {
            diagnostics.error(
                "key \(quoted) names no value: kind \(parsed.kind.quotedForMessage) has no case \(caseName.quotedForMessage)",
                at: key.location
            )
            return nil
        }
        guard case .shortName = parsed else {
            return .value(ValuePath(kind: parsed.kind, caseName: caseName), logicalName: value.logicalName)
        }
        guard let shortName = value.shortName else {
            diagnostics.error(
                "key \(quoted) names no short name: case \(caseName.quotedForMessage) of kind \(parsed.kind.quotedForMessage) has none",
                at: key.location
            )
            return nil
        }
        return .shortName(shortName.value)
    }
}

private extension JSONValue {
    /// Puts `names` into this value object's `localizedNames`, adding the member where the format
    /// lists it (before the keys that ``DefinitionsDecoder/valueKeys`` lists after it) when the value
    /// has none. New members are located at the value, where problems with them belong.
    /// - Returns: How many of `names` the value did not have as they are.
    mutating func addLocalizedNames(_ names: [Translation]) -> Int {
        guard case .object(var members) = content else { return 0 }
        let key = "localizedNames"
        if !members.contains(where: { $0.key == key }) {
            let later = DefinitionsDecoder.valueKeys.drop { $0 != key }.dropFirst()
            members.insert(
                JSONMember(key: key, keyLocation: location, value: JSONValue(.object([]), at: location)),
                at: members.firstIndex { later.contains($0.key) } ?? members.endIndex
            )
        }
        content = .object(members)
        let valueLocation = location
        var changed = 0
        updateMember(key) { localizedNames in
            changed = localizedNames.setStrings(names, at: valueLocation)
        }
        return changed
    }

    /// Sets each name in this object, replacing the member whose key is its language in any case,
    /// else adding one at the end; returns how many it did not have as they are.
    private mutating func setStrings(_ names: [Translation], at location: SourceLocation) -> Int {
        guard case .object(var members) = content else { return 0 }
        var changed = 0
        // By lowercased tag, so that a value with thousands of languages is not searched for each.
        var indices = Dictionary(
            members.indices.map { (members[$0].key.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for name in names {
            if let index = indices[name.language.lowercased()] {
                if members[index].value.content != .string(name.name) { changed += 1 }
                members[index].value.content = .string(name.name)
            } else {
                changed += 1
                indices[name.language.lowercased()] = members.count
                members.append(
                    JSONMember(
                        key: name.language, keyLocation: location, value: JSONValue(.string(name.name), at: location)))
            }
        }
        content = .object(members)
        return changed
    }
}
