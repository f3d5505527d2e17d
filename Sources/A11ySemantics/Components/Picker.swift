import A11yFindings
import A11yDump

/// A date, time or value picker, found by class only: UIKit's `UIDatePicker` and
/// `UIPickerView`, XCUITest's date picker, picker and picker wheel (SwiftUI's
/// `DatePicker` and wheel-style `Picker` reach XCUITest as these), Android's
/// `DatePicker`, `TimePicker`, `NumberPicker` and `CalendarView`.
///
/// Not found: Material's date picker and Compose's `DatePicker`, whose views
/// report framework classes (a grid view, plain views and buttons) in dumps, and
/// custom wheels and calendars, which nothing in a dump tells from any other grid
/// or list. SwiftUI's menu-style `Picker` is a plain button to XCUITest.
public enum Picker: Component {
    public static let name = "picker"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { _ in false }
    }

    /// What a picker is, as its class says.
    public enum Kind: Sendable, Equatable {
        /// A date or time picker as a whole (iOS: a compact trigger, wheels or a
        /// calendar, by style; Android: a calendar or spinners, by mode).
        case date
        /// A set of wheels (`UIPickerView`, XCUITest's picker).
        case wheels
        /// One wheel column: XCUITest's picker wheel, Android's `NumberPicker`.
        case wheel
        /// A month grid of days (Android's `CalendarView`).
        case calendar
    }

    private static let kinds: [String: Kind] = [
        "UIDatePicker": .date, "XCUIElementTypeDatePicker": .date, "DatePicker": .date, "TimePicker": .date,
        "UIPickerView": .wheels, "XCUIElementTypePicker": .wheels,
        "XCUIElementTypePickerWheel": .wheel, "NumberPicker": .wheel,
        "CalendarView": .calendar,
    ]

    private static let classNames = NameTable(names: Array(kinds.keys))

    /// The kind of a picker, by its class; nil for a node whose class is no
    /// picker's (one the configuration maps to `picker`).
    public static func kind(of picker: SemanticNode) -> Kind? {
        kinds[picker.simpleClassName]
    }

    // MARK: - The trigger (PKR-1)

    /// The stop that opens an iOS date picker shown in its compact style: the
    /// picker itself when it is the stop, or the one button it holds. A picker
    /// holding wheels or several stops (a calendar) is open, not a trigger; nil then,
    /// and on Android, where a date picker is always shown open.
    public static func trigger(of picker: SemanticNode, in model: ScreenModel) -> SemanticNode? {
        guard model.platform == .ios, kind(of: picker) == .date else { return nil }
        if model.isStop(picker) { return picker }
        guard model.stopCount(within: picker, upTo: 2) == 1,
              !model.descendants(of: picker).contains(where: { kind(of: $0) == .wheel }),
              let stop = model.stops(within: picker).first
        else { return nil }
        return model.traits(of: stop.node).role == .button ? stop.node : nil
    }

    /// Names UIKit and SwiftUI give a date picker's trigger when the app gives
    /// none: they say what the control is, never what the date is for.
    static let kindNames: Set<String> = [
        "date picker", "time picker", "date and time picker", "datepicker", "timepicker", "picker",
    ]

    /// Why a trigger's name does not say its purpose, or nil when it may: the
    /// name is the control's kind ("Date Picker") or only the chosen value.
    public enum TriggerNameProblem: Sendable, Equatable {
        case kindOnly
        case valueOnly
    }

    public static func triggerNameProblem(name: String, value: String) -> TriggerNameProblem? {
        let spoken = SpokenText.normalize(name).lowercased()
        guard !spoken.isEmpty else { return nil }
        if kindNames.contains(spoken) { return .kindOnly }
        if spoken == SpokenText.normalize(value).lowercased() { return .valueOnly }
        return nil
    }

    // MARK: - Wheels (PKR-3)

    /// The value a wheel column gives its screen reader: iOS its value (XCUITest
    /// records what VoiceOver gets, so none there is none); Android a
    /// `NumberPicker`'s own text or its edit box's, the shown number or option.
    /// `.notRecorded` for a `NumberPicker` the dump shows without its parts.
    public static func wheelValue(of wheel: SemanticNode, in model: ScreenModel) -> (fact: Fact, value: String) {
        switch model.platform {
        case .ios:
            let value = model.announcement(of: wheel)?.value
                ?? wheel.dumped.string(.accessibilityValue) ?? wheel.dumped.string(.value) ?? ""
            return (Fact(!SpokenText.isEffectivelyEmpty(value)), value)
        case .android:
            if let text = wheel.visibleText, !SpokenText.isEffectivelyEmpty(text) { return (.yes, text) }
            let parts = model.descendants(of: wheel)
            guard !parts.isEmpty else { return (.notRecorded, "") }
            for part in parts where model.traits(of: part).role == .textField {
                if let text = part.visibleText, !SpokenText.isEffectivelyEmpty(text) { return (.yes, text) }
            }
            return (.no, "")
        }
    }
}
