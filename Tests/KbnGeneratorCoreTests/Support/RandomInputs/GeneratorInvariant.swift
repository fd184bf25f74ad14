// What must hold for every input, valid or not: the generator returns source or throws
// diagnostics, at least one of them an error, each pointing inside the file.

import KbnGeneratorCore
import KbnTestSupport

enum GeneratorInvariant {
    /// What the generator made of an input.
    struct Outcome {
        var accepted: Bool
        /// The ways the answer breaks the invariant; empty when it holds.
        var violations: [String]
    }

    /// Runs the generator on `bytes` and checks its answer. A crash or a hang shows as such, to the
    /// test or to the fuzzer, before this returns.
    static func check(_ bytes: [UInt8]) -> Outcome {
        do {
            _ = try KbnGenerator.generate(from: bytes, sourceName: "fuzz.json")
            return Outcome(accepted: true, violations: [])
        } catch {
            return Outcome(accepted: false, violations: violations(in: error.diagnostics, for: bytes))
        }
    }

    static func violations(in diagnostics: [Diagnostic], for bytes: [UInt8]) -> [String] {
        var violations: [String] = []
        if !diagnostics.contains(where: { $0.severity == .error }) {
            violations.append("rejected without an error: \(diagnostics)")
        }
        let lines = FileLines(bytes)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                // Only a file without a single byte has no place to point at.
                if !bytes.isEmpty { violations.append("no location: \(diagnostic)") }
                continue
            }
            if !lines.contains(line: location.line, column: location.column) {
                violations.append("location outside the file (\(lines.lengths.count) lines): \(diagnostic)")
            }
        }
        return violations
    }
}
