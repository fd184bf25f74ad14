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

    /// Nanoseconds per operation in each of `samples` runs of `body`, which performs `operations`
    /// operations and returns a value depending on their results.
    static func nanosecondsPerOperation(
        operations: Int,
        samples: Int = 7,
        checksum: inout Checksum,
        _ body: () -> Int
    ) -> [Double] {
        (0..<samples).map { _ in
            let start = clock.now
            checksum.add(body())
            return nanoseconds(clock.now - start) / Double(operations)
        }
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
