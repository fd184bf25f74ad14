// The program of `Benchmarks/run.sh hostile`: writes the hostile updates, inputs whose cost could
// grow faster than their bytes (HostileUpdates.swift, a link to the tests' support), for the
// example kinds, and applies one in a process of its own, so that its peak memory is that update's;
// and measures every public entry point that takes outside data (HostileEntryPoints.swift, a link
// to the KbnUI tests' table).
//
//   kbn-bench-hostile write <shape> <size> <file>   an update of Kbn.Gender in that shape
//   kbn-bench-hostile write-plain <bytes> <file>    a plain update of at least that many bytes
//   kbn-bench-hostile apply <file>                  applies it; prints its CPU milliseconds
//   kbn-bench-hostile read <file>                   only reads it and the kinds: where both start
//   kbn-bench-hostile entry-points <size> <runs>    every entry point's shapes at size and 4 × size

import ExampleKinds
import Foundation
import KbnUpdates

/// CPU time of this process, which the machine's load moves far less than the wall clock.
func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

let arguments = CommandLine.arguments
func write(_ json: String, to path: String) {
    guard FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) else {
        fatalError("kbn-bench-hostile: cannot write \(path)")
    }
}
switch arguments[1] {
case "write":
    guard let shape = HostileUpdate(rawValue: arguments[2]), let size = Int(arguments[3]) else {
        fatalError("kbn-bench-hostile: write <shape> <size> <file>")
    }
    write(shape.json(of: Kbn.Gender.self, compiled: Kbn.allKinds, size: size), to: arguments[4])
case "write-plain":
    write(
        HostileUpdate.plainJSON(of: Kbn.Gender.self, compiled: Kbn.allKinds, bytes: Int(arguments[2])!),
        to: arguments[3])
case "entry-points":
    await EntryPointRuns.run(size: Int(arguments[2])!, repetitions: Int(arguments[3])!)
case let mode:
    guard let data = FileManager.default.contents(atPath: arguments[2]) else {
        fatalError("kbn-bench-hostile: cannot read \(arguments[2])")
    }
    // The kinds' tables first, as an app has them before an update arrives.
    var checksum = Kbn.allKinds.count + Kbn.Gender.allCases.count + data.count
    if mode == "apply" {
        let start = cpuMilliseconds()
        let problems: Int
        do {
            checksum &+= try KbnUpdate(json: data, kinds: Kbn.allKinds).isEmpty ? 0 : 1
            problems = 0
        } catch {
            problems = error.problems.count
        }
        print("cpu_ms", cpuMilliseconds() - start)
        print("problems", problems)
    }
    print("checksum", checksum)
}
