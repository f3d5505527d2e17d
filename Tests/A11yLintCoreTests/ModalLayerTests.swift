@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// Which layers of a dump are modal: windows and panels that look like dialogs but are not stay out.
final class ModalLayerTests: XCTestCase {
    private func model(_ xml: String) throws -> (ScreenModel, [Finding]) {
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(xml.utf8), path: "t.xml").screens.first)
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        return (linter.model(of: screen), linter.check(screen).filter { $0.ruleID.hasPrefix("modal-") })
    }

    /// A keyboard draws its panels with AlertDialog's `parentPanel` id; a toast is a
    /// small window of the app's package with only text; an autocomplete dropdown a
    /// window that is only a list. None is a dialog.
    func testKeyboardPanelsToastsAndDropdownsAreNoModals() throws {
        let (model, findings) = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,900][1080,2400]">
                <node index="0" text="" resource-id="android:id/parentPanel" class="android.widget.LinearLayout" package="com.google.android.inputmethod.latin" bounds="[0,900][1080,2400]">
                  <node index="0" text="" class="android.widget.ImageButton" content-desc="Enter" package="com.google.android.inputmethod.latin" clickable="true" bounds="[900,2200][1080,2400]" />
                </node>
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
                <node index="0" text="Buy" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
              </node>
              <node index="2" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[200,2000][880,2100]">
                <node index="0" text="Added to cart" class="android.widget.TextView" package="com.example.shop" bounds="[200,2000][880,2100]" />
              </node>
              <node index="3" text="" class="android.widget.ListView" package="com.example.shop" bounds="[0,300][1080,700]">
                <node index="0" text="Shoes" class="android.widget.TextView" package="com.example.shop" clickable="true" bounds="[0,300][1080,400]" />
              </node>
            </hierarchy>
            """)
        XCTAssertTrue(model.modals.isEmpty)
        XCTAssertTrue(findings.isEmpty)
    }

    /// A dialog window over the app's window: TalkBack reaches the window behind.
    func testADialogWindowLeaksTheWindowBehind() throws {
        let (model, findings) = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
                <node index="0" text="Checkout" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,2200][1080,2400]" />
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[60,800][1020,1500]">
                <node index="0" text="Remove item?" class="android.widget.TextView" package="com.example.shop" bounds="[100,840][980,920]" />
                <node index="1" text="Remove" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[700,1380][980,1480]" />
              </node>
            </hierarchy>
            """)
        XCTAssertEqual(model.modals.map(\.kind), [.dialog])
        XCTAssertEqual(findings.map(\.ruleID), ["modal-containment"])
        XCTAssertTrue(findings.first?.message.contains("'Checkout'") == true, findings.first?.message ?? "")
    }

    /// A DrawerLayout's closed drawer is not in the dump: its content alone is no drawer.
    func testAClosedDrawerIsNoModal() throws {
        let (model, _) = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="androidx.drawerlayout.widget.DrawerLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
                <node index="0" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,2400]">
                  <node index="0" text="Buy" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
                </node>
              </node>
            </hierarchy>
            """)
        XCTAssertTrue(model.modals.isEmpty)
    }
    /// A tablet's list and detail panes carry pane titles side by side: neither is drawn over the
    /// other. A pane drawn over content is a dialog.
    func testPanesSideBySideAreNoDialogsButAPaneOverContentIs() throws {
        let (sideBySide, _) = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.mail" bounds="[0,0][2560,1600]">
                <node index="0" text="" class="android.widget.FrameLayout" pane-title="Inbox" package="com.example.mail" bounds="[0,0][1000,1600]">
                  <node index="0" text="Hello" class="android.widget.TextView" package="com.example.mail" clickable="true" bounds="[0,100][1000,200]" />
                </node>
                <node index="1" text="" class="android.widget.FrameLayout" pane-title="Message" package="com.example.mail" bounds="[1000,0][2560,1600]">
                  <node index="0" text="Reply" class="android.widget.Button" package="com.example.mail" clickable="true" bounds="[1000,100][1400,200]" />
                </node>
              </node>
            </hierarchy>
            """)
        XCTAssertTrue(sideBySide.modals.isEmpty)
        let (over, findings) = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.example.mail" bounds="[0,0][1080,2400]">
                <node index="0" text="Hello" class="android.widget.TextView" package="com.example.mail" clickable="true" bounds="[0,1000][1080,1100]" />
                <node index="1" text="" class="android.view.View" pane-title="Delete message?" package="com.example.mail" bounds="[60,800][1020,1500]">
                  <node index="0" text="Delete" class="android.widget.Button" package="com.example.mail" clickable="true" bounds="[700,1380][980,1480]" />
                </node>
              </node>
            </hierarchy>
            """)
        XCTAssertEqual(over.modals.map(\.paneTitle), ["Delete message?"])
        XCTAssertEqual(findings.map(\.ruleID), ["modal-containment"], "the pane title names it; Delete acts")
    }

    /// UIKit presents a form sheet over its dimming view: VoiceOver stays in the sheet.
    func testAFormSheetOverUIKitsDimmingViewHoldsVoiceOver() throws {
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array("""
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - {class: UIButton, accessibilityLabel: Edit, accessibilityTraits: [button], frame: {x: 0, y: 50, width: 80, height: 44}}
                - class: UITransitionView
                  frame: {x: 0, y: 0, width: 390, height: 844}
                  children:
                    - {class: UIDimmingView, frame: {x: 0, y: 0, width: 390, height: 844}}
                    - class: UIDropShadowView
                      frame: {x: 0, y: 60, width: 390, height: 784}
                      children:
                        - {class: UILabel, text: New list, frame: {x: 16, y: 80, width: 200, height: 30}}
                        - {class: UIButton, accessibilityLabel: Done, accessibilityTraits: [button], frame: {x: 300, y: 80, width: 80, height: 44}}
            """.utf8), path: "t.yml").screens.first)
        let linter = Linter(configuration: .defaults(directory: "/"), workingDirectory: "/")
        let model = linter.model(of: screen)
        XCTAssertEqual(model.modals.map(\.kind), [.dialog])
        XCTAssertEqual(model.stops.map { model.name(of: $0.node) }, ["New list", "Done"])
        XCTAssertTrue(linter.check(screen).filter { $0.ruleID.hasPrefix("modal-") }.isEmpty)
    }
}
