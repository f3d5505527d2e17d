@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import Foundation
import XCTest

/// Dumps as teams commit them, not as the tools first wrote them: re-saved with
/// other line endings or by another XML writer, from older tools, rotated screens,
/// obfuscated class names, views of no size. Each is read as the original would be.
final class MessyFileTests: XCTestCase {
    /// An unnamed close button (line 4), a named one (line 5) and a view of no size (line 6).
    private func uiautomator(rotation: Int = 0, width: Int = 1080, height: Int = 2400,
                             close: String = "android.widget.ImageButton", pay: String = "android.widget.Button") -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="\(rotation)">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.shop" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][\(width),\(height)]">
            <node index="0" text="" resource-id="com.shop:id/close" class="\(close)" package="com.shop" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[0,0][100,100]" />
            <node index="1" text="Pay" resource-id="com.shop:id/pay" class="\(pay)" package="com.shop" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[0,200][1080,344]" />
            <node index="2" text="" resource-id="" class="android.view.View" package="com.shop" content-desc="Ghost" clickable="true" enabled="true" focusable="true" bounds="[0,0][0,0]" />
          </node>
        </hierarchy>
        """
    }

    private func lint(_ text: String, path: String = "dump.xml") -> FileResult {
        lint(bytes: Array(text.utf8), path: path)
    }

    private func lint(bytes: [UInt8], path: String = "dump.xml") -> FileResult {
        Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
            .lint(Input(path: path, source: .bytes(bytes)))
    }

    private func model(_ text: String) throws -> ScreenModel {
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(text.utf8), path: "dump.xml").screens.first)
        return ScreenModel(screen: screen)
    }

    private func findings(_ result: FileResult) -> [String] {
        result.findings.map { "\($0.mark.line):\($0.mark.column) \($0.ruleID)" }
    }

    func testTheCleanDumpTheOthersAreComparedWith() {
        let result = lint(uiautomator())
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(findings(result), ["4:5 control-name"])
    }

    func testLineEndsDoubledToCarriageReturnsKeepTheirLines() {
        // A file converted to CRLF twice ends its lines with CR CR LF: read, and the
        // finding stays on the line an editor that shows CR LF as one break shows.
        let doubled = uiautomator().replacingOccurrences(of: "\n", with: "\r\r\n")
        let result = lint(doubled)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.ruleID), ["control-name"])
        let crlf = lint(uiautomator().replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(findings(crlf), ["4:5 control-name"])
    }

    func testAFileRewrittenByPythonsMinidomReadsTheSame() throws {
        // What `xml.dom.minidom.parseString(…).toprettyxml()` writes: a bare
        // declaration, tab indentation and blank lines of white space between elements.
        let minidom = """
            <?xml version="1.0" ?>
            <hierarchy rotation="0">
            \t
            \t<node bounds="[0,0][1080,2400]" class="android.widget.FrameLayout" clickable="false" content-desc="" enabled="true" focusable="false" index="0" package="com.shop" resource-id="" text="">
            \t\t
            \t\t<node bounds="[0,0][144,144]" class="android.widget.ImageButton" clickable="true" content-desc="" enabled="true" focusable="true" index="0" package="com.shop" resource-id="com.shop:id/close" text=""/>
            \t\t
            \t</node>
            \t
            </hierarchy>

            """
        let result = lint(minidom)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(findings(result), ["6:3 control-name"])
    }

    func testAnAppium1PageSourceWithInstanceAttributesIsAUiAutomator2Source() throws {
        let appium1 = """
            <?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><android.widget.FrameLayout index="0" text="" class="android.widget.FrameLayout" package="com.shop" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]" resource-id="" instance="0"><android.widget.ImageButton index="0" text="" class="android.widget.ImageButton" package="com.shop" content-desc="" clickable="true" enabled="true" focusable="true" bounds="[0,0][144,144]" resource-id="com.shop:id/close" instance="0"/><android.widget.TextView index="1" text="Basket" class="android.widget.TextView" package="com.shop" content-desc="" clickable="false" enabled="true" bounds="[0,200][1080,300]" resource-id="" instance="0"/></android.widget.FrameLayout></hierarchy>
            """
        let result = lint(appium1)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.ruleID), ["control-name"])
        XCTAssertEqual(try model(appium1).stops.map(\.announcement.utterance), ["unlabelled, button", "Basket"])
    }

    func testARotatedScreenIsMeasuredByItsShorterSide() throws {
        let upright = try model(uiautomator())
        let sideways = try model(uiautomator(rotation: 1, width: 2400, height: 1080))
        XCTAssertEqual(upright.density.pixelsPerPoint, 2.625)
        XCTAssertEqual(sideways.density, upright.density, "the same phone, turned: the same density")
        XCTAssertEqual(findings(lint(uiautomator(rotation: 1, width: 2400, height: 1080))), ["4:5 control-name"])
    }

    func testClassNamesWithoutAPackageOrObfuscatedAreReadByWhatIsKnown() throws {
        // R8 can strip packages from custom views; framework classes keep theirs,
        // but dumps from tools that print simple names exist too.
        let simple = try model(uiautomator(close: "ImageButton", pay: "Button"))
        XCTAssertEqual(simple.stops.prefix(2).map(\.announcement.utterance), ["unlabelled, button", "Pay, button"])
        // An obfuscated custom view (`a.b.c`) is judged by what it does: clickable, with its text.
        let obfuscated = try model(uiautomator(pay: "a.b.c"))
        XCTAssertEqual(obfuscated.stops.dropFirst().first?.announcement.name, "Pay")
        XCTAssertEqual(lint(uiautomator(close: "ImageButton")).findings.map(\.ruleID), ["control-name"])
    }

    func testAViewOfNoSizeIsNoStopOnEitherPlatform() throws {
        let android = try model(uiautomator())
        XCTAssertEqual(android.stops.map(\.announcement.name), ["", "Pay"], "the view of no size is not focused")
        let ios = """
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - {class: UIButton, accessibilityLabel: Hidden away, frame: {x: 0, y: 0, width: 0, height: 0}}
                - {class: UIButton, accessibilityLabel: Pay, frame: {x: 16, y: 100, width: 200, height: 44}}
                - class: UIView
                  frame: {x: 0, y: 200, width: 0, height: 0}
                  children:
                    - {class: UIButton, accessibilityLabel: Drawn outside, frame: {x: 16, y: 200, width: 200, height: 44}}
            """
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(ios.utf8), path: "ios.yml").screens.first)
        XCTAssertEqual(ScreenModel(screen: screen).stops.map(\.announcement.name), ["Pay", "Drawn outside"],
                       "an element of no size is passed over; a container of no size is still searched")
    }
}
