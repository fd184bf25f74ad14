// How many files the build plugin has kbn-gen spread a definitions file's kinds over: one for a
// small file, more for a large one, so that an edit to one kind of a large file recompiles its part,
// not every kind, while a small file makes no files without kinds (docs/PERFORMANCE.md, "Parts").
// Foundation only, no PackagePlugin, so that Tests/PluginsSharedTests runs it on real files.

import Foundation

enum DefinitionsParts {
    /// The definitions a part stands for: a file gets a second part only at twice this size. Below
    /// it, the compiler's cost of another file in a debug build is more than a one-kind edit saves
    /// by compiling fewer kinds again.
    static let bytesPerPart = 128 * 1024

    /// The most parts of one file: beyond it, a one-kind edit's rebuild is the module's emit job,
    /// which type-checks every kind whatever the parts.
    static let maximumCount = 16

    /// The parts of a definitions file of `size` bytes.
    static func count(forSize size: Int) -> Int {
        min(maximumCount, max(1, size / bytesPerPart))
    }

    /// The parts of the definitions file at `path`, by its size when the plugin runs; one for a
    /// file that is missing. The count cannot follow the file's later edits: SwiftPM runs a build
    /// plugin again only when a target's files are added or removed, not when one file's content
    /// changes, and the outputs the plugin declares must be the files kbn-gen writes.
    static func count(ofFileAt path: String) -> Int {
        count(forSize: (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0)
    }
}
