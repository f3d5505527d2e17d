@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Progress indicators, status messages and web content: what is found, and
/// that native-widget rules stay out of a page.
final class LiveContentTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func findings(_ yaml: String, rule: String) -> [String] {
        load(yaml).screens.flatMap { Linter(configuration: .everyRule()).check($0) }.filter { $0.ruleID == rule }.map(\.message)
    }

    func testAWebViewAndItsSubtreeAreWebContentAndNothingElse() throws {
        let model = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIButton, accessibilityLabel: Close button, accessibilityTraits: [button]}
                - class: WKWebView
                  children:
                    - class: UIView
                      children:
                        - {class: UIView, accessibilityLabel: Sign in button, accessibilityTraits: [button]}
                - {class: UILabel, text: Footer}
            """)
        XCTAssertEqual(model.nodes.map(model.isWebContent), [false, false, true, true, true, false])
        XCTAssertTrue(model.hasWebContent)
    }

    func testRoleWordsAndTargetSizesAreNotJudgedInsideAPage() {
        let page = """
            platform: ios
            root:
              class: UIView
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: XCUIElementTypeWebView
                  frame: {x: 0, y: 0, width: 390, height: 844}
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: Sign in button, frame: {x: 20, y: 100, width: 60, height: 18}}
            """
        XCTAssertEqual(findings(page, rule: "name-no-role-word"), [])
        XCTAssertEqual(findings(page, rule: "touch-target-size"), [])
        XCTAssertEqual(load(page).errors, [])
        let native = page.replacingOccurrences(of: "XCUIElementTypeWebView", with: "XCUIElementTypeOther")
        XCTAssertEqual(findings(native, rule: "name-no-role-word").count, 1)
        XCTAssertEqual(findings(native, rule: "touch-target-size").count, 1)
    }

    func testNativeWidgetsAreNotLookedForInsideAPage() throws {
        let native = """
            platform: ios
            root:
              class: XCUIElementTypeOther
              children:
                - class: XCUIElementTypeTable
                  children:
                    - {class: XCUIElementTypeCell, accessibilityLabel: Row one}
                    - {class: XCUIElementTypeCell, accessibilityLabel: Row two}
            """
        XCTAssertEqual(try model(native).nodes(TableRow.self).count, 2)
        let page = native.replacingOccurrences(of: "class: XCUIElementTypeOther", with: "class: XCUIElementTypeWebView")
        XCTAssertEqual(try model(page).nodes(TableRow.self).count, 0)
    }

    func testProgressIndicatorsAreFoundByClassRangeAndId() throws {
        let model = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.ProgressBar}
                - {class: android.view.View, rangeInfo: {min: 0, max: 1, current: 0.5}}
                - {class: android.view.View, rangeInfo: {min: 0, max: 1}, actions: [setProgress]}
                - {class: com.airbnb.lottie.LottieAnimationView, resourceId: "app:id/loading_spinner"}
                - class: android.widget.FrameLayout
                  resourceId: "app:id/count_progress_bar_wrapper"
                  children:
                    - {class: android.widget.TextView, text: "12"}
                - {class: android.widget.Spinner, contentDescription: Country}
            """)
        XCTAssertEqual(model.nodes(ProgressIndicator.self).map(\.order), [1, 2, 4])
    }

    func testStatusMessagesAreOnlyTextsThatReportAnOutcome() {
        XCTAssertTrue(StatusMessage.reportsOutcome("Added to cart"))
        XCTAssertTrue(StatusMessage.reportsOutcome("Your profile was updated successfully."))
        XCTAssertTrue(StatusMessage.reportsOutcome("No internet connection"))
        XCTAssertFalse(StatusMessage.reportsOutcome("Add to cart"))
        XCTAssertFalse(StatusMessage.reportsOutcome("Error"))
        XCTAssertFalse(StatusMessage.reportsOutcome("Saved"))
        XCTAssertFalse(StatusMessage.reportsOutcome("Status"))
        XCTAssertTrue(StatusMessage.saysStatus(id: "com.shop:id/error_banner"))
        XCTAssertTrue(StatusMessage.saysStatus(id: "com.shop:id/toastText"))
        XCTAssertFalse(StatusMessage.saysStatus(id: "com.android.systemui:id/status_bar"))
        XCTAssertFalse(StatusMessage.saysStatus(id: "com.shop:id/pager_banner"))
        XCTAssertFalse(StatusMessage.saysStatus(id: "com.shop:id/order_status_text"))
        XCTAssertFalse(StatusMessage.saysStatus(id: "com.toast.app:id/title"))
        XCTAssertTrue(ProgressIndicator.saysLoading("com.shop:id/Loading-Spinner"))
        XCTAssertFalse(ProgressIndicator.saysLoading("com.progress.app:id/title"))
    }
}
