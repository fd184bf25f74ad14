// Helpers for tests that feed a definitions file, or several generated together, through the whole
// generator and check the diagnostics it reports: severity, exact line:column and the words the
// message must contain.

import KbnGeneratorCore
import Testing

/// What a test expects of one reported diagnostic.
struct ExpectedDiagnostic: CustomStringConvertible {
    let severity: Diagnostic.Severity
    /// Line and column; nil for a problem with the file as a whole.
    let location: KbnGeneratorCore.SourceLocation?
    /// Text the message must contain, such as the kind's name and the suggested fix.
    let words: [String]

    static func error(_ line: Int, _ column: Int, _ words: String...) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .error, location: .init(line: line, column: column), words: words)
    }

    static func note(_ line: Int, _ column: Int, _ words: String...) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .note, location: .init(line: line, column: column), words: words)
    }

    static func fileError(_ words: String...) -> ExpectedDiagnostic {
        ExpectedDiagnostic(severity: .error, location: nil, words: words)
    }

    func matches(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == severity && diagnostic.location == location
            && words.allSatisfy(diagnostic.message.contains)
    }

    var description: String {
        "\(location.map { "\($0)" } ?? "<file>"): \(severity.rawValue): …\(words.joined(separator: "…"))…"
    }
}

/// The diagnostics the generator reports for `bytes`, or nil (after recording an issue) when it
/// accepts them.
func generatorDiagnostics(
    for bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic]? {
    do {
        let source = try KbnGenerator.generate(from: bytes, sourceName: "kbn-definitions.json")
        Issue.record("expected the definitions to be rejected; generated:\n\(source)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error.diagnostics
    }
}

/// Expects the generator to reject `json` with exactly `expected`, in this order.
func expectRejected(
    _ json: String, _ expected: [ExpectedDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectRejected(Array(json.utf8), expected, sourceLocation: sourceLocation)
}

func expectRejected(
    _ bytes: [UInt8], _ expected: [ExpectedDiagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let reported = generatorDiagnostics(for: bytes, sourceLocation: sourceLocation) else { return }
    let matches = reported.count == expected.count && zip(expected, reported).allSatisfy { $0.matches($1) }
    #expect(
        matches,
        """
        expected:
        \(expected.map(\.description).joined(separator: "\n"))
        reported:
        \(reported.map(\.description).joined(separator: "\n"))
        """,
        sourceLocation: sourceLocation
    )
}

/// The diagnostics of `files` generated together, as the plugin generates a target's, each file
/// named by its position ("0", "1", …); none, after recording an issue, when they are accepted.
func diagnostics(
    ofFiles files: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Diagnostic] {
    do {
        let named = files.enumerated().map { SourceFile(name: "\($0)", bytes: Array($1.utf8)) }
        _ = try KbnGenerator.definitions(fromFiles: named)
        Issue.record("the files were accepted", sourceLocation: sourceLocation)
        return []
    } catch {
        return error.diagnostics
    }
}
