// The text that a command updating a definitions file (import-strings, import-csv --merge) writes:
// the file's own text with local edits, so that what the update did not change stays byte for byte
// and what it adds is laid out like its neighbours; `git diff` then shows the change alone. A file in
// kbn-gen's own layout is written by JSONWriter, as it always was. This file is the writer's face;
// LayoutEditor.swift and LayoutEditor+Writing.swift make the edits, SiblingTemplates.swift finds
// the containers that new ones copy, and SameContent.swift compares trees.

import KbnGeneratorCore

/// A definitions file that a command updates by editing its JSON tree, and the text it writes for the
/// edited tree.
struct LayoutKeepingFile {
    /// How the locations of ``tree`` relate to the file's lines.
    enum Locations {
        /// As the reader gave them.
        case asRead
        /// With the line negated, as ``MergeBase`` keeps them apart from the CSV's.
        case negated
    }

    /// The file's bytes; empty when the file is in kbn-gen's layout, as nothing edits them then.
    private let bytes: [UInt8]
    /// The tree that `bytes` read as.
    private let tree: JSONValue
    private let locations: Locations
    /// Whether the file is exactly the text that ``JSONWriter/prettyPrinted(_:)`` writes for its tree,
    /// as a file that kbn-gen wrote is.
    let isInKbnGensLayout: Bool

    /// The file of `bytes`, which read as `tree`.
    init(_ bytes: [UInt8], tree: JSONValue, locations: Locations = .asRead) {
        isInKbnGensLayout = Self.isPrettyPrinted(bytes, as: tree)
        self.bytes = isInKbnGensLayout ? [] : bytes
        self.tree = tree
        self.locations = locations
    }

    /// What to write for `edited`, a tree made from the file's by changing, adding and removing values.
    ///
    /// A value the edit did not change keeps its text; a changed string or number is replaced where it
    /// is; a member or element added goes between its neighbours, on a line of its own with their
    /// indentation where they are one to a line, and after `, ` where they share a line; a container
    /// that is added is laid out like the nearest one of the file at its place (the same key in a
    /// sibling, or a sibling element), else on one line inside a container that is on one line, and
    /// one member to a line inside one that is not.
    ///
    /// - Parameter name: The file's name, for the warning.
    /// - Returns: The file's text with the edits; or nil, where JSONWriter's text for `edited` is what
    ///   to write: for a file in kbn-gen's layout, and, with the warning of
    ///   ``editFailure(inFile:)``, for edits that did not read back as `edited`, which would be a flaw
    ///   of the editing.
    func edits(of edited: JSONValue, inFile name: String) -> (text: [UInt8]?, warning: Diagnostic?) {
        if isInKbnGensLayout { return (nil, nil) }
        var editor = Editor(bytes, root: tree, locations: locations)
        let text = editor.text(of: edited)
        // The edits are checked, so that the file written always holds the edited tree.
        guard let read = try? JSONReader.read(text), sameContent(read, edited) else {
            return (nil, Self.editFailure(inFile: name))
        }
        return (text, nil)
    }

    /// The name diagnostics show for the updated file when the caller gives none.
    package static let unnamedFile = "<updated definitions>"

    /// The warning that the edits could not keep the layout, in the file named `file`.
    static func editFailure(inFile file: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "kbn-gen could not keep the layout of the definitions file, so it writes the whole file in its own layout; the definitions are the same as they would be otherwise",
            at: nil, inFile: file
        )
    }

    /// Whether `bytes` are JSONWriter's text for `tree`. Its text starts with `{` and a line break and
    /// ends with one, which most hand-written files are told apart by without writing it.
    private static func isPrettyPrinted(_ bytes: [UInt8], as tree: JSONValue) -> Bool {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[1] == UInt8(ascii: "\n"),
            bytes[bytes.count - 1] == UInt8(ascii: "\n")
        else { return false }
        var text = JSONWriter.prettyPrinted(tree).text
        return text.withUTF8 { written in
            written.count == bytes.count
                && bytes.withUnsafeBufferPointer { file in
                    var index = 0
                    while index < file.count {
                        if file[index] != written[index] { return false }
                        index += 1
                    }
                    return true
                }
        }
    }
}
