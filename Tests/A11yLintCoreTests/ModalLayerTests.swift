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
    /// small window of the app's package with only text. Neither is a dialog.
    func testKeyboardPanelsAndToastsAreNoModals() throws {
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
}
