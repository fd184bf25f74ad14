// How many files the build plugin has kbn-gen spread a definitions file's kinds over: one for a
// file of few kinds, however large, more for a file of many kinds, so that an edit to one kind
// recompiles its part, not every kind, while no file is made for want of kinds; and the files that
// many small definitions files share (docs/PERFORMANCE.md, "Parts"). Foundation only, no
// PackagePlugin, so that Tests/PluginsSharedTests runs it on real files.

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

    /// The most bytes of a definitions file whose kinds may share generated files with other small
    /// files' kinds. Its values then cost a shared part's recompile little: about 500 values, some
    /// 60 ms of compiling, beside the 1–2 s of a part's 60 or so small kinds' conformances.
    static let sharedFileSizeLimit = 64 * 1024

    /// How a target's definitions files are spread over generated files.
    struct Layout: Equatable {
        /// Each file's number of parts, in the order of the files; 0 for a file whose kinds go into
        /// the shared files.
        var partCounts: [Int]
        /// How many shared files there are; 0 when no file's kinds go into them.
        var sharedCount: Int
    }

    /// How the definitions files at `paths` are spread, as they are when the plugin runs.
    ///
    /// Each file gets its parts (``count(kinds:)``), except when more than ``maximumCount`` files are
    /// small (one part, at most ``sharedFileSizeLimit`` bytes): then those share files, as many as
    /// their kinds would have as one file's parts. Up to that many files cost a clean build what one
    /// file of their kinds does; each further file costs every batch of the compile job its parsing,
    /// which doubled the clean build of 1,000 small kinds in a file each (docs/PERFORMANCE.md,
    /// "Parts"). A missing file gets one part of its own, where kbn-gen reports it.
    ///
    /// The layout cannot follow the files' later edits: SwiftPM runs a build plugin again only when a
    /// target's files are added or removed, not when one file's content changes, and the outputs the
    /// plugin declares must be the files kbn-gen writes.
    static func layout(ofFilesAt paths: [String]) -> Layout {
        let files = paths.map { path in
            FileManager.default.contents(atPath: path).map { (kinds: estimatedKinds(in: $0), bytes: $0.count) }
        }
        var layout = Layout(partCounts: files.map { $0.map { count(kinds: $0.kinds) } ?? 1 }, sharedCount: 0)
        let small = files.indices.filter { index in
            files[index].map { layout.partCounts[index] == 1 && $0.bytes <= sharedFileSizeLimit } ?? false
        }
        guard small.count > maximumCount else { return layout }
        for index in small { layout.partCounts[index] = 0 }
        layout.sharedCount = count(kinds: small.reduce(0) { $0 + files[$1]!.kinds })
        return layout
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
