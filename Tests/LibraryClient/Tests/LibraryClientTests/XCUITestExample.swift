// The example of docs/capturing-dumps.md, compiled where XCTest's UI testing exists.
#if os(iOS) && canImport(XCTest)
import A11yLintCore
import XCTest

final class CheckoutAccessibilityTests: XCTestCase {
    func testCheckoutScreenPassesTheScreenReaderChecks() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Checkout"].tap()
        let result = DumpLinter().lint(text: app.debugDescription, format: .xcuiDescription, name: "Checkout")
        XCTAssert(result.failures(atOrAbove: .error).isEmpty && result.errors.isEmpty,
                  result.summary(atOrAbove: .error))
    }
}
#endif
