// kbn-gen's subcommands and their options, each declared once: what a subcommand does, its usage
// line and the options it takes, from which parsing, `kbn-gen <subcommand> --help` and the global
// help are made.

import KbnGenCommandLine
import KbnGeneratorTools

/// kbn-gen's subcommands.
enum Subcommand: String, CaseIterable {
    case generate
    case check
    case importCSV = "import-csv"
    case importJSON = "import-json"
    case diff
    case exportStrings = "export-strings"
    case importStrings = "import-strings"
    case makeUpdate = "make-update"
    case checkUpdate = "check-update"

    /// The options the subcommand takes, in the order its help and usage line list them.
    var options: [CommandOption] {
        switch self {
        case .generate: CommandOption.generateOptions
        case .check: [.quiet, .maximumInputSize]
        case .diff: [.maximumInputSize]
        case .importCSV:
            [
                .output.showingValue(as: "<definitions.json>"), .encoding, .noHeader, .delimiter, .column, .kind,
                .prefix, .kindLogicalName, .parentKind, .namespace, .access, .ignoreUnknownColumns, .caseNames, .merge,
                .overwrite, .quiet, .maximumInputSize,
            ]
        case .importJSON:
            [
                .output.showingValue(as: "<definitions.json>"), .records, .column, .kind, .prefix, .kindLogicalName,
                .parentKind, .namespace, .access, .ignoreUnknownColumns, .caseNames, .merge, .overwrite, .quiet,
                .maximumInputSize,
            ]
        case .exportStrings:
            [.output.showingValue(as: "<file.xcstrings>"), .sourceLanguage, .overwrite, .quiet, .maximumInputSize]
        case .importStrings: [.output.showingValue(as: "<definitions.json>"), .overwrite, .quiet, .maximumInputSize]
        case .makeUpdate:
            [.app, .output.showingValue(as: "<update.json>"), .deprecateMissing, .overwrite, .quiet, .maximumInputSize]
        case .checkUpdate: [.app, .quiet, .maximumInputSize]
        }
    }

    /// The options the subcommand cannot run without, which its usage line shows without brackets.
    private var requiredOptions: Set<String> {
        switch self {
        case .exportStrings, .importStrings: [CommandOption.output.name]
        case .makeUpdate: [CommandOption.app.name, CommandOption.output.name]
        case .checkUpdate: [CommandOption.app.name]
        case .generate, .check, .importCSV, .importJSON, .diff: []
        }
    }

    /// What the subcommand takes besides its options, as its usage line shows it.
    private var operands: String {
        switch self {
        case .generate, .check: "<definitions.json>..."
        case .importCSV: "<file.csv>..."
        case .importJSON: "<file.json>..."
        case .diff: "<old.json> <new.json>"
        case .exportStrings: "<definitions.json>"
        case .importStrings: "<file.xcstrings> <definitions.json>"
        case .makeUpdate: "<master.json>"
        case .checkUpdate: "<update.json>"
        }
    }

    /// What the subcommand does, as the help says.
    var overview: String {
        switch self {
        case .generate:
            GenerateCommand.overview + " With --check, writes nothing and fails when a file is not what it would write."
        case .check:
            "Validates the definitions and reports every problem; writes nothing."
        case .importCSV:
            "Converts a code-master CSV (header row, then one row per value) into a checked definitions file: to --output, or else to standard output. A master as published is read with --column, the kind options and --case-names, and one without a header row or with another delimiter with --no-header and --delimiter; --merge updates the file an earlier import wrote. Several files are one master, each with the first one's header row."
        case .importJSON:
            "Converts a code master's JSON records (an array of objects, or an object whose values are the records) into a checked definitions file, as import-csv converts a CSV's rows, with the same options: a record's keys are the columns, and --column <field>=\(JSONImporter.recordKey) takes each record's key in an object of records. Several files are one master, their records one after another."
        case .diff:
            "Lists the changes from the old definitions to the new ones, as errors when they break apps built against the old file or data stored with its codes; the exit status is 1 when any change breaks. Either file may be an update."
        case .exportStrings:
            "Writes a String Catalog (.xcstrings) for translators: a key per kind name, value name and short name (Kbn.Gender, Kbn.Gender.man, Kbn.Gender.man.shortName), the logical name as the source string and each localized name as a translation."
        case .importStrings:
            "Writes the catalog's translated value names into the definitions' localizedNames, keeping everything else; reports strings it cannot import."
        case .makeUpdate:
            "Writes the update that a back end serves the app built from the --app definitions: the master's kinds (a newer definitions file, such as import-csv writes) whose tables differ from what the app compiled, with the fingerprint of every kind the app compiled in \"madeFor\", so that it applies to that build alone. Writes nothing when the update would change what a compiled code means, reporting each such change in the master; a kind of the master that the app does not compile is left out, with a warning."
        case .checkUpdate:
            "Checks an update against the app built from the --app definitions, as the app checks it before applying it, and lists as notes what people will see change; writes nothing."
        }
    }

