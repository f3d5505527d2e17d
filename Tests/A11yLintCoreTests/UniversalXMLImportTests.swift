@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Page sources rewritten by Appium's universal-xml-plugin (`<UI>`, neutral names).
/// The fixtures are made up for these tests from the plugin's name and attribute maps.
final class UniversalXMLImportTests: XCTestCase {
    let ios = """
        <?xml version="1.0" encoding="UTF-8"?>
        <UI>
          <App enabled="true" visible="true" x="0" y="0" width="390" height="844" axId="Garden" text="Garden">
            <Window enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <Nav enabled="true" visible="true" x="0" y="47" width="390" height="44" axId="Settings">
                <Button enabled="true" visible="true" x="8" y="47" width="80" height="44" axId="Back" text="Back"/>
              </Nav>
              <Text value="Watering" enabled="true" visible="true" x="16" y="100" width="200" height="24" axId="Watering" text="Watering"/>
              <SwitchInput value="1" enabled="true" visible="true" x="16" y="140" width="358" height="44" axId="rain_switch" text="Skip when raining"/>
              <TextInput value="••••" enabled="true" visible="true" x="16" y="200" width="358" height="44" axId="pin" text="PIN"/>
              <Element enabled="true" visible="true" x="16" y="260" width="100" height="44" axId="Save" text="Save"/>
            </Window>
          </App>
        </UI>
        """

    let android = """
        <?xml version="1.0" encoding="UTF-8"?>
        <UI width="1080" height="2400">
          <View text="" enabled="true" x="0" y="0" width="1080" height="2400" visible="true">
            <Text text="Watering" enabled="true" x="48" y="200" width="600" height="80" visible="true"/>
            <SwitchInput text="" enabled="true" x="48" y="300" width="984" height="120" id="rain_switch" axId="Skip when raining" visible="true"/>
            <TextInput text="••••" enabled="true" x="48" y="450" width="984" height="120" id="pin" visible="true"/>
            <Button text="Save" enabled="false" x="48" y="600" width="300" height="120" id="save" visible="true"/>
            <androidx.recyclerview.widget.RecyclerView text="" enabled="true" x="0" y="800" width="1080" height="1600" visible="false"/>
          </View>
        </UI>
        """

    private func load(_ text: String) -> LoadResult {
        DumpLoader().load(bytes: Array(text.utf8), path: "universal.xml")
    }

