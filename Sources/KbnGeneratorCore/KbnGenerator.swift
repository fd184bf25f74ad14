// The generator's pipeline, in memory from bytes to source: read JSON → decode → validate → render.
// File access stays at the command-line edge (kbn-gen), so every stage is testable on plain values.

/// Turns the bytes of a definitions file into Swift source, or into diagnostics.
public enum KbnGenerator {
    /// Reads, decodes and validates a definitions file.
    ///
    /// - Throws: Every problem found, each with its line and column.
    public static func definitions(from bytes: [UInt8]) throws(DiagnosticsError) -> Definitions {
        let json = try JSONReader.read(bytes)
        var diagnostics = DiagnosticCollector()
        let decoded = DefinitionsDecoder.decode(json, diagnostics: &diagnostics)
        DefinitionsValidator.check(decoded, diagnostics: &diagnostics)
        try diagnostics.throwIfErrors()
        // Without errors, the file is an object and so decodes to definitions.
        return decoded.definitions!
    }

    /// The Swift source for a definitions file.
    ///
    /// - Parameters:
    ///   - bytes: The contents of the definitions file.
    ///   - sourceName: The file's name, written into the generated header.
    public static func generate(from bytes: [UInt8], sourceName: String) throws(DiagnosticsError) -> String {
        SourceRenderer(sourceName: sourceName).render(try definitions(from: bytes))
    }
}
