// The last good update on disk, so that the next launch shows it before any download: written only
// with bytes that were applied, and removed when a launch finds it is not an update for its build.

import Foundation

/// The file that holds the last update the app applied.
public struct UpdateCache: Sendable {
    /// Where the update is kept, such as a file in the app's Caches folder: the system may delete
    /// it, and the app then starts from its compiled kinds until the next download.
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The cached bytes; nil when nothing is cached.
    func read() throws -> Data? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Data(contentsOf: file)
    }

    /// Replaces the cached update in one step, so that a launch never reads half of one.
    func write(_ bytes: Data) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file, options: .atomic)
    }

    /// Forgets the cached update.
    func remove() throws {
        try FileManager.default.removeItem(at: file)
    }
}
