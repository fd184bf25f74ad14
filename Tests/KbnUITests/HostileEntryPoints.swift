// Every public entry point of KbnKit, KbnUpdates and KbnUI that takes data from outside the app, the
// hostile shapes of input each one is given, and the call that runs one input through it, then does
// with the result what an app does (a set of decoded values, a comparison, a tap). The tests run
// every row once at a small size and check the table against the API baselines; `Benchmarks/run.sh
// hostile` measures every row against a plain input of as many bytes, compiling this file through a
// link, Benchmarks/Sources/kbn-bench-hostile/HostileEntryPoints.swift.

import Foundation
import KbnKit
import KbnUI
import KbnUpdates

#if canImport(ExampleKinds)
import ExampleKinds
#endif
#if canImport(KbnUpdateTestSupport)
import KbnUpdateTestSupport
#endif

/// What an entry point takes, which decides how a shape is written for it.
public enum HostileDomain: Sendable {
    /// Strings, each given to the entry point as it is.
    case text
    /// A JSON array of objects `{"value": …}`, each read by a decoder.
    case json
    /// An update of `Hostile.Item`, in the namespace of 65 kinds.
    case update
}

/// A shape of hostile input, written for a domain at a size in bytes.
public enum HostileShape: String, CaseIterable, Sendable {
    /// Strings of a letter and 9 combining marks, the most a code may have.
    case marks9 = "marks-9"
    /// Strings of a letter and 30 combining marks, the most any string may have.
    case marks30 = "marks-30"
    /// Strings of a letter and 31 combining marks, one more than any string may have.
    case marks31 = "marks-31"
    /// One string of a letter and then combining marks to the size: U+0301, then as many U+0316,
    /// which normalizing moves before them all.
    case oneMarkRun = "one-mark-run"
    /// One string of Japanese text to the size.
    case longText = "long-text"
    /// Strings of about 1 KB that share a long text, NFC in every other one and NFD in the others.
    case nfcNFD = "nfc-nfd"
    /// Arrays nested as deep as the size allows.
    case deepNesting = "deep-nesting"
    /// An update that gives the kind a group for each value it adds.
    case manyGroups = "many-groups"
    /// An update of as many kinds as the size allows that the app did not compile.
    case manyKinds = "many-kinds"

    /// The shapes made of strings, which every domain takes.
    public static let texts: [HostileShape] = [.marks9, .marks30, .marks31, .oneMarkRun, .longText, .nfcNFD]
    /// The shapes of an update that the app applies, for what it does with an applied update.
    public static let appliedUpdates: [HostileShape] = [.marks9, .marks30, .longText, .nfcNFD, .manyGroups]

    /// The shape for `domain` of about `size` bytes, and a plain input of as many bytes: strings
    /// of the same lengths in ordinary text, or a plain update of values with short names.
    ///
    /// Ordinary text is kanji, NFC, without combining marks: what names are, and what a code that is
    /// not ASCII is. Not ASCII, which the standard library hashes and compares at a fraction of any
    /// other text's cost: against it, every row of text would look costly however linear it is.
    public func inputs(for domain: HostileDomain, size: Int) -> (hostile: HostileInput, plain: HostileInput) {
        if let texts = texts(size: size) {
            let plain = texts.enumerated().map { index, text in
                let suffix = String(index)
                let room = max(0, text.utf8.count - suffix.utf8.count)
                return String(repeating: "名", count: room / 3) + String(repeating: "a", count: room % 3) + suffix
            }
            return (HostileInput(texts, for: domain), HostileInput(plain, for: domain))
        }
        let hostile: String
        switch (self, domain) {
        case (.deepNesting, .json):
            let depth = max(1, (size - 14) / 2)
            hostile =
                "[{\"value\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
            let plain = "[{\"value\": \"" + String(repeating: "a", count: 2 * depth - 2) + "\"}]"
            return (HostileInput(document: hostile), HostileInput(document: plain))
        case (.deepNesting, .update):
            let json = Self.update(names: [])
            let depth = max(1, (size - json.utf8.count) / 2)
            let end = json.range(of: "]", options: .backwards)!
            hostile = json.replacingCharacters(
                in: end, with: ", " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]")
        case (.manyGroups, .update):
            hostile = HostileUpdate.groups.json(
                of: Hostile.Item.self, namespace: "Hostile", compiled: Hostile.allKinds, size: max(1, size / 80))
        case (.manyKinds, .update):
            hostile = HostileUpdate.unknownKinds.json(
                of: Hostile.Item.self, namespace: "Hostile", compiled: Hostile.allKinds, size: max(1, size / 130))
        default:
            preconditionFailure("no \(rawValue) input for \(domain)")
        }
        let plain = HostileUpdate.plainJSON(
            of: Hostile.Item.self, namespace: "Hostile", compiled: Hostile.allKinds, bytes: hostile.utf8.count)
        return (HostileInput(document: hostile), HostileInput(document: plain))
    }

