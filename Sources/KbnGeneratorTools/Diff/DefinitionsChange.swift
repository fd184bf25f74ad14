// One difference between two versions of a definitions file, as `kbn-gen diff` prints it: an error
// when it breaks apps built against the old version or data written with it, else a warning or note,
// as the one table of changes (DefinitionsChangeKind) says for its kind.

import KbnGeneratorCore

/// A difference between an old and a new version of a definitions file.
package struct DefinitionsChange: Hashable, Sendable {
    /// Which of the two files the diagnostic's location is in, which tells the changes (in the new
    /// file) from the places in the old file that they refer to.
    package enum File: Hashable, Sendable {
        case old
        case new
    }

    /// What kind of change this is, or, for a place in the old file, the change it refers to: its
    /// severity, and whether an update may make it, are that kind's in the table.
    package var kind: DefinitionsChangeKind
    /// The change's severity is ``kind``'s (`.error` when it breaks old clients or old data,
    /// `.warning` when old clients see something new, `.note` for everything else); a place in the
    /// old file that a change refers to is a `.note`.
    package var diagnostic: Diagnostic
    package var file: File
    /// What changed, without what that does to apps built against the old file, which the
    /// diagnostic's message goes on to say: how an update, which changes no build, reports it.
    package var summary: String

    package init(_ kind: DefinitionsChangeKind, _ diagnostic: Diagnostic, in file: File, summary: String) {
        self.kind = kind
        self.diagnostic = diagnostic
        self.file = file
        self.summary = summary
    }

    /// Whether apps built against the old file, or data written with it, stop working.
    package var isBreaking: Bool { diagnostic.severity == .error }
}
