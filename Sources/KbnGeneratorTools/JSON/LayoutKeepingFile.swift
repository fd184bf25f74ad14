// The text that a command updating a definitions file (import-strings, import-csv --merge) writes:
// the file's own text with local edits, so that what the update did not change stays byte for byte
// and what it adds is laid out like its neighbours; `git diff` then shows the change alone. A file in
// kbn-gen's own layout is written by JSONWriter, as it always was.

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

    /// What the command writes.
    enum Text {
        /// The file is in kbn-gen's layout: JSONWriter's text for the edited tree, as it always was.
        case rewritten
        /// The file's text with the edits.
        case edited([UInt8])
        /// JSONWriter's text for the edited tree, as the edits did not read back as the tree: this
        /// would be a flaw of the editing, which ``editFailure(inFile:)`` reports.
        case notEdited
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

    /// The text for `edited`, a tree made from the file's by changing, adding and removing values.
    ///
    /// A value the edit did not change keeps its text; a changed string or number is replaced where it
    /// is; a member or element added goes between its neighbours, on a line of its own with their
    /// indentation where they are one to a line, and after `, ` where they share a line; a container
    /// that is added is laid out like the nearest one of the file at its place (the same key in a
    /// sibling, or a sibling element), else on one line inside a container that is on one line, and
    /// one member to a line inside one that is not.
    func text(of edited: JSONValue) -> Text {
        if isInKbnGensLayout { return .rewritten }
        var editor = Editor(bytes, root: tree, locations: locations)
        let text = editor.text(of: edited)
        // The edits are checked, so that the file written always holds the edited tree.
        guard let read = try? JSONReader.read(text), sameContent(read, edited) else { return .notEdited }
        return .edited(text)
    }

    /// The name diagnostics show for the updated file when the caller gives none.
    package static let unnamedFile = "<updated definitions>"

    /// The warning for ``Text/notEdited``, in the file named `file`.
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

/// Whether `a` and `b` hold the same JSON, members in the same order, wherever they are.
func sameContent(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a.content, b.content) {
    case (.object(let left), .object(let right)):
        guard left.count == right.count else { return false }
        var index = 0
        while index < left.count {
            guard left[index].key == right[index].key, sameContent(left[index].value, right[index].value) else {
                return false
            }
            index += 1
        }
        return true
    case (.array(let left), .array(let right)):
        guard left.count == right.count else { return false }
        var index = 0
        while index < left.count {
            guard sameContent(left[index], right[index]) else { return false }
            index += 1
        }
        return true
    case (.object, _), (.array, _), (_, .object), (_, .array):
        return false
    default:
        return a.content == b.content
    }
}

// MARK: Editing

/// A member or element of a container in the file: from its key, or its value, to the end of its value.
private struct ItemExtent {
    var start: Int
    var valueStart: Int
    var end: Int
}

/// How a container of the file lays out its members or elements.
private struct Layout {
    /// Whether they are one to a line, rather than on the container's line.
    var breaksLines: Bool
    /// On one line: what comes after the opening bracket, before the closing one, and between two.
    var open: String
    var close: String
    var separator: String
    /// What comes between a key and its value.
    var colon: String
}

/// One member or element of an edited container: one the file has, possibly changed, or one added.
private enum Item {
    case kept(old: Int, new: Int)
    case added(new: Int)
}

/// The elements of an array of the file, to find the nearest of them that has a given member.
private final class Siblings {
    let elements: [JSONValue]
    /// For each key, the elements (by index, ascending) whose member of that key is a container
    /// with something in it; made when first asked for.
    private var byKey: [String: [Int]]?

    init(_ elements: [JSONValue]) {
        self.elements = elements
    }

