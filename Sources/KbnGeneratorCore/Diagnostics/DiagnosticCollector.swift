// Collects diagnostics across a stage, so that one run reports every problem, not only the first.

/// The diagnostics a stage has found so far.
package struct DiagnosticCollector {
    package private(set) var diagnostics: [Diagnostic] = []
    /// The name of the file that the locations given to ``error(_:at:)`` are in.
    package var file = Diagnostic.unnamedFile
    /// The names of the files in the order that ``ordered`` puts them.
    private var fileOrder: [String]

    /// A collector whose ``ordered`` puts the files named `fileOrder` first, in that order.
    package init(fileOrder: [String] = []) {
        self.fileOrder = fileOrder
    }

    package var hasErrors: Bool { errorCount > 0 }

    /// A loop, not `count(where:)`: the standard library of Apple's SDKs before Swift 6 lacks it,
    /// and this module is also compiled for iOS (Scripts/ios-build.sh).
    package var errorCount: Int {
        var count = 0
        for diagnostic in diagnostics where diagnostic.severity == .error {
            count += 1
        }
        return count
    }

    package mutating func error(_ message: String, at location: SourceLocation?) {
        diagnostics.append(Diagnostic(.error, message, at: location, inFile: file))
    }

    package mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// An error about a second occurrence, with a note pointing at the first, both in the current file.
    package mutating func duplicate(
        _ message: String, at location: SourceLocation, first: SourceLocation, firstNote: String
    ) {
        duplicate(
            message, at: FilePosition(file: file, location: location), first: FilePosition(file: file, location: first),
            firstNote: firstNote)
    }

    /// An error about a second occurrence, with a note pointing at the first; either may be in
    /// another of the files generated together.
    ///
    /// When they are in two files, the first file gets the error too, `mirrored.message` with the
    /// note `mirrored.note` at the second: whichever of the two files was just edited, its
    /// editor shows the clash.
    package mutating func duplicate(
        _ message: String, at location: FilePosition, first: FilePosition, firstNote: String,
        mirrored: (message: String, note: String)? = nil
    ) {
        diagnostics.append(Diagnostic(.error, message, at: location.location, inFile: location.file))
        diagnostics.append(Diagnostic(.note, firstNote, at: first.location, inFile: first.file))
        if let mirrored, first.file != location.file {
            diagnostics.append(Diagnostic(.error, mirrored.message, at: first.location, inFile: first.file))
            diagnostics.append(Diagnostic(.note, mirrored.note, at: location.location, inFile: location.file))
        }
    }

    /// Throws the collected diagnostics, ``ordered``, when any of them is an error.
    package func throwIfErrors() throws(DiagnosticsError) {
        guard hasErrors else { return }
        throw DiagnosticsError(ordered)
    }

    /// The diagnostics by file, in the order of `fileOrder` (then any other file in the order it
    /// first comes), then in order within each file, whatever order the checks ran
    /// in, each note kept right after its error.
    package var ordered: [Diagnostic] {
        let groups = diagnostics.withTheirNotes
        var rankOfFile: [String: Int] = [:]
        for name in fileOrder + groups.map({ $0[0].file }) where rankOfFile[name] == nil {
            rankOfFile[name] = rankOfFile.count
        }
        let fileStart = SourceLocation(line: 0, column: 0)
        let ordered = groups.enumerated().sorted { lhs, rhs in
            let left = lhs.element[0].location ?? fileStart
            let right = rhs.element[0].location ?? fileStart
            let (leftFile, rightFile) = (rankOfFile[lhs.element[0].file] ?? 0, rankOfFile[rhs.element[0].file] ?? 0)
            return (leftFile, left, lhs.offset) < (rightFile, right, rhs.offset)
        }
        return ordered.flatMap(\.element)
    }
}

extension [Diagnostic] {
    /// Each diagnostic with the notes that follow it, which belong to it.
    package var withTheirNotes: [[Diagnostic]] {
        var groups: [[Diagnostic]] = []
        for diagnostic in self {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups
    }
}

/// A place in one of the files generated together.
package struct FilePosition {
    /// The file's name, as ``Diagnostic/file`` gives it.
    package var file: String
    package var location: SourceLocation
}

extension Dictionary {
    /// The value an earlier occurrence of `key` stored, for reporting a duplicate with a note at the
    /// first; nil, after storing `value` as the first, when `key` has not occurred before.
    package mutating func firstOccurrence(of key: Key, otherwise value: @autoclosure () -> Value) -> Value? {
        if let first = self[key] { return first }
        self[key] = value()
        return nil
    }
}
