@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Switches, checkboxes, radio buttons and their groups as UIKit, SwiftUI,
/// Android Views and Compose build them, in each dump format a11ylint reads, and
/// the rules that judge their state.
final class ToggleControlTests: XCTestCase {
    private func model(_ text: String, path: String = "test.yml") throws -> ScreenModel {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: path)
        XCTAssertEqual(result.errors.map(\.description), [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func findings(_ text: String, rule: String, path: String = "test.yml") -> [String] {
        let loaded = DumpLoader().load(bytes: Array(text.utf8), path: path)
        return loaded.screens.flatMap { Linter().check($0) }.filter { $0.ruleID == rule }.map(\.message)
    }

    private func classes<C: Component>(_ component: C.Type, in m: ScreenModel) -> [String] {
        m.nodes(component).map(\.simpleClassName)
    }

    private func names<C: Component>(_ component: C.Type, in m: ScreenModel) -> [String] {
        m.nodes(component).map { m.name(of: $0) }
    }

    // MARK: - Switches

    func testFrameworkSwitchesOfEveryPlatformAreSwitches() throws {
        let ios = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
                - {class: XCUIElementTypeSwitch, accessibilityLabel: Bluetooth, accessibilityValue: "0"}
                - {class: XCUIElementTypeToggle, accessibilityLabel: Flight mode, accessibilityValue: "1"}
                - {class: Toggle, accessibilityLabel: Dark mode, isOn: false}
                - {class: SevenSwitch, isAccessibilityElement: true, accessibilityLabel: Sync, accessibilityValue: "On"}
            """)
        XCTAssertEqual(classes(Switch.self, in: ios),
                       ["UISwitch", "XCUIElementTypeSwitch", "XCUIElementTypeToggle", "Toggle", "SevenSwitch"])
        XCTAssertEqual(ios.nodes(Switch.self).map { ToggleControl.state(of: $0, as: .toggleSwitch, in: ios) },
                       [.on, .off, .on, .off, .on])
        let android = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.Switch, text: Wi-Fi, checkable: true, checked: true}
                - {class: androidx.appcompat.widget.SwitchCompat, text: Sync, checkable: true}
                - {class: com.google.android.material.switchmaterial.SwitchMaterial, text: Data, checkable: true}
                - {class: com.google.android.material.materialswitch.MaterialSwitch, text: Roaming, checkable: true}
                - {class: android.widget.ViewSwitcher, children: [{class: android.widget.TextView, text: Page}]}
            """)
        XCTAssertEqual(classes(Switch.self, in: android), ["Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch"])
        XCTAssertEqual(android.nodes(Switch.self).map { ToggleControl.state(of: $0, as: .toggleSwitch, in: android) },
                       [.on, .off, .off, .off])
    }

    func testComposeSwitchesByRoleRoleChildAndAsACheckableLeaf() throws {
        let m = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="androidx.compose.ui.platform.ComposeView" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,600]">
                <node index="0" text="" class="android.view.View" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,600]">
                  <node index="0" text="Dynamic color" class="android.widget.TextView" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[40,40][700,100]" />
                  <node NAF="true" index="1" text="" class="android.view.View" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" bounds="[900,30][1010,110]" />
                  <node index="2" text="" class="android.view.View" checkable="true" checked="false" clickable="true" enabled="true" focusable="true" bounds="[0,200][1080,300]">
                    <node index="0" text="Wi-Fi" class="android.widget.TextView" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[40,220][700,280]" />
                    <node index="1" text="" class="android.widget.Switch" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[900,220][1010,280]" />
                  </node>
                </node>
              </node>
            </hierarchy>
            """, path: "window_dump.xml")
        // The Material switch (a checkable leaf) and the row whose role child says Switch; not the role child.
        XCTAssertEqual(m.nodes(Switch.self).map { m.path(of: $0).split(separator: "/").last.map(String.init) ?? "" },
                       ["android.view.View[0]", "android.view.View[1]"])
        let yaml = try model("""
            platform: android
            root:
              class: androidx.compose.ui.platform.ComposeView
              children:
                - {class: android.view.View, role: Switch, toggleableState: "on", contentDescription: Wi-Fi}
                - {class: android.view.View, roleDescription: Switch, stateDescription: "Off", clickable: true, text: Sync}
            """)
        XCTAssertEqual(names(Switch.self, in: yaml), ["Wi-Fi", "Sync"])
        XCTAssertEqual(yaml.nodes(Switch.self).map { ToggleControl.state(of: $0, as: .toggleSwitch, in: yaml) },
                       [.on, .off])
    }

    /// VoiceOver reads a Settings cell as its switch, and SwiftUI's Toggle holds a
    /// second switch: each is one switch to the rules.
    func testACellThatStandsForItsSwitchAndSwiftUISwitchInSwitchAreOneSwitch() throws {
        let cell = try model("""
            platform: ios
            root:
              class: UITableView
              children:
                - class: UITableViewCell
                  children:
                    - {class: UILabel, text: Airplane Mode}
                    - {class: UISwitch, isOn: false}
            """)
        XCTAssertEqual(classes(Switch.self, in: cell), ["UITableViewCell"])
        XCTAssertEqual(ToggleControl.state(of: cell.nodes(Switch.self)[0], as: .toggleSwitch, in: cell), .off)
        let swiftUI = try model("""
            Element subtree:
             →Application, 0x1, pid: 1, label: 'Payslips'
                Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                  Other, 0x3, {{0.0, 0.0}, {393.0, 852.0}}
                    StaticText, 0x4, {{92.0, 66.2}, {110.3, 24.3}}, label: 'Face ID'
                    Switch, 0x5, {{234.3, 64.3}, {110.7, 28.0}}, value: 0
                      StaticText, 0x6, {{0.0, 0.0}, {0.0, 0.0}}
                      Switch, 0x7, {{284.0, 64.3}, {63.0, 28.0}}, value: 0
            """, path: "ui-test.log")
        let switches = swiftUI.nodes(Switch.self)
        XCTAssertEqual(switches.count, 1)
        XCTAssertEqual(switches.first.map { ToggleControl.state(of: $0, as: .toggleSwitch, in: swiftUI) }, .off)
    }

    /// Of nested switches, the one the reader meets remains: an iOS element hides
    /// the switch inside it; a container that is neither lets the reader reach it.
    func testOfNestedSwitchesTheOneTheReaderMeetsRemains() throws {
        let element = """
            platform: ios
            root:
              class: UIView
              children:
                - class: LabeledSwitch
                  isAccessibilityElement: true
                  accessibilityLabel: Wi-Fi
                  children:
                    - {class: UILabel, text: Wi-Fi}
                    - {class: UISwitch, isOn: true}
            """
        XCTAssertEqual(classes(Switch.self, in: try model(element)), ["LabeledSwitch"])
        XCTAssertEqual(findings(element, rule: "switch-state").count, 1)
        let container = element.replacingOccurrences(of: "isAccessibilityElement: true", with: "isAccessibilityElement: false")
        XCTAssertEqual(classes(Switch.self, in: try model(container)), ["UISwitch"])
        XCTAssertEqual(findings(container, rule: "switch-state"), [])
        let android = try model("""
            platform: android
            root:
              class: com.example.SettingsSwitch
              clickable: true
              children:
                - {class: android.widget.TextView, text: Wi-Fi}
                - {class: android.widget.Switch, checkable: true, checked: true}
            """)
        XCTAssertEqual(classes(Switch.self, in: android), ["Switch"])
    }

    func testCustomSwitchesSayWhatTheyAreByTraitValueOrName() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIButton, accessibilityLabel: Filter, accessibilityTraits: [button, toggleButton]}
                - {class: UIButton, accessibilityLabel: Flash, accessibilityValue: "Off", accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: "Wi-Fi switch, on", accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: Nintendo Switch, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: Menu toggle, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: Switch on, accessibilityTraits: [button]}
                - {class: UITableViewCell, accessibilityLabel: Bluetooth, accessibilityValue: "On",
                   accessibilityTraits: [button], accessoryType: disclosureIndicator}
            """)
        XCTAssertEqual(names(Switch.self, in: m), ["Filter", "Flash", "Wi-Fi switch, on"])
    }

    // MARK: - Checkboxes

    func testCheckboxesOfEveryPlatform() throws {
        let android = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.CheckBox, text: Remember me, checkable: true}
                - {class: com.google.android.material.checkbox.MaterialCheckBox, text: Terms, checkable: true}
                - {class: android.widget.CompoundButton, text: Vegan, checkable: true, checked: true}
                - {class: android.widget.CheckedTextView, text: Blue, checkable: true}
                - {class: android.view.View, role: Checkbox, toggleableState: indeterminate, text: All}
                - {class: android.widget.ImageView, clickable: true, contentDescription: Newsletter checkbox}
            """)
        XCTAssertEqual(names(Checkbox.self, in: android),
                       ["Remember me", "Terms", "Vegan", "All", "Newsletter checkbox"])
        XCTAssertEqual(android.nodes(Checkbox.self).map { ToggleControl.state(of: $0, as: .checkbox, in: android) },
                       [.off, .off, .on, .mixed, .missing])
        let ios = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIButton, accessibilityLabel: Remember me, accessibilityValue: Checked, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: "Terms, not checked", accessibilityTraits: [button]}
                - {class: CheckboxButton, isAccessibilityElement: true, accessibilityLabel: Vegan,
                   accessibilityTraits: [button, selected]}
                - {class: XCUIElementTypeCheckBox, accessibilityLabel: Spicy, accessibilityValue: "0"}
                - {class: XCUIElementTypeOther, isAccessibilityElement: true, accessibilityLabel: Gluten free checkbox}
                - {class: UIButton, accessibilityLabel: Last checked, accessibilityTraits: [button]}
                - {class: UILabel, text: "Status: checked"}
            """)
        XCTAssertEqual(names(Checkbox.self, in: ios),
                       ["Remember me", "Terms, not checked", "Vegan", "Spicy", "Gluten free checkbox"])
        XCTAssertEqual(ios.nodes(Checkbox.self).map { ToggleControl.state(of: $0, as: .checkbox, in: ios) },
                       [.on, .missing, .on, .off, .missing])
    }

    /// Compose's FilterChip: a merged checkable view whose empty CheckBox child
    /// carries the role. The chip is the checkbox, not its role child.
    func testAComposeFilterChipIsOneCheckbox() throws {
        let m = try model("""
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="androidx.compose.ui.platform.ComposeView" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,600]">
                <node index="0" text="" class="android.view.View" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" bounds="[68,480][195,582]">
                  <node index="0" text="Dark" class="android.widget.TextView" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[102,516][161,546]" />
                  <node index="1" text="" class="android.widget.CheckBox" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[68,497][195,565]" />
                </node>
              </node>
            </hierarchy>
            """, path: "window_dump.xml")
        XCTAssertEqual(classes(Checkbox.self, in: m), ["View"])
        XCTAssertEqual(ToggleControl.state(of: m.nodes(Checkbox.self)[0], as: .checkbox, in: m), .on)
    }

    // MARK: - Radio buttons

    func testRadioButtonsOfEveryPlatform() throws {
        let android = try model("""
            platform: android
            root:
              class: android.widget.RadioGroup
              children:
                - {class: android.widget.RadioButton, text: Standard, checkable: true, checked: true}
                - {class: com.google.android.material.radiobutton.MaterialRadioButton, text: Express, checkable: true}
                - class: android.view.View
                  clickable: true
                  selected: false
                  children:
                    - {class: android.widget.TextView, text: Pickup}
                    - {class: android.widget.RadioButton}
            """)
        XCTAssertEqual(names(RadioButton.self, in: android), ["Standard", "Express", "Pickup"])
        XCTAssertEqual(classes(RadioGroup.self, in: android), ["RadioGroup"])
        let ios = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: CustomRadio, isAccessibilityElement: true, accessibilityLabel: Card, accessibilityTraits: [button]}
                - {class: UIButton, accessibilityLabel: "Cash, radio button", accessibilityTraits: [button]}
                - {class: XCUIElementTypeRadioButton, accessibilityLabel: Invoice}
                - {class: UIButton, accessibilityLabel: Radio, accessibilityTraits: [button]}
                - {class: RadioStationCell, accessibilityLabel: Jazz FM}
            """)
        XCTAssertEqual(names(RadioButton.self, in: ios), ["Card", "Cash, radio button", "Invoice"])
    }

    func testRadioSetsAndHowTheReaderCountsThem() throws {
        let compose = try model("""
            platform: android
            root:
              class: androidx.compose.ui.platform.ComposeView
              children:
                - class: android.view.View
                  collectionInfo: {rowCount: 2, columnCount: 1}
                  children:
                    - {class: android.view.View, role: RadioButton, selected: true, text: Standard}
                    - {class: android.view.View, role: RadioButton, selected: false, text: Express}
                - class: android.view.View
                  children:
                    - {class: android.view.View, children: [{class: android.view.View, role: RadioButton, text: A}]}
                    - {class: android.view.View, children: [{class: android.view.View, role: RadioButton, text: B}]}
                - {class: android.view.View, role: RadioButton, text: Alone}
            """)
        let sets = RadioGroup.sets(in: compose)
        XCTAssertEqual(sets.map { $0.buttons.map { compose.name(of: $0) } }, [["Standard", "Express"], ["A", "B"]])
        XCTAssertEqual(sets.map(\.counting), [.group, .none])
        XCTAssertEqual(compose.nodes(RadioGroup.self).count, 1)
    }

    /// uiautomator records no collection information: a Compose selectable group
    /// or a Material chip group looks like any layout there.
    func testRadioButtonsOutsideARadioGroupAreNotJudgedWhereCollectionsAreNotRecorded() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.view.ViewGroup" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,600]">
                <node index="0" text="Small" class="android.widget.RadioButton" checkable="true" checked="true" clickable="true" enabled="true" focusable="true" bounds="[0,0][300,100]" />
                <node index="1" text="Large" class="android.widget.RadioButton" checkable="true" checked="false" clickable="true" enabled="true" focusable="true" bounds="[300,0][600,100]" />
              </node>
            </hierarchy>
            """
        let m = try model(xml, path: "window_dump.xml")
        XCTAssertEqual(RadioGroup.sets(in: m).map(\.counting), [.notRecorded])
        XCTAssertEqual(findings(xml, rule: "radio-group", path: "window_dump.xml"), [])
    }

    // MARK: - Rules

    func testSwitchStateMessagesNameTheSwitchAndWhatIsWrong() {
        let text = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: CustomSwitch, isAccessibilityElement: true, accessibilityLabel: Wi-Fi on, accessibilityTraits: [button]}
                - {class: CustomSwitch, isAccessibilityElement: true, accessibilityLabel: Sync, accessibilityTraits: [button]}
            """
        XCTAssertEqual(findings(text, rule: "switch-state"), [
            "Switch 'Wi-Fi on' says its state only in its name ('on'), so the screen reader cannot tell whether it is "
                + "on or off. Use a UISwitch or SwiftUI Toggle, or give it the value 'On' or 'Off'.",
            "Switch 'Sync' does not expose whether it is on or off; the screen reader says just 'Sync, button'. Use a "
                + "UISwitch or SwiftUI Toggle, or give it the value 'On' or 'Off'.",
        ])
    }

    /// Maestro writes `checked` for every Android node but never `checkable`.
    func testMaestroSwitchesTakeTheirCheckedState() {
        let json = """
            {"attributes": {"class": "android.widget.FrameLayout", "bounds": "[0,0][1080,2400]"}, "children": [
              {"attributes": {"class": "android.widget.Switch", "text": "Wi-Fi", "checked": "false", "clickable": "true",
                              "enabled": "true", "bounds": "[0,0][200,100]"}, "children": []},
              {"attributes": {"class": "android.widget.CheckBox", "text": "Agree", "checked": "true", "clickable": "true",
                              "enabled": "true", "bounds": "[0,100][200,200]"}, "children": []}
            ]}
            """
        XCTAssertEqual(findings(json, rule: "switch-state", path: "hierarchy.json"), [])
        XCTAssertEqual(findings(json, rule: "checkbox-state", path: "hierarchy.json"), [])
    }

    /// One checkbox that says "selected" shows the screen uses the trait: the others are not chosen.
    func testTheSelectedTraitCountsAsStateWhenTheScreenUsesIt() {
        let used = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: CheckboxButton, isAccessibilityElement: true, accessibilityLabel: Vegan, accessibilityTraits: [button, selected]}
                - {class: CheckboxButton, isAccessibilityElement: true, accessibilityLabel: Spicy, accessibilityTraits: [button]}
            """
        XCTAssertEqual(findings(used, rule: "checkbox-state"), [])
        let unused = used.replacingOccurrences(of: "[button, selected]", with: "[button]")
        XCTAssertEqual(findings(unused, rule: "checkbox-state").count, 2)
    }

    /// VoiceOver reads a cell in place of the radio button inside it: the cell's
    /// selected trait and label are what the user hears.
    func testARadioButtonInsideAnElementIsJudgedByThatElement() {
        let text = """
            platform: ios
            root:
              class: UITableView
              children:
                - class: UITableViewCell
                  accessibilityLabel: "Standard, 1 of 2"
                  accessibilityTraits: [button, selected]
                  children: [{class: CustomRadio, accessibilityLabel: Standard}]
                - class: UITableViewCell
                  accessibilityLabel: "Express, 2 of 2"
                  accessibilityTraits: [button]
                  children: [{class: CustomRadio, accessibilityLabel: Express}]
            """
        XCTAssertEqual(findings(text, rule: "radio-state"), [])
        XCTAssertEqual(findings(text, rule: "radio-group"), [])
        let unsaid = text.replacingOccurrences(of: ", 1 of 2", with: "").replacingOccurrences(of: ", 2 of 2", with: "")
            .replacingOccurrences(of: "[button, selected]", with: "[button]")
        XCTAssertEqual(findings(unsaid, rule: "radio-state").count, 2)
        XCTAssertEqual(findings(unsaid, rule: "radio-group").count, 1)
    }

    func testRadioGroupMessages() {
        let ios = """
            platform: ios
            root:
              class: UIStackView
              children:
                - {class: CustomRadio, isAccessibilityElement: true, accessibilityLabel: "Card, 1 of 3", accessibilityTraits: [button, selected]}
                - {class: CustomRadio, isAccessibilityElement: true, accessibilityLabel: Cash, accessibilityTraits: [button]}
                - {class: CustomRadio, isAccessibilityElement: true, accessibilityLabel: Invoice, accessibilityTraits: [button]}
            """
        XCTAssertEqual(findings(ios, rule: "radio-group"), [
            "Radio buttons 'Card, 1 of 3', 'Cash', 'Invoice' belong together, but 'Cash', 'Invoice' do not say their "
                + "place ('1 of 3') in a name or value; VoiceOver does not count custom radio buttons, so the user "
                + "cannot tell how many options there are.",
        ])
        let twoChosen = """
            platform: android
            root:
              class: android.widget.RadioGroup
              children:
                - {class: android.widget.RadioButton, text: Standard, checkable: true, checked: true}
                - {class: android.widget.RadioButton, text: Express, checkable: true, checked: true}
            """
        XCTAssertEqual(findings(twoChosen, rule: "radio-group"), [
            "Radio buttons 'Standard' and 'Express' of one group are all selected; the screen reader tells the user "
                + "several options are chosen where only one can be.",
        ])
    }

    // MARK: - The corpus

    /// Real dumps: the switches, checkboxes and chips they hold are found, and none
    /// is reported, as each exposes its state.
    func testCorpusTogglesAreFoundAndExposeTheirState() throws {
        _ = try CorpusTests.files()
        func detected(_ name: String) throws -> (switches: Int, checkboxes: Int, radios: Int) {
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            let loaded = CorpusTests.linter.load(Input(path: path, source: .file(path)))
            let m = ScreenModel(screen: try XCTUnwrap(loaded.screens.first))
            return (m.nodes(Switch.self).count, m.nodes(Checkbox.self).count, m.nodes(RadioButton.self).count)
        }
        XCTAssertEqual(try detected("and-albacontrol-settings-es.xml").switches, 2)
        let chips = try detected("and-compose-music-settings-chips.xml")
        XCTAssertEqual([chips.switches, chips.checkboxes, chips.radios], [2, 15, 0])
        XCTAssertEqual(try detected("and-ivi-sound-volume-steppers-ko.xml").switches, 1)
        XCTAssertEqual(try detected("and-rcs-photo-picker-zh-u2.xml").checkboxes, 1)
        XCTAssertEqual(try detected("xcui-payslipmax-settings.txt").switches, 2)
        for name in try CorpusTests.files() {
            let ids = ["switch-state", "checkbox-state", "radio-state", "radio-group"]
            XCTAssertEqual(CorpusTests.lint(name).findings.filter { ids.contains($0.ruleID) }.map(\.description), [], name)
        }
    }
}
