// Why an update was refused: every problem of it, each at its place in the update's text.

/// The problems that keep an update from being applied.
///
/// ```swift
/// do {
///     model.update = try KbnUpdate(json: bytes, kinds: Kbn.allKinds)
/// } catch {
///     log.error("master update refused:\n\(error)")   // the app keeps what it had
/// }
/// ```
public struct KbnUpdateError: Error, Sendable, CustomStringConvertible {
    /// One problem, where it is in the update.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the kind and the code it concerns.
        public var message: String
        /// The 1-based line; nil for a problem of the update as a whole, such as its size.
        public var line: Int?
        /// The 1-based column, in UTF-8 bytes; nil when ``line`` is.
        public var column: Int?
        /// Whether the problem is a note about the one before it, such as where a key given twice
        /// was first given.
        public var isNote: Bool

        package init(message: String, line: Int?, column: Int?, isNote: Bool) {
            self.message = message
            self.line = line
            self.column = column
            self.isNote = isNote
        }

        /// `line:column: error: message`, or `note:` for a note.
        public var description: String {
            let place = line.map { "\($0):\(column ?? 1): " } ?? ""
            return place + (isNote ? "note: " : "error: ") + message
        }
    }

    /// Every problem, in the order of the update's text.
    public var problems: [Problem]

    package init(_ problems: [Problem]) {
        self.problems = problems
    }

    /// One problem a line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
