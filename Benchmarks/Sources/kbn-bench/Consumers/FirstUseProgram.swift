// The program of the first-use rows: what a kind of the 標準病名 master's 26,704 values costs the
// first time an app touches it, one measurement per process, and its lookups once it is in use,
// against a `[String: Int]` of the same codes, in one release process.

/// FirstUseBench, a ``MasterConsumer`` executable that uses the `KbnKit` product.
enum FirstUseProgram {
    /// What one process measures, its first argument: each first use needs a process of its own.
    enum Measurement: String, CaseIterable {
        /// The first `init?(code:)`, which builds the kind's table.
        case firstCode = "first-code"
        /// The first `logicalName` of a value named by its case.
        case firstName = "first-name"
        /// The first `value(forCode:)` of the kind's namespace, which builds the namespace's index.
        case firstNamespaceCode = "first-namespace-code"
        /// `init?(code:)` over known and unknown codes, once the table is built.
        case lookups
    }

    /// Lookups per sample, and samples per process, of `lookups`.
    static let lookupsPerSample = 100_000
    static let samples = 7

    /// Prints `name value…` lines, as kbn-bench-runtime does. `code` is a known full code and
    /// `caseName` its case, written into the source so that nothing touches the kind before the
    /// measurement.
    static func source(code: String, caseName: String) -> String {
        """
        import Foundation
        import Diseases

        let clock = ContinuousClock()
        func nanoseconds(_ duration: Duration) -> Double {
            let (seconds, attoseconds) = duration.components
            return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        }

        /// Every result goes into it, and it is printed, so that no lookup can be dropped.
        var checksum = 0
        switch CommandLine.arguments.dropFirst().first {
        case \(swiftLiteral(Measurement.firstCode.rawValue)):
            let start = clock.now
            let value = Kbn.Disease(code: \(swiftLiteral(code)))
            print("first_code_ms", nanoseconds(clock.now - start) / 1e6)
            checksum &+= value == nil ? 0 : 1
        case \(swiftLiteral(Measurement.firstName.rawValue)):
            let start = clock.now
            let name = Kbn.Disease.\(caseName).logicalName
            print("first_name_ms", nanoseconds(clock.now - start) / 1e6)
            checksum &+= name.utf8.count
        case \(swiftLiteral(Measurement.firstNamespaceCode.rawValue)):
            let start = clock.now
            let value = Kbn.value(forCode: \(swiftLiteral(code)))
            print("first_namespace_code_ms", nanoseconds(clock.now - start) / 1e6)
            checksum &+= value == nil ? 0 : 1
        case \(swiftLiteral(Measurement.lookups.rawValue)):
            let codes = Kbn.Disease.allCases.map(\\.code)
            let dictionary = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
            var generator = SystemRandomNumberGenerator()
            let known = (0..<\(lookupsPerSample)).map { _ in codes.randomElement(using: &generator)! }
            // Unknown codes of the same length and digits: a code of the kind with its last digit moved
            // past 9, which no code has.
            let unknown = known.map { String($0.dropLast()) + "x" }
            for _ in 0..<\(samples) {
                for (name, inputs) in [("known", known), ("unknown", unknown)] {
                    var start = clock.now
                    for code in inputs { checksum &+= Kbn.Disease(code: code) == nil ? 0 : 1 }
                    print("kbn_\\(name)_ns", nanoseconds(clock.now - start) / Double(inputs.count))
                    start = clock.now
                    for code in inputs { checksum &+= dictionary[code] ?? -1 }
                    print("dictionary_\\(name)_ns", nanoseconds(clock.now - start) / Double(inputs.count))
                }
            }
        default:
            fatalError("FirstUseBench: give one of \(Measurement.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        print("checksum", checksum)
        """
    }
}