    /// The strings of a shape made of strings, together about `size` bytes; nil for another shape.
    func texts(size: Int) -> [String]? {
        /// `count` strings of `unit` after their index, which keeps them apart.
        func numbered(_ unit: String) -> [String] {
            (0..<max(2, size / (unit.utf8.count + 3))).map { String($0) + unit }
        }
        // Marks of two classes in turn, which normalizing reorders.
        func marks(_ count: Int) -> String {
            String(String.UnicodeScalarView((0..<count).map { $0 % 2 == 0 ? "\u{301}" : "\u{316}" }))
        }
        switch self {
        case .marks9: return numbered("a" + marks(9))
        case .marks30: return numbered("a" + marks(30))
        case .marks31: return numbered("a" + marks(31))
        case .oneMarkRun:
            let half = max(1, (size - 1) / 4)
            return ["a" + String(repeating: "\u{301}", count: half) + String(repeating: "\u{316}", count: half)]
        case .longText: return [String(repeating: "区分値の名前、", count: max(1, size / 21))]
        case .nfcNFD:
            // "Café が" as one scalar each, and as a letter or kana and its combining mark.
            let count = max(2, size / 1_024)
            let units = max(1, size / count / 11)
            let composed = String(repeating: "Caf\u{E9} \u{304C} ", count: units)
            let decomposed = String(repeating: "Cafe\u{301} \u{304B}\u{3099} ", count: units)
            return (0..<count).map { ($0 % 2 == 0 ? composed : decomposed) + String($0) }
        case .deepNesting, .manyGroups, .manyKinds: return nil
        }
    }

    /// An update of `Hostile.Item`, sorted by its label, that adds a value for each of `names`,
    /// named and labelled with it.
    static func update(names: [String]) -> String {
        var item = UpdateKind(Hostile.Item.self)
        item.sortBy = "label"
        item.values += names.enumerated().map { index, name in
            UpdateKind.Value(
                caseName: "v\(index)", postfix: "n\(index)", logicalName: name, attributes: ["label": quoted(name)])
        }
        return updateJSON(namespace: "Hostile", [item], compiled: Hostile.allKinds)
    }
}

/// One input of a shape, or the plain input it is measured against.
public struct HostileInput: Sendable {
    /// The strings, for an entry point of strings.
    public var texts: [String] = []
    /// The JSON document or update, for the others.
    public var document: [UInt8] = []

    /// `texts` as `domain` takes them.
    init(_ texts: [String], for domain: HostileDomain) {
        switch domain {
        case .text: self.texts = texts
        case .json:
            document = Array(("[" + texts.map { "{\"value\": \(quoted($0))}" }.joined(separator: ", ") + "]").utf8)
        case .update: document = Array(HostileShape.update(names: texts).utf8)
        }
    }

    init(document: String) {
        self.document = Array(document.utf8)
    }

    /// The input's size.
    public var bytes: Int { texts.reduce(document.count) { $0 + $1.utf8.count } }
}

/// One call of an entry point with an input made ready for it; it returns a number made of the
/// result, so that the call is not optimized away.
public typealias HostileCall = @MainActor () -> Int

/// A public entry point that takes data from outside the app, and how one input runs through it.
public struct HostileEntryPoint: Sendable {
    /// The member as the API baseline spells it (`KbnValue.init(code:)`), or as the generated API
    /// does (`<namespace>.value(forCode:)`).
    public let member: String
    /// Which of the member's overloads or uses the row runs, where it has several.
    public let variant: String?
    public let domain: HostileDomain
    public let shapes: [HostileShape]
    /// Whether an app calls it on the main thread, where it must take less than 8 ms.
    public let isOnMainThread: Bool
    /// Makes the call of one input, doing beforehand what is not the entry point's work.
    public let prepare: @MainActor @Sendable (HostileInput) -> HostileCall

