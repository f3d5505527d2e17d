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

    /// XCTest and WebDriverAgent say a UITableViewCell is no element and its texts
    /// are; VoiceOver reads the row through the table's stand-in element, one stop
    /// with the cell's label or its texts joined. The dimmed accessory button (the
    /// disclosure chevron) makes it a button and says nothing itself. A row with a
    /// control of its own, or with a text view, is read element by element.
    func testATableRowXCTestCallsNoElementIsOneStopUnlessItHoldsAControl() throws {
        let text = """
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - class: XCUIElementTypeTable
                  children:
                    - class: XCUIElementTypeCell
                      accessibilityLabel: General
                      isAccessibilityElement: false
                      children:
                        - {class: XCUIElementTypeImage, isAccessibilityElement: false}
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: General, isAccessibilityElement: true}
                        - {class: XCUIElementTypeButton, accessibilityLabel: chevron, isEnabled: false, isAccessibilityElement: false}
                    - class: XCUIElementTypeCell
                      isAccessibilityElement: false
                      children:
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Bluetooth, isAccessibilityElement: true}
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: "On", isAccessibilityElement: true}
                        - {class: XCUIElementTypeButton, accessibilityLabel: chevron, isEnabled: false, isAccessibilityElement: false}
                    - class: XCUIElementTypeCell
                      isAccessibilityElement: false
                      children:
                        - class: XCUIElementTypeSwitch
                          accessibilityLabel: Reduce Motion
                          accessibilityValue: "0"
                          isAccessibilityElement: true
                    - class: XCUIElementTypeCell
                      isAccessibilityElement: false
                      children:
                        - {class: XCUIElementTypeTextView, accessibilityLabel: We store data., isAccessibilityElement: true}
                - class: XCUIElementTypeCollectionView
                  children:
                    - class: XCUIElementTypeCell
                      isAccessibilityElement: false
                      children:
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Trending, isAccessibilityElement: true}
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: NPR, isAccessibilityElement: true}
            """
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        XCTAssertEqual(model.stops.map(\.node.simpleClassName),
                       ["XCUIElementTypeCell", "XCUIElementTypeCell", "XCUIElementTypeSwitch",
                        "XCUIElementTypeTextView", "XCUIElementTypeStaticText", "XCUIElementTypeStaticText"])
        XCTAssertEqual(model.stops.prefix(3).map(\.announcement.utterance),
                       ["General, button", "Bluetooth, On, button", "Reduce Motion, off, switch button"])
    }
}

/// Sources that do not say which nodes are elements.
final class UnflaggedSourceTests: XCTestCase {
    func testLabelledLeafOthersAreElementsAndTheStatusBarIsTheSystems() throws {
        let source = """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="320" height="568">
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="320" height="568">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" label="loginBtn" x="0" y="0" width="60" height="100">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" label="loginBtn" x="0" y="60" width="60" height="40"/>
                  </XCUIElementTypeOther>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" label="Vertical scroll bar, 2 pages" x="310" y="0" width="10" height="568"/>
                </XCUIElementTypeWindow>
                <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="320" height="568">
                  <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" x="0" y="0" width="320" height="20">
                    <XCUIElementTypeOther type="XCUIElementTypeOther" label="15:09" x="145" y="0" width="34" height="20"/>
                  </XCUIElementTypeStatusBar>
                </XCUIElementTypeWindow>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let result = DumpLoader().load(bytes: Array(source.utf8), path: "page.xml")
        XCTAssertEqual(result.errors, [])
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["loginBtn", "15:09"])
        XCTAssertEqual(model.stops.map(\.node.mark.line), [5, 11], "the inner Other, not its wrapper")
        XCTAssertEqual(model.stops.map { model.isJudged($0.node) }, [true, false])
    }
}

/// A tab bar's buttons are tabs with their place; WebDriverAgent's value 1 marks the selected one.
final class TabBarTests: XCTestCase {
    func testTabBarButtonsAreTabsWithTheirPlace() throws {
        let text = """
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - {class: XCUIElementTypeButton, accessibilityLabel: Back}
                - class: XCUIElementTypeTabBar
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: Home, accessibilityValue: "1"}
                    - class: XCUIElementTypeOther
                      children:
                        - {class: XCUIElementTypeButton, accessibilityLabel: Settings}
            """
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        let model = ScreenModel(screen: try XCTUnwrap(result.screens.first))
        XCTAssertEqual(model.stops.map(\.announcement.utterance),
                       ["Back, button", "Selected, Home, tab, 1 of 2", "Settings, tab, 2 of 2"])
        XCTAssertEqual(model.stops.map { model.traits(of: $0.node).role }, [.button, .tab, .tab])
        XCTAssertEqual(model.traits(of: model.stops[1].node).selected, .yes)
    }
}
