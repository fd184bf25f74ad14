// Runtime measurements in a release build, printed as `name value` lines for the driver (kbn-bench)
// to collect. The driver runs this program several times and takes medians across the runs.

import ExampleKinds
import Foundation

@main
struct RuntimeBenchmark {
    static func main() {
        var checksum = Checksum()
        var results: [(name: String, samples: [Double])] = []

        // First use must come before anything else touches the kinds: it builds their tables.
        results.append(
            (
                "first_use_kind_us",
                [
                    Timing.nanosecondsOnce(checksum: &checksum) {
                        Kbn.Prefecture(code: "00213") == .tokyo ? 1 : 0
                    } / 1_000
                ]
            ))
        results.append(
            (
                "first_use_namespace_us",
                [
                    Timing.nanosecondsOnce(checksum: &checksum) {
                        Kbn.value(forCode: "00101") == nil ? 0 : 1
                    } / 1_000
                ]
            ))

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

    /// The former codes of the prefectures of Renumbered (renumbered.kbn.json), two per value, as
    /// strings of their own.
    static let formerCodes = Renumbered.Prefecture.kindDescription.values.flatMap(\.formerCodes).map {
        String(decoding: Array($0.utf8), as: UTF8.self)
    }

    static func lookups(checksum: inout Checksum) -> [(String, [Double])] {
        let rounds = 20_000
        let codes = codes
        let dictionary = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let formerCodes = formerCodes
        // Each body passes its lookup as a closure literal to an always-inlined loop, so the lookup
        // is called directly, not through a stored closure.
        @inline(__always) func sum(of codes: [String], rounds: Int, _ lookup: (String) -> Int?) -> Int {
            var sum = 0
            for _ in 0..<rounds {
                for code in codes {
                    if let number = lookup(code) { sum &+= number }
                }
            }
            return sum
        }
        // The hand-written lookup builds every value's code for each call: fewer rounds keep it short.
        let seedRounds = rounds / 100
        return Timing.alternating(
            [
                .init(name: "lookup_generated_ns", operations: rounds * codes.count) {
                    sum(of: codes, rounds: rounds) { Kbn.Prefecture(code: $0).map(ordinal(of:)) }
                },
                // RawRepresentable's initializer, which KbnKit does not inline: the same lookup through
                // KbnKit's generic code.
                .init(name: "lookup_raw_value_ns", operations: rounds * codes.count) {
                    sum(of: codes, rounds: rounds) { Kbn.Prefecture(rawValue: $0).map(ordinal(of:)) }
                },
                .init(name: "lookup_dictionary_ns", operations: rounds * codes.count) {
                    sum(of: codes, rounds: rounds) { dictionary[$0] }
                },
                // A kind whose every value has two former codes: its current codes, the same strings as
                // above, then its former codes, which are looked up after the current codes miss.
                .init(name: "lookup_former_kind_current_ns", operations: rounds * codes.count) {
                    sum(of: codes, rounds: rounds) { Renumbered.Prefecture(code: $0).map(ordinal(of:)) }
                },
                // The same codes as postfixes of a kind without a prefix: the same lookup, so the same cost.
                .init(name: "lookup_unprefixed_kind_ns", operations: rounds * codes.count) {
                    sum(of: codes, rounds: rounds) { Unprefixed.Prefecture(code: $0).map(ordinal(of:)) }
                },
                .init(name: "lookup_former_kind_former_ns", operations: rounds * formerCodes.count) {
                    sum(of: formerCodes, rounds: rounds) { Renumbered.Prefecture(code: $0).map(ordinal(of:)) }
                },
                .init(name: "lookup_seed_ns", operations: seedRounds * codes.count) {
                    sum(of: codes, rounds: seedRounds) { SeedPrefecture.get(byCode: $0)?.postfix.utf8.count }
                },
            ], checksum: &checksum)
    }

    static func propertyAccess(checksum: inout Checksum) -> [(String, [Double])] {
        let rounds = 20_000
        let values = Kbn.Prefecture.allCases
        let storedNames = values.map { String(decoding: Array($0.logicalName.utf8), as: UTF8.self) }

        // Each body passes its property as a closure literal to an always-inlined loop, so the
        // property is read directly, not through a stored closure.
        @inline(__always) func lengths<Element>(_ elements: [Element], _ property: (Element) -> String) -> Int {
            var sum = 0
            for _ in 0..<rounds {
                for element in elements { sum &+= property(element).utf8.count }
            }
            return sum
        }
        let operations = rounds * values.count
        let seedValues = SeedPrefecture.cases
        let codes = codes
        return Timing.alternating(
            [
                .init(name: "code_generated_ns", operations: operations) { lengths(values) { $0.code } },
                .init(name: "code_seed_ns", operations: operations) { lengths(seedValues) { $0.code } },
                .init(name: "code_array_ns", operations: operations) { lengths(codes) { $0 } },
                .init(name: "raw_value_generated_ns", operations: operations) { lengths(values) { $0.rawValue } },
                .init(name: "logical_name_generated_ns", operations: operations) { lengths(values) { $0.logicalName } },
                .init(name: "logical_name_seed_ns", operations: operations) { lengths(seedValues) { $0.logicalName } },
                .init(name: "logical_name_array_ns", operations: operations) { lengths(storedNames) { $0 } },
            ], checksum: &checksum)
    }

    static func decoding(checksum: inout Checksum) -> [(String, [Double])] {
        let genders = Kbn.Gender.allCases
        let prefectures = Kbn.Prefecture.allCases
        let records = (0..<100_000).map { index in
            #"{"gender_kbn":"\#(genders[index % genders.count].code)","prefecture_kbn":"\#(prefectures[index % prefectures.count].code)"}"#
        }
        let json = Data("[\(records.joined(separator: ","))]".utf8)
        let decoder = JSONDecoder()

        func measured<Model: Decodable>(_ name: String, _ model: Model.Type) -> Timing.Measured {
            // Milliseconds: one operation is a million nanoseconds.
            .init(name: name, operations: 1_000_000) {
                // A decoding failure is a broken benchmark, not a result.
                try! decoder.decode([Model].self, from: json).count
            }
        }
        return Timing.alternating(
            [
                measured("decode_kind_ms", KindProfile.self),
                measured("decode_value_ms", ValueProfile.self),
                measured("decode_string_ms", StringProfile.self),
                measured("decode_wrapper_ms", WrapperProfile.self),
            ], samples: 5, checksum: &checksum)
    }

    /// A value's position in its kind, read the way KbnKit reads it, for a lookup result that
    /// costs the same to fold into the checksum as the dictionary's `Int`.
    static func ordinal<Kind: KbnType>(of value: Kind) -> Int {
        Int(unsafeBitCast(value, to: UInt8.self))
    }
}
