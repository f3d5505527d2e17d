import A11yLintCore
import XCTest

/// What a team's test does with a11ylint as a dependency: lint a dump its UI test
/// produced and fail on errors, with the findings as the failure message.
final class LibraryClientTests: XCTestCase {
    let pageSource = """
        <?xml version="1.0" encoding="UTF-8"?>
        <hierarchy rotation="0">
          <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="org.example.shop" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2340]">
            <node index="0" text="" resource-id="org.example.shop:id/delete" class="android.widget.ImageButton" package="org.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,200][184,344]" />
            <node index="1" text="Pay now" resource-id="org.example.shop:id/pay" class="android.widget.Button" package="org.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[40,400][1040,544]" />
          </node>
        </hierarchy>
        """

    func testAnUnnamedButtonFailsTheTestWithItsPosition() throws {
        let result = DumpLinter().lint(text: pageSource, format: .xml, name: "checkout.xml")
        XCTAssertTrue(result.errors.isEmpty, result.summary(atOrAbove: .error))
        let failures = result.failures(atOrAbove: .error)
        XCTAssertEqual(failures.map(\.ruleID), ["control-name"])
        XCTAssertEqual(failures.first?.mark.line, 4)
        XCTAssertTrue(result.summary(atOrAbove: .error).hasPrefix("checkout.xml:4:"), result.summary(atOrAbove: .error))
    }

    func testWhatTalkBackSaysIsThereToCompare() throws {
        let result = DumpLinter().lint(text: pageSource, name: "checkout.xml")
        let stops = try XCTUnwrap(result.screens.first?.stops)
        XCTAssertEqual(stops.last?.utterance, "Pay now, button")
    }
}
