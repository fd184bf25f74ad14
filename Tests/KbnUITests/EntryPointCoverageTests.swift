// The table of hostile entry points (HostileEntryPoints.swift) against the public API: every member
// of the API baselines whose parameters take data from outside the app has a row, every row names a
// member that exists, and every row runs each of its shapes at a small size, so that none rots
// between the benchmark's runs.

import Foundation
import KbnKit
import KbnTestSupport
import KbnUpdates
import Testing

@testable import KbnUI

/// A member of an API baseline, as `API/*.txt` lists it: `KbnValue.init(code:): init(code: String)`.
struct APIMember: Hashable {
    let name: String
    let declaration: String

    /// The members of a baseline's text; nil for a line that is no member.
    static func members(of text: String) -> [APIMember] {
        text.split(separator: "\n").compactMap { line in
            guard let separator = line.range(of: ": ") else { return nil }
            return APIMember(
                name: String(line[..<separator.lowerBound]), declaration: String(line[separator.upperBound...]))
        }
    }

    /// The members of the baseline `file` (`API/KbnKit.txt`).
    static func members(ofBaseline file: String) throws -> [APIMember] {
        members(of: try String(contentsOf: Repository.file(file), encoding: .utf8))
    }

    /// The type the member belongs to: `KbnChoiceSection.ID` of `KbnChoiceSection.ID.group(_:)`.
    var typeName: String {
        let call = name.firstIndex(of: "(") ?? name.endIndex
        return name[..<call].split(separator: ".").dropLast().joined(separator: ".")
    }
}

/// Which parameters take data from outside the app: text or bytes that a server, a file, a person or
/// another app chose, or a value that carries such text unchanged. A metatype (`[any KbnType.Type]`),
/// a compiled value (`Kind`), a number, a key path, an `Encoder` or `Hasher` (output) and a closure
/// the app gives (`onChoice`, whose parameter is output too) take none.
enum OutsideData {
    /// Types whose values hold outside text or bytes: text, bytes, decoders and coding keys, an
    /// update, and the values that keep an update's or a decoder's strings as they came (an unknown
    /// code, an attribute's text, the rows, selections and index made of them).
    static let carriers: Set<String> = [
        "String", "Substring", "Character", "UInt8", "Data", "Decoder", "CodingKey", "KbnUpdate", "KbnValue",
        "KbnAttributeValue", "KbnAttributeValues", "KbnSelectionRow", "KbnSelectable",
    ]

    /// Whether `declaration` has a parameter, or for an enum case a payload, of outside data.
    static func takesOutsideData(_ declaration: String) -> Bool {
        let keys = codingKeyParameters(of: declaration)
        return parameterTypes(of: declaration).contains { type in
            // A closure's parameters are what the member gives, not what it takes.
            guard !type.contains("->") else { return false }
            let names = identifiers(in: type)
            return !carriers.isDisjoint(with: names) || !keys.isDisjoint(with: names)
                || type.hasPrefix("KeyedDecodingContainer<") && type.hasSuffix(">.Key")
        }
    }

    /// The types of the parameters of `declaration`'s first parameter list; none for a property, a
    /// type or a case without a payload.
    static func parameterTypes(of declaration: String) -> [String] {
        let words = identifiers(in: declaration.split(separator: "(").first.map(String.init) ?? "")
        guard !words.isDisjoint(with: ["init", "func", "subscript", "case"]), !words.contains("var"),
            let open = declaration.firstIndex(of: "(")
        else { return [] }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for character in declaration[declaration.index(after: open)...] {
            // The `>` of `->` closes nothing.
            let isArrow = character == ">" && current.last == "-"
            if "(<[".contains(character) { depth += 1 }
            if ")>]".contains(character) && !isArrow {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "," && depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)
        return parameters.compactMap { parameter in
            // `label name: Type = default`, or a payload's bare `Type`.
            let afterColon =
                parameter.firstIndex(of: ":").map { parameter[parameter.index(after: $0)...] } ?? parameter[...]
            let type = afterColon.components(separatedBy: " = ").first!.trimmingCharacters(in: .whitespaces)
            return type.isEmpty ? nil : type
        }
    }

    /// The generic parameters that `declaration` constrains to `CodingKey`: `Key` of `Key : CodingKey`.
    static func codingKeyParameters(of declaration: String) -> Set<String> {
        let tokens = self.tokens(of: declaration)
        return Set(
            tokens.indices.dropLast(2).filter { tokens[$0 + 1] == ":" && tokens[$0 + 2] == "CodingKey" }.map {
                tokens[$0]
            })
    }

    static func identifiers(in text: String) -> Set<String> {
        Set(tokens(of: text).filter { $0 != ":" })
    }

    /// The identifiers and colons of `text`, in order.
    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            if character == "_" || character.isLetter || (character.isNumber && !current.isEmpty) {
                current.append(character)
                continue
            }
            if !current.isEmpty { tokens.append(current) }
            current = ""
            if character == ":" { tokens.append(":") }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}

@Suite("Hostile entry points")
struct EntryPointCoverageTests {
    /// The baselines of what Linux builds: KbnUI's views, in `API/KbnUI-iOS.txt` alone, are checked
    /// apart (`viewsTakeWhatTheModelTakes`).
    static let baselines = ["API/KbnKit.txt", "API/KbnUpdates.txt", "API/KbnUI.txt"]
    /// The prefix of a row of a member that the generator writes into each namespace.
    static let generatedPrefix = "<namespace>."

