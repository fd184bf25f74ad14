// What reading hostile definitions costs, counted rather than timed: how many problems a run keeps
// and how many messages it makes, how many names a suggestion compares, how long a list a message
// repeats, and the limits on names and language tags.

import KbnFormat
import Testing

@testable import KbnGeneratorCore

@Suite("Input cost")
struct InputCostTests {
    @Test func aRunKeepsAHundredProblemsAndCountsTheRestWithoutMakingTheirMessages() {
        var diagnostics = DiagnosticCollector()
        var messagesMade = 0
        func message(_ text: String) -> String {
            messagesMade += 1
            return text
        }
        let location = SourceLocation(line: 1, column: 1)
        for index in 0..<100_000 {
            diagnostics.duplicate(
                message("error \(index)"), at: location, first: location, firstNote: message("note \(index)"))
        }
        let limit = DiagnosticCollector.maximumReported
        #expect(messagesMade == 2 * limit)
        #expect(diagnostics.errorCount == 100_000)
        #expect(diagnostics.unreportedCount == 100_000 - limit)
        let ordered = diagnostics.ordered
        #expect(ordered.count == 2 * limit + 1)
        #expect(ordered.dropLast().map(\.severity) == Array(repeating: [.error, .note], count: limit).flatMap { $0 })
        #expect(ordered.last?.severity == .error)
        // At the first problem not shown.
        #expect(ordered.last?.location == location)
        #expect(ordered.last?.message.hasPrefix("\(100_000 - limit) more problems are not shown") == true)
        #expect(diagnostics.diagnostics == diagnostics.diagnostics.prefix(2 * limit) + [ordered.last!])
    }

    @Test func aKeyGivenTwoHundredThousandTimesIsAHundredProblems() throws {
        let repeated = String(repeating: #""logicalName": "x", "#, count: 200_000)
        let json =
            #"{"kinds": [{"name": "K", "logicalName": "k", "values": [{"case": "a", "postfix": "1", "#
            + repeated + #""logicalName": "x"}]}]}"#
        let error = try #require(throws: DiagnosticsError.self) { try KbnGenerator.definitions(from: Array(json.utf8)) }
        #expect(error.diagnostics.count == 2 * DiagnosticCollector.maximumReported + 1)
        #expect(
            error.diagnostics.last?.message.hasPrefix("\(200_000 - DiagnosticCollector.maximumReported) more") == true)
    }

    @Test func aSuggestionComparesABoundedNumberOfNames() {
        // 2,000 names of one length: a typo of one of the first is found, one of the last is not,
        // because only the first NameSuggestions.maximumCandidates of a length are compared.
        let names = (0..<2_000).map { "n" + String(1_000 + $0) }
        let suggestions = NameSuggestions(names)
        #expect(suggestions.closest(to: "m1003") == "n1003")
        #expect(suggestions.closest(to: "m2999") == nil)
        #expect(NameSuggestions.maximumCandidates < 100)
        // Letter case first, then edits, among names of similar length only.
        #expect(suggestions.closest(to: "N2999") == "n2999")
        #expect(NameSuggestions(["region", "population"]).closest(to: "regoin") == "region")
        // Two letters swapped are one edit, so a short name gets its suggestion too.
        #expect(NameSuggestions(["Bank", "Branch"]).closest(to: "Bnak") == "Bank")
        #expect(NameSuggestions(["Bank", "Branch"]).closest(to: "Barnch") == "Branch")
        #expect(NameSuggestions(["kind", "case"]).closest(to: "pid") == nil)
        #expect(
            NameSuggestions([String(repeating: "a", count: 65)]).closest(to: String(repeating: "a", count: 64)) == nil)
    }

    @Test func theBandedEditDistanceIsTheWholeTablesUpToItsLimit() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "\u{301}"]
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
            }
            let limit = Int.random(in: 0...3, using: &generator)
            let exact = optimalStringAlignment(a, b)
            let banded = NameSuggestions.editDistance(a, b, atMost: limit)
            #expect(exact <= limit ? banded == exact : banded > limit, "\(a) \(b) limit \(limit)")
        }
    }

    /// The whole table: the model the banded distance is checked against. Insertions, removals,
    /// replacements and swaps of two adjacent characters, each substring edited once.
    private func optimalStringAlignment(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func aGroupOfThousandsOfNamesThatAreNoCasesIsAHundredProblemsWithSuggestions() throws {
        let values = (0..<2_000).map { #"{"case": "c\#($0)", "postfix": "\#($0)", "logicalName": "v"}"# }
        let members = (0..<2_000).map { #""u\#($0)""# }
        let json =
            #"{"kinds": [{"name": "K", "logicalName": "k", "groups": {"g": ["#
            + members.joined(separator: ", ") + #"]}, "values": ["# + values.joined(separator: ", ") + "]}]}"
        let error = try #require(throws: DiagnosticsError.self) { try KbnGenerator.definitions(from: Array(json.utf8)) }
        #expect(error.diagnostics.count == DiagnosticCollector.maximumReported + 1)
        #expect(error.diagnostics.first?.message.hasSuffix("did you mean 'c0'?") == true)
    }

    @Test func aListInAMessageNamesAFewAndCountsTheRest() throws {
        #expect(["a", "b"].listedForMessage() == "a, b")
        let many = (1...20).map(String.init)
        #expect(many.listedForMessage() == "1, 2, 3, 4, 5, 6, 7, 8 and 12 more")
        #expect(many.prefix(3).listedForMessage(of: 20) == "1, 2, 3 and 17 more")
        let declared = (0..<5_000).map { #""a\#($0)": "Int""# }.joined(separator: ", ")
        let json =
            #"{"kinds": [{"name": "K", "logicalName": "k", "attributes": {"# + declared
            + #"}, "values": [{"case": "a", "postfix": "1", "logicalName": "v", "attributes": {"zzzzzzzz": 1}}]}]}"#
        let error = try #require(throws: DiagnosticsError.self) { try KbnGenerator.definitions(from: Array(json.utf8)) }
        // The 5,000 missing attributes are one problem, and so is the unknown one; each message short.
        #expect(error.diagnostics.count == 2)
        #expect(error.diagnostics.allSatisfy { $0.message.utf8.count < 400 })
        #expect(error.diagnostics.allSatisfy { $0.message.contains("and 4992 more") })
    }

    @Test func namesAndLanguageTagsHaveALength() throws {
        let longest = String(repeating: "a", count: SwiftNames.longestName)
        #expect(SwiftNames.problemWithCaseName(longest) == nil)
        #expect(SwiftNames.problemWithCaseName(longest + "a")?.contains("longer than") == true)
        #expect(SwiftNames.problemWithTypeName("A" + longest)?.contains("longer than") == true)
        #expect(SwiftNames.problemWithMemberName(longest + "a")?.contains("longer than") == true)
        let tag = "en-" + String(repeating: "x", count: KbnLanguageTag.longest - 3)
        #expect(KbnLanguageTag.isWellFormed(tag))
        #expect(!KbnLanguageTag.isWellFormed(tag + "x"))
    }
}