    /// The subcommand's usage on one line, as the help lists it and a usage error repeats it: its
    /// operands, then its options as they are declared.
    var usage: String {
        // generate's options come in groups that exclude each other, which its usage spells out.
        if self == .generate { return "kbn-gen generate \(GenerateCommand.usageArguments)" }
        let options = options.map { $0.usage(isRequired: requiredOptions.contains($0.name)) }
        return (["kbn-gen", rawValue, operands] + options).joined(separator: " ")
    }

    /// The subcommand's help: `kbn-gen <subcommand> --help`.
    var help: CommandHelp {
        CommandHelp(
            overview: overview, usage: usage, options: options,
            notes: ["See `kbn-gen --help` for the other subcommands, how kbn-gen writes files and its exit statuses."]
        )
    }

    /// The options of every other subcommand, named in the message when one is given to this one.
    var optionsElsewhere: Set<String> {
        Set(Self.allCases.flatMap(\.options).map(\.name)).subtracting(options.map(\.name))
    }

    /// kbn-gen's own usage on one line, for mistakes made before a subcommand is known.
    static let commandUsage =
        "kbn-gen \(allCases.map(\.rawValue).joined(separator: " | ")) <arguments>, or kbn-gen --help | --version"
}

// The options of kbn-gen's subcommands besides generate's, which KbnGenCommandLine declares.
extension CommandOption {
    static let encoding = CommandOption(
        "--encoding", value: "<encoding>", description: "an encoding name",
        help: "utf-8 (the default) or shift-jis (Excel's \"CSV (Comma delimited)\" on Japanese Windows)."
    )
    static let noHeader = CommandOption(
        flag: "--no-header",
        help:
            "The first row is a value, not a header: columns are named by their number from 1, as in --column postfix=3."
    )
    static let delimiter = CommandOption(
        "--delimiter", value: "<delimiter>", description: "tab, ',' or ';'",
        help: "What separates fields: ',' (the default), ';' or tab (TSV)."
    )
    static let column = CommandOption(
        "--column", value: "<field>=<header>", description: "FIELD=HEADER", repeatable: true,
        help:
            "The file's column <header> (import-json: the records' key <header>, or \(JSONImporter.recordKey) for the key of each record in an object of records) holds the format's column <field>, such as postfix=lgcode or attr.latitude:Double=lat; \(ImportOptions.fileNameKey) is the name of each row's file without its folders and extension, such as parent=\(ImportOptions.fileNameKey) for branches/0001.json; repeat for each column."
    )
    static let records = CommandOption(
        "--records", value: "<path>", description: "a dot-separated path of keys",
        help:
            "Where the records are in the document, such as data.genders for {\"data\": {\"genders\": [...]}}; the document itself unless given."
    )
    static let kind = CommandOption(
        "--kind", value: "<name>", description: "a kind name",
        help: "The kind of every row, instead of a kind column."
    )
    static let prefix = CommandOption(
        "--prefix", value: "<prefix>", description: "a prefix, which may be empty",
        help: "The prefix of every row, instead of a prefix column; may be \"\" for codes without a kind prefix."
    )
    static let kindLogicalName = CommandOption(
        "--kind-logical-name", value: "<name>", description: "a name",
        help: "The kind logical name of every row, instead of a kindLogicalName column."
    )
    static let parentKind = CommandOption(
        "--parent-kind", value: "<kind>", description: "a kind name",
        help:
            "The parent kind of every row's kind, such as Bank for branches, a kind of the --merge file: each row gives its parent's code (--column parent=<header>, or parent=\(ImportOptions.fileNameKey)), its code is that code followed by its postfix, and the kind has no prefix."
    )
    static let namespace = CommandOption(
        "--namespace", value: "<name>", description: "a namespace name",
        help: "The file's namespace."
    )
    static let access = CommandOption(
        "--access", value: "<level>", description: "an access level",
        help: "The file's access: public, package or internal."
    )
    static let ignoreUnknownColumns = CommandOption(
        flag: "--ignore-unknown-columns",
        help: "Leave out the columns that are neither mapped nor the format's, with one note listing them."
    )
    static let caseNames = CommandOption(
        "--case-names", value: "<source>", description: "column, logical-name or code",
        help:
            "Where case names come from: \(CaseNameSource.allCases.map(\.rawValue).joined(separator: ", ")) (the case column, the default, or names derived from each value's logical name or code)."
    )
    static let merge = CommandOption(
        "--merge", value: "<definitions.json>", description: "a definitions file path",
        help:
            "Update this file, an earlier import's: values keep their case names and every key the CSV or JSON has no column for; values it lacks are removed, with a warning."
    )
    static let app = CommandOption(
        "--app", value: "<definitions.json>", description: "a definitions file path", repeatable: true,
        help:
            "A definitions file that the app's build compiles; repeat it for each file of the namespace the update is for."
    )
    static let deprecateMissing = CommandOption(
        "--deprecate-missing", value: "<message>", description: "a deprecation message",
        help:
            "Keep each value the app compiled that the master lacks, as the app's definitions write it, deprecated with this message; without it, such a value is an error."
    )
    static let quiet = CommandOption(
        flag: "--quiet",
        help: "Print no summary when all went well; problems and warnings are printed all the same."
    )
    static let sourceLanguage = CommandOption(
        "--source-language", value: "<language>", description: "a language code",
        help: "The language of the logical names, ja unless given."
    )
}
