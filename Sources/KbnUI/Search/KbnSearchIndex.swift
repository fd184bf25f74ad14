// The search under every selection screen: a kind's codes and names folded once into one buffer,
// so that a keystroke is one pass over bytes, ranked, with no allocation per value.

import KbnKit

#if canImport(Darwin)
import Darwin  // memchr and memcmp
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// A kind's values, searchable by code and name as people type them: what a
/// ``KbnSelectionModel`` searches.
///
/// Each ``search(_:)`` matches the folded query against every value's code, alternate codes,
/// logical name, short name, localized names and the attributes named, and ranks the matches:
///
/// 1. the query is the value's code (or an alternate code);
/// 2. a code starts with the query;
/// 3. the query is a name;
/// 4. a name starts with the query;
/// 5. the query occurs anywhere in a code or name.
///
/// Within a rank, values keep the kind's display order, so results are stable as the query grows.
/// Text is compared folded (``KbnSearchFolding``): `がん` finds `胃ガン`, `ｶﾞﾝ` finds it too, and
/// `a00` finds `A00.0`. With a `KbnUpdate`, the index searches the values as the update shows them:
/// its names, in its display order, with the values it adds among ``choices``.
struct KbnSearchIndex<Kind: KbnType>: Sendable {
    /// The values of `Kind` searched, in display order.
    let values: [Kind]
    /// Every value searched, in display order: the values of `Kind`, and, with an update, the
    /// values it adds, as `KbnValue.unknown(_:)` codes. Results index them.
    let choices: [KbnValue<Kind>]

    /// The update whose names the index searches; an empty one for the compiled names.
    let update: KbnUpdate
    /// The kind as the index shows it: compiled, or as an update gives it.
    let kind: KbnKindDescription
    /// The description of each of ``choices``, by its position there.
    let entries: [KbnValueDescription]
    /// Whether ``values`` holds every value of `Kind`, as an index of the whole kind or of an update
    /// does: one of some values, `init(_:values:attributes:)`'s, may not.
    let coversKind: Bool

    /// Every searched text of every value, folded, each followed by a zero byte so that no match
    /// spans two texts. A value's texts are contiguous, codes first.
    private let text: [UInt8]
    /// Where each text starts in `text`, ascending; the last entry is the end of the buffer.
    private let textStarts: [Int32]
    /// For each text, the position of its value in ``choices``, and whether it is a code.
    private let textOwners: [Int32]
    private let textIsCode: [Bool]
    /// How often each byte occurs in `text`: a search anchors on the query's rarest byte.
    private let byteCounts: [Int]

    /// Indexes `values` of `Kind`, in their order, and `attributes` besides codes and names.
    init(_ kind: Kind.Type = Kind.self, values: [Kind], attributes: [KbnAttribute<Kind>] = []) {
        let entries = KbnValueEntries(of: values)
        self.init(
            values: values, choices: values.map { .known($0) }, entries: entries.all, kind: entries.description,
            update: KbnUpdate(), attributes: attributes, coversKind: entries.coversKind, stoppingWhen: { false })!
    }

    /// Indexes every value of `Kind` as `update` shows it, in its display order, with the values it
    /// adds, and `attributes` besides codes and names.
    init(_ kind: Kind.Type = Kind.self, update: KbnUpdate = KbnUpdate(), attributes: [KbnAttribute<Kind>] = []) {
        self.init(kind, update: update, attributes: attributes, stoppingWhen: { false })!
    }

