// The layout-keeping writer's edits: each value of the edited tree written in place of the file's,
// kept where it is unchanged, and what is added laid out like its neighbours (LayoutEditor.swift
// finds the layout; SiblingTemplates.swift, the containers to copy).

import KbnGeneratorCore

extension LayoutKeepingFile.Editor {
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
        _ writeItem: (inout Self, Item, _ lastKept: Int?) -> Void
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
                open.contains(where: LineBreaks.isLineBreak)
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

private extension LayoutKeepingFile.Editor.Item {
    var oldIndex: Int? {
        if case .kept(let old, _) = self { return old }
        return nil
    }
}
