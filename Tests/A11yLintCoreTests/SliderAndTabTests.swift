@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Sliders, tab groups and tabs: how they are found on both platforms, what the
/// readers say on them, and the rules on the real dumps that hold them.
final class SliderAndTabTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func findings(_ yaml: String, rule: String) -> [Finding] {
        load(yaml).screens.flatMap { Linter().check($0) }.filter { $0.ruleID == rule }
    }

    private func corpusModel(_ name: String) throws -> ScreenModel {
        _ = try CorpusTests.files()
        let path = CorpusTests.corpus.appendingPathComponent(name).path
        let loaded = CorpusTests.linter.load(Input(path: path, source: .file(path)))
        return CorpusTests.linter.model(of: try XCTUnwrap(loaded.screens.first))
    }

    private func utterances(_ model: ScreenModel) -> [String] {
        model.stops.map(\.announcement.utterance)
    }

    // MARK: - Sliders

    func testSlidersAreFoundByRoleAndNotWhenTheyAreALaunchersDots() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.SeekBar, contentDescription: Volume, resourceId: "app:id/volume"}
                - {class: com.google.android.material.slider.Slider, contentDescription: Speed}
                - {class: android.widget.ProgressBar, resourceId: "app:id/seek_bar_loading"}
                - {class: com.example.KnobView, resourceId: "app:id/tone_slider", rangeInfo: {min: 0, max: 10, current: 3}}
                - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace"}
                - {class: android.widget.SeekBar, resourceId: "launcher:id/workspace_indicator", contentDescription: "Page 2 of 3"}
            """)
        XCTAssertEqual(m.nodes(Slider.self).map { m.name(of: $0).isEmpty ? $0.identifier ?? "" : m.name(of: $0) },
                       ["Volume", "Speed", "app:id/tone_slider"])
        XCTAssertEqual(m.nodes(PageControl.self).map(\.identifier), ["launcher:id/workspace_indicator"])
    }

    func testSliderValueIsUnknownWhereTheFormatRecordsNoRange() throws {
        // uiautomator writes no range or state description: a seek bar's value is not known to be missing.
        let m = try corpusModel("and-albacontrol-settings-es.xml")
        let sliders = m.nodes(Slider.self)
        XCTAssertEqual(sliders.count, 1)
        XCTAssertEqual(Slider.exposesValue(sliders[0], in: m), .notRecorded)
        // In our own format an absent range means there is none.
        let own = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.SeekBar, contentDescription: Volume}
                - {class: android.widget.SeekBar, contentDescription: "Volume, 40%"}
            """)
        XCTAssertEqual(own.nodes(Slider.self).map { Slider.exposesValue($0, in: own) }, [.no, .yes])
    }

    func testIOSSlidersExposeUIKitsOwnValueButNotAnEmptyOne() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UISlider, accessibilityLabel: Volume}
                - {class: UISlider, accessibilityLabel: Size, accessibilityValue: ""}
                - {class: XCUIElementTypeSlider, accessibilityLabel: Speed}
                - {class: XCUIElementTypeSlider, accessibilityLabel: Zoom, accessibilityValue: 2×}
            """)
        XCTAssertEqual(m.nodes(Slider.self).map { Slider.exposesValue($0, in: m) }, [.yes, .no, .no, .yes])
    }

    func testVoiceOverSpeaksASlidersValueAsAPercentageOfItsRange() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - {class: UISlider, accessibilityLabel: Volume, value: 0.5, frame: {x: 0, y: 0, width: 300, height: 30}}
                - {class: UISlider, accessibilityLabel: Speed, value: 40, minimumValue: 10, maximumValue: 100, frame: {x: 0, y: 40, width: 300, height: 30}}
                - {class: Slider, accessibilityLabel: Zoom, value: 1, minimumValue: 0, maximumValue: 3, frame: {x: 0, y: 80, width: 300, height: 30}}
                - {class: UISlider, accessibilityLabel: Size, value: 7, frame: {x: 0, y: 120, width: 300, height: 30}}
                - {class: UISlider, accessibilityLabel: Size, value: 0.5, accessibilityValue: Medium, frame: {x: 0, y: 160, width: 300, height: 30}}
                - {class: UISlider, accessibilityLabel: Empty, value: 2, minimumValue: 2, maximumValue: 2, frame: {x: 0, y: 200, width: 300, height: 30}}
                - {class: UIStepper, accessibilityLabel: Count, value: 0.5, frame: {x: 0, y: 240, width: 94, height: 32}}
            """)
        XCTAssertEqual(m.stops.map(\.announcement.value),
                       ["50%", "33%", "33%", "100%", "Medium", "2", "0.5", "0.5"],
                       "a percentage of the range (0 to 1 unless set), rounded and kept in range; the app's own value "
                       + "wins; an empty range and a stepper's value stay numbers")
        XCTAssertEqual(m.stops.first?.announcement.utterance, "Volume, 50%, adjustable")
    }

    func testNoCorpusSliderIsReportedForItsValue() throws {
        for name in ["and-albacontrol-settings-es.xml", "and-compose-music-settings-chips.xml",
                     "and-ivi-sound-volume-steppers-ko.xml", "and-vivo-launcher-page-indicator-zh.xml"] {
            _ = try CorpusTests.files()
            let found = CorpusTests.lint(name).findings.filter { $0.ruleID == "slider-value" }
            XCTAssertEqual(found.map(\.description), [], name)
        }
        // The launcher's seek bar is its page indicator, not a slider; the car's volume bars are both.
        XCTAssertEqual(try corpusModel("and-vivo-launcher-page-indicator-zh.xml").nodes(Slider.self).count, 0)
        let car = try corpusModel("and-ivi-sound-volume-steppers-ko.xml")
        XCTAssertEqual(car.nodes(Slider.self).count, 4)
        XCTAssertTrue(car.nodes(Slider.self).allSatisfy { car.isComponent($0, Stepper.self) })
    }

    // MARK: - iOS tab bars and segmented controls

    func testSegmentedControlIsAContainerWhoseSegmentsAreNumberedButtons() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - class: UISegmentedControl
                  children:
                    - {class: UISegment, accessibilityLabel: Today, isSelected: true}
                    - {class: UISegment, accessibilityLabel: Week}
                    - {class: UISegment, accessibilityLabel: Month, isEnabled: false}
                - {class: UISegmentedControl, accessibilityLabel: Units}
            """)
        XCTAssertEqual(utterances(m), ["Selected, Today, button, 1 of 3", "Week, button, 2 of 3",
                                       "Month, button, dimmed, 3 of 3", "Units, button"])
        XCTAssertEqual(m.nodes(TabGroup.self).count, 2)
        XCTAssertEqual(m.nodes(Tab.self).map { m.name(of: $0) }, ["Today", "Week", "Month"])
        XCTAssertEqual(m.traits(of: m.nodes(Tab.self)[0]).selected, .yes)
    }

    func testXCUITestSegmentsKeepTheirOwnElementFlags() throws {
        let m = try model("""
            platform: ios
            root:
              class: XCUIElementTypeWindow
              children:
                - class: XCUIElementTypeSegmentedControl
                  isAccessibilityElement: false
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: List, isAccessibilityElement: true, isSelected: true}
                    - {class: XCUIElementTypeButton, accessibilityLabel: Map, isAccessibilityElement: true}
            """)
        XCTAssertEqual(utterances(m), ["Selected, List, button, 1 of 2", "Map, button, 2 of 2"])
    }

    func testTabBarButtonsOfAPrivateClassAreTabsWhenTheDumpSaysTheyAreElements() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIView
              children:
                - class: UITabBar
                  children:
                    - {class: _UIBarBackground}
                    - class: UITabBarButton
                      isAccessibilityElement: true
                      accessibilityLabel: Home
                      accessibilityTraits: [button, selected]
                      children: [{class: UITabBarButtonLabel, text: Home}]
                    - {class: UITabBarButton, isAccessibilityElement: true, accessibilityLabel: Search, accessibilityTraits: [button]}
                - class: UIView
                  accessibilityTraits: [tabBar]
                  children:
                    - {class: UIButton, accessibilityLabel: Day}
                    - {class: UIButton, accessibilityLabel: Night}
            """)
        XCTAssertEqual(utterances(m), ["Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2", "Day, tab, 1 of 2",
                                       "Night, tab, 2 of 2"])
        XCTAssertEqual(m.nodes(TabGroup.self).map(\.simpleClassName), ["UITabBar", "UIView"])
        XCTAssertEqual(m.nodes(Tab.self).count, 4)
    }

    func testSioeyeTabBarIsCleanAndHiddenBarsAreNotJudged() throws {
        let m = try corpusModel("ios-sioeye-home-pageindicator-zh.xml")
        let groups = m.nodes(TabGroup.self)
        XCTAssertEqual(groups.count, 1)
        XCTAssertEqual(TabGroup.tabs(of: groups[0], in: m).map { m.name(of: $0) }, ["发现", "关注", "我", "相机"])
        let lint = CorpusTests.lint("ios-sioeye-home-pageindicator-zh.xml").findings
        XCTAssertEqual(lint.filter { $0.ruleID.hasPrefix("tab-") }.map(\.description), [])
        // PayslipMax's tab bar lies behind a presented sheet: VoiceOver cannot reach it.
        let payslip = CorpusTests.lint("xcui-payslipmax-settings.txt").findings
        XCTAssertEqual(payslip.filter { $0.ruleID.hasPrefix("tab-") }.map(\.description), [])
    }

    // MARK: - Android tabs

    func testMaterialTabsNamedAreATabGroupEvenBesideAPager() throws {
        let tabs = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.HorizontalScrollView
                  children:
                    - class: android.widget.LinearLayout
                      children:
                        - {class: android.widget.LinearLayout, contentDescription: Songs, selected: true, focusable: true}
                        - {class: android.widget.LinearLayout, contentDescription: Albums, clickable: true}
                - {class: androidx.viewpager.widget.ViewPager, scrollable: true}
            """
        let m = try model(tabs)
        XCTAssertEqual(m.nodes(TabGroup.self).map(\.simpleClassName), ["HorizontalScrollView"])
        XCTAssertEqual(m.nodes(PageControl.self).count, 0)
        XCTAssertEqual(utterances(m), ["selected, Songs, tab, 1 of 2", "Albums, tab, 2 of 2"])
        // The same strip with unnamed dots, or dots named by their page, is a page control.
        for names in [("", ""), ("Page 1 of 2", "Page 2 of 2")] {
            let dots = tabs.replacingOccurrences(of: "contentDescription: Songs", with: "contentDescription: \"\(names.0)\"")
                .replacingOccurrences(of: "contentDescription: Albums", with: "contentDescription: \"\(names.1)\"")
            let d = try model(dots)
            XCTAssertEqual(d.nodes(PageControl.self).map(\.simpleClassName), ["HorizontalScrollView"], names.1)
            XCTAssertEqual(d.nodes(TabGroup.self).count, 0, names.1)
            XCTAssertEqual(d.nodes(Tab.self).count, 0, names.1)
        }
    }

    func testGoogleTasksTabsAreAGroupWithNoFinding() throws {
        let m = try corpusModel("and-google-tasks-tablet-tabs.xml")
        let groups = m.nodes(TabGroup.self)
        XCTAssertEqual(groups.map(\.identifier), ["com.google.android.apps.tasks:id/tabs"])
        XCTAssertEqual(TabGroup.tabs(of: groups[0], in: m).map { m.name(of: $0) }, ["Starred", "My Tasks", "New list"])
        let lint = CorpusTests.lint("and-google-tasks-tablet-tabs.xml").findings
        XCTAssertEqual(lint.filter { $0.ruleID.hasPrefix("tab-") }.map(\.description), [])
    }

    func testAenaDotsStayAPageControl() throws {
        let m = try corpusModel("and-aena-onboarding-pager.xml")
        XCTAssertEqual(m.nodes(PageControl.self).map(\.identifier), ["es.aena.mobile:id/tab_layout_fragment_welcoming"])
        XCTAssertEqual(m.nodes(TabGroup.self).count, 0)
        XCTAssertEqual(m.nodes(Tab.self).count, 0)
    }

    func testFlutterTabsNamedWithTheirPlaceAreAGroupWithNoFinding() throws {
        let m = try corpusModel("and-legado-flutter-bookshelf-zh.xml")
        let groups = m.nodes(TabGroup.self)
        XCTAssertEqual(groups.count, 1)
        XCTAssertEqual(TabGroup.tabs(of: groups[0], in: m).count, 4)
        let lint = CorpusTests.lint("and-legado-flutter-bookshelf-zh.xml").findings
        XCTAssertEqual(lint.filter { $0.ruleID.hasPrefix("tab-") }.map(\.description), [])
    }

    func testCustomBarsSayNoPlace() throws {
        // TabWidget's tabs, a bar found by its id, and a strip of "Tab: …" texts: TalkBack numbers none.
        for (name, tabs) in [("and-xueqiu-home-tabwidget-banner.xml", 4), ("and-bangbang-home-gbk-u2.xml", 4),
                             ("and-swapcard-search-tabs-ime.xml", 5)] {
            let m = try corpusModel(name)
            let groups = m.nodes(TabGroup.self)
            XCTAssertEqual(groups.map { TabGroup.tabs(of: $0, in: m).count }, [tabs], name)
            let lint = CorpusTests.lint(name).findings.filter { $0.ruleID.hasPrefix("tab-") }
            XCTAssertEqual(lint.map(\.ruleID), ["tab-index"], name)
            XCTAssertEqual(lint.map(\.severity), [.warning], name)
        }
    }

    func testNavigationBarItemsAreNumberedTabs() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.FrameLayout
                  resourceId: "app:id/nav_view"
                  children:
                    - class: android.view.ViewGroup
                      children:
                        - class: android.widget.FrameLayout
                          contentDescription: Home
                          selected: true
                          children:
                            - class: android.widget.FrameLayout
                              resourceId: "app:id/navigation_bar_item_icon_container"
                              children: [{class: android.widget.ImageView, resourceId: "app:id/navigation_bar_item_icon_view"}]
                        - class: android.widget.FrameLayout
                          contentDescription: Alarms
                          clickable: true
                          children:
                            - class: android.widget.FrameLayout
                              resourceId: "app:id/navigation_bar_item_icon_container"
                              children: [{class: android.widget.ImageView, resourceId: "app:id/navigation_bar_item_icon_view"}]
            """)
        XCTAssertEqual(utterances(m), ["selected, Home, tab, 1 of 2", "Alarms, tab, 2 of 2"])
        XCTAssertEqual(m.nodes(TabGroup.self).count, 1)
        XCTAssertEqual(m.nodes(Tab.self).count, 2)
    }

    func testIdsThatNameOneTabATableOrAWizardsButtonsMakeNoGroup() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.LinearLayout
                  resourceId: "app:id/home_tab"
                  children:
                    - {class: android.widget.Button, text: Share}
                    - {class: android.widget.Button, text: Save}
                - class: android.widget.LinearLayout
                  resourceId: "app:id/timetable_rows"
                  children:
                    - {class: android.widget.Button, text: Monday}
                    - {class: android.widget.Button, text: Tuesday}
                - class: android.widget.LinearLayout
                  resourceId: "app:id/tab_content"
                  children:
                    - {class: android.widget.Button, text: Retry}
                    - {class: android.widget.TextView, text: Nothing here}
                - class: android.widget.LinearLayout
                  resourceId: "app:id/bottom_navigation"
                  children:
                    - {class: android.widget.Button, text: Back, clickable: true}
                    - {class: android.widget.Button, text: Next, clickable: true}
                - class: androidx.recyclerview.widget.RecyclerView
                  resourceId: "app:id/tabs_grid"
                  children:
                    - {class: android.widget.FrameLayout, contentDescription: "Example Domain", clickable: true}
                    - {class: android.widget.FrameLayout, contentDescription: "News", clickable: true}
                    - {class: android.widget.FrameLayout, contentDescription: "Mail", clickable: true}
            """)
        XCTAssertEqual(m.nodes(TabGroup.self).count, 0)
    }

    func testATabLabelledSelectedIsNotAStateInItsName() throws {
        let yaml = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.widget.LinearLayout
                  resourceId: "app:id/filter_tabs"
                  children:
                    - {class: android.widget.TextView, text: All, clickable: true, selected: true}
                    - {class: android.widget.TextView, text: Selected, clickable: true}
                    - {class: android.widget.TextView, text: Archived, clickable: true}
                    - {class: android.widget.TextView, text: Inbox, contentDescription: "Inbox, selected", clickable: true}
            """
        let found = findings(yaml, rule: "tab-selected-state")
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertTrue(found.first?.message.contains("'Inbox, selected'") == true, "\(found)")
    }

    func testTabIndexSeverityFollowsTheConfiguration() throws {
        let yaml = """
            platform: android
            root:
              class: android.view.View
              children:
                - {class: android.widget.ImageView, contentDescription: "Home, tab 1 of 3", clickable: true, selected: true}
                - {class: android.widget.ImageView, contentDescription: "Search, tab 1 of 3", clickable: true}
            """
        XCTAssertEqual(findings(yaml, rule: "tab-index").map(\.severity), [.error, .error])
        // A severity the configuration sets applies to every finding of the rule.
        let catalog = RuleCatalog.builtIn
        let plan = RulePlan(catalog: catalog, settings: ["tab-index": Configuration.RuleSetting(severity: .note)])
        let screen = try XCTUnwrap(load(yaml).screens.first)
        var found: [Finding] = []
        Linter().check(screen, plan: plan, into: &found)
        XCTAssertEqual(found.filter { $0.ruleID == "tab-index" }.map(\.severity), [.note, .note])
    }
}
