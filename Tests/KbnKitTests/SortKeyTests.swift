// Display order by a string attribute: String's order, stable, values without the attribute last,
// over text that spells a long shared prefix composed in some values and decomposed in others; each
// value's key made once, so that a sort's comparisons compare bytes.

import KbnExample
import KbnTestSupport
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@testable import KbnKit

@Suite("Sort keys")
struct SortKeyTests {
    /// Pieces of text that are canonically equal in pairs and spelled apart: composed and
    /// decomposed letters, singletons, Hangul syllables and their jamo, marks in either order.
    private static let pieces = [
        "e\u{301}", "\u{E9}", "e", "a", "A", "\u{C5}", "A\u{30A}", "\u{212B}", "\u{AC00}", "\u{1100}\u{1161}",
        "q\u{323}\u{307}", "q\u{307}\u{323}", "\u{1E0B}\u{323}", "d\u{323}\u{307}", "z", "\u{1F600}", "\u{3B3}",
        "\u{301}",
    ]

    /// String's order, that of the texts' canonical compositions (NFC), scalar by scalar: String's
    /// `<` of those forms. Not String's `<` of the texts as they are spelled, which is no order
    /// where one text begins with the other spelled otherwise: it puts `"éz"` before `"e\u{301}"`,
    /// and calls `"e\u{301}"` neither before nor after `"é" + "a"`.
    private func stringOrderPrecedes(_ left: String, _ right: String) -> Bool {
        String(decoding: left._nfcCodeUnits, as: UTF8.self) < String(decoding: right._nfcCodeUnits, as: UTF8.self)
    }