    /// The value of member `key` in the element nearest `index`, other than it, whose member `key` is
    /// a container of the kind of `like` with something in it.
    func nearestMember(_ key: String, near index: Int, like value: JSONValue) -> JSONValue? {
        if byKey == nil {
            var found: [String: [Int]] = [:]
            for position in elements.indices {
                guard case .object(let members) = elements[position].content else { continue }
                for member in members where member.value.isFilledContainer {
                    found[member.key, default: []].append(position)
                }
            }
            byKey = found
        }
        guard let positions = byKey?[key], !positions.isEmpty else { return nil }
        // The first position after `index`, by bisection; the nearest is it or the one before.
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] <= index { low = middle + 1 } else { high = middle }
        }
        var before = low - 1
        if before >= 0, positions[before] == index { before -= 1 }
        var candidates = [before >= 0 ? positions[before] : nil, low < positions.count ? positions[low] : nil]
            .compactMap { $0 }
        // The one after first only when it is nearer.
        if candidates.count == 2, candidates[1] - index < index - candidates[0] { candidates.swapAt(0, 1) }
        for position in candidates {
            if let member = elements[position].member(key), member.isContainer(like: value) { return member }
        }
        return nil
    }

    /// The element nearest `position` (looking before it first) that is a container of the kind of
    /// `value` with something in it; a few on either side are looked at.
    func nearestElement(near position: Int, like value: JSONValue) -> JSONValue? {
        var distance = 0
        while distance < 8 {
            for candidate in [position - 1 - distance, position + distance] where elements.indices.contains(candidate) {
                if elements[candidate].isContainer(like: value) { return elements[candidate] }
            }
            distance += 1
        }
        return nil
    }
}

/// Where a value being written is.
private struct Place {
    /// The layout of the container it is in.
    var layout: Layout
    /// For the value of member `key` of an element of an array: the array and the element's index.
    var member: (siblings: Siblings, index: Int, key: String)?
    /// For an element of an array: the array and its index.
    var element: (siblings: Siblings, index: Int)?
}

/// Writes an edited tree as edits of the text of the tree it was made from.
private struct Editor {
    let bytes: [UInt8]
    let root: JSONValue
    let locations: LayoutKeepingFile.Locations
    /// The offset of each line's first byte.
    let lineStarts: [Int]
    var output: [UInt8] = []
    /// The start of the output's last line as of when ``currentIndentation()`` last looked, and where
    /// the output ended then.
    private var outputLineStart = 0
    private var scannedOutput = 0
    private var unit: String?
    private var lineBreakText: String?
    private var colonText: String?

