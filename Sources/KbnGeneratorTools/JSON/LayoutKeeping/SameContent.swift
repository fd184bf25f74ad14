// Whether two JSON trees hold the same content wherever their values were read: how the layout-keeping
// writer tells an unchanged value, whose text it keeps, and checks that its edits read back as the tree.

import KbnGeneratorCore

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
