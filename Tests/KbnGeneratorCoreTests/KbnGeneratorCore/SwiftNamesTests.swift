// The naming rules for generated identifiers: which names are accepted, which need backticks and
// which are rejected because Swift would not read them, or would read them as something else.

import Foundation
import KbnTestSupport
import Testing

@testable import KbnGeneratorCore

@Suite("Swift names")
struct SwiftNamesTests {
    @Test(arguments: [
        "default", "class", "var", "func", "in", "Any", "switch", "throws", "true", "nil", "some", "any", "each",
    ])
    func keywordCaseNamesAreWrittenInBackticks(name: String) {
        #expect(SwiftNames.problemWithCaseName(name) == nil)
        #expect(SwiftNames.declarationName(name) == "`\(name)`")
    }

    @Test(arguments: ["man", "男性", "_private", "x1", "café", "e\u{301}", "Ω", "🐶", "ｍａｎ", "get2", "async"])
    func acceptsAnySwiftIdentifierAsACaseName(name: String) {
        #expect(SwiftNames.problemWithCaseName(name) == nil)
        #expect(SwiftNames.declarationName(name) == name)
    }

    @Test(arguments: ["Gender", "性別区分", "_Internal", "Ü2"])
    func acceptsNonASCIITypeNames(name: String) {
        #expect(SwiftNames.problemWithTypeName(name) == nil)
    }

    @Test(arguments: ["1st", "0", "9lives"])
    func rejectsNamesThatStartWithADigit(name: String) {
        #expect(SwiftNames.problemWithCaseName(name) == "an identifier cannot start with a digit")
        #expect(SwiftNames.problemWithTypeName(name) == "an identifier cannot start with a digit")
    }

    @Test func rejectsACombiningMarkAtTheStart() {
        #expect(SwiftNames.problemWithCaseName("\u{301}e") == "an identifier cannot start with '\u{301}'")
    }

    /// Characters that do not show, or that reorder how the text around them is displayed, so that a
    /// name could look like another one.
    @Test(arguments: [
        ("ma\u{200B}n", "200B"),  // zero-width space
        ("ma\u{200C}n", "200C"),  // zero-width non-joiner
        ("man\u{200D}", "200D"),  // zero-width joiner
        ("m\u{00AD}an", "AD"),  // soft hyphen
        ("ma\u{2060}n", "2060"),  // word joiner
        ("ma\u{200E}n", "200E"),  // left-to-right mark
        ("ma\u{202E}n", "202E"),  // right-to-left override
        ("ma\u{2066}n", "2066"),  // left-to-right isolate
        ("ma\u{FEFF}n", "FEFF"),  // byte order mark
        ("ma\u{7}n", "7"),  // a control character
    ])
    func rejectsInvisibleAndBidirectionalCharacters(name: String, scalar: String) {
        #expect(SwiftNames.problemWithCaseName(name) == "an identifier cannot contain '\\u{\(scalar)}'")
        #expect(SwiftNames.problemWithTypeName(name) == "an identifier cannot contain '\\u{\(scalar)}'")
    }

    @Test(arguments: ["a b", "a-b", "a.b", "a+b", "a\"b", "❤"])
    func rejectsPunctuationAndSymbolsOutsideIdentifiers(name: String) {
        #expect(SwiftNames.problemWithCaseName(name) != nil)
    }

    @Test func keywordsAreNotTypeNamesEvenInBackticks() {
        // A kind is referred to by its bare name (`Kbn.Gender.self`), so keywords cannot be kinds.
        for name in ["class", "Any", "Self", "Type", "Protocol"] {
            #expect(SwiftNames.problemWithTypeName(name) == "it is a Swift keyword", "\(name)")
        }
    }

    @Test func theIdentifierRangesAreSearchedToTheirEnds() {
        let ranges = SwiftNames.identifierHeadRanges
        // The binary search needs them sorted and apart.
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        for range in ranges {
            #expect(SwiftNames.isInIdentifierHeadRanges(range.lowerBound), "\(range)")
            #expect(SwiftNames.isInIdentifierHeadRanges(range.upperBound), "\(range)")
            for outside in [range.lowerBound - 1, range.upperBound + 1]
            where !ranges.contains(where: { $0.contains(outside) }) {
                #expect(!SwiftNames.isInIdentifierHeadRanges(outside), "\(outside)")
            }
        }
        // What Japanese names hold: the ideographic space and 、 are not identifier characters, full-width forms are.
        #expect(SwiftNames.problemWithCaseName("エルシニア\u{3000}腸炎") == "an identifier cannot contain '\u{3000}'")
        #expect(SwiftNames.problemWithCaseName("脳底動脈、頚動脈") == "an identifier cannot contain '、'")
        #expect(SwiftNames.problemWithCaseName("脳の悪性新生物＜腫瘍＞，脳髄膜") == nil)
    }

    @Test(arguments: [0x0300, 0x036F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F] as [UInt32])
    func combiningMarksFollowButDoNotStartAnIdentifier(value: UInt32) throws {
        let mark = String(try #require(Unicode.Scalar(value)))
        #expect(SwiftNames.problemWithCaseName("a" + mark) == nil)
        #expect(SwiftNames.problemWithCaseName(mark + "a") != nil)
    }

    /// Every member that KbnType gives a kind, as API/KbnKit.txt lists them, is reserved: a case or
    /// attribute of that name would hide it. A member added to KbnKit fails here until it is added to
    /// `SwiftNames.kbnTypeMembers`.
    @Test func everyKbnTypeMemberInTheAPIListingIsReserved() throws {
        let listing = try String(contentsOf: Repository.file("API/KbnKit.txt"), encoding: .utf8)
        // "KbnType.localizedName(for:): func …" names the member localizedName.
        let members = listing.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("KbnType."), let colon = line.firstIndex(of: ":") else { return nil }
            let member = line[line.index(line.startIndex, offsetBy: "KbnType.".count)..<colon]
            return String(member.prefix { $0 != "(" })
        }
        #expect(members.count > 20, "API/KbnKit.txt lists \(members.count) KbnType members; has its format changed?")
        // Operators cannot be case names, and `init` is rejected as a name with its own meaning.
        let names = members.filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false }
        for name in names where name != "init" {
            #expect(
                SwiftNames.kbnTypeMembers.contains(name),
                "KbnType.\(name) is in API/KbnKit.txt but not in SwiftNames.kbnTypeMembers")
            #expect(SwiftNames.problemWithCaseName(name) != nil)
        }
        #expect(SwiftNames.problemWithCaseName("init") != nil)
    }
}
