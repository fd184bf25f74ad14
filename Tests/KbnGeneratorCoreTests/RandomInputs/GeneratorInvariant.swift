// What must hold for every input, valid or not: the generator returns source or throws
// diagnostics, at least one of them an error, each pointing inside the file.

import KbnGeneratorCore

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
        let lengths = lineLengths(of: bytes)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                // Only a file without a single byte has no place to point at.
                if !bytes.isEmpty { violations.append("no location: \(diagnostic)") }
                continue
            }
            guard location.line >= 1, location.line <= lengths.count,
                location.column >= 1, location.column <= lengths[location.line - 1] + 1
            else {
                violations.append("location outside the file (\(lengths.count) lines): \(diagnostic)")
                continue
            }
        }
        return violations
    }

    /// The byte length of each line, counting lines as the reader does: LF, CRLF and a lone CR each
    /// end one, and a byte order mark at the start is not part of the first.
    static func lineLengths(of bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lengths.append(index - start)
                start = index + 1
            case UInt8(ascii: "\r"):
                lengths.append(index - start)
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            default:
                break
            }
            index += 1
        }
        lengths.append(bytes.count - start)
        return lengths
    }
}
