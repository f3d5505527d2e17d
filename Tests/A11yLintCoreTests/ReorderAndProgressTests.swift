@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Reorder handles (which grips are found, and reorder-handle-name), and the
/// numbers progress texts state (progress-text-duplicate).
final class ReorderAndProgressTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func handles(_ text: String) throws -> [String] {
        let model = ScreenModel(screen: try screen(text))
        return model.nodes(ReorderHandle.self).map { model.name(of: $0) }
    }

    private func findings(_ text: String, rule: String) throws -> [String] {
        Linter().check(try screen(text)).filter { $0.ruleID == rule }.map(\.message)
    }

    /// Two list rows, each with a title and a trailing node described by `handle`.
    private func twoRows(_ handle: (String) -> String) -> String {
        """
        platform: android
        root:
          class: androidx.recyclerview.widget.RecyclerView
          bounds: [0, 0, 1080, 400]
          children:
            - class: android.widget.LinearLayout
              bounds: [0, 0, 1080, 200]
              children:
                - {class: android.widget.TextView, text: Milk, bounds: [40, 40, 800, 160]}
                - {class: android.widget.ImageView, clickable: true, \(handle("Milk")), bounds: [900, 40, 1040, 160]}
            - class: android.widget.LinearLayout
              bounds: [0, 200, 1080, 400]
              children:
                - {class: android.widget.TextView, text: Eggs, bounds: [40, 240, 800, 360]}
                - {class: android.widget.ImageView, clickable: true, \(handle("Eggs")), bounds: [900, 240, 1040, 360]}
        """
    }

    // MARK: - Detection

    func testDrawnHandlesAreFoundByIdOrBareNameWhenEveryRowHasOne() throws {
        XCTAssertEqual(try handles(twoRows { "resourceId: \"a:id/drag_handle\", contentDescription: Reorder \($0)" }),
                       ["Reorder Milk", "Reorder Eggs"])
        XCTAssertEqual(try handles(twoRows { _ in "contentDescription: Drag to reorder" }),
                       ["Drag to reorder", "Drag to reorder"])
    }

    func testABuyAgainButtonOnEveryRowIsNoHandle() throws {
        // An order history: "Reorder" alone, or "Move", on every row.
        XCTAssertEqual(try handles(twoRows { _ in "contentDescription: Reorder" }), [])
        XCTAssertEqual(try handles(twoRows { _ in "resourceId: \"a:id/btn_reorder\", contentDescription: Reorder" }), [])
        XCTAssertEqual(try handles(twoRows { _ in "contentDescription: Move" }), [])
    }

    func testASheetGrabberStandingAloneIsNoHandle() throws {
        let sheet = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - class: android.widget.LinearLayout
                  bounds: [0, 1200, 1080, 2400]
                  children:
                    - {class: android.widget.ImageView, resourceId: "a:id/drag_handle", contentDescription: Drag handle,
                       clickable: true, bounds: [480, 1220, 600, 1300]}
                    - {class: android.widget.TextView, text: Share, bounds: [40, 1320, 1040, 1400]}
            """
        XCTAssertEqual(try handles(sheet), [])
    }

    func testUIKitsReorderControlIsAHandleByClass() throws {
        let table = """
            platform: ios
            root:
              class: UITableView
              children:
                - class: UITableViewCell
                  children:
                    - {class: UILabel, text: Milk}
                    - {class: UITableViewCellReorderControl, isAccessibilityElement: true, accessibilityLabel: Reorder Milk}
            """
        XCTAssertEqual(try handles(table), ["Reorder Milk"])
    }

    // MARK: - reorder-handle-name

    func testOnlyABareNameIsReported() throws {
        XCTAssertEqual(try findings(twoRows { _ in "resourceId: \"a:id/drag_handle\", contentDescription: Drag handle" },
                                    rule: "reorder-handle-name").count, 2)
        XCTAssertEqual(try findings(twoRows { "resourceId: \"a:id/drag_handle\", contentDescription: Reorder \($0)" },
                                    rule: "reorder-handle-name"), [])
        // No name at all is control-name's finding, not this rule's.
        XCTAssertEqual(try findings(twoRows { _ in "resourceId: \"a:id/drag_handle\"" }, rule: "reorder-handle-name"), [])
    }

    func testBareNames() {
        XCTAssertTrue(ReorderHandle.nameIsBare("Reorder"))
        XCTAssertTrue(ReorderHandle.nameIsBare("Drag handle, button"))
        XCTAssertTrue(ReorderHandle.nameIsBare("Drag to reorder"))
        XCTAssertFalse(ReorderHandle.nameIsBare("Reorder Milk"))
        XCTAssertFalse(ReorderHandle.nameIsBare("Move Chapter 2 up"))
        XCTAssertFalse(ReorderHandle.nameIsBare(""))
    }

    // MARK: - Progress numbers

    func testNumbersReadFromText() {
        let step = ProgressNumbers(text: "Step 2 of 5")
        XCTAssertEqual(step.positions, [.init(step: 2, count: 5)])
        XCTAssertEqual(ProgressNumbers(text: "2/5 done").positions, [.init(step: 2, count: 5)])
        XCTAssertEqual(ProgressNumbers(text: "Uploading, 40 %").percentages, [40])
        XCTAssertEqual(ProgressNumbers(text: "40 percent").percentages, [40])
        // Not positions: a date, a decimal, a word that starts with "of".
        XCTAssertTrue(ProgressNumbers(text: "12 often").isEmpty)
        XCTAssertTrue(ProgressNumbers(text: "2.5 of 5").positions.isEmpty)
        XCTAssertTrue(ProgressNumbers(text: "Chapter 12").isEmpty)
        XCTAssertTrue(ProgressNumbers(text: "6 of 2").isEmpty)
    }

    func testNumbersReadFromARange() {
        let steps = ProgressNumbers(range: ValueRange(minimum: 0, maximum: 5, current: 2))
        XCTAssertEqual(steps.positions, [.init(step: 2, count: 5)])
        XCTAssertEqual(steps.percentages, [40])
        let fraction = ProgressNumbers(range: ValueRange(minimum: 0, maximum: 1, current: 0.4))
        XCTAssertTrue(fraction.positions.isEmpty)
        XCTAssertEqual(fraction.percentages, [40])
        XCTAssertTrue(ProgressNumbers(range: ValueRange(minimum: 0, maximum: 5, current: nil)).isEmpty)
    }

    // MARK: - progress-text-duplicate

    private func captionAndBar(_ caption: String, _ bar: String) -> String {
        """
        platform: android
        root:
          class: android.widget.LinearLayout
          bounds: [0, 0, 1080, 300]
          children:
            - {class: android.widget.TextView, text: "\(caption)", bounds: [40, 40, 1040, 120]}
            - {class: android.widget.ProgressBar, focusable: true, \(bar), bounds: [40, 140, 1040, 180]}
        """
    }

    func testABarThatSaysTheCaptionsNumbersIsReported() throws {
        let rule = "progress-text-duplicate"
        XCTAssertEqual(try findings(captionAndBar("Step 2 of 5", "rangeInfo: {min: 0, max: 5, current: 2}"), rule: rule).count, 1)
        XCTAssertEqual(try findings(captionAndBar("40%", "rangeInfo: {min: 0, max: 1, current: 0.4}"), rule: rule).count, 1)
        // Other numbers, other words, a hidden bar, a spinner: nothing twice.
        XCTAssertEqual(try findings(captionAndBar("Step 3 of 5", "rangeInfo: {min: 0, max: 5, current: 2}"), rule: rule), [])
        XCTAssertEqual(try findings(captionAndBar("Almost done", "rangeInfo: {min: 0, max: 5, current: 4}"), rule: rule), [])
        XCTAssertEqual(try findings(captionAndBar("Step 2 of 5", "importantForAccessibility: \"no\", rangeInfo: {min: 0, max: 5, current: 2}"),
                                    rule: rule), [])
        XCTAssertEqual(try findings(captionAndBar("Step 2 of 5", "contentDescription: Loading"), rule: rule), [])
    }
}
