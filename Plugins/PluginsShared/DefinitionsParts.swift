// How many files the build plugin has kbn-gen spread a definitions file's kinds over. A debug build
// recompiles only the generated files that changed, so an edit to one kind of a large file then
// recompiles that kind's part, not every kind (docs/PERFORMANCE.md, "Parts"). The plugin reads no
// JSON, so the count goes by the file's size: about 25 small kinds to a part.

import Foundation

enum DefinitionsParts {
    /// The size of definitions that gets a part of its own.
    static let bytesPerPart = 32 * 1024
    /// Past this many, more parts cost more in files than they save in recompiling.
    static let maximumCount = 16

    /// The part count for a definitions file of `size` bytes.
    static func count(forFileOfSize size: Int) -> Int {
        min(maximumCount, max(1, size / bytesPerPart))
    }

    /// The part count for the definitions file at `path`: 1 when it cannot be read, as kbn-gen then
    /// reports the file and writes nothing.
    static func count(forFile path: String) -> Int {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
        return count(forFileOfSize: size ?? 0)
    }
}
