// Tests of KbnLazy, which tables keep their display order, description and dictionary of codes in:
// every reader, on any thread, gets the one value that was published first; and of
// KbnStringBlocks, a large kind's codes and names made a block at a time.

import Testing

@testable import KbnKit

@Suite("Values made on first use")
struct LazyValueTests {
    /// An object per `make`, so that readers can tell whether they got the same one.
    final class Made: Sendable {}

    @Test("Readers on many threads at once all get the same value")
    func concurrentReadersShareOneValue() async {
        for _ in 0..<50 {
            let lazy = KbnLazy<Made>()
            let values = await withTaskGroup(of: Made.self) { group in
                for _ in 0..<16 {
                    group.addTask { lazy.value { Made() } }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let first = lazy.value { Made() }
            #expect(values.allSatisfy { $0 === first })
        }
    }

    @Test("A value once made is not made again")
    func aMadeValueIsKept() {
        let lazy = KbnLazy<Int>()
        var makes = 0
        #expect(
            lazy.value {
                makes += 1
                return 7
            } == 7)
        #expect(
            lazy.value {
                makes += 1
                return 8
            } == 7)
        #expect(makes == 1)
    }

    /// Which ordinals a ``KbnStringBlocks`` made, in order; read on one thread only.
    final class Ordinals: @unchecked Sendable {
        var made: [Int] = []
    }

    @Test("A string's block alone is made at its first read, and every string once")
    func blocksAreMadeOneAtATime() {
        let size = 1 << KbnStringBlocks.blockShift
        for count in [1, size - 1, size, size + 1, 2 * size + 100] {
            let ordinals = Ordinals()
            let blocks = KbnStringBlocks(count: count) { ordinal in
                ordinals.made.append(ordinal)
                return "s\(ordinal)"
            }
            #expect(ordinals.made.isEmpty)
            let last = count - 1
            #expect(blocks.string(at: last) == "s\(last)")
            let lastBlock = Array((last / size * size)..<count)
            #expect(ordinals.made == lastBlock, "count \(count)")
            #expect(blocks.string(at: last) == "s\(last)")
            #expect(blocks.all == (0..<count).map { "s\($0)" }, "count \(count)")
            #expect(ordinals.made.sorted() == Array(0..<count), "count \(count)")
        }
    }
}
