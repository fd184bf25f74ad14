// Where the tests of every test target, and the benchmark, find the repository's files: the
// definitions, KbnKit's sources, the API listing, the documentation, the snippets, the snapshots and
// fixtures. Found one way, from this file's place in the checkout (#filePath), so that they read the
// checkout they were built from, whatever the current directory. Benchmarks compiles this file
// through the link Benchmarks/Sources/kbn-bench/Repository.swift, for the reason ChildProcess.swift
// beside it gives; #filePath is then the link's path, which is why the path is resolved.

// Its URL calls are those macOS 10.15 has: KbnTestSupport is a plain target, built at the
// package's floor, not at the newer one SwiftPM gives test targets.
import Foundation

public enum Repository {
    /// The repository's root directory: this file is Tests/KbnTestSupport/Repository.swift.
    public static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The file or folder at `path`, relative to the root: `Repository.file("API/KbnKit.txt")`.
    public static func file(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }
}
