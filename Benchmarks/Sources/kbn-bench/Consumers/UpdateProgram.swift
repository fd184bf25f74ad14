// The program of the update rows: applying an update of the 標準病名 master with KbnUpdates, against
// JSONDecoder decoding the same bytes, and reading names through the update, against none.

/// UpdateBench, a ``MasterConsumer`` executable that uses the `KbnUpdates` product. Its first
/// argument says what it does with the update file named by the second:
/// - `time`: prints `name value…` lines, as kbn-bench-runtime does: CPU milliseconds of each way of
///   reading the update in each round, then nanoseconds per name read in each way;
/// - `apply` and `decode`: reads the update once in that way and exits, so that the process's peak
///   memory is that way's;
/// - `read`: only reads the file and the kind's table, the memory that both ways start from.
enum UpdateProgram {
    /// Rounds of each way of reading the update in a `time` run: each gives one sample of each.
    static let rounds = 5

    static let source = """
        import Foundation
        import KbnUpdates
        import Diseases

        /// CPU time of this process, which the machine's load moves far less than the wall clock.
        func cpuMilliseconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
        }

        /// What the update holds, as an app would decode it with JSONDecoder into its own structs.
        struct Update: Decodable {
            let namespace: String
            let madeFor: [String: String]
            let kinds: [Kind]

            struct Kind: Decodable {
                let name: String
                let prefix: String
                let logicalName: String
                let attributes: [String: String]
                let values: [Value]
            }

            struct Value: Decodable {
                let `case`: String
                let postfix: String
                let logicalName: String
                let shortName: String?
                let attributes: [String: String?]
            }
        }

        let mode = CommandLine.arguments[1]
        guard let data = FileManager.default.contents(atPath: CommandLine.arguments[2]) else {
            fatalError("UpdateBench: cannot read \\(CommandLine.arguments[2])")
        }
        /// Every result goes into it, and it is printed, so that no work can be dropped.
        var checksum = 0
        // The kind's table first, so that what follows is the update's own work.
        checksum &+= Kbn.Disease.allCases.count

        func apply() -> KbnUpdate {
            do {
                return try KbnUpdate(json: data, kinds: [Kbn.Disease.self])
            } catch {
                fatalError("UpdateBench: the update was refused:\\n\\(error)")
            }
        }
        func decode() -> Int {
            do {
                return try JSONDecoder().decode(Update.self, from: data).kinds.reduce(0) { $0 + $1.values.count }
            } catch {
                fatalError("UpdateBench: JSONDecoder refused the update: \\(error)")
            }
        }

        switch mode {
        case "apply":
            checksum &+= apply().isEmpty ? 0 : 1
        case "decode":
            checksum &+= decode()
        case "read":
            checksum &+= data.count
        default:
            // Rounds of both ways in turn, so that a change in the machine's load reaches both alike.
            var applied: [Double] = [], decoded: [Double] = []
            for _ in 0..<\(rounds) {
                var start = cpuMilliseconds()
                checksum &+= decode()
                decoded.append(cpuMilliseconds() - start)
                start = cpuMilliseconds()
                checksum &+= apply().isEmpty ? 0 : 1
                applied.append(cpuMilliseconds() - start)
            }
            print("update_apply_ms", applied.map { String($0) }.joined(separator: " "))
            print("update_decode_ms", decoded.map { String($0) }.joined(separator: " "))

            let update = apply()
            let none = KbnUpdate()
            // 4,096 compiled values and their codes in an order that a cache cannot guess, and the
            // codes that only the update has.
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            let values = (0..<4_096).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Kbn.Disease.allCases[Int(state >> 33) % Kbn.Disease.allCases.count]
            }
            let codes = values.map(\\.code)
            let added = update.values(of: Kbn.Disease.self).compactMap { value -> String? in
                if case .unknown(let code) = value { return code } else { return nil }
            }
            print("update_added_values", added.count)
            let operations = 1 << 20
            let ways: [(name: String, body: (Int) -> Int)] = [
                ("name_plain_ns", { values[$0 & 4_095].logicalName.utf8.count }),
                ("name_update_ns", { update.logicalName(of: values[$0 & 4_095]).utf8.count }),
                ("name_none_ns", { none.logicalName(of: values[$0 & 4_095]).utf8.count }),
                ("code_name_plain_ns", { Kbn.Disease(code: codes[$0 & 4_095])?.logicalName.utf8.count ?? 0 }),
                ("code_name_update_ns", {
                    update.logicalName(of: KbnValue<Kbn.Disease>(code: codes[$0 & 4_095]))?.utf8.count ?? 0
                }),
                ("added_name_update_ns", {
                    update.logicalName(of: KbnValue<Kbn.Disease>(code: added[$0 % added.count]))?.utf8.count ?? 0
                }),
            ]
            let clock = ContinuousClock()
            var samples = ways.map { _ in [Double]() }
            for _ in 0..<7 {
                for (position, way) in ways.enumerated() {
                    let start = clock.now
                    for operation in 0..<operations { checksum &+= way.body(operation) }
                    let (seconds, attoseconds) = (clock.now - start).components
                    samples[position].append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(operations))
                }
            }
            for (way, samples) in zip(ways, samples) {
                print(way.name, samples.map { String($0) }.joined(separator: " "))
            }
        }
        print("checksum", checksum)

        """
}
