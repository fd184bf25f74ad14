// Regression tests for the defects the property test found in generated code: each is rejected
// with a message now, or rendered so that it compiles; one fixed file holding all of them is
// compiled and checked like the property test's random ones.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore

/// Expects the definitions with one value named `caseName` to be rejected at that name with a
/// message containing `reason`.
private func expectRejectedCaseName(
    _ caseName: String, _ reason: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let file =
        #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "x", "values": [{"case": "\#(caseName)", "postfix": "01", "logicalName": "y"}]}]}"#
    do {
        _ = try KbnGenerator.definitions(from: Array(file.utf8))
        Issue.record("case name \(caseName) accepted", sourceLocation: sourceLocation)
    } catch {
        #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(error.diagnostics.first?.message.contains(reason) == true, "\(error)", sourceLocation: sourceLocation)
        #expect(error.diagnostics.first?.location == .init(line: 1, column: 88), sourceLocation: sourceLocation)
    }
}

/// The first and last of the noncharacters U+FDD0–U+FDEF, which this file cannot write as escapes either.
private let fdd0 = String(Unicode.Scalar(0xFDD0)!)
private let fdef = String(Unicode.Scalar(0xFDEF)!)

/// Every case below that must be accepted, in one file.
private let regressionSample = SampleDefinitions(
    namespace: nil,
    kinds: [
        .init(
            name: "Texts", prefix: fdd0, logicalName: fdef, description: nil,
            values: [
                .init(caseName: "some", postfix: fdd0 + "1", logicalName: "a" + fdd0 + fdef, description: fdd0),
                .init(caseName: "any", postfix: "2", logicalName: " ", description: nil),
                .init(caseName: "each", postfix: "3", logicalName: "\u{FFFE}\u{E000}", description: nil),
            ])
    ])

/// A kind just over the size whose cases share declarations (SourceRenderer), with deprecated
/// values first, in the middle, side by side and last, so that runs of every length are compiled.
private let largeKindSample = SampleDefinitions(
    namespace: nil,
    kinds: [
        .init(
            name: "Large", prefix: "L", logicalName: "Large", description: nil,
            values: (0...SourceRenderer.largestKindWithADeclarationPerCase + 2).map { index in
                .init(
                    caseName: "v\(index)", postfix: "\(index)", logicalName: "Value \(index)",
                    description: index % 1000 == 1 ? "Line one\nLine two" : nil,
                    deprecated: [0, 2, 2048, 2049, SourceRenderer.largestKindWithADeclarationPerCase + 2].contains(
                        index) ? "gone \(index)" : nil,
                    alternateCodes: index == 5 ? ["A5"] : []
                )
            })
    ])

@Suite("Generated code regressions")
struct GeneratedCodeRegressionTests {
    // An escape of U+FDD0–U+FDEF in a string literal is an "invalid unicode scalar" to swiftc, which
    // accepts the characters themselves.
    @Test func noncharactersThatSwiftRejectsAsEscapesAreWrittenAsTheyAre() {
        #expect(SwiftText.literalBody("a" + fdd0 + fdef) == "a" + fdd0 + fdef)
        #expect(SwiftText.literalBody("\u{FFFE}\u{E000}") == #"\u{FFFE}\u{E000}"#)
    }

    // A case named KbnKit made `KbnKit.KbnTable<Self>` in the kind's body name the case.
    @Test func caseNamesThatHideAModuleOfTheGeneratedCodeAreRejected() {
        expectRejectedCaseName("KbnKit", "it would hide the module KbnKit")
        expectRejectedCaseName("Swift", "it would hide the module Swift")
    }

    // An attribute named KbnKit made `KbnKit.KbnTable<Self>(…)`, in the kind's table, name the property.
    @Test func attributeNamesThatHideAModuleOfTheGeneratedCodeAreRejected() {
        for module in ["KbnKit", "Swift"] {
            let file =
                #"{"kinds": [{"name": "Gender", "prefix": "001", "logicalName": "x", "attributes": {"\#(module)": "Bool"}, "values": [{"case": "a", "postfix": "01", "logicalName": "y", "attributes": {"\#(module)": true}}]}]}"#
            do {
                _ = try KbnGenerator.definitions(from: Array(file.utf8))
                Issue.record("attribute name \(module) accepted")
            } catch {
                #expect(
                    error.diagnostics.map(\.message) == [
                        "attribute name '\(module)' of kind 'Gender' cannot be used: it would hide the module \(module), which the generated code uses; choose another name"
                    ])
                #expect(error.diagnostics.first?.location == .init(line: 1, column: 83))
            }
        }
    }

    // `Gender.AllCases` names CaseIterable's associated type, so a case of that name could not be used.
    @Test func caseNamedAllCasesIsRejected() {
        expectRejectedCaseName("AllCases", "every kind already has a member 'AllCases' from KbnType")
    }

    // `extension some {` does not parse: `some`, `any` and `each` are keywords in types.
    @Test func someAnyAndEachAreNotTypeNamesButAreCaseNamesInBackticks() {
        for word in ["some", "any", "each"] {
            #expect(SwiftNames.problemWithTypeName(word) == "it is a Swift keyword")
            #expect(SwiftNames.problemWithCaseName(word) == nil)
            #expect(SwiftNames.declarationName(word) == "`\(word)`")
        }
    }

    /// Compiles `sample`'s generated code and runs the checker that the property test uses on it.
    private func expectRoundTrip(
        of sample: SampleDefinitions, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let directory = try ChildProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SeededGenerator(seed: 0)
        let bytes = ScrambledJSONWriter.bytes(of: sample.json, shufflingMembers: false, using: &random)
        let batch = RoundTripBatch(files: [(sample, bytes)])
        let compiler = try await GeneratedCodeCompiler.shared
        let failure = try batch.failure(compiler: compiler, in: directory.appending(path: "batch"), firstFileNumber: 0)
        #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"))
    func regressionSampleCompilesAndRoundTrips() async throws {
        try await expectRoundTrip(of: regressionSample)
    }

    /// The one test that takes as long as all the others together, since it compiles a kind of
    /// thousands of cases, so `swift test` leaves it to `.ci/run`, which runs it with
    /// `KBN_LARGE_KIND_TEST=1`.
    @Test(
        .enabled(if: ChildProcess.swiftc != nil, "swiftc is not on the PATH, so generated code cannot be compiled"),
        .enabled(
            if: ProcessInfo.processInfo.environment["KBN_LARGE_KIND_TEST"] == "1",
            "a kind over 4,096 values takes 100 s to compile and check; .ci/run runs it with KBN_LARGE_KIND_TEST=1")
    )
    func largeKindWithSharedCaseDeclarationsCompilesAndRoundTrips() async throws {
        try await expectRoundTrip(of: largeKindSample)
    }
}
