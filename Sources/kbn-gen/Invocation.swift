// The command line, parsed: which subcommand and which files. Kept apart from running it so the
// accepted forms are visible in one place.

import KbnFormat
import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

/// What kbn-gen was asked to do. `overwrite`, in every command that writes files: replace a file
/// kbn-gen cannot have written.
enum Invocation {
    case help
    /// `kbn-gen <subcommand> --help`.
    case subcommandHelp(Subcommand)
    case version
    /// Parsed and run by the code that the plugins' kbn-gen-build runs too.
    case generate(GenerateCommand)
    case check(inputs: [String], quiet: Bool)
    /// `merge`: the definitions file the import updates.
    case importCSV(
        inputs: [String], output: String?, encoding: CSVFileEncoding, options: ImportOptions, merge: String?,
        overwrite: Bool,
        quiet: Bool
    )
    /// `records`: the path to the records in the document, `--records`.
    case importJSON(
        inputs: [String], output: String?, records: String?, options: ImportOptions, merge: String?, overwrite: Bool,
        quiet: Bool
    )
    case diff(old: String, new: String)
    case exportStrings(input: String, output: String, sourceLanguage: String, overwrite: Bool, quiet: Bool)
    case importStrings(catalog: String, definitions: String, output: String, overwrite: Bool, quiet: Bool)
    /// `apps`: the definitions files the app's build compiles, `--app`; `deprecation`: the message
    /// of `--deprecate-missing`.
    case makeUpdate(
        master: String, apps: [String], output: String, deprecation: String?, overwrite: Bool, quiet: Bool)
    case checkUpdate(update: String, apps: [String], quiet: Bool)

    /// What `arguments` ask for, and in `maximumInputBytes` the bound of what it reads
    /// (`--max-input-size`), left as it is when they give none.
    init(parsing arguments: [String], maximumInputBytes: inout Int) throws(UsageError) {
        guard let first = arguments.first else {
            throw UsageError("missing the subcommand")
        }
        let subcommand = Subcommand(rawValue: first)
        if arguments.contains("--help") || arguments.contains("-h") || arguments == ["help"] {
            self = subcommand.map(Invocation.subcommandHelp) ?? .help
            return
        }
        if first == "--version" {
            guard arguments.count == 1 else { throw UsageError("--version takes no arguments") }
            self = .version
            return
        }
        guard let subcommand else {
            let what = first.hasPrefix("-") ? "option" : "subcommand"
            throw UsageError("unknown \(what) '\(first)'")
        }
        do {
            self = try Self(subcommand, arguments.dropFirst(), maximumInputBytes: &maximumInputBytes)
        } catch var error {
            // Whatever is wrong, the usage to show is that of the subcommand given.
            error.usage = subcommand.usage
            throw error
        }
    }

