// The program of the build matrix's layout boundaries (Scripts/build-matrix.sh): kinds of 1 to
// 65,537 values, whose enums' tags take 0, 1, 2 and 4 bytes. Checks each kind's size and its
// Optional's, a string that is not a code though the table holds it, and every way of reading a code against a
// linear scan (CodeReadingDifferential); prints what it checked and exits with 1 when anything
// was wrong. Usage: layouts-run CONFIGURATION

import Foundation
import KbnUpdateTestSupport
import Layouts

let configuration = CommandLine.arguments.dropFirst().first ?? "?"
var failures: [String] = []

// MemoryLayout<Kind>.size and MemoryLayout<Kind?>.size: no tag for one value; one byte up to 256
// values, with room for nil below 256; two bytes up to 65,536, with room for nil below it; four.
let sizes: [String: (Int, Int)] = [
    "Layout.One": (0, 1), "Layout.Two": (1, 1), "Layout.Byte255": (1, 1), "Layout.Byte256": (1, 2),
    "Layout.Byte257": (2, 2), "Wide.Wide65536": (2, 3), "Wide.Wide65537": (4, 4), "LayoutTop.TopOne": (0, 1),
]

// A code of 255 bytes or more, the separator and the next field, as the table holds them: a lookup
// that read past the code's end would find the code from it.
let long = "X" + String(repeating: "A", count: 255)
if Layout.One(code: long) != .v0 || Layout.One(code: long + "\u{1F}n177") != nil
    || Layout.value(forCode: long + "\u{1F}n177") != nil
{
    failures.append("Layout.One: code + \"\\u{1F}n177\" read as a code, or the code did not")
}

let namespaces = [
    CodeReadingDifferential.Namespace(name: "Layout", kinds: Layout.allKinds, valueForCode: Layout.value(forCode:)),
    CodeReadingDifferential.Namespace(name: "Wide", kinds: Wide.allKinds, valueForCode: Wide.value(forCode:)),
    CodeReadingDifferential.Namespace(
        name: "LayoutTop", kinds: LayoutTop.allKinds, valueForCode: LayoutTop.value(forCode:)),
]
for namespace in namespaces {
    let start = Date()
    let report = CodeReadingDifferential.check(namespace)
    let seconds = Int(Date().timeIntervalSince(start).rounded())
    for kind in report.kinds {
        let expected = sizes[kind.name]
        let layout = "size \(kind.size), as Optional \(kind.optionalSize)"
        print(
            "  \(kind.name): \(kind.valueCount) values, \(kind.codeCount) codes (near misses of \(kind.variedCodeCount)), \(layout)"
        )
        if expected.map({ $0 != (kind.size, kind.optionalSize) }) ?? true {
            failures.append("\(kind.name): \(layout), expected \(expected.map { "\($0.0), \($0.1)" } ?? "no entry")")
        }
    }
    print("  \(namespace.name): \(report.inputCount) strings, \(report.answerCount) answers, in \(seconds) s")
    failures += report.failures
}
for failure in failures {
    print("  FAILED: \(failure)")
}
print(
    "layouts (\(configuration)): \(failures.isEmpty ? "every answer agrees with the reference" : "\(failures.count) failures")"
)
exit(failures.isEmpty ? 0 : 1)
