// A large kind's codes or logical names, made from its rows a block of values at a time: the first
// read of one value's name makes the names of its block alone, which costs microseconds, where
// every name of a kind of thousands of values costs milliseconds.

/// Strings by ordinal, made a block at a time the first time one of the block is read, then kept.
final class KbnStringBlocks: Sendable {
    /// The strings per block, as a power of two, so that finding a block is a shift.
    static var blockShift: Int { 8 }
    let blocks: [KbnLazy<[String]>]
    let count: Int
    let make: @Sendable (Int) -> String

    /// `count` strings, `make(ordinal)` each.
    init(count: Int, make: @escaping @Sendable (Int) -> String) {
        self.count = count
        self.make = make
        blocks = (0..<(count + (1 << Self.blockShift) - 1) >> Self.blockShift).map { _ in KbnLazy() }
    }

    /// The string at `ordinal`, which must be below the count.
    func string(at ordinal: Int) -> String {
        let block = ordinal &>> Self.blockShift
        return blocks[block].value { strings(ofBlock: block) }[ordinal & (1 << Self.blockShift &- 1)]
    }

    /// Every string, in order.
    var all: [String] {
        blocks.indices.flatMap { block in blocks[block].value { strings(ofBlock: block) } }
    }

    private func strings(ofBlock block: Int) -> [String] {
        let start = block << Self.blockShift
        return (start..<min(start + 1 << Self.blockShift, count)).map(make)
    }
}
