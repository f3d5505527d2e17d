import A11yFindings
import A11yDump

/// The three controls that are on or off, which the criteria judge alike: a
/// switch, a checkbox and a radio button.
public enum ToggleKind: Sendable, Equatable {
    case toggleSwitch
    case checkbox
    case radioButton
}

/// Whether a switch, checkbox or radio button tells the screen reader if it is
/// on, through what the platform reads (a checked state, a toggleable state, a
/// state description, a value, the selected trait), not through its name.
public enum ToggleState: Sendable, Equatable {
    case on
    case off
    /// Partly on: a tri-state checkbox.
    case mixed
    /// Said through the platform, in words a11ylint does not read as on or off
    /// (a custom state description or value).
    case said
    /// The dump's format does not record it.
    case notRecorded
    /// Nothing the screen reader reads says it.
    case missing

    /// Whether the screen reader hears the state from the platform.
    public var isExposed: Bool {
        switch self {
        case .on, .off, .mixed, .said: return true
        case .notRecorded, .missing: return false
        }
    }
}

/// What switches, checkboxes and radio buttons share: how their state is exposed
/// and how their names and classes say what they are.
public enum ToggleControl {
    /// The state the node exposes as a control of `kind`.
    public static func state(of node: SemanticNode, as kind: ToggleKind, in model: ScreenModel) -> ToggleState {
        state(of: node, traits: model.traits(of: node), as: kind, platform: model.platform,
              records: model.screen.records)
    }

    static func state(of node: SemanticNode, traits: Traits, as kind: ToggleKind, platform: Platform,
                      records: (DumpKey) -> Bool) -> ToggleState {
        switch traits.checked {
        case .on: return .on
        case .off: return .off
        case .mixed: return .mixed
        case .notRecorded: return .notRecorded
        case .notCheckable: break
        }
        let n = node.dumped
        switch platform {
        case .ios:
            if let value = n.string(.accessibilityValue).map(SpokenText.normalize), !value.isEmpty {
                // A value a11ylint cannot read may still say the state, in a language it does not know.
                return read(value) ?? .said
            }
            // With the toggle trait (iOS 17) VoiceOver says the element's on or off state itself.
            if VoiceOverModel.traitNames(of: node).contains("toggleButton") { return .said }
            // VoiceOver says "selected" for a checked box or radio button; for a switch the
            // criteria ask for on or off.
            if kind != .toggleSwitch {
                if traits.selected == .yes { return .on }
                if traits.selected == .notRecorded { return .notRecorded }
            }
            return records(.accessibilityValue) ? .missing : .notRecorded
        case .android:
            // Maestro writes `checked` for every node but never `checkable`: the checked state stands.
            if n.bool(.checkable) == nil, let checked = n.bool(.checked) { return checked ? .on : .off }
            if let description = n.string(.stateDescription).map(SpokenText.normalize), !description.isEmpty {
                return read(description) ?? .said
            }
            if kind != .toggleSwitch {
                // TalkBack says "selected"; Compose's `Selected` makes the node checkable, and
                // our YAML writes it as the Compose `selected` property.
                if n.bool(.selected) == true { return .on }
                if n.has(.role), n.bool(.selected) == false { return .off }
            }
            return records(.checkable) || records(.checked) ? .missing : .notRecorded
        }
    }

    /// The stop where the reader meets the control: the control itself, or the
    /// stop that holds it (a row TalkBack reads with the switch inside it, an iOS
    /// element that hides it), whose own state the reader may say instead.
    public static func stop(holding node: SemanticNode, in model: ScreenModel) -> SemanticNode {
        if model.isStop(node) { return node }
        var current = model.parent(of: node)
        while let ancestor = current {
            if model.isStop(ancestor) { return ancestor }
            current = model.parent(of: ancestor)
        }
        return node
    }

    /// The state a value or state description says, when a11ylint reads its words:
    /// on, off, checked, not checked, mixed, and XCUITest's 1, 0 and 2.
    static func read(_ text: String) -> ToggleState? {
        switch text {
        case "1": return .on
        case "0": return .off
        case "2": return .mixed
        default: break
        }
        let words = SpokenText.words(text)
        if ToggleWords.isExactly(words, ToggleWords.mixed) { return .mixed }
        if ToggleWords.isExactly(words, ToggleWords.unchecked) || ToggleWords.isExactly(words, ToggleWords.off) {
            return .off
        }
        if ToggleWords.isExactly(words, ToggleWords.checked) || ToggleWords.isExactly(words, ToggleWords.on) {
            return .on
        }
        return nil
    }

