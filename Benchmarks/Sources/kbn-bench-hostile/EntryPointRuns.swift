// `kbn-bench-hostile entry-points`: every row of the table of entry points (HostileEntryPoints.swift)
// with each of its shapes, at n and 4n, against a plain input of as many bytes, all in this process;
// one line per row, shape and size, which `Benchmarks/run.sh hostile` reads.

import Foundation

/// CPU time of the calling thread, the main thread's work for a row that runs there.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

enum EntryPointRuns {
    /// A round repeats a call until it has taken this much CPU time, so that a call of microseconds
    /// is timed over many.
    static let roundMilliseconds = 20.0

    /// Prints, for each row and shape, at `size` and at 4 × `size`, the hostile and the plain
    /// input's bytes, CPU milliseconds per call (the process's) and the main thread's of them.
    @MainActor static func run(size: Int, repetitions: Int) async {
        for row in HostileEntryPoints.all {
            for shape in row.shapes {
                for scale in [1, 4] {
                    let (hostile, plain) = shape.inputs(for: row.domain, size: scale * size)
                    let measured = [hostile, plain].map { input in
                        let time = median(of: row.prepare(input), repetitions: repetitions)
                        return "\(input.bytes)\t\(time.process)\t\(time.thread)"
                    }
                    print(
                        ["entry", row.name, shape.rawValue, String(scale), String(row.isOnMainThread)]
                            .joined(separator: "\t") + "\t" + measured.joined(separator: "\t"))
                }
            }
            // On standard output too, which the driver's log shares: a line of standard error would
            // land inside a buffered line of results.
            print("done", row.name)
        }
    }

    /// CPU milliseconds of one call, the process's and this thread's: medians of `repetitions`
    /// rounds, after a first call that also pays for what is made on first use, which counts as a
    /// round when it alone takes a round's time.
    @MainActor static func median(of call: HostileCall, repetitions: Int) -> (process: Double, thread: Double) {
        var checksum = 0
        var process: [Double] = []
        var thread: [Double] = []
        func round(_ atLeast: Double) {
            let (processStart, threadStart) = (cpuMilliseconds(), threadCPUMilliseconds())
            var calls = 0
            repeat {
                checksum &+= call()
                calls += 1
            } while cpuMilliseconds() - processStart < atLeast
            process.append((cpuMilliseconds() - processStart) / Double(calls))
            thread.append((threadCPUMilliseconds() - threadStart) / Double(calls))
        }
        round(0)
        if process[0] < roundMilliseconds {
            process.removeAll()
            thread.removeAll()
        }
        while process.count < repetitions { round(roundMilliseconds) }
        if checksum == Int.min { print("checksum", checksum) }
        return (process.sorted()[process.count / 2], thread.sorted()[thread.count / 2])
    }
}
