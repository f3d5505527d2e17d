import A11yFindings
import A11yDump

/// What a screen reader is predicted to say when it lands on a focus stop.
public struct Announcement: Equatable, Sendable {
    /// The accessible name: a label, a content description, or text gathered from descendants.
    public var name: String
    /// The value, spoken after the name (iOS `accessibilityValue`, a stepper's count).
    public var value: String
    /// The role word the reader adds ("button", "adjustable", "checkbox"), or empty.
    public var role: String
    /// State words ("selected", "dimmed", "checked", "on").
    public var states: [String]
    /// A hint, or TalkBack's usage hint ("double tap to activate").
    public var hint: String

    public init(name: String = "", value: String = "", role: String = "", states: [String] = [], hint: String = "") {
        self.name = name
        self.value = value
        self.role = role
        self.states = states
        self.hint = hint
    }

    /// Name and value: the part that tells what the element is and holds.
    public var content: String {
        [name, value].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The whole predicted utterance, e.g. "Page 2 of 4, adjustable".
    public var utterance: String {
        // Joined once at its exact length: every finding on a stop keeps it.
        var parts: [String] = []
        parts.reserveCapacity(2 * (states.count + 5))
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            if !parts.isEmpty { parts.append(", ") }
            parts.append(part)
        }
        let selectedFirst = states.first == "selected"
        if selectedFirst { add("Selected") }
        add(name)
        add(value)
        add(role)
        for state in states.dropFirst(selectedFirst ? 1 : 0) { add(state) }
        add(hint)
        return String(concatenating: parts)
    }
}
