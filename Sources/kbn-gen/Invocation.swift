// The command line, parsed: which subcommand and which files. Kept apart from running it so the
// accepted forms are visible in one place.

import KbnGeneratorCore

/// What kbn-gen was asked to do.
enum Invocation: Equatable {
    case help
    case version
    /// `checkOnly`: compare the output with what would be written, and write nothing.
    /// `overwrite`, in every command that writes files: replace a file kbn-gen cannot have written.
    case generate(inputs: [String], output: GenerationOutput, checkOnly: Bool, overwrite: Bool)
    case check(inputs: [String])
    /// `merge`: the definitions file the import updates.
    case importCSV(input: String, output: String?, encoding: CSVFileEncoding, options: CSVImportOptions, merge: String?, overwrite: Bool)
    case diff(old: String, new: String)
    case exportStrings(input: String, output: String, sourceLanguage: String, overwrite: Bool)
    case importStrings(catalog: String, definitions: String, output: String, overwrite: Bool)

    init(parsing arguments: [String]) throws(UsageError) {
        guard let first = arguments.first else {
            throw UsageError("missing the subcommand")
        }
        if arguments.contains("--help") || arguments.contains("-h") || arguments == ["help"] {
            self = .help
            return
        }
        if first == "--version" {
            guard arguments.count == 1 else { throw UsageError("--version takes no arguments") }
            self = .version
            return
        }
        guard let subcommand = Subcommand(rawValue: first) else {
            let what = first.hasPrefix("-") ? "option" : "subcommand"
            throw UsageError("unknown \(what) '\(first)'")
        }
        do {
            self = try Self(subcommand, ParsedArguments(arguments.dropFirst()))
        } catch var error {
            // Whatever is wrong, the usage to show is that of the subcommand given.
            error.subcommand = subcommand
            throw error
        }
    }

