// Which generated file a kind goes into when a definitions file's kinds are spread over several.
//
// A debug build recompiles only the files that changed, so a large file's kinds are split: an edit
// to one kind then recompiles its part alone (docs/PERFORMANCE.md, "Parts"). A kind's part depends
// on its name only, so adding, removing or editing another kind never moves it.

/// How a definitions file's kinds are spread over a number of generated files.
package struct KindParts: Sendable, Equatable {
    /// How many files the kinds are spread over; 1 puts every kind in one file.
    package let count: Int

    /// - Precondition: `count` is at least 1.
    package init(count: Int) {
        precondition(count >= 1, "a definitions file's kinds go into at least one file")
        self.count = count
    }

    /// The part, from 1 to ``count``, that holds the kind named `name`.
    package func part(ofKind name: String) -> Int {
        // FNV-1a: the same number on every machine and in every run, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) + 1
    }
}