    private init(
        _ subcommand: Subcommand, _ arguments: ArraySlice<String>, maximumInputBytes: inout Int
    ) throws(UsageError) {
        if subcommand == .check, arguments.contains(CommandOption.output.name) {
            throw UsageError("check writes nothing; --output belongs to generate")
        }
        let parsed = try ParsedArguments(
            arguments, options: subcommand.options, subcommand: subcommand.rawValue,
            elsewhere: subcommand.optionsElsewhere
        )
        maximumInputBytes = try InputFiles.maximumBytes(in: parsed)
        let overwrite = parsed.isGiven(.overwrite)
        let quiet = parsed.isGiven(.quiet)
        switch subcommand {
        case .generate:
            self = .generate(try GenerateCommand(parsed))
        case .check:
            self = .check(inputs: try parsed.definitionsFiles(), quiet: quiet)
        case .importCSV:
            let encoding = try parsed.choice(.encoding) ?? CSVFileEncoding.utf8
            let options = try Self.importOptions(parsed)
            self = .importCSV(
                inputs: try Self.masterFiles(parsed, "CSV file"), output: parsed.value(.output), encoding: encoding,
                options: options, merge: parsed.value(.merge), overwrite: overwrite, quiet: quiet
            )
        case .importJSON:
            self = .importJSON(
                inputs: try Self.masterFiles(parsed, "JSON file"), output: parsed.value(.output),
                records: parsed.value(.records), options: try Self.importOptions(parsed), merge: parsed.value(.merge),
                overwrite: overwrite, quiet: quiet
            )
        case .diff:
            guard parsed.positional.count == 2 else {
                throw UsageError(
                    "diff compares two definitions files, the old one then the new one; got \(parsed.positional.count)")
            }
            self = .diff(old: parsed.positional[0], new: parsed.positional[1])
        case .exportStrings:
            let sourceLanguage = parsed.value(.sourceLanguage) ?? StringCatalogExporter.defaultSourceLanguage
            guard KbnLanguageTag.isWellFormed(sourceLanguage) else {
                throw UsageError("'\(sourceLanguage)' is not a language code; use a BCP 47 tag such as ja or en")
            }
            let input = try parsed.one("definitions file")
            self = .exportStrings(
                input: input, output: try parsed.output("the .xcstrings file to write"), sourceLanguage: sourceLanguage,
                overwrite: overwrite, quiet: quiet
            )
        case .importStrings:
            guard parsed.positional.count == 2 else {
                throw UsageError(
                    "import-strings takes the string catalog, then the definitions file; got \(parsed.positional.count)"
                )
            }
            self = .importStrings(
                catalog: parsed.positional[0], definitions: parsed.positional[1],
                output: try parsed.output("the definitions file to write, which may be the one read"),
                overwrite: overwrite, quiet: quiet
            )
        case .makeUpdate:
            self = .makeUpdate(
                master: try parsed.one("master definitions file"), apps: try Self.appFiles(parsed),
                output: try parsed.output("the update to write"), deprecation: try Self.deprecation(parsed),
                overwrite: overwrite, quiet: quiet)
        case .checkUpdate:
            self = .checkUpdate(update: try parsed.one("update file"), apps: try Self.appFiles(parsed), quiet: quiet)
        }
    }

    /// The files of the master an import reads as one, one or more, each once: a file given twice
    /// would give each of its values twice.
    private static func masterFiles(_ parsed: ParsedArguments, _ description: String) throws(UsageError) -> [String] {
        guard !parsed.positional.isEmpty else { throw UsageError("missing the \(description)") }
        return try ParsedArguments.eachOnce(parsed.positional, description: description)
    }

    /// The app's definitions files, `--app`, that make-update and check-update need.
    private static func appFiles(_ parsed: ParsedArguments) throws(UsageError) -> [String] {
        let paths = parsed.values(.app)
        guard !paths.isEmpty else {
            throw UsageError(
                "missing --app: the definitions files that the app's build compiles, which the update is for")
        }
        return try ParsedArguments.eachOnce(paths)
    }

    /// The message of `--deprecate-missing`, which a deprecated value shows, so not empty.
    private static func deprecation(_ parsed: ParsedArguments) throws(UsageError) -> String? {
        guard let message = parsed.value(.deprecateMissing) else { return nil }
        guard !message.allSatisfy(\.isWhitespace) else {
            throw UsageError(
                "--deprecate-missing needs a message that says why the values are no longer offered, such as \"No longer in the master\""
            )
        }
        return message
    }

    /// The mapping options that import-csv and import-json share, checked against each other.
    private static func importOptions(_ parsed: ParsedArguments) throws(UsageError) -> ImportOptions {
        // import-json takes neither --delimiter nor --no-header, so parsing has refused them there.
        let delimiter = try parsed.choice(.delimiter) ?? CSVDelimiter.comma
        let caseNames = try parsed.choice(.caseNames) ?? CaseNameSource.column
        let access = try parsed.choice(.access, of: AccessLevel.self)
        do throws(ImportOptionError) {
            return try ImportOptions(
                columns: parsed.values(.column), kind: parsed.value(.kind), prefix: parsed.value(.prefix),
                kindLogicalName: parsed.value(.kindLogicalName), parentKind: parsed.value(.parentKind),
                namespace: parsed.value(.namespace),
                access: access, ignoresUnknownColumns: parsed.isGiven(.ignoreUnknownColumns),
                caseNames: caseNames, hasHeader: !parsed.isGiven(.noHeader), delimiter: delimiter
            )
        } catch {
            throw UsageError(error.message)
        }
    }
}

/// The encodings `import-csv` reads.
enum CSVFileEncoding: String, CaseIterable {
    case utf8 = "utf-8"
    /// What Excel writes for "CSV (Comma delimited)" on Japanese Windows (code page 932).
    case shiftJIS = "shift-jis"
}
