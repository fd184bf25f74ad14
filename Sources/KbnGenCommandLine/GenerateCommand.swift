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
        "<definitions.json>... [--output <file.swift> | --output-dir <dir> [--parts <n,...>]] [--check | --overwrite] [--max-input-size <bytes>]"

    /// What `generate` does, as its help says.
    package static let overview =
        "Validates the definitions and writes the Swift source, each file only when its content changes: all in the --output file, or with --output-dir one file of namespaces and one file of kinds per definitions file, or else to standard output. Files that name one namespace make one namespace."

    /// The arguments that followed `generate`, parsed by ``CommandOption/generateOptions``.
    package init(_ parsed: ParsedArguments) throws(UsageError) {
        checkOnly = parsed.isGiven(.check)
        switch (parsed.value(.output), parsed.value(.outputDirectory)) {
        case (let file?, nil): output = .file(file)
        case (nil, let directory?):
            output = .directory(directory, parts: try Self.parts(parsed.value(.parts), inputs: parsed.positional.count))
        case (nil, nil) where !checkOnly: output = .standardOutput
        case (nil, nil): throw UsageError("--check needs --output or --output-dir: the generated files to compare")
        case (_?, _?): throw UsageError("give --output or --output-dir, not both")
        }
        if parsed.isGiven(.parts), !parsed.isGiven(.outputDirectory) {
            throw UsageError("--parts splits the files of --output-dir; give --output-dir, or leave out --parts")
        }
        overwrite = parsed.isGiven(.overwrite)
        if checkOnly && overwrite { throw UsageError("--check writes nothing; leave out --overwrite") }
        inputs = try parsed.definitionsFiles()
    }

    /// `--parts`, one count for each of the `inputs` definitions files; one part each without it.
    private static func parts(_ list: String?, inputs: Int) throws(UsageError) -> [KindParts] {
        guard let list else { return Array(repeating: KindParts(count: 1), count: inputs) }
        let counts = list.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw UsageError("--parts needs whole numbers of 1 or more, separated by commas, not '\(list)'")
        }
        guard counts.count == inputs else {
            throw UsageError(
                "--parts gives \(counts.count) count\(counts.count == 1 ? "" : "s") for \(inputs) definitions file\(inputs == 1 ? "" : "s"); give one for each, in order"
            )
        }
        return counts.map { KindParts(count: $0!) }
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
        case .directory(let directory, let parts):
            let folder = GeneratedFolder(path: directory, inputs: inputs, parts: parts)
            var files = [
                (
                    OutputFile(path: folder.path(of: GeneratedFileNames.namespaces), kind: .generatedSource),
                    renderer.renderNamespaces()
                )
            ]
            for (index, names) in try folder.outputNames().enumerated() {
                for (part, name) in zip(1..., names) {
                    let source = renderer.renderKinds(ofFile: index, part: part, of: parts[index])
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
    /// `parts` say, named by GeneratedFileNames.
    case directory(String, parts: [KindParts])
}
