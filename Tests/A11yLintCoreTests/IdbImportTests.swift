@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// `idb ui describe-all` JSON, flat and `--nested`, as idb's default backend prints it
/// (Foundation's pretty printing: `"key" : value`, keys in no fixed order, `\/` for `/`).
final class IdbImportTests: XCTestCase {
    /// A basket screen, flat: the application first, then every element after it.
    let flat = """
        [
          {
            "AXFrame" : "{{0, 0}, {390, 844}}",
            "AXUniqueId" : null,
            "frame" : {
              "y" : 0,
              "x" : 0,
              "width" : 390,
              "height" : 844
            },
            "role_description" : "application",
            "AXLabel" : "Corner Shop",
            "content_required" : false,
            "type" : "Application",
            "title" : null,
            "help" : null,
            "custom_actions" : [

            ],
            "AXValue" : null,
            "enabled" : true,
            "role" : "AXApplication",
            "subrole" : null,
            "pid" : 4711,
            "traits" : [
              "None"
            ]
          },
          {
            "AXFrame" : "{{16, 60}, {200, 34}}",
            "AXUniqueId" : "basket-title",
            "frame" : {
              "y" : 60,
              "x" : 16,
              "width" : 200,
              "height" : 34
            },
            "role_description" : "heading",
            "AXLabel" : "Basket 1\\/3",
            "content_required" : false,
            "type" : "Heading",
            "help" : null,
            "custom_actions" : [

            ],
            "AXValue" : null,
            "enabled" : true,
            "role" : "AXHeading",
            "traits" : [
              "StaticText",
              "Header"
            ]
          },
          {
            "AXFrame" : "{{16, 120}, {358, 52}}",
            "frame" : {
              "y" : 120,
              "x" : 16,
              "width" : 358,
              "height" : 52
            },
            "role_description" : "switch",
            "AXLabel" : "Gift wrap",
            "type" : "CheckBox",
            "help" : "Wraps every item in paper",
            "custom_actions" : [

            ],
            "AXValue" : "1",
            "enabled" : true,
            "role" : "AXCheckBox",
            "subrole" : "AXSwitch",
            "traits" : [
              "Button",
              "Toggle"
            ]
          },
          {
            "AXFrame" : "{{330, 200}, {24, 24}}",
            "AXUniqueId" : "remove",
            "frame" : {
              "y" : 200,
              "x" : 330,
              "width" : 24,
              "height" : 24
            },
            "role_description" : "button",
            "AXLabel" : null,
            "type" : "Button",
            "custom_actions" : [
              "Move to wish list",
              "Share"
            ],
            "AXValue" : null,
            "enabled" : false,
            "role" : "AXButton",
            "traits" : [
              "Button",
              "NotEnabled",
              "Unknown"
            ]
          },
          {
            "AXFrame" : "{{0, 780}, {390, 64}}",
            "frame" : {
              "y" : 780,
              "x" : 0,
              "width" : 390,
              "height" : 64
            },
            "role_description" : "group",
            "AXLabel" : "Tab Bar",
            "type" : "Group",
            "enabled" : true,
            "role" : "AXGroup",
            "traits" : [
              "TabBar"
            ]
          }
        ]
        """

    /// A search screen, nested, with keys in the orders Foundation gives them:
    /// `children` before the other keys on the navigation bar, after them elsewhere.
    let nested = """
        [
          {
            "AXFrame" : "{{0, 0}, {390, 844}}",
            "frame" : { "y" : 0, "x" : 0, "width" : 390, "height" : 844 },
            "AXLabel" : "Corner Shop",
            "type" : "Application",
            "enabled" : true,
            "role" : "AXApplication",
            "children" : [
              {
                "children" : [
                  {
                    "AXLabel" : "Back",
                    "type" : "Button",
                    "frame" : { "y" : 50, "x" : 8, "width" : 44, "height" : 44 },
                    "traits" : [ "Button" ],
                    "children" : [ ]
                  },
                  {
                    "AXLabel" : "Search",
                    "type" : "TextField",
                    "subrole" : "AXSearchField",
                    "AXValue" : "red shoes",
                    "frame" : { "y" : 50, "x" : 60, "width" : 300, "height" : 44 },
                    "traits" : [ "SearchField" ],
                    "children" : [ ]
                  }
                ],
                "role_description" : "Nav bar",
                "AXUniqueId" : "shop-nav",
                "type" : "Group",
                "frame" : { "y" : 44, "x" : 0, "width" : 390, "height" : 56 },
                "subrole" : null
              },
              {
                "type" : "Image",
                "AXLabel" : null,
                "frame" : { "y" : 120, "x" : 16, "width" : 64, "height" : 64 },
                "traits" : [ "Image" ],
                "children" : [ ]
              }
            ],
            "subrole" : null
          }
        ]
        """

