// The folding that search compares by: scripts, widths, voiced marks and case.

import Testing

@testable import KbnUI

@Suite("Search folding")
struct SearchFoldingTests {
    private func folded(_ text: String) -> String {
        String(decoding: KbnSearchFolding.folded(text), as: UTF8.self)
    }

    @Test("Katakana folds to hiragana")
    func katakanaIsHiragana() {
        #expect(folded("ガン") == "がん")
        #expect(folded("ヴァ") == "ゔぁ")
        #expect(folded("ヽヾ") == "ゝゞ")
        #expect(folded("ー") == "ー")
    }

    @Test("Half-width katakana folds to full width, with its voiced marks joined")
    func halfWidthKatakana() {
        #expect(folded("ｶﾞﾝ") == "がん")
        #expect(folded("ﾊﾟﾋﾞﾌﾟﾍﾞﾎﾟ") == "ぱびぷべぽ")
        #expect(folded("ｳﾞｫ") == "ゔぉ")
        #expect(folded("ｶｰﾄﾞ") == "かーど")
        #expect(folded("ｺﾚﾗ｡") == "これら。")
    }

    @Test("Combining and spacing voiced marks join the kana before them")
    func voicedMarks() {
        #expect(folded("か\u{3099}") == "が")
        #expect(folded("ハ\u{309A}") == "ぱ")
        #expect(folded("た゛") == "だ")
        #expect(folded("ほ゜") == "ぽ")
        // A mark that no kana before it takes stays, as its combining form.
        #expect(folded("あ゛") == "あ\u{3099}")
        #expect(folded("ﾞ") == "\u{3099}")
        #expect(folded("ま゜") == "ま\u{309A}")
    }

    @Test("Full-width ASCII, the ideographic space and dashes fold to ASCII")
    func fullWidth() {
        #expect(folded("ＡＢＣ１２３") == "abc123")
        #expect(folded("ＧＭ１\u{3000}ｘ") == "gm1 x")
        #expect(folded("１１β−水酸化") == "11β-水酸化")
        #expect(folded("a\u{2010}b\u{2013}c") == "a-b-c")
    }

    @Test("Letters fold to lowercase, beyond ASCII too")
    func caseFolding() {
        #expect(folded("A00.0") == "a00.0")
        #expect(folded("ÄΒΓ") == "äβγ")
        #expect(folded("胃癌") == "胃癌")
    }

    @Test("A query loses the spaces around it and its zero bytes")
    func query() {
        #expect(KbnSearchFolding.query("\u{3000} がん ") == Array("がん".utf8))
        #expect(KbnSearchFolding.query("a\u{0}b") == Array("ab".utf8))
        #expect(KbnSearchFolding.query("   ").isEmpty)
    }
}
