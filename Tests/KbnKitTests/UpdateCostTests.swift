// The hostile updates (HostileUpdates.swift), each at sizes at which a cost that grows faster than
// its input would show, applied or refused, with what they cost counted: the problems reported, and
// the cells an updated kind holds.

import KbnExample
import KbnKit
import KbnUpdateTestSupport
import KbnUpdates
import Testing

@Suite("Update cost")
struct UpdateCostTests {
    private func apply(_ shape: HostileUpdate, size: Int) throws(KbnUpdateError) -> KbnUpdate {
        try KbnUpdate(
            json: Array(shape.json(of: Kbn.Gender.self, compiled: Kbn.allKinds, size: size).utf8), kinds: Kbn.allKinds)
    }

    /// The values the update adds to Gender, in its order.
    private func added(_ update: KbnUpdate) -> [KbnValueDescription] {
        update.kindDescription(of: Kbn.Gender.self).values.filter { Kbn.Gender(code: $0.code) == nil }
    }

    @Test func valuesEachWithALanguageOfTheirOwnHoldOneNameEach() throws {
        let values = added(try apply(.languageTags, size: 8_000))
        #expect(values.count == 8_000)
        #expect(values.allSatisfy { $0.localizedNames.count == 1 })
        #expect(values[7_999].localizedName(for: "l7999") == "n")
    }

    @Test func valuesOfThousandsOfOptionalAttributesHoldOnlyTheAttributesGiven() throws {
        let update = try apply(.optionalAttributes, size: 4_000)
        let values = added(update)
        #expect(update.kindDescription(of: Kbn.Gender.self).attributes.count == 4_000)
        #expect(values.allSatisfy { $0.attributes.count == 4_000 })
        // One cell each, not 4,000.
        #expect(values.reduce(0) { $0 + $1.attributes.givenCount } == 4_000)
        #expect(values[17].attributes[17] == .string("v"))
        #expect(values[17].attributes[18] == nil)
    }

    @Test func valuesOfThousandsOfGroupsHoldTheirGroupsOnly() throws {
        let values = added(try apply(.groups, size: 8_000))
        #expect(values.map(\.groupNames) == (0..<8_000).map { ["g\($0)"] })
    }

    @Test func refusedShapesReportAHundredProblemsAndACount() {
        for (shape, size) in [
            (HostileUpdate.unknownGroupMembers, 2_000), (.repeatedKey, 100_000), (.unknownKinds, 2_000),
        ] {
            do {
                _ = try apply(shape, size: size)
                Issue.record("\(shape) was applied")
            } catch {
                let errors = error.problems.filter { !$0.isNote }
                #expect(errors.count == 101, "\(shape)")
                #expect(errors.last?.message.contains("more problems are not shown") == true, "\(shape)")
                // At the first of them: every problem of an update has a place (the fuzzer's invariant).
                #expect(errors.last?.line != nil, "\(shape)")
                #expect(error.problems.allSatisfy { $0.message.utf8.count < 400 }, "\(shape)")
            }
        }
    }

    @Test func attributeValuesReadAsAnArrayOfOneOptionalPerColumn() {
        // Against the array they replace, over random entries and changes.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var model: [KbnAttributeValue?] = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Bool.random(using: &generator) ? .int(Int.random(in: 0...3, using: &generator)) : nil
            }
            var values = KbnAttributeValues(model)
            for _ in 0..<10 where !model.isEmpty {
                let column = Int.random(in: model.indices, using: &generator)
                let entry: KbnAttributeValue? = Bool.random(using: &generator) ? .string("s\(column)") : nil
                model[column] = entry
                values[column] = entry
            }
            #expect(Array(values) == model)
            #expect(values == KbnAttributeValues(model))
            #expect(values.givenCount == model.compactMap { $0 }.count)
            #expect(values.hashValue == KbnAttributeValues(model).hashValue)
        }
    }
}
