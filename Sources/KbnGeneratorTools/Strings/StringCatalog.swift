// A String Catalog (Xcode's `.xcstrings`) as far as kbn-gen reads and writes one, and the keys that
// tie its entries to the kinds and values of a definitions file.

import KbnGeneratorCore

/// The strings of a String Catalog: one entry per key, each with its strings by language.
struct StringCatalog {
    /// The language of the strings the catalog is translated from.
    var sourceLanguage: String
    var entries: [Entry]

    /// One key and its strings.
    struct Entry {
        var key: Located<String>
        /// What the translator is told about the string.
        var comment: String?
        var localizations: [Localization]
    }

    /// A key's string in one language.
    struct Localization {
        var language: Located<String>
        /// nil when the language has no single string, as with ``variations``.
        var stringUnit: StringUnit?
        /// What the string varies by instead of being one string: `plural`, `device` (Xcode's
        /// variations) or `substitutions`. Read only to be reported: a name is one string per language.
        var variations: [String] = []
    }

    /// One string and how far its translation is.
    struct StringUnit {
        /// One of ``states``: `translated` when the string is done. nil when the file gives none.
        var state: Located<String>?
        var value: Located<String>
        /// Where the unit's object starts.
        var location: SourceLocation

        static let translated = "translated"
        /// The states Xcode writes.
        static let states = ["new", translated, "needs_review", "stale"]

        var isTranslated: Bool { state?.value == Self.translated }
    }
}

/// What a catalog key names in a definitions file.
///
/// The keys are `<namespace>.<kind>` for a kind's logical name, `<namespace>.<kind>.<case>` for a
/// value's and `<namespace>.<kind>.<case>.shortName` for a value's short name, such as
/// `Kbn.Gender`, `Kbn.Gender.man` and `Kbn.Gender.man.shortName`. Namespaces, kinds and cases are
/// Swift identifiers, which never contain a `.`, so the parts split apart again at the dots, and the
/// number of parts tells the three apart whatever the names are.
enum StringCatalogKey: Hashable, Sendable {
    case kind(namespace: String, kind: String)
    case value(namespace: String, kind: String, caseName: String)
    case shortName(namespace: String, kind: String, caseName: String)

    /// The last part of a short name's key.
    static let shortNameSuffix = "shortName"

    /// The key `text` stands for, or nil when it has no form above.
    init?(_ text: String) {
        // Split by scalars: a name may start with a combining mark, which joins the dot before it
        // into one Character.
        let parts = text.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        switch parts.count {
        case 2: self = .kind(namespace: parts[0], kind: parts[1])
        case 3: self = .value(namespace: parts[0], kind: parts[1], caseName: parts[2])
        case 4 where parts[3] == Self.shortNameSuffix:
            self = .shortName(namespace: parts[0], kind: parts[1], caseName: parts[2])
        default: return nil
        }
    }

    var text: String {
        switch self {
        case .kind(let namespace, let kind): "\(namespace).\(kind)"
        case .value(let namespace, let kind, let caseName): "\(namespace).\(kind).\(caseName)"
        case .shortName(let namespace, let kind, let caseName):
            "\(namespace).\(kind).\(caseName).\(Self.shortNameSuffix)"
        }
    }

    var namespace: String {
        switch self {
        case .kind(let namespace, _), .value(let namespace, _, _), .shortName(let namespace, _, _): namespace
        }
    }

    var kind: String {
        switch self {
        case .kind(_, let kind), .value(_, let kind, _), .shortName(_, let kind, _): kind
        }
    }

    /// The case of a value's key or a short name's; nil for a kind's.
    var caseName: String? {
        switch self {
        case .kind: nil
        case .value(_, _, let caseName), .shortName(_, _, let caseName): caseName
        }
    }
}
