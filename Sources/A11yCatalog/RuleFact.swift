/// A fact about a screen that a rule's findings rest on and that a dump may not
/// record. A rule file lists the ones it needs (`facts:`); its documentation says
/// what the rule does when a dump lacks one.
public enum RuleFact: String, Sendable, CaseIterable {
    /// How many pixels make a dp on Android: recorded by our YAML and Maestro, measured
    /// from the screen's own bars and controls, or set in the configuration.
    case density
    /// Which of two overlapping nodes is drawn in front: separate windows, a modal
    /// layer, a `drawing-order` attribute, or an opaque background in a dump that records colours.
    case drawingOrder = "drawing-order"
    /// Colours of text and background, which only our YAML format records.
    case colours
    /// What a control's action does, beyond its name and role: whether two controls act on one thing.
    case actionTarget = "action-target"
    /// Which nodes are headings: iOS traits, Android's `heading`; uiautomator and XCUITest dumps record neither.
    case headings
    /// The custom actions a node offers; uiautomator and XCUITest dumps record none.
    case customActions = "custom-actions"

    /// What the fact is, for the rule's documentation.
    public var summary: String {
        switch self {
        case .density: return "the screen's density (pixels per dp)"
        case .drawingOrder: return "which node is drawn in front of another"
        case .colours: return "text and background colours"
        case .actionTarget: return "what each control acts on"
        case .headings: return "which nodes are headings"
        case .customActions: return "the custom actions a node offers"
        }
    }
}
