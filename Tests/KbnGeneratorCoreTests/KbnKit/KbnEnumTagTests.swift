// Sources/KbnKit/KbnEnumTag.swift on enums of the sizes where the tag's layout changes: one case
// (an empty type), two, and on each side of 2^8 and 2^16 cases, where the tag grows and where
// Optional stops fitting in it. Enums that big would slow every build of the tests, so the test
// writes them, compiles them with KbnEnumTag.swift into a checker, and runs it.

import Foundation
import KbnTestSupport
import Testing

@Suite("KbnEnumTag layouts")
struct KbnEnumTagTests {
    static let caseCounts = [1, 2, 255, 256, 257, 65_535, 65_536, 65_537]

    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so the enums cannot be compiled"))
    func theTagIsTheCasesPositionAndOptionalsNoneTellsTheCaseCount() throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources = [Repository.file("Sources/KbnKit/KbnEnumTag.swift")]
        for count in Self.caseCounts {
            // One file per enum, so that the compiler can check them in parallel.
            let file = directory.appending(path: "Cases\(count).swift")
            try Data(Self.enumDeclaration(cases: count).utf8).write(to: file)
            sources.append(file)
        }
        let main = directory.appending(path: "main.swift")
        try Data(Self.checker.utf8).write(to: main)
        let checker = directory.appending(path: "checker")
        let compiled = try ChildProcess.run(
            ChildProcess.swiftc!,
            [
                "-swift-version", "6", "-warnings-as-errors", "-module-name", "EnumTagCheck", "-o",
                checker.path(percentEncoded: false),
            ]
                + (sources + [main]).map { $0.path(percentEncoded: false) }
        )
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.errorOutput)\(compiled.output)")
        let run = try ChildProcess.run(checker, [])
        #expect(run.status == 0 && run.errorOutput.isEmpty, "\(run.output)\(run.errorOutput)")
        // Each enum reports its size and case count, so that a layout other than the one the
        // comment in KbnEnumTag.swift describes shows here, and not only as a failed check.
        #expect(
            run.output.split(separator: "\n") == [
                "Cases1: 0 bytes, Optional 1, 1 case",
                "Cases2: 1 bytes, Optional 1, 2 cases",
                "Cases255: 1 bytes, Optional 1, 255 cases",
                "Cases256: 1 bytes, Optional 2, 256 cases",
                "Cases257: 2 bytes, Optional 2, 257 cases",
                "Cases65535: 2 bytes, Optional 2, 65535 cases",
                "Cases65536: 2 bytes, Optional 3, 65536 cases",
                "Cases65537: 4 bytes, Optional 4, 65537 cases",
            ])
    }

    /// `enum CasesN: TagChecked { case c0, c1, … }`, many cases a line, which compiles faster
    /// than a line each.
    static func enumDeclaration(cases count: Int) -> String {
        let lines = stride(from: 0, to: count, by: 256).map { first in
            "    case " + (first..<min(count, first + 256)).map { "c\($0)" }.joined(separator: ", ")
        }
        return "enum Cases\(count): TagChecked {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    /// For each enum: the case count is the enum's; every ordinal makes the case of that name (its
    /// description, from the enum's metadata rather than its tag), which reads back as the ordinal;
    /// cases named in the source at the edges read as their positions.
    static let checker = """
        /// `==` and `hash(into:)` by the tag, as KbnType's are: otherwise Swift derives both with a
        /// `switch` over every case, which takes minutes to compile for the biggest enums.
        protocol TagChecked: Hashable {}
        extension TagChecked {
            static func == (left: Self, right: Self) -> Bool { KbnEnumTag.ordinal(of: left) == KbnEnumTag.ordinal(of: right) }
            func hash(into hasher: inout Hasher) { hasher.combine(KbnEnumTag.ordinal(of: self)) }
        }

        /// What is wrong with `E`'s tag, if anything.
        func check<E: TagChecked>(_: E.Type, cases: Int, edges: [(Int, E)]) -> [String] {
            var failures: [String] = []
            let name = String(describing: E.self)
            let counted = KbnEnumTag<E>.caseCount
            print("\\(name): \\(MemoryLayout<E>.size) bytes, Optional \\(MemoryLayout<E?>.size), \\(counted) case\\(counted == 1 ? "" : "s")")
            guard counted == cases else { return ["\\(name): caseCount is \\(counted)"] }
            for ordinal in 0..<cases {
                let value = KbnEnumTag<E>.value(atOrdinal: ordinal)
                if String(describing: value) != "c\\(ordinal)" || KbnEnumTag.ordinal(of: value) != ordinal {
                    failures.append("\\(name): ordinal \\(ordinal) made \\(value), which reads as \\(KbnEnumTag.ordinal(of: value))")
                }
            }
            for (ordinal, value) in edges where KbnEnumTag.ordinal(of: value) != ordinal {
                failures.append("\\(name): \\(value) reads as \\(KbnEnumTag.ordinal(of: value)), not \\(ordinal)")
            }
            return failures
        }

        let failures = [
            check(Cases1.self, cases: 1, edges: [(0, .c0)]),
            check(Cases2.self, cases: 2, edges: [(0, .c0), (1, .c1)]),
            check(Cases255.self, cases: 255, edges: [(0, .c0), (254, .c254)]),
            check(Cases256.self, cases: 256, edges: [(0, .c0), (255, .c255)]),
            check(Cases257.self, cases: 257, edges: [(0, .c0), (255, .c255), (256, .c256)]),
            check(Cases65535.self, cases: 65_535, edges: [(0, .c0), (256, .c256), (65_534, .c65534)]),
            check(Cases65536.self, cases: 65_536, edges: [(0, .c0), (65_535, .c65535)]),
            check(Cases65537.self, cases: 65_537, edges: [(0, .c0), (65_535, .c65535), (65_536, .c65536)]),
        ].joined()
        for failure in failures { print(failure) }
        if !failures.isEmpty { fatalError("\\(failures.count) failures") }

        """
}
