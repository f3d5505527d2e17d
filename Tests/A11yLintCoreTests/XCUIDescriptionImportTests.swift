@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// What XCUITests print with `print(app.debugDescription)`, alone or inside an
/// `xcodebuild test` log. The fixtures are made up for these tests.
final class XCUIDescriptionImportTests: XCTestCase {
    /// A log with a test's output before and after one description. Lines 5 to 12 are the tree.
    let log = """
        Test Suite 'BasketUITests' started at 2025-03-04 09:10:11.000
            t =     1.50s Tap "Checkout" Button
        DEBUG: tree Optional(Attributes: Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
        Element subtree:
         →Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
            Window (Main), 0x600000b2, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600000c3, {{0.0, 0.0}, {390.0, 844.0}}
                StaticText, 0x600000d4, {{16.0, 60.0}, {200.0, 24.0}}, label: 'Basket, 2 items'
                Button, 0x600000e5, {{16.0, 100.0}, {120.0, 44.0}}, identifier: 'keep', label: 'Don't remove', Selected
                Switch, 0x600000f6, {{300.0, 160.0}, {51.0, 31.0}}, label: 'Gift wrap', value: 1
                TextField, 0x60000107, {{16.0, 220.0}, {358.0, 40.0}}, identifier: 'email', placeholderValue: 'Email', value: ann@example.org, Disabled
              Image, 0x60000118, {{0.0, 800.0}, {390.0, 44.0}}, identifier: 'stripe'
        Path to element:
         →Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
        Query chain:
         →Find: Target Application 'org.example.corner'
          Output: {
            Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
          }
        )
        Test Case '-[BasketUITests testCheckout]' passed (2.345 seconds).
        """

    private func load(_ text: String, limits: LoadLimits = LoadLimits()) -> LoadResult {
        DumpLoader(limits: limits).load(bytes: Array(text.utf8), path: "ui-test.log")
    }

    private func sniff(_ text: String) -> DumpFormat {
        Array(text.utf8).withUnsafeBufferPointer(DumpFormat.sniff)
    }

    func testEveryAttributeAndFlagMapsOntoTheIOSModel() throws {
        let result = load(log)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.count, 1)
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Corner Shop", "the application's label names the app")
        XCTAssertEqual(screen.documentIndex, 1)

        let app = screen.root
        XCTAssertEqual(app.className, "XCUIElementTypeApplication")
        let window = try XCTUnwrap(app.children.first)
        XCTAssertEqual(window.className, "XCUIElementTypeWindow", "the qualifier in brackets is dropped")
        XCTAssertEqual(window.rect, Rect(x: 0, y: 0, width: 390, height: 844))
        let content = window.children[0]
        let (text, button, toggle, field) = (content.children[0], content.children[1], content.children[2], content.children[3])

        XCTAssertEqual(text.className, "XCUIElementTypeStaticText")
        XCTAssertEqual(text.string(.accessibilityLabel), "Basket, 2 items", "a comma inside quotes stays in the label")
        XCTAssertEqual(text.rect, Rect(x: 16, y: 60, width: 200, height: 24))

        XCTAssertEqual(button.string(.accessibilityLabel), "Don't remove", "an apostrophe inside quotes stays too")
        XCTAssertEqual(button.string(.accessibilityIdentifier), "keep")
        XCTAssertEqual(button.bool(.isSelected), true)
        XCTAssertNil(button[.isEnabled], "no Disabled flag: enabled, which the screen records")

        XCTAssertEqual(toggle.className, "XCUIElementTypeSwitch")
        XCTAssertEqual(toggle.string(.accessibilityLabel), "Gift wrap")
        XCTAssertEqual(toggle.string(.accessibilityValue), "1")

        XCTAssertEqual(field.string(.accessibilityIdentifier), "email")
        XCTAssertEqual(field.string(.placeholder), "Email")
        XCTAssertEqual(field.string(.accessibilityValue), "ann@example.org", "a bare value runs up to the next attribute")
        XCTAssertEqual(field.bool(.isEnabled), false)
        XCTAssertNil(field[.isSelected])