    /// The index of ``init(_:update:attributes:)``, or nil when `stop` returns true, which it is
    /// asked every 1,024 values: what a task that may be cancelled builds, so that a replaced
    /// preparation stops instead of running to its end.
    init?(
        _ kind: Kind.Type = Kind.self, update: KbnUpdate, attributes: [KbnAttribute<Kind>],
        stoppingWhen stop: () -> Bool
    ) {
        let description = update.kindDescription(of: Kind.self)
        let choices = update.values(of: Kind.self)
        // Without an update of the kind, its values are `allCases`, which unwrapping each choice in
        // this generic code, not specialized for the kind, took again. With one, the known choices
        // as they are: `known` would look each code up again (10 ms for 26,704 values), and an
        // update's unknown choices are the codes it adds, which no compiled value has.
        let values =
            update.updates(Kind.self)
            ? choices.compactMap { choice in
                guard case .known(let value) = choice else { return nil }
                return value
            } : Kind.allCases
        // An update lacks no compiled value (the update check refuses one that does).
        self.init(
            values: values, choices: choices, entries: description.values, kind: description, update: update,
            attributes: attributes, coversKind: true, stoppingWhen: stop)
    }

    /// The index of `values`, which are the known ones among `choices`, in their order.
    private init?(
        values: [Kind], choices: [KbnValue<Kind>], entries: [KbnValueDescription], kind: KbnKindDescription,
        update: KbnUpdate, attributes: [KbnAttribute<Kind>], coversKind: Bool, stoppingWhen stop: () -> Bool
    ) {
        self.choices = choices
        self.values = values
        self.kind = kind
        self.update = update
        self.entries = entries
        self.coversKind = coversKind
        let attributeTexts = attributes.map { $0.texts(in: kind, entries: entries, choices: choices) }
        var text: [UInt8] = []
        var starts: [Int32] = []
        var owners: [Int32] = []
        var isCode: [Bool] = []
        func add(_ string: String, owner: Int, code: Bool) {
            guard !string.isEmpty else { return }
            starts.append(Int32(text.count))
            owners.append(Int32(owner))
            isCode.append(code)
            KbnSearchFolding.append(string, to: &text)
            text.append(0)
        }
        for (position, entry) in entries.enumerated() {
            if position % 1_024 == 0, stop() { return nil }
            add(entry.code, owner: position, code: true)
            for alternate in entry.alternateCodes { add(alternate, owner: position, code: true) }
            add(entry.logicalName, owner: position, code: false)
            if entry.shortName != entry.logicalName { add(entry.shortName, owner: position, code: false) }
            for name in entry.localizedNames.sorted(by: { $0.key < $1.key }) {
                add(name.value, owner: position, code: false)
            }
            for text in attributeTexts {
                if let string = text(position) { add(string, owner: position, code: false) }
            }
        }
        starts.append(Int32(text.count))
        var counts = [Int](repeating: 0, count: 256)
        for byte in text { counts[Int(byte)] += 1 }
        self.text = text
        self.textStarts = starts
        self.textOwners = owners
        self.textIsCode = isCode
        self.byteCounts = counts
    }

    /// The values of `Kind` that match `query`, best first; every one, in display order, when the
    /// query is empty or only spaces. Values an update adds are among ``searchChoices(_:)``'s.
    func search(_ query: String) -> [Kind] {
        rankedMatches(query).compactMap { choices[$0.position].known }
    }

    /// The values that match `query`, best first, those an update adds included; every one, in
    /// display order, when the query is empty or only spaces.
    func searchChoices(_ query: String) -> [KbnValue<Kind>] {
        rankedMatches(query).map { choices[$0.position] }
    }

    /// The positions in ``choices`` of the values that match `query`, with their rank, best first.
    func rankedMatches(_ query: String) -> [(position: Int, rank: KbnSearchRank)] {
        let needle = KbnSearchFolding.query(query)
        guard !needle.isEmpty else { return choices.indices.map { ($0, .substring) } }
        var best = [UInt8](repeating: KbnSearchRank.none, count: choices.count)
        var matched: [Int] = []
        forEachMatch(of: needle) { textIndex, offset in
            let owner = Int(textOwners[textIndex])
            let rank = rank(ofMatchAt: offset, length: needle.count, inText: textIndex)
            if best[owner] == KbnSearchRank.none { matched.append(owner) }
            best[owner] = min(best[owner], rank.rawValue)
        }
        // Matches arrive in buffer order, which is display order; a stable bucket per rank keeps it.
        var buckets = [[Int]](repeating: [], count: KbnSearchRank.allCases.count)
        for owner in matched { buckets[Int(best[owner])].append(owner) }
        return buckets.enumerated().flatMap { rank, owners in
            owners.map { ($0, KbnSearchRank(rawValue: UInt8(rank))!) }
        }
    }

