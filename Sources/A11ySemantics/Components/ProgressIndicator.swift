import A11yFindings
import A11yDump

/// A progress indicator: a bar that fills as work goes on, or a busy spinner that
/// only says "something is happening". UIKit's `UIProgressView` and
/// `UIActivityIndicatorView`, XCUITest's `ProgressIndicator` and
/// `ActivityIndicator` (SwiftUI's `ProgressView` shows as either); Android's
/// `ProgressBar` and its kin (`ContentLoadingProgressBar`, Material's circular and
/// linear indicators; Compose's indicators are `ProgressBar`s in dumps); on
/// Android also any node with a range and no way to set it (TalkBack calls it a
/// progress bar); and a custom view with no children whose class or id says it
/// loads ("loading_spinner", "ActivityIndicatorView", "progress_ring").
public enum ProgressIndicator: Component {
    public static let name = "progress-indicator"

    public static func matchesClass(_ name: String) -> Bool {
        frameworkClasses.contains(name)
    }

    /// Classes that are progress indicators on either platform. `Spinner` is not
    /// one: on Android it is a drop-down list.
    private static let frameworkClasses = NameTable(names: [
        "UIProgressView", "UIActivityIndicatorView", "XCUIElementTypeProgressIndicator",
        "XCUIElementTypeActivityIndicator", "ProgressIndicator", "ActivityIndicator",
        "ProgressBar", "ContentLoadingProgressBar", "CircularProgressIndicator", "LinearProgressIndicator",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let classes = ClassAnswers()
        let idSaysLoading = screen.identifiers.answers(saysLoading)
        return { node in
            let traits = screen.traits(of: node)
            if traits.role == .progress { return true }
            // A slider, a text field or a button is not a progress indicator, whatever its id says.
            guard traits.role == .none || traits.role == .image || traits.role == .staticText else { return false }
            let n = node.dumped
            if screen.tree.platform == .android, n.has(.rangeInfo), !n.strings(.actions).contains("setProgress"),
               node.talkBackRole == .none { return true }
            // A container whose id says progress holds the indicator; it is not one.
            guard node.children.isEmpty else { return false }
            return classes.answer(node.simpleClassName, saysLoading) || idSaysLoading.answer(for: node)
        }
    }

    /// Whether a class name or id names a loading indicator.
    /// Only the id's own part counts: `com.app:id/loading_spinner` → `loading_spinner`.
    static func saysLoading(_ text: String) -> Bool {
        IdentifierWords.contains(text, any: loadingWords)
    }

    private static let loadingWords = IdentifierWords.Words([
        "progress", "activity_indicator", "loading", "loader", "spinner", "busy_indicator",
    ])

    // MARK: - What it says

    /// Whether the indicator only says that something is going on (a spinner), not
    /// how far it is: iOS's activity indicators, and any indicator with no current
    /// value in its range.
    public static func isBusyIndicator(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        if busyClasses.contains(node.simpleClassName) { return true }
        if determinateClasses.contains(node.simpleClassName) { return false }
        return model.range(of: node)?.current == nil
    }

    private static let busyClasses = NameTable(names: [
        "UIActivityIndicatorView", "XCUIElementTypeActivityIndicator", "ActivityIndicator",
    ])
    private static let determinateClasses = NameTable(names: [
        "UIProgressView", "XCUIElementTypeProgressIndicator", "ProgressIndicator",
    ])

    /// Whether the indicator tells the screen reader what is loading or how far it
    /// is: a name, a value, a state description or a current value. UIKit gives
    /// `UIProgressView` a percentage and a spinning `UIActivityIndicatorView` the
    /// label "In progress" unless the app clears them; from API 30 Android's
    /// `ProgressBar` (and Compose's indicators, which are ProgressBars to TalkBack)
    /// always carries a state description, a percentage or "In progress", whether
    /// or not the dump records it. XCUITest's snapshot shows what VoiceOver got, so
    /// there an indicator without a label or value has none.
    public static func speaksProgress(_ node: SemanticNode, in model: ScreenModel) -> Fact {
        let n = node.dumped
        if !SpokenText.isEffectivelyEmpty(model.name(of: node)) { return .yes }
        if let value = model.announcement(of: node)?.value, !SpokenText.isEffectivelyEmpty(value) { return .yes }
        if model.range(of: node)?.current != nil { return .yes }
        switch model.platform {
        case .ios:
            if let value = n.string(.accessibilityValue) { return Fact(!SpokenText.isEffectivelyEmpty(value)) }
            if n.has(.value) { return .yes }
            // The app set an empty label: UIKit's "In progress" is gone.
            if n.string(.accessibilityLabel) != nil { return .no }
            return uikitSpeaksItself.contains(node.simpleClassName) ? .yes : .no
        case .android:
            if let state = n.string(.stateDescription) { return Fact(!SpokenText.isEffectivelyEmpty(state)) }
            if androidSpeaksItself.contains(node.simpleClassName) { return .yes }
            return .no
        }
    }

    /// UIKit classes that speak a value or "In progress" of their own.
    private static let uikitSpeaksItself = NameTable(names: ["UIProgressView", "UIActivityIndicatorView"])
    /// Android classes that carry a state description of their own from API 30.
    private static let androidSpeaksItself = NameTable(names: [
        "ProgressBar", "ContentLoadingProgressBar", "CircularProgressIndicator", "LinearProgressIndicator",
    ])
}
