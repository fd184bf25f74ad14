// One difference between two versions of a definitions file, as `kbn-gen diff` prints it: an error
// when it breaks apps built against the old version or data written with it, else a warning or note.

import KbnGeneratorCore

/// A difference between an old and a new version of a definitions file.
package struct DefinitionsChange: Hashable, Sendable {
    /// Which of the two files the diagnostic's location is in, which tells the changes (in the new
    /// file) from the places in the old file that they refer to.
    package enum File: Hashable, Sendable {
        case old
        case new
    }

    /// `.error` when the change breaks old clients or old data, `.warning` when old clients see
    /// something new, `.note` for everything else and for the places in the old file that an
    /// error or warning refers to.
    package var diagnostic: Diagnostic
    package var file: File

    package init(_ diagnostic: Diagnostic, in file: File) {
        self.diagnostic = diagnostic
        self.file = file
    }

    /// Whether apps built against the old file, or data written with it, stop working.
    package var isBreaking: Bool { diagnostic.severity == .error }
}
