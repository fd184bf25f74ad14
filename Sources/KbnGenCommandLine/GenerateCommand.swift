// `generate`, the one command that the plugins run and users run too: its arguments and how it
// writes, checks and cleans up its output. Both executables run this code, so a build and a
// developer's `kbn-gen generate` write the same files by the same rules.

import KbnGeneratorCore

/// `generate`'s arguments, checked, and running it.
package struct GenerateCommand {
    let inputs: [String]
    let output: GenerationOutput
    /// Compare the output with what would be written, and write nothing.
    let checkOnly: Bool
    /// Replace a file kbn-gen cannot have written.
    let overwrite: Bool

    /// What follows `generate` in the usage line.
    package static let usageArguments =
        "<definitions.json>... [--output <file.swift> | --output-dir <dir> [--parts <n,...> [--shared-parts <n>]]] [--check | --overwrite] [--max-input-size <bytes>]"

    /// What `generate` does, as its help says.
    package static let overview =
        "Validates the definitions and writes the Swift source, each file only when its content changes: all in the --output file, or with --output-dir one file of namespaces and one file of kinds per definitions file, or else to standard output. Files that name one namespace make one namespace."

    /// The arguments that followed `generate`, parsed by ``CommandOption/generateOptions``.
    package init(_ parsed: ParsedArguments) throws(UsageError) {
        checkOnly = parsed.isGiven(.check)
        switch (parsed.value(.output), parsed.value(.outputDirectory)) {
        case (let file?, nil): output = .file(file)
        case (nil, let directory?):
            output = .directory(
                directory,
                layout: try Self.layout(
                    parts: parsed.value(.parts), sharedParts: parsed.value(.sharedParts),
                    inputs: parsed.positional.count))
        case (nil, nil) where !checkOnly: output = .standardOutput
        case (nil, nil): throw UsageError("--check needs --output or --output-dir: the generated files to compare")
        case (_?, _?): throw UsageError("give --output or --output-dir, not both")
        }
        if parsed.isGiven(.parts), !parsed.isGiven(.outputDirectory) {
            throw UsageError("--parts splits the files of --output-dir; give --output-dir, or leave out --parts")
        }
        if parsed.isGiven(.sharedParts), !parsed.isGiven(.outputDirectory) {
            throw UsageError(
                "--shared-parts splits the shared files of --output-dir; give --output-dir and --parts, or leave out --shared-parts"
            )
        }
        overwrite = parsed.isGiven(.overwrite)
        if checkOnly && overwrite { throw UsageError("--check writes nothing; leave out --overwrite") }
        inputs = try parsed.definitionsFiles()
    }

    /// `--parts`, one count for each of the `inputs` definitions files, 0 for the shared files, and
    /// `--shared-parts`; one part each without them.
    private static func layout(parts list: String?, sharedParts: String?, inputs: Int) throws(UsageError)
        -> OutputLayout
    {
        guard let list else {
            if sharedParts != nil {
                throw UsageError("--shared-parts splits the kinds of the files that --parts gives 0; give --parts too")
            }
            return OutputLayout(parts: Array(repeating: KindParts(count: 1), count: inputs), shared: nil)
        }
        let counts = list.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.allSatisfy({ ($0 ?? -1) >= 0 }) else {
            throw UsageError("--parts needs whole numbers of 0 or more, separated by commas, not '\(list)'")
        }
        guard counts.count == inputs else {
            throw UsageError(
                "--parts gives \(counts.count) count\(counts.count == 1 ? "" : "s") for \(inputs) definitions file\(inputs == 1 ? "" : "s"); give one for each, in order"
            )
        }
        let parts = counts.map { $0! == 0 ? nil : KindParts(count: $0!) }
        guard parts.contains(nil) else {
            if let sharedParts {
                throw UsageError(
                    "--shared-parts \(sharedParts) spreads the kinds of the files that --parts gives 0, and it gives none; leave out --shared-parts, or give a file 0"
                )
            }
            return OutputLayout(parts: parts, shared: nil)
        }
        guard let sharedCount = Int(sharedParts ?? "1"), sharedCount >= 1 else {
            throw UsageError("--shared-parts needs a whole number of 1 or more, not '\(sharedParts ?? "")'")
        }
        return OutputLayout(parts: parts, shared: KindParts(count: sharedCount))
    }

    package func run() throws {
        let definitions = try InputFiles.definitions(at: inputs)
        let names = GeneratedFileNames.relativePaths(ofInputs: inputs)
        let renderer = SourceRenderer(
            files: zip(names, definitions).map { NamedDefinitions(name: $0, definitions: $1) })
        switch output {
        case .standardOutput:
            StandardStreams.printOutput(renderer.renderAll())
        case .file(let path):
            let file = OutputFile(path: path, kind: .generatedSource)
            if checkOnly {
                try check([(file, renderer.renderAll())], stale: [])
            } else {
                try OutputFile.replaceContents(
                    of: [(file, renderer.renderAll())], reading: inputs, overwrite: overwrite)
            }
        case .directory(let directory, let layout):
            let folder = GeneratedFolder(path: directory, inputs: inputs, layout: layout)
            var files = [
                (
                    OutputFile(path: folder.path(of: GeneratedFileNames.namespaces), kind: .generatedSource),
                    renderer.renderNamespaces()
                )
            ]
            let outputNames = try folder.outputNames()
            for (index, names) in outputNames.own.enumerated() {
                for (part, name) in zip(1..., names) {
                    let source = renderer.renderKinds(ofFiles: [index], part: part, of: layout.parts[index]!)
                    files.append((OutputFile(path: folder.path(of: name), kind: .generatedSource), source))
                }
            }
            if let shared = layout.shared {
                let sharing = layout.parts.indices.filter { layout.parts[$0] == nil }
                for (part, name) in zip(1..., outputNames.shared) {
                    let source = renderer.renderKinds(ofFiles: sharing, part: part, of: shared)
                    files.append((OutputFile(path: folder.path(of: name), kind: .generatedSource), source))
                }
            }
            let stale = folder.staleFiles(keeping: files.map(\.0.path))
            if checkOnly {
                try check(files, stale: stale)
                return
            }
            // A folder made new holds nothing kbn-gen could refuse to replace.
            if !folder.exists { try folder.create() }
            try OutputFile.replaceContents(of: files, reading: inputs, overwrite: overwrite)
            try folder.remove(stale)
        }
    }

    /// Compares `files` with what they should hold, and reports generated files that no input
    /// generates any more; writes nothing.
    private func check(_ files: [(OutputFile, String)], stale: [String]) throws(DiagnosticsFailure) {
        let sources = inputs.joined(separator: ", ")
        var problems: [(path: String, diagnostic: Diagnostic)] = []
        for (file, contents) in files {
            if let problem = file.differenceFrom(contents, generatedFrom: sources) {
                problems.append((file.path, problem))
            }
        }
        for path in stale {
            problems.append((path, .error(GeneratedFolder.staleMessage(inputs: sources), at: nil)))
        }
        try DiagnosticsFailure.throwIfAny(problems)
    }
}

/// Where `generate` writes.
enum GenerationOutput {
    case standardOutput
    /// Everything in one file.
    case file(String)
    /// A file of namespaces and, for each definitions file, its kinds in as many files as its
    /// `layout` says, named by GeneratedFileNames.
    case directory(String, layout: OutputLayout)
}

/// How the kinds of `--output-dir` are spread over its files.
struct OutputLayout {
    /// Each definitions file's parts, in the order of the inputs; nil for a file whose kinds go into
    /// the shared files.
    let parts: [KindParts?]
    /// The parts of the shared files; nil when no file's kinds go into them.
    let shared: KindParts?
}
