/// What the screen reader knows about one node, as typed facts: its role, its
/// states and what a user can do with it. Eight bytes: every node has one. The
/// value range of adjustable elements is asked of the model (`range(of:)`). Worked out once per node by the
/// VoiceOver and TalkBack models, so that rules never read raw dump keys or
/// switch on the platform to learn them.
public struct Traits: Sendable, Equatable {
    public var role: Role = .none
    /// A heading (iOS `header` trait, Android `heading`, a collection item heading).
    public var isHeading = false
    public var enabled: Fact = .yes
    public var selected: Fact = .no
    public var checked: CheckState = .notCheckable
    public var actions: Actions = []
    /// Whether a user can act on the node: what makes a control a control.
    public var isControl = false
    /// Whether the screen reader speaks changes of the node's text without focus
    /// (Android live regions, polite or assertive, on an important view).
    public var isLiveRegion: Fact = .no

    public init() {}
}

/// Whether a checkable control is on: switches, checkboxes, radio buttons, toggle buttons.
public enum CheckState: UInt8, Sendable, Equatable {
    case notCheckable
    case on
    case off
    /// Partly on (a tri-state checkbox).
    case mixed
    /// Checkable, but the dump does not record whether it is on.
    case notRecorded
}

/// What a user can do with a node through the screen reader.
public struct Actions: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Double tap: a button, a link, a clickable view.
    public static let activate = Actions(rawValue: 1 << 0)
    /// Double tap and hold.
    public static let longPress = Actions(rawValue: 1 << 1)
    /// Swipe up or down: an adjustable element, a stepper.
    public static let adjust = Actions(rawValue: 1 << 2)
    /// Scroll forward or backward.
    public static let scroll = Actions(rawValue: 1 << 3)
    /// Custom actions (iOS rotor actions, Android custom actions).
    public static let custom = Actions(rawValue: 1 << 4)
    /// Text entry.
    public static let edit = Actions(rawValue: 1 << 5)
}

/// The value of an adjustable element within its range.
public struct ValueRange: Sendable, Equatable {
    public var minimum: Double?
    public var maximum: Double?
    public var current: Double?
}
