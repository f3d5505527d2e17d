import A11yFindings
import A11yDump

/// TalkBack's view of an Android View or Compose tree, after the model Google's
/// Accessibility Test Framework uses: which nodes it cannot reach, which it can
/// focus, which are stops, and what each stop says. Worked out once, when the
/// model is built.
struct TalkBackModel: ScreenReader {
    let tree: ScreenTree
    let hidden: [Bool]
    let traits: [Traits]
    let stops: [FocusStop]
    /// Per node: whether TalkBack can put its focus there (actionable, focusable,
    /// or a speaking item of a scrolling container). Names gather the text of
    /// descendants that are not focusable themselves.
    let focusable: [Bool]

    init(tree: ScreenTree, screen: Screen) {
        self.tree = tree
        var hidden = Array(repeating: false, count: tree.nodes.count)
        Self.markHidden(tree.root, hidden: false, into: &hidden)
        self.hidden = hidden
        traits = tree.nodes.map { Self.traits(of: $0, screen: screen) }
        // Parents before children: a node's focusability may need its parent's
        // container kind, and its name the focusability of its descendants, which
        // `Focusability` works out as it is asked.
        var focusability = Focusability(tree: tree, hidden: hidden)
        var focusable = Array(repeating: false, count: tree.nodes.count)
        var stops: [FocusStop] = []
        for node in tree.nodes {
            focusable[node.order] = focusability.isFocusable(node)
        }
        for node in tree.nodes where focusability.shouldFocus(node) {
            stops.append(FocusStop(node: node, announcement: focusability.announcement(of: node)))
        }
        self.focusable = focusable
        self.stops = stops
    }

    func name(of node: SemanticNode) -> String {
        Self.name(of: node, hidden: hidden) { focusable[$0.order] }
    }

    private static func markHidden(_ node: SemanticNode, hidden: Bool, into flags: inout [Bool]) {
        let n = node.dumped
        let hiddenHere = hidden || n.string(.importantForAccessibility) == "noHideDescendants"
            || n.bool(.visibleToUser) == false
        flags[node.order] = hiddenHere
        for child in node.children { markHidden(child, hidden: hiddenHere, into: &flags) }
    }

    static func isImportant(_ node: SemanticNode) -> Bool {
        node.dumped.string(.importantForAccessibility) != "no"
    }

