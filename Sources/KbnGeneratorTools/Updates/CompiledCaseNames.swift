// make-update's first edit of a master: every value whose code the app compiled takes the app's case
// name, in the value and in the groups that list it. A case name is a compiled value's identity
// (the update check refuses another), while a master imported afresh derives its case names from
// its names: so a renamed bank is an update that renames a value, which check-update shows, and
// not a refusal.

import KbnGeneratorCore

/// The app's case names for the values of a master that the app compiled.
package enum CompiledCaseNames {
    /// `master`, the syntax tree of a master in the file `file`, with the app's case name for each
    /// value whose full code (the app's prefix and the value's postfix) the app compiled, and each
    /// group member that named such a value by the master's case name renamed with it.
    ///
    /// - Returns: The tree, and a note at each value whose case the master names otherwise, so
    ///   that no name of the master is dropped silently.
    /// - Complexity: O(*n*) for a master of *n* values and group members.
    package static func adopting(_ app: AppDefinitions, in master: JSONValue, file: String)
        -> (master: JSONValue, notes: [Diagnostic])
    {
        // Each compiled kind by name, with its case names by code.
        var compiledKinds: [String: (prefix: String, caseNames: [String: String])] = [:]
        for kind in app.compiled.kinds {
            guard let names = kind.caseNames else { continue }
            compiledKinds[kind.name] = (
                kind.prefix, Dictionary(zip(kind.codes, names), uniquingKeysWith: { first, _ in first })
            )
        }
        var notes: [Diagnostic] = []
        var tree = master
        tree.updateMember("kinds") { kinds in
            kinds.updateElements { kind in
                guard let name = kind.string(at: "name"), let (prefix, caseNames) = compiledKinds[name] else {
                    return
                }
                // The master's name of each value that takes the app's, for its groups.
                var renamed: [String: String] = [:]
                kind.updateMember("values") { values in
                    values.updateElements { value in
                        guard let postfix = value.string(at: "postfix"), let ownCase = value.string(at: "case"),
                            let compiled = caseNames[prefix + postfix], compiled != ownCase
                        else { return }
                        renamed[ownCase] = compiled
                        value.updateMember("case") { caseName in
                            notes.append(
                                Diagnostic(
                                    .note,
                                    "the update names the value \((prefix + postfix).quotedForMessage) of kind \(name.quotedForMessage) \(compiled.quotedForMessage), as the app compiled it, not \(ownCase.quotedForMessage)",
                                    at: caseName.location, inFile: file))
                            caseName.content = .string(compiled)
                        }
                    }
                }
                guard !renamed.isEmpty else { return }
                kind.updateMember("groups") { groups in
                    guard case .object(var members) = groups.content else { return }
                    for index in members.indices {
                        members[index].value.updateElements { member in
                            if case .string(let caseName) = member.content, let compiled = renamed[caseName] {
                                member.content = .string(compiled)
                            }
                        }
                    }
                    groups.content = .object(members)
                }
            }
        }
        return (tree, notes)
    }
}
