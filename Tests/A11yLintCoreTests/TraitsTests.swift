@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// Typed traits, three-valued facts, layers and the component registry: what the
/// screen reader models tell the rules, whatever the dump's format.
final class TraitsTests: XCTestCase {
    private func model(_ text: String, path: String = "t.yml") throws -> ScreenModel {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: path)
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func node(_ model: ScreenModel, _ simpleClass: String) throws -> SemanticNode {
        try XCTUnwrap(model.nodes.first { $0.simpleClassName == simpleClass }, simpleClass)
    }

    func testIOSRolesStatesAndActions() throws {
        let m = try model("""
        platform: ios
        root:
          class: UIView
          children:
            - {class: UISwitch, accessibilityLabel: Wi-Fi, isOn: true}
            - {class: UIButton, title: Buy, isEnabled: false}
            - {class: UISlider, accessibilityLabel: Volume, value: 3, minimumValue: 0, maximumValue: 10}
            - {class: UILabel, text: Title, accessibilityTraits: [header, staticText]}
            - {class: UIView, accessibilityLabel: Row, accessibilityTraits: [selected], accessibilityCustomActions: [Delete]}
        """)
        let toggle = m.traits(of: try node(m, "UISwitch"))
        XCTAssertEqual(toggle.role, .toggleSwitch)
        XCTAssertEqual(toggle.checked, .on)
        XCTAssertTrue(toggle.isControl)
        let button = m.traits(of: try node(m, "UIButton"))
        XCTAssertEqual(button.role, .button)
        XCTAssertEqual(button.enabled, .no)
        XCTAssertEqual(button.checked, .notCheckable)
        XCTAssertTrue(button.actions.contains(.activate))
        let slider = try node(m, "UISlider")
        XCTAssertEqual(m.traits(of: slider).role, .adjustable)
        XCTAssertTrue(m.traits(of: slider).actions.contains(.adjust))
        XCTAssertEqual(m.range(of: slider), ValueRange(minimum: 0, maximum: 10, current: 3))
        let label = m.traits(of: try node(m, "UILabel"))
        XCTAssertEqual(label.role, .staticText)
        XCTAssertTrue(label.isHeading)
        XCTAssertFalse(label.isControl)
        let custom = m.traits(of: m.nodes[5])
        XCTAssertEqual(custom.selected, .yes)
        XCTAssertEqual(custom.actions, [.custom])
        XCTAssertTrue(custom.isControl, "custom actions make a control")
        // Our own format records every key: what a dump leaves out is not set.
        XCTAssertEqual(m.traits(of: m.root).selected, .no)
        XCTAssertEqual(m.traits(of: m.root).enabled, .yes)
    }

