// Durations as plain numbers, and medians of repeated measurements.

enum Timing {
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "a median needs at least one measurement")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
