// The one funnel for outside text (KbnOutsideText): every way of decoding a KbnValue refuses what
// its own init(from:) refuses, a KbnValue that keeps any string compares and hashes in proportion
// to its bytes, and a namespace looks up a string that only `String` equality decides once, not
// once per kind.

import Foundation
import KbnExample
import Testing

@testable @_spi(KbnGenerated) import KbnKit

/// `count` combining marks in a row after an `a`, alternating two classes, so that a reordering
/// of them is canonically equivalent but not the same bytes.
private func markRun(_ count: Int, swapped: Bool = false) -> String {
    let pair = swapped ? "\u{316}\u{301}" : "\u{301}\u{316}"
    return "a" + String(repeating: pair, count: count / 2) + (count % 2 == 1 ? "\u{301}" : "")
}

private struct Order: Codable {
    var payment: KbnValue<Kbn.Gender>
    var previous: KbnValue<Kbn.Gender>?
}

@Suite("Outside text")
struct OutsideTextTests {
    private func decode(payment: String, previous: String? = nil) throws -> Order {
        let order: [String: String] = ["payment": payment].merging(previous.map { ["previous": $0] } ?? [:]) { $1 }
        return try JSONDecoder().decode(Order.self, from: try JSONEncoder().encode(order))
    }

    /// A model's `KbnValue` field, decoded through the keyed container's overloads that a
    /// synthesized `init(from:)` calls, refuses what a `KbnValue` decoded alone refuses.
    @Test func everyWayOfDecodingAKbnValueRefusesTooLongARunOfMarks() throws {
        let within = markRun(30)
        let beyond = markRun(31)
        #expect(try decode(payment: within).payment == .unknown(within))
        #expect(try decode(payment: "00101", previous: within).previous == .unknown(within))
        #expect(throws: DecodingError.self) { try decode(payment: beyond) }
        #expect(throws: DecodingError.self) { try decode(payment: "00101", previous: beyond) }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KbnValue<Kbn.Gender>.self, from: Data(#""\#(beyond)""#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([KbnValue<Kbn.Gender>].self, from: Data(#"["\#(beyond)"]"#.utf8))
        }
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        #expect(KbnValue<Kbn.Gender>(codingKey: Key(stringValue: beyond)) == nil)
        #expect(KbnValue<Kbn.Gender>(codingKey: Key(stringValue: within)) == .unknown(within))
        #expect(KbnValue<Kbn.Gender>(codingKey: Key(stringValue: "00101")) == .known(.man))
    }

    /// Within the limit, two spellings of one text are one code, as `String`s are; beyond it, a
    /// kept string is compared and hashed by its bytes, so a run of 256 KiB of marks, which as a
    /// `String` took seconds to hash, costs what its bytes do.
    @Test func aKeptStringBeyondTheLimitIsComparedAndHashedByItsBytes() {
        #expect(KbnValue<Kbn.Gender>.unknown(markRun(30)) == .unknown(markRun(30, swapped: true)))
        #expect(KbnValue<Kbn.Gender>.unknown(markRun(31)) != .unknown(markRun(31, swapped: true)))
        #expect(KbnValue<Kbn.Gender>.unknown(markRun(31)) == .unknown(markRun(31)))
        #expect(KbnValue<Kbn.Gender>.known(.man) == .unknown("00101"))
        #expect(Set<KbnValue<Kbn.Gender>>([.known(.man), .unknown("00101")]).count == 1)
        for count in [64 * 1024, 256 * 1024] {
            let long = KbnValue<Kbn.Gender>(code: markRun(count))
            let reordered = KbnValue<Kbn.Gender>(code: markRun(count, swapped: true))
            #expect(long == .unknown(markRun(count)))
            #expect(Set([long, reordered, long]).count == 2, "\(count) marks")
        }
    }

    /// An attribute value's text follows the same rule as a kept code: beyond the limit, compared,
    /// hashed and sorted by its bytes, after every text within it; a display order's sort keys
    /// order texts as the values do.
    @Test func attributeTextsBeyondTheLimitAreComparedHashedAndSortedByTheirBytes() {
        let long = KbnAttributeValue.string(markRun(256 * 1024))
        let reordered = KbnAttributeValue.string(markRun(256 * 1024, swapped: true))
        #expect(long == .string(markRun(256 * 1024)) && long != reordered)
        #expect(Set([long, reordered, long]).count == 2)
        #expect(KbnAttributeValue.string(markRun(30)) == .string(markRun(30, swapped: true)))
        let texts = [markRun(31), markRun(31, swapped: true), "b", markRun(30), "caf\u{E9}", "cafe\u{301}x", "a"]
        let values = texts.map(KbnAttributeValue.string)
        let sorted = values.sorted()
        #expect(sorted.prefix(4).allSatisfy { value in values.prefix(2).allSatisfy { $0 != value } })
        #expect(sorted.suffix(2) == [.string(markRun(31, swapped: true)), .string(markRun(31))].sorted())
        for left in values {
            for right in values {
                #expect((KbnSortKey(left) < KbnSortKey(right)) == (left < right), "\(left) < \(right)")
            }
        }
    }

    /// A string too long to be a language tag names no language, however many subtags it has, and
    /// a long run of marks names no attribute type: each is answered without comparing it with every
    /// language or type name, which for such strings took time that grows with their square.
    @Test func aLanguageOrATypeNameOfAnyLengthIsAnsweredInProportionToItsBytes() {
        let manySubtags = String(repeating: "en-", count: 30_000) + "en"
        #expect(Kbn.Gender.man.localizedName(for: manySubtags) == Kbn.Gender.man.logicalName)
        #expect(Kbn.Gender.man.kindDescriptionValue.localizedName(for: manySubtags) == Kbn.Gender.man.logicalName)
        #expect(Kbn.Gender.man.localizedName(for: "en-GB") == "Male")
        #expect(KbnAttributeType(rawValue: markRun(256 * 1024)) == nil)
        #expect(KbnAttributeType(rawValue: "Int?") == nil)
        #expect(KbnAttributeType.allCases.allSatisfy { KbnAttributeType(rawValue: $0.rawValue) == $0 })
    }

    /// A namespace of 60 kinds answers strings that only `String` equality decides from one lookup
    /// of every code, not by asking each kind: after the first such string, no kind's table is read.
    @Test func aNamespaceLooksUpAStringThatIsNotASCIIOnce() {
        let kinds = ManyKinds.kinds(60)
        let index = KbnCodeIndex(kinds)
        // The Kelvin sign equals "K" as a `String`: "\u{212A}7-2" is the code "K7-2".
        let kelvin = "\u{212A}7-2"
        #expect(index.value(forCode: kelvin).map { type(of: $0).prefix } == "K7-")
        let before = ManyKinds.tableReads
        let found = (0..<100).map { index.value(forCode: "\u{212A}\($0 % 60 + 1)-1") }
        let misses = (0..<100).compactMap { _ in index.value(forCode: markRun(30)) ?? index.value(forCode: markRun(31))
        }
        #expect(ManyKinds.tableReads == before)
        #expect(found.map { $0?.code } == (0..<100).map { "K\($0 % 60 + 1)-1" })
        #expect(misses.isEmpty)
        // An ASCII string goes to the kind of its prefix alone.
        let reads = ManyKinds.tableReads
        #expect(index.value(forCode: "K60-2") != nil)
        #expect(ManyKinds.tableReads == reads + 1)
    }
}

