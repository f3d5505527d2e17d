@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// VoiceOver's order on iOS: by position, with groups, cells, windows and web
/// content kept together (docs/semantics.md, Order).
final class VoiceOverOrderTests: XCTestCase {
    private func spoken(_ yaml: String) throws -> [String] {
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(yaml.utf8), path: "order.yml").screens.first)
        return ScreenModel(screen: screen).stops.map(\.announcement.name)
    }

    private func screen(_ children: String) -> String {
        """
        platform: ios
        root:
          class: UIWindow
          frame: {x: 0, y: 0, width: 390, height: 844}
          children:
        \(children)
        """
    }

    func testTopToBottomThenLeftToRightWhateverTheViewOrder() throws {
        let names = try spoken(screen("""
                - {class: UIButton, accessibilityLabel: Bottom bar, frame: {x: 0, y: 800, width: 390, height: 44}}
                - {class: UIButton, accessibilityLabel: Right, frame: {x: 200, y: 100, width: 100, height: 44}}
                - {class: UIButton, accessibilityLabel: Left, frame: {x: 16, y: 105, width: 100, height: 44}}
                - {class: UIButton, accessibilityLabel: Title, frame: {x: 16, y: 40, width: 300, height: 44}}
            """))
        XCTAssertEqual(names, ["Title", "Left", "Right", "Bottom bar"],
                       "tops 5 pt apart are one row, read left to right; 60 pt apart are two rows")
    }

    /// A container that lists its elements (`accessibilityElements`) is read in its
    /// order, together, placed where its first listed element stands; what it does
    /// not list is not reached, while the views on the way down to a listed element
    /// are passed through.
    func testListedElementsKeepTheContainersOrderAndHideTheRest() throws {
        let names = try spoken(screen("""
                - {class: UIButton, accessibilityLabel: Top, frame: {x: 16, y: 40, width: 300, height: 44}}
                - class: UIView
                  accessibilityElements: [pay, total, missing]
                  frame: {x: 0, y: 300, width: 390, height: 500}
                  children:
                    - {class: UILabel, text: Total, accessibilityIdentifier: total, frame: {x: 16, y: 320, width: 300, height: 40}}
                    - {class: UILabel, text: Not listed, frame: {x: 16, y: 400, width: 300, height: 40}}
                    - class: UIView
                      frame: {x: 0, y: 700, width: 390, height: 100}
                      children:
                        - {class: UIButton, title: Pay, accessibilityIdentifier: pay, frame: {x: 16, y: 720, width: 300, height: 50}}
                - {class: UIButton, accessibilityLabel: Between, frame: {x: 16, y: 500, width: 300, height: 44}}
            """))
        XCTAssertEqual(names, ["Top", "Between", "Pay", "Total"],
                       "the list's order, placed by Pay (its first element, at 720 pt), without the unlisted label")
    }

    /// An identifier listed several times names the nodes that carry it in turn
    /// (UIKit lists objects: alike cells share an identifier); the listed order
    /// holds without frames too, where nothing else can be placed by position.
    func testRepeatedIdentifiersNameTheirNodesInTurnWithOrWithoutFrames() throws {
        let withFrames = try spoken(screen("""
                - class: UIView
                  accessibilityElements: [total, row, row]
                  frame: {x: 0, y: 0, width: 390, height: 800}
                  children:
                    - {class: UIButton, title: First row, accessibilityIdentifier: row, frame: {x: 16, y: 100, width: 300, height: 44}}
                    - {class: UIButton, title: Second row, accessibilityIdentifier: row, frame: {x: 16, y: 200, width: 300, height: 44}}
                    - {class: UILabel, text: Total, accessibilityIdentifier: total, frame: {x: 16, y: 600, width: 300, height: 40}}
            """))
        XCTAssertEqual(withFrames, ["Total", "First row", "Second row"])
        let withoutFrames = try spoken("""
            platform: ios
            root:
              class: UIView
              accessibilityElements: [total, row, row]
              children:
                - {class: UIButton, title: First row, accessibilityIdentifier: row}
                - {class: UIButton, title: Second row, accessibilityIdentifier: row}
                - {class: UILabel, text: Total, accessibilityIdentifier: total}
            """)
        XCTAssertEqual(withoutFrames, ["Total", "First row", "Second row"])
    }

    func testTopsEightPointsApartAreTwoRows() throws {
        let names = try spoken(screen("""
                - {class: UIButton, accessibilityLabel: Lower left, frame: {x: 16, y: 108, width: 100, height: 44}}
                - {class: UIButton, accessibilityLabel: Upper right, frame: {x: 200, y: 100, width: 100, height: 44}}
            """))
        XCTAssertEqual(names, ["Upper right", "Lower left"])
    }

    func testAGroupAndACellKeepTheirElementsTogether() throws {
        let names = try spoken(screen("""
                - class: UIView
                  shouldGroupAccessibilityChildren: true
                  frame: {x: 0, y: 100, width: 390, height: 100}
                  children:
                    - {class: UILabel, text: Group first, frame: {x: 16, y: 100, width: 100, height: 20}}
                    - {class: UILabel, text: Group second, frame: {x: 16, y: 180, width: 100, height: 20}}
                - {class: UILabel, text: Beside the group, frame: {x: 200, y: 140, width: 100, height: 20}}
                - class: UITableViewCell
                  isAccessibilityElement: false
                  frame: {x: 0, y: 300, width: 390, height: 60}
                  children:
                    - {class: UIButton, accessibilityLabel: Avatar, frame: {x: 16, y: 300, width: 44, height: 44}}
                    - {class: UILabel, text: Name under the avatar, frame: {x: 16, y: 346, width: 200, height: 14}}
                - class: UITableViewCell
                  isAccessibilityElement: false
                  frame: {x: 200, y: 300, width: 190, height: 60}
                  children:
                    - {class: UIButton, accessibilityLabel: Second avatar, frame: {x: 200, y: 300, width: 44, height: 44}}
                    - {class: UILabel, text: Second name, frame: {x: 200, y: 346, width: 150, height: 14}}
            """))
        XCTAssertEqual(names, ["Group first", "Group second", "Beside the group",
                               "Avatar", "Name under the avatar", "Second avatar", "Second name"])
    }

    func testWebContentKeepsThePagesOrderAndWindowsTheDumps() throws {
        let names = try spoken("""
            platform: ios
            root:
              class: XCUIElementTypeApplication
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: XCUIElementTypeWindow
                  frame: {x: 0, y: 0, width: 390, height: 844}
                  children:
                    - class: XCUIElementTypeWebView
                      frame: {x: 0, y: 100, width: 390, height: 700}
                      children:
                        - {class: XCUIElementTypeStaticText, accessibilityLabel: Page heading, frame: {x: 16, y: 150, width: 300, height: 30}}
                        - {class: XCUIElementTypeLink, accessibilityLabel: Ribbon, frame: {x: 300, y: 100, width: 90, height: 90}}
                    - {class: XCUIElementTypeButton, accessibilityLabel: Address bar, frame: {x: 0, y: 50, width: 390, height: 44}}
                - class: XCUIElementTypeWindow
                  frame: {x: 0, y: 0, width: 390, height: 44}
                  children:
                    - {class: XCUIElementTypeStaticText, accessibilityLabel: Clock, frame: {x: 16, y: 10, width: 60, height: 20}}
            """)
        XCTAssertEqual(names, ["Address bar", "Page heading", "Ribbon", "Clock"],
                       "the page in its own order, placed by its first element; the status bar's window after the app's")
    }

    func testWithoutFramesTheDumpsOrderStands() throws {
        let names = try spoken(screen("""
                - {class: UIButton, accessibilityLabel: Second, frame: {x: 0, y: 800, width: 390, height: 44}}
                - {class: UIButton, accessibilityLabel: First}
            """))
        XCTAssertEqual(names, ["Second", "First"])
    }
}
