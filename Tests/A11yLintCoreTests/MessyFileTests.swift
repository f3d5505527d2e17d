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

    /// XCUITest logs and Maestro output saved with carriage returns alone (classic Mac
    /// line ends, some terminal captures) or with CR CR LF once gave YAML errors: they
    /// read as the line-feed original, every mark included.
    func testCarriageReturnLineEndsReadAsLineFeedsInEveryFormat() throws {
        let samples = [("ui-test.log", """
            Test Suite 'Basket' started
                t =     1.50s Tap "Checkout" Button
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{16.0, 100.0}, {120.0, 44.0}}, label: 'Pay'
                  Button, 0x4, {{16.0, 200.0}, {120.0, 44.0}}
            Path to element:
            """), ("hierarchy.txt", """
            Running on emulator-5554
            None:\u{20}
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "class" : "android.widget.Button", "text" : "", "clickable" : "true", "bounds" : "[0,0][96,96]" },
                "children" : [ ]
              } ]
            }
            """), ("page.xml", uiautomator()), ("dump.yml", """
            platform: ios
            root:
              class: UIWindow
              children:
                - {class: UIButton, isOn: maybe}
            """)]
        for (path, text) in samples {
            let original = DumpLoader().load(bytes: Array(text.utf8), path: path)
            XCTAssertEqual(original.errors, [], path)
            XCTAssertEqual(original.screens.count, 1, path)
            for lineEnd in ["\r", "\r\r\n"] {
                let result = DumpLoader().load(bytes: Array(text.replacingOccurrences(of: "\n", with: lineEnd).utf8), path: path)
                XCTAssertEqual(result.errors, [], "\(path) with \(lineEnd.debugDescription)")
                XCTAssertEqual(result.screens, original.screens, "\(path) with \(lineEnd.debugDescription)")
                XCTAssertEqual(result.problems, original.problems, "\(path) with \(lineEnd.debugDescription)")
            }
        }
        let mixed = lint(uiautomator().replacingOccurrences(of: "\n", with: "\r"))
        XCTAssertEqual(findings(mixed), ["4:5 control-name"], "the finding is on the line a CR-only editor shows")
    }

    /// `LineBreaks` jumps between carriage returns with memchr; it must agree with
    /// the rule read byte by byte, on every mix of text, CR and LF.
    func testLineBreaksAgreeWithAPlainReading() {
        func plainNeed(_ bytes: [UInt8]) -> Bool {
            bytes.indices.contains { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
        }
        func plainUnified(_ bytes: [UInt8]) -> [UInt8] {
            // CRs that end in an LF are dropped (the LF stays), every other CR becomes an LF.
            var output: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                guard byte == 0x0D else {
                    output.append(byte)
                    continue
                }
                let rest = bytes[(index + 1)...].drop { $0 == 0x0D }
                if rest.first != 0x0A { output.append(0x0A) }
            }
            return output
        }
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in [UInt8(ascii: "a"), 0x0D, 0x0A][Int.random(in: 0..<3, using: &generator)] }
                bytes.withUnsafeBufferPointer { buffer in
                    XCTAssertEqual(LineBreaks.needUnifying(buffer), plainNeed(bytes), "\(bytes)")
                    XCTAssertEqual(LineBreaks.unified(buffer), plainUnified(bytes), "\(bytes)")
                }
            }
        }
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
