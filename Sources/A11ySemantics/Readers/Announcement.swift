import A11yFindings
import A11yDump

/// What a screen reader is predicted to say when it lands on a focus stop.
public struct Announcement: Equatable, Sendable {
    /// The accessible name: a label, a content description, or text gathered from descendants.
    public var name: String
    /// The value, spoken after the name (iOS `accessibilityValue`, a stepper's count).
    public var value: String
    /// The role word the reader adds ("button", "adjustable", "check box"), or empty.
    public var role: String
    /// State words ("selected", "dimmed", "checked", "on").
    public var states: [String]
    /// A hint (iOS `accessibilityHint`) or TalkBack's usage hint ("double tap to
    /// activate"): both readers speak it after a pause, apart from the description,
    /// so it is not part of `utterance`.
    public var hint: String
    /// Where the states go: VoiceOver says them after the name, TalkBack before it.
    public var order: SpokenOrder
    /// The position in a collection the reader says last ("2 of 4"), or empty.
    public var position: String

    /// The order a reader speaks an announcement's parts in.
    public enum SpokenOrder: Sendable {
        /// VoiceOver: ["Selected"], name, value, traits, other states.
        case nameFirst
        /// TalkBack's default ("state, name, role"): ["selected"], states, value,
        /// name, role, then "disabled" last.
        case stateFirst
        /// TalkBack for a node that says nothing itself and is named by its
        /// descendants' words: its own part (states, role) comes before them
        /// ("edit box, Email"), then "disabled" last.
        case roleBeforeDescendants
    }

    public init(name: String = "", value: String = "", role: String = "", states: [String] = [], hint: String = "",
                order: SpokenOrder = .nameFirst, position: String = "") {
        self.name = name
        self.value = value
        self.role = role
        self.states = states
        self.hint = hint
        self.order = order
        self.position = position
    }

    /// Name and value: the part that tells what the element is and holds.
    public var content: String {
        [name, value].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The predicted description, in the reader's order and without the hint,
    /// e.g. "Page 2 of 4, adjustable" or "not checked, Remember me, check box".
    public var utterance: String {
        // Joined once at its exact length: every finding on a stop keeps it.
        var parts: [String] = []
        parts.reserveCapacity(2 * (states.count + 4))
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            if !parts.isEmpty { parts.append(", ") }
            parts.append(part)
        }
        let selectedFirst = states.first == "selected"
        let otherStates = states.dropFirst(selectedFirst ? 1 : 0)
        switch order {
        case .nameFirst:
            if selectedFirst { add("Selected") }
            add(name)
            add(value)
            add(role)
            for state in otherStates { add(state) }
        case .stateFirst, .roleBeforeDescendants:
            if selectedFirst { add("selected") }
            for state in otherStates where state != "disabled" { add(state) }
            add(value)
            if order == .roleBeforeDescendants { add(role) }
            add(name)
            if order == .stateFirst { add(role) }
            if otherStates.contains("disabled") { add("disabled") }
        }
        add(position)
        return String(concatenating: parts)
    }
}
