// Regression tests for the defects the property test found in generated code: each is rejected
// with a message now, or rendered so that it compiles.

import Testing
@testable import KbnGeneratorCore

/// The first and last of the noncharacters U+FDD0–U+FDEF, which this file cannot write as escapes either.
private let fdd0 = String(Unicode.Scalar(0xFDD0)!)
private let fdef = String(Unicode.Scalar(0xFDEF)!)

// An escape of U+FDD0–U+FDEF in a string literal is an "invalid unicode scalar" to swiftc, which
// accepts the characters themselves.
@Test func noncharactersThatSwiftRejectsAsEscapesAreWrittenAsTheyAre() {
    #expect(SwiftText.literalBody("a" + fdd0 + fdef) == "a" + fdd0 + fdef)
    #expect(SwiftText.literalBody("\u{FFFE}\u{E000}") == #"\u{FFFE}\u{E000}"#)
}