    func testIOSNamesAndAttributesMapOntoTheIOSModel() throws {
        let result = load(ios)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .ios)
        XCTAssertEqual(screen.app, "Garden", "App's axId is the application's name")
        XCTAssertEqual(screen.root.className, "XCUIElementTypeApplication")
        XCTAssertEqual(screen.root.mark, Mark(line: 3, column: 3))
        let window = try XCTUnwrap(screen.root.children.first)
        XCTAssertEqual(window.className, "XCUIElementTypeWindow")
        XCTAssertEqual(window.children.map(\.className), [
            "XCUIElementTypeNavigationBar", "XCUIElementTypeStaticText", "XCUIElementTypeSwitch",
            "XCUIElementTypeSecureTextField", "XCUIElementTypeOther",
        ])
        let back = window.children[0].children[0]
        XCTAssertEqual(back.className, "XCUIElementTypeButton")
        XCTAssertEqual(back.string(.accessibilityLabel), "Back")
        XCTAssertNil(back.string(.accessibilityIdentifier), "an axId equal to the text is WebDriverAgent's copy of the label")
        XCTAssertEqual(back.rect, Rect(x: 8, y: 47, width: 80, height: 44))
        XCTAssertEqual(back.mark, Mark(line: 6, column: 9))
        let text = window.children[1]
        XCTAssertEqual(text.string(.text), "Watering", "a static text's value repeats its label")
        XCTAssertNil(text.string(.accessibilityValue))
        let toggle = window.children[2]
        XCTAssertEqual(toggle.string(.accessibilityIdentifier), "rain_switch")
        XCTAssertEqual(toggle.string(.accessibilityLabel), "Skip when raining")
        XCTAssertEqual(toggle.string(.accessibilityValue), "1")
        // Each value stands where the neutral attribute's value starts.
        XCTAssertEqual(toggle[.accessibilityIdentifier]?.valueMark, Mark(line: 9, column: 105))
        XCTAssertEqual(toggle[.accessibilityLabel]?.valueMark, Mark(line: 9, column: 124))
        XCTAssertEqual(toggle[.frame]?.valueMark, Mark(line: 9, column: 63))
        XCTAssertEqual(window.children[4].bool(.isAccessibilityElement), true,
                       "a labelled leaf Element is an element, as in WebDriverAgent sources without `accessible`")
    }

    func testIOSStopsAreWhatVoiceOverWouldReach() throws {
        let model = ScreenModel(screen: try XCTUnwrap(load(ios).screens.first))
        XCTAssertEqual(model.stops.map(\.announcement.name), ["Back", "Watering", "Skip when raining", "PIN", "Save"])
        XCTAssertEqual(model.stops[3].node.dumped.className, "XCUIElementTypeSecureTextField",
                       "a field whose value is all bullets is a secure one")
    }

    func testAndroidNamesAndAttributesMapOntoTheAndroidModel() throws {
        let result = load(android)
        XCTAssertEqual(result.errors, [])
        let screen = try XCTUnwrap(result.screens.first)
        XCTAssertEqual(screen.platform, .android)
        XCTAssertEqual(screen.root.className, "android.view.ViewGroup")
        XCTAssertEqual(screen.root.children.map(\.className), [
            "android.widget.TextView", "android.widget.Switch", "android.widget.EditText", "android.widget.Button",
            "androidx.recyclerview.widget.RecyclerView",
        ], "a class the plugin does not know keeps its own name")
        let toggle = screen.root.children[1]
        XCTAssertEqual(toggle.string(.contentDescription), "Skip when raining")
        XCTAssertEqual(toggle.string(.resourceId), "rain_switch")
        XCTAssertNil(toggle.string(.text))
        XCTAssertEqual(toggle.rect, Rect(x: 48, y: 300, width: 984, height: 120))
        XCTAssertEqual(toggle.mark, Mark(line: 5, column: 5))
        XCTAssertEqual(toggle[.bounds]?.valueMark, Mark(line: 5, column: 44))
        XCTAssertEqual(screen.root.children[2].bool(.password), true)
        XCTAssertEqual(screen.root.children[3].bool(.enabled), false)
        XCTAssertEqual(screen.root.children[4].bool(.visibleToUser), false, "visible is UiAutomator2's displayed")
        XCTAssertNil(screen.root.children[0].bool(.clickable), "the plugin drops clickable, checked, focusable…")
    }

    func testThePlatformComesFromTheDocument() {
        let platform = { (text: String) in self.load(text).screens.first?.platform }
        // Names and attributes only one platform's map produces.
        XCTAssertEqual(platform("<UI><View><Cell text='a'/></View></UI>"), .ios)
        XCTAssertEqual(platform("<UI><View><Text value='a'/></View></UI>"), .ios)
        XCTAssertEqual(platform("<UI><View><Text text='a' id='title'/></View></UI>"), .android)
        XCTAssertEqual(platform("<UI><View><com.example.Chart/></View></UI>"), .android)
        XCTAssertEqual(platform("<UI><View><XCUIElementTypeFuture/></View></UI>"), .ios)
        // Nothing decides: WebDriverAgent's tree always starts with the application.
        XCTAssertEqual(platform("<UI><App><View/></App></UI>"), .ios)
        XCTAssertEqual(platform("<UI><View><Button text='OK'/></View></UI>"), .android)
    }

    func testBrokenUniversalXMLIsAPositionedError() {
        let broken = "<?xml version=\"1.0\"?>\n<UI>\n  <App>\n    <Window>\n  </App>\n</UI>\n"
        let error = onlyError(load(broken))
        XCTAssertEqual(error?.mark.line, 5)
        XCTAssertEqual(error?.message, "XML syntax error: this end tag does not close <Window>, opened at 4:5")
    }

    func testLimitsApply() {
        let small = LoadLimits(maxNodes: 3, maxStringBytes: 16)
        let text = "<UI>\n<View/>\n<View/>\n<View/>\n</UI>"
        let error = onlyError(DumpLoader(limits: small).load(bytes: Array(text.utf8), path: "t"))
        XCTAssertEqual(error?.problem, .tooManyNodes(3))
        XCTAssertEqual(error?.mark, Mark(line: 4, column: 1))
    }

    func testLintReadsItLikeAnyDump() {
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        let result = linter.lint(Input(path: "dump.xml", source: .bytes(Array(ios.utf8))))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.screenCount, 1)
    }
}
