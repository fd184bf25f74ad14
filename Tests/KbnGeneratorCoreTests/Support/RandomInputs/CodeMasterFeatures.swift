// The code-master columns of random valid kinds: short names, deprecations, translations, typed
// attributes, groups and a sort order, holding the texts, numbers and names that break generators.

import KbnFormat
import KbnGeneratorCore
import KbnTestSupport

/// Which code-master features a random kind uses; `add(to:using:)` draws them.
struct CodeMasterFeatures {
    var shortNames: Bool
    var deprecations: Bool
    var translations: Bool
    var attributes: Bool
    var groups: Bool
    /// Whether a kind with attributes sorts by one of them.
    var sortOrder: Bool

    /// Every feature half of the time; otherwise each one now and then.
    static func random(using random: inout SeededGenerator) -> CodeMasterFeatures {
        let every = random.oneIn(2)
        let draw = { (random: inout SeededGenerator) in every || random.oneIn(6) }
        return CodeMasterFeatures(
            shortNames: draw(&random), deprecations: draw(&random), translations: draw(&random),
            attributes: draw(&random), groups: draw(&random), sortOrder: every ? !random.oneIn(4) : random.oneIn(2)
        )
    }

    /// Language tags, regional ones among them, so that `localizedName(for:)` has fallbacks to take.
    static let languages = [
        "en", "en-US", "en-GB", "zh", "zh-Hant", "zh-Hant-TW", "ko", "ja", "pt-BR", "es-419", "sr-Latn", "fr-CA",
    ]

    /// String attribute values that tie or nearly tie when sorted: case, canonical equivalence, empty.
    static let closeTexts = ["", "a", "A", "b", "\u{E9}", "e\u{301}", "関東", "\u{0}", "\"", "\\("]

    /// Int attribute values at the edges and near each other.
    static let closeNumbers = [Int.min, Int.min + 1, -1, 0, 1, 2, Int.max - 1, Int.max]

    /// Double attribute values whose shortest text is long or unusual, and neighbours that differ
    /// in their last bit only.
    static let closeDoubles = [
        0.0, -0.0, 0.1, 0.2, 0.30000000000000004, 1.0 / 3.0, 1e-7, 1e21, -1.5e300, Double.leastNonzeroMagnitude,
        Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1.0.nextUp,
        1.0.nextDown,
        9007199254740991, 35.6895,
    ]

    func add(to kind: inout SampleDefinitions.Kind, using random: inout SeededGenerator) {
        let languages =
            translations
            ? Array(Self.languages.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
            : []
        for index in kind.values.indices {
            if shortNames && !random.oneIn(3) {
                kind.values[index].shortName = Self.nonEmptyText(using: &random)
            }
            if deprecations && random.oneIn(3) {
                kind.values[index].deprecated = Self.nonEmptyText(using: &random)
            }
            kind.values[index].localizedNames = languages.filter { _ in !random.oneIn(3) }.map { language in
                (language, Self.nonEmptyText(using: &random))
            }
        }
        if attributes {
            Self.addAttributes(to: &kind, using: &random)
            if sortOrder {
                kind.sortBy = random.pick(kind.attributes).name
            }
        }
        if groups {
            Self.addGroups(to: &kind, using: &random)
        }
    }

    /// Logical names, short names, deprecation messages and translations may not be empty.
    static func nonEmptyText(using random: inout SeededGenerator) -> String {
        let text = TrickyText.text(maximumLength: 6, using: &random)
        return text.isEmpty ? random.pick(TrickyText.fragments) : text
    }

    private static func addAttributes(to kind: inout SampleDefinitions.Kind, using random: inout SeededGenerator) {
        var names = Set<String>()
        kind.attributes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            let name = SampleDefinitions.unique(in: &names, using: &random) { random in
                let name = TrickyText.identifier(using: &random)
                return SwiftNames.problemWithMemberName(name) == nil ? name : nil
            }
            return (name, random.pick(KbnAttributeType.allCases), random.oneIn(3))
        }
        for index in kind.values.indices {
            for attribute in kind.attributes where !(attribute.isOptional && random.oneIn(3)) {
                var value = attributeValue(of: attribute.type, using: &random)
                // An optional String is nil or says something: "" would read as nil.
                if attribute.isOptional, value == .string("") { value = .string("a") }
                kind.values[index].attributes[attribute.name] = value
            }
        }
    }

    private static func attributeValue(of type: KbnAttributeType, using random: inout SeededGenerator)
        -> KbnAttributeValue
    {
        switch type {
        case .string:
            .string(random.oneIn(2) ? random.pick(closeTexts) : TrickyText.text(maximumLength: 6, using: &random))
        case .int:
            .int(random.oneIn(2) ? random.pick(closeNumbers) : Int.random(in: Int.min...Int.max, using: &random))
        case .double:
            .double(random.oneIn(2) ? random.pick(closeDoubles) : Self.finiteDouble(using: &random))
        case .bool:
            .bool(random.oneIn(2))
        }
    }

    /// Any finite Double, drawn by its bits, so that every exponent and every last digit occurs.
    private static func finiteDouble(using random: inout SeededGenerator) -> Double {
        while true {
            let number = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random))
            if number.isFinite { return number }
        }
    }

    /// Groups named like cases are (keywords, non-ASCII names), empty, of every value or of some,
    /// overlapping, their members listed in any order.
    private static func addGroups(to kind: inout SampleDefinitions.Kind, using random: inout SeededGenerator) {
        let caseNames = kind.values.map(\.caseName)
        let attributeNames = Set(kind.attributes.map(\.name))
        var names = Set<String>()
        var memberships = Set<String>()
        kind.groups = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            let name = SampleDefinitions.unique(in: &names, using: &random) { random in
                let name = TrickyText.identifier(using: &random)
                let membership = SwiftNames.membershipPropertyName(forGroup: name)
                let usable =
                    SwiftNames.problemWithCaseName(name) == nil && !caseNames.contains(name)
                    && !attributeNames.contains(membership) && !SwiftNames.kbnTypeMembers.contains(membership)
                    && !memberships.contains(membership)
                return usable ? name : nil
            }
            memberships.insert(SwiftNames.membershipPropertyName(forGroup: name))
            let members =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: [String]()
                case 1: caseNames
                default: caseNames.filter { _ in random.oneIn(2) }
                }
            return (name, members.shuffled(using: &random))
        }
    }
}
