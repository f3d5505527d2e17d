@testable import A11yFindings
@testable import A11yDump
@testable import A11yReporters
import XCTest

/// `TerminalText`: what may not reach a terminal is escaped, everything else passes,
/// and the fast path agrees with a plain scalar-by-scalar reference.
final class TerminalTextTests: XCTestCase {
    /// The rule written out plainly, apart from the code under test: the scalars that
    /// are escaped, and how, and the colon and bracket that would make a workflow command.
    private static func reference(_ text: String) -> String {
        /// Whether a scalar is escaped wherever it stands.
        func isEscapedAnywhere(_ value: UInt32) -> Bool {
            let control = value < 0x20 || (0x7F...0x9F).contains(value)
            let lineOrParagraph = value == 0x2028 || value == 0x2029
            let bidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            return control || lineOrParagraph || bidi
        }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let onlySpacesBefore = scalars[..<index].allSatisfy { $0.properties.isWhitespace && !isEscapedAnywhere($0.value) }
            let startsCommand = scalar == ":" && onlySpacesBefore && index + 1 < scalars.count && scalars[index + 1] == ":"
            let legacyCommand = scalar == "[" && index >= 2 && scalars[index - 1] == "#" && scalars[index - 2] == "#"
            switch value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            default:
                let escaped = isEscapedAnywhere(value) || startsCommand || legacyCommand
                result += escaped ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return result
    }

