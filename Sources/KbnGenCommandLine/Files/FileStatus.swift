// What is at a path before kbn-gen writes there: its type, its identity (to tell an input from an
// output whatever the paths say), its permissions and owner (to keep them), from stat(2).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file at a path, symbolic links followed.
struct FileStatus {
    /// The types of file kbn-gen tells apart.
    enum FileType: Equatable {
        case regular, directory, fifo, characterDevice, blockDevice, socket, other

        /// How messages name the type: "a FIFO", "a directory".
        var description: String {
            switch self {
            case .regular: "a file"
            case .directory: "a directory"
            case .fifo: "a FIFO"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "neither a file nor a directory"
            }
        }
    }

    /// A file by its device and inode, which two paths of one file share.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    let type: FileType
    let identity: Identity
    /// The permission bits, such as 0o644.
    let permissions: mode_t
    let owner: uid_t
    let group: gid_t

    /// The status of the file at `path`, following symbolic links; nil when there is none (or it
    /// cannot be looked at, which the write then reports).
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        type =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFIFO: .fifo
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFSOCK: .socket
            default: .other
            }
        identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        permissions = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
    }

    /// Whether the process may write the file itself, not only replace it in its folder: root may
    /// write any file, so a file without any write permission counts as read-only for root too.
    func isWritable(at path: String) -> Bool {
        access(path, W_OK) == 0 && permissions & 0o222 != 0
    }
}

extension String {
    /// The path with its symbolic links followed to the file they lead to, which need not exist:
    /// writing through a link must replace the file it names, not the link. A FIFO or a device
    /// keeps its path, as `/dev/stdout` leads to a pipe that no path names; a loop of links is
    /// returned as it is, for the write to report.
    var followingSymbolicLinks: String {
        if let status = FileStatus(path: self) {
            guard status.type == .regular, let resolved = realpath(self, nil) else { return self }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        // A link to a file yet to be written: follow it by hand, as realpath needs the file.
        var path = self
        for _ in 0..<40 {  // the kernel's own limit on links in a path
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count > 0 else { return path }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = target.hasPrefix("/") ? target : path.containingFolder + target
        }
        return path
    }

    /// The folder that holds the file at this path, with its final slash; "./" for a bare name.
    var containingFolder: String {
        guard let slash = lastIndex(of: "/") else { return "./" }
        return String(self[...slash])
    }
}