    /// The content description, else the text followed by the text of descendants
    /// that are not stops of their own, else the hint.
    static func name(of node: SemanticNode, hidden: [Bool], isFocusable: (SemanticNode) -> Bool) -> String {
        let n = node.dumped
        if let description = n.string(.contentDescription).map(SpokenText.normalize), !description.isEmpty,
           isImportant(node) {
            return description
        }
        var parts: [String] = []
        if isImportant(node), let text = n.string(.text).map(SpokenText.normalize), !text.isEmpty { parts.append(text) }
        func gather(_ current: SemanticNode) {
            for child in current.children where !hidden[child.order] && !isFocusable(child) {
                if isImportant(child), let text = ownText(child.dumped) { parts.append(text) }
                gather(child)
            }
        }
        gather(node)
        if parts.isEmpty, let hint = n.string(.hintText).map(SpokenText.normalize), !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// The role TalkBack gives a node by its class: a clickable image is an image button.
    static func classRole(of node: SemanticNode) -> Role {
        let role = KnownClasses.talkBackRole(node.simpleClassName)
        let n = node.dumped
        if role == .image, n.bool(.clickable) == true || n.strings(.actions).contains("click") { return .button }
        return role
    }

    static func ownText(_ n: Node) -> String? {
        for key in [DumpKey.contentDescription, .text, .stateDescription] {
            if let text = n.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    // MARK: - Typed traits

    static func traits(of node: SemanticNode, screen: Screen) -> Traits {
        let n = node.dumped
        let actions = n.strings(.actions)
        let composeRole = n.string(.role).flatMap(Role.init(composeRole:))
        var traits = Traits()
        traits.role = composeRole ?? classRole(of: node)
        if n.bool(.editable) == true, traits.role == .none { traits.role = .textField }
        traits.isHeading = n.bool(.heading) == true || n.record(.collectionItemInfo)?["heading"] == .bool(true)
        traits.enabled = n.bool(.enabled) == false ? .no
            : n.bool(.enabled) == true || screen.records(.enabled) ? .yes : .notRecorded
        traits.selected = Fact(n.bool(.selected), recorded: screen.records(.selected))
        if let toggle = n.string(.toggleableState) {
            traits.checked = toggle == "on" ? .on : toggle == "off" ? .off : .mixed
        } else if n.bool(.checkable) == true {
            traits.checked = n.bool(.checked).map { $0 ? .on : .off } ?? (screen.records(.checked) ? .off : .notRecorded)
        }
        if n.bool(.clickable) == true || actions.contains("click") { traits.actions.insert(.activate) }
        if n.bool(.longClickable) == true || actions.contains("longClick") { traits.actions.insert(.longPress) }
        if n.bool(.scrollable) == true || actions.contains(where: { $0 == "scrollForward" || $0 == "scrollBackward" }) {
            traits.actions.insert(.scroll)
        }
        if n.bool(.editable) == true { traits.actions.insert(.edit) }
        if actions.contains(where: { !standardActions.contains($0) }) { traits.actions.insert(.custom) }
        traits.isControl = n.bool(.clickable) == true || n.bool(.longClickable) == true || n.bool(.checkable) == true
            || n.bool(.editable) == true || actions.contains("click") || actions.contains("longClick")
            || n.string(.role).map { $0 != "Image" } == true
        if n.has(.rangeInfo) { traits.actions.insert(.adjust) }
        if let live = n.string(.accessibilityLiveRegion) {
            traits.isLiveRegion = Fact(live != "none" && n.string(.importantForAccessibility) != "no")
        } else {
            traits.isLiveRegion = screen.records(.accessibilityLiveRegion) ? .no : .notRecorded
        }
        return traits
    }

    func range(of node: SemanticNode) -> ValueRange? {
        guard let range = node.dumped.record(.rangeInfo) else { return nil }
        return ValueRange(minimum: range["min"]?.doubleValue, maximum: range["max"]?.doubleValue,
                          current: range["current"]?.doubleValue)
    }

    /// Actions every view may have; any other action in the list is a custom one.
    private static let standardActions: [String] = ["click", "longClick", "scrollForward", "scrollBackward", "focus",
                                                     "clearFocus", "select", "clearSelection", "accessibilityFocus",
                                                     "clearAccessibilityFocus", "setProgress", "setText",
                                                     "expand", "collapse", "dismiss", "copy", "paste", "cut"]
}

/// TalkBack's focus rules while the model is built: they ask the same questions
/// of a node many times (for itself, for each ancestor's name), so the answers are
/// kept here, by this one builder, and then frozen into `TalkBackModel`.
private struct Focusability {
    let tree: ScreenTree
    let hidden: [Bool]
    private var focusable: [Int8]
    private var names: [Int: String] = [:]

    init(tree: ScreenTree, hidden: [Bool]) {
        self.tree = tree
        self.hidden = hidden
        focusable = Array(repeating: -1, count: tree.nodes.count)
    }

    /// Focusable for TalkBack: actionable, focusable, or a speaking item of a scrolling container.
    mutating func isFocusable(_ node: SemanticNode) -> Bool {
        let known = focusable[node.order]
        if known >= 0 { return known == 1 }
        let answer = computeFocusable(node)
        focusable[node.order] = answer ? 1 : 0
        return answer
    }

    private mutating func computeFocusable(_ node: SemanticNode) -> Bool {
        guard !hidden[node.order], TalkBackModel.isImportant(node) else { return false }
        let n = node.dumped
        if n.bool(.screenReaderFocusable) == true || n.bool(.clickable) == true || n.bool(.focusable) == true
            || n.bool(.longClickable) == true || n.bool(.mergeDescendants) == true || n.string(.role) != nil {
            return true
        }
        let actions = n.strings(.actions)
        if actions.contains("click") || actions.contains("longClick") { return true }
        if let parent = tree.parent(of: node),
           KnownClasses.facts(parent.simpleClassName)?.isScrollingContainer == true || parent.dumped.bool(.scrollable) == true,
           !parent.simpleClassName.contains("Spinner") {
            return !name(of: node).isEmpty
        }
        return false
    }

    mutating func shouldFocus(_ node: SemanticNode) -> Bool {
        guard !hidden[node.order] else { return false }
        if isFocusable(node) {
            let visibleChildren = node.children.filter { !hidden[$0.order] }
            return visibleChildren.isEmpty || !name(of: node).isEmpty || hasState(node)
        }
        return TalkBackModel.isImportant(node) && TalkBackModel.ownText(node.dumped) != nil && !hasFocusableAncestor(node)
    }

    /// Walks up without building the ancestor list: this runs for every node.
    private mutating func hasFocusableAncestor(_ node: SemanticNode) -> Bool {
        var current = tree.parent(of: node)
        while let ancestor = current {
            if isFocusable(ancestor) { return true }
            current = tree.parent(of: ancestor)
        }
        return false
    }

    private func hasState(_ node: SemanticNode) -> Bool {
        node.dumped.bool(.checkable) == true || node.dumped.string(.stateDescription) != nil
    }

    mutating func name(of node: SemanticNode) -> String {
        if let known = names[node.order] { return known }
        let hidden = self.hidden
        let name = TalkBackModel.name(of: node, hidden: hidden) { self.isFocusable($0) }
        names[node.order] = name
        return name
    }

    mutating func announcement(of node: SemanticNode) -> Announcement {
        let n = node.dumped
        var role = n.string(.roleDescription) ?? n.string(.role).map { Role(composeRole: $0)?.talkBackWord ?? "" }
            ?? TalkBackModel.classRole(of: node).talkBackWord
        if n.bool(.heading) == true { role = [role, "heading"].filter { !$0.isEmpty }.joined(separator: ", ") }
        var states: [String] = []
        if n.bool(.selected) == true { states.append("selected") }
        // A switch says "on" or "off" (Compose's and the framework's state descriptions), anything else checkable
        // "checked" or "not checked".
        let isSwitch = KnownClasses.talkBackRole(node.simpleClassName) == .toggleSwitch || n.string(.role) == "Switch"
        if let state = n.string(.stateDescription) {
            states.append(SpokenText.normalize(state))
        } else if let toggle = n.string(.toggleableState) {
            states.append(toggle == "indeterminate" ? "partially checked"
                          : isSwitch ? toggle : toggle == "on" ? "checked" : "not checked")
        } else if n.bool(.checkable) == true {
            let on = n.bool(.checked) == true
            states.append(isSwitch ? (on ? "on" : "off") : (on ? "checked" : "not checked"))
        }
        if n.bool(.enabled) == false { states.append("disabled") }
        let actions = n.strings(.actions)
        var hint = ""
        if n.bool(.clickable) == true || actions.contains("click") {
            hint = "double tap to activate"
        } else if n.bool(.longClickable) == true || actions.contains("longClick") {
            hint = "double tap and hold to long press"
        }
        var value = ""
        if let range = n.record(.rangeInfo), let current = range["current"]?.doubleValue {
            value = VoiceOverModel.format(current)
        }
        return Announcement(name: name(of: node), value: value, role: role, states: states, hint: hint,
                            order: .stateFirst)
    }
}
