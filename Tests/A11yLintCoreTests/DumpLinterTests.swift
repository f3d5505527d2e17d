import A11yFindings
import A11yDump
import A11yLintCore
import XCTest

/// The library's own entry point, used as a team's UI test would use it: only
/// public API, no `@testable`.
final class DumpLinterTests: XCTestCase {
    /// A button with no name (line 7) beside a named one.
    let dump = """
        platform: ios
        screen: Basket
        root:
          class: UIWindow
          frame: {x: 0, y: 0, width: 390, height: 844}
          children:
            - {class: UIButton, accessibilityTraits: [button], frame: {x: 16, y: 60, width: 44, height: 44}}
            - {class: UIButton, accessibilityLabel: Pay now, accessibilityTraits: [button], frame: {x: 16, y: 120, width: 200, height: 44}}
        """

    func testFindingsComeWithTheirPositionsAndTheScreenWithWhatIsSaid() throws {
        let result = DumpLinter().lint(text: dump, name: "basket.yml")
        XCTAssertEqual(result.errors, [])
        let unnamed = try XCTUnwrap(result.findings.first { $0.ruleID == "control-name" })
        XCTAssertEqual(unnamed.path, "basket.yml")
        XCTAssertEqual(unnamed.mark.line, 7)
        XCTAssertEqual(unnamed.severity, .error)
        XCTAssertTrue(result.failures(atOrAbove: .error).contains(unnamed))
        XCTAssertTrue(result.summary(atOrAbove: .error).contains("basket.yml:7:"), result.summary(atOrAbove: .error))

        XCTAssertEqual(result.screens.map(\.name), ["Basket"])
        XCTAssertEqual(result.screens.first?.platform, .ios)
        let stops = try XCTUnwrap(result.screens.first?.stops)
        XCTAssertEqual(stops.map(\.utterance), ["button", "Pay now, button"])
        XCTAssertEqual(stops.map(\.mark.line), [7, 8])
        XCTAssertEqual(stops.map(\.identity), ["UIButton", "UIButton \"Pay now\""])
    }

    func testACleanDumpHasNoFailures() {
        let clean = dump.replacingOccurrences(of: "{class: UIButton, accessibilityTraits",
                                              with: "{class: UIButton, accessibilityLabel: Remove, accessibilityTraits")
        let result = DumpLinter().lint(bytes: Array(clean.utf8), format: .yaml)
        XCTAssertEqual(result.failures(atOrAbove: .warning), [])
        XCTAssertEqual(result.summary(atOrAbove: .warning), "")
        XCTAssertEqual(result.screens.first?.stops.map(\.utterance), ["Remove, button", "Pay now, button"])
    }

    func testTheConfigurationDecidesWhatFails() throws {
        var configuration = Configuration.defaults()
        configuration.rules["control-name"] = Configuration.RuleSetting(severity: .warning)
        let result = DumpLinter(configuration: configuration).lint(text: dump)
        XCTAssertEqual(result.findings.first { $0.ruleID == "control-name" }?.severity, .warning)
        XCTAssertFalse(result.failures(atOrAbove: .error).contains { $0.ruleID == "control-name" })
        XCTAssertTrue(result.failures(atOrAbove: .warning).contains { $0.ruleID == "control-name" })
    }

    func testAGivenFormatIsUsedWhateverTheContentLooksLike() throws {
        // Read as uiautomator XML, our YAML is not XML: an error with a position, not a crash.
        let result = DumpLinter().lint(text: dump, format: .xml, name: "page-source.xml")
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.screens.count, 0)
        let error = try XCTUnwrap(result.errors.first)
        XCTAssertEqual(error.path, "page-source.xml")
        XCTAssertTrue(result.summary(atOrAbove: .error).hasPrefix("page-source.xml:1:"), result.summary(atOrAbove: .error))
    }

    func testAnXCUITestDescriptionIsLintedAsATestWouldPrintIt() throws {
        let description = """
            Attributes: Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
            Element subtree:
             →Application, 0x600000a1, pid: 4711, label: 'Corner Shop'
                Window (Main), 0x600000b2, {{0.0, 0.0}, {390.0, 844.0}}
                  Button, 0x600000e5, {{16.0, 100.0}, {44.0, 44.0}}, identifier: 'trash'
                  Button, 0x600000e6, {{16.0, 160.0}, {120.0, 44.0}}, label: 'Check out'
            """
        let result = DumpLinter().lint(text: description, format: .xcuiDescription, name: "testCheckout")
        XCTAssertEqual(result.errors, [])
        let unnamed = try XCTUnwrap(result.findings.first { $0.ruleID == "control-name" })
        XCTAssertEqual(unnamed.mark.line, 5)
        XCTAssertEqual(result.screens.first?.stops.last?.utterance, "Check out, button")
    }
}
