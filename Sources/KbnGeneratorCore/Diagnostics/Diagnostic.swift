// Diagnostics: what every stage reports, in the `path:line:column: error: message` form that
// SwiftPM, Xcode and editors turn into clickable build errors. Each names its file as the caller
// named the input (SourceFile), so that it formats itself.

/// A position in a definitions file.
///
/// Lines and columns start at 1. Columns count UTF-8 bytes, as the Swift compiler's own
/// diagnostics do, so editors place the caret the same way for both.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// One message about a definitions file.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Sendable {
        case error
        /// Worth knowing, but does not stop the command.
        case warning
        /// Points at a related place, such as the first of two duplicates; follows its error.
        case note
    }

    package var severity: Severity
    package var message: String
    /// Where the problem is; nil when it concerns the file as a whole (for example, an unreadable file).
    package var location: SourceLocation?
    /// The name of the file the location is in, as the caller named it (its path), or ``unnamedFile``.
    package var file: String

    /// The name of a file given without one.
    package static let unnamedFile = "<definitions>"

    package init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, inFile file: String = unnamedFile
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.file = file
    }

    package static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    package static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    package static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// The diagnostic in the file named `name`: what a stage that was given the file's bytes alone
    /// reports about it, once its name is known.
    package func inFile(_ name: String) -> Diagnostic {
        var diagnostic = self
        diagnostic.file = name
        return diagnostic
    }

    /// The diagnostic in the file named `name` when it was made without a file's name: a command
    /// that reads two files names those of the one its stages are given unnamed once they are done.
    package func inFile(ifUnnamed name: String) -> Diagnostic {
        file == Diagnostic.unnamedFile ? inFile(name) : self
    }

    /// The diagnostic as a build log line: `path:line:column: error: message`.
    ///
    /// Control and invisible characters in the path and the message are escaped, whatever text of
    /// the input the message quotes: a line break or an escape sequence in a file could otherwise
    /// forge a line of the log, or clear the terminal.
    package func formatted() -> String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message)".escapingInvisibleCharacters
    }

    package var description: String { formatted() }
}

/// An input's bytes with the name its diagnostics show, its path as the caller gives it: the
/// generator reads no file, yet its diagnostics name theirs.
package struct SourceFile: Sendable {
    package var name: String
    package var bytes: [UInt8]

    package init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// The error a stage throws when the input cannot go on to the next stage.
///
/// It carries every diagnostic found, not only the first, so that one build shows them all.
package struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension String {
    /// The string in single quotes for a message: control and invisible characters escaped and a
    /// long text cut short, so a diagnostic always stays one readable line.
    package var quotedForMessage: String {
        guard !unicodeScalars.dropFirst(60).isEmpty else { return "'\(escapingInvisibleCharacters)'" }
        return "'\(String(unicodeScalars.prefix(60)).escapingInvisibleCharacters)…'"
    }

    /// The string with each control and invisible character written as `\u{…}`.
    var escapingInvisibleCharacters: String {
        guard unicodeScalars.contains(where: \.isInvisibleInMessages) else { return self }
        var text = ""
        for scalar in unicodeScalars {
            text +=
                scalar.isInvisibleInMessages
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return text
    }
}

extension Collection<String> {
    /// The texts, as a message lists them: separated by commas, at most ``maximumListedInMessage`` of
    /// them, then how many more, so that a message stays short however long the list.
    ///
    /// - Parameter total: How many the whole list has, when the texts are its first few only.
    package func listedForMessage(of total: Int? = nil) -> String {
        let listed = prefix(maximumListedInMessage).joined(separator: ", ")
        let more = (total ?? count) - Swift.min(count, maximumListedInMessage)
        return more > 0 ? listed + " and \(more) more" : listed
    }
}

/// The most items of a list that a message names (``Swift/Collection/listedForMessage(of:)``).
package let maximumListedInMessage = 8

extension Unicode.Scalar {
    /// Control, format (bidirectional marks, zero-width characters) and line-breaking characters.
    var isInvisibleInMessages: Bool {
        // Printable ASCII, most of any file, without the cost of looking up a category.
        if value >= 0x20 && value < 0x7F { return false }
        return switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
