@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Expandables, dropdowns and links as apps build them, and what their rules
/// make of the corpus: an accordion header with a caret glyph, a Spinner named by
/// its option, TV rows whose "Expand collection" buttons open a grid, web links.
final class ExpandableDropdownLinkTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func findings(_ yaml: String, rule: String) -> [String] {
        load(yaml).screens.flatMap { Linter().check($0) }.filter { $0.ruleID == rule }.map(\.message)
    }

    private func classes<C: Component>(_ component: C.Type, in model: ScreenModel) -> [String] {
        model.nodes(component).map { $0.identifier ?? $0.simpleClassName }
    }

    // MARK: - Expandable

    /// A settings section header: a clickable row with its title and a "▾" glyph.
    private let caretHeader = """
        platform: android
        root:
          class: android.widget.LinearLayout
          children:
            - class: android.widget.LinearLayout
              resourceId: "app:id/header"
              clickable: true
              children:
                - {class: android.widget.TextView, text: App settings}
                - {class: android.widget.TextView, text: "▾"}
            - class: android.widget.LinearLayout
              resourceId: "app:id/content"
              children:
                - {class: android.widget.TextView, text: OCR}
        """

    func testARowWithACaretGlyphIsAnExpandableWhoseStateIsUnknownWithoutActions() throws {
        let m = try model(caretHeader)
        XCTAssertEqual(classes(Expandable.self, in: m), ["app:id/header"])
        let header = m.nodes(Expandable.self)[0]
        let parts = Expandable.parts(of: header, in: m)
        XCTAssertEqual(parts.glyph?.visibleText, "▾")
        XCTAssertEqual(parts.label?.visibleText, "App settings")
        XCTAssertEqual(Expandable.state(of: header, in: m), .notRecorded, "a node that lists no actions may have any")
        XCTAssertEqual(findings(caretHeader, rule: "expandable-state"), [])
        let listed = caretHeader.replacingOccurrences(of: "clickable: true", with: "clickable: true\n      actions: [click]")
        XCTAssertEqual(findings(listed, rule: "expandable-state").count, 1)
        let expanded = caretHeader.replacingOccurrences(of: "clickable: true",
                                                        with: "clickable: true\n      actions: [click, collapse]")
        XCTAssertEqual(Expandable.state(of: try model(expanded).nodes(Expandable.self)[0], in: try model(expanded)),
                       .expanded)
    }

    func testNavigationChevronsSortArrowsAndGridButtonsAreNotExpandables() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - class: android.widget.LinearLayout
                  clickable: true
                  children:
                    - {class: android.widget.TextView, text: Account}
                    - {class: android.widget.ImageView, resourceId: "app:id/chevron_right"}
                - class: android.widget.LinearLayout
                  clickable: true
                  children:
                    - {class: android.widget.TextView, text: Price}
                    - {class: android.widget.TextView, text: "▲"}
                - class: android.view.ViewGroup
                  children:
                    - {class: android.view.ViewGroup, contentDescription: Expand collection Featured, clickable: true}
                    - {class: androidx.recyclerview.widget.RecyclerView, focusable: true}
                    - {class: android.widget.ImageView, resourceId: "app:id/expand_to_grid_icon", contentDescription: Expand collection, clickable: true}
            """)
        XCTAssertEqual(classes(Expandable.self, in: m), [])
    }

    func testAChevronPressedApartFromItsLabelIsTheControl() throws {
        let yaml = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Amenities}
                - {class: android.widget.ImageButton, resourceId: "app:id/btn_expand", contentDescription: Expand, clickable: true}
            """
        let m = try model(yaml)
        let expandable = try XCTUnwrap(m.nodes(Expandable.self).first)
        let parts = Expandable.parts(of: expandable, in: m)
        XCTAssertTrue(parts.control === parts.glyph)
        XCTAssertEqual(parts.label?.visibleText, "Amenities")
        XCTAssertEqual(Expandable.state(of: expandable, in: m), .inName, "'Expand' says the state")
        XCTAssertEqual(findings(yaml, rule: "expandable-state"), [
            "Expandable 'Amenities' is opened by its chevron 'Expand', a focus stop apart from the label "
                + "'Amenities': make the row one control that says its label, state and role, and hide the chevron.",
        ])
    }

    func testStateWordsInFourLanguagesAndTheFrameworksOwnControl() throws {
        XCTAssertEqual(ExpansionWords.state(in: "Eingeklappt"), false)
        XCTAssertEqual(ExpansionWords.state(in: "développé"), true)
        XCTAssertEqual(ExpansionWords.state(in: "Contraído"), false)
        XCTAssertNil(ExpansionWords.state(in: "Erweiterte Einstellungen"), "a word inside a word does not count")
        XCTAssertTrue(ExpansionWords.saysExpansion("Mostrar más reseñas"))
        XCTAssertFalse(ExpansionWords.saysExpansion("Amenities"))
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: DisclosureGroup, accessibilityLabel: Advanced, accessibilityTraits: [button]}
                - class: DisclosureGroup
                  children:
                    - {class: UIButton, accessibilityLabel: Shipping}
                    - {class: UILabel, text: Ships in two days}
                - {class: UIButton, accessibilityLabel: Filters, accessibilityValue: Eingeklappt}
            """)
        let controls = m.nodes(Expandable.self).map { Expandable.parts(of: $0, in: m).control }
        XCTAssertEqual(controls.map { m.name(of: $0) }, ["Advanced", "Shipping", "Filters"])
        XCTAssertEqual(controls.map { Expandable.state(of: $0, in: m) }, [.byFramework, .byFramework, .collapsed])
    }

    // MARK: - Dropdown

    func testAnEditableExposedDropdownIsFoundFromItsEndIcon() throws {
        let m = try model("""
            platform: android
            root:
              class: com.google.android.material.textfield.TextInputLayout
              children:
                - class: android.widget.FrameLayout
                  children:
                    - {class: android.widget.AutoCompleteTextView, resourceId: "app:id/country", text: Germany, hintText: Country, editable: true, clickable: true}
                    - class: android.widget.LinearLayout
                      children:
                        - {class: android.widget.ImageButton, resourceId: "app:id/text_input_end_icon", contentDescription: Show dropdown menu, clickable: true}
                - {class: com.example.LoadingSpinner, resourceId: "app:id/progress"}
            """)
        XCTAssertEqual(classes(Dropdown.self, in: m), ["app:id/country"], "a loading spinner opens no list")
        let field = m.nodes(Dropdown.self)[0]
        XCTAssertEqual(Dropdown.shownOption(of: field, in: m), "Germany")
        XCTAssertTrue(Dropdown.purposeApartFromName(of: field, option: "Germany"))
        XCTAssertTrue(Dropdown.exposesRole(field, in: m), "an editable dropdown is a combo box: a text field")
    }

    func testAPopUpButtonIsAButtonToVoiceOver() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: XCUIElementTypePopUpButton, accessibilityLabel: Country, accessibilityValue: Germany}
            """)
        let button = try XCTUnwrap(m.nodes(Dropdown.self).first)
        XCTAssertEqual(m.announcement(of: button)?.utterance, "Country, Germany, button")
        XCTAssertEqual(Dropdown.shownOption(of: button, in: m), "Germany")
    }

    // MARK: - Link

    func testGenericLinkWordsInFourLanguages() {
        for generic in ["Learn more", "READ MORE ›", "Click here.", "Here", "More…", "Details", "Link", "Mehr erfahren",
                        "Hier klicken", "En savoir plus", "Plus d’infos", "Más información", "Haz clic aquí", "Ver más"] {
            XCTAssertTrue(Link.isPurposeless(generic), generic)
        }
        for specific in ["Learn more about roaming", "More options", "Here is your receipt", "Privacy policy", "", "›"] {
            XCTAssertFalse(Link.isPurposeless(specific), specific)
        }
    }

    func testAWebLinkAndTheTextThatCarriesItsTraitAreOneLink() throws {
        let m = try model("""
            platform: ios
            root:
              class: XCUIElementTypeWebView
              children:
                - class: XCUIElementTypeLink
                  accessibilityLabel: Logout
                  isAccessibilityElement: false
                  children:
                    - {class: XCUIElementTypeStaticText, accessibilityLabel: Logout, text: Logout, isAccessibilityElement: true}
            """)
        XCTAssertEqual(classes(Link.self, in: m), ["XCUIElementTypeLink"])
        XCTAssertEqual(m.stops.map(\.announcement.utterance), ["Logout, link"])
    }

    // MARK: - The corpus

    private func corpusFindings(_ name: String, rules: Set<String>) throws -> [String] {
        _ = try CorpusTests.files()
        return CorpusTests.lint(name).findings.filter { rules.contains($0.ruleID) }.map { "\($0.ruleID): \($0.message)" }
    }

    private static let rules: Set<String> = ["expandable-state", "dropdown-name", "link-purpose"]

    func testTheSpinnerNamedByItsOptionIsTheCorpusOnlyFinding() throws {
        // Outside the assertion, so that a missing corpus skips the test rather than failing it.
        let alba = try corpusFindings("and-albacontrol-settings-es.xml", rules: Self.rules)
        XCTAssertEqual(alba, [
            "dropdown-name: Dropdown '🇪🇸 Español' is named only by the option it shows ('🇪🇸 Español'), not by what it "
                + "chooses; the label 'Idiomas' before it is a stop of its own. Name it by its purpose (a content "
                + "description, or labeledBy its visible label).",
        ])
        for name in try CorpusTests.files() where name != "and-albacontrol-settings-es.xml" && !name.contains("malformed") {
            let findings = try corpusFindings(name, rules: Self.rules)
            XCTAssertEqual(findings, [], name)
        }
    }
}
