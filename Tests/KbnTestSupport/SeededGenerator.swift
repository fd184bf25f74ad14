// A small seedable random number generator, so that every random input of the tests, the fuzz
// harness's mutations included, can be reproduced from its seed.

/// SplitMix64.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability 1 / `n`; for the small `n` of the tests, the bias of `%` is negligible.
    public mutating func oneIn(_ n: Int) -> Bool {
        // Not Int.random(in:using:), whose generic code is slow in debug builds: this runs per character.
        next() % UInt64(n) == 0
    }

    /// A random element of a non-empty collection.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element {
        elements.randomElement(using: &self)!
    }
}