    init(_ bytes: [UInt8], root: JSONValue, locations: LayoutKeepingFile.Locations) {
        self.bytes = bytes
        self.root = root
        self.locations = locations
        // As the reader counts lines: LF, CRLF and a lone CR each end one; line 1 starts after a byte
        // order mark. Line breaks are only ever in white space, as strings cannot hold raw ones.
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < buffer.count && buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
            return starts
        }
    }

    /// The file's text with `edited` in place of its tree.
    mutating func text(of edited: JSONValue) -> [UInt8] {
        let start = offset(root.location)
        let end = end(of: root, at: start)
        output.reserveCapacity(bytes.count + bytes.count / 4)
        output.append(contentsOf: bytes[0..<start])
        let layout = Layout(breaksLines: false, open: "", close: "", separator: ", ", colon: colon)
        write(edited, replacing: root, from: start, to: end, at: Place(layout: layout))
        output.append(contentsOf: bytes[end...])
        return output
    }

    // MARK: Positions

    func offset(_ location: SourceLocation) -> Int {
        let line = locations == .negated ? -location.line : location.line
        return lineStarts[line - 1] + location.column - 1
    }

    /// The offset after the value of the file that starts at `start`.
    func end(of value: JSONValue, at start: Int) -> Int {
        switch value.content {
        case .string: return endOfString(at: start)
        case .number:
            var index = start
            while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
            return index
        case .bool(let bool): return start + (bool ? 4 : 5)
        case .null: return start + 4
        case .object(let members):
            let last = members.last.map { end(of: $0.value, at: offset($0.value.location)) } ?? start + 1
            return skipWhitespace(from: last) + 1
        case .array(let elements):
            let last = elements.last.map { end(of: $0, at: offset($0.location)) } ?? start + 1
            return skipWhitespace(from: last) + 1
        }
    }

    func endOfString(at start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }

    func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The span of member or element `index` of `container`.
    func span(_ index: Int, of container: JSONValue) -> ItemExtent {
        switch container.content {
        case .object(let members):
            let valueStart = offset(members[index].value.location)
            return ItemExtent(
                start: offset(members[index].keyLocation), valueStart: valueStart,
                end: end(of: members[index].value, at: valueStart))
        case .array(let elements):
            let start = offset(elements[index].location)
            return ItemExtent(start: start, valueStart: start, end: end(of: elements[index], at: start))
        default:
            preconditionFailure("a scalar has no members")
        }
    }

    func spans(of container: JSONValue) -> [ItemExtent] {
        var spans: [ItemExtent] = []
        spans.reserveCapacity(container.childCount)
        var index = 0
        while index < container.childCount {
            spans.append(span(index, of: container))
            index += 1
        }
        return spans
    }

    // MARK: Layout

    /// The layout of `container`, a container of the file with something in it, whose first and last
    /// members or elements are `first` and `last`, and `second` after the first if it has one.
    func layout(of container: JSONValue, first: ItemExtent, second: ItemExtent?, last: ItemExtent, end: Int) -> Layout {
        let start = offset(container.location)
        let open = bytes[(start + 1)..<first.start]
        let close = bytes[last.end..<(end - 1)]
        let gap = second.map { bytes[first.end..<$0.start] }
        let breaksLines =
            open.contains(where: isLineBreak) || close.contains(where: isLineBreak)
            || (gap?.contains(where: isLineBreak) ?? false)
        var colon = self.colon
        if case .object = container.content {
            colon = String(decoding: bytes[endOfString(at: first.start)..<first.valueStart], as: UTF8.self)
        }
        return Layout(
            breaksLines: breaksLines, open: String(decoding: open, as: UTF8.self),
            close: String(decoding: close, as: UTF8.self),
            separator: gap.map { String(decoding: $0, as: UTF8.self) } ?? ", ", colon: colon
        )
    }

    /// The layout of a container of the file with something in it.
    func layout(of container: JSONValue) -> Layout {
        let count = container.childCount
        let first = span(0, of: container)
        let last = count == 1 ? first : span(count - 1, of: container)
        return layout(
            of: container, first: first, second: count > 1 ? span(1, of: container) : nil, last: last,
            end: skipWhitespace(from: last.end) + 1)
    }

    /// The file's line break: its first one, LF when it has none.
    mutating func lineBreak() -> String {
        if let lineBreakText { return lineBreakText }
        var found = "\n"
        if let index = bytes.firstIndex(where: isLineBreak), bytes[index] == UInt8(ascii: "\r") {
            found = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
        }
        lineBreakText = found
        return found
    }

    /// What the file writes between a key and its value: as its first member does.
    var colon: String {
        guard case .object(let members) = root.content, let first = members.first else { return ": " }
        return String(
            decoding: bytes[endOfString(at: offset(first.keyLocation))..<offset(first.value.location)], as: UTF8.self)
    }

    /// One level of the file's indentation: by how much more the first container with its members on
    /// lines of their own indents them than itself; two spaces when none does.
    mutating func indentationUnit() -> String {
        if let unit { return unit }
        var found = "  "
        var pending = [root]
        var looked = 0
        search: while let container = pending.popLast(), looked < 1_000 {
            looked += 1
            guard container.childCount > 0 else { continue }
            let start = offset(container.location)
            let first = span(0, of: container)
            if bytes[(start + 1)..<first.start].contains(where: isLineBreak) {
                let outer = indentation(ofLineAt: start)
                let inner = indentation(ofLineAt: first.start)
                if inner.count > outer.count && inner.hasPrefix(outer) {
                    found = String(inner.dropFirst(outer.count))
                    break search
                }
            }
            switch container.content {
            case .object(let members): pending += members.prefix(8).map(\.value).filter(\.isFilledContainer).reversed()
            case .array(let elements): pending += elements.prefix(8).filter(\.isFilledContainer).reversed()
            default: break
            }
        }
        unit = found
        return found
    }

    /// The spaces and tabs that start the line of the file that `offset` is on.
    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, !isLineBreak(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The spaces and tabs that start the last line of the output. Only what was written since the
    /// last call is looked at for a line break, so that a long line is not read again and again.
    mutating func currentIndentation() -> String {
        var index = output.count
        while index > scannedOutput {
            if isLineBreak(output[index - 1]) {
                outputLineStart = index
                break
            }
            index -= 1
        }
        scannedOutput = output.count
        let start = outputLineStart
        var end = start
        while end < output.count, output[end] == UInt8(ascii: " ") || output[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: output[start..<end], as: UTF8.self)
    }

    // MARK: Writing

    /// Writes `new` in place of `old`, the value of the file from `start` to `end`.
    mutating func write(_ new: JSONValue, replacing old: JSONValue, from start: Int, to end: Int, at place: Place) {
        if sameContent(new, old) {
            output.append(contentsOf: bytes[start..<end])
            return
        }
        switch (new.content, old.content) {
        case (.object(let members), .object(let oldMembers)) where !members.isEmpty && !oldMembers.isEmpty:
            editObject(members, replacing: old, from: start, to: end, at: place)
        case (.array(let elements), .array(let oldElements)) where !elements.isEmpty && !oldElements.isEmpty:
            editArray(elements, replacing: old, from: start, to: end)
        default:
            // A scalar changed, another kind of value, or a container that was or becomes empty.
            var template: JSONValue?
            if let member = place.member, new.isFilledContainer {
                template = member.siblings.nearestMember(member.key, near: member.index, like: new)
            }
            appendNew(new, template: template, inherited: place.layout)
        }
    }

    mutating func editObject(
        _ members: [JSONMember], replacing old: JSONValue, from start: Int, to end: Int, at place: Place
    ) {
        guard case .object(let oldMembers) = old.content else { return }
        let spans = spans(of: old)
        let layout = layout(
            of: old, first: spans[0], second: spans.count > 1 ? spans[1] : nil, last: spans[spans.count - 1], end: end)
        // Each member is matched with the file's of its key, the first not yet matched.
        var used = [Bool](repeating: false, count: oldMembers.count)
        var byKey: [String: [Int]]?
        var next = 0
        var candidates: [Int?] = []
        candidates.reserveCapacity(members.count)
        for member in members {
            var match: Int?
            if next < oldMembers.count, !used[next], oldMembers[next].key == member.key {
                match = next
            } else if oldMembers.count <= 16 {
                match = oldMembers.indices.first { !used[$0] && oldMembers[$0].key == member.key }
            } else {
                if byKey == nil {
                    byKey = Dictionary(grouping: oldMembers.indices, by: { oldMembers[$0].key })
                }
                match = byKey?[member.key]?.first { !used[$0] }
            }
            if let match {
                used[match] = true
                next = match + 1
            }
            candidates.append(match)
        }
        let items = Self.items(candidates)
        let element = place.element
        assemble(items, spans: spans, from: start, to: end, layout: layout) { editor, item, _ in
            switch item {
            case .kept(let index, let new):
                let span = spans[index]
                editor.output.append(contentsOf: editor.bytes[span.start..<span.valueStart])
                let memberPlace = Place(
                    layout: layout, member: element.map { ($0.siblings, $0.index, members[new].key) })
                editor.write(
                    members[new].value, replacing: oldMembers[index].value, from: span.valueStart, to: span.end,
                    at: memberPlace)
            case .added(let new):
                let member = members[new]
                var text = ""
                JSONWriter.appendQuoted(member.key, to: &text)
                text += layout.colon
                editor.output.append(contentsOf: text.utf8)
                var template: JSONValue?
                if let element, member.value.isFilledContainer {
                    template = element.siblings.nearestMember(member.key, near: element.index, like: member.value)
                }
                editor.appendNew(member.value, template: template, inherited: layout)
            }
        }
    }

    mutating func editArray(_ elements: [JSONValue], replacing old: JSONValue, from start: Int, to end: Int) {
        guard case .array(let oldElements) = old.content else { return }
        let spans = spans(of: old)
        let layout = layout(
            of: old, first: spans[0], second: spans.count > 1 ? spans[1] : nil, last: spans[spans.count - 1], end: end)
        // An element is matched with the file's that it was made from (of the same location), or one of
        // the same content: the next one for a container, any not yet matched for a string or number.
        var used = [Bool](repeating: false, count: oldElements.count)
        var byLocation: [SourceLocation: Int]?
        var byScalar: [JSONValue.Content: [Int]]?
        var next = 0
        var candidates: [Int?] = []
        candidates.reserveCapacity(elements.count)
        for element in elements {
            var match: Int?
            if next < oldElements.count, !used[next],
                oldElements[next].location == element.location || sameContent(oldElements[next], element)
            {
                match = next
            } else {
                if byLocation == nil {
                    byLocation = Dictionary(
                        oldElements.indices.map { (oldElements[$0].location, $0) },
                        uniquingKeysWith: { first, _ in first })
                }
                if let index = byLocation?[element.location], !used[index] {
                    match = index
                } else if !element.isContainer {
                    if byScalar == nil {
                        byScalar = Dictionary(
                            grouping: oldElements.indices.filter { !oldElements[$0].isContainer },
                            by: { oldElements[$0].content })
                    }
                    match = byScalar?[element.content]?.first { !used[$0] }
                }
            }
            if let match {
                used[match] = true
                next = match + 1
            }
            candidates.append(match)
        }
        let items = Self.items(candidates)
        let siblings = Siblings(oldElements)
        assemble(items, spans: spans, from: start, to: end, layout: layout) { editor, item, lastKept in
            switch item {
            case .kept(let index, let new):
                let span = spans[index]
                editor.write(
                    elements[new], replacing: oldElements[index], from: span.start, to: span.end,
                    at: Place(layout: layout, element: (siblings, index)))
            case .added(let new):
                // Laid out like the element before it, or after it.
                let position = lastKept.map { $0 + 1 } ?? 0
                editor.appendNew(
                    elements[new], template: siblings.nearestElement(near: position, like: elements[new]),
                    inherited: layout)
            }
        }
    }

    /// The items of an edited container, from the index of the file's member or element that each of
    /// its own is matched with: the longest run of them in the file's order is kept, so that what
    /// moves is removed and added, and the others are added.
    static func items(_ candidates: [Int?]) -> [Item] {
        var increasing = true
        var previous = -1
        for candidate in candidates {
            guard let candidate else { continue }
            if candidate <= previous {
                increasing = false
                break
            }
            previous = candidate
        }
        var keep = [Bool](repeating: true, count: candidates.count)
        if !increasing {
            // The longest increasing subsequence, by patience sorting.
            var tails: [Int] = []  // positions in `candidates`
            var predecessors = [Int](repeating: -1, count: candidates.count)
            for position in candidates.indices {
                guard let value = candidates[position] else { continue }
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if candidates[tails[middle]]! < value { low = middle + 1 } else { high = middle }
                }
                if low > 0 { predecessors[position] = tails[low - 1] }
                if low == tails.count { tails.append(position) } else { tails[low] = position }
            }
            keep = [Bool](repeating: false, count: candidates.count)
            var position = tails.last ?? -1
            while position >= 0 {
                keep[position] = true
                position = predecessors[position]
            }
        }
        return candidates.indices.map { position in
            if let old = candidates[position], keep[position] {
                .kept(old: old, new: position)
            } else {
                .added(new: position)
            }
        }
    }

    /// Writes the container from `start` to `end` with `items` in place of its members or elements
    /// (`spans`): its opening bracket with what follows, the items with a separator of the file between
    /// two, and what precedes the closing bracket, with it.
    mutating func assemble(
        _ items: [Item], spans: [ItemExtent], from start: Int, to end: Int, layout: Layout,
        _ writeItem: (inout Editor, Item, _ lastKept: Int?) -> Void
    ) {
        output.append(contentsOf: bytes[start..<spans[0].start])
        var lastKept: Int?
        for index in items.indices {
            if index > 0 {
                appendSeparator(
                    between: items[index - 1], and: items[index], lastKept: lastKept ?? 0, spans: spans, layout: layout,
                    containerStart: start)
            }
            writeItem(&self, items[index], lastKept)
            if let old = items[index].oldIndex { lastKept = old }
        }
        output.append(contentsOf: bytes[spans[spans.count - 1].end..<end])
    }

    /// What goes between two items: the file's text between the member or element kept before and
    /// the next, else between the one kept after and the one before it; for a container that has one,
    /// a comma and what is before it.
    mutating func appendSeparator(
        between previous: Item, and next: Item, lastKept: Int, spans: [ItemExtent], layout: Layout, containerStart: Int
    ) {
        let count = spans.count
        func gap(_ index: Int) -> ArraySlice<UInt8> { bytes[spans[index].end..<spans[index + 1].start] }
        if let old = previous.oldIndex, old < count - 1 {
            output.append(contentsOf: gap(old))
        } else if let old = next.oldIndex, old > 0 {
            output.append(contentsOf: gap(old - 1))
        } else if count > 1 {
            output.append(contentsOf: gap(min(lastKept, count - 2)))
        } else if layout.breaksLines {
            let open = bytes[(containerStart + 1)..<spans[0].start]
            let indentation =
                open.contains(where: isLineBreak)
                ? indentation(ofLineAt: spans[0].start) : indentation(ofLineAt: containerStart) + indentationUnit()
            output.append(contentsOf: ("," + lineBreak() + indentation).utf8)
        } else {
            output.append(contentsOf: ", ".utf8)
        }
    }

    /// Appends `value`, which the file does not have: laid out as `template`, a container of the file of
    /// its kind, when there is one, else as `inherited`, the layout of the container it goes in.
    mutating func appendNew(_ value: JSONValue, template: JSONValue?, inherited: Layout) {
        var text = ""
        let indentation = value.isFilledContainer ? currentIndentation() : ""
        appendNew(value, template: template, inherited: inherited, indentation: indentation, to: &text)
        output.append(contentsOf: text.utf8)
    }

    /// Appends `value` to `text`, on a line indented by `indentation`.
    mutating func appendNew(
        _ value: JSONValue, template: JSONValue?, inherited: Layout, indentation: String, to text: inout String
    ) {
        let layout = template.map { self.layout(of: $0) } ?? inherited
        let inner = layout.breaksLines ? indentation + indentationUnit() : indentation
        let lineBreak = layout.breaksLines ? lineBreak() : ""
        switch value.content {
        case .object(let members) where !members.isEmpty:
            text += "{"
            text += layout.breaksLines ? lineBreak + inner : layout.open
            var index = 0
            while index < members.count {
                if index > 0 { text += layout.breaksLines ? "," + lineBreak + inner : layout.separator }
                let member = members[index]
                JSONWriter.appendQuoted(member.key, to: &text)
                text += layout.colon
                var child: JSONValue?
                if let template, member.value.isFilledContainer, let same = template.member(member.key),
                    same.isContainer(like: member.value)
                {
                    child = same
                }
                appendNew(member.value, template: child, inherited: layout, indentation: inner, to: &text)
                index += 1
            }
            text += layout.breaksLines ? lineBreak + indentation : layout.close
            text += "}"
        case .array(let elements) where !elements.isEmpty:
            text += "["
            text += layout.breaksLines ? lineBreak + inner : layout.open
            var child: JSONValue?
            if case .array(let templateElements)? = template?.content {
                child = templateElements.prefix(8).first { $0.isContainer(like: elements[0]) }
            }
            var index = 0
            while index < elements.count {
                if index > 0 { text += layout.breaksLines ? "," + lineBreak + inner : layout.separator }
                appendNew(
                    elements[index], template: child?.isContainer(like: elements[index]) == true ? child : nil,
                    inherited: layout, indentation: inner, to: &text)
                index += 1
            }
            text += layout.breaksLines ? lineBreak + indentation : layout.close
            text += "]"
        default: JSONWriter.appendLeaf(value.content, to: &text)
        }
    }
}

private extension Item {
    var oldIndex: Int? {
        if case .kept(let old, _) = self { return old }
        return nil
    }
}

private extension JSONValue {
    var isContainer: Bool {
        switch content {
        case .object, .array: true
        default: false
        }
    }

    var childCount: Int {
        switch content {
        case .object(let members): members.count
        case .array(let elements): elements.count
        default: 0
        }
    }

    /// An object or array with something in it.
    var isFilledContainer: Bool { childCount > 0 }

    /// Whether this is a container with something in it of the kind of `value`: an object for an
    /// object, an array for an array.
    func isContainer(like value: JSONValue) -> Bool {
        switch (content, value.content) {
        case (.object(let members), .object): !members.isEmpty
        case (.array(let elements), .array): !elements.isEmpty
        default: false
        }
    }
}

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}

private func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
}

private func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
}
