// What `kbn-gen diff` prints: one build-log line per change, in the file it is about, and a summary
// line, so that CI shows breaking changes as errors on the pull request's files.

import KbnGeneratorCore
import KbnGeneratorTools

/// The changes between two definitions files, as lines to print.
struct DiffReport {
    let changes: [DefinitionsChange]

    var isBreaking: Bool { changes.contains(where: \.isBreaking) }

    /// `path:line:column: severity: message` for each change, then the counts.
    var lines: [String] {
        let lines = changes.map { $0.diagnostic.formatted() }
        // Notes in the old file only say where a change came from; they are not changes themselves.
        let counted = changes.filter { $0.file == .new }
        let breaking = counted.filter(\.isBreaking).count
        let others = counted.count - breaking
        guard !counted.isEmpty else { return ["kbn-gen diff: no changes"] }
        return lines + ["kbn-gen diff: \(count(breaking, "breaking change")), \(count(others, "other change"))"]
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
