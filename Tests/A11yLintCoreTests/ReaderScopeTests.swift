@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// What lies outside the reader's scope although the dump lists it: the screen
/// under a sheet presented without a dimming view in the dump, and scroll indicators.
final class ReaderScopeTests: XCTestCase {
    private func utterances(_ yaml: String) throws -> [String] {
        let result = DumpLoader().load(bytes: Array(yaml.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first)).stops.map(\.announcement.utterance)
    }

    /// A screen and, after it in the window, a container as large as the window
    /// that holds a sheet: VoiceOver stays in the sheet.
    private func window(sheetTop: Double) -> String {
        """
        platform: ios
        root:
          class: XCUIElementTypeWindow
          frame: {x: 0, y: 0, width: 402, height: 874}
          children:
            - class: XCUIElementTypeOther
              frame: {x: 0, y: 0, width: 402, height: 874}
              children:
                - {class: XCUIElementTypeButton, accessibilityLabel: Add, frame: {x: 350, y: 66, width: 40, height: 36}}
            - class: XCUIElementTypeOther
              frame: {x: 0, y: 0, width: 402, height: 874}
              children:
                - class: XCUIElementTypeOther
                  frame: {x: 0, y: \(sheetTop), width: 402, height: \(874 - sheetTop)}
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: Cancel, frame: {x: 20, y: \(sheetTop + 20), width: 76, height: 44}}
        """
    }

    func testASheetPresentedOverTheScreenKeepsVoiceOverInside() throws {
        XCTAssertEqual(try utterances(window(sheetTop: 62)), ["Cancel, button"])
    }

    func testAMenuOpenedFromTheSheetStaysReachable() throws {
        let menu = """

                - class: XCUIElementTypeOther
                  frame: {x: 0, y: 0, width: 402, height: 874}
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: None, frame: {x: 120, y: 480, width: 250, height: 42}}
            """
        XCTAssertEqual(try utterances(window(sheetTop: 62) + menu), ["Cancel, button", "None, button"])
    }

    func testAWindowSizedLayerWithoutASheetShapeHidesNothing() throws {
        // A banner at the top of a later full-window layer is no sheet: both are read.
        XCTAssertEqual(try utterances(window(sheetTop: 0)), ["Cancel, button", "Add, button"])
        // Nor is a panel that starts below the middle of the window.
        XCTAssertEqual(try utterances(window(sheetTop: 600)), ["Add, button", "Cancel, button"])
    }

    /// Every rule judges one scope: what shows now. A button below the fold is met
    /// only after scrolling, on another screen.
    func testRulesJudgeOnlyWhatShowsNow() throws {
        let screen = """
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: UIScrollView
                  frame: {x: 0, y: 0, width: 390, height: 844}
                  children:
                    - {class: UIButton, accessibilityTraits: [button], frame: {x: 16, y: 100, width: 60, height: 44}}
                    - {class: UIButton, accessibilityTraits: [button], frame: {x: 16, y: 900, width: 60, height: 44}}
            """
        let result = DumpLoader().load(bytes: Array(screen.utf8), path: "t.yml")
        let findings = result.screens.flatMap { Linter(configuration: .everyRule()).check($0) }
        XCTAssertEqual(findings.filter { $0.ruleID == "control-name" }.map(\.mark.line), [9])
    }

    /// What a presented sheet covers is judged by no rule, not even the rules that
    /// report what the app hides on a screen that shows (a page control hidden
    /// without its slides saying their place).
    func testNothingUnderAPresentedSheetIsJudged() throws {
        let screen = """
            platform: ios
            root:
              class: XCUIElementTypeWindow
              frame: {x: 0, y: 0, width: 402, height: 874}
              children:
                - class: XCUIElementTypeOther
                  frame: {x: 0, y: 0, width: 402, height: 874}
                  children:
                    - {class: XCUIElementTypeButton, frame: {x: 20, y: 300, width: 40, height: 40}}
                    - class: XCUIElementTypeCollectionView
                      frame: {x: 0, y: 400, width: 402, height: 200}
                      children:
                        - {class: XCUIElementTypeCell, accessibilityLabel: Summer sale, frame: {x: 0, y: 400, width: 402, height: 200}}
                    - {class: XCUIElementTypePageIndicator, accessibilityElementsHidden: true, frame: {x: 150, y: 610, width: 100, height: 20}}
                - class: XCUIElementTypeOther
                  frame: {x: 0, y: 0, width: 402, height: 874}
                  children:
                    - class: XCUIElementTypeOther
                      frame: {x: 0, y: 62, width: 402, height: 812}
                      children:
                        - {class: XCUIElementTypeButton, accessibilityLabel: Cancel, frame: {x: 20, y: 82, width: 76, height: 44}}
            """
        func findings(_ text: String) -> [String] {
            DumpLoader().load(bytes: Array(text.utf8), path: "t.yml").screens
                .flatMap { Linter(configuration: .everyRule()).check($0) }.map(\.ruleID)
        }
        XCTAssertEqual(findings(screen), [])
        // The same screen with no sheet over it: its small unnamed button and its hidden page control are reported.
        let bare = String(screen[..<screen.range(of: "    - class: XCUIElementTypeOther\n      frame: {x: 0, y: 0, width: 402, height: 874}\n      children:\n        - class: XCUIElementTypeOther\n          frame: {x: 0, y: 62")!.lowerBound])
        XCTAssertEqual(Set(findings(bare)), ["control-name", "touch-target-size", "page-control-hidden-slides-index"])
    }

    func testScrollIndicatorsAreNotReached() throws {
        XCTAssertEqual(try utterances("""
            platform: ios
            root:
              class: XCUIElementTypeWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: XCUIElementTypeScrollView
                  frame: {x: 0, y: 0, width: 390, height: 844}
                  children:
                    - {class: XCUIElementTypeStaticText, accessibilityLabel: Delete draft?, frame: {x: 16, y: 100, width: 300, height: 20}}
                    - {class: XCUIElementTypeOther, accessibilityLabel: "Vertical scroll bar, 2 pages",
                       accessibilityValue: "0%", isAccessibilityElement: false, accessibilityTraits: [adjustable],
                       frame: {x: 360, y: 0, width: 30, height: 844}}
                    - {class: XCUIElementTypeOther, accessibilityLabel: "Barre de défilement horizontale",
                       accessibilityValue: "12%", frame: {x: 0, y: 814, width: 390, height: 30}}
                    - {class: XCUIElementTypeOther, accessibilityLabel: Ruler, accessibilityTraits: [adjustable],
                       isAccessibilityElement: true, frame: {x: 0, y: 700, width: 390, height: 30}}
            """), ["Delete draft?", "Ruler, adjustable"])
    }
}