    func testAndroidRolesStatesAndActions() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.LinearLayout
          children:
            - {class: com.google.android.material.switchmaterial.SwitchMaterial, text: Wi-Fi, checkable: true, checked: false}
            - {class: android.view.View, role: Checkbox, toggleableState: indeterminate, text: All}
            - {class: android.widget.SeekBar, contentDescription: Volume, rangeInfo: {min: 0, max: 10, current: 4}}
            - {class: android.widget.TextView, text: Settings, heading: true, selected: true}
            - {class: android.view.View, contentDescription: Open, actions: [click, longClick, scrollForward, archive]}
        """)
        let toggle = m.traits(of: try node(m, "SwitchMaterial"))
        XCTAssertEqual(toggle.role, .toggleSwitch)
        XCTAssertEqual(toggle.checked, .off)
        XCTAssertTrue(toggle.isControl)
        let checkbox = m.traits(of: m.nodes[2])
        XCTAssertEqual(checkbox.role, .checkbox)
        XCTAssertEqual(checkbox.checked, .mixed)
        let seekBar = try node(m, "SeekBar")
        XCTAssertEqual(m.traits(of: seekBar).role, .adjustable)
        XCTAssertEqual(m.range(of: seekBar)?.current, 4)
        let heading = m.traits(of: try node(m, "TextView"))
        XCTAssertTrue(heading.isHeading)
        XCTAssertEqual(heading.selected, .yes)
        XCTAssertFalse(heading.isControl)
        XCTAssertEqual(m.traits(of: m.nodes[5]).actions, [.activate, .longPress, .scroll, .custom])
        XCTAssertEqual(m.traits(of: m.nodes[5]).isLiveRegion, .no)
    }

    /// TalkBack calls a clickable image an image button and says "button".
    func testAClickableImageIsAButton() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.LinearLayout
          children:
            - {class: android.widget.ImageView, contentDescription: Close, clickable: true}
            - {class: android.widget.ImageView, contentDescription: Logo, focusable: true}
        """)
        XCTAssertEqual(m.nodes.dropFirst().map { m.traits(of: $0).role }, [.button, .image])
        XCTAssertEqual(m.stops.map(\.announcement.utterance), ["Close, button", "Logo, image"])
    }

    func testLiveRegionsAreTypedFacts() throws {
        let m = try model("""
        platform: android
        root:
          class: android.widget.LinearLayout
          children:
            - {class: android.widget.TextView, text: "3", accessibilityLiveRegion: polite}
            - {class: android.widget.TextView, text: "4", accessibilityLiveRegion: assertive, importantForAccessibility: no}
            - {class: android.widget.TextView, text: "5", accessibilityLiveRegion: none}
        """)
        XCTAssertEqual(m.nodes.dropFirst().map { m.traits(of: $0).isLiveRegion }, [.yes, .no, .no])
    }

    func testTableRowAccessoriesAreTyped() throws {
        let m = try model("""
        platform: ios
        root:
          class: UITableView
          children:
            - {class: UITableViewCell, accessibilityLabel: A, accessoryType: checkmark}
            - {class: UITableViewCell, accessibilityLabel: B, accessoryType: none}
            - {class: UITableViewCell, accessibilityLabel: C}
        """)
        let rows = m.nodes(TableRow.self)
        XCTAssertEqual(rows.map { TableRow.accessory(of: $0)?.kind }, [.checkmark, TableRow.Accessory.none, nil])
        XCTAssertEqual(TableRow.accessory(of: rows[0])?.mark, Mark(line: 5, column: 70))
        XCTAssertEqual(rows.map { TableRow.isInteractive($0, in: m) }, [true, false, false])
    }

    /// uiautomator writes no state description and no `selected` when the tool is
    /// old; a fact the dump cannot hold is unknown, not false.
    func testFactsAFormatDoesNotRecordAreUnknown() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="p" content-desc="" clickable="false" enabled="true" bounds="[0,0][1080,2400]">
                <node index="0" text="Wi-Fi" class="android.widget.Switch" package="p" content-desc="" checkable="true" clickable="true" enabled="true" bounds="[0,0][1080,96]" />
              </node>
            </hierarchy>
            """
        let m = try model(xml, path: "t.xml")
        XCTAssertFalse(m.screen.records(.stateDescription))
        XCTAssertFalse(m.screen.records(.selected))
        XCTAssertTrue(m.screen.records(.checkable))
        let toggle = m.traits(of: try node(m, "Switch"))
        XCTAssertEqual(toggle.selected, .notRecorded)
        XCTAssertEqual(toggle.checked, .notRecorded, "checkable, but the dump has no `checked` attribute")
        XCTAssertEqual(toggle.enabled, .yes)
        // The same facts in our format are simply not set.
        let yaml = try model("""
            platform: android
            root: {class: android.widget.Switch, text: Wi-Fi, checkable: true, clickable: true}
            """)
        XCTAssertTrue(yaml.screen.records(.stateDescription))
        XCTAssertEqual(yaml.traits(of: yaml.root).selected, .no)
        XCTAssertEqual(yaml.traits(of: yaml.root).checked, .off)
    }

    func testXCUITestSwitchStateComesFromItsValue() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Settings" label="Settings" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844">
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Wi-Fi" label="Wi-Fi" enabled="true" visible="true" accessible="true" x="300" y="100" width="51" height="31"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let m = try model(xml, path: "t.xml")
        let toggle = m.traits(of: try node(m, "XCUIElementTypeSwitch"))
        XCTAssertEqual(toggle.role, .toggleSwitch)
        XCTAssertEqual(toggle.checked, .on)
        XCTAssertEqual(m.traits(of: m.root).selected, .notRecorded, "WebDriverAgent wrote no `selected`")
    }

    func testEveryNodeBelongsToItsInnermostLayer() throws {
        let m = try model("""
        platform: ios
        root:
          class: UIWindow
          children:
            - {class: UIButton, title: Behind}
            - class: UIView
              accessibilityViewIsModal: true
              children:
                - {class: UIButton, title: Close}
                - {class: UIView, accessibilityViewIsModal: true, children: [{class: UIButton, title: Inner}]}
        """)
        XCTAssertEqual(m.layers.map(\.kind), [.app, .modal, .modal])
        XCTAssertEqual(m.nodes.map { m.layers.firstIndex(of: m.layer(of: $0)) }, [0, 0, 1, 1, 2, 2])
    }

    /// uiautomator dumps hold the app, the keyboard and the system bars side by side;
    /// each window's package says which it is, and every node knows its window.
    func testAndroidWindowsAreLayersOfTheirKind() throws {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1600][1080,2400]">
                <node index="0" text="q" class="android.widget.Button" package="com.google.android.inputmethod.latin" clickable="true" bounds="[0,1600][100,1700]" />
              </node>
              <node index="1" text="" class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,0][1080,1600]">
                <node index="0" text="Buy" class="android.widget.Button" package="com.example.shop" clickable="true" bounds="[0,100][300,200]" />
              </node>
              <node index="2" text="" class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,60]">
                <node index="0" text="" content-desc="Battery 100 percent." class="android.widget.ImageView" package="com.android.systemui" bounds="[1000,0][1060,60]" />
              </node>
            </hierarchy>
            """
        let m = try model(xml, path: "t.xml")
        XCTAssertEqual(m.layers.map(\.kind), [.app, .inputMethod, .app, .system])
        let kinds = Dictionary(m.nodes.map { ($0.visibleText ?? $0.dumped.string(.contentDescription) ?? "", m.layer(of: $0).kind) },
                               uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(kinds["q"], .inputMethod)
        XCTAssertEqual(kinds["Buy"], .app)
        XCTAssertEqual(kinds["Battery 100 percent."], .system)
        XCTAssertTrue(m.screen.records(.package))
        XCTAssertEqual(ScreenLayer.windowKind(package: "com.touchtype.swiftkey"), .inputMethod)
        XCTAssertEqual(ScreenLayer.windowKind(package: "com.android.systemui"), .system)
        XCTAssertEqual(ScreenLayer.windowKind(package: "com.vivo.launcher"), .app)
    }

    func testTheRegistryNamesEveryComponentOnce() {
        XCTAssertEqual(Components.names, ["page-control", "stepper", "table-row", "switch", "checkbox", "radio-button",
                                          "radio-group", "expandable", "dropdown", "link", "text-field", "search-field",
                                          "slider", "tab-group", "tab", "progress-indicator", "status-message", "chip",
                                          "carousel", "picker", "navigation-drawer", "data-table",
                                          "reorder-handle", "animation"])
        XCTAssertEqual(Set(Components.names).count, Components.all.count)
        for (index, component) in Components.all.enumerated() {
            XCTAssertEqual(Components.index(named: component.name), index)
        }
        XCTAssertEqual(Stepper.index, 1)
        XCTAssertNil(Components.index(named: "carousel-slide"))
    }

    /// The configuration maps a class to a component by name; the class then is that
    /// component and nothing else.
    func testConfiguredClassesBecomeTheirComponent() throws {
        let text = """
            platform: ios
            root:
              class: UIView
              children:
                - class: ShopQuantityView
                  children:
                    - {class: UIButton, accessibilityLabel: Left, accessibilityTraits: [button]}
                    - {class: UILabel, text: "2"}
                    - {class: UIButton, accessibilityLabel: Right, accessibilityTraits: [button]}
            """
        let screen = try XCTUnwrap(DumpLoader().load(bytes: Array(text.utf8), path: "t").screens.first)
        let plain = ScreenModel(screen: screen)
        XCTAssertEqual(plain.nodes(Stepper.self).count, 0)
        let mapped = ScreenModel(screen: screen, customComponents: ["ShopQuantityView": "stepper", "Other": "no-such"])
        XCTAssertEqual(mapped.nodes(Stepper.self).map(\.simpleClassName), ["ShopQuantityView"])
        XCTAssertEqual(mapped.componentNames(of: mapped.nodes[1]), ["stepper"])
        let parts = Stepper.parts(of: mapped.nodes[1], in: mapped)
        XCTAssertEqual(parts.decrement?.dumped.string(.accessibilityLabel), "Left")
        XCTAssertEqual(parts.increment?.dumped.string(.accessibilityLabel), "Right")
        XCTAssertEqual(parts.count?.visibleText, "2")
    }
}
