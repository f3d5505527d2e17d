@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Focus stops and announcements, on both platforms.
final class SemanticsTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    /// Each stop's description, and the hint said after it.
    private func utterances(_ model: ScreenModel) -> [String] {
        model.stops.map { stop in
            let spoken = stop.announcement
            return spoken.hint.isEmpty ? spoken.utterance : "\(spoken.utterance) then \(spoken.hint)"
        }
    }

    func testIOSElementsByClassDefaultsAndExplicitFlags() throws {
        let m = try model("""
        platform: ios
        root:
          class: UIWindow
          children:
            - {class: UILabel, text: Title, accessibilityTraits: [header]}
            - {class: UIImageView, accessibilityLabel: Decoration}
            - {class: UIImageView, accessibilityLabel: Logo, isAccessibilityElement: true, accessibilityTraits: [image]}
            - {class: UILabel, text: Hidden, isHidden: true}
            - {class: UIView, accessibilityElementsHidden: true, children: [{class: UIButton, title: Secret}]}
            - {class: UIButton, title: Buy, isEnabled: false, accessibilityHint: Pays now}
            - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
        """)
        XCTAssertEqual(utterances(m), ["Title, heading", "Logo, image", "Buy, button, dimmed then Pays now",
                                       "Wi-Fi, on, switch button"])
    }

    func testIOSElementHidesItsDescendantsAndGathersTheirText() throws {
        let m = try model("""
        platform: ios
        root:
          class: UITableView
          children:
            - class: UITableViewCell
              accessibilityTraits: [button, selected]
              children:
                - {class: UILabel, text: Express}
                - {class: UIView, children: [{class: UILabel, text: "Tomorrow  \\n by 10"}]}
                - {class: UILabel, text: Gone, isHidden: true}
        """)
        XCTAssertEqual(utterances(m), ["Selected, Express, Tomorrow by 10, button"])
        XCTAssertEqual(m.stops.first.map(m.path(of:)), "UITableView/UITableViewCell")
    }

    /// A password field is a "secure text field" to VoiceOver.
    func testIOSSecureTextFieldSaysSo() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIWindow
              children:
                - {class: XCUIElementTypeTextField, accessibilityLabel: Email}
                - {class: XCUIElementTypeSecureTextField, accessibilityLabel: Password}
            """)
        XCTAssertEqual(m.stops.map(\.announcement.role), ["text field", "secure text field"])
    }

    /// A table cell holding one switch is one element read as that switch, its
    /// texts the label, as in Settings; a cell with two switches leaves them apart.
    func testIOSCellWithASwitchIsTheSwitch() throws {
        let m = try model("""
            platform: ios
            root:
              class: UITableView
              children:
                - class: UITableViewCell
                  children:
                    - {class: UILabel, text: Airplane Mode}
                    - {class: UISwitch, accessibilityLabel: Airplane Mode, isOn: false}
                - class: XCUIElementTypeCell
                  children:
                    - {class: XCUIElementTypeStaticText, accessibilityLabel: Wi-Fi}
                    - {class: XCUIElementTypeSwitch, accessibilityValue: "1"}
            """)
        XCTAssertEqual(utterances(m), ["Airplane Mode, off, switch button", "Wi-Fi, on, switch button"])
        XCTAssertEqual(m.stops.map { m.traits(of: $0.node).checked }, [.off, .on])
        XCTAssertEqual(m.stops.map { m.traits(of: $0.node).role }, [.toggleSwitch, .toggleSwitch])
    }

    func testIOSModalHidesItsSiblings() throws {
        let m = try model("""
        platform: ios
        root:
          class: UIWindow
          children:
            - {class: UIButton, title: Behind}
            - {class: UIView, accessibilityViewIsModal: true, children: [{class: UIButton, title: Close}]}
        """)
        XCTAssertEqual(utterances(m), ["Close, button"])
        XCTAssertTrue(m.isHidden(m.root.children[0]))
        XCTAssertEqual(m.layers.map(\.kind), [.app, .modal])
        XCTAssertEqual(m.layer(of: m.root.children[1].children[0]).kind, .modal)
        XCTAssertEqual(m.layer(of: m.root.children[0]).kind, .app)
    }

    func testIOSStepperIsTwoSegmentsAndPageControlSpeaksItsIndex() throws {
        let m = try model("""
        platform: ios
        root:
          class: UIView
          children:
            - {class: UIStepper, accessibilityLabel: Guests, value: 0, minimumValue: 0, maximumValue: 4}
            - {class: UIPageControl, numberOfPages: 4, currentPage: 1}
        """)
        XCTAssertEqual(utterances(m), ["Guests, Decrement, 0, button, dimmed", "Guests, Increment, 0, button",
                                       "page 2 of 4, adjustable"])
        XCTAssertEqual(m.stops.map(m.path(of:)), ["UIView/UIStepper/Decrement", "UIView/UIStepper/Increment",
                                             "UIView/UIPageControl"])
    }

    func testAndroidFocusableContainersGatherNonFocusableText() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.FrameLayout
          children:
            - class: android.widget.LinearLayout
              clickable: true
              children:
                - {class: android.widget.TextView, text: Remove one phone from 3 phones}
                - {class: android.widget.TextView, text: Ignored, importantForAccessibility: no}
            - {class: android.widget.TextView, text: Standalone}
            - {class: android.widget.ImageButton, contentDescription: Share, clickable: true, enabled: false}
            - class: android.widget.LinearLayout
              importantForAccessibility: noHideDescendants
              children: [{class: android.widget.Button, text: Hidden, clickable: true}]
            - {class: android.widget.TextView, text: Offscreen, visibleToUser: false}
        """)
        XCTAssertEqual(utterances(m), ["Remove one phone from 3 phones then double tap to activate", "Standalone",
                                       "Share, button, disabled"])
    }

    func testAndroidStatesRolesAndScrollingItems() throws {
        let m = try model("""
        platform: android
        root:
          class: androidx.recyclerview.widget.RecyclerView
          children:
            - class: android.widget.LinearLayout
              children: [{class: android.widget.TextView, text: Row one}]
            - {class: android.widget.CheckBox, text: Remember me, checkable: true, checked: false, clickable: true}
            - {class: androidx.compose.ui.platform.ComposeView, text: Dark mode, role: Switch, toggleableState: on, clickable: true}
            - {class: android.widget.TextView, text: Settings, heading: true, focusable: true}
            - {class: android.widget.Button, text: Save, contentDescription: Save draft, roleDescription: action, clickable: true}
        """)
        XCTAssertEqual(utterances(m), [
            "Row one",
            "not checked, Remember me, check box then double tap to toggle",
            "on, Dark mode, switch then double tap to toggle",
            "Settings, heading",
            "Save draft, action then double tap to activate",
        ])
    }

    func testComponentsAreFoundByClassAndStructure() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.FrameLayout
          children:
            - {class: androidx.viewpager2.widget.ViewPager2, children: [{class: android.widget.TextView, text: Slide}]}
            - {class: android.widget.HorizontalScrollView, resourceId: "app:id/tab_layout"}
            - class: androidx.recyclerview.widget.RecyclerView
              children:
                - class: android.widget.LinearLayout
                  children:
                    - {class: android.widget.Button, resourceId: "app:id/btn_minus", clickable: true}
                    - {class: android.widget.TextView, text: "2"}
                    - {class: android.widget.Button, resourceId: "app:id/btn_plus", clickable: true}
        """)
        XCTAssertEqual(m.nodes(PageControl.self).map(m.path(of:)), ["android.widget.FrameLayout/android.widget.HorizontalScrollView"])
        let row = "android.widget.FrameLayout/androidx.recyclerview.widget.RecyclerView/android.widget.LinearLayout"
        XCTAssertEqual(m.nodes(Stepper.self).map(m.path(of:)), [row])
        XCTAssertEqual(m.nodes(TableRow.self).map(m.path(of:)), [row])
        let parts = Stepper.parts(of: m.nodes(Stepper.self)[0], in: m)
        XCTAssertEqual(parts.decrement?.identifier, "app:id/btn_minus")
        XCTAssertEqual(parts.increment?.identifier, "app:id/btn_plus")
        XCTAssertEqual(parts.count?.visibleText, "2")
    }

    func testSpokenText() {
        XCTAssertEqual(SpokenText.normalize("  Page\u{2068}  2\n of 4\u{2069} "), "Page 2 of 4")
        XCTAssertTrue(SpokenText.isEffectivelyEmpty(" + "))
        XCTAssertTrue(SpokenText.isEffectivelyEmpty("\u{E5CC}"), "icon-font private use character")
        XCTAssertFalse(SpokenText.isEffectivelyEmpty("3"))
        XCTAssertTrue(SpokenText.contains("Produkt 1, Größe M, 2 Stück", "Produkt 1 — Größe M"), "punctuation is not said")
        XCTAssertTrue(SpokenText.contains("Buy: ADD TO CART", "add to cart"))
        XCTAssertFalse(SpokenText.contains("Add to cart", "Add — cart"), "words must follow one another")
        XCTAssertFalse(SpokenText.contains("Add to cart", "!!"))
        XCTAssertEqual(SpokenText.words("Wi-Fi, ON  (5 GHz)"), ["wi", "fi", "on", "5", "ghz"])
        XCTAssertEqual(SpokenText.wordKey("  Learn more → "), "learn more")
        XCTAssertTrue(SpokenText.containsWord(folded: SpokenText.folded("Tab 2 of 4"), SpokenText.folded("tab")))
        XCTAssertFalse(SpokenText.containsWord(folded: SpokenText.folded("Table 2"), SpokenText.folded("tab")))
        XCTAssertTrue(SpokenText.contains(folded: SpokenText.folded("首页标签1"), SpokenText.folded("标签")))
        for quantity in ["38%", " 70 percent", "-2.5", "+3", "1,5 %", "100"] {
            XCTAssertTrue(SpokenText.isQuantityOnly(quantity), quantity)
        }
        for name in ["Volume 38%", "", "%", "2 of 3", "1.2.3", "Page 2", "38%!"] {
            XCTAssertFalse(SpokenText.isQuantityOnly(name), name)
        }
        XCTAssertFalse(SpokenText.isEffectivelyEmpty("\u{200B} z"))
        XCTAssertFalse(SpokenText.isEffectivelyEmpty("— ß —"))
        XCTAssertTrue(SpokenText.isEffectivelyEmpty(" \u{200B}-\u{3000}_ "))
        XCTAssertEqual(SpokenText.position(in: "Photos, PAGE two of FOUR")?.index, 2)
        XCTAssertEqual(SpokenText.position(in: "3 of 5")?.count, 5)
        XCTAssertNil(SpokenText.position(in: "top 10 of the week"))
        XCTAssertTrue(SpokenText.containsWord("Submit Button", "button"))
        XCTAssertFalse(SpokenText.containsWord("Buttons help", "button"))
        // Whole words in any script, without case, wherever they stand.
        XCTAssertTrue(SpokenText.containsWord("BUTTON", "button"))
        XCTAssertTrue(SpokenText.containsWord("Größe, Schaltfläche", "SCHALTFLÄCHE"))
        XCTAssertFalse(SpokenText.containsWord("Knopfdruck", "knopf"))
        XCTAssertFalse(SpokenText.containsWord("tab2", "tab"))
        XCTAssertTrue(SpokenText.containsWord("open tab bar now", "tab bar"))
        XCTAssertFalse(SpokenText.containsWord("", "tab"))
        XCTAssertTrue(SpokenText.contains("Produkt  1 — GRÖßE m", "produkt 1 — größe"))
        XCTAssertFalse(SpokenText.contains("Produkt", "Produkte"))
        // Found as bytes, as written; then without case; then not at all.
        XCTAssertTrue(SpokenText.contains("Add one Größe M", "Größe M"))
        XCTAssertTrue(SpokenText.contains("Remove  Produkt 1", "produkt 1"))
        XCTAssertTrue(SpokenText.contains("Größe", ""))
        XCTAssertTrue(SpokenText.contains("M", "M"))
        XCTAssertFalse(SpokenText.contains("M", "Mm"))
        XCTAssertFalse(SpokenText.contains("Größe M", "Größe L"))
        XCTAssertFalse(SpokenText.contains("", "a"))
        // Text that is already normal comes back unchanged, including non-Latin and dashes.
        for text in ["Produkt 1 — Größe M", "第2页，共3页", "Größe\u{00A0}M"] {
            XCTAssertEqual(SpokenText.normalize(text), text.replacingOccurrences(of: "\u{00A0}", with: " "))
        }
        XCTAssertEqual(SpokenText.normalize("a\u{200B}b\u{3000}c"), "ab c")
        XCTAssertEqual(SpokenText.trimmed(" \tbutton\u{3000}"), "button")
        XCTAssertEqual(SpokenText.trimmed("selected, dimmed".split(separator: ",")[1]), "dimmed")
        XCTAssertEqual(SpokenText.trimmed("  "), "")
        XCTAssertEqual(SpokenText.trimmed("tab bar"), "tab bar")
    }

    /// Children hold their parents strongly while the model lives; the model lets
    /// go of them when it goes, so the tree is freed and a kept node has no parent.
    func testTheModelFreesItsTreeWhenItGoes() throws {
        weak var weakRoot: SemanticNode?
        weak var weakModel: ScreenModel?
        var kept: SemanticNode?
        // In a function of its own, so that nothing in this scope holds the model.
        func make() throws {
            let m = try model("""
            platform: ios
            root:
              class: UIWindow
              children:
                - class: UIView
                  children:
                    - {class: UIButton, accessibilityLabel: Buy}
            """)
            let button = try XCTUnwrap(m.nodes.last)
            XCTAssertTrue(m.parent(of: button).flatMap(m.parent(of:)) === m.root)
            XCTAssertEqual(m.path(of: button), "UIWindow/UIView/UIButton")
            weakRoot = m.root
            weakModel = m
            kept = button
        }
        try make()
        XCTAssertNil(weakModel)
        XCTAssertNil(weakRoot, "something kept the tree alive")
        XCTAssertEqual(kept?.pathStep, "UIButton", "a node may outlive its model")
    }
}
