@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Pickers: which nodes are pickers and of what kind, the trigger of a compact
/// date picker, and what the two picker rules and control-name make of them.
final class PickerTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func findings(_ text: String) throws -> [String] {
        Linter().check(try screen(text)).map(\.ruleID)
    }

    func testPickersAreFoundByClassWithTheirKind() throws {
        let ios = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UIDatePicker, accessibilityIdentifier: a}
                - class: XCUIElementTypePicker
                  accessibilityIdentifier: b
                  children:
                    - {class: XCUIElementTypePickerWheel, accessibilityIdentifier: c, accessibilityValue: March}
            """
        let model = ScreenModel(screen: try screen(ios))
        XCTAssertEqual(model.nodes(Picker.self).map { $0.identifier ?? "" }, ["a", "b", "c"])
        XCTAssertEqual(model.nodes(Picker.self).map { Picker.kind(of: $0) }, [.date, .wheels, .wheel])
        let android = """
            platform: android
            root:
              class: android.widget.LinearLayout
              children:
                - {class: android.widget.DatePicker, resourceId: "a:id/date"}
                - {class: android.widget.TimePicker, resourceId: "a:id/time"}
                - {class: android.widget.NumberPicker, resourceId: "a:id/count"}
                - {class: android.widget.CalendarView, resourceId: "a:id/month"}
                - {class: android.widget.GridView, resourceId: "a:id/grid"}
            """
        let found = ScreenModel(screen: try screen(android)).nodes(Picker.self)
        XCTAssertEqual(found.compactMap { Picker.kind(of: $0) }, [.date, .date, .wheel, .calendar])
    }

    /// VoiceOver turns a wheel column by swiping up or down: XCUITest's picker
    /// wheel is adjustable by class, and the announcement says so.
    func testAPickerWheelIsAdjustable() throws {
        let dump = """
            platform: ios
            root:
              class: XCUIElementTypePicker
              children:
                - {class: XCUIElementTypePickerWheel, accessibilityValue: March}
            """
        let model = ScreenModel(screen: try screen(dump))
        let wheel = try XCTUnwrap(model.nodes(Picker.self).last)
        XCTAssertEqual(model.traits(of: wheel).role, .adjustable)
        XCTAssertTrue(model.traits(of: wheel).actions.contains(.adjust))
        XCTAssertEqual(model.announcement(of: wheel)?.utterance, "March, adjustable")
    }

    /// A native wheel has a value and no label: control-name leaves it alone, and
    /// one with neither is picker-wheel-value's finding only.
    func testAWheelWithoutALabelIsNotAnUnnamedControl() throws {
        let named = """
            platform: ios
            root:
              class: XCUIElementTypePicker
              children:
                - {class: XCUIElementTypePickerWheel, accessibilityValue: March}
            """
        XCTAssertEqual(try findings(named), [])
        let empty = """
            platform: ios
            root:
              class: XCUIElementTypePicker
              children:
                - {class: XCUIElementTypePickerWheel}
            """
        XCTAssertEqual(try findings(empty), ["picker-wheel-value"])
    }

    func testOnlyACompactDatePickerHasATrigger() throws {
        let dump = """
            platform: ios
            root:
              class: XCUIElementTypeOther
              children:
                - class: XCUIElementTypeDatePicker
                  accessibilityIdentifier: compact
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: Date Picker, accessibilityValue: "Dec 7, 2025"}
                - class: XCUIElementTypeDatePicker
                  accessibilityIdentifier: inline
                  children:
                    - {class: XCUIElementTypeButton, accessibilityLabel: "Monday, December 1"}
                    - {class: XCUIElementTypeButton, accessibilityLabel: "Tuesday, December 2"}
                - class: XCUIElementTypeDatePicker
                  accessibilityIdentifier: wheels
                  children:
                    - {class: XCUIElementTypePickerWheel, accessibilityValue: December}
            """
        let model = ScreenModel(screen: try screen(dump))
        let pickers = model.nodes(Picker.self).filter { Picker.kind(of: $0) == .date }
        XCTAssertEqual(pickers.map { Picker.trigger(of: $0, in: model)?.dumped.string(.accessibilityLabel) },
                       ["Date Picker", nil, nil])
        XCTAssertEqual(Linter().check(try screen(dump)).filter { $0.ruleID == "picker-trigger-name" }.count, 1)
    }

    func testATriggerNameIsJudgedByItsWordsNotItsCase() {
        XCTAssertEqual(Picker.triggerNameProblem(name: "Date Picker", value: "Dec 7, 2025"), .kindOnly)
        XCTAssertEqual(Picker.triggerNameProblem(name: "time picker", value: ""), .kindOnly)
        XCTAssertEqual(Picker.triggerNameProblem(name: "Dec 7, 2025", value: "Dec 7, 2025"), .valueOnly)
        XCTAssertNil(Picker.triggerNameProblem(name: "Transaction date", value: "Dec 7, 2025"))
        XCTAssertNil(Picker.triggerNameProblem(name: "", value: "Dec 7, 2025"))
    }

    /// The corpus's SwiftUI DatePicker: the system's "Date Picker" label beside a
    /// "Transaction Date" caption.
    func testTheCorpusDatePickerIsACompactTriggerNamedByItsKind() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("../shared/corpus/xcui-momentum-transactions.txt")
        guard let bytes = try? Data(contentsOf: url) else { throw XCTSkip("no corpus at \(url.path)") }
        let result = DumpLoader().load(bytes: Array(bytes), path: url.lastPathComponent)
        let loaded = try XCTUnwrap(result.screens.first)
        let model = ScreenModel(screen: loaded)
        let triggers = model.nodes(Picker.self).compactMap { Picker.trigger(of: $0, in: model) }
        XCTAssertEqual(triggers.map { model.name(of: $0) }, ["Date Picker"])
    }
}
