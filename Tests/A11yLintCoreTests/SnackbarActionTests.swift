@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Snackbar actions: which controls belong to a snackbar, and when
/// `snackbar-action-button` says one is not a button.
final class SnackbarActionTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func actions(_ text: String) throws -> [String] {
        let model = ScreenModel(screen: try screen(text))
        return StatusMessage.snackbarActions(in: model).map { $0.identifier ?? model.name(of: $0) }
    }

    private func findings(_ text: String) throws -> [String] {
        Linter().check(try screen(text)).filter { $0.ruleID == "snackbar-action-button" }.map(\.message)
    }

    func testTheActionsAreThePressableViewsOfASnackbar() throws {
        let text = """
            platform: android
            root:
              class: androidx.coordinatorlayout.widget.CoordinatorLayout
              resourceId: "a:id/snackbar_container"
              children:
                - {class: android.widget.Button, resourceId: "a:id/checkout", text: Checkout, clickable: true}
                - class: com.google.android.material.snackbar.Snackbar$SnackbarLayout
                  children:
                    - class: com.google.android.material.snackbar.SnackbarContentLayout
                      children:
                        - {class: android.widget.TextView, resourceId: "a:id/snackbar_text", text: Item removed}
                        - {class: android.widget.Button, resourceId: "a:id/snackbar_action", text: Undo, clickable: true}
                - class: android.widget.FrameLayout
                  children:
                    - {class: android.widget.TextView, resourceId: "a:id/snackbar_text", text: Saved}
                    - {class: android.widget.TextView, resourceId: "a:id/view", text: View, clickable: true}
                - {class: android.view.View, resourceId: "snackbar_action", text: Retry, clickable: true}
            """
        // The layout that hosts snackbars is not one: its id only holds the word.
        XCTAssertEqual(try actions(text), ["a:id/snackbar_action", "a:id/view", "snackbar_action"])
    }

    func testAnActionWithoutTheButtonRoleIsReported() throws {
        let text = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.TextView, resourceId: "a:id/snackbar_text", text: Message archived}
                    - {class: android.widget.TextView, resourceId: "a:id/undo", text: Undo, clickable: true, focusable: true}
            """
        let messages = try findings(text)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasPrefix("Snackbar action 'Undo' is not a button: TalkBack says 'Undo'") == true,
                      "\(messages)")
    }

    func testButtonsAndComposeButtonsAreNotReported() throws {
        let material = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.TextView, resourceId: "a:id/snackbar_text", text: Message archived}
                    - {class: android.widget.Button, resourceId: "a:id/snackbar_action", text: Undo, clickable: true,
                       focusable: true}
            """
        XCTAssertEqual(try findings(material), [])
        // Compose's TextButton: a clickable View whose last, empty child carries the role.
        let compose = """
            platform: android
            root:
              class: androidx.compose.ui.platform.ComposeView
              children:
                - class: android.view.View
                  resourceId: snackbar_action
                  clickable: true
                  focusable: true
                  children:
                    - {class: android.widget.TextView, text: Undo}
                    - {class: android.widget.Button}
            """
        XCTAssertEqual(try actions(compose), ["snackbar_action"])
        XCTAssertEqual(try findings(compose), [])
    }

    func testIOSHasNoSnackbarActionsToJudge() throws {
        let text = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIButton, accessibilityIdentifier: snackbar_action, accessibilityLabel: Undo}
            """
        XCTAssertEqual(try actions(text), [])
    }
}
