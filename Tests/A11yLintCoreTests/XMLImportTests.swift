@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// uiautomator, Appium UiAutomator2 and Appium XCUITest page sources, through the same loader.
final class XMLImportTests: XCTestCase {
    let uiautomator = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.shop" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">
            <node index="0" text="" resource-id="com.shop:id/close" class="android.widget.ImageButton" package="com.shop"
                  content-desc="" clickable="true" enabled="true" focusable="true" bounds="[0,0][96,96]" />
            <node index="1" text="Größe wählen" resource-id="" class="android.widget.TextView" package="com.shop" content-desc="" bounds="[0,96][500,150]" />
          </node>
        </hierarchy>
        """

    let uiautomator2 = """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
          <android.widget.FrameLayout index="0" package="com.shop" class="android.widget.FrameLayout" text="" clickable="false" enabled="true" bounds="[0,0][1080,2400]" displayed="true" a11y-important="false">
            <android.widget.Button index="0" package="com.shop" class="android.widget.Button" text="Save" content-desc="Save button" clickable="true" enabled="true" focusable="true" bounds="[0,0][200,96]" displayed="true" a11y-important="true" screen-reader-focusable="false" heading="false" live-region="2"/>
          </android.widget.FrameLayout>
        </hierarchy>
        """

    let wda = """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
          <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
            <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="close_button" enabled="true" visible="true" accessible="true" x="0" y="44" width="44" height="44" index="0"/>
              <XCUIElementTypePageIndicator type="XCUIElementTypePageIndicator" value="第 2 页（共 5 页）" enabled="true" visible="true" accessible="true" x="0" y="700" width="390" height="30" index="1" traits="Adjustable"/>
            </XCUIElementTypeWindow>
          </XCUIElementTypeApplication>
        </AppiumAUT>
        """

    private func lint(_ text: String) -> FileResult {
        Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/")
            .lint(Input(path: "dump.xml", source: .bytes(Array(text.utf8))))
    }

    func testUiautomatorDumpMapsOntoTheAndroidModel() throws {
        let result = load(uiautomator)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .android)
        XCTAssertEqual(screen.app, "com.shop")
        XCTAssertEqual(screen.root.className, "android.widget.FrameLayout")
        XCTAssertEqual(screen.root.mark, Mark(line: 3, column: 3))
        let close = screen.root.children[0]
        XCTAssertEqual(close.string(.resourceId), "com.shop:id/close")
        XCTAssertEqual(close.bool(.clickable), true)
        XCTAssertNil(close[.contentDescription], "empty content-desc means none")
        XCTAssertEqual(close.rect, Rect(x: 0, y: 0, width: 96, height: 96))
        XCTAssertEqual(close[.clickable]?.valueMark, Mark(line: 5, column: 38), "attributes keep their own positions")
        XCTAssertEqual(screen.root.children[1][.text]?.valueMark, Mark(line: 6, column: 27))
        XCTAssertEqual(lint(uiautomator).findings.map { "\($0.mark) \($0.ruleID)" }, ["4:5 control-name"])
    }

    /// Attribute names are looked up by their place on the element before; elements
    /// that put other attributes, or none, in those places still get their own keys.
    func testEachElementGetsItsOwnAttributesWhateverTheirOrder() throws {
        let result = load("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" text="Top" clickable="true" bounds="[0,0][100,100]">
                <node clickable="false" class="android.widget.TextView" bounds="[0,0][10,10]" text="Middle" />
                <node bounds="[0,10][10,20]" checked="true" class="android.widget.CheckBox" content-desc="Bottom" />
                <node class="android.widget.TextView" text="Top" clickable="true" bounds="[0,20][10,30]" />
              </node>
            </hierarchy>
            """)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        let summary = { (node: Node) in node.properties.map { "\($0.key.rawValue)" }.sorted().joined(separator: " ") }
        XCTAssertEqual(summary(screen.root), "bounds clickable text")
        XCTAssertEqual(screen.root.children.map(summary), ["bounds clickable text", "bounds checked contentDescription",
                                                           "bounds clickable text"])
        XCTAssertEqual(screen.root.children[0].bool(.clickable), false)
        XCTAssertEqual(screen.root.children[1].string(.contentDescription), "Bottom")
        XCTAssertEqual(screen.root.children[2].string(.text), "Top")
        let recorded = try XCTUnwrap(screen.recordedKeys)
        XCTAssertTrue(recorded.isSuperset(of: [.text, .clickable, .checked, .contentDescription, .bounds]))
        XCTAssertFalse(recorded.contains(.scrollable))
    }

    func testUiautomatorsClosingMessageAfterADumpToTheTerminalIsNotPartOfIt() throws {
        // `adb exec-out uiautomator dump /dev/tty` prints the document and then this line, misspelt as it is.
        for message in ["UI hierchary dumped to: /dev/tty\n", "UI hierarchy dumped to: /dev/tty\r\n"] {
            let result = load(uiautomator + message)
            XCTAssertEqual(result.errors, [], message)
            XCTAssertEqual(result.screens.first?.root.children.count, 2, message)
        }
        XCTAssertEqual(lint(uiautomator + "UI hierchary dumped to: /dev/tty").findings.map(\.ruleID), ["control-name"])
        // Anything else after the document is still an error, at its position.
        for trailing in ["UI hierchary dumped to: /dev/tty\n<node/>", "Done.", "UI hierchary dumped to: x\nmore"] {
            let error = try XCTUnwrap(load(uiautomator + trailing).errors.first, trailing)
            XCTAssertEqual(error.mark.line, 8, trailing)
            XCTAssertEqual(error.problem, .xmlSyntax("something follows the end of the root element"), trailing)
        }
    }

    func testUiAutomator2SourceReadsClassTagsAndNewerAttributes() throws {
        let screen = try XCTUnwrap(load(uiautomator2).screens.first)
        XCTAssertEqual(screen.root.string(.importantForAccessibility), "no")
        let button = screen.root.children[0]
        XCTAssertEqual(button.className, "android.widget.Button")
        XCTAssertEqual(button.bool(.screenReaderFocusable), false)
        XCTAssertEqual(button.bool(.visibleToUser), true)
        XCTAssertEqual(button.string(.accessibilityLiveRegion), "assertive")
        XCTAssertEqual(lint(uiautomator2).findings.map(\.ruleID), ["name-no-role-word"])
    }

    /// UiAutomator2 writes each view's place in its parent's drawing order; it is read as
    /// `drawingOrder` and recorded, so a dump without it leaves the key unknown.
    func testDrawingOrderIsReadWhereTheSourceWritesIt() throws {
        let source = uiautomator2.replacingOccurrences(of: "live-region=\"2\"", with: "live-region=\"2\" drawing-order=\"3\"")
        let screen = try XCTUnwrap(load(source).screens.first)
        XCTAssertEqual(screen.root.children[0].integer(.drawingOrder), 3)
        XCTAssertTrue(screen.records(.drawingOrder))
        XCTAssertNil(screen.root.integer(.drawingOrder))
        let negative = source.replacingOccurrences(of: "drawing-order=\"3\"", with: "drawing-order=\"-1\"")
        XCTAssertNil(try XCTUnwrap(load(negative).screens.first).root.children[0][.drawingOrder])
        XCTAssertFalse(try XCTUnwrap(load(uiautomator2).screens.first).records(.drawingOrder))
    }

    func testAppiumIOSSourceMapsOntoTheIOSModel() throws {
        let screen = try XCTUnwrap(load(wda).screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Shop")
        XCTAssertEqual(screen.root.className, "XCUIElementTypeApplication")
        let window = screen.root.children[0]
        let button = window.children[0]
        XCTAssertEqual(button.string(.accessibilityIdentifier), "close_button", "a name that is not the label is the identifier")
        XCTAssertEqual(button.bool(.isAccessibilityElement), true)
        XCTAssertEqual(button.rect, Rect(x: 0, y: 44, width: 44, height: 44))
        XCTAssertEqual(window.children[1].strings(.accessibilityTraits), ["adjustable"])
        let findings = lint(wda).findings
        XCTAssertEqual(findings.map { "\($0.mark) \($0.ruleID)" }, ["5:7 control-name"],
                       "the Chinese page index is understood, so only the unnamed button fails")
    }

    /// WebDriverAgent copies a static text's text into `value`; VoiceOver speaks it once.
    func testAStaticTextsValueIsItsTextNotASpokenValue() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Logout" name="Logout" label="Logout" accessible="true" x="0" y="0" width="100" height="20"/>
                <XCUIElementTypeSlider type="XCUIElementTypeSlider" value="50%" name="Volume" label="Volume" accessible="true" x="0" y="40" width="300" height="30"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let screen = try XCTUnwrap(load(source).screens.first)
        let text = screen.root.children[0]
        XCTAssertEqual(text.string(.text), "Logout")
        XCTAssertNil(text.string(.accessibilityValue))
        XCTAssertEqual(screen.root.children[1].string(.accessibilityValue), "50%", "other elements keep their value")
        let model = ScreenModel(screen: screen)
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["Logout", "Volume, 50%, adjustable"])
    }

    /// A web link with one child is not an element; its child is, and VoiceOver says "link" on it.
    func testTheChildOfAWebLinkSpeaksTheLink() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Safari" label="Safari" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Logout" label="Logout" accessible="false" x="40" y="267" width="54" height="22">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Logout" name="Logout" label="Logout" accessible="true" x="40" y="267" width="54" height="22"/>
                </XCUIElementTypeLink>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Fork me" label="Fork me" accessible="false" x="0" y="0" width="100" height="100">
                  <XCUIElementTypeImage type="XCUIElementTypeImage" name="Fork me" label="Fork me" accessible="true" x="0" y="0" width="100" height="100"/>
                </XCUIElementTypeLink>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Powered by" name="Powered by" label="Powered by" accessible="true" x="0" y="300" width="100" height="20"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let model = ScreenModel(screen: try XCTUnwrap(load(source).screens.first))
        // In VoiceOver's order, by position: the ribbon at the top first (no web view here keeps the page's order).
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["Fork me, link, image", "Logout, link", "Powered by"])
        XCTAssertEqual(model.stops.map { model.traits(of: $0.node).role }, [.link, .link, .staticText])
        XCTAssertEqual(model.stops.map { model.traits(of: $0.node).isControl }, [true, true, false])
    }

    func testDoctypesAreRefusedSoNoEntityIsExpandedOrFetched() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <hierarchy><node class="a" text="&lol2;"/></hierarchy>
            """
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE h [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <hierarchy><node class="a" text="&xxe;"/></hierarchy>
            """
        for text in [laughs, external] {
            let error = onlyError(load(text))
            XCTAssertEqual(error?.mark, Mark(line: 2, column: 1))
            XCTAssertEqual(error?.problem, .xmlDoctype)
        }
    }

    func testMalformedXMLIsAPositionedError() {
        let error = onlyError(load("<hierarchy>\n  <node class=\"a\">\n</hierarchy>\n"))
        XCTAssertEqual(error?.mark.line, 3)
        XCTAssertEqual(error?.message, "XML syntax error: this end tag does not close <node>, opened at 2:3")
        let unknown = onlyError(load("<?xml version=\"1.0\"?>\n<Screen><App/></Screen>"))
        XCTAssertEqual(unknown?.mark, Mark(line: 2, column: 1))
        XCTAssertEqual(unknown?.problem, .unknownXML(root: "Screen"))
    }

    func testScreenReaderPositionsInSeveralLanguages() {
        let cases: [(String, Int, Int)] = [
            ("Page 2 of 4", 2, 4), ("three of five", 3, 5), ("第2页，共3页", 2, 3), ("第 1 页（共 5 页）", 1, 5),
            ("共3页，第2页", 2, 3), ("Página 1 de 4", 1, 4), ("4페이지 중 1페이지", 1, 4), ("Seite 2 von 3", 2, 3),
        ]
        for (text, index, count) in cases {
            let found = SpokenText.position(in: text)
            XCTAssertEqual(found?.index, index, text)
            XCTAssertEqual(found?.count, count, text)
        }
        XCTAssertNil(SpokenText.position(in: "Size 42"))
        XCTAssertNil(SpokenText.position(in: "2024-01-02"))
    }
}
