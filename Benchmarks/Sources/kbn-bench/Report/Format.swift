// Numbers as the result table shows them.

import Foundation

enum Format {
    static func seconds(_ seconds: Double) -> String {
        seconds < 10 ? String(format: "%.2f s", seconds) : String(format: "%.0f s", seconds)
    }

    /// `4.20 s CPU (6.10 s wall)`.
    static func cpuAndWall(cpu: Double, wall: Double) -> String {
        "\(seconds(cpu)) CPU (\(seconds(wall)) wall)"
    }

    static func gigabytes(_ bytes: Double) -> String {
        String(format: "%.2f GB", bytes / Double(1 << 30))
    }

    static func kilobytes(_ bytes: Double) -> String {
        String(format: "%.0f KB", bytes / 1024)
    }

    static func megabytes(_ bytes: Double) -> String {
        String(format: "%.1f MB", bytes / Double(1 << 20))
    }

    static func ratio(_ ratio: Double) -> String {
        ratio < 0.1 ? String(format: "%.3f", ratio) : String(format: "%.2f", ratio)
    }

    static func nanoseconds(_ nanoseconds: Double) -> String {
        nanoseconds < 100 ? String(format: "%.1f ns", nanoseconds) : String(format: "%.0f ns", nanoseconds)
    }

    static func milliseconds(_ milliseconds: Double) -> String {
        String(format: "%.1f ms", milliseconds)
    }

    static func microseconds(_ microseconds: Double) -> String {
        microseconds < 1000 ? String(format: "%.0f µs", microseconds) : String(format: "%.1f ms", microseconds / 1000)
    }

    /// CPU seconds first, since ratios are taken of them; then wall seconds and peak memory.
    static func outcome(_ outcome: ProcessOutcome) -> String {
        let measured =
            "\(cpuAndWall(cpu: outcome.cpuSeconds, wall: outcome.seconds)), \(gigabytes(Double(outcome.peakProcessBytes)))"
        switch outcome.ending {
        case .exited(0): return measured
        case .stoppedOverMemory: return "DNF (over 16 GB after \(seconds(outcome.seconds)))"
        case .stoppedOverTime: return "DNF (over 10 min)"
        case .exited(let status): return "failed (status \(status))"
        case .signalled(let signal): return "failed (signal \(signal))"
        }
    }

    static func yesNo(_ met: Bool) -> String {
        met ? "yes" : "**no**"
    }
}
