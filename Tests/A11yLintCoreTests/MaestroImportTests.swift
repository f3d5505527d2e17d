@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// `maestro hierarchy` JSON, for Android and iOS, and JSON that is something else.
final class MaestroImportTests: XCTestCase {
    let android = """
        Running on emulator-5554
        {
          "attributes" : { },
          "children" : [ {
            "attributes" : {
              "class" : "android.widget.FrameLayout",
              "bounds" : "[0,0][1080,2400]",
              "resource-id" : ""
            },
            "children" : [ {
              "attributes" : {
                "class" : "android.widget.ImageButton",
                "resource-id" : "com.shop:id/close",
                "accessibilityText" : "",
                "clickable" : "true",
                "enabled" : "true",
                "bounds" : "[0,0][96,96]"
              },
              "children" : [ ]
            }, {
              "attributes" : {
                "class" : "android.widget.CheckBox",
                "text" : "Gift wrap",
                "checked" : "true",
                "clickable" : "true",
                "bounds" : "[0,96][500,150]"
              },
              "children" : [ ]
            } ]
          } ]
        }
        """

    let ios = """
        {
          "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]" },
          "children" : [ {
            "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]" },
            "children" : [ {
              "attributes" : { "accessibilityText" : "Add to cart Total", "bounds" : "[0,0][390,844]" },
              "children" : [ {
                "attributes" : { "accessibilityText" : "Add to cart", "resource-id" : "add", "bounds" : "[20,700][370,744]" },
                "children" : [ {
                  "attributes" : { "accessibilityText" : "Add to cart", "bounds" : "[20,700][370,744]" },
                  "children" : [ ]
                } ]
              }, {
                "attributes" : { "title" : "Total", "value" : "19,98 €", "hintText" : "", "bounds" : "[20,750][370,780]" },
                "children" : [ ]
              }, {
                "attributes" : { "accessibilityText" : "Vertical scroll bar, 2 pages", "value" : "0%", "bounds" : "[380,0][390,844]" },
                "children" : [ ]
              } ]
            } ]
          }, {
            "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]" },
            "children" : [ {
              "attributes" : { "accessibilityText" : "9:41", "bounds" : "[40,10][90,40]" },
              "children" : [ ]
            } ]
          } ]
        }
        """