    /// The row's name in a report.
    public var name: String { variant.map { "\(member) (\($0))" } ?? member }
}

/// The table of entry points.
public enum HostileEntryPoints {
    typealias Item = Hostile.Item

    public static let all: [HostileEntryPoint] = kit + decoding + updates + ui

    private static func row(
        _ member: String, _ variant: String? = nil, _ domain: HostileDomain = .text,
        shapes: [HostileShape] = HostileShape.texts, mainThread: Bool = false,
        _ prepare: @escaping @MainActor @Sendable (HostileInput) -> HostileCall
    ) -> HostileEntryPoint {
        HostileEntryPoint(
            member: member, variant: variant, domain: domain, shapes: shapes, isOnMainThread: mainThread,
            prepare: prepare)
    }

    /// A row that makes a value of each string and uses the values as an app does.
    private static func making<Value: Hashable>(
        _ member: String, _ variant: String? = nil, mainThread: Bool = false,
        _ make: @escaping @Sendable (String) -> Value
    ) -> HostileEntryPoint {
        row(member, variant, mainThread: mainThread) { input in { use(input.texts.map(make)) } }
    }

    /// A row that makes a value of each string beforehand and times comparing each with the next.
    private static func comparing<Value: Equatable>(
        _ member: String, _ make: @escaping @Sendable (String) -> Value
    ) -> HostileEntryPoint {
        row(member) { input in
            let values = input.texts.map(make)
            return { zip(values, values.dropFirst()).filter { $0 == $1 }.count }
        }
    }

    /// What an app does with values it read: puts them in a set, and compares each with the next.
    static func use<Value: Hashable>(_ values: [Value]) -> Int {
        Set(values).count + zip(values, values.dropFirst()).filter { $0 == $1 }.count
    }

    /// A value of `Item` as a description of the compiled kind gives it.
    private static let description = Item.kindDescription.values[0]
    /// An update that adds a value, which `KbnUpdate`'s questions about a `KbnValue` look in.
    private static let smallUpdate = try! KbnUpdate(
        json: Array(HostileShape.update(names: ["追加"]).utf8), kinds: Hostile.allKinds)

    static let kit: [HostileEntryPoint] = [
        making("KbnType.init(code:)") { Item(code: $0) },
        making("KbnType.init(rawValue:)") { Item(rawValue: $0) },
        making("KbnType.get(byCode:)") { Item.get(byCode: $0) },
        making("KbnType.localizedName(for:)") { Item.apple.localizedName(for: $0) },
        making("KbnValueDescription.localizedName(for:)") { description.localizedName(for: $0) },
        making("<namespace>.value(forCode:)", "a namespace of 65 kinds") { Hostile.value(forCode: $0)?.code },
        making("KbnValue.init(code:)") { KbnValue<Item>(code: $0) },
        making("KbnValue.unknown(_:)") { KbnValue<Item>.unknown($0) },
        making("KbnValue.init(codingKey:)") { text -> KbnValue<Item>? in
            guard #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *) else { return nil }
            return KbnValue(codingKey: TextKey(text))
        },
        comparing("KbnValue.==(_:_:)") { KbnValue<Item>(code: $0) },
        making("KbnUpdate.description(of:)") { smallUpdate.description(of: KbnValue<Item>(code: $0)) },
        making("KbnUpdate.logicalName(of:)") { smallUpdate.logicalName(of: KbnValue<Item>(code: $0)) },
        making("KbnChildType.init(parent:postfix:)") { Hostile.Part(parent: .apple, postfix: $0) },
        making("KbnChildType.init(parentCode:postfix:)", "the parent's code") {
            Hostile.Part(parentCode: $0, postfix: "c")
        },
        making("KbnChildType.init(parentCode:postfix:)", "the postfix") {
            Hostile.Part(parentCode: "H-1", postfix: $0)
        },
        making("KbnAttributeType.init(rawValue:)") { KbnAttributeType(rawValue: $0) },
        making("KbnAttributeValue.string(_:)") { KbnAttributeValue.string($0) },
        comparing("KbnAttributeValue.==(_:_:)", KbnAttributeValue.string),
        row("KbnAttributeValue.<(_:_:)", "sorting") { input in
            let values = input.texts.map(KbnAttributeValue.string)
            return { values.sorted().count }
        },
        row("KbnAttributeValues.init(_:)") { input in
            { KbnAttributeValues(input.texts.map(KbnAttributeValue.string)).hashValue & 1 }
        },
        making("KbnAttributeValues.init(arrayLiteral:)") { KbnAttributeValues(arrayLiteral: .string($0), nil) },
    ]

