@testable import A11yFindings
@testable import A11yLintCore
import Foundation
import XCTest

/// `EncoderLeftovers`: after `JSONEncoder`, no character a terminal acts on is left
/// raw, the document still reads back as the same strings, and the escapes agree with
/// a plain scalar-by-scalar statement of the rule.
final class EncoderLeftoversTests: XCTestCase {
    /// The rule written out plainly: DEL, the C1 controls, U+2028–U+202E, U+2066–U+2069
    /// and the `[` of `##[` as `\u` escapes; everything else (the C0 controls, which the
    /// encoders escape themselves, too) as it is.
    private static func reference(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let leftover = (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
                || (scalar == "[" && index >= 2 && scalars[index - 1] == "#" && scalars[index - 2] == "#")
            result += leftover ? String(format: "\\u%04x", value) : String(scalar)
        }
        return result
    }

    private static func escaped(_ text: String) -> String {
        String(decoding: EncoderLeftovers.escaped(Array(text.utf8)), as: UTF8.self)
    }

    func testAgreesWithThePlainRule() {
        let texts = ["", "plain", "del\u{7F}", "\u{80}\u{85}\u{9B}\u{9F}", "\u{A0}£°", "line\u{2028}para\u{2029}",
                     "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\u{2066}1\u{2067}2\u{2068}3\u{2069}",
                     "it’s … €3 \u{200D}\u{200E}\u{200F}\u{2027}\u{202F}\u{2065}\u{206A}", "##[x] #[ # #[ ###[",
                     "[##[", "书架 😀 مرحبا", "nul\u{0}\n\t\u{1B}", "\u{E2}", "end\u{C2}"]
        for text in texts {
            XCTAssertEqual(Self.escaped(text), Self.reference(text), text.debugDescription)
        }
        // Every scalar up to U+2100 alone and between others, and at the ends of the document.
        for value in UInt32(0)...0x2100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(scalar) + "##" + String(scalar) + "["
            XCTAssertEqual(Self.escaped(text), Self.reference(text), text.debugDescription)
            XCTAssertEqual(Self.escaped(String(scalar)), Self.reference(String(scalar)), text.debugDescription)
        }
    }

    func testTextWithNothingToEscapeIsTheSameBytes() {
        let text = "{\n  \"name\" : \"书架 [1] # ##\",\n  \"list\" : [\n    1\n  ]\n}"
        XCTAssertEqual(EncoderLeftovers.escaped(Array(text.utf8)), Array(text.utf8))
    }

    /// Through `SortedJSON`, the way every JSON document is written: nothing a terminal
    /// acts on is raw, and the document reads back as the same strings.
    func testJSONDocumentsKeepTheirStrings() throws {
        let strings = ["S\n::error::forged", "del\u{7F}", "csi\u{9B}31m", "next\u{85}line", "abc\u{202E}fed",
                       "\u{2066}isolated\u{2069}", "line\u{2028}para\u{2029}", "##[add-mask]legacy", "nul\u{0}\u{1B}[2J",
                       "书架 😀"]
        let json = SortedJSON.encode(["texts": strings])
        let raw = json.unicodeScalars.filter { value in
            (0x7F...0x9F).contains(value.value) || (0x2028...0x202E).contains(value.value)
                || (0x2066...0x2069).contains(value.value) || (value.value < 0x20 && value != "\n")
        }
        XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], json)
        XCTAssertFalse(json.contains("##["), json)
        XCTAssertTrue(json.contains(###""##\u005badd-mask]legacy""###), json)
        XCTAssertTrue(json.contains(#""abc\u202efed""#), json)
        let back = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String]])
        XCTAssertEqual(back["texts"], strings)
        XCTAssertEqual(try JSONDecoder().decode([String: [String]].self, from: Data(json.utf8))["texts"], strings)
    }
}
