@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// A dump that shows the keyboard and the status bar beside the app: rules judge the app's windows only.
final class WindowTests: XCTestCase {
    func testTheKeyboardAndTheSystemBarsAreNotJudged() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1600][1080,2400]">
                <node index="0" text="" class="android.widget.ImageButton" package="com.google.android.inputmethod.latin" clickable="true" bounds="[0,1600][100,1700]" />
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,1600]">
                <node index="0" text="" class="android.widget.ImageButton" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
              </node>
              <node index="2" text="" class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,60]">
                <node index="0" text="" class="android.widget.ImageButton" package="com.android.systemui" clickable="true" bounds="[1000,0][1060,60]" />
              </node>
            </hierarchy>
            """
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(xml.utf8), path: "t.xml").screens.first)
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        let findings = linter.check(screen).filter { $0.ruleID == "control-name" }
        XCTAssertEqual(findings.map(\.mark.line), [7], "only the app's unnamed button")
        let model = linter.model(of: screen)
        XCTAssertEqual(model.stops.count, 3, "the reader still reaches every window")
        // TalkBack goes through the windows top to bottom: the status bar, the app, then the keyboard.
        XCTAssertEqual(model.stops.map { model.layer(of: $0.node).kind }, [.system, .app, .inputMethod])
        XCTAssertEqual(model.stops.map { model.isJudged($0.node) }, [false, true, false])
        // Lookups by subtree still find each window's stops.
        for window in model.root.children {
            XCTAssertEqual(model.stops(within: window).count, 1)
        }
        XCTAssertEqual(model.stops(within: model.root).count, 3)
    }

    /// A dump with two apps' windows (a chat head over a shop) judges one app: the
    /// chosen package, else the one with the largest window.
    func testOneAppsWindowsAreJudgedWhenSeveralAppsShow() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2000]">
                <node index="0" text="" class="android.widget.ImageButton" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.example.chat" bounds="[800,1500][1000,1700]">
                <node index="0" text="" class="android.widget.ImageButton" package="com.example.chat" clickable="true" bounds="[800,1500][1000,1700]" />
              </node>
            </hierarchy>
            """
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(xml.utf8), path: "t.xml").screens.first)
        func judgedLines(_ configuration: Configuration) -> [Int] {
            Linter(configuration: configuration, workingDirectory: "/").check(screen)
                .filter { $0.ruleID == "control-name" }.map(\.mark.line)
        }
        var configuration = Configuration.defaults(directory: "/")
        XCTAssertEqual(judgedLines(configuration), [4], "the shop's window is the largest")
        configuration.package = "com.example.chat"
        XCTAssertEqual(judgedLines(configuration), [7])
        let model = Linter(configuration: configuration, workingDirectory: "/").model(of: screen)
        XCTAssertEqual(model.judgedPackage, "com.example.chat")
        XCTAssertEqual(model.stops.map { model.windowPackage(of: $0.node) }, ["com.example.shop", "com.example.chat"])
    }
}
