// Tests that a kind's table, read where its string literal lies, gives back exactly what kbn-gen put
// into it: every field of every row, every code and name through the generated API, and every
// former and alternate code, for every kind of the package's definitions files that tests compile.
// The rows are what the unpacked table of earlier versions held, so this is the proof that reading
// in place answers as unpacking did.

import Foundation
import KbnExample
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore
@testable import KbnKit

@Suite("Tables read in place")
struct TableReadingTests {
    /// Each definitions file with the kinds its generated code declares, in the same order.
    static let files: [(path: String, kinds: [any KbnType.Type])] = [
        ("kbn-definitions.json", Kbn.allKinds),
        ("Tests/KbnKitTests/kbn-definitions.json", Edge.allKinds),
        ("Tests/KbnKitTests/top-level.kbn.json", TopLevel.allKinds),
    ]

    @Test(arguments: files.indices)
    func everyFieldReadsAsKbnGenWroteIt(file index: Int) throws {
        let (path, kinds) = Self.files[index]
        let bytes = [UInt8](try Data(contentsOf: Repository.file(path)))
        let validated = try #require(try KbnGenerator.definitions(fromFiles: [bytes]).first)
        #expect(validated.tables.count == kinds.count)
        for (table, kind) in zip(validated.tables, kinds) {
            check(kind, against: table, prefix: kind.prefix)
        }
    }

    /// Strings compared scalar for scalar, not as `String`'s canonical equivalence compares them.
    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    private func check<Kind: KbnType>(_ kind: Kind.Type, against expected: KindTable, prefix: String) {
        let table = Kind._kbnTable
        let name = String(reflecting: Kind.self)
        let width = expected.columns.count
        let read = (0..<table.caseCount).map { row in
            (0..<width).map { scalars(table.rows.field($0, ofRow: row)) }
        }
        #expect(read == expected.rows.map { $0.map(scalars) }, "\(name): fields")
        let values = (0..<table.caseCount).map(table.value(atOrdinal:))
        #expect(values.map { scalars($0.code) } == expected.rows.map { scalars(prefix + $0[0]) }, "\(name): codes")
        #expect(values.map { scalars($0.logicalName) } == expected.rows.map { scalars($0[1]) }, "\(name): names")
        #expect(values.map { Kind(code: $0.code) } == values, "\(name): lookups")
        for (rows, role) in [(expected.formerCodeRows, "former"), (expected.alternateCodeRows, "alternate")] {
            let codes = rows.map { (code: $0[0], value: table.value(atOrdinal: Int($0[1])!)) }
            #expect(codes.map { Kind(code: $0.code) } == codes.map(\.value), "\(name): \(role) codes")
        }
        let secondary = table.secondaryCodes?.codes ?? []
        #expect(
            secondary.map(scalars) == (expected.formerCodeRows + expected.alternateCodeRows).map { scalars($0[0]) },
            "\(name): former and alternate codes")
    }
}
