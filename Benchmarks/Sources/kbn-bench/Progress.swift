// Progress lines on standard error while the benchmark runs; the table goes to standard output.

import Foundation

enum Progress {
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("kbn-bench: \(line)\n".utf8))
    }
}
