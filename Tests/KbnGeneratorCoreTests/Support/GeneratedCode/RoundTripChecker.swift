// Writes the `main.swift` that checks generated kinds from the inside: every string, code,
// translation, attribute, group and order read through the generated API must be exactly what the
// definitions file held, strings compared as scalars.

import KbnGeneratorCore

/// The source of a program that checks the kinds of several generated files and exits with a
/// failure when any value differs from its definition.
///
/// Expected strings are written as hexadecimal scalar values, so the check does not rely on the
/// generator's escaping, and every name in backticks, so it does not rely on its keyword list.
/// Deprecated cases are named only in `switch` patterns, which do not warn (the program is compiled
/// with warnings as errors); the checks reach their values through `allCases`.
struct RoundTripChecker {
    private var body = ""
    private var kindFunctions = ""
    private var kindCount = 0

    static let header = """
        import KbnKit

        func _kbnString(_ hex: Swift.String) -> Swift.String {
            var text = Swift.String()
            for part in hex.split(separator: " ") {
                text.unicodeScalars.append(Swift.Unicode.Scalar(Swift.UInt32(part, radix: 16)!)!)
            }
            return text
        }

        func _kbnHex(_ text: Swift.String) -> Swift.String {
            text.unicodeScalars.map { Swift.String($0.value, radix: 16) }.joined(separator: " ")
        }

        /// An attribute value as exact text: its type, then its number (a Double's bits), flag or
        /// scalars; "none" for no value.
        func _kbnExact(_ value: KbnKit.KbnAttributeValue?) -> Swift.String {
            switch value {
            case nil: "none"
            case .string(let text): "String " + _kbnHex(text)
            case .int(let number): "Int " + Swift.String(number)
            case .double(let number): "Double " + Swift.String(number.bitPattern)
            case .bool(let flag): "Bool " + Swift.String(flag)
            }
        }

        /// Translations by language as exact text, in a fixed order.
        func _kbnExact(_ names: [Swift.String: Swift.String]) -> [Swift.String] {
            names.map { _kbnHex($0.key) + "=" + _kbnHex($0.value) }.sorted()
        }

        /// The items of a list written as one literal, which compiles much faster than an array
        /// literal; no item is empty or holds a comma.
        func _kbnList(_ text: Swift.String) -> [Swift.String] {
            text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(Swift.String.init)
        }

        /// The checks of one kind, with the functions written for it: the exhaustive switch that
        /// numbers its cases in declaration order, the readers of its typed attribute and group
        /// membership properties, and its namespace's code lookup.
        struct _KbnKindCheck<Kind: KbnKit.KbnType> {
            let label: Swift.String
            let prefix: Swift.String
            let ordinal: (Kind) -> Swift.Int
            let attributes: (Kind) -> [KbnKit.KbnAttributeValue?]
            let membership: (Kind) -> [Swift.Bool]
            let lookup: (Swift.String) -> (any KbnKit.KbnType)?
            let description = Kind.kindDescription

            func kind(
                name: Swift.String, logicalName: Swift.String, count: Swift.Int,
                displayOrder: [Swift.Int], attributes: [Swift.String], groupNames: [Swift.String],
                groups: [[Kind]], groupMembers: [[Swift.Int]]
            ) -> [Swift.String] {
                var problems: [Swift.String] = []
                if _kbnHex(Kind.prefix) != prefix { problems.append("\\(label): prefix is \\(_kbnHex(Kind.prefix))") }
                if _kbnHex(Kind.kindLogicalName) != logicalName { problems.append("\\(label): kindLogicalName is \\(_kbnHex(Kind.kindLogicalName))") }
                if Kind.allCases.count != count || Kind.cases.count != count { problems.append("\\(label): \\(Kind.allCases.count) cases") }
                if Swift.Set(Kind.allCases).count != count { problems.append("\\(label): equal cases") }
                if Kind(code: _kbnString(prefix)) != nil { problems.append("\\(label): the prefix alone is a code") }
                if Kind.allCases.map(ordinal) != displayOrder { problems.append("\\(label): allCases is \\(Kind.allCases.map(ordinal))") }
                let all = Kind.allCases
                comparison: for first in all.indices {
                    for second in all.indices where (all[first] < all[second]) != (first < second) {
                        problems.append("\\(label): < says \\(all[first] < all[second]) for allCases[\\(first)], allCases[\\(second)]")
                        break comparison
                    }
                }
                if groups.map({ $0.map(ordinal) }) != groupMembers { problems.append("\\(label): groups are \\(groups.map { $0.map(ordinal) })") }
                if _kbnHex(description.name) != name { problems.append("\\(label): description's name is \\(_kbnHex(description.name))") }
                if _kbnHex(description.prefix) != prefix { problems.append("\\(label): description's prefix differs") }
                if _kbnHex(description.logicalName) != logicalName { problems.append("\\(label): description's logicalName differs") }
                let described = description.attributes.map { _kbnHex($0.name) + " " + $0.type.rawValue + ($0.isOptional ? "?" : "") }
                if described != attributes { problems.append("\\(label): description's attributes are \\(described)") }
                if description.groupNames.map(_kbnHex) != groupNames { problems.append("\\(label): description's groups differ") }
                if description.values.count != count { problems.append("\\(label): description has \\(description.values.count) values") }
                return problems
            }

            /// Lists are written as `_kbnList` reads them: translations as `language=name` items,
            /// membership as `true` and `false` items.
            func value(
                _ index: Swift.Int, named: Kind?, displayIndex: Swift.Int, postfix: Swift.String,
                logicalName: Swift.String, shortName: Swift.String, deprecation: Swift.String?,
                localizedNames: Swift.String, translations: Swift.String, alternateCodes: Swift.String,
                attributes expectedAttributes: Swift.String, membership expectedMembership: Swift.String, groupNames: Swift.String
            ) -> [Swift.String] {
                let label = "\\(self.label) value \\(index)"
                guard let value = Kind.allCases.first(where: { ordinal($0) == index }) else {
                    return ["\\(label): not in allCases"]
                }
                var problems: [Swift.String] = []
                let code = _kbnString(prefix) + _kbnString(postfix)
                if let named, named != value { problems.append("\\(label): the case is not the value in allCases") }
                if Kind.allCases[displayIndex] != value { problems.append("\\(label): not allCases[\\(displayIndex)]") }
                if _kbnHex(value.postfix) != postfix { problems.append("\\(label): postfix is \\(_kbnHex(value.postfix))") }
                if _kbnHex(value.logicalName) != logicalName { problems.append("\\(label): logicalName is \\(_kbnHex(value.logicalName))") }
                if _kbnHex(value.code) != _kbnHex(code) { problems.append("\\(label): code is \\(_kbnHex(value.code))") }
                if Kind(code: code) != value { problems.append("\\(label): init?(code:) gives \\(Swift.String(describing: Kind(code: code)))") }
                if Kind.get(byCode: code) != value { problems.append("\\(label): get(byCode:) differs") }
                if KbnKit.KbnValue<Kind>(code: code).known != value { problems.append("\\(label): KbnValue(code:) differs") }
                // A code of a kind without a prefix cannot tell its kind, so the namespace does not look it up.
                if lookup(code) as? Kind != (prefix.isEmpty ? nil : value) { problems.append("\\(label): value(forCode:) differs") }
                let alternates = _kbnList(alternateCodes).map(_kbnString)
                for alternate in alternates {
                    if Kind(code: alternate) != value { problems.append("\\(label): alternate code \\(_kbnHex(alternate)) gives \\(Swift.String(describing: Kind(code: alternate)))") }
                    if lookup(alternate) as? Kind != (prefix.isEmpty ? nil : value) { problems.append("\\(label): value(forCode:) of an alternate code differs") }
                }
                if _kbnHex(value.shortName) != shortName { problems.append("\\(label): shortName is \\(_kbnHex(value.shortName))") }
                if value.deprecationMessage.map(_kbnHex) != deprecation {
                    problems.append("\\(label): deprecationMessage is \\(Swift.String(describing: value.deprecationMessage.map(_kbnHex)))")
                }
                for translation in _kbnList(translations) {
                    let language = Swift.String(translation.prefix { $0 != "=" })
                    let name = translation.dropFirst(language.count + 1)
                    guard _kbnHex(value.localizedName(for: language)) != name else { continue }
                    problems.append("\\(label): localizedName(for: \\"\\(language)\\") is \\(_kbnHex(value.localizedName(for: language)))")
                }
                let expectedAttributes = _kbnList(expectedAttributes)
                if attributes(value).map(_kbnExact) != expectedAttributes { problems.append("\\(label): attributes are \\(attributes(value).map(_kbnExact))") }
                if membership(value).map({ Swift.String($0) }) != _kbnList(expectedMembership) { problems.append("\\(label): membership is \\(membership(value))") }

                let described = description.values[displayIndex]
                if _kbnHex(described.code) != _kbnHex(code) { problems.append("\\(label): description's code is \\(_kbnHex(described.code))") }
                if _kbnHex(described.postfix) != postfix { problems.append("\\(label): description's postfix differs") }
                if _kbnHex(described.logicalName) != logicalName { problems.append("\\(label): description's logicalName differs") }
                if _kbnHex(described.shortName) != shortName { problems.append("\\(label): description's shortName differs") }
                if _kbnExact(described.localizedNames) != _kbnList(localizedNames) { problems.append("\\(label): description's names are \\(_kbnExact(described.localizedNames))") }
                if described.alternateCodes != alternates { problems.append("\\(label): description's alternate codes differ") }
                if described.deprecationMessage.map(_kbnHex) != deprecation { problems.append("\\(label): description's deprecationMessage differs") }
                if described.attributes.map(_kbnExact) != expectedAttributes { problems.append("\\(label): description's attributes are \\(described.attributes.map(_kbnExact))") }
                if described.groupNames.map(_kbnHex) != _kbnList(groupNames) { problems.append("\\(label): description's groups are \\(described.groupNames.map(_kbnHex))") }
                return problems
            }
        }

        var _kbnProblems: [Swift.String] = []

        """

