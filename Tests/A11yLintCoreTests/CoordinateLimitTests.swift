@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Frames that are not numbers (`nan`, `inf`) or lie absurdly far away, in every
/// format that carries frames: each is a positioned `dump-invalid-value` and
/// leaves its node without a frame; a frame near the limit still reads.
final class CoordinateLimitTests: XCTestCase {
    private func load(_ text: String, path: String) -> LoadResult {
        DumpLoader().load(bytes: Array(text.utf8), path: path)
    }

    /// The problems as `line:col rule: message (screen)` strings.
    private func described(_ result: LoadResult) -> [String] {
        result.problems.map { "\($0.mark) \($0.problem.ruleID): \($0.problem.message) (\($0.screen ?? "-"))" }
    }

    private static let expected = "expected a rectangle whose edges lie within ±10000000"

    func testTheLimitRefusesNonFiniteAndFarEdgesOnly() {
        XCTAssertTrue(CoordinateLimit.allows(Rect(x: -10_000_000, y: 0, width: 20_000_000, height: 10_000_000)))
        for rect in [Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
                     Rect(x: -.infinity, y: 0, width: 1, height: 1), Rect(x: 0, y: .nan, width: 1, height: 1),
                     Rect(x: 0, y: 0, width: 1, height: .nan), Rect(x: -1e308, y: 0, width: 1e308, height: 10),
                     Rect(x: 1e308, y: 0, width: 1e308, height: 10), Rect(x: 0, y: 0, width: 10_000_001, height: 1),
                     Rect(x: 0, y: -10_000_000.5, width: 1, height: 1)] {
            XCTAssertFalse(CoordinateLimit.allows(rect), "\(rect.values)")
        }
    }

