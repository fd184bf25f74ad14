// Reading the files a command is given: a missing file, a directory or an unreadable file is an
// error naming it, and definitions files are read, decoded and validated together.

import KbnGeneratorCore

/// The files a command reads.
package enum InputFiles {
    /// The most bytes a command reads of one file unless `--max-input-size` gives another bound:
    /// 1 GiB, several times the largest master tried (the benchmark's million JSON records,
    /// docs/PERFORMANCE.md), and a bound
    /// on what an endless input such as `/dev/zero` or a pipe can take.
    package static let defaultMaximumBytes = 1 << 30

    /// The bound of this run, which the command line's edge sets from `--max-input-size` with
    /// `withValue`. A `TaskLocal` written out, not the `@TaskLocal` macro, which a compile without
    /// the toolchain's macro plugins (the availability audit's) cannot expand.
    package static let bound = TaskLocal(wrappedValue: defaultMaximumBytes)

    /// The most bytes this run reads of one file.
    package static var maximumBytes: Int { bound.get() }

    /// The bound that `parsed` gives with `--max-input-size`, else the default; a value that is no
    /// whole number of 1 or more is a usage error.
    package static func maximumBytes(in parsed: ParsedArguments) throws(UsageError) -> Int {
        let option = CommandOption.maximumInputSize.name
        guard let value = parsed.value(.maximumInputSize) else { return defaultMaximumBytes }
        guard let bytes = Int(value), bytes >= 1 else {
            throw UsageError("\(option) needs a whole number of bytes of 1 or more, such as 2147483648, not '\(value)'")
        }
        return bytes
    }

    /// The file's bytes; `description` names it in the error when it cannot be read.
    package static func read(at path: String, _ description: String) throws(DiagnosticsFailure) -> [UInt8] {
        let type = FileStatus(path: path)?.type
        var read: FileContents.Read?
        if let type, type != .directory {
            read = FileContents.bytes(at: path, atMost: maximumBytes)
            if case .bytes(let bytes)? = read { return bytes }
        }
        let reason =
            switch (type, read) {
            case (_, .larger?):
                "it holds more than \(maximumBytes) bytes, the most kbn-gen reads of one file (--max-input-size); give --max-input-size with a larger number of bytes to read it"
            case (nil, _): "there is no file at this path"
            case (.directory?, _): "it is a directory, not a file"
            default: "it cannot be read"
            }
        throw DiagnosticsFailure(
            path: path, diagnostics: [.error("cannot read the \(description): \(reason)", at: nil)])
    }

    /// Reads, decodes and validates definitions files together; with `allowingUpdates`, a file may be
    /// an update (``KbnGenerator/definitions(fromFiles:allowingUpdates:maximumDepth:)``).
    package static func definitions(at paths: [String], allowingUpdates: Bool = false) throws(DiagnosticsFailure)
        -> [ValidatedDefinitions]
    {
        let files = try definitionsFiles(at: paths)
        do {
            return try KbnGenerator.definitions(fromFiles: files, allowingUpdates: allowingUpdates)
        } catch {
            throw DiagnosticsFailure(error.diagnostics)
        }
    }

    /// The bytes of the definitions files at `paths`, each named by its path.
    package static func definitionsFiles(at paths: [String]) throws(DiagnosticsFailure) -> [SourceFile] {
        // A loop, not `map` with a typed-throws closure: the standard library of Apple's SDKs
        // before Swift 6 has only a `rethrows` one, whose error is `any Error`.
        var files: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            files.append(SourceFile(name: path, bytes: try read(at: path, "definitions file")))
        }
        return files
    }
}