    static let footer = """

        if _kbnProblems.isEmpty {
            Swift.print("all values round-trip")
        } else {
            Swift.print(_kbnProblems.joined(separator: "\\n"))
            Swift.fatalError("\\(_kbnProblems.count) problems")
        }

        """

    /// Adds the checks for every kind of `definitions`, labelled with `file` in messages.
    mutating func add(_ definitions: SampleDefinitions, file: String) {
        let namespace = Self.name(definitions.namespaceName)
        let kindIdentifiers = definitions.kinds.map {
            "Swift.ObjectIdentifier(\(namespace).\(Self.name($0.name)).self)"
        }
        body += """
            if \(namespace).allKinds.map({ Swift.ObjectIdentifier($0) }) != [\(kindIdentifiers.joined(separator: ", "))] {
                _kbnProblems.append("\(file): allKinds")
            }

            """
        for (kindIndex, kind) in definitions.kinds.enumerated() {
            add(
                kind, type: "\(namespace).\(Self.name(kind.name))", label: "\(file) kind \(kindIndex)",
                namespace: namespace)
        }
    }

    private mutating func add(_ kind: SampleDefinitions.Kind, type: String, label: String, namespace: String) {
        let number = kindCount
        kindCount += 1
        let groups = kind.groups
        let displayOrder = kind.displayOrder
        let displayIndex = Dictionary(uniqueKeysWithValues: displayOrder.enumerated().map { ($1, $0) })

        // An exhaustive switch without `default:` also checks that every case is there.
        kindFunctions += "func _kbnOrdinal\(number)(_ value: \(type)) -> Swift.Int {\n    switch value {\n"
        for (index, value) in kind.values.enumerated() {
            kindFunctions += "    case .\(Self.name(value.caseName)): \(index)\n"
        }
        kindFunctions += "    }\n}\n\n"
        // The typed properties, read into KbnAttributeValue: the wrong type does not compile.
        let properties = kind.attributes.map { attribute in
            let property = "value.\(Self.name(attribute.name))"
            let type = attribute.type.rawValue.lowercased()
            return attribute.isOptional ? "\(property).map { .\(type)($0) }" : ".\(type)(\(property))"
        }
        kindFunctions += """
            func _kbnAttributes\(number)(_ value: \(type)) -> [KbnKit.KbnAttributeValue?] { [\(properties.joined(separator: ", "))] }

            func _kbnMembership\(number)(_ value: \(type)) -> [Swift.Bool] { \
            [\(groups.map { "value.\(Self.name(SwiftNames.membershipPropertyName(forGroup: $0.name)))" }.joined(separator: ", "))] }


            """

        let groupLists = groups.map { "\(type).\(Self.name($0.name))" }
        let groupMembers = groups.map { group in
            displayOrder.filter { group.members.contains(kind.values[$0].caseName) }
        }
        // A function per kind: one top-level body of every check compiles several times slower.
        body += "_kbnProblems += _kbnCheck\(number)()\n"
        kindFunctions += """
            func _kbnCheck\(number)() -> [Swift.String] {
                let check = _KbnKindCheck<\(type)>(label: "\(label)", prefix: "\(Self.hex(kind.prefix))", \
            ordinal: _kbnOrdinal\(number), attributes: _kbnAttributes\(number), membership: _kbnMembership\(number), \
            lookup: \(namespace).value(forCode:))
                var problems = check.kind(name: "\(Self.hex(kind.name))", \
            logicalName: "\(Self.hex(kind.logicalName))", count: \(kind.values.count), displayOrder: \(displayOrder), \
            attributes: \(Self.list(kind.attributes.map { "\(Self.hex($0.name)) \($0.type.rawValue)\($0.isOptional ? "?" : "")" })), \
            groupNames: \(Self.list(groups.map { Self.hex($0.name) })), groups: [\(groupLists.joined(separator: ", "))], \
            groupMembers: \(groupMembers))

            """
        let languageQueries = kind.languageQueries
        for (index, value) in kind.values.enumerated() {
            let translations = languageQueries.map { "\($0)=\(Self.hex(value.expectedLocalizedName(for: $0)))" }
            let attributes = kind.attributes.map { attribute in
                switch value.attributes[attribute.name] {
                case nil: "none"
                case .string(let text): "String \(Self.hex(text))"
                case .int(let number): "Int \(number)"
                case .double(let number): "Double \(number.bitPattern)"
                case .bool(let flag): "Bool \(flag)"
                }
            }
            let memberOf = groups.map { $0.members.contains(value.caseName) }
            kindFunctions += """
                    problems += check.value(\(index), \
                named: \(value.deprecated == nil ? "\(type).\(Self.name(value.caseName))" : "nil"), \
                displayIndex: \(displayIndex[index]!), postfix: "\(Self.hex(value.postfix))", \
                logicalName: "\(Self.hex(value.logicalName))", shortName: "\(Self.hex(value.shortName ?? value.logicalName))", \
                deprecation: \(value.deprecated.map { "\"\(Self.hex($0))\"" } ?? "nil"), \
                localizedNames: "\(value.localizedNames.map { Self.hex($0.language) + "=" + Self.hex($0.name) }.sorted().joined(separator: ","))", \
                translations: "\(translations.joined(separator: ","))", \
                alternateCodes: "\(value.alternateCodes.map(Self.hex).joined(separator: ","))", attributes: "\(attributes.joined(separator: ","))", \
                membership: "\(memberOf.map(String.init).joined(separator: ","))", \
                groupNames: "\(zip(groups, memberOf).filter(\.1).map { Self.hex($0.0.name) }.joined(separator: ","))")

                """
        }
        kindFunctions += "    return problems\n}\n\n"
    }

    var source: String {
        Self.header + kindFunctions + body + Self.footer
    }

    /// `name` in backticks, which any identifier may be written in.
    private static func name(_ name: String) -> String {
        "`\(name)`"
    }

    private static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }

    /// An array literal of strings that need no escaping (hexadecimal numbers, type names, spaces).
    private static func list(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