    private init(_ subcommand: Subcommand, _ parsed: ParsedArguments) throws(UsageError) {
        switch subcommand {
        case .generate:
            try parsed.allowOnly(["--output", "--output-dir", "--parts", "--check", "--overwrite"], in: subcommand)
            let checkOnly = parsed.flags.contains("--check")
            let output: GenerationOutput
            switch (parsed.values["--output"], parsed.values["--output-dir"]) {
            case (let file?, nil): output = .file(file)
            case (nil, let directory?): output = .directory(directory, parts: try parsed.parts(forInputs: parsed.positional.count))
            case (nil, nil) where !checkOnly: output = .standardOutput
            case (nil, nil): throw UsageError("--check needs --output or --output-dir: the generated files to compare")
            case (_?, _?): throw UsageError("give --output or --output-dir, not both")
            }
            if parsed.values["--parts"] != nil, parsed.values["--output-dir"] == nil {
                throw UsageError("--parts splits the files of --output-dir; give --output-dir, or leave out --parts")
            }
            if checkOnly && parsed.overwrite { throw UsageError("--check writes nothing; leave out --overwrite") }
            guard !parsed.positional.isEmpty else { throw UsageError("missing the definitions file") }
            self = .generate(inputs: parsed.positional, output: output, checkOnly: checkOnly, overwrite: parsed.overwrite)
        case .check:
            if parsed.values["--output"] != nil { throw UsageError("check writes nothing; --output belongs to generate") }
            try parsed.allowOnly([], in: subcommand)
            guard !parsed.positional.isEmpty else { throw UsageError("missing the definitions file") }
            self = .check(inputs: parsed.positional)
        case .importCSV:
            try parsed.allowOnly([
                "--output", "--encoding", "--column", "--kind", "--prefix", "--kind-logical-name", "--namespace", "--access",
                "--ignore-unknown-columns", "--case-names", "--merge", "--overwrite",
            ], in: subcommand)
            var encoding = CSVFileEncoding.utf8
            if let name = parsed.values["--encoding"] {
                guard let named = CSVFileEncoding(rawValue: name.lowercased()) else {
                    let names = CSVFileEncoding.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("unknown encoding '\(name)'; use one of \(names)")
                }
                encoding = named
            }
            var caseNames = CaseNameSource.column
            if let name = parsed.values["--case-names"] {
                guard let named = CaseNameSource(rawValue: name) else {
                    throw UsageError("--case-names must be one of \(CaseNameSource.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
                }
                caseNames = named
            }
            let options: CSVImportOptions
            do throws(CSVOptionError) {
                options = try CSVImportOptions(
                    columns: parsed.lists["--column"] ?? [], kind: parsed.values["--kind"], prefix: parsed.values["--prefix"],
                    kindLogicalName: parsed.values["--kind-logical-name"], namespace: parsed.values["--namespace"],
                    access: parsed.values["--access"], ignoresUnknownColumns: parsed.flags.contains("--ignore-unknown-columns"),
                    caseNames: caseNames
                )
            } catch {
                throw UsageError(error.message)
            }
            self = .importCSV(
                input: try parsed.one("CSV file"), output: parsed.values["--output"], encoding: encoding, options: options,
                merge: parsed.values["--merge"], overwrite: parsed.overwrite
            )
        case .diff:
            try parsed.allowOnly([], in: subcommand)
            guard parsed.positional.count == 2 else {
                throw UsageError("diff compares two definitions files, the old one then the new one; got \(parsed.positional.count)")
            }
            self = .diff(old: parsed.positional[0], new: parsed.positional[1])
        case .exportStrings:
            try parsed.allowOnly(["--output", "--source-language", "--overwrite"], in: subcommand)
            let sourceLanguage = parsed.values["--source-language"] ?? StringCatalogExporter.defaultSourceLanguage
            guard LanguageTag.isWellFormed(sourceLanguage) else {
                throw UsageError("'\(sourceLanguage)' is not a language code; use a BCP 47 tag such as ja or en")
            }
            let input = try parsed.one("definitions file")
            self = .exportStrings(
                input: input, output: try parsed.output("the .xcstrings file to write"), sourceLanguage: sourceLanguage,
                overwrite: parsed.overwrite
            )
        case .importStrings:
            try parsed.allowOnly(["--output", "--overwrite"], in: subcommand)
            guard parsed.positional.count == 2 else {
                throw UsageError("import-strings takes the string catalog, then the definitions file; got \(parsed.positional.count)")
            }
            self = .importStrings(
                catalog: parsed.positional[0], definitions: parsed.positional[1],
                output: try parsed.output("the definitions file to write, which may be the one read"),
                overwrite: parsed.overwrite
            )
        }
    }
}

/// kbn-gen's subcommands and the arguments each takes.
enum Subcommand: String, CaseIterable {
    case generate
    case check
    case importCSV = "import-csv"
    case diff
    case exportStrings = "export-strings"
    case importStrings = "import-strings"

    /// The subcommand's usage on one line, as the help lists it and a usage error repeats it.
    var usage: String {
        let arguments = switch self {
        case .generate: "<definitions.json>... [--output <file.swift> | --output-dir <dir> [--parts <n,...>]] [--check | --overwrite]"
        case .check: "<definitions.json>..."
        case .importCSV:
            "<file.csv> [--output <definitions.json>] [--encoding shift-jis] [--column <field>=<header>]... [--kind <name>] [--prefix <prefix>] [--kind-logical-name <name>] [--namespace <name>] [--access <level>] [--ignore-unknown-columns] [--case-names column|logical-name|code] [--merge <definitions.json>] [--overwrite]"
        case .diff: "<old.json> <new.json>"
        case .exportStrings: "<definitions.json> --output <file.xcstrings> [--source-language ja] [--overwrite]"
        case .importStrings: "<file.xcstrings> <definitions.json> --output <definitions.json> [--overwrite]"
        }
        return "kbn-gen \(rawValue) \(arguments)"
    }

