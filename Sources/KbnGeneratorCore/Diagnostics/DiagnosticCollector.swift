// Collects diagnostics across a stage, so that one run reports every problem, not only the first.

/// The diagnostics a stage has found so far.
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { errorCount > 0 }

    var errorCount: Int { diagnostics.count { $0.severity == .error } }

    mutating func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(.error(message, at: location))
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// An error about a second occurrence, with a note pointing at the first.
    mutating func duplicate(_ message: String, at location: SourceLocation, first: SourceLocation, firstNote: String) {
        diagnostics.append(.error(message, at: location))
        diagnostics.append(.note(firstNote, at: first))
    }

    /// Throws the collected diagnostics when any of them is an error: in file order, whatever order
    /// the checks ran in, each note kept right after its error.
    func throwIfErrors() throws(DiagnosticsError) {
        guard hasErrors else { return }
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        let fileStart = SourceLocation(line: 0, column: 0)
        let ordered = groups.enumerated().sorted { lhs, rhs in
            let left = lhs.element[0].location ?? fileStart
            let right = rhs.element[0].location ?? fileStart
            return (left, lhs.offset) < (right, rhs.offset)
        }
        throw DiagnosticsError(ordered.flatMap(\.element))
    }
}

extension Dictionary {
    /// The value an earlier occurrence of `key` stored, for reporting a duplicate with a note at the
    /// first; nil, after storing `value` as the first, when `key` has not occurred before.
    mutating func firstOccurrence(of key: Key, otherwise value: @autoclosure () -> Value) -> Value? {
        if let first = self[key] { return first }
        self[key] = value()
        return nil
    }
}
