// Tests of the attribute types' one declaration (KbnAttributeType and the rules of
// Sources/KbnGeneratorCore/Decoding/AttributeTypeRules.swift), and of what cannot follow from it
// and so is checked against it: KbnTable's typed accessors and the JSON Schema's attribute types.

import Foundation
import KbnFormat
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore

/// Values of `type` at the edges of what it holds: a new type does not compile here until it has some.
private func samples(of type: KbnAttributeType) -> [KbnAttributeValue] {
    switch type {
    case .string: [.string("北海道"), .string("0012"), .string("1.5"), .string(" ")]
    case .int: [.int(0), .int(-1400), .int(Int.max), .int(Int.min)]
    case .double: [.double(35.6895), .double(-1.5e3), .double(0.1), .double(Double.greatestFiniteMagnitude)]
    case .bool: [.bool(true), .bool(false)]
    }
}

@Suite("Attribute types")
struct AttributeTypeTests {
    @Test("A value reads back from what the definitions file, the table and a CSV cell write of it")
    func valuesRoundTrip() {
        for type in KbnAttributeType.allCases {
            for value in samples(of: type) {
                #expect(type.value(of: value.json) == .success(value), "\(type) \(value)")
                #expect(KbnAttributeValue(field: value.description, type: type) == value, "\(type) \(value)")
                #expect(
                    type.json(ofCell: value.description).flatMap(type.value(of:)) == .success(value), "\(type) \(value)"
                )
            }
        }
    }

    @Test("A value of one type is not read as another's")
    func typesDoNotMix() {
        for type in KbnAttributeType.allCases {
            for other in KbnAttributeType.allCases where other != type {
                for value in samples(of: other)
                where value.json.typeDescription != samples(of: type)[0].json.typeDescription {
                    #expect(type.value(of: value.json) == .failure(.notOfType), "\(type) \(value)")
                }
            }
        }
    }

    @Test("KbnTable has a required and an optional accessor for each type, and no other, as the renderer names them")
    func kbnTableAccessorsMatchTheTypes() throws {
        let source = try String(contentsOf: Repository.file("Sources/KbnKit/KbnTable.swift"), encoding: .utf8)
        for type in KbnAttributeType.allCases {
            let swiftType = type.rawValue
            #expect(
                source.contains(
                    "public func \(swiftType.lowercased())(attribute column: Int, of value: Kind) -> \(swiftType) {"),
                "\(type)")
            #expect(
                source.contains(
                    "public func optional\(swiftType)(attribute column: Int, of value: Kind) -> \(swiftType)? {"),
                "\(type)")
        }
        let accessors = source.components(separatedBy: "(attribute column: Int, of value: Kind) -> ").count - 1
        #expect(accessors == 2 * KbnAttributeType.allCases.count)
    }

    @Test("The JSON Schema's attribute types are the declared ones, each also optional")
    func theSchemaListsTheTypes() throws {
        let schema = try JSONReader.read(
            [UInt8](Data(contentsOf: Repository.file("Schema/kbn-definitions.schema.json"))))
        guard case .object(let root) = schema.content,
            case .object(let definitions)? = root.first(where: { $0.key == "$defs" })?.value.content,
            case .object(let attributeType)? = definitions.first(where: { $0.key == "attributeType" })?.value.content,
            case .array(let names)? = attributeType.first(where: { $0.key == "enum" })?.value.content
        else {
            Issue.record("the schema has no $defs/attributeType/enum")
            return
        }
        let declared = KbnAttributeType.allCases.map(\.rawValue)
        #expect(names.map(\.content) == (declared + declared.map { $0 + "?" }).map { .string($0) })
    }
}
