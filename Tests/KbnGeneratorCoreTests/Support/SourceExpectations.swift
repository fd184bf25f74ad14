// Byte-for-byte checks of generated source. String comparison would not do: it treats canonically
// equivalent text (é and e + ◌́) as equal, and the generator promises exact bytes.

import Testing

/// Expects `actual` to have exactly the bytes of `expected`, reporting the first line that differs.
func expectSameBytes(
    _ actual: String, _ expected: String, _ hint: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard !actual.utf8.elementsEqual(expected.utf8) else { return }
    let actualLines = actual.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let expectedLines = expected.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let line =
        zip(actualLines, expectedLines).enumerated().first { !$0.element.0.elementsEqual($0.element.1) }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let shown = { (lines: [Substring.UTF8View]) in
        line < lines.count ? String(decoding: lines[line], as: UTF8.self) : "<end of text>"
    }
    Issue.record(
        """
        differs at line \(line + 1):
          expected: \(shown(expectedLines))
          actual:   \(shown(actualLines))
        \(hint)
        """,
        sourceLocation: sourceLocation
    )
}

/// Expects `source` to contain `snippet` byte for byte.
func expectSnippet(_ snippet: String, in source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(
        Array(source.utf8).firstRange(of: Array(snippet.utf8)) != nil,
        "missing, byte for byte:\n\(snippet)\nin:\n\(source)",
        sourceLocation: sourceLocation
    )
}
