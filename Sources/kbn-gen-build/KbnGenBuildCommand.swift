// kbn-gen-build's entry point: the tool the swift-kbn plugins run in a build. It runs `generate`
// only, so that it holds reading, validating and rendering and nothing else: SwiftPM compiles it
// in every consumer's first build. Users run kbn-gen, which has every subcommand.

import KbnGenCommandLine

@main
struct KbnGenBuildCommand {
    static let usage = "kbn-gen-build generate \(GenerateCommand.usageArguments)"

    /// Printed under every usage error: whoever runs this tool by hand wants kbn-gen.
    static let usageWithNote =
        usage + """

            note: kbn-gen-build is the tool the swift-kbn plugins run; to run generate or any other \
            subcommand yourself, use kbn-gen (`swift run kbn-gen --help`)
            """

    static let help = CommandHelp(
        overview:
            "The tool that swift-kbn's build plugin (KbnGeneratorPlugin) and command plugin (generate-kbn-sources) run to generate Swift from definitions files. It runs generate only, as `kbn-gen generate` does. To run kbn-gen yourself, with every subcommand, use kbn-gen: `swift run kbn-gen --help`.",
        usage: usage,
        options: CommandOption.generateOptions
    )

    static func main() {
        CommandRun.run(usage: usageWithNote) {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.contains("--help") || arguments.contains("-h") {
                StandardStreams.printOutput(help.text)
                return
            }
            guard let first = arguments.first else {
                throw UsageError("missing the subcommand generate")
            }
            guard first == "generate" else {
                let what = first.hasPrefix("-") ? "option" : "subcommand"
                throw UsageError(
                    "unknown \(what) '\(first)': kbn-gen-build runs generate only; kbn-gen runs '\(first)'")
            }
            let parsed = try ParsedArguments(
                arguments.dropFirst(), options: CommandOption.generateOptions, subcommand: "generate")
            let command = try GenerateCommand(parsed)
            try InputFiles.bound.withValue(try InputFiles.maximumBytes(in: parsed)) { try command.run() }
        }
    }
}
