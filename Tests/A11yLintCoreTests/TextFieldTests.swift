@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Text fields: how each reader speaks them (typed text, hints, placeholders,
/// labels linked by id), how they are found, and what the three text-field
/// rules make of real layouts.
final class TextFieldTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func utterances(_ yaml: String) throws -> [String] {
        try model(yaml).stops.map(\.announcement.utterance)
    }

    private func findings(_ yaml: String, rule: String? = nil) -> [String] {
        load(yaml).screens.flatMap { Linter().check($0) }.filter { rule == nil || $0.ruleID == rule }
            .map { "\($0.mark) \($0.ruleID)" }
    }

    private func field(_ m: ScreenModel) throws -> SemanticNode {
        try XCTUnwrap(m.nodes(TextField.self).first)
    }

    // MARK: - TalkBack

    func testALabelLinkedByIdNamesTheField() throws {
        let byLabeledBy = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Email, resourceId: "com.shop:id/email_label"}
                - {class: android.widget.EditText, labeledBy: "com.shop:id/email_label", focusable: true}
            """
        let m = try model(byLabeledBy)
        XCTAssertEqual(m.name(of: try field(m)), "Email")
        XCTAssertEqual(m.announcement(of: try field(m))?.utterance, "edit box, Email")
        XCTAssertEqual(findings(byLabeledBy, rule: "control-name"), [])
        // The label may point at the field instead, by its id without the package.
        let byLabelFor = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Password, labelFor: password}
                - {class: android.widget.EditText, resourceId: "com.shop:id/password", password: true, focusable: true}
            """
        let other = try model(byLabelFor)
        XCTAssertEqual(other.name(of: try field(other)), "Password")
        XCTAssertEqual(findings(byLabelFor, rule: "control-name"), [])
        // Without the link, the same field has no name.
        XCTAssertEqual(findings(byLabelFor.replacingOccurrences(of: ", labelFor: password", with: ""),
                                rule: "control-name"), ["6:8 control-name"])
    }

    func testTypedTextIsTheValueAndTheHintFollows() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.EditText, text: jane@, hintText: Email, contentDescription: Email address,
                   focusable: true}
            """)
        let said = try XCTUnwrap(m.announcement(of: try field(m)))
        // TalkBack drops the content description of a field that holds text.
        XCTAssertEqual(said.value, "jane@")
        XCTAssertEqual(said.name, "Email")
        XCTAssertEqual(said.utterance, "jane@, edit box, Email")
    }

    func testComposeTypedTextComesBeforeTheRoleAndTheLabelAfter() throws {
        let m = try model("""
            platform: android
            root:
              class: android.view.View
              children:
                - class: android.widget.EditText
                  text: Nina Simone
                  focusable: true
                  children:
                    - {class: android.widget.TextView, text: Artist}
            """)
        let said = try XCTUnwrap(m.announcement(of: try field(m)))
        XCTAssertEqual(said.value, "Nina Simone")
        XCTAssertEqual(said.utterance, "Nina Simone, edit box, Artist")
    }

    func testAnEmptyFieldReadsItsHintOnce() throws {
        // uiautomator gives an empty field's hint as its text, too.
        XCTAssertEqual(try utterances("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.EditText, text: Search, hintText: Search, focusable: true}
                - {class: android.widget.EditText, hintText: City, focusable: true}
            """), ["Search, edit box", "City, edit box"])
    }

    func testTextWithoutAHintIsReadFirstAsBefore() throws {
        // Dumps before API 26 record no hints: the text may be the hint of an empty field.
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.EditText, text: What's happening?, focusable: true}
            """)
        XCTAssertEqual(m.name(of: try field(m)), "What's happening?")
        XCTAssertEqual(m.stops.map(\.announcement.utterance), ["What's happening?, edit box"])
    }

    func testAPasswordIsReadAsACountOfCharacters() throws {
        XCTAssertEqual(try utterances("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.EditText, text: "•••••••••", contentDescription: password, password: true,
                   focusable: true}
            """), ["9 characters, password, edit box"])
    }

    // MARK: - VoiceOver

    func testVoiceOverSpeaksThePlaceholderWhereTheTextGoes() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextField, accessibilityLabel: Email, placeholder: you@example.com}
                - {class: UITextField, placeholder: Search}
                - {class: UITextField, accessibilityLabel: Name, text: Jane, placeholder: Full name}
                - {class: UITextField, text: Jane}
            """)
        XCTAssertEqual(m.stops.map(\.announcement.utterance), [
            "Email, you@example.com, text field", "Search, text field", "Name, Jane, text field", "Jane, text field",
        ])
        // Typed text is the value, not the name.
        XCTAssertEqual(m.stops[3].announcement.name, "")
    }

    func testWebDriverAgentsPlaceholderValueIsAnEmptyField() throws {
        let m = ScreenModel(screen: try XCTUnwrap(load("""
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" x="0" y="0" width="390" height="844">
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Email" placeholderValue="Email" accessible="true" x="16" y="100" width="358" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """).screens.first))
        let said = try XCTUnwrap(m.announcement(of: try field(m)))
        XCTAssertEqual(said.name, "Email")
        XCTAssertEqual(said.value, "")
    }

    func testAReadOnlyTextViewIsNoField() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextView, text: Terms of service apply., accessibilityTraits: [staticText]}
                - {class: UITextView, accessibilityLabel: Notes}
            """)
        XCTAssertEqual(m.stops.map(\.announcement.utterance), ["Terms of service apply.", "Notes, text field"])
        XCTAssertEqual(m.nodes(TextField.self).map(\.simpleClassName), ["UITextView"])
        XCTAssertEqual(m.nodes(TextField.self).first?.order, m.stops[1].node.order)
    }

    // MARK: - Detection

    func testFieldsAreFoundByClassAndByWhatTheReaderMakesOfThem() throws {
        let android = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - class: android.widget.SearchView
                  children:
                    - {class: "android.widget.SearchView$SearchAutoComplete", hintText: Search, focusable: true}
                - {class: com.google.android.material.textfield.TextInputEditText, focusable: true}
                - {class: android.view.View, editable: true, focusable: true}
                - {class: android.widget.TextView, text: Not a field}
            """)
        // The search view holds its edit box: only the box is the field.
        XCTAssertEqual(android.nodes(TextField.self).map(\.simpleClassName),
                       ["SearchAutoComplete", "TextInputEditText", "View"])
        let ios = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: XCUIElementTypeSecureTextField, accessibilityLabel: Password}
                - {class: UIView, accessibilityTraits: [searchField], isAccessibilityElement: true}
                - {class: UILabel, text: Email}
            """)
        XCTAssertEqual(ios.nodes(TextField.self).map(\.simpleClassName), ["XCUIElementTypeSecureTextField", "UIView"])
    }

    func testAMaestroNodeWithAPlaceholderIsATextField() throws {
        let json = """
            {
              "attributes" : { "accessibilityText" : "", "bounds" : "[0,0][0,0]" },
              "children" : [ {
                "attributes" : { "accessibilityText" : "Shop", "bounds" : "[0,0][390,844]" },
                "children" : [ {
                  "attributes" : { "accessibilityText" : "", "hintText" : "", "bounds" : "[0,0][390,844]" },
                  "children" : [ {
                    "attributes" : { "accessibilityText" : "Email Address", "hintText" : "", "bounds" : "[88,339][224,359]" },
                    "children" : [ ]
                  }, {
                    "attributes" : { "accessibilityText" : "", "hintText" : " ", "resource-id" : "text-input",
                                     "bounds" : "[104,325][345,373]" },
                    "children" : [ ]
                  } ]
                } ]
              } ]
            }
            """
        let m = ScreenModel(screen: try XCTUnwrap(load(json).screens.first))
        let field = try field(m)
        XCTAssertEqual(field.simpleClassName, "XCUIElementTypeTextField")
        // The label is drawn inside the field, 14 pt below its top: VoiceOver, ordering by position, reaches the field first.
        XCTAssertEqual(m.stops.map(\.announcement.utterance), ["text field", "Email Address"])
    }

    // MARK: - Rules on real layouts

    /// React Native Paper draws the label over the field, as a text of its own
    /// that VoiceOver reads after the field.
    func testAFloatingLabelReadAfterTheFieldIsItsLabel() {
        let yaml = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextField, placeholder: you@example.com, frame: {x: 104, y: 325, width: 241, height: 48}}
                - {class: UILabel, text: Email Address, frame: {x: 88, y: 339, width: 136, height: 20}}
            """
        XCTAssertEqual(findings(yaml, rule: "text-field-name"), ["5:8 text-field-name"])
        let description = load(yaml).screens.flatMap { Linter().check($0) }.first { $0.ruleID == "text-field-name" }
        XCTAssertTrue(description?.message.contains("visible label 'Email Address'") == true)
    }

    func testALabelThatRepeatsThePlaceholderStaysOnceTextIsTyped() {
        XCTAssertEqual(findings("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextField, accessibilityLabel: Email, placeholder: Email}
            """, rule: "text-field-name"), [])
    }

    func testTheNextFieldsRequiredLabelIsNoError() {
        XCTAssertEqual(findings("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Email}
                - class: android.widget.FrameLayout
                  children:
                    - {class: android.widget.EditText, text: jane@example.com, hintText: Email, focusable: true}
                    - {class: android.widget.ImageButton, contentDescription: Clear, clickable: true}
                - {class: android.widget.TextView, text: Password (required)}
                - {class: android.widget.EditText, password: true, contentDescription: Password, focusable: true}
            """, rule: "text-field-error"), [])
    }

    func testAnErrorBelowTheFieldPastItsRowsButtonsIsFound() {
        let yaml = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.EditText, text: jane@, hintText: Email, focusable: true, bounds: [40, 120, 900, 280]}
                - {class: android.widget.ImageButton, contentDescription: Clear, clickable: true, bounds: [900, 120, 1040, 280]}
                - {class: android.widget.TextView, text: Enter a valid email address, resourceId: "com.shop:id/email_error",
                   bounds: [40, 300, 1040, 360]}
                - {class: android.widget.Button, text: Next, clickable: true, bounds: [40, 400, 1040, 500]}
            """
        XCTAssertEqual(findings(yaml, rule: "text-field-error"), ["5:8 text-field-error"])
        // A button below the field ends its container's part: a message past it is not the field's.
        let pastSubmit = yaml.replacingOccurrences(of: "bounds: [900, 120, 1040, 280]", with: "bounds: [40, 290, 1040, 300]")
        XCTAssertEqual(findings(pastSubmit, rule: "text-field-error"), [])
    }

    func testAnErrorATextInputLayoutShowsIsNotJudgedWhereTheDumpCannotTell() {
        let uiautomator = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.LinearLayout" package="com.shop" bounds="[0,0][1080,2400]">
                <node index="0" text="" class="com.google.android.material.textfield.TextInputLayout" package="com.shop" bounds="[0,100][1080,400]">
                  <node index="0" text="" class="android.widget.FrameLayout" package="com.shop" bounds="[0,100][1080,300]">
                    <node index="0" text="jane@" class="android.widget.EditText" package="com.shop" focusable="true" clickable="true" bounds="[40,120][900,280]" />
                    <node index="1" text="" content-desc="Clear text" class="android.widget.ImageButton" package="com.shop" clickable="true" bounds="[900,120][1040,280]" />
                  </node>
                  <node index="1" text="Enter a valid email address" resource-id="com.shop:id/textinput_error" class="android.widget.TextView" package="com.shop" bounds="[40,300][1040,360]" />
                </node>
              </node>
            </hierarchy>
            """
        let loaded = load(uiautomator)
        XCTAssertEqual(loaded.errors, [])
        XCTAssertEqual(loaded.screens.flatMap { Linter().check($0) }.filter { $0.ruleID == "text-field-error" }.count, 0)
    }

    func testRequiredIsNotJudgedWhereTheHintIsNotRecorded() throws {
        let appium = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" x="0" y="0" width="390" height="844">
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" label="Email *" accessible="true" x="16" y="100" width="358" height="44"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let loaded = load(appium)
        XCTAssertEqual(loaded.errors, [])
        XCTAssertEqual(loaded.screens.flatMap { Linter().check($0) }.filter { $0.ruleID == "text-field-required" }.count, 0)
        // Our own format records the hint: there "Email *" with no hint is reported.
        XCTAssertEqual(findings("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UITextField, accessibilityLabel: Email *}
            """, rule: "text-field-required"), ["5:8 text-field-required"])
    }

    func testRequiredAndErrorWordsInFourLanguages() {
        XCTAssertTrue(TextFieldWords.marksRequired("E-Mail (Pflichtfeld)"))
        XCTAssertTrue(TextFieldWords.marksRequired("Nom *"))
        XCTAssertFalse(TextFieldWords.marksRequired("5*3"))
        XCTAssertTrue(TextFieldWords.saysRequired("Correo, obligatorio, edit box"))
        XCTAssertTrue(TextFieldWords.saysError("Adresse e-mail invalide"))
        XCTAssertTrue(TextFieldWords.saysError("La contraseña debe tener 8 caracteres"))
        XCTAssertFalse(TextFieldWords.saysError("Enter the code we sent you"))
        XCTAssertTrue(TextFieldWords.readsAsPlaceholder("Add artist name..."))
        XCTAssertTrue(TextFieldWords.readsAsPlaceholder("e.g. Berlin"))
        XCTAssertFalse(TextFieldWords.readsAsPlaceholder("Artist"))
    }
}
