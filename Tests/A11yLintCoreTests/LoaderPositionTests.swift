@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

final class LoaderPositionTests: XCTestCase {
    func testNodeMarkIsItsFirstKeyAndPropertiesKeepKeyAndValueMarks() throws {
        let result = load("""
        platform: ios
        root:
          class: UIWindow
          children:
            - accessibilityLabel: Pay
              class: UIButton
        """)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.root.mark, Mark(line: 3, column: 3))
        let button = screen.root.children[0]
        XCTAssertEqual(button.className, "UIButton")
        XCTAssertEqual(button.mark, Mark(line: 5, column: 7))
        let label = try XCTUnwrap(button[.accessibilityLabel])
        XCTAssertEqual(label.valueMark, Mark(line: 5, column: 27))
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // "Größe 😀" is 8 scalars but 11 UTF-8 bytes; the bad value after it must
        // still be reported at its scalar column.
        let result = load("""
        platform: ios
        root: {text: "Größe 😀", class: UILabel, isEnabled: maybe}
        """)
        XCTAssertEqual(positions(result.findings), ["2:52 dump-invalid-value"])
    }

    func testFindingsCarryThePathGiven() {
        let result = DumpLoader().load(bytes: Array("platform: ios\nroot: {class: X, bogus: 1}\n".utf8),
                                       path: "screens/home.yml")
        XCTAssertEqual(result.findings.map(\.description),
                       ["screens/home.yml:2:18: warning: Unknown key 'bogus'; it is ignored [dump-unknown-key]"])
    }

    func testSeveralDocumentsAreSeveralScreens() throws {
        let result = load("""
        platform: ios
        screen: First
        root: {class: UIWindow}
        ---
        platform: android
        screen: Second
        root: {class: android.widget.FrameLayout}
        """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.map(\.name), ["First", "Second"])
        XCTAssertEqual(result.screens.map(\.platform), [.ios, .android])
        XCTAssertEqual(result.screens.map(\.documentIndex), [1, 2])
        XCTAssertEqual(result.screens[1].root.mark, Mark(line: 7, column: 8))
    }

    func testSyntaxErrorKeepsTheDocumentsBeforeIt() throws {
        let result = load("""
        platform: ios
        root: {class: UIWindow}
        ---
        platform: ios
        root: {class: "UIWindow}
        """)
        XCTAssertEqual(result.screens.count, 1)
        let error = try XCTUnwrap(onlyError(result))
        XCTAssertEqual(error.description,
                       "test.yml:5:25: error: YAML syntax error: found unexpected end of stream "
                       + "(while scanning a quoted scalar at line 5, column 15)")
    }
}
