@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// VoiceOver inside alerts, sheets and popovers, and XCUITest's switch values.
final class VoiceOverPresentedTests: XCTestCase {
    private func utterances(_ yaml: String) throws -> [String] {
        let result = DumpLoader().load(bytes: Array(yaml.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first)).stops.map(\.announcement.utterance)
    }

    func testAPresentedPopoverKeepsVoiceOverInside() throws {
        XCTAssertEqual(try utterances("""
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - class: XCUIElementTypeOther
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: Settings}
                    - {class: XCUIElementTypeSwitch, accessibilityValue: "0"}
                - class: XCUIElementTypeOther
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: dismiss popup}
                    - class: XCUIElementTypePopover
                      children:
                        - class: XCUIElementTypeSheet
                          children:
                            - {class: XCUIElementTypeStaticText, accessibilityLabel: Delete all?}
                            - {class: XCUIElementTypeButton, accessibilityLabel: "Yes"}
            """), ["dismiss popup, button", "Delete all?", "Yes, button"])
    }

    func testWithoutAPresentedViewEverythingIsReachableAndSwitchesSayOnOrOff() throws {
        XCTAssertEqual(try utterances("""
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - {class: XCUIElementTypeButton, accessibilityLabel: Settings}
                - {class: XCUIElementTypeSwitch, accessibilityLabel: Face ID, accessibilityValue: "1"}
                - {class: XCUIElementTypeSwitch, accessibilityLabel: Sync, accessibilityValue: "0"}
            """), ["Settings, button", "Face ID, on, switch button", "Sync, off, switch button"])
    }
}

/// Table cells read as one element; a collection view's cells are containers.
final class VoiceOverCellTests: XCTestCase {
    func testCollectionViewCellsAreContainersAndTableCellsElements() throws {
        let text = """
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - class: XCUIElementTypeCollectionView
                  children:
                    - class: XCUIElementTypeCell
                      children:
                        - {class: XCUIElementTypeButton, accessibilityLabel: Follow}
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Ana}
                - class: XCUIElementTypeTable
                  children:
                    - class: XCUIElementTypeCell
                      children:
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Wi-Fi}
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Home}
            """
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["Follow, button", "Ana", "Wi-Fi, Home"])
    }
}
