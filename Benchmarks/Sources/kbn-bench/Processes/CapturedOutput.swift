// Short commands whose output the driver reads: bin paths, the runtime benchmark's results.

import Foundation

enum CapturedOutput {
    /// Runs `arguments` to completion and returns its standard output; fails on a non-zero exit.
    static func of(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
