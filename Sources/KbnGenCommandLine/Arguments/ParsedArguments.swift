// A command line split into files, options with a value, and flags, by the options the subcommand
// declares: an option it does not take, one given twice or one without its value is a usage
// error, never dropped.

/// A subcommand's arguments: files, options with a value, and flags.
package struct ParsedArguments {
    package private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Splits `arguments`, which followed `subcommand`, by the subcommand's `options`;
    /// `elsewhere` holds the names of options other subcommands take, which are then named as
    /// such rather than as unknown.
    package init(
        _ arguments: ArraySlice<String>, options: [CommandOption], subcommand: String, elsewhere: Set<String> = []
    ) throws(UsageError) {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if let option = byName[argument] {
                guard option.placeholder != nil else {
                    flags.insert(argument)
                    continue
                }
                guard let value = remaining.popFirst() else {
                    throw UsageError("\(argument) needs \(option.valueDescription)")
                }
                // Taking the last of two values would drop the first without a word.
                guard option.isRepeatable || values[argument] == nil else {
                    throw UsageError("\(argument) is given twice; give it once")
                }
                values[argument, default: []].append(value)
            } else if elsewhere.contains(argument) {
                throw UsageError("\(argument) is not an option of \(subcommand)")
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                positional.append(argument)
            }
        }
    }

    /// The value of `option`; nil when it is not given.
    package func value(_ option: CommandOption) -> String? {
        values[option.name]?.first
    }

    /// Every value of a repeatable `option`, in order.
    package func values(_ option: CommandOption) -> [String] {
        values[option.name] ?? []
    }

    /// Whether the flag `option` is given.
    package func isGiven(_ option: CommandOption) -> Bool {
        flags.contains(option.name) || values[option.name] != nil
    }

    /// The value of `option` as one of `Choice`'s cases, nil when it is not given. Letter case does
    /// not matter (`Shift-JIS`); any other value is a usage error that lists the cases, so that
    /// every option with a fixed set of values is checked, and refused, the same way.
    package func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: CommandOption, of _: Choice.Type = Choice.self
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let name = value(option) else { return nil }
        if let choice = Choice.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            return choice
        }
        let names = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw UsageError("\(option.name) must be one of \(names), not '\(name)'")
    }

    /// The one file the subcommand takes.
    package func one(_ description: String) throws(UsageError) -> String {
        guard positional.count == 1 else {
            throw UsageError(
                positional.isEmpty
                    ? "missing the \(description)" : "expected one \(description), got \(positional.count)")
        }
        return positional[0]
    }

    /// The definitions files that generate and check read together, one or more, each once: a
    /// file given twice would clash with itself in every kind, and its messages name one path.
    package func definitionsFiles() throws(UsageError) -> [String] {
        guard !positional.isEmpty else { throw UsageError("missing the definitions file") }
        return try Self.eachOnce(positional)
    }

    /// `paths`, files read together (definitions files unless `description` says otherwise), when
    /// none is given twice.
    package static func eachOnce(_ paths: [String], description: String = "definitions file") throws(UsageError)
        -> [String]
    {
        var seen: Set<String> = []
        for path in paths where !seen.insert(path).inserted {
            throw UsageError("'\(path)' is given twice; give each \(description) once")
        }
        return paths
    }

    /// The `--output` a subcommand cannot do without; `description` says what it is.
    package func output(_ description: String) throws(UsageError) -> String {
        guard let output = value(.output) else { throw UsageError("missing --output: \(description)") }
        return output
    }
}

/// A command line the executable cannot run: what is wrong, and whose usage to show with it.
package struct UsageError: Error {
    package let message: String
    /// The usage of the subcommand given; nil when the mistake comes before one is known, and the
    /// executable's own usage is shown.
    package var usage: String?

    package init(_ message: String) {
        self.message = message
    }
}