    /// The state words a name ends with ("on" in "Wi-Fi on", "not checked" in
    /// "Remember me, not checked"), as the name spells them; nil when it ends with none.
    public static func stateInName(_ name: String) -> String? {
        let words = SpokenText.words(name)
        for phrases in [ToggleWords.mixed, ToggleWords.unchecked, ToggleWords.checked, ToggleWords.off, ToggleWords.on] {
            if let phrase = ToggleWords.ending(words, in: phrases) { return phrase.joined(separator: " ") }
        }
        return nil
    }

    // MARK: - Detection

    /// The name a node gives itself, as detection reads it before the screen
    /// reader's model is built: iOS `accessibilityLabel`, title or text; Android
    /// content description or text.
    static func ownName(of node: SemanticNode, platform: Platform) -> String? {
        let n = node.dumped
        let keys: [DumpKey] = platform == .ios ? [.accessibilityLabel, .title, .text] : [.contentDescription, .text]
        for key in keys {
            if let text = n.string(key), !text.isEmpty { return text }
        }
        return nil
    }

    /// The node's own name when its last word may end a state or a role ("on",
    /// "checkbox"); nil for the other names, which are most: detection then reads
    /// no further.
    static func candidateName(of node: SemanticNode, platform: Platform) -> String? {
        guard let name = ownName(of: node, platform: platform), ToggleWords.endsWithFinalWord(name) else { return nil }
        return name
    }

    /// Whether a name ends with one of `roles` ("Remember me checkbox"), perhaps
    /// followed by state words ("Wi-Fi switch, on"); with `stateRequired`, only
    /// when state words follow and something precedes the role, as "Switch on"
    /// and "Toggle off" are commands, not switches.
    static func nameEndsWithRole(_ name: String, _ roles: [ToggleWords.Phrase], stateRequired: Bool) -> Bool {
        let words = SpokenText.words(name)
        if !stateRequired, ToggleWords.ending(words, in: roles) != nil { return true }
        for phrases in [ToggleWords.mixed, ToggleWords.unchecked, ToggleWords.checked, ToggleWords.off, ToggleWords.on] {
            if let state = ToggleWords.ending(words, in: phrases),
               let role = ToggleWords.ending(words, in: roles, skipping: state.count),
               !stateRequired || words.count > state.count + role.count {
                return true
            }
        }
        return false
    }

    /// Whether a role description (Android `roleDescription`) is one of `roles`.
    static func roleDescriptionSays(_ node: SemanticNode, _ roles: [ToggleWords.Phrase]) -> Bool {
        guard let description = node.dumped.string(.roleDescription) else { return false }
        return ToggleWords.isExactly(SpokenText.words(description), roles)
    }

    // MARK: - Refining what detection found

    /// Takes out the empty child through which Compose gives a merged node its role
    /// (an `android.widget.CheckBox` inside a chip): the merged node is the control.
    static func removeRoleChildren(_ found: inout ComponentMap, component: Int, in screen: DetectionInput) {
        guard screen.tree.platform == .android else { return }
        // Each parent's role child, found once per parent: the switches of a pane laid
        // out flat share one parent, whose children would otherwise be read once for each.
        var roleChildren: [Int: SemanticNode?] = [:]
        for node in screen.tree.nodes where found.contains(node, component) {
            guard let parent = screen.tree.parent(of: node) else { continue }
            let roleChild = roleChildren[parent.order] ?? TalkBackModel.composeRoleChildNode(of: parent)
            // Kept with `updateValue`, so that a parent without one is remembered as well.
            roleChildren.updateValue(roleChild, forKey: parent.order)
            if roleChild === node { found.remove(node, component) }
        }
    }

    /// Keeps one control of two nested ones of the same kind. A control that
    /// exposes a state stands for the one inside it (SwiftUI's Toggle holds a
    /// second switch, a table cell stands for its switch), and so does an iOS
    /// element, which VoiceOver reads in place of everything inside it; any other
    /// container that exposes no state only holds the real control (a custom row
    /// class named like one, whose switch TalkBack reads within the row).
    static func resolveNesting(_ found: inout ComponentMap, component: Int, kind: ToggleKind,
                               in screen: DetectionInput) {
        let tree = screen.tree
        let nodes = found.nodes(component, in: tree)
        for (place, outer) in nodes.enumerated() {
            guard place + 1 < nodes.count, outer.contains(nodes[place + 1]), found.contains(outer, component) else {
                continue
            }
            let own = state(of: outer, traits: screen.traits(of: outer), as: kind, platform: tree.platform,
                            records: { _ in true })
            let standsFor = own != .missing || tree.platform == .ios && VoiceOverModel.isElement(outer, in: tree)
            if !standsFor {
                found.remove(outer, component)
            } else {
                for inner in nodes[(place + 1)...].prefix(while: { outer.contains($0) }) {
                    found.remove(inner, component)
                }
            }
        }
    }
}
