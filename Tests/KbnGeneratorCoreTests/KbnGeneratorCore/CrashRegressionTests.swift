// Regression tests for inputs that crashed the generator: each is now rejected with a located
// error instead.

import Testing

@testable import KbnGeneratorCore

private func at(_ line: Int, _ column: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: column)
}

/// One kind with one value whose logical name is `logicalName`.
private func kind(logicalName: String) -> KindDefinition {
    KindDefinition(
        name: Located("All", at: at(2, 3)), prefix: Located("1", at: at(1, 1)), logicalName: "x", description: nil,
        values: [
            ValueDefinition(
                caseName: Located("a", at: at(1, 1)), postfix: Located("1", at: at(1, 1)), logicalName: logicalName,
                description: nil)
        ]
    )
}

private func text(_ values: some Sequence<UInt32>) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
}

@Suite("Crash regressions")
struct CrashRegressionTests {
    // The table's separator must occur in no postfix or logical name; a kind using every character
    // from U+E000 up and U+1F left none, and rendering trapped on a force unwrap.
    @Test func kindUsingEveryUnicodeCharacterIsRejectedInsteadOfCrashing() {
        let definitions = Definitions(
            namespace: Located("Kbn", at: at(1, 1)), access: .public, kinds: [kind(logicalName: text(0...0x10FFFF))])
        var diagnostics = DiagnosticCollector()
        let tables = DefinitionsValidator.check(
            DecodedDefinitions(definitions: definitions, lostParts: [:]), diagnostics: &diagnostics)
        #expect(tables.isEmpty)
        #expect(
            diagnostics.diagnostics == [
                .error(
                    "the texts of kind 'All' use every Unicode character, which leaves none to separate them in the generated table",
                    at: at(2, 3)
                )
            ])
    }

    @Test func separatorIsTheFirstCharacterNoFieldUses() {
        #expect(KindTable(kind(logicalName: "男性"))?.separator == "\u{1F}")
        #expect(KindTable(kind(logicalName: "\u{1F}\u{E000}"))?.separator == "\u{E001}")
    }
}