    /// The display order by `keys`, worked out without sorting: each value's place is the number
    /// of values before it in String's order, equal ones in declaration order, and values without
    /// a key after all that have one.
    private func modelOrder(_ keys: [KbnAttributeValue?]) -> [Int] {
        func precedes(_ first: KbnAttributeValue, _ second: KbnAttributeValue) -> Bool {
            guard case .string(let left) = first, case .string(let right) = second else { return first < second }
            return stringOrderPrecedes(left, right)
        }
        var order = [Int](repeating: 0, count: keys.count)
        for index in keys.indices {
            let place = keys.indices.filter { other in
                switch (keys[other], keys[index]) {
                case let (before?, this?): precedes(before, this) || before == this && other < index
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): other < index
                }
            }.count
            order[place] = index
        }
        return order
    }

    /// A text of a long prefix, composed or decomposed, and a few pieces after it.
    private func text(prefixUnits: Int, using generator: inout some RandomNumberGenerator) -> String {
        let unit = Bool.random(using: &generator) ? "\u{E9}" : "e\u{301}"
        let tail = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            Self.pieces.randomElement(using: &generator)!
        }
        return String(repeating: unit, count: prefixUnits) + tail.joined()
    }

    @Test("Keys compare in String's order: canonically equal text has equal keys")
    func keysCompareAsStrings() {
        let texts = Self.pieces + Self.pieces.flatMap { first in Self.pieces.map { first + $0 } } + [""]
        let keys = texts.map { KbnSortKey(.string($0)) }
        let forms = texts.map { String(decoding: $0._nfcCodeUnits, as: UTF8.self) }
        var mismatches: [String] = []
        for left in texts.indices {
            for right in texts.indices
            where (keys[left] < keys[right]) != (forms[left] < forms[right])
                || (keys[left] == keys[right]) != (texts[left] == texts[right])
            {
                mismatches.append("\(texts[left].unicodeScalars) and \(texts[right].unicodeScalars)")
            }
        }
        #expect(mismatches.isEmpty)
        // Where String's `<` of the texts as spelled is an order, it is the keys' order.
        #expect(KbnSortKey(.string("e\u{301}")) < KbnSortKey(.string("\u{E9}z")))
        #expect(KbnSortKey(.string("q")) < KbnSortKey(.string("q\u{307}\u{323}")))
        #expect(KbnSortKey(.string("\u{1100}\u{1161}")) == KbnSortKey(.string("\u{AC00}")))
        // Numbers and flags compare as themselves, after text, as KbnAttributeValue orders them.
        let others: [KbnAttributeValue] = [.string("z"), .int(-1), .int(3), .double(0.5), .bool(false), .bool(true)]
        for left in others {
            for right in others {
                #expect((KbnSortKey(left) < KbnSortKey(right)) == (left < right), "\(left) < \(right)")
            }
        }
    }

    @Test("Display order is String's order over NFC and NFD prefixes, equal keys and missing keys")
    func displayOrderIsStringOrder() {
        var generator = SeededGenerator(seed: 51)
        for round in 0..<150 {
            let prefixUnits = round % 3 == 0 ? 0 : Int.random(in: 1...40, using: &generator)
            let keys: [KbnAttributeValue?] = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0..<6, using: &generator) == 0
                    ? nil : .string(text(prefixUnits: prefixUnits, using: &generator))
            }
            #expect(KbnTable<Kbn.Gender>.displayOrder(count: keys.count, sortKeys: keys) == modelOrder(keys))
        }
        let numbers: [KbnAttributeValue?] = [.int(3), nil, .int(-2), .int(3), nil, .int(0)]
        #expect(KbnTable<Kbn.Gender>.displayOrder(count: numbers.count, sortKeys: numbers) == modelOrder(numbers))
        #expect(KbnTable<Kbn.Gender>.displayOrder(count: 3, sortKeys: nil) == [0, 1, 2])
    }

    /// Keys that count the comparisons a sort makes of them.
    private struct CountedKey: Comparable {
        final class Count {
            var comparisons = 0
        }
        let key: KbnSortKey
        let count: Count

        static func < (lhs: CountedKey, rhs: CountedKey) -> Bool {
            lhs.count.comparisons += 1
            return lhs.key < rhs.key
        }

        static func == (lhs: CountedKey, rhs: CountedKey) -> Bool { lhs.key == rhs.key }
    }

    /// The comparisons of a sort of `count` values of a prefix of 1,000 units, NFC in every other
    /// value and NFD in the rest, and the bytes normalized for it: one key of each value.
    private func sortWork(count: Int) -> (comparisons: Int, normalizedBytes: Int, order: [Int]) {
        let counted = CountedKey.Count()
        let texts = (0..<count).map { position in
            // A fixed width, so that the values come in the reverse of their order.
            let number = String(count - position)
            return String(repeating: position % 2 == 0 ? "\u{E9}" : "e\u{301}", count: 1_000)
                + String(repeating: "0", count: 4 - number.count) + number
        }
        let keys = texts.map { CountedKey(key: KbnSortKey(.string($0)), count: counted) }
        let order = KbnTable<Kbn.Gender>.displayOrder(count: count, keys: keys)
        return (counted.comparisons, texts.reduce(0) { $0 + $1.utf8.count }, order)
    }

    @Test("A long prefix spelled both ways is normalized once per value, and compared as bytes")
    func longPrefixNormalizedOncePerValue() {
        let small = sortWork(count: 250)
        let large = sortWork(count: 1_000)
        // Each text once: 4 times the bytes for 4 times the values, where String's `<` normalized
        // the prefix again in each comparison that met both spellings.
        #expect(large.normalizedBytes < 4 * small.normalizedBytes + 4 * 1_000)
        // A sort's comparisons, each of two keys' bytes: O(n log n), the same as for ASCII text.
        #expect(small.comparisons <= 250 * 8)
        #expect(large.comparisons <= 1_000 * 10)
        // A key holds the NFC form: the prefix is the same bytes in every key, so a comparison
        // reads it as a plain copy is read.
        #expect(KbnSortKey(.string("e\u{301}x")) == KbnSortKey(.string("\u{E9}x")))
        #expect(large.order == Array((0..<1_000).reversed()))
    }

    @Test("An update sorted by an attribute whose prefix is NFC and NFD lists its values in String's order")
    func updateSortedByMixedPrefix() throws {
        var gender = UpdateKind(Kbn.Gender.self)
        gender.attributes.append((name: "key", type: "String?"))
        var generator = SeededGenerator(seed: 4)
        var keys: [String?] = gender.values.map { _ in nil }
        for position in 0..<200 {
            let key =
                position % 7 == 0
                ? nil : text(prefixUnits: Int.random(in: 20...30, using: &generator), using: &generator)
            keys.append(key)
            gender.values.append(
                UpdateKind.Value(
                    caseName: "c\(position)", postfix: "x\(position)", logicalName: "n\(position)",
                    attributes: key.map { ["key": quoted($0)] } ?? [:]))
        }
        gender.sortBy = "key"
        let update = try KbnUpdate(
            json: Array(updateJSON([gender], compiled: Kbn.allKinds).utf8), kinds: Kbn.allKinds)
        let expected = modelOrder(keys.map { $0.map(KbnAttributeValue.string) }).map { gender.values[$0].postfix }
        #expect(update.kindDescription(of: Kbn.Gender.self).values.map(\.postfix) == expected)
    }
}
