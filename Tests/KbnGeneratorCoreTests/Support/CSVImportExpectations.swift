// Helpers for the tests of import-csv in memory: converting CSV lines with options, and expecting
// exactly the diagnostics a conversion reports, each at its CSV line and field number.

import Testing

@testable import KbnGeneratorCore
@testable import KbnGeneratorTools

func cell(_ line: Int, _ field: Int) -> KbnGeneratorCore.SourceLocation {
    KbnGeneratorCore.SourceLocation(line: line, column: field)
}

let requiredHeader = "kind,prefix,kindLogicalName,case,postfix,logicalName"

func convert(
    _ lines: [String], separator: String = "\n", options: ImportOptions = ImportOptions(),
    merging existing: String? = nil
) throws(DiagnosticsError) -> ImportEngine.Result {
    try CSVImporter.convert(
        Array(lines.joined(separator: separator).utf8), options: options, merging: existing.map { Array($0.utf8) })
}

/// The JSON the rows become before it is checked as definitions: for tests of a column whose
/// problems the definitions' checks would report before the test could see what the column wrote.
func unvalidatedJSON(_ lines: [String]) throws(DiagnosticsError) -> String {
    let (header, rows) = try CSVImporter.cells(of: Array(lines.joined(separator: "\n").utf8))
    return JSONWriter.prettyPrinted(try DefinitionsBuilder.definitions(header: header, rows: rows).json).text
}

/// Expects conversion to fail with exactly `expected`: (severity, part of the message, location).
func expectDiagnostics(
    _ bytes: [UInt8], _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
    options: ImportOptions = ImportOptions(), merging existing: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectDiagnostics(
        of: { () throws(DiagnosticsError) in
            try CSVImporter.convert(bytes, options: options, merging: existing.map { Array($0.utf8) })
        },
        expected, sourceLocation: sourceLocation
    )
}

/// Expects `convert`, an import of CSV or JSON, to fail with exactly `expected`.
func expectDiagnostics(
    of convert: () throws(DiagnosticsError) -> ImportEngine.Result,
    _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    do {
        let result = try convert()
        Issue.record("expected errors, converted to \(result.json)", sourceLocation: sourceLocation)
    } catch {
        let found = error.diagnostics
        #expect(found.count == expected.count, "\(error)", sourceLocation: sourceLocation)
        for (diagnostic, (severity, part, location)) in zip(found, expected) {
            #expect(diagnostic.severity == severity, "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.message.contains(part), "\(diagnostic)", sourceLocation: sourceLocation)
            #expect(diagnostic.location == location, "\(diagnostic)", sourceLocation: sourceLocation)
        }
    }
}

func expectDiagnostics(
    _ lines: [String], _ expected: [(Diagnostic.Severity, String, KbnGeneratorCore.SourceLocation?)],
    options: ImportOptions = ImportOptions(), merging existing: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectDiagnostics(
        Array(lines.joined(separator: "\n").utf8), expected, options: options, merging: existing,
        sourceLocation: sourceLocation)
}
