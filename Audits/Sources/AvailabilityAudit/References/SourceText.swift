// A source file's bytes with its line starts, to move between the byte offsets of the JSON AST and
// the lines and columns of the index.

import Foundation

struct SourceText {
    let bytes: [UInt8]
    /// The offset of the first byte of each line; line 1 starts at 0.
    private let lineStarts: [Int]

    init(contentsOf url: URL) throws {
        self.init(bytes: [UInt8](try Data(contentsOf: url)))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The offset of a 1-based line and 1-based UTF-8 column.
    func offset(line: Int, column: Int) -> Int {
        lineStarts[min(max(line - 1, 0), lineStarts.count - 1)] + column - 1
    }

    /// Where `word` starts at or after `start` and before `end`, each time it does.
    func occurrences(of word: String, from start: Int, to end: Int) -> [Int] {
        let needle = Array(word.utf8)
        guard start >= 0, end <= bytes.count, end - start >= needle.count else { return [] }
        return (start...(end - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
