@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Steppers and page indicators as real apps build them: icon-only buttons around
/// a slider, a cart's −/count/+, a launcher's seek bar that shows the page.
final class ComponentDetectionTests: XCTestCase {
    private func model(_ yaml: String) throws -> ScreenModel {
        let result = load(yaml)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.findings.map(\.description), [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first))
    }

    private func findings(_ yaml: String, rule: String) -> [String] {
        let loaded = load(yaml)
        return loaded.screens.flatMap { Linter().check($0) }.filter { $0.ruleID == rule }.map(\.description)
    }

    /// A settings pane of volume rows laid out flat in one container (as a car's
    /// sound screen does): label, icon-only button, slider, icon-only button.
    private let volumeRows = """
        platform: android
        root:
          class: android.view.View
          bounds: [0, 0, 800, 400]
          children:
            - {class: android.widget.TextView, text: Media, bounds: [20, 20, 120, 50]}
            - class: android.view.View
              clickable: true
              bounds: [20, 60, 70, 110]
              children: [{class: android.view.View, bounds: [30, 70, 60, 100]}]
            - {class: android.widget.SeekBar, focusable: true, bounds: [80, 60, 500, 110]}
            - class: android.view.View
              clickable: true
              bounds: [510, 60, 560, 110]
              children: [{class: android.view.View, bounds: [520, 70, 550, 100]}]
            - {class: android.widget.Switch, contentDescription: Mute media, clickable: true, bounds: [600, 60, 680, 110]}
            - {class: android.widget.TextView, text: Navigation, bounds: [20, 130, 160, 160]}
            - class: android.view.View
              clickable: true
              bounds: [20, 170, 70, 220]
              children: [{class: android.view.View, bounds: [30, 180, 60, 210]}]
            - {class: android.widget.SeekBar, focusable: true, bounds: [80, 170, 500, 220]}
            - class: android.view.View
              clickable: true
              bounds: [510, 170, 560, 220]
              children: [{class: android.view.View, bounds: [520, 180, 550, 210]}]
        """

    func testAPressableCountBetweenRemoveAndAddIsAStepperButPressableNumbersAreNot() throws {
        func steppers(_ row: String) throws -> [String] {
            let m = try model("""
                platform: android
                root:
                  class: android.widget.LinearLayout
                  children:
                \(row)
                """)
            return m.nodes(Stepper.self).map { m.path(of: $0) }
        }
        // A cart's quantity opens a number entry when pressed; its buttons' ids say which way they step.
        XCTAssertEqual(try steppers("""
                - {class: android.widget.TextView, resourceId: "shop:id/button_remove", text: "", clickable: true}
                - {class: android.widget.TextView, resourceId: "shop:id/count", text: "5", clickable: true}
                - {class: android.widget.TextView, resourceId: "shop:id/button_add", text: "", clickable: true}
            """).count, 1)
        // Three pressable page numbers are no stepper, nor is a pressable number between silent buttons.
        XCTAssertEqual(try steppers("""
                - {class: android.widget.TextView, text: "4", clickable: true}
                - {class: android.widget.TextView, text: "5", clickable: true}
                - {class: android.widget.TextView, text: "6", clickable: true}
            """), [])
        XCTAssertEqual(try steppers("""
                - {class: android.widget.ImageView, clickable: true}
                - {class: android.widget.TextView, text: "5", clickable: true}
                - {class: android.widget.ImageView, clickable: true}
            """), [])
    }

    func testIconOnlyButtonsAroundASliderInOneRowAreAStepper() throws {
        let m = try model(volumeRows)
        let steppers = m.nodes(Stepper.self)
        XCTAssertEqual(steppers.map(\.simpleClassName), ["SeekBar", "SeekBar"])
        let parts = Stepper.parts(of: steppers[1], in: m)
        XCTAssertEqual(parts.slider.map { $0 === steppers[1] }, true)
        XCTAssertNil(parts.count)
        XCTAssertFalse(parts.directionsKnown, "only their places say which button is which")
        XCTAssertEqual(parts.decrement?.dumped.rect?.minX, 20)
        XCTAssertEqual(parts.increment?.dumped.rect?.minX, 510)
        XCTAssertEqual(parts.itemLabel?.visibleText, "Navigation")
        XCTAssertEqual(Stepper.parts(of: steppers[0], in: m).itemLabel?.visibleText, "Media")
        XCTAssertEqual(findings(volumeRows, rule: "stepper-button-names").count, 4)
        XCTAssertEqual(findings(volumeRows, rule: "stepper-value"), [], "each slider is a stop that speaks its value")
        XCTAssertEqual(findings(volumeRows, rule: "stepper-names-item-and-count"), [],
                       "unnamed buttons are stepper-button-names' finding")
    }

    func testIconOnlyButtonsNeedARowToBeAStepper() throws {
        // Without frames nothing shows the buttons beside the slider.
        let noFrames = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.ImageView, clickable: true}
                - {class: android.widget.SeekBar, focusable: true}
                - {class: android.widget.ImageView, clickable: true}
            """)
        XCTAssertEqual(noFrames.nodes(Stepper.self).count, 0)
        // Stacked above and below the slider: not a row.
        let stacked = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              bounds: [0, 0, 400, 400]
              children:
                - {class: android.widget.ImageView, clickable: true, bounds: [0, 0, 50, 50]}
                - {class: android.widget.SeekBar, focusable: true, bounds: [0, 60, 400, 110]}
                - {class: android.widget.ImageView, clickable: true, bounds: [0, 120, 50, 170]}
            """)
        XCTAssertEqual(stacked.nodes(Stepper.self).count, 0)
    }

    func testAPlayerBarIsNotAStepper() throws {
        // A seek bar between Play and an unnamed full-screen button: "Play" says something else.
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              bounds: [0, 0, 600, 60]
              children:
                - {class: android.widget.ImageButton, contentDescription: Play, clickable: true, bounds: [0, 0, 60, 60]}
                - {class: android.widget.SeekBar, focusable: true, bounds: [70, 0, 530, 60]}
                - {class: android.widget.ImageButton, clickable: true, bounds: [540, 0, 600, 60]}
            """)
        XCTAssertEqual(m.nodes(Stepper.self).count, 0)
    }

    func testOneWordyButtonPairsOnlyWithOneBuiltAlike() throws {
        // A "Remove" button before the count and a bare heart image after it.
        let unlike = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.Button, text: Remove, clickable: true}
                - {class: android.widget.TextView, text: "2"}
                - {class: android.widget.ImageView, clickable: true}
            """)
        XCTAssertEqual(unlike.nodes(Stepper.self).count, 0)
        // The decrease button says minus by its id; its twin says nothing.
        let twins = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.ImageView, resourceId: "shop:id/minus", clickable: true}
                - {class: android.widget.TextView, text: "2"}
                - {class: android.widget.ImageView, clickable: true}
            """)
        XCTAssertEqual(twins.nodes(Stepper.self).count, 1)
    }

    func testVolumeIdsMakeASliderStepperWithoutFrames() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Ringtone}
                - {class: android.widget.ImageView, resourceId: "car:id/btnVolumeUp", clickable: true}
                - {class: android.widget.SeekBar, focusable: true}
                - {class: android.widget.ImageView, resourceId: "car:id/btn_volume_down", clickable: true}
            """)
        XCTAssertEqual(m.nodes(Stepper.self).map(\.simpleClassName), ["LinearLayout"])
        let parts = Stepper.parts(of: m.nodes(Stepper.self)[0], in: m)
        XCTAssertEqual(parts.decrement?.identifier, "car:id/btn_volume_down")
        XCTAssertEqual(parts.increment?.identifier, "car:id/btnVolumeUp")
        XCTAssertTrue(parts.directionsKnown)
        XCTAssertEqual(parts.itemLabel?.visibleText, "Ringtone")
    }

    func testACartsQuantityControlIsFoundInItsCommonForms() throws {
        // The "Add" button once pressed: image buttons named in words around the count.
        let images = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Oat milk}
                - class: android.widget.LinearLayout
                  resourceId: "shop:id/quantity_stepper"
                  children:
                    - {class: android.widget.ImageButton, contentDescription: Remove one, clickable: true}
                    - {class: android.widget.TextView, text: "1"}
                    - {class: android.widget.ImageButton, contentDescription: Add one, clickable: true}
            """)
        let stepper = try XCTUnwrap(images.nodes(Stepper.self).first)
        XCTAssertEqual(stepper.identifier, "shop:id/quantity_stepper")
        let parts = Stepper.parts(of: stepper, in: images)
        XCTAssertEqual(parts.decrement?.dumped.string(.contentDescription), "Remove one")
        XCTAssertEqual(parts.count?.visibleText, "1")
        XCTAssertEqual(parts.itemLabel?.visibleText, "Oat milk")
        // Compose: clickable views whose icons carry the words, and a Text for the count.
        let compose = try model("""
            platform: android
            root:
              class: androidx.compose.ui.platform.ComposeView
              children:
                - class: android.view.View
                  children:
                    - class: android.view.View
                      clickable: true
                      children: [{class: android.view.View, contentDescription: Remove one}]
                    - {class: android.widget.TextView, text: "2"}
                    - class: android.view.View
                      clickable: true
                      children: [{class: android.view.View, contentDescription: Add one}]
            """)
        XCTAssertEqual(compose.nodes(Stepper.self).count, 1)
        XCTAssertEqual(Stepper.parts(of: compose.nodes(Stepper.self)[0], in: compose).count?.visibleText, "2")
        // Ids alone: btn_sub and btn_add, with the count laid out after them.
        let ids = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.ImageView, resourceId: "shop:id/btn_sub", clickable: true}
                - {class: android.widget.ImageView, resourceId: "shop:id/btn_add", clickable: true}
                - {class: android.widget.TextView, text: "3"}
            """)
        XCTAssertEqual(ids.nodes(Stepper.self).count, 1)
    }

    func testWordsInsideOtherWordsSayNothing() throws {
        // "Address" holds "add" and "Unless" holds "less": neither is a stepper's button.
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.Button, text: Unless, clickable: true}
                - {class: android.widget.TextView, text: "12"}
                - {class: android.widget.Button, text: Address, clickable: true}
            """)
        XCTAssertEqual(m.nodes(Stepper.self).count, 0)
        XCTAssertEqual(StepperWords.direction(ofID: "com.app:id/ivMinus"), .decrease)
        XCTAssertEqual(StepperWords.direction(ofID: "btn_jia"), .increase)
        XCTAssertNil(StepperWords.direction(ofID: "app:id/scroll_up"))
        XCTAssertNil(StepperWords.direction(ofID: "app:id/subscribe"))
        XCTAssertEqual(StepperWords.direction(ofName: "볼륨 줄이기"), .decrease)
        XCTAssertEqual(StepperWords.direction(ofName: "增加数量"), .increase)
        XCTAssertEqual(StepperWords.direction(ofName: "－"), .decrease)
        XCTAssertTrue(Stepper.namesAction("Quitar uno"))
        XCTAssertFalse(Stepper.namesAction("Share"))
    }

    func testTwoSteppersInOneSmallContainerAreTwo() throws {
        let m = try model("""
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.TextView, text: Adults}
                - {class: android.widget.Button, text: "−", clickable: true}
                - {class: android.widget.TextView, text: "2"}
                - {class: android.widget.Button, text: "+", clickable: true}
                - {class: android.widget.TextView, text: Children}
                - {class: android.widget.Button, text: "−", clickable: true}
                - {class: android.widget.TextView, text: "0"}
                - {class: android.widget.Button, text: "+", clickable: true}
            """)
        let steppers = m.nodes(Stepper.self)
        XCTAssertEqual(steppers.map(\.visibleText), ["2", "0"])
        XCTAssertEqual(steppers.map { Stepper.parts(of: $0, in: m).itemLabel?.visibleText }, ["Adults", "Children"])
    }

    func testALauncherSeekBarThatSpeaksThePageIsAPageControl() throws {
        let launcher = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 720, 1600]
              children:
                - {class: android.view.ViewGroup, resourceId: "launcher:id/workspace", bounds: [0, 0, 720, 1270]}
                - class: android.widget.SeekBar
                  resourceId: "launcher:id/workspace_indicator"
                  contentDescription: "第2页，共3页"
                  bounds: [0, 1270, 720, 1380]
                  children:
                    - {class: android.widget.ImageView, bounds: [328, 1336, 360, 1364]}
                    - {class: android.widget.ImageView, bounds: [360, 1336, 392, 1364]}
                    - {class: android.widget.ImageView, bounds: [392, 1336, 424, 1364]}
            """
        let m = try model(launcher)
        XCTAssertEqual(m.nodes(PageControl.self).map(\.simpleClassName), ["SeekBar"])
        XCTAssertEqual(m.nodes(Stepper.self).count, 0)
        for rule in ["page-control-index", "page-control-operable", "page-control-hidden-slides-index"] {
            XCTAssertEqual(findings(launcher, rule: rule), [], rule)
        }
        // Said in English, found by its words alone.
        let english = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.SeekBar, contentDescription: "Page 2 of 3"}
            """)
        XCTAssertEqual(english.nodes(PageControl.self).count, 1)
        // A rating bar says "3 of 5" without pages; a volume bar's id says indicator without pages.
        let others = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: android.widget.RatingBar, contentDescription: "Rated 3 of 5 stars"}
                - {class: android.widget.SeekBar, resourceId: "app:id/volume_indicator"}
            """)
        XCTAssertEqual(others.nodes(PageControl.self).count, 0)
    }

    func testPagePositions() {
        XCTAssertEqual(SpokenText.pagePosition(in: "第2页，共3页")?.index, 2)
        XCTAssertEqual(SpokenText.pagePosition(in: "Page 2 of 3")?.count, 3)
        XCTAssertEqual(SpokenText.pagePosition(in: "3페이지 중 2페이지")?.index, 2)
        XCTAssertEqual(SpokenText.pagePosition(in: "Seite 1 von 4")?.count, 4)
        XCTAssertNil(SpokenText.pagePosition(in: "3 of 5 stars"))
        XCTAssertNil(SpokenText.pagePosition(in: "Photo 2 of 4"))
    }

    // MARK: - On the real dumps (skipped without ../shared/corpus)

    private func corpusModel(_ name: String) throws -> ScreenModel {
        _ = try CorpusTests.files()
        let path = CorpusTests.corpus.appendingPathComponent(name).path
        let screen = try XCTUnwrap(CorpusTests.linter.load(Input(path: path, source: .file(path))).screens.first)
        return CorpusTests.linter.model(of: screen)
    }

    /// The car's sound screen: four volume rows of unnamed "−", slider, "+" in one container.
    func testTheCarsVolumeRowsAreSteppers() throws {
        let m = try corpusModel("and-ivi-sound-volume-steppers-ko.xml")
        let steppers = m.nodes(Stepper.self)
        XCTAssertEqual(steppers.map(\.simpleClassName), Array(repeating: "SeekBar", count: 4))
        XCTAssertEqual(steppers.map { Stepper.parts(of: $0, in: m).itemLabel?.visibleText }, ["시스템", "미디어", "내비게이션", "벨소리"])
        let findings = CorpusTests.lint("and-ivi-sound-volume-steppers-ko.xml").findings
        XCTAssertEqual(findings.filter { $0.ruleID == "stepper-button-names" }.count, 8)
        XCTAssertEqual(findings.filter { $0.ruleID.hasPrefix("stepper-") && $0.ruleID != "stepper-button-names" }.count, 0)
    }

    /// The vivo launcher's seek bar of page dots, described "第2页，共3页".
    func testTheLaunchersSeekBarIsAPageControl() throws {
        let m = try corpusModel("and-vivo-launcher-page-indicator-zh.xml")
        XCTAssertEqual(m.nodes(PageControl.self).map(\.identifier), ["com.bbk.launcher2:id/workspace_indicator"])
        let findings = CorpusTests.lint("and-vivo-launcher-page-indicator-zh.xml").findings
        XCTAssertEqual(findings.filter { $0.ruleID.hasPrefix("page-control-") }.map(\.description), [])
    }
}
