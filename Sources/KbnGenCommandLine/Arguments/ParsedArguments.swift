// A command line split into files, options with a value, and flags, by the table of options the
// executable knows: an option it does not know, one given twice or one without its value is a
// usage error, never dropped.

/// The options a command line may hold, and which take a value.
package struct ArgumentSyntax {
    /// Each option that takes a value, and what the value is, for the message when it is missing.
    let optionsWithValue: [String: String]
    /// Options that may be given more than once, each value kept in order.
    let repeatableOptions: Set<String>
    let flagOptions: Set<String>

    package init(optionsWithValue: [String: String], repeatableOptions: Set<String> = [], flagOptions: Set<String>) {
        self.optionsWithValue = optionsWithValue
        self.repeatableOptions = repeatableOptions
        self.flagOptions = flagOptions
    }

    /// The options of `generate`, which both executables run.
    package static let generate = ArgumentSyntax(
        optionsWithValue: [
            "--output": "a file path", "--output-dir": "a directory path",
            "--parts": "a count of files for each definitions file, such as 1,4",
        ],
        flagOptions: ["--check", "--overwrite"]
    )

    /// These options and those of `other`.
    package func adding(_ other: ArgumentSyntax) -> ArgumentSyntax {
        ArgumentSyntax(
            optionsWithValue: optionsWithValue.merging(other.optionsWithValue) { mine, _ in mine },
            repeatableOptions: repeatableOptions.union(other.repeatableOptions),
            flagOptions: flagOptions.union(other.flagOptions)
        )
    }
}

/// A subcommand's arguments: files, options with a value, and flags.
package struct ParsedArguments {
    package private(set) var positional: [String] = []
    package private(set) var values: [String: String] = [:]
    package private(set) var lists: [String: [String]] = [:]
    package private(set) var flags: Set<String> = []

    package init(_ arguments: ArraySlice<String>, syntax: ArgumentSyntax) throws(UsageError) {
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if let expected = syntax.optionsWithValue[argument] {
                guard let value = remaining.popFirst() else {
                    throw UsageError("\(argument) needs \(expected)")
                }
                if syntax.repeatableOptions.contains(argument) {
                    lists[argument, default: []].append(value)
                    continue
                }
                // Taking the last of two values would drop the first without a word.
                guard values[argument] == nil else {
                    throw UsageError("\(argument) is given twice; give it once")
                }
                values[argument] = value
            } else if syntax.flagOptions.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                positional.append(argument)
            }
        }
    }

    /// Whether `--overwrite` is given: files kbn-gen cannot have written may be replaced.
    package var overwrite: Bool { flags.contains("--overwrite") }

    /// Fails on the first option, in name order, that `subcommand` does not take.
    package func allowOnly(_ allowed: Set<String>, in subcommand: String) throws(UsageError) {
        if let other = (Set(values.keys).union(lists.keys).union(flags)).subtracting(allowed).sorted().first {
            throw UsageError("\(other) is not an option of \(subcommand)")
        }
    }

    /// The one file the subcommand takes.
    package func one(_ description: String) throws(UsageError) -> String {
        guard positional.count == 1 else {
            throw UsageError(positional.isEmpty ? "missing the \(description)" : "expected one \(description), got \(positional.count)")
        }
        return positional[0]
    }

    /// The `--output` a subcommand cannot do without; `description` says what it is.
    package func output(_ description: String) throws(UsageError) -> String {
        guard let output = values["--output"] else { throw UsageError("missing --output: \(description)") }
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