extension Kbn.Gender {
    /// The value as its kind's description gives it.
    fileprivate var kindDescriptionValue: KbnValueDescription {
        Self.kindDescription.values.first { $0.code == code }!
    }
}

/// Kinds made by nesting a generic enum, each a type of its own with the prefix `K` and its depth,
/// whose tables count how often they are read.
private enum ManyKinds {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [ObjectIdentifier: AnyObject] = [:]
    nonisolated(unsafe) private static var reads = 0

    static var tableReads: Int { lock.withLock { reads } }

    /// The first `count` kinds, by depth.
    static func kinds(_ count: Int) -> [any KbnType.Type] {
        func nest(_ kind: any Level.Type, _ count: Int) -> [any KbnType.Type] {
            guard count > 0 else { return [] }
            func open<Inner: Level>(_: Inner.Type) -> any (KbnType & Level).Type { Nested<Inner>.self }
            let next = open(kind)
            return [next] + nest(next, count - 1)
        }
        return nest(Ground.self, count)
    }

    static func table<Kind: KbnType>(of kind: Kind.Type, depth: Int) -> KbnTable<Kind> {
        lock.withLock {
            reads += 1
            if let table = tables[ObjectIdentifier(kind)] { return table as! KbnTable<Kind> }
            let table = KbnTable<Kind>(
                name: "K\(depth)", namespace: "Many", prefix: "K\(depth)-", logicalName: "kind \(depth)", caseCount: 2,
                caseNamesFingerprint: KbnTableFingerprint.text(caseNames: ["first", "second"]),
                columns: [.postfix, .logicalName], separator: "\u{1F}", rows: "1\u{1F}one\u{1F}2\u{1F}two\u{1F}")
            tables[ObjectIdentifier(kind)] = table
            return table
        }
    }
}

private protocol Level {
    static var depth: Int { get }
}

private enum Ground: Level {
    static var depth: Int { 0 }
}

private enum Nested<Inner: Level>: KbnType, Level {
    case first, second

    static var depth: Int { Inner.depth + 1 }
    static var _kbnTable: KbnTable<Self> { ManyKinds.table(of: Self.self, depth: depth) }
}
