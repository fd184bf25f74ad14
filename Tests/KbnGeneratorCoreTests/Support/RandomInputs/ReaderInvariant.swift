// What must hold for every CSV file, JSON master and String Catalog, valid or not: the importer returns a
// definitions file that passes `kbn-gen check`, or throws diagnostics, at least one of them an
// error, each pointing inside the file it is about.

import KbnGeneratorCore
import KbnGeneratorTools
import KbnTestSupport

enum ReaderInvariant {
    /// Runs `kbn-gen import-csv`'s conversion on `bytes` and checks its answer.
    ///
    /// CSV locations are a line and a field number, and a field's number cannot exceed the bytes
    /// of the file, one comma each; a diagnostic about the whole file (its encoding) has none.
    static func checkCSV(_ bytes: [UInt8]) -> [String] {
        checkImport(bytes) { () throws(DiagnosticsError) in try CSVImporter.convert(bytes) }
    }

    /// Runs `kbn-gen import-json`'s conversion on `bytes`, records with the format's own keys, and
    /// checks its answer as ``checkCSV(_:)`` does: its columns are bytes of a line, within the file too.
    static func checkJSON(_ bytes: [UInt8]) -> [String] {
        checkImport(bytes) { () throws(DiagnosticsError) in try JSONImporter.convert(bytes) }
    }

    private static func checkImport(_ bytes: [UInt8], _ convert: () throws(DiagnosticsError) -> ImportEngine.Result)
        -> [String]
    {
        let lines = FileLines(bytes).lengths
        let outside = { (diagnostic: Diagnostic) -> Bool in
            guard let location = diagnostic.location else { return false }
            return !(1...lines.count).contains(location.line) || location.column < 1
                || location.column > bytes.count + 1
        }
        do {
            let result = try convert()
            return accepted(result.json) + result.warnings.filter(outside).map { "location outside the file: \($0)" }
        } catch {
            return rejected(error.diagnostics)
                + error.diagnostics.filter(outside).map { "location outside the file: \($0)" }
        }
    }

    /// Runs `kbn-gen import-strings` with the catalog `bytes` on `definitions` and checks its
    /// answer; a diagnostic's file is the catalog or the definitions, and its line and column
    /// must lie in that file.
    static func checkCatalog(_ bytes: [UInt8], into definitions: [UInt8]) -> [String] {
        let lines = ["catalog": FileLines(bytes), "definitions": FileLines(definitions)]
        let outside = { (diagnostic: Diagnostic) -> Bool in
            guard let location = diagnostic.location else { return false }
            guard let file = lines[diagnostic.file] else { return true }
            return !file.contains(line: location.line, column: location.column)
        }
        do {
            let result = try StringCatalogMerger.merge(
                catalog: bytes, named: "catalog", into: definitions, named: "definitions"
            )
            return accepted(result.json) + result.warnings.filter(outside).map { "location outside its file: \($0)" }
        } catch {
            return rejected(error.diagnostics)
                + error.diagnostics.filter(outside).map { "location outside its file: \($0)" }
        }
    }

    /// A definitions file an importer wrote must pass `kbn-gen check`.
    private static func accepted(_ json: String) -> [String] {
        do {
            _ = try KbnGenerator.definitions(from: Array(json.utf8))
            return []
        } catch {
            return ["wrote definitions that kbn-gen check rejects: \(error)"]
        }
    }

    private static func rejected(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.contains { $0.severity == .error } ? [] : ["rejected without an error: \(diagnostics)"]
    }
}
