// A definitions file's `"$schema"` as a path on disk: editors that cannot find the schema check
// nothing and say nothing, so `kbn-gen check` says it for them.

import KbnGeneratorCore

/// Where a definitions file's `"$schema"` points.
package enum SchemaReference {
    /// A warning when the `"$schema"` of the file at `path` is a relative path to no file; nil for
    /// a schema that exists, a URL, an absolute path, or no schema.
    package static func warning(for definitions: Definitions, at path: String) -> Diagnostic? {
        guard let schema = definitions.schema, isRelativePath(schema.value) else { return nil }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let resolved = folder.isEmpty ? schema.value : folder + "/" + schema.value
        guard FileStatus(path: resolved) == nil else { return nil }
        return Diagnostic(
            .warning,
            "\"$schema\" points to no file (\(resolved)), so editors check nothing; it is relative to this file: with swift-kbn as a path dependency beside your package, write \"../../../swift-kbn/Schema/kbn-definitions.schema.json\" from Sources/<Target>/, and as a URL dependency \"../../.build/checkouts/swift-kbn/Schema/kbn-definitions.schema.json\"",
            at: schema.location
        )
    }

    /// Whether `reference` is a path relative to the file that names it: not a URL (`https:`,
    /// `file:`) and not absolute.
    private static func isRelativePath(_ reference: String) -> Bool {
        guard !reference.hasPrefix("/") else { return false }
        // A URL's scheme is letters, digits, +, - and . before the first colon.
        if let colon = reference.firstIndex(of: ":"),
            reference[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        {
            return false
        }
        return true
    }
}
