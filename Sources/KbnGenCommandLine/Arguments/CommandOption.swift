// An option of the command line, declared once: its name, its value, its help. Parsing, the usage
// lines (but generate's, whose groups of options are written out), `<command> --help` and the
// documentation's option tables all follow the declaration (generate's usage line and the tables
// are checked against it, placeholder by placeholder, by tests).

/// One option that subcommands take: a flag, or an option with a value.
package struct CommandOption: Hashable, Sendable {
    /// The option as typed, such as `--output`.
    package let name: String
    /// The value's placeholder in usage lines and help, such as `<file>`; nil for a flag.
    package let placeholder: String?
    /// What the value is, for the message when it is missing: `--output needs a file path`.
    package let valueDescription: String
    /// Whether the option may be given more than once, each value kept in order.
    package let isRepeatable: Bool
    /// What the option does, as `<command> --help` shows it; one paragraph, wrapped when shown.
    package let help: String

    /// An option that takes a value.
    package init(_ name: String, value placeholder: String, description: String, repeatable: Bool = false, help: String)
    {
        self.name = name
        self.placeholder = placeholder
        self.valueDescription = description
        self.isRepeatable = repeatable
        self.help = help
    }

    /// An option without a value.
    package init(flag name: String, help: String) {
        self.name = name
        self.placeholder = nil
        self.valueDescription = ""
        self.isRepeatable = false
        self.help = help
    }

    /// The option as help and usage show it: `--output <file>`, or the flag's name.
    package var synopsis: String {
        placeholder.map { "\(name) \($0)" } ?? name
    }

    /// The option as a usage line shows it: in brackets unless `isRequired`, and followed by `...`
    /// when it may be repeated.
    package func usage(isRequired: Bool) -> String {
        let text = isRequired ? synopsis : "[\(synopsis)]"
        return isRepeatable ? text + "..." : text
    }

    /// This option with its value shown as `placeholder`, for a subcommand whose value is of one
    /// kind: `--output <definitions.json>`, where `--output <file>` would say less. Parsing is the
    /// same, by name.
    package func showingValue(as placeholder: String) -> CommandOption {
        CommandOption(name, value: placeholder, description: valueDescription, repeatable: isRepeatable, help: help)
    }
}

// The options of `generate`, which both executables run, and those that other subcommands share
// with it. The other subcommands' own options are declared beside them, in kbn-gen.
extension CommandOption {
    package static let output = CommandOption(
        "--output", value: "<file>", description: "a file path",
        help: "The file to write, replaced in one step and only when its content changes."
    )
    package static let outputDirectory = CommandOption(
        "--output-dir", value: "<dir>", description: "a directory path",
        help:
            "The folder for one file of namespaces (_KbnNamespaces.swift) and one file of kinds per definitions file; files kbn-gen generated there from definitions files no longer given are removed."
    )
    package static let parts = CommandOption(
        "--parts", value: "<n,...>", description: "a count of files for each definitions file, such as 1,4",
        help:
            "With --output-dir: spread each definitions file's kinds over this many files, one count per file in order, so that a debug build recompiles only the file of the kind that changed; 0 puts a file's kinds into the shared files (_KbnShared.swift) with the other files given 0. The build plugin passes it."
    )
    package static let sharedParts = CommandOption(
        "--shared-parts", value: "<n>", description: "a count of files, such as 4",
        help:
            "With --parts: spread the kinds of the definitions files given 0 over this many shared files, 1 unless given; each kind's file is chosen by its name. The build plugin passes it when many small definitions files would otherwise make a Swift file each."
    )
    package static let check = CommandOption(
        flag: "--check",
        help:
            "Compare with the --output file, or the --output-dir folder, instead of writing; fail when a file is not what would be written."
    )
    package static let overwrite = CommandOption(
        flag: "--overwrite",
        help:
            "Replace an existing file that kbn-gen cannot have written (not generated Swift, a definitions file, a String Catalog or an update, as the command writes)."
    )

    package static let maximumInputSize = CommandOption(
        "--max-input-size", value: "<bytes>", description: "a whole number of bytes",
        help:
            "The most bytes read of any one input file, 1073741824 (1 GiB) unless given: a larger file, or one that does not end such as a pipe, stops the command with an error that names this bound."
    )

    /// `generate`'s options, in the order its help lists them.
    package static let generateOptions: [CommandOption] = [
        .output.showingValue(as: "<file.swift>"), .outputDirectory, .parts, .sharedParts, .check, .overwrite,
        .maximumInputSize,
    ]
}