    func testFlatListMapsOntoTheVoiceOverModel() throws {
        let result = load(flat)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.problems, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Corner Shop", "the application's label names the app")
        let app = screen.root
        XCTAssertEqual(app.className, "XCUIElementTypeApplication")
        XCTAssertEqual(app.mark, Mark(line: 2, column: 3))
        XCTAssertEqual(app.bool(.isAccessibilityElement), false)
        XCTAssertEqual(app.children.map(\.className), ["XCUIElementTypeStaticText", "XCUIElementTypeSwitch",
                                                       "XCUIElementTypeButton", "XCUIElementTypeOther"],
                       "the flat list's elements are the application's children, in order")

        let heading = app.children[0]
        XCTAssertEqual(heading.mark, Mark(line: 29, column: 3))
        XCTAssertEqual(heading.string(.accessibilityLabel), "Basket 1/3", "JSON's \\/ is a slash")
        XCTAssertEqual(heading[.accessibilityLabel]?.valueMark, Mark(line: 39, column: 17))
        XCTAssertEqual(heading.string(.accessibilityIdentifier), "basket-title")
        XCTAssertEqual(heading.strings(.accessibilityTraits), ["staticText", "header"])
        XCTAssertEqual(heading.string(.text), "Basket 1/3",
                       "a static text shows its label, as WebDriverAgent's copy in `value` says")
        XCTAssertNil(app.children[2][.text], "only static texts show their label as text")
        XCTAssertEqual(heading.rect, Rect(x: 16, y: 60, width: 200, height: 34))
        XCTAssertEqual(heading[.frame]?.valueMark, Mark(line: 34, column: 13), "the frame object's x")

        let gift = app.children[1]
        XCTAssertEqual(gift.string(.accessibilityHint), "Wraps every item in paper")
        XCTAssertEqual(gift.string(.accessibilityValue), "1")
        XCTAssertEqual(gift.strings(.accessibilityTraits), ["button", "toggleButton"], "idb's private Toggle name")
        XCTAssertEqual(gift.bool(.isEnabled), true)

        let remove = app.children[2]
        XCTAssertNil(remove[.accessibilityLabel], "null is no label")
        XCTAssertEqual(remove.strings(.accessibilityCustomActions), ["Move to wish list", "Share"])
        XCTAssertEqual(remove[.accessibilityCustomActions]?.valueMark, Mark(line: 90, column: 24))
        XCTAssertEqual(remove.bool(.isEnabled), false)
        XCTAssertEqual(remove.strings(.accessibilityTraits), ["button", "notEnabled"], "Unknown is passed over")
        XCTAssertEqual(app.children.map { $0.bool(.isAccessibilityElement) }, [true, true, true, false],
                       "a group is a container, never a stop")

        let model = ScreenModel(screen: screen)
        XCTAssertEqual(model.stops.map(\.announcement.utterance),
                       ["Basket 1/3, heading", "Gift wrap, on, switch button", "button, dimmed"])
        let findings = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/").check(screen)
        XCTAssertEqual(positions(findings), ["78:3 control-name"])
    }

    func testNestedTreeKeepsItsShapeWhateverTheKeyOrder() throws {
        let result = load(nested)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.app, "Corner Shop")
        let navigation = screen.root.children[0]
        XCTAssertEqual(navigation.className, "XCUIElementTypeOther")
        XCTAssertEqual(navigation.mark, Mark(line: 10, column: 7))
        XCTAssertEqual(navigation.string(.accessibilityIdentifier), "shop-nav", "keys after children are read too")
        XCTAssertEqual(navigation.rect, Rect(x: 0, y: 44, width: 390, height: 56))
        XCTAssertEqual(navigation.children.map(\.className), ["XCUIElementTypeButton", "XCUIElementTypeSearchField"])
        XCTAssertEqual(navigation.children[1].mark, Mark(line: 19, column: 11))
        XCTAssertEqual(navigation.children[1].string(.accessibilityValue), "red shoes")
        XCTAssertEqual(navigation.bool(.isAccessibilityElement), false, "it holds elements")
        XCTAssertEqual(navigation.children.map { $0.bool(.isAccessibilityElement) }, [true, true])

