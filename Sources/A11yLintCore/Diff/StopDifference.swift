/// How one focus stop differs between two versions of a screen.
public struct StopDifference: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Only the new screen has it.
        case added
        /// Only the old screen has it.
        case removed
        /// Both have it in the same relative order, and it says something else (`changes`).
        case changed
        /// Its order among the stops both screens have changed; `changes` may list what it says differently too.
        case moved
    }

    public var kind: Kind
    /// Its place in the old screen's swipe order, from 1; nil when added.
    public var oldPlace: Int?
    /// Its place in the new screen's swipe order, from 1; nil when removed.
    public var newPlace: Int?
    public var old: AnnouncedStop?
    public var new: AnnouncedStop?
    /// Each part said differently, in `StopPart` order; empty for added and removed stops.
    public var changes: [PartChange]

    public init(kind: Kind, oldPlace: Int?, newPlace: Int?, old: AnnouncedStop?, new: AnnouncedStop?,
                changes: [PartChange] = []) {
        self.kind = kind
        self.oldPlace = oldPlace
        self.newPlace = newPlace
        self.old = old
        self.new = new
        self.changes = changes
    }

    /// The stop as the new screen has it, else as the old one had it.
    public var stop: AnnouncedStop { (new ?? old)! }

    /// Whether the stop had a name and has none now, or was removed with its name.
    public var removesName: Bool {
        switch kind {
        case .removed: return !(old?.name.isEmpty ?? true)
        case .added: return false
        case .changed, .moved: return changes.contains { $0.part == .name && !$0.old.isEmpty && $0.new.isEmpty }
        }
    }

    /// Whether the stop says fewer states than it did, or no longer says a value it
    /// said (a stepper that stops saying its count). A state that turns into
    /// another (on to off) is not lost.
    public var losesState: Bool {
        guard let old, let new, kind == .changed || kind == .moved else { return false }
        return new.states.count < old.states.count || (!old.value.isEmpty && new.value.isEmpty)
    }
}

/// One part of what a stop says, before and after.
public struct PartChange: Equatable, Sendable {
    public var part: StopPart
    public var old: String
    public var new: String

    public init(part: StopPart, old: String, new: String) {
        self.part = part
        self.old = old
        self.new = new
    }
}

/// The parts of a stop `diff` compares, in the order it lists them.
public enum StopPart: String, CaseIterable, Sendable {
    case name, value, role, states, position, hint
    /// The layer the stop is in, or the modal (alert, dialog, sheet…) holding it.
    case layer

    /// The part's words in one stop; states joined with ", ".
    public func text(of stop: AnnouncedStop) -> String {
        switch self {
        case .name: return stop.name
        case .value: return stop.value
        case .role: return stop.role
        case .states: return stop.states.joined(separator: ", ")
        case .position: return stop.position
        case .hint: return stop.hint
        case .layer: return stop.place
        }
    }

    /// Each part the two stops say differently.
    public static func changes(from old: AnnouncedStop, to new: AnnouncedStop) -> [PartChange] {
        allCases.compactMap { part in
            let before = part.text(of: old)
            let after = part.text(of: new)
            return before == after ? nil : PartChange(part: part, old: before, new: after)
        }
    }
}