    /// The decoding entry points, each reading the objects of a JSON array with `JSONDecoder`.
    static let decoding: [HostileEntryPoint] = DecodingPath.allCases.map { path in
        row(path.member, path.variant, .json, shapes: HostileShape.texts + [.deepNesting]) { input in
            let decoder = JSONDecoder()
            decoder.userInfo[DecodingPath.key] = path
            return { use(((try? decoder.decode([DecodedObject].self, from: Data(input.document))) ?? []).map(\.value)) }
        }
    }

    static let updates: [HostileEntryPoint] = [
        row(
            "KbnUpdate.init(json:kinds:maximumSize:)", nil, .update,
            shapes: HostileShape.texts + [.deepNesting, .manyGroups, .manyKinds]
        ) { input in
            {
                switch apply(input) {
                case .success(let update): update.values(of: Item.self).count
                case .failure(let error): error.problems.count
                }
            }
        }
    ]

    /// `input` applied as an update of the namespace's kinds.
    private static func apply(_ input: HostileInput) -> Result<KbnUpdate, KbnUpdateError> {
        do {
            return .success(try KbnUpdate(json: input.document, kinds: Hostile.allKinds))
        } catch {
            return .failure(error)
        }
    }

    /// The update of `input`, or none when it is refused: what an app shows then.
    private static func applied(_ input: HostileInput) -> KbnUpdate {
        (try? apply(input).get()) ?? KbnUpdate()
    }

    /// The model of the compiled kind, whose list is made at once, as a small kind's is.
    @MainActor private static let model = KbnSelectionModel(Item.self, sectioning: .groups, searchAttributes: [\.label])
    /// The model of the kind with a parent kind, and of its parents.
    @MainActor private static let parts = KbnSelectionModel(Hostile.Part.self)
    @MainActor private static let items = KbnSelectionModel(Item.self, searchAttributes: [\.label])

    static let ui: [HostileEntryPoint] = [
        // A query is the strings as one, as if pasted into the search field.
        row("KbnSelectionModel.sections(matching:selection:)", "the query", mainThread: true) { input in
            let query = input.texts.joined()
            return { model.sections(matching: query, selection: none)?.count ?? -1 }
        },
        row("KbnSelectionModel.sections(matching:selection:)", "an unknown code chosen", mainThread: true) { input in
            let chosen = KbnValue<Item>(code: input.texts.joined())
            return { model.sections(matching: "", selection: chosen)?.reduce(0) { $0 + $1.rows.count } ?? -1 }
        },
        row("KbnSelectable.toggle(_:)", "a tap on a chosen unknown code", mainThread: true) { input in
            let chosen = KbnValue<Item>(code: input.texts.joined())
            let rows = model.sections(matching: "", selection: chosen)?.first?.rows ?? []
            return {
                var tapped = chosen
                tapped.toggle(rows[rows.count - 1])
                return tapped.code.utf8.count
            }
        },
        row("Set.contains(_:)", "a set's check marks", mainThread: true) { input in
            let values = input.texts.map { KbnValue<Item>(code: $0) }
            let chosen = Set(Item.allCases.prefix(2))
            return { values.filter { chosen.contains($0) }.count }
        },
        row("KbnSelectable.contains(_:)", "a chosen unknown code's check marks", mainThread: true) { input in
            let values = input.texts.map { KbnValue<Item>(code: $0) }
            let chosen = KbnValue<Item>(code: input.texts.joined())
            return { values.filter { chosen.contains($0) }.count }
        },
        row("KbnSelectionModel.sections(matching:under:selection:)", mainThread: true) { input in
            let query = input.texts.joined()
            return {
                parts.sections(matching: query, under: .known(Item.allCases[0]), selection: Hostile.Part?.none)?
                    .count ?? -1
            }
        },
        // Words apart, as a person types a parent's name and a child's.
        row("KbnSelectionModel.sections(matching:parents:selection:)", mainThread: true) { input in
            let query = input.texts.joined(separator: " ")
            return { parts.sections(matching: query, parents: items, selection: Hostile.Part?.none)?.count ?? -1 }
        },
        row(
            "KbnSelectionModel.init(_:sectioning:searchAttributes:update:)", "first display by groups", .update,
            shapes: HostileShape.appliedUpdates, mainThread: true
        ) { input in
            let update = applied(input)
            return {
                KbnSelectionModel(Item.self, sectioning: .groups, searchAttributes: [\.label], update: update)
                    .sections(matching: "", selection: none)?.count ?? -1
            }
        },
        row(
            "KbnSelectionModel.init(_:sectioning:searchAttributes:update:)", "first display by label", .update,
            shapes: HostileShape.appliedUpdates, mainThread: true
        ) { input in
            let update = applied(input)
            return {
                KbnSelectionModel(Item.self, sectioning: .attribute(\.label), update: update)
                    .sections(matching: "", selection: none)?.count ?? -1
            }
        },
    ]