    private func rank(ofMatchAt offset: Int, length: Int, inText textIndex: Int) -> KbnSearchRank {
        let start = Int(textStarts[textIndex])
        guard offset == start else { return .substring }
        // A text ends one byte before the next one starts, at its zero byte.
        let isWhole = start + length == Int(textStarts[textIndex + 1]) - 1
        return switch (textIsCode[textIndex], isWhole) {
        case (true, true): .exactCode
        case (true, false): .codePrefix
        case (false, true): .exactName
        case (false, false): .namePrefix
        }
    }

    /// Calls `body` with the text and the offset of the first match of `needle` in each text that
    /// has one; a later match in the same text cannot rank better than the first.
    private func forEachMatch(of needle: [UInt8], _ body: (_ textIndex: Int, _ offset: Int) -> Void) {
        // The rarest byte of the needle is where memchr looks: kana and kanji share their first
        // byte, so anchoring on the first byte would stop at nearly every character.
        let anchor = needle.indices.min { byteCounts[Int(needle[$0])] < byteCounts[Int(needle[$1])] }!
        guard byteCounts[Int(needle[anchor])] > 0 else { return }
        text.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { needle in
                let base = text.baseAddress!
                let end = text.count
                var textIndex = 0
                var position = anchor
                while position < end {
                    guard let found = memchr(base + position, Int32(needle[anchor]), end - position) else { return }
                    let hit = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    let start = hit - anchor
                    position = hit + 1
                    guard start + needle.count <= end,
                        memcmp(base + start, needle.baseAddress!, needle.count) == 0
                    else { continue }
                    // The needle holds no zero byte, so a match lies within one text.
                    while Int(textStarts[textIndex + 1]) <= start { textIndex += 1 }
                    body(textIndex, start)
                    // Go on at the next text's start, plus the anchor's place in the needle.
                    position = Int(textStarts[textIndex + 1]) + anchor
                    textIndex += 1
                }
            }
        }
    }
}

/// How well a value matches a query, best first.
enum KbnSearchRank: UInt8, CaseIterable, Comparable {
    /// The query is the value's code or one of its alternate codes.
    case exactCode
    /// A code starts with the query.
    case codePrefix
    /// The query is a name, folded: 渋谷 before 渋谷中央, which a person looking for 渋谷 expects.
    case exactName
    /// A name starts with the query.
    case namePrefix
    /// The query occurs elsewhere in a code or name.
    case substring

    /// The rank of a value no text of which matches.
    static let none = UInt8(allCases.count)

    static func < (lhs: KbnSearchRank, rhs: KbnSearchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The description of each of some values of a kind, as compiled, by their position among them.
///
/// A search of the whole kind, in display order, reads the kind's description by position; any
/// other set of values looks each one up by its code.
struct KbnValueEntries {
    /// The kind's description, whose values are in the order of `allCases`.
    let description: KbnKindDescription
    private let positions: [Int]?

    /// Whether the values are the whole kind, in display order.
    var coversKind: Bool { positions == nil }

    init<Kind: KbnType>(of values: [Kind]) {
        let description = Kind.kindDescription
        self.description = description
        // Values compare by their enum tags, where comparing codes cost an index of 26,704
        // values 12 ms.
        if values == Kind.allCases {
            positions = nil
        } else {
            let byCode = Dictionary(
                description.values.indices.map { (description.values[$0].code, $0) },
                uniquingKeysWith: { first, _ in first }
            )
            // Every value of the kind is in its description.
            positions = values.map { byCode[$0.code]! }
        }
    }

    /// The descriptions of the values, in their order: the kind's own array, shared, for the whole
    /// kind, where copying each description cost an index of 26,704 values some 4 ms.
    var all: [KbnValueDescription] {
        positions.map { $0.map { description.values[$0] } } ?? description.values
    }
}
