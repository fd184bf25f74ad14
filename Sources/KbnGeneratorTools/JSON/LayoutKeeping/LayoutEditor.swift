// The layout-keeping writer's editor: where each value of the file is, and how the file lays out
// its containers (line breaks, indentation, separators), which what it adds follows.
// LayoutEditor+Writing.swift writes the edited tree with them.

import KbnGeneratorCore

extension LayoutKeepingFile {
    /// Writes an edited tree as edits of the text of the tree it was made from.
    struct Editor {
        /// A member or element of a container in the file: from its key, or its value, to the end of its value.
        struct ItemExtent {
            var start: Int
            var valueStart: Int
            var end: Int
        }

        /// How a container of the file lays out its members or elements.
        struct Layout {
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
        enum Item {
            case kept(old: Int, new: Int)
            case added(new: Int)
        }

        /// Where a value being written is.
        struct Place {
            /// The layout of the container it is in.
            var layout: Layout
            /// For the value of member `key` of an element of an array: the array and the element's index.
            var member: (siblings: Siblings, index: Int, key: String)?
            /// For an element of an array: the array and its index.
            var element: (siblings: Siblings, index: Int)?
        }

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

        init(_ bytes: [UInt8], root: JSONValue, locations: LayoutKeepingFile.Locations) {
            self.bytes = bytes
            self.root = root
            self.locations = locations
            // As the reader counts lines (LineBreaks); line 1 starts after a byte order mark. Line
            // breaks are only ever in white space, as strings cannot hold raw ones.
            lineStarts = bytes.withUnsafeBufferPointer { buffer in
                var starts = [buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
                for index in buffer.indices
                where LineBreaks.lineEnds(
                    after: buffer[index], before: index + 1 < buffer.count ? buffer[index + 1] : nil)
                {
                    starts.append(index + 1)
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
        func layout(of container: JSONValue, first: ItemExtent, second: ItemExtent?, last: ItemExtent, end: Int)
            -> Layout
        {
            let start = offset(container.location)
            let open = bytes[(start + 1)..<first.start]
            let close = bytes[last.end..<(end - 1)]
            let gap = second.map { bytes[first.end..<$0.start] }
            let breaksLines =
                open.contains(where: LineBreaks.isLineBreak) || close.contains(where: LineBreaks.isLineBreak)
                || (gap?.contains(where: LineBreaks.isLineBreak) ?? false)
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
            if let index = bytes.firstIndex(where: LineBreaks.isLineBreak), bytes[index] == LineBreaks.carriageReturn {
                found = index + 1 < bytes.count && bytes[index + 1] == LineBreaks.lineFeed ? "\r\n" : "\r"
            }
            lineBreakText = found
            return found
        }

        /// What the file writes between a key and its value: as its first member does.
        var colon: String {
            guard case .object(let members) = root.content, let first = members.first else { return ": " }
            return String(
                decoding: bytes[endOfString(at: offset(first.keyLocation))..<offset(first.value.location)],
                as: UTF8.self)
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
                if bytes[(start + 1)..<first.start].contains(where: LineBreaks.isLineBreak) {
                    let outer = indentation(ofLineAt: start)
                    let inner = indentation(ofLineAt: first.start)
                    if inner.count > outer.count && inner.hasPrefix(outer) {
                        found = String(inner.dropFirst(outer.count))
                        break search
                    }
                }
                switch container.content {
                case .object(let members):
                    pending += members.prefix(8).map(\.value).filter(\.isFilledContainer).reversed()
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
            while start > 0, !LineBreaks.isLineBreak(bytes[start - 1]) { start -= 1 }
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }

        /// The spaces and tabs that start the last line of the output. Only what was written since the
        /// last call is looked at for a line break, so that a long line is not read again and again.
        mutating func currentIndentation() -> String {
            var index = output.count
            while index > scannedOutput {
                if LineBreaks.isLineBreak(output[index - 1]) {
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
    }
}

// What the editor asks of the values it writes.
extension JSONValue {
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
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || LineBreaks.isLineBreak(byte)
}

private func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
}
