// Collects diagnostics across a stage, so that one run reports every problem, not only the first,
// up to a fixed number: an input's problems cost time and memory in proportion to its bytes, not
// to how many times it repeats one mistake.

/// The diagnostics a stage has found so far.
///
/// It keeps the first ``maximumReported`` errors and warnings, each with its notes, and counts the
/// rest, which ``ordered`` and ``diagnostics`` sum up in one last line. A message is made only for
/// a diagnostic that is kept: callers pass it unevaluated, so a problem past the limit costs a count.
package struct DiagnosticCollector {
    /// The most errors and warnings a run reports, whatever the input: enough to fix a file in
    /// one pass, and few enough that a hostile input of millions of mistakes costs a count each.
    package static let maximumReported = 100

    /// The errors and warnings kept, each followed by its notes.
    private var kept: [Diagnostic] = []
    /// The name of the file that the locations given to ``error(_:at:)`` are in.
    package var file = Diagnostic.unnamedFile
    /// The names of the files in the order that ``ordered`` puts them.
    private var fileOrder: [String]
    /// How many errors were found, those kept and those only counted.
    package private(set) var errorCount = 0
    /// How many errors and warnings were found past ``maximumReported``, and not kept.
    package private(set) var unreportedCount = 0
    /// Where the first diagnostic not kept is, which the line that counts them points at.
    private var firstUnreported: FilePosition?
    /// The file of the first diagnostic not kept when it has no place.
    private var firstUnreportedFile: String?
    /// How many of ``kept`` are notes.
    private var notesKept = 0
    /// Whether the last error or warning was kept, so that the notes that follow it are kept too.
    private var keepsNotes = true

    /// A collector whose ``ordered`` puts the files named `fileOrder` first, in that order.
    package init(fileOrder: [String] = []) {
        self.fileOrder = fileOrder
    }

    package var hasErrors: Bool { errorCount > 0 }

    /// The diagnostics kept, in the order they were found, and, when some were not kept, a last
    /// line that counts them.
    package var diagnostics: [Diagnostic] { kept + unreportedLine }

    package mutating func error(_ message: @autoclosure () -> String, at location: SourceLocation?) {
        add(.error, message, at: location, inFile: file)
    }

    /// An error at a place in one of the files of a namespace, which need not be ``file``.
    package mutating func error(_ message: @autoclosure () -> String, at position: FilePosition) {
        add(.error, message, at: position.location, inFile: position.file)
    }

    package mutating func append(_ diagnostic: Diagnostic) {
        add(diagnostic.severity, { diagnostic.message }, at: diagnostic.location, inFile: diagnostic.file)
    }

    /// Keeps a diagnostic while fewer than ``maximumReported`` errors and warnings are kept, a
    /// note when the diagnostic it follows was kept; else only counts it. O(1) past the limit.
    private mutating func add(
        _ severity: Diagnostic.Severity, _ message: () -> String, at location: SourceLocation?, inFile file: String
    ) {
        if severity == .error { errorCount += 1 }
        if severity == .note {
            guard keepsNotes else { return }
        } else {
            keepsNotes = kept.count - notesKept < Self.maximumReported
            guard keepsNotes else {
                if unreportedCount == 0 {
                    firstUnreportedFile = file
                    firstUnreported = location.map { FilePosition(file: file, location: $0) }
                }
                unreportedCount += 1
                return
            }
        }
        if severity == .note { notesKept += 1 }
        kept.append(Diagnostic(severity, message(), at: location, inFile: file))
    }

    /// The line that counts the diagnostics not kept, at the first of them; none when every one was.
    private var unreportedLine: [Diagnostic] {
        guard unreportedCount > 0, let file = firstUnreportedFile else { return [] }
        let severity: Diagnostic.Severity = errorCount > kept.count - notesKept ? .error : .warning
        return [
            Diagnostic(
                severity,
                "\(unreportedCount) more problems are not shown, the first of them here: a run reports the first \(Self.maximumReported); fix these and run again",
                at: firstUnreported?.location, inFile: file)
        ]
    }

    /// An error about a second occurrence, with a note pointing at the first, both in the current file.
    package mutating func duplicate(
        _ message: @autoclosure () -> String, at location: SourceLocation, first: SourceLocation,
        firstNote: @autoclosure () -> String
    ) {
        duplicate(
            message(), at: FilePosition(file: file, location: location),
            first: FilePosition(file: file, location: first), firstNote: firstNote())
    }

    /// An error about a second occurrence, with a note pointing at the first; either may be in
    /// another of the files generated together.
    ///
    /// When they are in two files, the first file gets the error too, `mirrored.message` with the
    /// note `mirrored.note` at the second: whichever of the two files was just edited, its
    /// editor shows the clash.
    package mutating func duplicate(
        _ message: @autoclosure () -> String, at location: FilePosition, first: FilePosition,
        firstNote: @autoclosure () -> String, mirrored: @autoclosure () -> (message: String, note: String)? = nil
    ) {
        add(.error, message, at: location.location, inFile: location.file)
        add(.note, firstNote, at: first.location, inFile: first.file)
        // Evaluated for a clash between two files only, which an update, one file, never has.
        guard first.file != location.file, let mirrored = mirrored() else { return }
        add(.error, { mirrored.message }, at: first.location, inFile: first.file)
        add(.note, { mirrored.note }, at: location.location, inFile: location.file)
    }

    /// Throws the collected diagnostics, ``ordered``, when any of them is an error.
    package func throwIfErrors() throws(DiagnosticsError) {
        guard hasErrors else { return }
        throw DiagnosticsError(ordered)
    }

    /// The diagnostics kept, by file, in the order of `fileOrder` (then any other file in the order
    /// it first comes), then in order within each file, whatever order the checks ran in, each note
    /// kept right after its error; then the line that counts those not kept, if any.
    package var ordered: [Diagnostic] {
        let groups = kept.withTheirNotes
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
        return ordered.flatMap(\.element) + unreportedLine
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
