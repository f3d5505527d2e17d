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

    // MARK: Issue 41: identities, groups, the index and screenshots

    func testStopsAndFindingsCarryTheirShortIdentities() throws {
        let page = run([("a.xml", android)])
        let block = try XCTUnwrap(page.components(separatedBy: "class=\"data\">").dropFirst().first?
            .components(separatedBy: "</script>").first)
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let stops = try XCTUnwrap(data["s"] as? [[Any]])
        // The button's node path names its classes; its identity is short.
        XCTAssertEqual(stops[0][3] as? String, "android.widget.FrameLayout/android.widget.Button")
        XCTAssertEqual(stops[0][7] as? String, "Button")
        XCTAssertEqual(stops[1][8] as? String, "Title </script><b>", "the name written in the outline")
        let findings = try XCTUnwrap(data["f"] as? [[Any]])
        XCTAssertEqual(findings.first?[9] as? String, "Button")
        XCTAssertEqual(findings.first?[10] as? Int, -1, "a finding alone is in no group")
        XCTAssertTrue(data["sh"] is NSNull)
        // Each index entry's number is its own text, beside the entry.
        XCTAssertTrue(page.contains("<li><span class=\"num\" aria-hidden=\"true\">1.</span> <span class=\"entry\">"))
        XCTAssertTrue(page.contains("style=\"--ar: 0.46\""), "the screen's proportions size its map")
    }

    func testFindingsOfOneTemplateAreGrouped() {
        XCTAssertEqual(HTMLFindingGroups.template(of: "#iv_gallery in #rl_img \"00:02\""), "#iv_gallery in #rl_img")
        XCTAssertEqual(HTMLFindingGroups.template(of: "FrameLayout[11] in #content"), "FrameLayout in #content")
        XCTAssertEqual(HTMLFindingGroups.template(of: "Button \"a [b]\"[2]"), "Button")
        func finding(_ rule: String, _ identity: String?) -> Finding {
            Finding(ruleID: rule, severity: .error, message: "m", path: "a", mark: Mark(line: 1, column: 1), identity: identity)
        }
        let groups = HTMLFindingGroups([finding("control-name", "#tile \"A\""), finding("image-name", "#tile \"A\""),
                                        finding("control-name", "#tile \"B\""), finding("control-name", "#other"),
                                        finding("control-name", nil)])
        XCTAssertEqual([0, 1, 2, 3, 4].map(groups.group(of:)), [0, nil, 0, nil, nil])
    }

    func testScreenshotKindAndSizeComeFromTheBytes() {
        var png: [UInt8] = ScreenshotImage.pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 4, 56, 0, 0, 9, 96, 8, 2, 0, 0, 0]
        func read(_ bytes: [UInt8]) -> String? { ScreenshotImage(bytes).map { "\($0.kind.rawValue) \($0.width)x\($0.height)" } }
        XCTAssertEqual(read(png), "image/png 1080x2400")
        // A JPEG: SOI, an APP0 segment, then the baseline frame header with height 1080 and width 1920.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46]
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x04, 0x38, 0x07, 0x80, 0x03]
        XCTAssertEqual(read(jpeg), "image/jpeg 1920x1080")
        XCTAssertNil(ScreenshotImage(Array("<html>".utf8)))
        XCTAssertNil(ScreenshotImage(Array(png.prefix(20))), "a cut header")
        XCTAssertNil(ScreenshotImage([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]), "image data before any frame header")
    }

    func testScreenshotCandidatesAndLinks() {
        let finder = ScreenshotFinder(options: ScreenshotOptions(folder: "/shots", links: true, reportFolder: "/out/html"))
        let single = finder.candidates(dump: "/work/dumps/ios/home.xml", relativePath: "dumps/ios/home.xml",
                                       documentIndex: 1, screenCount: 1).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(single, ["/work/dumps/ios/home.png", "/shots/dumps/ios/home.png", "/shots/ios/home.png", "/shots/home.png"])
        let several = finder.candidates(dump: "/work/all.yml", relativePath: "all.yml", documentIndex: 2, screenCount: 3)
        XCTAssertEqual(several.first, "/work/all-2.png")
        XCTAssertEqual(finder.link(to: "/shots/ios/my home#1.png"), "../../shots/ios/my%20home%231.png")
    }
}
