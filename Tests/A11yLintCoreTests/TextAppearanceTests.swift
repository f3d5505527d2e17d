@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// Colours, contrast, state words and gesture words: the text facts the
/// text-contrast, state-in-name and name-no-action-word rules read.
final class TextAppearanceTests: XCTestCase {
    private func model(_ text: String) throws -> ScreenModel {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    func testColoursParseAndBlend() {
        XCTAssertEqual(Color(hex: "#FF8000"), Color(red: 255, green: 128, blue: 0))
        XCTAssertEqual(Color(hex: "#80ff8000"), Color(red: 255, green: 128, blue: 0, alpha: 128))
        XCTAssertNil(Color(hex: "FF8000"))
        XCTAssertNil(Color(hex: "#FF80"))
        XCTAssertNil(Color(hex: "#GG8000"))
        XCTAssertEqual(Color(hex: "#80FFFFFF")!.over(Color(red: 0, green: 0, blue: 0)).hex, "#808080")
        XCTAssertEqual(Color(red: 1, green: 2, blue: 3, alpha: 4).hex, "#04010203")
    }

    func testContrastFollowsWCAG() {
        let white = Color(red: 255, green: 255, blue: 255), black = Color(red: 0, green: 0, blue: 0)
        XCTAssertEqual(white.contrastRatio(with: black), 21, accuracy: 0.001)
        // #767676 is the lightest grey that passes 4.5:1 on white.
        XCTAssertEqual(Color(hex: "#767676")!.contrastRatio(with: white), 4.54, accuracy: 0.01)
        XCTAssertEqual(Color(hex: "#777777")!.contrastRatio(with: white), 4.48, accuracy: 0.01)
    }

    func testBackgroundComesFromTheNearestOpaqueLayers() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.FrameLayout
          backgroundColor: "#FF000000"
          children:
            - class: android.widget.LinearLayout
              backgroundColor: "#80FFFFFF"
              children:
                - {class: android.widget.TextView, text: A, textColor: "#FFFFFF", textSize: 14, bold: true}
                - {class: android.widget.TextView, text: B}
        """)
        let texts = m.nodes.filter { $0.simpleClassName == "TextView" }
        let appearance = try XCTUnwrap(m.textAppearance(of: texts[0]))
        XCTAssertEqual(appearance.background.hex, "#808080")
        XCTAssertEqual(appearance.isLarge, true)
        XCTAssertNil(m.textAppearance(of: texts[1]), "no text colour")
    }

    func testStateWordsInNames() {
        XCTAssertEqual(StateWordsInName.find(in: "Home, selected")?.kind, .selection)
        XCTAssertEqual(StateWordsInName.find(in: "Checked, Terms")?.kind, .check)
        XCTAssertEqual(StateWordsInName.find(in: "Wi-Fi on")?.words, "on")
        XCTAssertEqual(StateWordsInName.find(in: "Home, selected")?.saysNotSet, false)
        XCTAssertEqual(StateWordsInName.find(in: "Likes, tab 3 of 5, unselected")?.saysNotSet, true)
        XCTAssertEqual(StateWordsInName.find(in: "Wi-Fi off")?.saysNotSet, true)
        for phrase in ["Turn on notifications", "On sale", "20% off", "Log off", "Delete selected", "Last checked",
                       "An: Max", "Language selected: English. Change"] {
            XCTAssertNil(StateWordsInName.find(in: phrase), phrase)
        }
    }

    func testGestureInstructions() {
        XCTAssertEqual(ActionWords.instruction(in: "Double-tap to like"), "double tap")
        XCTAssertEqual(ActionWords.instruction(in: "Zum Öffnen tippen"), "tippen")
        XCTAssertEqual(ActionWords.instruction(in: "Haga clic aquí"), "haga clic")
        for phrase in ["Beer on tap", "Click & Collect", "Swipe card", "Tapez votre message", "Open photo"] {
            XCTAssertNil(ActionWords.instruction(in: phrase), phrase)
        }
    }
}