        XCTAssertTrue(screen.records(.isEnabled))
        XCTAssertTrue(screen.records(.isSelected))
        XCTAssertFalse(screen.records(.isAccessibilityElement), "the description does not say which nodes are elements")
        XCTAssertFalse(screen.records(.accessibilityTraits))
        XCTAssertFalse(screen.records(.accessibilityHint))
    }

    func testIndentationNestsAndTheBlockEndsAtTheFirstOtherLine() throws {
        let screen = try XCTUnwrap(load(log).screens.first)
        let window = screen.root.children
        XCTAssertEqual(window.count, 1, "'Path to element:' and what follows are not part of the tree")
        XCTAssertEqual(window[0].children.map(\.className), ["XCUIElementTypeOther", "XCUIElementTypeImage"],
                       "the image, back at the Other's indentation, is the Other's sibling")
        XCTAssertEqual(window[0].children[0].children.count, 4)
        XCTAssertEqual(window[0].children[1].children.count, 0)

        // Any indentation step works: here four and then three spaces per level, and a dedent in between.
        let wide = """
            Element subtree:
            Application, 0x1, pid: 2, label: 'Wide'
                Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                   Button, 0x3, {{0.0, 0.0}, {5.0, 5.0}}, label: 'A'
                      StaticText, 0x4, {{0.0, 0.0}, {5.0, 5.0}}, label: 'A'
                   Button, 0x5, {{5.0, 0.0}, {5.0, 5.0}}, label: 'B'
                Window, 0x6, {{0.0, 0.0}, {10.0, 10.0}}
            """
        let root = try XCTUnwrap(load(wide).screens.first?.root)
        XCTAssertEqual(root.children.count, 2)
        XCTAssertEqual(root.children[0].children.map { $0.string(.accessibilityLabel) }, ["A", "B"])
        XCTAssertEqual(root.children[0].children[0].children.count, 1)
        XCTAssertEqual(root.children[1].children.count, 0)
    }

    func testNodesAndAttributesKeepExactPositions() throws {
        let screen = try XCTUnwrap(load(log).screens.first)
        // A node stands at its type name, after the indentation and the arrow (which is one character).
        XCTAssertEqual(screen.root.mark, Mark(line: 5, column: 3))
        XCTAssertEqual(screen.mark, Mark(line: 5, column: 3))
        let window = screen.root.children[0]
        XCTAssertEqual(window.mark, Mark(line: 6, column: 5))
        let content = window.children[0]
        let (text, button, field) = (content.children[0], content.children[1], content.children[3])
        XCTAssertEqual(text.mark, Mark(line: 8, column: 9))
        // An attribute stands where its value starts: inside the quotes, at the frame's braces, at a flag.
        XCTAssertEqual(text[.accessibilityLabel]?.valueMark, Mark(line: 8, column: 72))
        XCTAssertEqual(text[.frame]?.valueMark, Mark(line: 8, column: 33))
        XCTAssertEqual(button[.accessibilityIdentifier]?.valueMark, Mark(line: 9, column: 74))
        XCTAssertEqual(button[.accessibilityLabel]?.valueMark, Mark(line: 9, column: 89))
        XCTAssertEqual(button[.isSelected]?.valueMark, Mark(line: 9, column: 104))
        XCTAssertEqual(field[.accessibilityValue]?.valueMark, Mark(line: 11, column: 119))
        XCTAssertEqual(field[.isEnabled]?.valueMark, Mark(line: 11, column: 136))
        XCTAssertEqual(window.children[1].mark, Mark(line: 12, column: 7))
    }

    func testStopsComeFromTheElementTypes() throws {
        let model = ScreenModel(screen: try XCTUnwrap(load(log).screens.first))
        // Texts, buttons, switches and fields are elements; the image and the plain views are not.
        XCTAssertEqual(model.stops.map(\.node.dumped.className), [
            "XCUIElementTypeStaticText", "XCUIElementTypeButton", "XCUIElementTypeSwitch", "XCUIElementTypeTextField",
        ])
        let button = model.stops[1]
        XCTAssertEqual(button.announcement.name, "Don't remove")
        XCTAssertTrue(button.announcement.states.contains("selected"))
        XCTAssertTrue(model.stops[3].announcement.states.contains("dimmed"))
    }

    func testEachDescriptionInALogIsAScreen() throws {
        let twice = """
            Attributes: Application, 0x1, pid: 7, label: 'Diary'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Diary'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x3, {{0.0, 0.0}, {44.0, 44.0}}, label: 'New entry'
            Path to element:
             →Application, 0x1, pid: 7, label: 'Diary'
                t =     3.00s Tap "New entry" Button
            Attributes: Application, 0x1, pid: 7, label: 'Diary'
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Diary'
                Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  TextField, 0x4, {{0.0, 0.0}, {390.0, 44.0}}, placeholderValue: 'Title'
                  Button, 0x5, {{0.0, 50.0}, {44.0, 44.0}}, label: 'Save', Disabled
            """
        let result = load(twice)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screens.map(\.documentIndex), [1, 2])
        XCTAssertEqual(result.screens.map(\.app), ["Diary", "Diary"])
        XCTAssertEqual(result.screens.map(\.root.mark), [Mark(line: 3, column: 3), Mark(line: 11, column: 3)])
        XCTAssertEqual(result.screens[0].root.children[0].children.map { $0.string(.accessibilityLabel) }, ["New entry"])
        XCTAssertEqual(result.screens[1].root.children[0].children.map(\.className),
                       ["XCUIElementTypeTextField", "XCUIElementTypeButton"])
        let linted = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
            .lint(Input(path: "ui-test.log", source: .bytes(Array(twice.utf8))))
        XCTAssertEqual(linted.screenCount, 2)
    }

    /// A label with a line break, newer Xcode lines without an address, and keys and flags
    /// a11ylint does not use.
    func testLineBreaksAndNewerLineShapes() throws {
        let text = """
            Element subtree:
             →Application, pid: 9, label: 'Notes'
                StaticText, {{0.0, 0.0}, {200.0, 40.0}}, label: 'First line
            and the second', hitPoint: {100.0, 20.0}
                TextField, {{0.0, 50.0}, {200.0, 40.0}}, placeholderValue: 'Title, short', value: Monday, 9:30, Keyboard Focused, hitPoint: {100.0, 70.0}
                Button, {{0.0, 100.0}, {200.0, 40.0}}, label: 'It's done', Focused, Selected
            """
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let children = try XCTUnwrap(result.screens.first?.root.children)
        XCTAssertEqual(children.count, 3)
        XCTAssertEqual(children[0].string(.accessibilityLabel), "First line\nand the second")
        XCTAssertEqual(children[0].rect, Rect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertEqual(children[1].string(.placeholder), "Title, short")
        XCTAssertEqual(children[1].string(.accessibilityValue), "Monday, 9:30", "a bare value may hold ', '")
        XCTAssertEqual(children[1][.accessibilityValue]?.valueMark, Mark(line: 5, column: 87))
        XCTAssertEqual(children[2].string(.accessibilityLabel), "It's done")
        XCTAssertEqual(children[2].bool(.isSelected), true)
        XCTAssertEqual(children[2].mark, Mark(line: 6, column: 5))
    }

    /// Logs saved on Windows end lines with CR LF; a file may start with a byte-order mark.
    func testCarriageReturnsAndAByteOrderMark() throws {
        let text = "\u{FEFF}Element subtree:\r\n →Application, 0x1, pid: 2, label: 'Shop'\r\n"
            + "    Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Pay'\r\n"
            + "    Switch, 0x3, {{0.0, 50.0}, {51.0, 31.0}}, value: 1\r\nPath to element:\r\n"
        XCTAssertEqual(sniff(text), .xcuiDescription)
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let children = try XCTUnwrap(result.screens.first?.root.children)
        XCTAssertEqual(children.map { $0.string(.accessibilityLabel) }, ["Pay", nil])
        XCTAssertEqual(children[1].string(.accessibilityValue), "1")
        XCTAssertEqual(children[0].mark, Mark(line: 3, column: 5))
    }

    func testMalformedLinesAreErrorsWithTheirPosition() {
        let frame = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Button, 0x2, {{0.0, 0.0}, {44.0}}, label: 'Pay'
            """
        let error = onlyError(load(frame))
        XCTAssertEqual(error?.problem, .xcuiSyntax(.badFrame))
        XCTAssertEqual(error?.mark, Mark(line: 3, column: 18))
        XCTAssertEqual(error?.description, "ui-test.log:3:18: error: XCUITest element line: "
                       + "a frame must read {{x, y}, {width, height}}, with four numbers")

        let quote = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Pay, Selected
                Button, 0x3, {{0.0, 50.0}, {44.0, 44.0}}, label: 'Back'
            """
        XCTAssertEqual(onlyError(load(quote)).map { "\($0.mark) \($0.problem)" },
                       "\(Mark(line: 3, column: 53)) \(InputProblem.xcuiSyntax(.unclosedQuote))")

        let junk = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}} label: 'Pay'
            """
        XCTAssertEqual(onlyError(load(junk)).map { "\($0.mark) \($0.problem)" },
                       "\(Mark(line: 3, column: 44)) \(InputProblem.xcuiSyntax(.missingSeparator))")

        let noTree = "Attributes: Application, 0x1, pid: 2, label: 'Shop'\nElement subtree:\nnothing here\n"
        XCTAssertEqual(onlyError(load(noTree)).map { "\($0.mark) \($0.problem)" },
                       "\(Mark(line: 3, column: 1)) \(InputProblem.xcuiNoElementLine)")

        let noSubtree = "Attributes: Application, 0x1, pid: 2, label: 'Shop'\nPath to element:\n"
        XCTAssertEqual(onlyError(load(noSubtree)).map { "\($0.mark) \($0.problem)" },
                       "\(Mark(line: 1, column: 1)) \(InputProblem.xcuiNoSubtree)")
    }

    func testScreensBeforeABrokenDescriptionAreKept() {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
            Path to element:
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
                Button, 0x2, {{0.0, 0.0}, {x, 44.0}}
            """
        let result = load(text)
        XCTAssertEqual(result.screens.count, 1)
        XCTAssertEqual(result.errors.map(\.mark), [Mark(line: 6, column: 18)])
    }

    func testLimitsOnNodesAndDepthHold() {
        let text = """
            Element subtree:
            Application, 0x1, pid: 2, label: 'Shop'
              Window, 0x2, {{0.0, 0.0}, {10.0, 10.0}}
                Other, 0x3, {{0.0, 0.0}, {10.0, 10.0}}
                  Button, 0x4, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Pay'
            """
        XCTAssertEqual(load(text, limits: LoadLimits(maxNodes: 4)).errors, [])
        let nodes = onlyError(load(text, limits: LoadLimits(maxNodes: 3)))
        XCTAssertEqual(nodes?.problem, .tooManyNodes(3))
        XCTAssertEqual(nodes?.mark, Mark(line: 5, column: 7))
        let depth = onlyError(load(text, limits: LoadLimits(maxDepth: 3)))
        XCTAssertEqual(depth?.problem, .nestingTooDeep(3))
        XCTAssertEqual(depth?.mark, Mark(line: 5, column: 7))
    }

    func testDetectionFindsDescriptionsAndLeavesDumpsAlone() {
        XCTAssertEqual(sniff(log), .xcuiDescription)
        XCTAssertEqual(sniff("Attributes: Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, label: 'Pay'\n"), .xcuiDescription)
        // Our dump, with the marker and an element line inside a quoted label.
        let dump = """
            platform: ios
            root:
              class: UILabel
              accessibilityLabel: "Copied from a log:

            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'"
            """
        XCTAssertEqual(sniff(dump), .yaml)
        let loaded = load(dump)
        XCTAssertEqual(loaded.errors, [])
        XCTAssertEqual(loaded.screens.first?.root.className, "UILabel")
        // The marker must start its line, and an element line must follow it.
        XCTAssertEqual(sniff("notes: |\n  Element subtree:\n   →Application, 0x1, pid: 2\n"), .yaml)
        XCTAssertEqual(sniff("notes: x\nElement subtree:\nplatform: ios\n"), .yaml)
        XCTAssertEqual(sniff("notes: x\nElement subtree: and more\n Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n"), .yaml)
        XCTAssertEqual(sniff("<hierarchy>\nElement subtree:\n Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n</hierarchy>"), .xml)
    }

    func testConvertedDescriptionLintsTheSame() throws {
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        let imported = linter.load(Input(path: "ui-test.log", source: .bytes(Array(log.utf8))))
        let yaml = try DumpWriter().yaml(for: imported.screens)
        let converted = Input(path: "converted.yml", source: .bytes(Array(yaml.utf8)))
        let stops = { (screens: [Screen]) in
            screens.flatMap { ScreenModel(screen: $0).stops.map(\.announcement.utterance) }
        }
        XCTAssertEqual(stops(linter.load(converted).screens), stops(imported.screens))
        XCTAssertEqual(stops(imported.screens).count, 4)
    }
}
