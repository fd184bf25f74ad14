// How both executables end: their errors printed on standard error, each kind with the exit status
// that scripts tell apart, so that kbn-gen and the plugins' kbn-gen-build fail the same way.

import KbnGeneratorCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an executable's command and turns what it throws into messages and an exit status.
package enum CommandRun {
    /// Runs `command`; a ``UsageError`` is printed with `usage` when it names none of its own.
    package static func run(usage: String, _ command: () throws -> Void) {
        StandardStreams.ignoreClosedPipes()
        do {
            try command()
        } catch let error as UsageError {
            StandardStreams.printError(["error: \(error.message)", "usage: \(error.usage ?? usage)"])
            exit(ExitStatus.usage)
        } catch let error as DiagnosticsFailure {
            StandardStreams.printError(error.lines)
            exit(ExitStatus.problems)
        } catch {
            StandardStreams.printError(["error: \(error)"])
            exit(ExitStatus.problems)
        }
    }
}

/// Diagnostics about files, each naming its own.
package struct DiagnosticsFailure: Error {
    let diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Diagnostics about the one file at `path`, which they are given as their file.
    package init(path: String, diagnostics: [Diagnostic]) {
        self.init(diagnostics.map { $0.inFile(path) })
    }

    /// Throws one failure with every problem, each about its own file, when there are any.
    static func throwIfAny(_ problems: [(path: String, diagnostic: Diagnostic)]) throws(DiagnosticsFailure) {
        guard !problems.isEmpty else { return }
        throw DiagnosticsFailure(problems.map { $0.diagnostic.inFile($0.path) })
    }

    /// `path:line:column: severity: message` for each diagnostic.
    var lines: [String] {
        diagnostics.map { $0.formatted() }
    }
}

/// The exit statuses besides 0, which scripts tell apart.
package enum ExitStatus {
    /// Problems in the input, each printed as a diagnostic, or a diff with breaking changes.
    package static let problems: Int32 = 1
    /// A command line the executable cannot run: EX_USAGE from sysexits.h, as swift-argument-parser tools give.
    static let usage: Int32 = 64
}