    @Test("The rule of outside data, on declarations of each kind")
    func rule() {
        let taking = [
            "init?(code: String)",
            "init(json: some Collection<UInt8>, kinds: [any KbnType.Type], maximumSize: Int = KbnUpdate.defaultMaximumSize) throws(KbnUpdateError)",
            "init(from decoder: any Decoder) throws",
            "init?<Key>(codingKey: Key) where Key : CodingKey",
            "func decode<Kind>(_ type: KbnValue<Kind>.Type, forKey key: KeyedDecodingContainer<K>.Key) throws -> KbnValue<Kind> where Kind : KbnType",
            "case unknown(String)",
            "static func < (lhs: KbnAttributeValue, rhs: KbnAttributeValue) -> Bool",
            "func description<Kind>(of value: KbnValue<Kind>) -> KbnValueDescription? where Kind : KbnType",
            "mutating func toggle(_ row: KbnSelectionRow<Kind>)",
            "static func get(byCode code: String?) -> Self?",
        ]
        let notTaking = [
            "func encode(to encoder: any Encoder) throws", "func hash(into hasher: inout Hasher)",
            "static func fingerprint<Kind>(of kind: Kind.Type) -> String where Kind : KbnType",
            "mutating func toggle(_ value: Kind)", "var code: String { get }", "case known(Kind)",
            "static func attribute<Value>(_ keyPath: any KeyPath<Kind, Value> & Sendable) -> KbnSectioning<Kind>",
            "static var groups: KbnSectioning<Kind> { get }",
            "struct KbnValue<Kind> where Kind : KbnType",
            "init(_ title: LocalizedStringKey? = nil, selection: Binding<Kind>)",
            "func sectionHeader<Header>(@ViewBuilder _ header: @escaping (KbnSelectionSection<Kind>) -> Header) -> KbnSelectionList<Kind, RowContent> where Header : View",
            "conforms to Swift.Decodable",
        ]
        for declaration in taking { #expect(OutsideData.takesOutsideData(declaration), "\(declaration)") }
        for declaration in notTaking { #expect(!OutsideData.takesOutsideData(declaration), "\(declaration)") }
        #expect(
            OutsideData.parameterTypes(
                of: "init(index: KbnSearchIndex<Kind> = KbnSearchIndex(), sectioning: KbnSectioning<Kind> = .none)")
                == ["KbnSearchIndex<Kind>", "KbnSectioning<Kind>"])
    }

    @Test("Every member that takes outside data has a row, and every row's member exists")
    func everyEntryPointHasARow() throws {
        let members = try Self.baselines.flatMap { try APIMember.members(ofBaseline: $0) }
        let taking = Set(members.filter { OutsideData.takesOutsideData($0.declaration) }.map(\.name))
        let rows = Set(HostileEntryPoints.all.map(\.member))
        let withoutRow = taking.subtracting(rows).sorted()
        #expect(withoutRow.isEmpty, "members that take outside data and have no row: \(withoutRow)")
        let baselineRows = rows.filter { !$0.hasPrefix(Self.generatedPrefix) }
        let gone = baselineRows.subtracting(members.map(\.name)).sorted()
        #expect(gone.isEmpty, "rows of members that no baseline lists: \(gone)")
        let notTaking = baselineRows.subtracting(taking).subtracting(gone).sorted()
        #expect(notTaking.isEmpty, "rows of members that take no outside data: \(notTaking)")
    }

    @Test("Each row of a generated member names one that the generated API documents")
    func generatedRowsAreDocumented() throws {
        let article = try String(
            contentsOf: Repository.file("Sources/KbnKit/KbnKit.docc/GeneratedAPI.md"), encoding: .utf8)
        let generated = HostileEntryPoints.all.map(\.member).filter { $0.hasPrefix(Self.generatedPrefix) }
        #expect(!generated.isEmpty)
        for member in generated {
            // `value(forCode:)` is documented as `static func value(forCode: String)`.
            let name = member.dropFirst(Self.generatedPrefix.count).prefix { $0 != ":" }
            #expect(article.contains("func \(name):"), "\(member)")
        }
    }

    @Test("What only the iOS build has that takes outside data is a view, which hands it to the model")
    func viewsTakeWhatTheModelTakes() throws {
        let linux = Set(try APIMember.members(ofBaseline: "API/KbnUI.txt"))
        let ios = try APIMember.members(ofBaseline: "API/KbnUI-iOS.txt")
        let views = Set(ios.filter { $0.declaration == "conforms to SwiftUI.View" }.map(\.name)).union(["View"])
        let others = ios.filter { !linux.contains($0) && OutsideData.takesOutsideData($0.declaration) }
            .filter { !views.contains($0.typeName) }.map(\.name)
        #expect(others.isEmpty, "iOS members that take outside data outside a view: \(others)")
    }

    @Test("Row names are unique, and each row has shapes")
    func rowsAreDistinct() {
        let names = HostileEntryPoints.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(HostileEntryPoints.all.allSatisfy { !$0.shapes.isEmpty })
    }

    @Test("The shapes are what they say: runs of exactly that many marks, the same text NFC and NFD")
    func shapes() throws {
        for (shape, marks) in [(HostileShape.marks9, 9), (.marks30, 30), (.marks31, 31), (.oneMarkRun, 2_000)] {
            let texts = try #require(shape.texts(size: 4_001))
            for text in texts {
                let run = text.unicodeScalars.drop { $0 != "a" }.dropFirst()
                #expect(run.count == marks && run.allSatisfy { ["\u{301}", "\u{316}"].contains($0) }, "\(shape)")
                // Two classes of mark, which normalizing must reorder.
                #expect(Set(run).count == 2, "\(shape)")
            }
        }
        let mixed = try #require(HostileShape.nfcNFD.texts(size: 4_096))
        #expect(mixed.count == 4)
        // Equal as `String`s, canonically, and different as bytes.
        #expect(mixed[0].dropLast() == mixed[1].dropLast())
        #expect(!mixed[0].utf8.dropLast().elementsEqual(mixed[1].utf8.dropLast()))
        #expect(HostileShape.deepNesting.texts(size: 100) == nil)
    }

    @Test("The updates that the rows of KbnUI apply are applied, hostile and plain, and the others refused")
    func updatesApply() {
        for shape in HostileShape.texts + [.deepNesting, .manyGroups, .manyKinds] {
            let (hostile, plain) = shape.inputs(for: .update, size: 4_000)
            let applies = HostileShape.appliedUpdates.contains(shape)
            #expect(((try? KbnUpdate(json: hostile.document, kinds: Hostile.allKinds)) != nil) == applies, "\(shape)")
            #expect((try? KbnUpdate(json: plain.document, kinds: Hostile.allKinds)) != nil, "\(shape)")
        }
    }

    @Test("Every row runs each of its shapes, and their plain inputs of as many bytes, at a small size")
    @MainActor func everyRowRuns() {
        for row in HostileEntryPoints.all {
            for shape in row.shapes {
                let (hostile, plain) = shape.inputs(for: row.domain, size: 4_000)
                #expect(hostile.bytes > 0, "\(row.name), \(shape)")
                #expect(abs(plain.bytes - hostile.bytes) <= hostile.bytes / 20 + 100, "\(row.name), \(shape)")
                #expect(row.prepare(hostile)() >= 0, "\(row.name), \(shape)")
                #expect(row.prepare(plain)() >= 0, "\(row.name), \(shape)")
            }
        }
    }
}
