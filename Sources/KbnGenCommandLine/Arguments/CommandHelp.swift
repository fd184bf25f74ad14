// The help a subcommand prints, made from its declaration: overview, usage and its options, each
// option's help wrapped beside its synopsis.

/// A subcommand as `--help` shows it.
package struct CommandHelp {
    /// What the subcommand does, in a sentence or two.
    package let overview: String
    /// The usage line, from the executable's name on.
    package let usage: String
    /// The subcommand's options, in the order help lists them.
    package let options: [CommandOption]
    /// Paragraphs after the options, such as a pointer to the executable's own help.
    package var notes: [String] = []

    package init(overview: String, usage: String, options: [CommandOption], notes: [String] = []) {
        self.overview = overview
        self.usage = usage
        self.options = options
        self.notes = notes
    }

    /// The help text, ending with a line break.
    package var text: String {
        var lines = Self.wrapped("OVERVIEW: " + overview, width: Self.width)
        lines += ["", "USAGE: " + usage]
        if !options.isEmpty {
            lines += ["", "OPTIONS:"]
            lines += options.flatMap { Self.entry($0.synopsis, $0.help) }
        }
        for note in notes {
            lines += [""] + Self.wrapped(note, width: Self.width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The width help is wrapped to.
    package static let width = 100
    /// Where an entry's description starts.
    private static let descriptionColumn = 32

    /// A term and its description as help lists them: the description wrapped in its column,
    /// beside the term or, when the term is too long, below it.
    package static func entry(_ term: String, _ description: String) -> [String] {
        let indent = String(repeating: " ", count: descriptionColumn)
        var lines = wrapped(description, width: width - descriptionColumn).map { indent + $0 }
        let head = "  " + term
        if head.count + 2 <= descriptionColumn, !lines.isEmpty {
            lines[0] =
                head + String(repeating: " ", count: descriptionColumn - head.count)
                + lines[0].dropFirst(descriptionColumn)
        } else {
            lines.insert(head, at: 0)
        }
        return lines
    }

    /// `text` broken into lines of at most `width` characters, at spaces outside `code spans`,
    /// so that a command to copy stays on one line.
    package static func wrapped(_ text: String, width: Int) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ") {
            if let last = words.last, last.filter({ $0 == "`" }).count % 2 == 1 {
                words[words.count - 1] += " " + word
            } else {
                words.append(String(word))
            }
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
