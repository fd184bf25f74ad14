// Standard output and error as a pipeline sees them: a reader that stops early (`| head`) closes
// the pipe, which ends kbn-gen's writing there and nothing else.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to kbn-gen's standard output and error.
package enum StandardStreams {
    /// Makes a closed pipe an error of `write` instead of a signal that kills the process with
    /// status 141 before it can finish: the reader that closed it wanted no more, so the rest of
    /// the text is dropped and the command ends as it would have, its status saying how the
    /// input was.
    static func ignoreClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard output; a closed pipe takes the rest of it.
    package static func printOutput(_ text: String) {
        writeIgnoringClosedPipe(text, to: STDOUT_FILENO)
    }

    /// Writes each of `lines` to standard error, each ended by a line break.
    package static func printError(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        writeIgnoringClosedPipe(lines.map { $0 + "\n" }.joined(), to: STDERR_FILENO)
    }

    private static func writeIgnoringClosedPipe(_ text: String, to file: Int32) {
        do throws(SystemCallFailure) {
            try OutputFile.writeAll(Array(text.utf8), to: file)
        } catch  where error.code == EPIPE {
            return
        } catch {
            // Standard output's failure is told on standard error; when standard error fails too,
            // the status is all that is left to say it.
            if file == STDOUT_FILENO {
                writeIgnoringClosedPipe("error: cannot write to standard output: \(error.reason)\n", to: STDERR_FILENO)
            }
            exit(ExitStatus.problems)
        }
    }
}
