// Runtime measurements in a release build, printed as `name value` lines for the driver (kbn-bench)
// to collect. The driver runs this program several times and takes medians across the runs.

import Foundation
import KbnExample

@main
struct RuntimeBenchmark {
    static func main() {
        var checksum = Checksum()
        var results: [(name: String, samples: [Double])] = []

        // First use must come before anything else touches the kinds: it builds their tables.
        results.append(("first_use_kind_us", [Timing.nanosecondsOnce(checksum: &checksum) {
            Kbn.Prefecture(code: "00213") == .tokyo ? 1 : 0
        } / 1_000]))
        results.append(("first_use_namespace_us", [Timing.nanosecondsOnce(checksum: &checksum) {
            Kbn.value(forCode: "00101") == nil ? 0 : 1
        } / 1_000]))

        results += lookups(checksum: &checksum)
        results += propertyAccess(checksum: &checksum)
        results += decoding(checksum: &checksum)

        for (name, samples) in results {
            print(name, samples.map { String($0) }.joined(separator: " "))
        }
        print("checksum", checksum.value)
    }

    /// Every prefecture's code, as strings of their own rather than the table's.
    static let codes = Kbn.Prefecture.allCases.map { String(decoding: Array($0.code.utf8), as: UTF8.self) }

    static func lookups(checksum: inout Checksum) -> [(String, [Double])] {
        let rounds = 20_000
        let operations = rounds * codes.count
        let codes = codes
        let dictionary = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })

        let generated = Timing.nanosecondsPerOperation(operations: operations, checksum: &checksum) {
            var sum = 0
            for _ in 0..<rounds {
                for code in codes {
                    if let value = Kbn.Prefecture(code: code) { sum &+= ordinal(of: value) }
                }
            }
            return sum
        }
        let floor = Timing.nanosecondsPerOperation(operations: operations, checksum: &checksum) {
            var sum = 0
            for _ in 0..<rounds {
                for code in codes {
                    if let ordinal = dictionary[code] { sum &+= ordinal }
                }
            }
            return sum
        }
        // The seed's lookup builds every value's code for each call: fewer rounds keep it short.
        let seedRounds = rounds / 100
        let seed = Timing.nanosecondsPerOperation(operations: seedRounds * codes.count, checksum: &checksum) {
            var sum = 0
            for _ in 0..<seedRounds {
                for code in codes {
                    if let value = SeedPrefecture.get(byCode: code) { sum &+= value.postfix.utf8.count }
                }
            }
            return sum
        }
        return [("lookup_generated_ns", generated), ("lookup_dictionary_ns", floor), ("lookup_seed_ns", seed)]
    }

    static func propertyAccess(checksum: inout Checksum) -> [(String, [Double])] {
        let rounds = 20_000
        let values = Kbn.Prefecture.allCases
        let seedValues = SeedPrefecture.cases
        let storedCodes = codes
        let storedNames = values.map { String(decoding: Array($0.logicalName.utf8), as: UTF8.self) }
        let operations = rounds * values.count

        func timed<Element>(_ elements: [Element], _ property: @escaping (Element) -> String) -> [Double] {
            Timing.nanosecondsPerOperation(operations: operations, checksum: &checksum) {
                var sum = 0
                for _ in 0..<rounds {
                    for element in elements { sum &+= property(element).utf8.count }
                }
                return sum
            }
        }
        return [
            ("code_generated_ns", timed(values) { $0.code }),
            ("code_seed_ns", timed(seedValues) { $0.code }),
            ("code_array_ns", timed(storedCodes) { $0 }),
            ("logical_name_generated_ns", timed(values) { $0.logicalName }),
            ("logical_name_seed_ns", timed(seedValues) { $0.logicalName }),
            ("logical_name_array_ns", timed(storedNames) { $0 }),
        ]
    }

    static func decoding(checksum: inout Checksum) -> [(String, [Double])] {
        let genders = Kbn.Gender.allCases
        let prefectures = Kbn.Prefecture.allCases
        let records = (0..<100_000).map { index in
            #"{"gender_kbn":"\#(genders[index % genders.count].code)","prefecture_kbn":"\#(prefectures[index % prefectures.count].code)"}"#
        }
        let json = Data("[\(records.joined(separator: ","))]".utf8)
        let decoder = JSONDecoder()

        func timed<Model: Decodable>(_ model: Model.Type) -> [Double] {
            Timing.nanosecondsPerOperation(operations: 1, samples: 5, checksum: &checksum) {
                // A decoding failure is a broken benchmark, not a result.
                try! decoder.decode([Model].self, from: json).count
            }.map { $0 / 1e6 }
        }
        return [
            ("decode_kind_ms", timed(KindProfile.self)),
            ("decode_value_ms", timed(ValueProfile.self)),
            ("decode_string_ms", timed(StringProfile.self)),
            ("decode_wrapper_ms", timed(WrapperProfile.self)),
        ]
    }

    /// A value's position in its kind, read the way KbnKit reads it, for a lookup result that
    /// costs the same to fold into the checksum as the dictionary's `Int`.
    static func ordinal(of value: Kbn.Prefecture) -> Int {
        Int(unsafeBitCast(value, to: UInt8.self))
    }
}
