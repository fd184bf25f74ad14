// What the generated API must answer for a sample kind, worked out from the definitions alone, as the
// DocC article "The Generated API" describes it: display order, groups in that order, translations with
// their fallbacks.

import KbnFormat
import KbnGeneratorCore

extension SampleDefinitions.Kind {
    /// Declaration indices in display order: definition order, or a stable sort by `sortBy`, with
    /// the values that have no such attribute last.
    var displayOrder: [Int] {
        guard let sortBy else { return Array(values.indices) }
        return values.indices.sorted { first, second in
            switch (values[first].attributes[sortBy], values[second].attributes[sortBy]) {
            case let (a?, b?): a.sortsBefore(b) || (!b.sortsBefore(a) && first < second)
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): first < second
            }
        }
    }

    /// Every language any value is named in.
    var languages: Set<String> {
        Set(values.flatMap { $0.localizedNames.map(\.language) })
    }

    /// What to ask `localizedName(for:)`: each language, a region of it (`-` and `_`), its base
    /// language, a language no value has and the empty string.
    var languageQueries: [String] {
        let asked = languages.flatMap { language in
            [language, language + "-Zz9", language + "_ZZ", String(language.prefix { $0 != "-" })]
        }
        return Set(asked + ["qaa", ""]).sorted()
    }
}

extension SampleDefinitions.Value {
    /// The name for `languageCode`: the translation of the longest prefix of the tag, cut at `-`
    /// or `_`, that the value has, else the logical name.
    func expectedLocalizedName(for languageCode: String) -> String {
        var tag = Substring(languageCode)
        while true {
            if let name = localizedNames.first(where: { $0.language == tag })?.name { return name }
            guard let end = tag.lastIndex(where: { $0 == "-" || $0 == "_" }) else { return logicalName }
            tag = tag[..<end]
        }
    }
}

extension KbnAttributeValue {
    /// Swift's order for the attribute's type (false before true); values of one attribute share a type.
    func sortsBefore(_ other: KbnAttributeValue) -> Bool {
        switch (self, other) {
        case let (.string(a), .string(b)): a < b
        case let (.int(a), .int(b)): a < b
        case let (.double(a), .double(b)): a < b
        case let (.bool(a), .bool(b)): !a && b
        default: false
        }
    }
}