    /// kbn-gen's own usage on one line, for mistakes made before a subcommand is known.
    static let commandUsage = "kbn-gen \(allCases.map(\.rawValue).joined(separator: " | ")) <arguments>, or kbn-gen --help | --version"
}

/// Where `generate` writes.
enum GenerationOutput: Equatable {
    case standardOutput
    /// Everything in one file.
    case file(String)
    /// A file of namespaces and, for each definitions file, its kinds in as many files as its
    /// `parts` say, named by GeneratedFileNames.
    case directory(String, parts: [KindParts])
}

/// The encodings `import-csv` reads.
enum CSVFileEncoding: String, CaseIterable {
    case utf8 = "utf-8"
    /// What Excel writes for "CSV (Comma delimited)" on Japanese Windows (code page 932).
    case shiftJIS = "shift-jis"
}

/// A subcommand's arguments: files, options with a value, and flags.
private struct ParsedArguments {
    /// Each option that takes a value, and what the value is.
    static let optionsWithValue = [
        "--output": "a file path", "--output-dir": "a directory path", "--encoding": "an encoding name",
        "--source-language": "a language code", "--column": "FIELD=HEADER", "--kind": "a kind name", "--prefix": "a prefix, which may be empty",
        "--kind-logical-name": "a name", "--namespace": "a namespace name", "--access": "an access level",
        "--case-names": "column, logical-name or code", "--merge": "a definitions file path",
        "--parts": "a count of files for each definitions file, such as 1,4",
    ]
    /// Options that may be given more than once, each value kept in order.
    static let repeatableOptions: Set = ["--column"]
    static let flagOptions: Set = ["--check", "--ignore-unknown-columns", "--overwrite"]

    var positional: [String] = []
    var values: [String: String] = [:]
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ arguments: ArraySlice<String>) throws(UsageError) {
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if let expected = Self.optionsWithValue[argument] {
                guard let value = remaining.popFirst() else {
                    throw UsageError("\(argument) needs \(expected)")
                }
                if Self.repeatableOptions.contains(argument) {
                    lists[argument, default: []].append(value)
                    continue
                }
                // Taking the last of two values would drop the first without a word.
                guard values[argument] == nil else {
                    throw UsageError("\(argument) is given twice; give it once")
                }
                values[argument] = value
            } else if Self.flagOptions.contains(argument) {
                flags.insert(argument)
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option '\(argument)'")
            } else {
                positional.append(argument)
            }
        }
    }

    /// Whether `--overwrite` is given: files kbn-gen cannot have written may be replaced.
    var overwrite: Bool { flags.contains("--overwrite") }

    func allowOnly(_ allowed: Set<String>, in subcommand: Subcommand) throws(UsageError) {
        if let other = (Set(values.keys).union(lists.keys).union(flags)).subtracting(allowed).sorted().first {
            throw UsageError("\(other) is not an option of \(subcommand.rawValue)")
        }
    }

    /// The one file the subcommand takes.
    func one(_ description: String) throws(UsageError) -> String {
        guard positional.count == 1 else {
            throw UsageError(positional.isEmpty ? "missing the \(description)" : "expected one \(description), got \(positional.count)")
        }
        return positional[0]
    }

    /// `--parts`, one count for each of the `inputs` definitions files; one part each without it.
    func parts(forInputs inputs: Int) throws(UsageError) -> [KindParts] {
        guard let list = values["--parts"] else { return Array(repeating: KindParts(count: 1), count: inputs) }
        let counts = list.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw UsageError("--parts needs whole numbers of 1 or more, separated by commas, not '\(list)'")
        }
        guard counts.count == inputs else {
            throw UsageError("--parts gives \(counts.count) count\(counts.count == 1 ? "" : "s") for \(inputs) definitions file\(inputs == 1 ? "" : "s"); give one for each, in order")
        }
        return counts.map { KindParts(count: $0!) }
    }

    /// The `--output` a subcommand cannot do without; `description` says what it is.
    func output(_ description: String) throws(UsageError) -> String {
        guard let output = values["--output"] else { throw UsageError("missing --output: \(description)") }
        return output
    }
}

/// A command line kbn-gen cannot run: what is wrong, and whose usage to show with it.
struct UsageError: Error {
    let message: String
    /// The subcommand given, or nil when the mistake comes before one is known.
    var subcommand: Subcommand?

    init(_ message: String) {
        self.message = message
    }

    /// The usage line to print under the message.
    var usage: String { subcommand?.usage ?? Subcommand.commandUsage }
}
