// Stage: writing. A StringCatalog as the text Xcode writes for it, byte for byte, so that Xcode
// opens the file as its own and saving it there changes nothing.

import KbnGeneratorCore

/// Writes `.xcstrings` files.
enum StringCatalogWriter {
    /// The version of the format written: the first, which every Xcode with String Catalogs reads.
    static let version = "1.0"

    /// What `extractionState` says of every key written: that someone added it, not Xcode from source
    /// code, so Xcode keeps it as it is instead of marking it stale for want of a use in code.
    static let manualExtraction = "manual"

    /// The catalog's text. Every entry is a manual key with its comment and its strings; variations
    /// are never written, as export gives every name one string per language.
    static func text(of catalog: StringCatalog) -> String {
        let start = SourceLocation(line: 1, column: 1)
        return xcodeLayout(
            object(
                [
                    ("sourceLanguage", string(catalog.sourceLanguage, at: start)),
                    (
                        "strings",
                        JSONValue(
                            .object(
                                catalog.entries.map { entry in
                                    JSONMember(
                                        key: entry.key.value, keyLocation: entry.key.location, value: json(of: entry))
                                }), at: start)
                    ),
                    ("version", string(version, at: start)),
                ], at: start))
    }

    /// An entry's JSON, every part of it located where the entry's key comes from.
    private static func json(of entry: StringCatalog.Entry) -> JSONValue {
        let location = entry.key.location
        var members = [("extractionState", string(manualExtraction, at: location))]
        if let comment = entry.comment {
            members.append(("comment", string(comment, at: location)))
        }
        let localizations = entry.localizations.compactMap { localization -> (String, JSONValue)? in
            guard let unit = localization.stringUnit else { return nil }
            var stringUnit = [("value", string(unit.value.value, at: location))]
            if let state = unit.state {
                stringUnit.append(("state", string(state.value, at: location)))
            }
            return (
                localization.language.value, object([("stringUnit", object(stringUnit, at: location))], at: location)
            )
        }
        if !localizations.isEmpty {
            members.append(("localizations", object(localizations, at: location)))
        }
        return object(members, at: location)
    }

    /// An object of `members`, in any order: the layout sorts them.
    private static func object(_ members: [(String, JSONValue)], at location: SourceLocation) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, keyLocation: location, value: $0.1) }), at: location)
    }

    private static func string(_ text: String, at location: SourceLocation) -> JSONValue {
        JSONValue(.string(text), at: location)
    }

    /// `value` laid out as Foundation's JSONSerialization writes it for Xcode (pretty printed, keys
    /// sorted, slashes not escaped): two spaces of indentation per level, ` : ` between a key and its
    /// value, an empty object or array over two lines with an empty line between, and no line break
    /// after the last brace. Any JSON is laid out, so that tests can lay out real catalogs too.
    static func xcodeLayout(_ value: JSONValue, indentation: String = "") -> String {
        let inner = indentation + "  "
        let lines: [String]
        let brackets: (open: String, close: String)
        switch value.content {
        case .object(let members):
            brackets = ("{", "}")
            lines = members.map { (XcodeKeyOrder($0.key), $0) }.sorted { $0.0 < $1.0 }.map { _, member in
                inner + JSONWriter.quoted(member.key, lowercaseHex: true) + " : "
                    + xcodeLayout(member.value, indentation: inner)
            }
        case .array(let elements):
            brackets = ("[", "]")
            lines = elements.map { inner + xcodeLayout($0, indentation: inner) }
        case .string(let text): return JSONWriter.quoted(text, lowercaseHex: true)
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
        return brackets.open + "\n" + lines.joined(separator: ",\n") + "\n" + indentation + brackets.close
    }
}
