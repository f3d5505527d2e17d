@testable import A11ySemantics
import XCTest

/// The text tests that skip Unicode's properties or breaking into characters must
/// answer as their plain definitions do.
final class TextFastPathTests: XCTestCase {
    /// Every scalar, so the blocks answered without the properties are all covered.
    func testWordScalarsAgreeWithUnicodeForEveryScalar() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let word = WordScalar.reference(scalar)
            if WordScalar.isWord(scalar) != word || WordScalar.isWordOrMark(scalar) != (word || WordScalar.isMark(scalar))
                || WordScalar.isNumeric(scalar) != (scalar.properties.numericType != nil) {
                wrong.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        XCTAssertEqual(wrong, [])
    }

    func testPartMarksAgreeWithTheirCharactersForEveryScalar() {
        let scalars = Set(PartMarks.characters.flatMap(\.unicodeScalars))
        XCTAssertEqual(scalars.count, PartMarks.characters.count, "each mark is one scalar")
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if PartMarks.isMark(scalar) != scalars.contains(scalar) { wrong.append(value) }
        }
        XCTAssertEqual(wrong, [])
    }

    /// Texts of many scripts, with combining marks, prepended scalars, CR LF and
    /// emoji, and every cut of each into a part.
    func testLetterOrNumberAgreesWithCharacters() {
        let texts = [
            "", " ", "a", "1", " 2 Stück", "Produkt 1", "Größe", "Gro\u{308}ße", " \u{308}", "\u{308}a", " \u{93E}",
            "\u{600}1", "\u{600}a", "x\u{600}1", "\r\n", "\r\na", "—", "— ", "(2)", "Home,", "、通知", "通知", "알림",
            "café", "cafe\u{301}", "e\u{301}", "\u{301}", "👍🏽", "👩‍💻", "🇩🇪", "¹", "½", "Ⅻ", "٣", "- · –", "\u{200D}a",
            "a\u{200D}b", "\u{0D}a", "\u{1100}\u{1161}", "x\u{20DD}", "#️⃣", "Option se\u{301}lectionne\u{301}e",
            "\u{0915}\u{094D}\u{0937}", "\u{0E01}\u{0E33}", "ｏｎ", "١٢", "\u{110BD}2", "!?", "\t\n",
        ]
        var checked = 0
        for text in texts {
            let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
            for start in indices {
                for end in indices where end >= start {
                    let part = text[start..<end]
                    XCTAssertEqual(LetterOrNumber.occurs(in: part), LetterOrNumber.reference(part), "'\(part)' of '\(text)'")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    /// State words are found in names cut at their marks; the names below cover
    /// each way through, and the answers are pinned.
    func testStateWordsInNamesStillFound() {
        let found: [String: String?] = [
            "Home, selected": "selected", "Selected: Home": "selected", "Wi-Fi on": "on", "Log on": nil,
            "Produkt 1, Größe M, 2 Stück": nil, "Bluetooth, aus": nil, "Bluetooth, ausgeschaltet": "ausgeschaltet",
            "An: Max": nil, "Ton: An": nil,
            "Benachrichtigungen, ausgewählt": "ausgewählt", "Option, se\u{301}lectionne\u{301}e": "sélectionnée",
            "通知，已开启": "已开启", "Dark mode (on)": "on", "Home,": nil, "(2) Inbox, not selected": "not selected",
            "İzin, açık": "açık", "Remove product 1": nil, "20% off": nil, "Wi-Fi — off": "off",
        ]
        for (name, words) in found {
            XCTAssertEqual(StateWordsInName.find(in: name)?.words, words, name)
        }
    }

    /// `SpokenText.contains` as it was before `WordRuns` let parts go early.
    private func referenceContains(_ text: String, _ part: String) -> Bool {
        let needle = SpokenText.folded(SpokenText.normalize(part))
        guard !needle.isEmpty else { return true }
        let haystack = SpokenText.folded(SpokenText.normalize(text))
        func starts(_ inner: [Unicode.Scalar], _ outer: [Unicode.Scalar]) -> [Int] {
            outer.count < inner.count ? [] : (0...(outer.count - inner.count)).filter {
                Array(outer[$0..<$0 + inner.count]) == inner
            }
        }
        if !starts(needle, haystack).isEmpty { return true }
        let words = SpokenText.wordsOnly(needle)
        guard !words.isEmpty else { return false }
        let textWords = SpokenText.wordsOnly(haystack)
        return starts(words, textWords).contains { start in
            let end = start + words.count
            return (start == 0 || textWords[start - 1] == " ") && (end == textWords.count || textWords[end] == " ")
        }
    }

    func testContainingAPartAgreesWithMatchingWordByWord() {
        let texts = [
            "Produkt 1, Größe M, 2 Stück", "Produkt 1 — Größe L", "Buy: ADD TO CART", "Add to cart", "", "!!",
            "Gro\u{308}ße M", "GRÖSSE", "Option se\u{301}lectionne\u{301}e", "Option sélectionnée", "首页标签1", "标签",
            "通知，已开启", "알림 켜짐", "İstanbul", "istanbul", "Wi-Fi on", "wi fi", "5 5 5, 0 1 2 3", "555-0123",
            "Café — au lait", "café au", "au lait!", "x", "X y", "y x", "Ⅻ Uhr", "ⅻ uhr", "a—b", "a b", "e\u{301}",
        ]
        var parts = texts
        for text in texts {
            let words = text.split(separator: " ").map(String.init)
            parts += words + (words.count > 1 ? [words.dropFirst().joined(separator: " "), words.dropLast().joined(separator: " ")] : [])
        }
        for text in texts {
            for part in parts {
                XCTAssertEqual(SpokenText.contains(text, part), referenceContains(text, part), "'\(part)' in '\(text)'")
            }
        }
    }

    /// The letter-and-digit scan says "missing" only when folding the text loses one of the part's.
    func testLettersAndDigitsScanNeverRulesOutAHeldPart() {
        let texts = [
            "Produkt 1, Größe M, 2 Stück", "Produkt 1 — Größe L", "İstanbul", "\u{212A}elvin", "kelvin", "ISTANBUL",
            "Wi-Fi on", "wi fi", "", "!!", "ＡＢＣ", "abc", "Café — au lait", "5 5 5, 0 1 2 3", "555-0123", "x\u{212A}",
        ]
        for text in texts {
            let folded = Set(SpokenText.folded(text))
            for part in texts {
                let partLetters = SpokenText.folded(part).filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
                let allHeld = partLetters.allSatisfy(folded.contains)
                let may = FoldedScalarScan.mayHoldLettersAndDigits(of: part, in: text)
                if allHeld { XCTAssertTrue(may, "'\(part)' in '\(text)'") }
                if !may { XCTAssertFalse(referenceContains(text, part), "'\(part)' in '\(text)'") }
            }
        }
        XCTAssertFalse(FoldedScalarScan.mayHoldLettersAndDigits(of: "Produkt 1 — Größe L", in: "Produkt 1, Größe M, 2 Stück"))
        XCTAssertTrue(FoldedScalarScan.mayHoldLettersAndDigits(of: "kelvin", in: "\u{212A}elvin"))
    }

    func testWholeNumbersAgreeWithParsingTheNormalText() {
        let texts = [
            "3", " 12 ", "+4", "-2", "−2", "12a", "a12", "Produkt 1", "", " ", "\t7\n", "\u{200B}5", "\u{00A0}8",
            "\u{3000}9", "٣", "１２", "1 2", "1\u{200B}2", "\u{01}3", "Quantity", "2 Stück", "99999999999999999999",
            "0", "-", "+", "\u{FEFF}42", "\u{2066}7\u{2069}", "x", "\r\n5",
        ]
        for text in texts {
            XCTAssertEqual(WholeNumberText.value(of: text), WholeNumberText.reference(text), "'\(text)'")
        }
    }

    /// Only İ and the Kelvin sign fold to ASCII from outside it, as `FoldedScalarScan` assumes.
    func testOnlyTwoScalarsFoldIntoASCII() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if SpokenText.folded(String(Character(scalar))).contains(where: \.isASCII) { found.append(value) }
        }
        XCTAssertEqual(found, [0x130, 0x212A])
    }

    func testFoldedScanNeverMissesAScalarFoldingGives() {
        let texts = [
            "Produkt 1, Größe M, 2 Stück", "BUTTON", "Button", "İstanbul", "\u{212A}elvin", "Ä", "ÀÉÎ", "", "—", "通知",
            "Option se\u{301}lectionne\u{301}e", "Ｂｕｔｔｏｎ", "ß", "ǅ", "Σ", "a\u{0130}", "x\u{212A}", "Link, heading",
        ]
        for text in texts {
            let folded = SpokenText.folded(text)
            for value in UInt32(0)..<0x80 {
                let scalar = Unicode.Scalar(value)!
                let holds = folded.contains(scalar)
                let may = FoldedScalarScan.mayHold(text, scalar)
                if holds { XCTAssertTrue(may, "'\(text)' U+\(String(value, radix: 16))") }
                if !text.unicodeScalars.contains(where: { $0.value == 0x130 || $0.value == 0x212A }), !(0x41...0x5A).contains(value) {
                    XCTAssertEqual(may, holds, "'\(text)' U+\(String(value, radix: 16))")
                }
            }
        }
    }
}
