// Timing loops for the runtime measurements: several samples each, long enough for the clock's
// resolution not to matter. The driver takes the median over all samples of all runs.

/// The results of a timed body are folded into this checksum and printed, so the optimizer cannot
/// drop the work being measured.
struct Checksum {
    private(set) var value = 0

    mutating func add(_ result: Int) {
        value &+= result
    }
}

enum Timing {
    static let clock = ContinuousClock()

    /// A body to time: it performs `operations` operations and returns a value that depends on
    /// their results.
    struct Measured {
        let name: String
        let operations: Int
        let body: () -> Int
    }

    /// Nanoseconds per operation of each body in each of `samples` rounds. Every round runs all the
    /// bodies in turn, so that a change in the machine's load reaches all of them alike and their
    /// ratios hold.
    static func alternating(_ measured: [Measured], samples: Int = 7, checksum: inout Checksum) -> [(String, [Double])]
    {
        var results = measured.map { ($0.name, [Double]()) }
        for _ in 0..<samples {
            for (index, item) in measured.enumerated() {
                let start = clock.now
                checksum.add(item.body())
                results[index].1.append(nanoseconds(clock.now - start) / Double(item.operations))
            }
        }
        return results
    }

    /// Nanoseconds that one call of `body` takes, for work that happens only once per process.
    static func nanosecondsOnce(checksum: inout Checksum, _ body: () -> Int) -> Double {
        let start = clock.now
        checksum.add(body())
        return nanoseconds(clock.now - start)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
