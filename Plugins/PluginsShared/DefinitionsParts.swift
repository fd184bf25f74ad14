// How many files the build plugin has kbn-gen spread a definitions file's kinds over: one for a
// file of few kinds, however large, more for a file of many kinds, so that an edit to one kind
// recompiles its part, not every kind, while no file is made for want of kinds
// (docs/PERFORMANCE.md, "Parts"). Foundation only, no PackagePlugin, so that
// Tests/PluginsSharedTests runs it on real files.

import Foundation

enum DefinitionsParts {
    /// The kinds a part stands for. A kind's cost to the compiler is its conformances more than its
    /// values, so parts follow kinds, not bytes: below this, a part's compile saves an edit less than
    /// another file costs a clean build. And each kind's part is chosen by its name, so parts hold
    /// uneven shares: with this many kinds a part, one without any kind is rare.
    static let kindsPerPart = 8

    /// The most parts of one file: beyond it, a one-kind edit's rebuild is the module's emit job,
    /// which type-checks every kind whatever the parts.
    static let maximumCount = 16

    /// The parts of a definitions file of about `kinds` kinds.
    static func count(kinds: Int) -> Int {
        min(maximumCount, max(1, kinds / kindsPerPart))
    }

    /// The parts of the definitions file at `path`, as it is when the plugin runs; one for a file
    /// that is missing. The count cannot follow the file's later edits: SwiftPM runs a build plugin
    /// again only when a target's files are added or removed, not when one file's content changes,
    /// and the outputs the plugin declares must be the files kbn-gen writes.
    static func count(ofFileAt path: String) -> Int {
        guard let contents = FileManager.default.contents(atPath: path) else { return 1 }
        return count(kinds: estimatedKinds(in: contents))
    }

    /// About how many kinds `contents` declares: the keys `"prefix"` in it, which every kind has and
    /// no value. A scan, not a parse, which the plugin leaves to kbn-gen: a file that is not valid
    /// JSON fails there, and an attribute named `prefix` only makes more parts.
    static func estimatedKinds(in contents: Data) -> Int {
        let key = Array(#""prefix""#.utf8)
        return contents.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var kinds = 0
            var index = 0
            while index + key.count <= bytes.count {
                guard bytes[index] == key[0], index == 0 || bytes[index - 1] != UInt8(ascii: "\\"),
                    (1..<key.count).allSatisfy({ bytes[index + $0] == key[$0] })
                else {
                    index += 1
                    continue
                }
                index += key.count
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") { kinds += 1 }
            }
            return kinds
        }
    }
}
