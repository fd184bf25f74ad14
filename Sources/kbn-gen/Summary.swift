// The one line a command prints when all went well, so that a person sees what it did without
// checking the exit status; --quiet leaves it out for scripts. It goes to standard error, which
// keeps standard output for what the command writes there.

import KbnGenCommandLine
import KbnGeneratorCore
import KbnGeneratorTools

/// What a successful command did, in one line.
enum Summary {
    /// `3 kinds, 1,146 values`.
    static func counts(of definitions: Definitions) -> String {
        let values = definitions.kinds.reduce(0) { $0 + $1.values.count }
        return "\(counted(definitions.kinds.count, "kind")), \(counted(values, "value"))"
    }

    /// `2 kinds, 1,146 values`, and for an import merged into a file ` (3 new, 1 removed)`.
    static func counts(of imported: ImportEngine.Counts) -> String {
        let merged = imported.added.map { added in
            " (\(grouped(added)) new, \(grouped(imported.removed ?? 0)) removed)"
        }
        return "\(counted(imported.kinds, "kind")), \(counted(imported.values, "value"))\(merged ?? "")"
    }

    /// `1 kind`, `1,146 values`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `1146` as `1,146`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// Prints `line` unless `quiet`.
    static func print(_ line: String, quiet: Bool) {
        if !quiet { StandardStreams.printError([line]) }
    }
}