        let model = ScreenModel(screen: screen)
        XCTAssertEqual(model.stops.map(\.announcement.utterance),
                       ["Back, button", "Search, red shoes, search field", "image"])
        let findings = Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/").check(screen)
        XCTAssertEqual(positions(findings), ["35:7 image-name"])
    }

    /// `describe-point` prints one element, not a list.
    func testOneElementIsTheRoot() throws {
        let point = """
            {"type" : "Button", "AXLabel" : "Pay", "AXFrame" : "{{20, 700}, {350, 44}}", "enabled" : true}
            """
        let screen = try XCTUnwrap(load(point).screens.first)
        XCTAssertEqual(screen.root.className, "XCUIElementTypeButton")
        XCTAssertEqual(screen.root.rect, Rect(x: 20, y: 700, width: 350, height: 44), "AXFrame without a frame object")
        XCTAssertEqual(screen.root.bool(.isAccessibilityElement), true)
        XCTAssertNil(screen.app)
    }

    /// A list that does not start with the application (idb's `--filter`, `--match`), or
    /// several nested trees, are held by a parent of their own, at the list's `[`.
    func testListsWithoutOneApplicationGetAParent() throws {
        let matched = """
            [
              {"type" : "Button", "AXLabel" : "Pay"},
              {"type" : "Button", "AXLabel" : "Cancel"}
            ]
            """
        let root = try XCTUnwrap(load(matched).screens.first?.root)
        XCTAssertEqual(root.className, "XCUIElementTypeOther")
        XCTAssertEqual(root.mark, Mark(line: 1, column: 1))
        XCTAssertEqual(root.bool(.isAccessibilityElement), false)
        XCTAssertEqual(root.children.compactMap { $0.string(.accessibilityLabel) }, ["Pay", "Cancel"])

        let trees = """
            [
              {"type" : "Application", "AXLabel" : "Shop", "children" : [ {"type" : "Button", "AXLabel" : "Pay"} ]},
              {"type" : "Application", "AXLabel" : "Wallet", "children" : [ ]}
            ]
            """
        let held = try XCTUnwrap(load(trees).screens.first?.root)
        XCTAssertEqual(held.className, "XCUIElementTypeOther")
        XCTAssertEqual(held.children.map(\.className), ["XCUIElementTypeApplication", "XCUIElementTypeApplication"])
        XCTAssertEqual(held.children[0].children.first?.string(.accessibilityLabel), "Pay")
    }

    func testTypesAndSubrolesGiveXCUITestClasses() throws {
        let elements = [
            ("\"type\" : \"CheckBox\", \"subrole\" : \"AXSwitch\"", "XCUIElementTypeSwitch"),
            ("\"type\" : \"CheckBox\"", "XCUIElementTypeCheckBox"),
            ("\"type\" : \"TextField\", \"subrole\" : \"AXSecureTextField\"", "XCUIElementTypeSecureTextField"),
            ("\"type\" : \"Heading\"", "XCUIElementTypeStaticText"),
            ("\"type\" : \"TextArea\"", "XCUIElementTypeTextView"),
            ("\"type\" : \"Incrementor\"", "XCUIElementTypeStepper"),
            ("\"type\" : \"Group\"", "XCUIElementTypeOther"),
            ("\"role\" : \"AXLink\"", "XCUIElementTypeLink"),
            ("\"type\" : \"PageIndicator\"", "XCUIElementTypePageIndicator"),
            ("\"AXLabel\" : \"Untyped\"", "XCUIElementTypeAny"),
        ]
        let list = "[{\"type\" : \"Application\"}, " + elements.map { "{\($0.0)}" }.joined(separator: ", ") + "]"
        let root = try XCTUnwrap(load(list).screens.first?.root)
        XCTAssertEqual(root.children.map(\.className), elements.map(\.1))
        XCTAssertEqual(root.children.map { $0.bool(.isAccessibilityElement) },
                       [true, true, true, true, true, true, false, true, true, true])
    }

    /// `null` is no value; the text "null" is a label. JSON numbers are read as the file spells them.
    func testNullIsNoValueButQuotedNullIsText() throws {
        let list = """
            [{"type" : "Application"},
             {"type" : "StaticText", "AXLabel" : "null"},
             {"type" : "Slider", "AXLabel" : "Volume", "AXValue" : 0.5, "traits" : null}]
            """
        let result = load(list)
        let root = try XCTUnwrap(result.screens.first?.root)
        XCTAssertEqual(root.children[0].string(.accessibilityLabel), "null")
        XCTAssertEqual(root.children[1].string(.accessibilityValue), "0.5")
        XCTAssertFalse(result.screens[0].records(.accessibilityTraits), "traits: null records no traits")
    }

    /// What idb never writes must not read as false: selection and switch states come
    /// only through traits and values, so their keys are not recorded.
    func testKeysIdbCannotRecordStayUnrecorded() throws {
        let screen = try XCTUnwrap(load(flat).screens.first)
        XCTAssertTrue(screen.records(.accessibilityTraits))
        XCTAssertTrue(screen.records(.isAccessibilityElement))
        XCTAssertTrue(screen.records(.accessibilityHint))
        XCTAssertTrue(screen.records(.accessibilityCustomActions))
        for key: DumpKey in [.isSelected, .isOn, .isHidden, .accessibilityElementsHidden, .accessibilityViewIsModal,
                             .title, .accessoryType] {
            XCTAssertFalse(screen.records(key), "\(key)")
        }
    }

    /// idb writes an edge JSON cannot hold as `null`; `AXFrame` then gives the frame.
    func testNullEdgeLeavesTheFrameToAXFrame() throws {
        let list = """
            [{"type" : "Application"},
             {"type" : "Button", "AXLabel" : "Pay", "frame" : {"x" : null, "y" : 0, "width" : 10, "height" : 10},
              "AXFrame" : "{{5, 0}, {10, 10}}"}]
            """
        let button = try XCTUnwrap(load(list).screens.first?.root.children.first)
        XCTAssertEqual(button.rect, Rect(x: 5, y: 0, width: 10, height: 10))
        XCTAssertEqual(button[.frame]?.valueMark, Mark(line: 3, column: 15))
    }

    func testFrameOutsideTheLimitIsAProblemAtItsValue() throws {
        let list = """
            [{"type" : "Application"},
             {"type" : "Button", "AXLabel" : "Far", "AXFrame" : "{{0, 0}, {1e400, 44}}"}]
            """
        let result = load(list)
        let button = try XCTUnwrap(result.screens.first?.root.children.first)
        XCTAssertNil(button.rect)
        XCTAssertEqual(result.problems.map { "\($0.mark) \($0.problem.message)" },
                       ["2:53 Invalid value for 'frame': expected a rectangle whose edges lie within ±10000000, "
                        + "found '{{0, 0}, {1e400, 44}}'"])
    }

    func testBrokenOutputIsAPositionedError() throws {
        // Cut inside the second element's "StaticText" trait.
        let truncated = String(flat.prefix(while: { $0 != "T" }))
        let cut = try XCTUnwrap(onlyError(DumpLoader().load(bytes: Array(truncated.utf8), path: "ui.json")))
        XCTAssertEqual(cut.description, "ui.json:50:14: error: JSON syntax error: found unexpected end of stream")

        let number = try XCTUnwrap(onlyError(load("[{\"AXLabel\" : \"Pay\", \"type\" : \"Button\"},\n 42]")))
        XCTAssertEqual(number.mark, Mark(line: 2, column: 2))
        XCTAssertEqual(number.problem, .idbElementNotAnObject(found: "the number 42"))
        XCTAssertEqual(number.message, "an element of idb's 'ui describe-all' output must be an object "
                       + "(with 'AXLabel', 'AXFrame', 'type', …), found the number 42")

        let children = try XCTUnwrap(onlyError(load("{\"AXLabel\" : \"Shop\", \"children\" : {\"AXLabel\" : \"Pay\"}}")))
        XCTAssertEqual(children.mark, Mark(line: 1, column: 35))
        XCTAssertEqual(children.problem, .idbChildrenNotAList(found: "an object"))

        // Newer idb's `--format complete` names keys otherwise (`label`, `identifier`): not read as elements.
        let complete = "{\n  \"backend\" : \"ax\",\n  \"truncated\" : false,\n  \"elements\" : [ {\"label\" : \"Shop\", "
            + "\"role_description\" : \"application\", \"children\" : [ ]} ]\n}"
        let document = try XCTUnwrap(onlyError(load(complete)))
        XCTAssertEqual(document.problem, .idbCompleteDocument)
        XCTAssertEqual(document.mark, Mark(line: 1, column: 1))

        let empty = try XCTUnwrap(onlyError(DumpLoader().load(bytes: Array("[]".utf8), path: "ui.json", as: .idb)))
        XCTAssertEqual(empty.problem, .idbNoElements)
        XCTAssertEqual(empty.mark, Mark(line: 1, column: 1))

        // Other JSON read as idb because the caller said so: idb gives every element a type.
        let other = try XCTUnwrap(onlyError(DumpLoader().load(bytes: Array("{\"name\": \"shop\"}".utf8), path: "package.json", as: .idb)))
        XCTAssertEqual(other.problem, .idbNoType)
        let list = "[\n  {\"label\": \"Shop\"}\n]"
        let untyped = try XCTUnwrap(onlyError(DumpLoader().load(bytes: Array(list.utf8), path: "other.json", as: .idb)))
        XCTAssertEqual(untyped.problem, .idbNoType)
        XCTAssertEqual(untyped.mark, Mark(line: 2, column: 3))
    }

    /// An element opened when its children start is made again from the keys that
    /// follow them: a problem of a key read before is reported once, not twice.
    func testKeysAfterChildrenReplaceTheFirstReadingsProblems() throws {
        let text = "[{\"type\" : \"Application\", \"AXLabel\" : \"Shop\", \"children\" : [\n"
            + "  {\"frame\" : {\"x\" : 0, \"y\" : 0, \"width\" : 1e12, \"height\" : 10},\n"
            + "   \"children\" : [{\"type\" : \"Button\", \"AXLabel\" : \"Pay\", \"AXFrame\" : \"{{0, 0}, {10, 10}}\"}],\n"
            + "   \"type\" : \"Table\", \"AXLabel\" : \"Basket\"}]}]"
        let result = load(text)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.app, "Shop")
        let group = try XCTUnwrap(screen.root.children.first)
        XCTAssertEqual(group.className, "XCUIElementTypeTable")
        XCTAssertEqual(group.string(.accessibilityLabel), "Basket")
        XCTAssertEqual(group.children.map(\.className), ["XCUIElementTypeButton"])
        XCTAssertEqual(result.problems.map(\.mark), [Mark(line: 2, column: 21)], "the frame's problem, once")
    }

    func testLimitsHoldForIdbOutput() throws {
        let many = "[" + (0 ..< 10).map { "\n{\"type\" : \"Button\", \"AXLabel\" : \"Item \($0)\"}" }
            .joined(separator: ",") + "]"
        let nodes = try XCTUnwrap(onlyError(load(many, limits: LoadLimits(maxNodes: 5))))
        XCTAssertEqual(nodes.problem, .tooManyNodes(5))
        // The parent made for the list is a node of the screen too: the fifth element is the sixth node.
        XCTAssertEqual(nodes.mark, Mark(line: 6, column: 1), "at the fifth element")

        let keys = "[{\"AXLabel\" : \"Pay\", " + (1 ..< 8).map { "\"key\($0)\" : \($0)" }.joined(separator: ", ") + "}]"
        let attributes = try XCTUnwrap(onlyError(load(keys, limits: LoadLimits(maxAttributes: 6))))
        XCTAssertEqual(attributes.problem, .tooManyAttributes(6))
        XCTAssertEqual(attributes.mark, Mark(line: 1, column: 82), "at the seventh key")

        let deep = String(repeating: "{\"type\" : \"Group\", \"children\" : [", count: 40) + "{\"AXLabel\" : \"x\"}"
            + String(repeating: "]}", count: 40)
        XCTAssertEqual(onlyError(load(deep, limits: LoadLimits(maxDepth: 30)))?.problem, .nestingTooDeep(30))
    }

    /// idb's output is told apart by its keys wherever they stand; other JSON is not taken for it.
    func testIdbOutputIsToldApartByContent() throws {
        func format(_ text: String) -> DumpFormat {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { DumpFormat.sniff($0) }
        }
        XCTAssertEqual(format(flat), .idb)
        XCTAssertEqual(format(nested), .idb)
        XCTAssertEqual(format("{\n  \"children\" : [ ],\n  \"AXLabel\" : \"Shop\"\n}"), .idb,
                       "an element that lists its children first is no Maestro hierarchy")
        XCTAssertEqual(format("{\"attributes\" : {\"accessibilityText\" : \"AXLabel\"}, \"children\" : [ ]}"), .maestro)
        XCTAssertEqual(format("{\"platform\" : \"ios\", \"root\" : {\"class\" : \"UIWindow\", "
                              + "\"accessibilityLabel\" : \"\\\"AXLabel\\\" : 1\"}}"), .json,
                       "a quoted key inside a text is no key")
        XCTAssertEqual(format("platform: ios\nroot:\n  class: UIWindow\n  accessibilityLabel: '\"AXLabel\": 1'\n"), .yaml)
        XCTAssertEqual(onlyError(load("[{\"type\" : \"Button\"}]"))?.problem, .unknownJSON,
                       "idb run with only --key type is not recognised")
    }
}
