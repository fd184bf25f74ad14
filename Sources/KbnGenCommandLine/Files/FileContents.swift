// A file's bytes and a folder's names, read with the C library. Not Foundation: every consumer's
// first build compiles this module for the plugins' tool, and importing Foundation would add its
// modules to that build (docs/PERFORMANCE.md, "The build tool").

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads what is at a path.
enum FileContents {
    /// What reading a file gave.
    enum Read {
        case bytes([UInt8])
        /// The file holds more than the most bytes asked for, or does not end (`/dev/zero`).
        case larger
    }

    /// The bytes of the file at `path`, read to its end (a FIFO's until its writer closes it), or
    /// ``Read/larger`` as soon as it is known to hold more than `maximum` bytes; nil when it cannot
    /// be opened or read.
    static func bytes(at path: String, atMost maximum: Int = .max) -> Read? {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(file, &status) == 0, status.st_size > 0 {
            guard Int(status.st_size) <= maximum else { return .larger }
            bytes.reserveCapacity(Int(status.st_size))
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count == 0 { return .bytes(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            // A device or a pipe has no size to check first: it is cut off here.
            guard count <= maximum - bytes.count else { return .larger }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// The names of the entries of the folder at `path`, without `.` and `..`, in the order the
    /// file system gives; nil when it is no folder or cannot be read.
    static func names(inFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            // `strlen` finds the end: unoptimized, a generic `prefix(while:)` calls a closure per byte.
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                let start = $0.baseAddress!.assumingMemoryBound(to: CChar.self)
                return String(decoding: UnsafeRawBufferPointer(start: start, count: strlen(start)), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
