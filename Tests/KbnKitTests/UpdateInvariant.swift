// What must hold for every update an app is sent, whatever its bytes: it is refused with problems
// that each say what is wrong, at a place inside the update, or it is applied, and then every code
// the app compiled still reads as its compiled value, every compiled value is listed, and no value
// it adds has a code the app reads. Checked against real compiled kinds: the example kinds (Kbn)
// and this target's edge cases (Edge: former and alternate codes, kinds without a prefix, every
// attribute type). Run by the fuzz harness Fuzz/FuzzUpdate.swift and on its seeds by the tests.

import KbnExample
import KbnTestSupport
import KbnUpdates

enum UpdateInvariant {
    /// What the kinds of one namespace made of an input.
    struct Outcome {
        /// The namespaces that applied the update.
        var acceptedBy: [String] = []
        /// The ways the answers break the invariant; empty when it holds.
        var violations: [String] = []
    }

    /// The compiled namespaces every input is applied to, with each one's lookup of a code among
    /// its prefixed kinds.
    private static var namespaces: [(name: String, kinds: [any KbnType.Type], value: (String) -> (any KbnType)?)] {
        [("Kbn", Kbn.allKinds, Kbn.value(forCode:)), ("Edge", Edge.allKinds, Edge.value(forCode:))]
    }

    /// Applies `bytes` as an update to each namespace and checks each answer. A crash or a hang
    /// shows as such, to the test or to the fuzzer, before this returns.
    static func check(_ bytes: [UInt8]) -> Outcome {
        var outcome = Outcome()
        let lines = FileLines(bytes)
        for namespace in namespaces {
            do {
                let update = try KbnUpdate(json: bytes, kinds: namespace.kinds)
                outcome.acceptedBy.append(namespace.name)
                for kind in namespace.kinds {
                    outcome.violations += violations(of: update, for: kind, in: namespace.value).map {
                        "\(namespace.name): \($0)"
                    }
                }
            } catch {
                outcome.violations += violations(in: error, lines: lines, placeless: bytes.isEmpty).map {
                    "\(namespace.name): \($0)"
                }
            }
        }
        // The size limit refuses before anything is read, with one problem of the whole update.
        if !bytes.isEmpty {
            do {
                _ = try KbnUpdate(json: bytes, kinds: Kbn.allKinds, maximumSize: bytes.count - 1)
                outcome.violations.append("applied although it is larger than maximumSize")
            } catch {
                if error.problems.count != 1 || error.problems[0].line != nil || error.problems[0].isNote {
                    outcome.violations.append("refused for its size with \(error.problems)")
                }
            }
        }
        return outcome
    }

    /// What is wrong with a refusal: no problem, a problem without a message, a note first, or a
    /// place outside the update. Only an empty update has no place to point at.
    static func violations(in error: KbnUpdateError, lines: FileLines, placeless: Bool) -> [String] {
        var violations: [String] = []
        if error.problems.first?.isNote ?? true {
            violations.append("refused without an error first: \(error.problems)")
        }
        for problem in error.problems {
            if problem.message.allSatisfy(\.isWhitespace) {
                violations.append("a problem without a message: \(problem)")
            }
            guard let line = problem.line else {
                if !placeless { violations.append("a problem without a place: \(problem)") }
                continue
            }
            if !lines.contains(line: line, column: problem.column ?? 0) {
                violations.append("a place outside the update (\(lines.lengths.count) lines): \(problem)")
            }
        }
        return violations
    }

    /// What is wrong with an applied update, as `kind` sees it: `value` finds a code among the
    /// prefixed kinds of the namespace.
    static func violations<Kind: KbnType>(
        of update: KbnUpdate, for kind: Kind.Type, in value: (String) -> (any KbnType)?
    ) -> [String] {
        var violations: [String] = []
        let kindName = String(reflecting: kind)
        let listed = update.values(of: kind)
        let described = update.kindDescription(of: kind).values
        if listed.map(\.code) != described.map(\.code) {
            violations.append("\(kindName): values(of:) and kindDescription(of:) list other codes")
        }
        if Set(listed).count != listed.count {
            violations.append("\(kindName): values(of:) lists a value twice: \(listed.map(\.code))")
        }
        // Every compiled value is listed, and each of its codes, current, former and alternate,
        // reads as it, through the kind and through the update.
        let known = Set(listed.compactMap(\.known))
        var compiledCodes: Set<String> = []
        for (value, compiled) in zip(Kind.allCases, Kind.kindDescription.values) {
            if !known.contains(value) {
                violations.append("\(kindName): values(of:) leaves out the compiled value \(value.code)")
            }
            if update.description(of: value).code != value.code
                || update.logicalName(of: value) != update.description(of: value).logicalName
            {
                violations.append("\(kindName): the update describes \(value.code) as another value")
            }
            for code in [compiled.code] + compiled.formerCodes + compiled.alternateCodes {
                compiledCodes.insert(code)
                let reading = KbnValue<Kind>(code: code)
                if reading.known != value || update.description(of: reading)?.code != value.code {
                    violations.append("\(kindName): the compiled code \(code) no longer reads as \(value.code)")
                }
            }
        }
        // A value the update adds has no code the app reads, and each of its codes reads as it.
        for (entry, description) in zip(listed, described) where entry.known == nil {
            for code in [description.code] + description.formerCodes + description.alternateCodes {
                if compiledCodes.contains(code) || Kind(code: code) != nil {
                    violations.append("\(kindName): the added value \(description.code) has the compiled code \(code)")
                }
                if !Kind.prefix.isEmpty, let other = value(code) {
                    violations.append(
                        "\(kindName): the added value \(description.code) has the code \(code) of \(String(reflecting: other))"
                    )
                }
                if update.description(of: KbnValue<Kind>(code: code))?.code != description.code {
                    violations.append("\(kindName): the added code \(code) does not read as \(description.code)")
                }
            }
        }
        return violations
    }
}
