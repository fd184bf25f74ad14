// The command line, parsed: which subcommand and which files. Kept apart from running it so the
// accepted forms are visible in one place.

import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

/// What kbn-gen was asked to do. `overwrite`, in every command that writes files: replace a file
/// kbn-gen cannot have written.
enum Invocation {
    case help
    case version
    /// Parsed and run by the code that the plugins' kbn-gen-build runs too.
    case generate(GenerateCommand)
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
            self = try Self(subcommand, ParsedArguments(arguments.dropFirst(), syntax: Self.syntax))
        } catch var error {
            // Whatever is wrong, the usage to show is that of the subcommand given.
            error.usage = subcommand.usage
            throw error
        }
    }

    private init(_ subcommand: Subcommand, _ parsed: ParsedArguments) throws(UsageError) {
        switch subcommand {
        case .generate:
            self = .generate(try GenerateCommand(parsed))
        case .check:
            if parsed.values["--output"] != nil { throw UsageError("check writes nothing; --output belongs to generate") }
            try parsed.allowOnly([], in: subcommand.rawValue)
            guard !parsed.positional.isEmpty else { throw UsageError("missing the definitions file") }
            self = .check(inputs: parsed.positional)
        case .importCSV:
            try parsed.allowOnly([
                "--output", "--encoding", "--column", "--kind", "--prefix", "--kind-logical-name", "--namespace", "--access",
                "--ignore-unknown-columns", "--case-names", "--merge", "--overwrite",
            ], in: subcommand.rawValue)
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
            try parsed.allowOnly([], in: subcommand.rawValue)
            guard parsed.positional.count == 2 else {
                throw UsageError("diff compares two definitions files, the old one then the new one; got \(parsed.positional.count)")
            }
            self = .diff(old: parsed.positional[0], new: parsed.positional[1])
        case .exportStrings:
            try parsed.allowOnly(["--output", "--source-language", "--overwrite"], in: subcommand.rawValue)
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
            try parsed.allowOnly(["--output", "--overwrite"], in: subcommand.rawValue)
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
        case .generate: GenerateCommand.usageArguments
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

/// The encodings `import-csv` reads.
enum CSVFileEncoding: String, CaseIterable {
    case utf8 = "utf-8"
    /// What Excel writes for "CSV (Comma delimited)" on Japanese Windows (code page 932).
    case shiftJIS = "shift-jis"
}

extension Invocation {
    /// Every option of every subcommand; which subcommand takes which is checked after parsing.
    static let syntax = ArgumentSyntax.generate.adding(ArgumentSyntax(
        optionsWithValue: [
            "--encoding": "an encoding name", "--source-language": "a language code", "--column": "FIELD=HEADER",
            "--kind": "a kind name", "--prefix": "a prefix, which may be empty", "--kind-logical-name": "a name",
            "--namespace": "a namespace name", "--access": "an access level", "--case-names": "column, logical-name or code",
            "--merge": "a definitions file path",
        ],
        repeatableOptions: ["--column"],
        flagOptions: ["--ignore-unknown-columns"]
    ))
}
