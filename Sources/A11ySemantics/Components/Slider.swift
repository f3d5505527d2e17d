import A11yFindings
import A11yDump

/// A slider: a thumb on a track that sets a value between a minimum and a maximum.
/// UISlider, XCUITest's `Slider` and SwiftUI's `Slider`; Android's `SeekBar`, its
/// AppCompat and Material forms (`Slider`, `RangeSlider`) and `RatingBar`; a
/// Compose `Slider` (a seek bar in dumps); and any other adjustable element whose
/// class or id says slider or seek bar. A seek bar that a launcher uses as its
/// page indicator is a page control instead.
public enum Slider: Component {
    public static let name = "slider"

    /// None by class alone: sliders are found by their role (below), after page
    /// controls, so that a seek bar drawn as a launcher's dots stays a page control,
    /// and a slider between two buttons stays a stepper's value too.
    public static func matchesClass(_ name: String) -> Bool { false }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in isSlider(node, in: screen) }
    }

    static func isSlider(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        let traits = screen.traits(of: node)
        if sliderClasses.contains(node.simpleClassName) || node.talkBackRole == .adjustable {
            return !PageControl.looksLikeIndicator(node)
        }
        // A custom adjustable element (iOS `adjustable` trait, an Android range the
        // user can set) is a slider when its class or id says so.
        guard traits.role == .adjustable || traits.role == .none && traits.actions.contains(.adjust) else { return false }
        return saysSlider(node.simpleClassName) || node.identifier.map(saysSlider) == true
    }

    private static let sliderClasses = NameTable(names: ["UISlider", "XCUIElementTypeSlider", "Slider", "RangeSlider"])

    private static func saysSlider(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.containsBytes("slider") || lowered.containsBytes("seekbar") || lowered.containsBytes("seek_bar")
    }

    // MARK: - Value

    /// Whether the slider gives the screen reader its current value: iOS a value
    /// (`accessibilityValue`, `value`), which UIKit's and SwiftUI's sliders compute
    /// themselves unless the app sets it empty; Android `rangeInfo.current`, a state
    /// description, or a number in its name. Not recorded when the dump's format
    /// writes no range or state description (uiautomator, Appium) and the class sets
    /// them itself: a framework seek bar always has a range.
    public static func exposesValue(_ slider: SemanticNode, in model: ScreenModel) -> Fact {
        let n = slider.dumped
        let spoken = model.announcement(of: slider)
        switch model.platform {
        case .ios:
            if let value = n.string(.accessibilityValue) { return Fact(!SpokenText.isEffectivelyEmpty(value)) }
            if n.has(.value) || spoken.map({ !$0.value.isEmpty }) == true { return .yes }
            // UIKit and SwiftUI speak a percentage of their own; XCUITest's snapshot
            // gives what VoiceOver got, so a slider there without a value has none.
            return VoiceOverModel.percentageClasses.contains(slider.simpleClassName) ? .yes : .no
        case .android:
            if model.range(of: slider)?.current != nil || spoken.map({ !$0.value.isEmpty }) == true { return .yes }
            if let state = n.string(.stateDescription), !SpokenText.isEffectivelyEmpty(state) { return .yes }
            if hasNumber(model.name(of: slider)) { return .yes }
            let recorded = model.screen.records(.rangeInfo) && model.screen.records(.stateDescription)
            return recorded || !setsOwnRange(slider) ? .no : .notRecorded
        }
    }

    /// Whether an Android slider's class sets its range itself: the framework's and
    /// Material's seek bars and sliders (Compose's are seek bars in dumps).
    private static func setsOwnRange(_ slider: SemanticNode) -> Bool {
        slider.talkBackRole == .adjustable || sliderClasses.contains(slider.simpleClassName)
    }

    private static func hasNumber(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType != nil }
    }
}
