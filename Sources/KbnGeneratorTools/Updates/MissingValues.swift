// The compiled values that a back end's master lacks, as `kbn-gen make-update` finds them: an update
// keeps every value the app compiled, so each is either reported, at its place in the app's
// definitions, or kept in the update under its compiled names, deprecated with the message of
// `--deprecate-missing`, where it stood among the master's values.

import KbnFormat
import KbnGeneratorCore

/// One compiled value that the master lacks.
struct MissingValue {
    /// The master's kind, by its index among the master's kinds.
    var masterKind: Int
    /// Where the app defines the value: its file (by index in ``AppDefinitions/files``), its kind
    /// among that file's kinds, and its ordinal in that kind.
    var appFile: Int
    var appKind: Int
    var ordinal: Int
    /// The index of the master's value it follows, the nearest before it in the app's order that
    /// the master has; nil when it goes first.
    var follows: Int?
    /// The value as the app compiled it.
    var definition: ValueDefinition
}

extension MissingValue {
    /// Every compiled value of the kinds that `master` gives whose code `master` lacks, by kind in
    /// the master's order, then in the app's order.
    ///
    /// A master value has the code its postfix makes with the app's prefix, as the update check
    /// reads it (a changed prefix is refused there).
    ///
    /// - Complexity: O(*n*) in the values of the kinds both have.
    static func all(in master: Definitions, app: AppDefinitions) -> [MissingValue] {
        let places = app.placesOfCompiledKinds
        let compiledIndex = Dictionary(
            app.compiled.kinds.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var missing: [MissingValue] = []
        for (masterKind, kind) in master.kinds.enumerated() {
            guard let index = compiledIndex[kind.name.value] else { continue }
            let (file, appKind) = places[index]
            let compiled = app.files[file].definitions.kinds[appKind]
            var indexOfCode: [String: Int] = [:]
            for (position, value) in kind.values.enumerated() {
                indexOfCode[compiled.code(of: value)] = position
            }
            var follows: Int?
            for (ordinal, value) in compiled.values.enumerated() {
                if let position = indexOfCode[compiled.code(of: value)] {
                    follows = position
                } else {
                    missing.append(
                        MissingValue(
                            masterKind: masterKind, appFile: file, appKind: appKind, ordinal: ordinal, follows: follows,
                            definition: value))
                }
            }
        }
        return missing
    }

    /// An error at each of `missing` in the app's definitions, naming the master, the value's kind,
    /// case, code and name, and one at the master that counts them by kind and names the option
    /// that keeps them; none when `missing` is empty.
    static func refusals(of missing: [MissingValue], in master: String, app: AppDefinitions) -> [Diagnostic] {
        guard !missing.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var countOfKind: [(kind: String, count: Int)] = []
        for value in missing {
            let kind = app.files[value.appFile].definitions.kinds[value.appKind]
            let definition = value.definition
            if countOfKind.last?.kind == kind.name.value {
                countOfKind[countOfKind.count - 1].count += 1
            } else {
                countOfKind.append((kind.name.value, 1))
            }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(master) lacks \(kind.name.value).\(definition.caseName.value) (code \(kind.code(of: definition).quotedForMessage), \(definition.logicalName.quotedForMessage)), which the app compiled here: an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep it, deprecated, or give it in the master",
                    at: definition.caseName.location, inFile: app.files[value.appFile].name))
        }
        let kinds = countOfKind.map { "\($0.count) of kind \($0.kind.quotedForMessage)" }.joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                .error,
                "the master lacks \(missing.count == 1 ? "1 value" : "\(missing.count) values") that the app compiled (\(kinds)): an update keeps every value the app compiled; give make-update --deprecate-missing <message> to keep each, deprecated with the message",
                at: nil, inFile: master))
        return diagnostics
    }

    /// What keeping `missing` in `master`'s kinds would clash with, which the update check, run
    /// with them counted as given, does not see: an attribute that the master's kind declares and
    /// the app's did not, which the kept values would lack, at its declaration. (A case name of
    /// theirs that the master gives another value is refused by the check: a compiled case keeps
    /// its code.)
    static func clashes(of missing: [MissingValue], in master: Definitions, named name: String, app: AppDefinitions)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for (kindIndex, values) in byKind(missing).sorted(by: { $0.key < $1.key }) {
            let kind = master.kinds[kindIndex]
            let compiled = app.files[values[0].appFile].definitions.kinds[values[0].appKind]
            let compiledAttributes = Set(compiled.attributes.map(\.name.value))
            for attribute in kind.attributes
            where !attribute.isOptional && !compiledAttributes.contains(attribute.name.value) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "kind \(kind.name.value.quotedForMessage) declares the attribute \(attribute.name.value.quotedForMessage) (\(attribute.typeName)), which the app did not compile, so the \(values.count == 1 ? "value" : "\(values.count) values") that --deprecate-missing keeps would have none: make it optional ('\(attribute.typeName)?') in the master",
                        at: attribute.name.location, inFile: name))
            }
        }
        return diagnostics
    }

    /// The codes of `missing` that the master gives its own values as former or alternate codes,
    /// as a master records a merge (the merged bank's code, a former code of the bank it joined),
    /// by the index of the master's kind: a build that compiled the merged value reads its code as
    /// that value, which the update keeps, so the update leaves such a code out.
    static func lentCodes(of missing: [MissingValue], app: AppDefinitions) -> [Int: Set<String>] {
        var codes: [Int: Set<String>] = [:]
        for value in missing {
            let prefix = app.files[value.appFile].definitions.kinds[value.appKind].prefix.value
            codes[value.masterKind, default: []].insert(prefix + value.definition.postfix.value)
        }
        return codes
    }

    /// `master` without the former and alternate codes that `lent` holds for each kind, and a
    /// warning at each, naming the value of the app that keeps the code.
    static func withoutLentCodes(
        _ lent: [Int: Set<String>], in master: Definitions, named name: String, missing: [MissingValue]
    ) -> (master: Definitions, warnings: [Diagnostic]) {
        var master = master
        var warnings: [Diagnostic] = []
        for (kindIndex, codes) in lent.sorted(by: { $0.key < $1.key }) {
            let kind = master.kinds[kindIndex]
            var caseOfCode: [String: String] = [:]
            for value in missing where value.masterKind == kindIndex {
                caseOfCode[kind.code(of: value.definition)] = value.definition.caseName.value
            }
            for (index, value) in kind.values.enumerated() {
                for (role, code) in value.secondaryCodes where codes.contains(code.value) {
                    warnings.append(
                        Diagnostic(
                            .warning,
                            "the \(role.noun) \(code.value.quotedForMessage) of \(kind.code(of: value).quotedForMessage) in kind \(kind.name.value.quotedForMessage) is the code of \(kind.name.value).\(caseOfCode[code.value] ?? ""), which the app compiled and --deprecate-missing keeps, so the update leaves it out: this build reads \(code.value.quotedForMessage) as that value",
                            at: code.location, inFile: name))
                }
                master.kinds[kindIndex].values[index].formerCodes.removeAll { codes.contains($0.value) }
                master.kinds[kindIndex].values[index].alternateCodes.removeAll { codes.contains($0.value) }
            }
        }
        return (master, warnings)
    }

    /// The master's JSON `tree` without the former and alternate codes that `lent` holds for each
    /// kind; a list left empty goes, key and all.
    static func withoutLentCodes(_ lent: [Int: Set<String>], in tree: JSONValue) -> JSONValue {
        updatingKinds(of: tree) { kindIndex, kind in
            guard let codes = lent[kindIndex] else { return }
            kind.updateMember("values") { values in
                values.updateElements { value in
                    guard case .object(var members) = value.content else { return }
                    for key in ["formerCodes", "alternateCodes"] {
                        guard let index = members.firstIndex(where: { $0.key == key }) else { continue }
                        let kept = members[index].value.elements.filter { element in
                            guard case .string(let code) = element.content else { return true }
                            return !codes.contains(code)
                        }
                        if kept.isEmpty {
                            members.remove(at: index)
                        } else {
                            members[index].value.content = .array(kept)
                        }
                    }
                    value.content = .object(members)
                }
            }
        }
    }

    /// `tree` with `change` made to each of its kinds, given with its index among them.
    private static func updatingKinds(of tree: JSONValue, _ change: (Int, inout JSONValue) -> Void) -> JSONValue {
        var tree = tree
        var kindIndex = 0
        tree.updateMember("kinds") { kinds in
            kinds.updateElements { kind in
                change(kindIndex, &kind)
                kindIndex += 1
            }
        }
        return tree
    }

    /// `master` with each of `missing` among its kind's values, as the app compiled it: what the
    /// update check is given when the master's other problems are to be found.
    static func inserting(_ missing: [MissingValue], into master: Definitions) -> Definitions {
        var master = master
        for (kind, values) in byKind(missing) {
            master.kinds[kind].values = merged(master.kinds[kind].values, values.map { ($0.follows, $0.definition) })
        }
        return master
    }

    /// The master's JSON `tree` with each of `missing` among its kind's values, as the app's file
    /// writes it (`appTrees`, by file), with `"deprecated": message` and without the attributes
    /// that the master's kind does not declare, which the update check has refused already.
    static func inserting(
        _ missing: [MissingValue], into tree: JSONValue, of master: Definitions, appTrees: [JSONValue],
        deprecatedWith message: String
    ) -> JSONValue {
        let missingByKind = byKind(missing)
        return updatingKinds(of: tree) { kindIndex, kind in
            guard let values = missingByKind[kindIndex] else { return }
            let declared = Set(master.kinds[kindIndex].attributes.map(\.name.value))
            let kept = values.map { value in
                let compiled = appTrees[value.appFile].member("kinds")!.elements[value.appKind]
                    .member("values")!.elements[value.ordinal]
                return (value.follows, keptValue(compiled, deprecatedWith: message, attributes: declared))
            }
            kind.updateMember("values") { elements in
                elements.content = .array(merged(elements.elements, kept))
            }
        }
    }

    /// The compiled value's JSON object, deprecated with `message` in place of any deprecation it
    /// had, with only the attributes in `declared`.
    private static func keptValue(_ value: JSONValue, deprecatedWith message: String, attributes declared: Set<String>)
        -> JSONValue
    {
        guard case .object(var members) = value.content else { return value }
        let deprecation = JSONValue(.string(message), at: value.location)
        if let index = members.firstIndex(where: { $0.key == "deprecated" }) {
            members[index].value = deprecation
        } else {
            // Where the format lists it: after the keys before it, before those after it.
            let keys = DefinitionsDecoder.valueKeys
            let rank = keys.firstIndex(of: "deprecated")!
            let index =
                members.firstIndex { member in keys.firstIndex(of: member.key).map { $0 > rank } ?? false }
                ?? members.count
            members.insert(JSONMember(key: "deprecated", keyLocation: value.location, value: deprecation), at: index)
        }
        if let index = members.firstIndex(where: { $0.key == "attributes" }),
            case .object(let attributes) = members[index].value.content
        {
            members[index].value.content = .object(attributes.filter { declared.contains($0.key) })
        }
        var kept = value
        kept.content = .object(members)
        return kept
    }

    /// `missing` by the index of their kind in the master.
    private static func byKind(_ missing: [MissingValue]) -> [Int: [MissingValue]] {
        Dictionary(grouping: missing, by: \.masterKind)
    }

    /// `elements` with each of `inserted` after the element it follows (at the start for nil), in
    /// the order given.
    ///
    /// - Complexity: O(*n* + *m*).
    private static func merged<Element>(_ elements: [Element], _ inserted: [(follows: Int?, element: Element)])
        -> [Element]
    {
        var after: [Int: [Element]] = [:]
        var first: [Element] = []
        for (follows, element) in inserted {
            if let follows { after[follows, default: []].append(element) } else { first.append(element) }
        }
        var result = first
        result.reserveCapacity(elements.count + inserted.count)
        for (index, element) in elements.enumerated() {
            result.append(element)
            result += after[index] ?? []
        }
        return result
    }
}