    func testAndroidHierarchyMapsOntoTheAndroidModel() throws {
        let result = load(android)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .android)
        let frame = screen.root
        XCTAssertEqual(frame.className, "android.widget.FrameLayout")
        XCTAssertEqual(frame.mark, Mark(line: 4, column: 18), "the leading 'Running on' line still counts")
        let close = frame.children[0]
        XCTAssertEqual(close.string(.resourceId), "com.shop:id/close")
        XCTAssertNil(close[.contentDescription], "empty text means none")
        XCTAssertEqual(close[.clickable]?.valueMark, Mark(line: 15, column: 23))
        XCTAssertEqual(close.rect, Rect(x: 0, y: 0, width: 96, height: 96))
        XCTAssertEqual(frame.children[1].bool(.checkable), true, "a checked view is checkable")
        let model = ScreenModel(screen: screen)
        XCTAssertEqual(model.stops.map(\.announcement.utterance),
                       ["unlabelled, button", "checked, Gift wrap, check box"])
        let findings = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/").check(screen)
        XCTAssertEqual(findings.map { "\($0.mark) \($0.ruleID)" }, ["10:20 control-name", "20:8 touch-target-size"])
    }

    func testIOSHierarchyTakesTheDeepestSpeakingNodeAsTheElement() throws {
        let screen = try XCTUnwrap(load(ios).screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Shop")
        let model = ScreenModel(screen: screen)
        // The container's label is made of its children's, the text repeats its
        // button's label, and the scroll indicator is no stop.
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["Add to cart", "Total, 19,98 €", "9:41"])
        let content = screen.root.children[0].children[0]
        XCTAssertEqual(content.bool(.isAccessibilityElement), false, "a container that speaks its children's words")
        let add = content.children[0]
        XCTAssertEqual(add.string(.accessibilityIdentifier), "add")
        XCTAssertEqual(add.rect, Rect(x: 20, y: 700, width: 350, height: 44))
        XCTAssertEqual(add.bool(.isAccessibilityElement), false)
        XCTAssertEqual(add.children[0].bool(.isAccessibilityElement), true, "the deepest node that speaks")
        XCTAssertEqual(content.children[2].bool(.isAccessibilityElement), false, "a scroll indicator")
        // SpringBoard's status bar comes after the app: a system window that rules do not judge.
        let clock = try XCTUnwrap(model.stops.last)
        XCTAssertEqual(model.layer(of: clock.node).kind, .system)
        XCTAssertFalse(model.isJudged(clock.node))
    }

    func testBrokenHierarchyIsAPositionedJSONError() {
        let broken = "Running on emulator\n{\n  \"attributes\" : {\n    \"class\" : \"a\" \"b\"\n  }\n}\n"
        let error = onlyError(load(broken))
        XCTAssertEqual(error?.mark.line, 4)
        guard case .jsonSyntax = error?.problem else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(error?.message.hasPrefix("JSON syntax error: ") == true, error?.message ?? "")
    }

    /// Keys are looked up by name while the JSON is read: a node with thousands of
    /// attributes loads, and a repeated one is an error at the repeat that names the first.
    func testManyAttributesLoadAndARepeatedOneIsAnError() throws {
        // Line 7 holds extra0, line 3006 extra2999.
        let extras = (0 ..< 3_000).map { ",\n      \"extra\($0)\" : \"\($0)\"" }.joined()
        let many = "{\n  \"attributes\" : { },\n  \"children\" : [ {\n    \"attributes\" : {\n"
            + "      \"class\" : \"android.widget.Button\",\n      \"text\" : \"Pay\"\(extras)\n"
            + "    },\n    \"children\" : [ ]\n  } ]\n}\n"
        let loaded = load(many)
        XCTAssertEqual(loaded.errors, [])
        XCTAssertEqual(loaded.screens.first?.root.string(.text), "Pay")

        let repeated = many.replacingOccurrences(of: "\"extra2999\"", with: "\"extra7\"")
        let error = try XCTUnwrap(onlyError(load(repeated)))
        XCTAssertEqual(error.problem, .duplicateKey("extra7", first: Mark(line: 14, column: 7)))
        XCTAssertEqual(error.mark, Mark(line: 3_006, column: 7))
    }

    func testDriverLinesAfterRunningOnAreSkippedAndStillCount() throws {
        let ios = "Running on iPhone 15 Pro - iOS 17.2 - 06A2DF8B\nNone: \n{\n  \"attributes\" : { },\n"
            + "  \"children\" : [ { \"attributes\" : { \"accessibilityText\" : \"Shop\" }, \"children\" : [ {\n"
            + "    \"attributes\" : { \"accessibilityText\" : \"Sign in\", \"bounds\" : \"[0,0][100,44]\" } } ] } ]\n}\n"
        let screen = try XCTUnwrap(load(ios).screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Shop")
        let button = screen.root.children[0].children[0]
        XCTAssertEqual(button.string(.accessibilityLabel), "Sign in")
        XCTAssertEqual(button.mark, Mark(line: 5, column: 84), "both lines before the JSON count")
        // Text that is not Maestro's after "Running on" is still not a hierarchy.
        XCTAssertEqual(load("Running on x\nsome log\nmore\nand more\nstill more\n{\"attributes\": {}}").screens, [])
    }

    /// `maestro test --debug-output` keeps, for a command that failed, the screen it failed on.
    func testCommandsLogGivesTheScreenOfEachFailedCommand() throws {
        func command(_ name: String, failedOn label: String?) -> String {
            let error = label.map { label in
                ", \"error\" : { \"message\" : \"not visible\", \"hierarchyRoot\" : { \"attributes\" : { }, "
                    + "\"children\" : [ { \"attributes\" : { \"class\" : \"android.widget.TextView\", "
                    + "\"text\" : \"\(label)\", \"bounds\" : \"[0,0][100,50]\" }, \"children\" : [ ] } ] } }"
            } ?? ""
            return "{ \"command\" : { \"\(name)\" : { } }, \"metadata\" : { \"status\" : \"\(label == nil ? "COMPLETED" : "FAILED")\"\(error) } }"
        }
        let log = "[ " + [command("launchAppCommand", failedOn: nil), command("assertConditionCommand", failedOn: "Forecast"),
                          command("tapOnElement", failedOn: "Settings")].joined(separator: ",\n") + " ]"
        let result = load(log)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.map(\.platform), [.android, .android])
        XCTAssertEqual(result.screens.map(\.documentIndex), [1, 2])
        XCTAssertEqual(result.screens.map { $0.root.string(.text) }, ["Forecast", "Settings"])
        XCTAssertEqual(result.screens[1].root.mark.line, 3)

        let passed = "[ " + command("launchAppCommand", failedOn: nil) + " ]"
        XCTAssertEqual(onlyError(load(passed))?.problem, .maestroCommandsWithoutScreen)
    }

    /// Nodes go to the builder as they are read; a node whose attributes come after its
    /// children (JSON objects are unordered) is the same node as one that lists them first.
    func testAttributesAfterChildrenGiveTheSameNodes() throws {
        let first = "{ \"attributes\" : { }, \"children\" : [ { \"attributes\" : { \"class\" : \"android.widget.LinearLayout\", "
            + "\"text\" : \"Row\" }, \"children\" : [ { \"attributes\" : { \"class\" : \"android.widget.CheckBox\", "
            + "\"checked\" : \"true\", \"bounds\" : \"[0,0][200,100]\" } } ] } ] }"
        let last = "{ \"children\" : [ { \"children\" : [ { \"attributes\" : { \"class\" : \"android.widget.CheckBox\", "
            + "\"checked\" : \"true\", \"bounds\" : \"[0,0][200,100]\" } } ], \"attributes\" : { \"class\" : "
            + "\"android.widget.LinearLayout\", \"text\" : \"Row\" } } ], \"attributes\" : { } }"
        let inOrder = try XCTUnwrap(load(first).screens.first)
        let reordered = try XCTUnwrap(load(last).screens.first)
        XCTAssertEqual(reordered.root.className, "android.widget.LinearLayout")
        XCTAssertEqual(reordered.root.string(.text), "Row")
        XCTAssertEqual(reordered.root.children.map(\.className), ["android.widget.CheckBox"])
        XCTAssertEqual(reordered.root.children.first?.bool(.checkable), true)
        XCTAssertEqual(reordered.root.properties.map(\.key), inOrder.root.properties.map(\.key))
        XCTAssertEqual(reordered.root.children.first?.properties.map(\.key), inOrder.root.children.first?.properties.map(\.key))
    }

    /// What the whole-tree reading refused is still refused while streaming: a key
    /// repeated anywhere (also in values passed over), and a second document.
    func testRepeatedKeysAnywhereAndASecondDocumentAreRefused() throws {
        let skipped = "{ \"attributes\" : { }, \"children\" : [ ],\n  \"bounds\" : { \"x\" : 1, \"x\" : 2 } }"
        let repeated = try XCTUnwrap(onlyError(load(skipped)))
        XCTAssertEqual(repeated.problem, .duplicateKey("x", first: Mark(line: 2, column: 16)))
        let node = "{ \"attributes\" : { },\n  \"attributes\" : { } }"
        XCTAssertEqual(onlyError(load(node))?.problem, .duplicateKey("attributes", first: Mark(line: 1, column: 3)))
        let two = "{ \"attributes\" : { }, \"children\" : [ ] }\n---\n{ \"attributes\" : { } }"
        let error = try XCTUnwrap(onlyError(DumpLoader().load(bytes: Array(two.utf8), path: "two.json", as: .maestro)))
        XCTAssertEqual(error.problem, .unknownJSON)
        XCTAssertEqual(error.mark, Mark(line: 1, column: 1))
    }

    /// The platform comes from a `class` key with a value anywhere in the file, read
    /// from the bytes: a quoted key inside a text, or an empty class, is no class.
    func testTheClassThatMakesATreeAndroidIsAKeyWithAValue() {
        func hasClass(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { MaestroImporter.hasClass($0) }
        }
        XCTAssertTrue(hasClass("{\"attributes\": {\"class\" : \"android.view.View\"}}"))
        XCTAssertTrue(hasClass("{\"children\": [{\"attributes\": {\"text\": \"a\", \"class\":\n\"b\"}}]}"))
        XCTAssertFalse(hasClass("{\"attributes\": {\"class\": \"\"}}"))
        XCTAssertFalse(hasClass("{\"attributes\": {\"text\": \"say \\\"class\\\": \\\"x\\\"\"}}"))
        XCTAssertFalse(hasClass("{\"attributes\": {\"text\": \"class\"}}"))
        XCTAssertFalse(hasClass("\"class\""))
    }

    func testOtherJSONIsNamedAndJSONDumpsLoad() throws {
        XCTAssertEqual(onlyError(load("{\"name\": \"app\", \"version\": \"1.0.0\"}"))?.problem, .unknownJSON)
        XCTAssertEqual(onlyError(load("[1, 2]"))?.problem, .unknownJSON)
        let dump = try XCTUnwrap(load("{\"platform\": \"ios\", \"root\": {\"class\": \"UIWindow\"}}").screens.first)
        XCTAssertEqual(dump.root.className, "UIWindow")
    }

    func testDirectoryWalksSkipOtherXMLAndJSONButNamedFilesAreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["hierarchy.json": android, "package.json": "{\"name\": \"app\"}",
                     "layout.xml": "<LinearLayout/>", "broken.json": "{\"attributes\": {"]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let linter = Linter(configuration: .everyRule(directory: folder.path), workingDirectory: folder.path)
        let walked = linter.lint(InputCollector().collect([folder.path]).inputs)
        XCTAssertEqual(walked.files.map { ($0.path as NSString).lastPathComponent }, ["broken.json", "hierarchy.json"])
        XCTAssertEqual(walked.skipped.map { ($0 as NSString).lastPathComponent }, ["layout.xml", "package.json"])
        let named = linter.lint(InputCollector().collect([folder.appendingPathComponent("layout.xml").path]).inputs)
        XCTAssertEqual(named.errors.map(\.problem), [.unknownXML(root: "LinearLayout")])
    }
}
