@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// The HTML report's page without a browser: what the run hands it, what it holds
/// and that no text from a dump can break out of it. HTMLReportBrowserTests opens it.
final class HTMLReporterTests: XCTestCase {
    let paths = ReportPaths(base: "/project", workingDirectory: "/project")

    private func run(_ files: [(String, String)], reporter: any Reporter = HTMLReporter()) -> String {
        let buffer = ReportBuffer()
        let inputs = files.map { Input(path: "/project/" + $0.0, source: .bytes(Array($0.1.utf8))) }
        _ = ReportRun(linter: Linter(workingDirectory: "/project"), paths: paths)
            .lint(inputs, reportingTo: [.init(reporter, to: buffer.output)])
        return buffer.text
    }

    /// An Android screen at 2.625 pixels per dp, with an unnamed button.
    let android = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node index="0" text="" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2340]">
            <node index="0" text="" content-desc="" class="android.widget.Button" package="com.example" clickable="true" bounds="[105,210][315,420]" />
            <node index="1" text="Title &lt;/script&gt;&lt;b&gt;" class="android.widget.TextView" package="com.example" bounds="[0,500][1080,600]" />
          </node>
        </hierarchy>
        """

    func testOnlyADrawingReportMakesTheRunSketchScreens() {
        final class Seen: @unchecked Sendable { var screens: [[ScreenSketch]] = [] }
        struct Recorder: Reporter {
            let seen: Seen
            let draws: Bool
            var drawsScreens: Bool { draws }
            func begin(_ run: RunInfo, to output: ReportOutput) {}
            func file(_ file: FileResult, to output: ReportOutput) { seen.screens.append(file.screens) }
            func end(_ summary: RunSummary, to output: ReportOutput) {}
        }
        for draws in [false, true] {
            let seen = Seen()
            _ = run([("a.xml", android)], reporter: Recorder(seen: seen, draws: draws))
            XCTAssertEqual(seen.screens.first?.count, draws ? 1 : 0)
        }
        let seen = Seen()
        _ = run([("a.xml", android)], reporter: Recorder(seen: seen, draws: true))
        let sketch = try! XCTUnwrap(seen.screens.first?.first)
        XCTAssertEqual(sketch.unit, "dp")
        // 1080 × 2340 pixels is a 411 dp wide phone; frames are drawn in dp.
        let frame = try! XCTUnwrap(sketch.frame)
        XCTAssertEqual(frame.width, 1080 / 2.625, accuracy: 0.01)
        XCTAssertEqual(sketch.stops.count, 2)
        XCTAssertEqual(try! XCTUnwrap(sketch.stops[0].frame).x, 40, accuracy: 0.01)
    }

    func testPageIsSelfContainedAndDumpTextCannotEscapeItsScript() {
        let page = run([("a.xml", android)])
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(page.components(separatedBy: "<h1").count, 2, "one h1")
        for external in ["<link", " src=", "url(", "@import", "https://", "fetch("] {
            XCTAssertFalse(page.contains(external), external)
        }
        XCTAssertFalse(page.contains("Title </script>"), "dump text stays escaped in the screen's data")
        XCTAssertTrue(page.contains("Title \\u003c/script\\u003e\\u003cb\\u003e"))
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1,
                       page.components(separatedBy: "<script").count - 1, "every script ends where it should")
        XCTAssertTrue(page.contains("<section class=\"screen\" id=\"s1\""))
        XCTAssertTrue(page.contains("control-name"), "the finding's rule")
        XCTAssertTrue(page.contains("id=\"rule-control-name\""), "the rule's text is in the page")
    }

    func testScreenWithoutFramesSaysWhyItHasNoMap() {
        let page = run([("a.yml", "platform: ios\nroot:\n  class: UIWindow\n  children:\n    - {class: UIButton, accessibilityTraits: [button]}\n")])
        XCTAssertTrue(page.contains("No map: The dump gives no frames"), page)
        XCTAssertFalse(page.contains("<div class=\"map\" data-map>"))
    }

    func testTextAndJSONEscaping() {
        XCTAssertEqual(HTMLText.escaped("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;")
        XCTAssertEqual(HTMLText.json("</script>\n\u{2028}\u{1}"), "\"\\u003c/script\\u003e\\n\\u2028\\u0001\"")
        // Nothing from a dump starts a line of the page or reaches a terminal raw: line breaks and
        // tabs as references, the controls HTML does not allow as U+FFFD, bidi controls and `##[` escaped.
        XCTAssertEqual(HTMLText.escaped("S\n::error::x\r\tb\u{1B}[2J\u{7F}\u{9B}\u{202E}\u{2069}##[y]"),
                       "S&#10;::error::x&#13;&#9;b\u{FFFD}[2J\u{FFFD}\u{FFFD}&#x202E;&#x2069;##&#91;y]")
        XCTAssertEqual(HTMLText.escaped("#[ # [ £ ’ [1]"), "#[ # [ £ ’ [1]")
        XCTAssertEqual(HTMLText.json("del\u{7F}\u{85}\u{202A}\u{2066}##[x]"), ###""del\u007f\u0085\u202a\u2066##\u005bx]""###)
        XCTAssertEqual(HTMLText.number(40), "40")
        XCTAssertEqual(HTMLText.number(411.428571), "411.43")
    }

    /// Every number the page's data holds is one JSON (and so the page's script) reads,
    /// however large: rounding to two decimals once overflowed to `inf` past 1.8e306.
    func testEveryNumberWrittenIsFiniteJSON() throws {
        for value in [1e308, -1e308, 1.7e307, 1e15, -1e15 + 0.5, 5e-324, -0.0, .infinity, -.infinity, .nan,
                      Double.greatestFiniteMagnitude] {
            let written = HTMLText.number(value)
            let read = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed)
            let number = try XCTUnwrap(read as? NSNumber, "\(value) → \(written)").doubleValue
            XCTAssertTrue(number.isFinite, "\(value) → \(written)")
            if value.isFinite { XCTAssertEqual(number, value, accuracy: 0.005 + abs(value) * 1e-15, written) }
        }
    }

    /// A density far below any real one blows frames up when they are turned into dp;
    /// each screen's data block still parses.
    func testScreenDataParsesWhateverTheFrames() throws {
        let dump = """
            platform: android
            density: 1e-300
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 1920]
              children:
                - {class: android.widget.Button, text: Go, clickable: true, bounds: [-9000000, 0, 9000000, 96]}
            """
        let page = run([("a.yml", dump)])
        let blocks = page.components(separatedBy: "<script type=\"application/json\" class=\"data\">").dropFirst()
        XCTAssertEqual(blocks.count, 1)
        for block in blocks {
            let data = try XCTUnwrap(block.components(separatedBy: "</script>").first)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(data.utf8)), data)
            XCTAssertFalse(data.contains("inf") || data.contains("nan"), data)
        }
    }
}
