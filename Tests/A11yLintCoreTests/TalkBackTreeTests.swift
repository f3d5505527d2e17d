@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yLintCore
import XCTest

/// TalkBack's own tree: views that are not important are left out, Compose's
/// role children, "Unlabelled", and words in TalkBack's order.
final class TalkBackTreeTests: XCTestCase {
    private func screen(_ children: String) throws -> Screen {
        let text = "platform: android\nroot:\n  class: android.widget.FrameLayout\n  children:\n" + children
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func spoken(_ screen: Screen) -> [String] {
        ScreenModel(screen: screen).stops.map { stop in
            let said = stop.announcement
            return said.hint.isEmpty ? said.utterance : "\(said.utterance) then \(said.hint)"
        }
    }

    private func findings(_ screen: Screen) -> [String] {
        Linter(configuration: .defaults(directory: "/"), workingDirectory: "/").check(screen).map(\.ruleID)
    }

    /// An ImageView without a description and without listeners is not important:
    /// a clickable container around it is a leaf in TalkBack's tree, so it is a
    /// stop that says "Unlabelled", and it has no name.
    func testClickableContainerOfSilentImagesIsAnUnlabelledStop() throws {
        let volumeUp = try screen("""
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.ImageView}
                - {class: android.widget.ImageView, resourceId: "com.car:id/plus_icon"}
        """)
        XCTAssertEqual(spoken(volumeUp), ["unlabelled then double tap to activate"])
        XCTAssertEqual(findings(volumeUp), ["control-name"])

        // Made important without a label, the image is a silent child: the container
        // has children but nothing to say, and TalkBack skips it.
        let unreachable = try screen("""
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.ImageView, importantForAccessibility: "yes"}
        """)
        XCTAssertEqual(spoken(unreachable), [])
    }

    /// RecyclerView makes its item views important, and a layout that is not
    /// important makes way for its children: they are the scroll items then.
    func testListItemsAndWrappersFollowTalkBacksTree() throws {
        let lists = try screen("""
            - class: androidx.recyclerview.widget.RecyclerView
              children:
                - class: android.widget.FrameLayout
                  children:
                    - {class: android.widget.TextView, text: No results}
                    - {class: android.widget.TextView, text: Try other words}
            - class: android.widget.ScrollView
              scrollable: true
              children:
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.TextView, text: First}
                    - {class: android.widget.TextView, text: Second}
        """)
        let model = ScreenModel(screen: lists)
        XCTAssertEqual(model.stops.map(\.announcement.utterance), ["No results, Try other words", "First", "Second"])
        XCTAssertEqual(model.stops.map(\.node.simpleClassName), ["FrameLayout", "TextView", "TextView"])
    }

    /// Compose gives a merged clickable node its role through an empty child of the
    /// widget class, which TalkBack reads after the text.
    func testComposeRoleChildGivesTheRole() throws {
        let chip = try screen("""
            - class: android.view.View
              clickable: true
              checkable: true
              checked: false
              children:
                - {class: android.widget.TextView, text: Dark}
                - {class: android.widget.CheckBox}
            - class: android.view.View
              clickable: true
              children:
                - {class: android.widget.TextView, text: Save}
                - {class: android.widget.Button}
        """)
        XCTAssertEqual(spoken(chip), ["not checked, Dark, check box then double tap to toggle",
                                      "Save, button then double tap to activate"])
        let model = ScreenModel(screen: chip)
        XCTAssertEqual(model.stops.map { model.traits(of: $0.node).role }, [.checkbox, .button])
        XCTAssertEqual(findings(chip), [])
    }

    func testUnlabelledImageButtonAndDisabledLast() throws {
        let buttons = try screen("""
            - {class: android.widget.ImageButton, clickable: true}
            - {class: android.widget.CheckBox, text: Remember me, checkable: true, checked: true, clickable: true, enabled: false, selected: true}
        """)
        XCTAssertEqual(spoken(buttons), ["unlabelled, button then double tap to activate",
                                         "selected, checked, Remember me, check box, disabled"])
    }
}

/// Names that spell a number digit by digit still hold the number's label.
final class DigitLabelTests: XCTestCase {
    func testDigitsSpelledOutMatchTheShownNumber() {
        XCTAssertTrue(SpokenText.containsLabel("Call 5 5 5, 0 1 2 3", "Call 555-0123"))
        XCTAssertTrue(SpokenText.containsLabel("Card ending 4 2 4 2", "Card ending 4242"))
        XCTAssertFalse(SpokenText.containsLabel("Call 5 5 5, 0 1 2 4", "Call 555-0123"))
        // Punctuation is not said, so the dash and the comma do not tell the two apart.
        XCTAssertTrue(SpokenText.containsLabel("Produkt 1, Größe M", "Produkt 1 — Größe M"))
        XCTAssertFalse(SpokenText.containsLabel("Produkt 1, Größe M", "Produkt 1 — Größe L"))
        XCTAssertTrue(SpokenText.hasSeparatedDigits("1 2"))
        XCTAssertFalse(SpokenText.hasSeparatedDigits("Produkt 1 — Größe M"))
        XCTAssertEqual(SpokenText.joiningDigits("5 5 5-0 1"), "55501")
    }
}
