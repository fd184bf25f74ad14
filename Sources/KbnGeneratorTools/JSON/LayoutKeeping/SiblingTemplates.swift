// The templates for what the layout-keeping writer adds: the nearest sibling element of an array
// that has a container at the same key, whose layout a new container copies.

import KbnGeneratorCore

extension LayoutKeepingFile.Editor {
    /// The elements of an array of the file, to find the nearest of them that has a given member.
    final class Siblings {
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
                for candidate in [position - 1 - distance, position + distance]
                where elements.indices.contains(candidate) {
                    if elements[candidate].isContainer(like: value) { return elements[candidate] }
                }
                distance += 1
            }
            return nil
        }
    }
}