    private static let none = Set<Item>()
}

/// A coding key of any string, as a decoder makes of a dictionary's keys.
struct TextKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

/// The decoding entry point that reads the value of each object.
enum DecodingPath: CaseIterable, Sendable {
    case kindFromDecoder, valueFromDecoder, keyedKind, keyedValue, keyedKindIfPresent, keyedValueIfPresent
    case keyedChildPair, keyedChildValuePair

    static let key = CodingUserInfoKey(rawValue: "HostileEntryPoints.DecodingPath")!

    var member: String {
        switch self {
        case .kindFromDecoder: "KbnType.init(from:)"
        case .valueFromDecoder: "KbnValue.init(from:)"
        case .keyedKind, .keyedValue: "KeyedDecodingContainer.decode(_:forKey:)"
        case .keyedKindIfPresent, .keyedValueIfPresent: "KeyedDecodingContainer.decodeIfPresent(_:forKey:)"
        case .keyedChildPair, .keyedChildValuePair: "KeyedDecodingContainer.decode(_:parentKey:forKey:)"
        }
    }

    var variant: String? {
        switch self {
        case .kindFromDecoder, .valueFromDecoder: nil
        case .keyedKind, .keyedKindIfPresent: "a kind"
        case .keyedValue, .keyedValueIfPresent: "KbnValue"
        case .keyedChildPair: "a kind with a parent, the string as both codes"
        case .keyedChildValuePair: "KbnValue of a kind with a parent, the string as both codes"
        }
    }
}

/// One object of a document, whose value is read by the path the decoder's user info names; a
/// value that does not decode is nil, as a model's optional field would have it.
struct DecodedObject: Decodable {
    typealias Item = Hostile.Item
    var value: KbnValue<Item>?

    enum CodingKeys: String, CodingKey {
        case value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch decoder.userInfo[DecodingPath.key] as? DecodingPath {
        case .kindFromDecoder?: value = (try? Item(from: container.superDecoder(forKey: .value))).map(KbnValue.known)
        case .valueFromDecoder?: value = try? KbnValue(from: container.superDecoder(forKey: .value))
        case .keyedKind?: value = (try? container.decode(Item.self, forKey: .value)).map(KbnValue.known)
        case .keyedValue?: value = try? container.decode(KbnValue<Item>.self, forKey: .value)
        case .keyedKindIfPresent?:
            value = (try? container.decodeIfPresent(Item.self, forKey: .value)).map(KbnValue.known)
        case .keyedValueIfPresent?: value = try? container.decodeIfPresent(KbnValue<Item>.self, forKey: .value)
        case .keyedChildPair?:
            value = (try? container.decode(Hostile.Part.self, parentKey: .value, forKey: .value)).map {
                .known($0.parent)
            }
        case .keyedChildValuePair?:
            value = (try? container.decode(KbnValue<Hostile.Part>.self, parentKey: .value, forKey: .value))
                .map { KbnValue(code: $0.code) }
        case nil: preconditionFailure("no DecodingPath in the decoder's user info")
        }
    }
}
