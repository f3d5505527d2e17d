@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Messages in the user's language: elements by role and identity, glyphs that the
/// message and the quoted announcement both call silent, one quote of a name.
final class MessageWordingTests: XCTestCase {
    private func findings(_ yaml: String, rule: String) throws -> [Finding] {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        return result.screens.flatMap { Linter().check($0) }.filter { $0.ruleID == rule }
    }

    func testAnIconFontGlyphIsSpelledOutAndCalledSilentInMessageAndElement() throws {
        let found = try findings("""
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - {class: android.widget.TextView, resourceId: com.shop:id/back, text: "\\uE823", clickable: true, bounds: [0, 0, 144, 144]}
                - {class: android.widget.FrameLayout, resourceId: com.shop:id/fav, clickable: true, bounds: [200, 0, 344, 144]}
            """, rule: "control-name")
        XCTAssertEqual(found.map(\.message), [
            "Control is named only by an icon-font character ('U+E823'), which has no spoken form; the screen reader says nothing there.",
        ], "no resource id in the subject: the identity follows")
        XCTAssertEqual(found.first?.element, "#back \"U+E823\"", "the announcement repeats the identity's name: quoted once")
        XCTAssertEqual(found.first?.announcement, "\u{E823}", "JSON keeps the dump's text")
        XCTAssertEqual(PrivateUseGlyphs.spoken("\u{F01EE}, button"), "button")
        XCTAssertEqual(PrivateUseGlyphs.spelledOut("\u{F01EE}\u{E823} Mail"), "U+F01EE U+E823 Mail")
    }

    func testAnEmptyAnnouncementSaysNothingAndIsNotQuoted() {
        var finding = Finding(ruleID: "control-name", severity: .error, message: "", path: "a.xml", mark: Mark(line: 1, column: 1),
                              identity: "#fav in #card", announcement: "")
        XCTAssertEqual(finding.element, "#fav in #card")
        var bytes: [UInt8] = []
        finding.writeElement(to: &bytes)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), " #fav in #card")
        finding.identity = "#row \"Viewed\"[2] in #list \"Ads\""
        finding.announcement = "Viewed"
        XCTAssertEqual(finding.element, "#row \"Viewed\"[2] in #list \"Ads\"")
        finding.announcement = "Ads"
        XCTAssertEqual(finding.element, "#row \"Viewed\"[2] in #list \"Ads\" \"Ads\"", "the anchor's name is not the node's")
        XCTAssertEqual(ImageNameRule.says(""), "says nothing there")
    }

    func testAnElementWithNeitherNameNorIdentifierIsNamedByWhatItIsNotItsClass() throws {
        let result = load("""
            platform: ios
            root:
              class: XCUIElementTypeApplication
              children:
                - {class: XCUIElementTypeStaticText, frame: [0, 0, 10, 10]}
                - {class: XCUIElementTypeButton, name: com.shop:id/close, frame: [0, 20, 10, 10]}
            """)
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        let text = model.nodes[1], button = model.nodes[2]
        XCTAssertEqual(model.label(text), "an unnamed text")
        XCTAssertFalse(model.label(button).contains("XCUIElementType"))
        XCTAssertEqual(model.named(text), "")
    }

    func testASuggestedNameIsAFewWordsCutBetweenWords() {
        XCTAssertEqual("⭕여자부족 도파민 소개팅⭕ 오늘 밤 만나요".firstWords(4, within: 32), "⭕여자부족 도파민 소개팅⭕ 오늘")
        XCTAssertEqual("TO-DO, 2026/06/24, 1页".firstWords(1, within: 32), "TO-DO")
        XCTAssertEqual("Supercalifragilisticexpialidocious".firstWords(4, within: 10), "Supercali…")
    }
}
