// Every way of reading a code agrees with a linear scan of the codes with `String ==`, for every
// kind of the tests' definitions (Edge, TopLevel) and of the example (Kbn): each code, former and
// alternate code and near misses of each (Tests/KbnUpdateTestSupport/CodeReadingDifferential.swift,
// which Scripts/build-matrix.sh also runs on kinds of 1 to 65,537 values, in debug and release).

import KbnExample
import KbnKit
import KbnUpdateTestSupport
import Testing

@Suite("Reading codes, against a linear scan")
struct CodeReadingDifferentialTests {
    private static func namespace(named name: String) -> CodeReadingDifferential.Namespace {
        switch name {
        case "Edge": .init(name: name, kinds: Edge.allKinds, valueForCode: Edge.value(forCode:))
        case "TopLevel": .init(name: name, kinds: TopLevel.allKinds, valueForCode: TopLevel.value(forCode:))
        default: .init(name: name, kinds: Kbn.allKinds, valueForCode: Kbn.value(forCode:))
        }
    }

    @Test(arguments: ["Edge", "TopLevel", "Kbn"])
    func everyWayOfReadingACodeAgreesWithTheReference(namespace name: String) {
        let namespace = Self.namespace(named: name)
        let report = CodeReadingDifferential.check(namespace)
        #expect(report.kinds.count == namespace.kinds.count)
        #expect(report.inputCount > 10 * report.kinds.reduce(0) { $0 + $1.codeCount })
        #expect(report.failures.isEmpty, "\(report.failures.joined(separator: "\n"))")
    }
}