    private static func appended(_ text: String) -> String {
        var bytes: [UInt8] = Array("<".utf8)
        TerminalText.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    func testEscapesLineBreaksControlsAndBidiControls() {
        let cases: [(String, String)] = [
            ("S\n::error::forged", "S\\n::error::forged"),
            ("id\r\n::add-mask::secret", "id\\r\\n::add-mask::secret"),
            ("a\tb", "a\\tb"),
            ("\u{1B}[2J", "\\u{1B}[2J"),
            ("\u{1B}]0;title\u{7}", "\\u{1B}]0;title\\u{7}"),
            ("\u{9B}31m", "\\u{9B}31m"),
            ("\u{85}next line", "\\u{85}next line"),
            ("del\u{7F}", "del\\u{7F}"),
            ("nul\u{0}", "nul\\u{0}"),
            ("abc\u{202E}fed", "abc\\u{202E}fed"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
            ("\u{2066}1\u{2067}2\u{2068}3\u{2069}", "\\u{2066}1\\u{2067}2\\u{2068}3\\u{2069}"),
            ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
            // A workflow command: `::` at the start, after spaces too, and `##[` anywhere.
            ("::error::forged.yml", "\\u{3A}:error::forged.yml"),
            ("  \u{A0}::warning::x", "  \u{A0}\\u{3A}:warning::x"),
            ("Name ##[add-mask]secret", "Name ##\\u{5B}add-mask]secret"),
            ("###[x]", "###\\u{5B}x]"),
            ("##[error]at the start", "##\\u{5B}error]at the start"),
            ("::", "\\u{3A}:"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(TerminalText.safe(text), expected, text.debugDescription)
            XCTAssertEqual(Self.appended(text), "<" + expected, text.debugDescription)
        }
    }

    /// Other scripts, emoji, private-use glyphs, and characters whose UTF-8 starts like an
    /// escaped one's (0xC2: £ ° NBSP; 0xE2: ’ … € ZWJ LRM) are written as they are.
    func testOrdinaryTextPassesUnchanged() {
        let texts = ["Checkout", "", "Привет, мир", "书架 第1页", "مرحبا", "नमस्ते", "한국어", "😀 👩‍👩‍👧 🇬🇧",
                     "\u{E000}\u{F8FF}\u{F0000}", "e\u{301}", "£5 · 20° \u{A0}©", "it’s … €3 \u{200D}\u{200E}\u{200F}",
                     "C:\\Users\\me", "already \\n escaped \\u{1B}", "a::b", ": :x", " :x", "#[", "# #[", "#1 [new]",
                     "书::x"]
        for text in texts {
            XCTAssertEqual(TerminalText.safe(text), text, text.debugDescription)
            XCTAssertEqual(Self.appended(text), "<" + text, text.debugDescription)
        }
    }

    /// Escapes are printable ASCII and backslashes are kept, so making safe text safe again
    /// changes nothing: layers that each make their text safe never escape twice.
    func testSafeTextStaysAsItIs() {
        let text = "::a\nb\u{1B}[0m\\n\u{202E}##[x]"
        XCTAssertEqual(TerminalText.safe(TerminalText.safe(text)), TerminalText.safe(text))
    }

    /// Every scalar of the first planes that matter, alone and among ASCII, the same as the reference.
    func testEveryScalarAgreesWithTheReference() {
        let ranges: [ClosedRange<UInt32>] = [0...0x3100, 0xFE00...0xFFFF, 0x1F600...0x1F64F, 0xE0000...0xE007F]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                // Alone, the one-scalar rule gives the same as the whole rule.
                XCTAssertEqual(TerminalText.escape(scalar) ?? String(scalar), Self.reference(String(scalar)))
                for text in ["a" + String(scalar) + "b", String(scalar) + "::", String(scalar)] {
                    let expected = Self.reference(text)
                    if TerminalText.safe(text) != expected || Self.appended(text) != "<" + expected {
                        XCTFail("U+\(String(value, radix: 16, uppercase: true)): \(TerminalText.safe(text)) is not \(expected)")
                    }
                }
            }
        }
    }

    /// Escapes on either side of a block of the byte scan (32 bytes), and across one.
    func testEscapesAtEveryOffsetAgreeWithTheReference() {
        let tails = ["\u{202E}x", "\u{9B}", "##[a", "#\u{2026}##[", "\u{2026}\u{20B9}", "\n", "\u{2069}\u{2069}", "书\u{1B}"]
        for padding in 0..<100 {
            for tail in tails {
                let text = String(repeating: "a", count: padding) + tail + String(repeating: "b", count: padding % 7)
                XCTAssertEqual(TerminalText.safe(text), Self.reference(text), text.debugDescription)
                XCTAssertEqual(Self.appended(text), "<" + Self.reference(text), text.debugDescription)
            }
        }
    }

    /// Random text mixed from the characters that matter, the same as the reference.
    func testRandomTextAgreesWithTheReference() {
        let pool: [Unicode.Scalar] = ["a", "Z", " ", ":", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7}", "\u{7F}",
                                      "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{BF}", "\u{C0}", "\u{2027}", "\u{2028}",
                                      "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2026}",
                                      "书", "😀", "\u{E000}", "#", "#", "[", ":", ":", "\u{A0}", "\u{3000}",
                                      "\u{85}", "\u{1680}", "\u{C2}", "\u{E2}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...80, using: &generator) { text.append(pool.randomElement(using: &generator)!) }
            let string = String(text)
            XCTAssertEqual(TerminalText.safe(string), Self.reference(string), string.debugDescription)
            XCTAssertEqual(Self.appended(string), "<" + Self.reference(string), string.debugDescription)
        }
    }

    /// A finding's line and an input error's line are made safe, path and message.
    func testFindingAndInputErrorLinesAreSafe() {
        let finding = Finding(ruleID: "control-name", severity: .error, message: "Button 'id\n::error::x\u{1B}[2J'",
                              path: "a\u{202E}.yml", mark: Mark(line: 2, column: 3))
        XCTAssertEqual(finding.description, "a\\u{202E}.yml:2:3: error: Button 'id\\n::error::x\\u{1B}[2J' [control-name]")
        let error = InputError(path: "b\n.yml", mark: .start, problem: .invalidPlatform("'ios\n::error::x\u{7}'"))
        XCTAssertEqual(error.description,
                       "b\\n.yml:1:1: error: 'platform' must be ios or android, found 'ios\\n::error::x\\u{7}'")
    }

    /// The runner's own escapes for line breaks stay (they are line breaks in the annotation);
    /// the other controls are written as in text.
    func testGitHubDataKeepsItsOwnEscapesAndEscapesTheRest() {
        XCTAssertEqual(GitHubReporter.escapeData("a\n::error::b\u{1B}[2J\u{202E}%"), "a%0A::error::b\\u{1B}[2J\\u{202E}%25")
        XCTAssertEqual(GitHubReporter.escapeProperty("f\u{7},x:y"), "f\\u{7}%2Cx%3Ay")
    }
}
