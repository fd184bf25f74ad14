// Where a diagnostic may point in a file: its lines, counted as the generator's reader counts them.
// The fuzz harnesses and the tests check every location they are given against them.

public struct FileLines {
    /// The byte length of each line: LF, CRLF and a lone CR each end one, and a byte order mark
    /// at the start is not part of the first.
    public let lengths: [Int]

    public init(_ bytes: [UInt8]) {
        var lengths: [Int] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lengths.append(index - start)
                start = index + 1
            case UInt8(ascii: "\r"):
                lengths.append(index - start)
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        lengths.append(bytes.count - start)
        self.lengths = lengths
    }

    /// Whether a 1-based line and a 1-based column in bytes lie in the file: on one of its lines, at
    /// most just after its last byte.
    public func contains(line: Int, column: Int) -> Bool {
        (1...lengths.count).contains(line) && column >= 1 && column <= lengths[line - 1] + 1
    }
}
