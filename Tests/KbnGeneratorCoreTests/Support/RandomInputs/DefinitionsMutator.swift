// Turns a definitions file into a nearby one that is likely wrong in one of the ways files go wrong.
// Used by the test suite's short run and as the fuzzer's custom mutator (Fuzz/FuzzDefinitions.swift).

import KbnGeneratorCore
import KbnTestSupport

/// Mutations: flipped bits, cut-off ends, invalid UTF-8, bad `\u` escapes and surrogates, deep
/// nesting, huge strings, repeated or missing keys, values of the wrong type, numbers at the edges,
/// names and codes that collide, and parts of the file moved where another part belongs (a case
/// name as `sortBy`, a group's members as an attribute value, a language tag as a case).
enum DefinitionsMutator {
    /// `bytes` changed by one random mutation. Mutations of the structure apply when `bytes` is
    /// JSON; the result is written out again with a random layout.
    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        if random.oneIn(2), let tree = try? JSONReader.read(bytes) {
            let mutated = mutateTree(tree.content, using: &random)
            return ScrambledJSONWriter.bytes(of: mutated, shufflingMembers: random.oneIn(4), using: &random)
        }
        return mutateBytes(bytes, using: &random)
    }

    // MARK: Bytes

    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
        [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE3, 0x81], [0xF0, 0x9F, 0x98],
        [0xEF, 0xBB, 0xBF],
    ]

    static let badEscapes = [
        #"\uD800"#, #"\uDBFF\u0041"#, #"\uDC00"#, #"\uDE00\uD83D"#, #"\uD83D\uDE00"#, #"\uD800\uD800"#,
        #"\uD800\"#, #"\uD800\u"#, #"\u00"#, #"\uZZZZ"#, #"\x"#, #"\"#, #"\u0000"#, #"\U0041"#, #"\u{41}"#,
    ]

    static let tokens = [
        "{", "}", "[", "]", ",", ":", "\"", "null", "true", "false", "0", "-", ".", "e", "1e999", "//", "/*",
        "'", "\r", "\n", "\r\n", " ", "\t", "\u{FEFF}", "\u{3000}", "，", "\"kinds\"", "\"name\"", "\"values\"",
    ]

    static func mutateBytes(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !bytes.isEmpty:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 1 << UInt8.random(in: 0...7, using: &random)
            }
        case 1:
            bytes.removeSubrange(position...)
        case 2:
            bytes.insert(contentsOf: random.pick(invalidUTF8), at: position)
        case 3:
            // Just after a quote is inside a string half of the time.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            let at = quotes.isEmpty ? position : random.pick(quotes) + 1
            bytes.insert(contentsOf: random.pick(badEscapes).utf8, at: at)
        case 4:
            let end = Int.random(in: position...min(bytes.count, position + 200), using: &random)
            let copy = bytes[position..<end]
            bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
        case 5:
            let end = Int.random(in: position...min(bytes.count, position + 40), using: &random)
            bytes.removeSubrange(position..<end)
        default:
            bytes.insert(contentsOf: random.pick(tokens).utf8, at: position)
        }
        return bytes
    }

    // MARK: Structure

    static let edgeNumbers = [
        "0", "-0", "1", "-1", "01.5e1", "1.0", "1e999", "-1e-999", "1E+308", "4.9e-324", "9007199254740993",
        "18446744073709551616", "-9223372036854775809", "123456789012345678901234567890123456789", "0.0000000001",
        "2e2147483648", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-0.0", "1e2", "0e0",
    ]

    /// Keys of the format, misspelt ones, and the names files choose: languages (good and bad),
    /// attribute types.
    static let keys = [
        "$schema", "namespace", "access", "kinds", "name", "prefix", "logicalName", "description", "values", "case",
        "postfix", "Name", "prefx", "logicalname", "value", "kind", "cases", "", "namespace ", "kinds\u{0}",
        "shortName", "deprecated", "localizedNames", "attributes", "groups", "sortBy", "shortname", "deprecation",
        "localizedName", "attribute", "group", "sortby", "en", "en-US", "zh-Hant", "-en", "en-", "en_US", "e n", "日本",
        "String", "Int", "Bool",
    ]

    /// Strings that mean something in some place of the format, to put in another.
    static let words = [
        "", "0", "00", "001", "01", "1", "0010", "1001", "String", "Int", "Bool", "string", "Double", "true", "null",
        "en", "zh-Hant", "en_US", "-", "日本語", "public", "Kbn",
    ]

    static func mutateTree(_ tree: JSONValue.Content, using random: inout SeededGenerator) -> JSONValue.Content {
        var nodes: [JSONValue.Content] = []
        collect(tree, into: &nodes)
        let target = Int.random(in: 0..<nodes.count, using: &random)
        var index = 0
        return transform(tree, target: target, index: &index) { node in
            mutateNode(node, elsewhere: nodes, using: &random)
        }
    }

    /// `node` changed; `elsewhere` holds every node of the file, to move one of them here.
    private static func mutateNode(
        _ node: JSONValue.Content, elsewhere: [JSONValue.Content], using random: inout SeededGenerator
    ) -> JSONValue.Content {
        switch Int.random(in: 0..<15, using: &random) {
        case 0:
            return randomValue(depth: 0, using: &random)
        case 1:
            return .number(random.pick(edgeNumbers))
        case 2:
            // Nested beyond the reader's limit now and then, wherever the node is.
            let depth =
                random.oneIn(2) ? Int.random(in: 240...270, using: &random) : Int.random(in: 1...20, using: &random)
            let leaf: JSONValue.Content = random.oneIn(2) ? node : .string("00101")
            return (0..<depth).reduce(leaf) { inner, _ in
                random.oneIn(2) ? .array([JSONValue(inner)]) : JSONValue.object([("values", inner)]).content
            }
        case 3:
            let unit = random.oneIn(2) ? "a" : random.pick(TrickyText.fragments)
            return .string(String(repeating: unit, count: Int.random(in: 1_000...30_000, using: &random)))
        case 4:
            return .string(random.oneIn(2) ? TrickyText.identifier(using: &random) : random.pick(words))
        case 5:
            return .string(TrickyText.text(maximumLength: 8, using: &random))
        case 6:
            return random.pick(elsewhere)
        case 7:
            // A name or text of the file where another is: a group member that is no case, `sortBy`
            // naming a group, an attribute named like a language.
            return .string(variant(of: random.pick(strings(in: elsewhere, orKeys: true)), using: &random))
        case 8:
            guard case .object(var members) = node, !members.isEmpty else { return random.pick(elsewhere) }
            // A sibling's name half of the time: groups `a` and `A`, attributes `x` and `isInX`.
            let names = random.oneIn(2) ? members.map(\.key) : strings(in: elsewhere, orKeys: true)
            let name = variant(of: random.pick(names), using: &random)
            members[Int.random(in: 0..<members.count, using: &random)].key = name
            return .object(members)
        default:
            return mutateContainer(node, using: &random)
        }
    }

    /// `name` as it is, with the case of its first letter changed, or as the `isIn…` property of a
    /// group so named: names that collide with it in generated code.
    private static func variant(of name: String, using random: inout SeededGenerator) -> String {
        let first = name.prefix(1)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return name
        case 1: return (first.uppercased() == first ? first.lowercased() : first.uppercased()) + name.dropFirst()
        default: return SwiftNames.membershipPropertyName(forGroup: name)
        }
    }

    /// The strings among `nodes`, and with `orKeys` their objects' keys; never empty.
    private static func strings(in nodes: [JSONValue.Content], orKeys: Bool) -> [String] {
        var strings = [""]
        for node in nodes {
            switch node {
            case .string(let string): strings.append(string)
            case .object(let members) where orKeys: strings += members.map(\.key)
            default: break
            }
        }
        return strings
    }

    /// Repeats, removes, renames or reorders a member or an element: repeated keys, missing keys,
    /// typos, and repeated kinds, values, names and codes.
    private static func mutateContainer(_ node: JSONValue.Content, using random: inout SeededGenerator)
        -> JSONValue.Content
    {
        switch node {
        case .object(var members) where !members.isEmpty:
            let index = Int.random(in: 0..<members.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: members.insert(members[index], at: Int.random(in: 0...members.count, using: &random))
            case 1: members.remove(at: index)
            case 2: members[index].key = random.pick(keys)
            default: members.shuffle(using: &random)
            }
            return .object(members)
        case .array(var elements) where !elements.isEmpty:
            let index = Int.random(in: 0..<elements.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: elements.insert(elements[index], at: Int.random(in: 0...elements.count, using: &random))
            case 1: elements.remove(at: index)
            default: elements.shuffle(using: &random)
            }
            return .array(elements)
        default:
            return randomValue(depth: 0, using: &random)
        }
    }

    /// A small JSON value of any type.
    static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue.Content {
        switch Int.random(in: 0..<(depth > 2 ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(random.oneIn(2))
        case 2: return .number(random.pick(edgeNumbers))
        case 3, 4: return .string(TrickyText.text(maximumLength: 4, using: &random))
        case 5:
            return .array(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    JSONValue(randomValue(depth: depth + 1, using: &random))
                })
        default:
            return JSONValue.object(
                (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    (random.pick(keys), randomValue(depth: depth + 1, using: &random))
                }
            ).content
        }
    }

    // MARK: Tree walking

    /// `node` and its descendants, in pre-order.
    private static func collect(_ node: JSONValue.Content, into nodes: inout [JSONValue.Content]) {
        nodes.append(node)
        switch node {
        case .object(let members):
            for member in members { collect(member.value.content, into: &nodes) }
        case .array(let elements):
            for element in elements { collect(element.content, into: &nodes) }
        default: break
        }
    }

    /// `node` with its descendant number `target`, in pre-order, replaced by `change(descendant)`.
    private static func transform(
        _ node: JSONValue.Content, target: Int, index: inout Int, _ change: (JSONValue.Content) -> JSONValue.Content
    ) -> JSONValue.Content {
        let number = index
        index += 1
        if number == target { return change(node) }
        switch node {
        case .object(let members):
            return .object(
                members.map { member in
                    var member = member
                    member.value.content = transform(member.value.content, target: target, index: &index, change)
                    return member
                })
        case .array(let elements):
            return .array(elements.map { JSONValue(transform($0.content, target: target, index: &index, change)) })
        default:
            return node
        }
    }
}
