// Server/serve.py, Python's http.server serving the update and the failures of a network on a free
// port of loopback, started for one test and stopped after it.

import Foundation

/// A running Server/serve.py.
final class UpdateServer {
    /// The loopback port it listens on.
    let port: Int
    private let process = Process()
    /// Its standard input: it stops when this closes, so that it ends with the tests' process
    /// even if they crash before they stop it.
    private let input = Pipe()

    init() throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageFolder.appendingPathComponent("Server/serve.py").path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            firstLine.append(chunk)
        }
        let line = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("listening on "), let port = Int(line.dropFirst("listening on ".count)) else {
            process.terminate()
            process.waitUntilExit()
            throw ServerDidNotStart(firstLine: line)
        }
        self.port = port
    }

    /// The URL of `path` on the server, such as `/update.json`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops the server and waits until it has ended.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}

/// Serve.py ended, or printed something else, before it said where it listens.
struct ServerDidNotStart: Error, CustomStringConvertible {
    let firstLine: String

    var description: String {
        "Server/serve.py did not start (its first line: \"\(firstLine)\"); the tests need python3 on the PATH"
    }
}

/// Runs `body` with a server of its own, stopped when `body` returns or throws.
func withUpdateServer<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (UpdateServer) async throws -> Result
) async throws -> Result {
    let server = try UpdateServer()
    defer { server.stop() }
    return try await body(server)
}
