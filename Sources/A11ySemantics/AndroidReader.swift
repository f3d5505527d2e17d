import A11yFindings
import A11yYAML
import A11yDump
import Foundation

/// TalkBack's view of an Android View or Compose tree, after the model Google's
/// Accessibility Test Framework uses.
final class AndroidReader {
    unowned let model: ScreenModel
    // TalkBack's rules ask the same questions of a node many times (for itself,
    // for each ancestor's name), so the answers are kept.
    private var focusable: [ObjectIdentifier: Bool] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    // Rules run in parallel and may ask for names the reading did not need.
    private let lock = NSLock()

    init(model: ScreenModel) {
        self.model = model
    }

    func read() {
        markHidden(model.root, hidden: false)
        for node in model.nodes where shouldFocus(node) {
            model.addStop(node, announcement: announcement(of: node))
        }
    }

    private func markHidden(_ node: SemanticNode, hidden: Bool) {
        let n = node.node
        let hiddenHere = hidden || n.string(.importantForAccessibility) == "noHideDescendants"
            || n.bool(.visibleToUser) == false
        node.isHidden = hiddenHere
        node.children.forEach { markHidden($0, hidden: hiddenHere) }
    }

    private func isImportant(_ node: SemanticNode) -> Bool {
        node.node.string(.importantForAccessibility) != "no"
    }

    /// Focusable for TalkBack: actionable, focusable, or a speaking item of a scrolling container.
    func isAccessibilityFocusable(_ node: SemanticNode) -> Bool {
        if let known = lock.withLock({ focusable[ObjectIdentifier(node)] }) { return known }
        let answer = computeFocusable(node)
        lock.withLock { focusable[ObjectIdentifier(node)] = answer }
        return answer
    }

    private func computeFocusable(_ node: SemanticNode) -> Bool {
        guard !node.isHidden, isImportant(node) else { return false }
        let n = node.node
        if n.bool(.screenReaderFocusable) == true || n.bool(.clickable) == true || n.bool(.focusable) == true
            || n.bool(.longClickable) == true || n.bool(.mergeDescendants) == true || n.string(.role) != nil {
            return true
        }
        let actions = n.strings(.actions)
        if actions.contains("click") || actions.contains("longClick") { return true }
        if let parent = node.parent,
           AndroidClass.isScrollingContainer(parent.simpleClassName) || parent.node.bool(.scrollable) == true,
           !parent.simpleClassName.contains("Spinner") {
            return !name(of: node).isEmpty
        }
        return false
    }

    private func shouldFocus(_ node: SemanticNode) -> Bool {
        guard !node.isHidden else { return false }
        if isAccessibilityFocusable(node) {
            let visibleChildren = node.children.filter { !$0.isHidden }
            return visibleChildren.isEmpty || !name(of: node).isEmpty || hasState(node)
        }
        return isImportant(node) && ownText(node.node) != nil && !hasFocusableAncestor(node)
    }

    /// Walks up without building the ancestor list: this runs for every node.
    private func hasFocusableAncestor(_ node: SemanticNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if isAccessibilityFocusable(ancestor) { return true }
            current = ancestor.parent
        }
        return false
    }

    private func hasState(_ node: SemanticNode) -> Bool {
        node.node.bool(.checkable) == true || node.node.string(.stateDescription) != nil
    }

    /// The content description, else the text followed by the text of descendants that are not stops of their own.
    func name(of node: SemanticNode) -> String {
        if let known = lock.withLock({ names[ObjectIdentifier(node)] }) { return known }
        let name = computeName(node)
        lock.withLock { names[ObjectIdentifier(node)] = name }
        return name
    }

    private func computeName(_ node: SemanticNode) -> String {
        let n = node.node
        if let description = n.string(.contentDescription).map(SpokenText.normalize), !description.isEmpty,
           isImportant(node) {
            return description
        }
        var parts: [String] = []
        if isImportant(node), let text = n.string(.text).map(SpokenText.normalize), !text.isEmpty { parts.append(text) }
        func gather(_ current: SemanticNode) {
            for child in current.children where !child.isHidden && !isAccessibilityFocusable(child) {
                if isImportant(child), let text = ownText(child.node) { parts.append(text) }
                gather(child)
            }
        }
        gather(node)
        if parts.isEmpty, let hint = n.string(.hintText).map(SpokenText.normalize), !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    private func ownText(_ n: Node) -> String? {
        for key in [DumpKey.contentDescription, .text, .stateDescription] {
            if let text = n.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    private func announcement(of node: SemanticNode) -> Announcement {
        let n = node.node
        var role = n.string(.roleDescription) ?? n.string(.role).map(AndroidClass.role(ofCompose:))
            ?? AndroidClass.role(of: node.simpleClassName)
        if n.bool(.heading) == true { role = [role, "heading"].filter { !$0.isEmpty }.joined(separator: ", ") }
        var states: [String] = []
        if n.bool(.selected) == true { states.append("selected") }
        if let state = n.string(.stateDescription) {
            states.append(SpokenText.normalize(state))
        } else if let toggle = n.string(.toggleableState) {
            states.append(toggle == "on" ? "checked" : toggle == "off" ? "not checked" : "partially checked")
        } else if n.bool(.checkable) == true {
            let on = n.bool(.checked) == true
            states.append(AndroidClass.isSwitch(node.simpleClassName) || n.string(.role) == "Switch"
                          ? (on ? "on" : "off") : (on ? "checked" : "not checked"))
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
            value = IOSReader.format(current)
        }
        return Announcement(name: name(of: node), value: value, role: role, states: states, hint: hint)
    }
}