    func testYAMLFramesAndBoundsBeyondTheLimitAreInvalidValues() throws {
        let ios = """
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: UIButton
                  frame: {x: -1e308, y: 0, width: 10, height: 10}
                - class: UIButton
                  frame: {x: 0, y: 0, width: 10000000, height: 10}
            """
        let result = load(ios, path: "test.yml")
        XCTAssertEqual(described(result), [
            "7:14 dump-invalid-value: Invalid value for 'frame': \(Self.expected), "
                + "found x -1e+308, y 0, width 10, height 10 (#1)",
        ])
        let children = try XCTUnwrap(result.screens.first?.root.children)
        XCTAssertNil(children[0].rect, "the node is read as having no frame")
        XCTAssertEqual(children[1].rect, Rect(x: 0, y: 0, width: 10_000_000, height: 10), "the limit itself is allowed")

        let android = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 1920]
              children:
                - class: android.widget.Button
                  bounds: "[0,0][nan,Infinity]"
                - class: android.widget.Button
                  bounds: [0, 0, 20000000, 10]
                - class: android.widget.Button
                  bounds: "[-1e308,0][10,10]"
            """
        let bounds = load(android, path: "test.yml")
        XCTAssertEqual(described(bounds), [
            "7:15 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found '[0,0][nan,Infinity]' (#1)",
            "9:15 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found [0, 0, 20000000, 10] (#1)",
            "11:15 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found '[-1e308,0][10,10]' (#1)",
        ])
        XCTAssertEqual(try XCTUnwrap(bounds.screens.first).root.children.map(\.rect), [nil, nil, nil])
    }

    func testUiautomatorBoundsBeyondTheLimitAreInvalidValues() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.x" bounds="[0,0][1080,1920]">
                <node class="android.widget.Button" text="Go" clickable="true" bounds="[-1e308,0][10,10]"/>
                <node class="android.widget.Button" text="Stop" clickable="true" bounds="[0,0][nan,Infinity]"/>
                <node class="android.widget.Button" text="Fine" clickable="true" bounds="[0,0][96,96]"/>
              </node>
            </hierarchy>
            """
        let result = load(xml, path: "page.xml")
        XCTAssertEqual(described(result), [
            "4:76 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found '[-1e308,0][10,10]' (#1)",
            "5:78 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found '[0,0][nan,Infinity]' (#1)",
        ])
        let children = try XCTUnwrap(result.screens.first?.root.children)
        XCTAssertEqual(children.map(\.rect), [nil, nil, Rect(x: 0, y: 0, width: 96, height: 96)])
    }

    func testAppiumIOSFramesBeyondTheLimitAreInvalidValues() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Go" x="nan" y="0" width="44" height="44"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Far" x="0" y="1e400" width="44" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let result = load(xml, path: "page.xml")
        XCTAssertEqual(described(result), [
            "4:71 dump-invalid-value: Invalid value for 'frame': \(Self.expected), found x nan, y 0, width 44, height 44 (#1)",
            "5:72 dump-invalid-value: Invalid value for 'frame': \(Self.expected), "
                + "found x 0, y 1e400, width 44, height 44 (#1)",
        ])
        XCTAssertEqual(try XCTUnwrap(result.screens.first).root.children.map(\.rect), [nil, nil])
    }

    func testUniversalPluginFramesBeyondTheLimitAreInvalidValues() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <UI>
              <App axId="Shop" x="0" y="0" width="390" height="844">
                <Button axId="Go" text="Go" x="-inf" y="0" width="44" height="44"/>
              </App>
            </UI>
            """
        let result = load(xml, path: "page.xml")
        XCTAssertEqual(result.problems.map(\.mark), [Mark(line: 4, column: 36)])
        XCTAssertEqual(result.problems.map(\.problem.ruleID), ["dump-invalid-value"])
        XCTAssertEqual(try XCTUnwrap(result.screens.first).root.children.map(\.rect), [nil])
    }

    func testMaestroBoundsBeyondTheLimitAreInvalidValues() throws {
        let android = """
            {
              "attributes" : { },
              "children" : [ {
                "attributes" : { "class" : "android.widget.FrameLayout", "bounds" : "[0,0][1080,2400]" },
                "children" : [ {
                  "attributes" : { "class" : "android.widget.Button", "text" : "Go", "bounds" : "[0,0][Infinity,96]" },
                  "children" : [ ]
                } ]
              } ]
            }
            """
        let result = load(android, path: "hierarchy.json")
        XCTAssertEqual(described(result), [
            "6:85 dump-invalid-value: Invalid value for 'bounds': \(Self.expected), found '[0,0][Infinity,96]' (#1)",
        ])
        XCTAssertEqual(try XCTUnwrap(result.screens.first).root.children.map(\.rect), [nil])

        let ios = """
            {
              "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]" },
              "children" : [ {
                "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]" },
                "children" : [ {
                  "attributes" : { "accessibilityText" : "Go", "bounds" : "[-1e308,0][10,10]" },
                  "children" : [ ]
                } ]
              } ]
            }
            """
        let iosResult = load(ios, path: "hierarchy.json")
        XCTAssertEqual(iosResult.problems.map(\.mark), [Mark(line: 6, column: 63)])
        XCTAssertEqual(iosResult.problems.map(\.problem.ruleID), ["dump-invalid-value"])
        let app = try XCTUnwrap(iosResult.screens.first?.root.children.first)
        XCTAssertEqual(app.children.map(\.rect), [nil])
    }

    func testXCUITestFramesThatAreNotFiniteAreInvalidValuesNotSyntaxErrors() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{inf, inf}, {0.0, 0.0}}, label: 'Hidden'
                  Button, 0x4, {{0.0, 1e12}, {44.0, 44.0}}, label: 'Far'
                  Button, 0x5, {{0.0, 100.0}, {44.0, 44.0}}, label: 'Pay'
            """
        let result = load(text, path: "ui-test.log")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(described(result), [
            "4:20 dump-invalid-value: Invalid value for 'frame': \(Self.expected), "
                + "found x inf, y inf, width 0.0, height 0.0 (#1)",
            "5:20 dump-invalid-value: Invalid value for 'frame': \(Self.expected), "
                + "found x 0.0, y 1e12, width 44.0, height 44.0 (#1)",
        ])
        let window = try XCTUnwrap(result.screens.first?.root.children.first)
        XCTAssertEqual(window.children.map(\.rect), [nil, nil, Rect(x: 0, y: 100, width: 44, height: 44)])
    }

    func testLintReportsThemAsFindingsOfTheScreen() throws {
        let xml = """
            <hierarchy rotation="0">
              <node class="android.widget.Button" text="Go" clickable="true" bounds="[0,0][nan,10]"/>
            </hierarchy>
            """
        let result = Linter(configuration: .defaults()).lint(Input(path: "page.xml", source: .bytes(Array(xml.utf8))))
        let finding = try XCTUnwrap(result.findings.first { $0.ruleID == DumpProblem.invalidValueRule })
        XCTAssertEqual(finding.mark, Mark(line: 2, column: 74))
        XCTAssertEqual(finding.screen, "#1")
        XCTAssertEqual(finding.severity, .error)
    }
}
