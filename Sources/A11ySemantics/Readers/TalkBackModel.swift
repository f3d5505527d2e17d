import A11yFindings
import A11yDump

/// TalkBack's view of an Android View or Compose tree, after the model Google's
/// Accessibility Test Framework uses: which nodes it cannot reach, which it can
/// focus, which are stops, and what each stop says. Worked out once, when the
/// model is built.
struct TalkBackModel: ScreenReader {
    let tree: ScreenTree
    let hidden: [Bool]
    /// TalkBack reaches the other windows of a dump and what lies under an in-window
    /// sheet, so no node is out of reach for being behind another layer.
    let behindFrontLayer: [Bool] = []
    let traits: [Traits]
    let stops: [FocusStop]
    /// Per node: whether TalkBack can put its focus there (actionable, focusable,
    /// or a speaking item of a scrolling container). Names gather the text of
    /// descendants that are not focusable themselves.
    let focusable: [Bool]
    /// Per node: whether TalkBack's tree holds it (`AndroidImportance`).
    let important: [Bool]
    /// Edit boxes and labels, which change how nodes are named.
    let naming: TalkBackNaming

    init(tree: ScreenTree, screen: Screen) {
        self.tree = tree
        var hidden = Array(repeating: false, count: tree.nodes.count)
        Self.markHidden(tree.root, hidden: false, into: &hidden)
        self.hidden = hidden
        let important = AndroidImportance.important(in: tree, screen: screen)
        self.important = important
        let tabs = MaterialTabPlaces(tree: tree)
        let traits = tree.nodes.map { Self.traits(of: $0, screen: screen, tabs: tabs) }
        self.traits = traits
        let naming = TalkBackNaming(traits: traits, labels: AndroidLabels(tree: tree))
        self.naming = naming
        let (focusable, stops) = Self.focusStops(tree: tree, focusability: Focusability(
            tree: tree, hidden: hidden, important: important, naming: naming, tabs: tabs))
        self.focusable = focusable
        self.stops = TalkBackOrder.sorted(stops, tree: tree, hidden: hidden, important: important)
    }

    /// Which nodes TalkBack can focus, and its stops in tree order. Parents come
    /// before children: a node's focusability may need its parent's container kind,
    /// and its name the focusability of its descendants, which `Focusability` works
    /// out as it is asked. What it kept is let go here, before the stops are sorted.
    private static func focusStops(tree: ScreenTree, focusability: consuming Focusability) -> ([Bool], [FocusStop]) {
        var focusability = focusability
        var focusable = Array(repeating: false, count: tree.nodes.count)
        var stops: [FocusStop] = []
        for node in tree.nodes {
            focusable[node.order] = focusability.isFocusable(node)
        }
        for node in tree.nodes where focusability.shouldFocus(node) {
            stops.append(FocusStop(node: node, announcement: focusability.announcement(of: node)))
        }
        return (focusable, stops)
    }

    func name(of node: SemanticNode) -> String {
        Self.name(of: node, hidden: hidden, important: important, naming: naming) { focusable[$0.order] }
    }

    private static func markHidden(_ node: SemanticNode, hidden: Bool, into flags: inout [Bool]) {
        let n = node.dumped
        let hiddenHere = hidden || n.string(.importantForAccessibility) == "noHideDescendants"
            || n.bool(.visibleToUser) == false
        // A view of no size is not visible to the user, so TalkBack neither focuses
        // nor reads it; its children are judged by their own frames, which a view
        // that does not clip may draw outside it.
        flags[node.order] = hiddenHere || n.rect?.isEmpty == true
        for child in node.children { markHidden(child, hidden: hiddenHere, into: &flags) }
    }

    /// The content description, else the text followed by what the descendants
    /// that are not stops of their own say, else the hint; then the words of the
    /// view that labels it. An edit box is named as `TalkBackTextField` says.
    static func name(of node: SemanticNode, hidden: [Bool], important: [Bool], naming: TalkBackNaming,
                     isFocusable: (SemanticNode) -> Bool) -> String {
        let label = naming.labelWords(of: node)
        let isField = important[node.order] && naming.isField(node)
        let description = isField ? TalkBackNaming.description(of: node) : nil
        let field = isField ? naming.field(node, contentDescription: description) : nil
        if field == nil, let own = ownName(of: node, important: important), !own.isEmpty,
           node.dumped.has(.contentDescription) {
            return [own, label].compactMap { $0 }.joined(separator: ", ")
        }
        var parts: [String] = []
        if let field {
            if let own = field.ownName { parts.append(own) }
        } else if let own = ownName(of: node, important: important) {
            parts.append(own)
        }
        let roleChild = composeRoleChildNode(of: node)
        func gather(_ current: SemanticNode) {
            for child in current.children where !hidden[child.order] && !isFocusable(child) && child !== roleChild {
                if important[child.order] {
                    if let fragment = fragment(of: child) { parts.append(fragment) }
                    // TalkBack reads no further below a node that has a description.
                    if child.dumped.string(.contentDescription).map(SpokenText.normalize)?.isEmpty == false { continue }
                }
                gather(child)
            }
        }
        // Below a description TalkBack reads no children, even where the edit box's own goes unspoken.
        if field == nil || description == nil { gather(node) }
        if let field {
            if let hint = field.trailingHint { parts.append(hint) }
        } else if parts.isEmpty, let hint = node.dumped.string(.hintText).map(SpokenText.normalize), !hint.isEmpty {
            parts.append(hint)
        }
        if let label { parts.append(label) }
        return parts.joined(separator: ", ")
    }

    /// What the node says of itself when it is in TalkBack's tree: its content
    /// description, else its text; nil when neither is set.
    static func ownName(of node: SemanticNode, important: [Bool]) -> String? {
        guard important[node.order] else { return nil }
        for key in [DumpKey.contentDescription, .text] {
            if let text = node.dumped.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    /// What a descendant read into a stop's description says of itself: its
    /// checked status, state, name and role word, each said once, when it has a
    /// state or a name (`TreeNodesDescription`). Seek and progress bars say nothing there: TalkBack
    /// drops their part unless they have the focus. Nil when it says nothing.
    private static func fragment(of child: SemanticNode) -> String? {
        let c = child.dumped
        let role = classRole(of: child)
        if role == .adjustable || progressBars.contains(child.simpleClassName) { return nil }
        var words: [String] = []
        func add(_ word: String?) {
            guard let word, !word.isEmpty,
                  !words.contains(where: { $0.lowercased() == word.lowercased() }) else { return }
            words.append(word)
        }
        let stateDescription = c.string(.stateDescription).map(SpokenText.normalize)
        let isSwitch = role == .toggleSwitch || role == .toggleButton
        if c.bool(.checkable) == true, stateDescription == nil, !isSwitch {
            add(c.bool(.checked) == true ? "checked" : "not checked")
        }
        add(stateDescription)
        if isSwitch, stateDescription == nil, c.bool(.checkable) == true || c.has(.checked) {
            add(c.bool(.checked) == true ? "on" : "off")
        }
        add(c.string(.contentDescription).map(SpokenText.normalize))
        if c.string(.contentDescription).map(SpokenText.normalize)?.isEmpty != false {
            add(c.string(.text).map(SpokenText.normalize))
        }
        // A role word or a checked status alone is not read: the part needs something of its own.
        guard words.contains(where: { $0 != "checked" && $0 != "not checked" }) else { return nil }
        add(classRoleWord(role))
        return words.joined(separator: ", ")
    }

    /// The role TalkBack gives a node by its class: a clickable image is an image button.
    static func classRole(of node: SemanticNode) -> Role {
        let role = node.talkBackRole
        let n = node.dumped
        if role == .image, n.bool(.clickable) == true || n.strings(.actions).contains("click") { return .button }
        return role
    }

    /// The word TalkBack speaks for a role it found by class. No class makes a tab to
    /// TalkBack (`Role.getRole` has none; an action bar tab, `android.app.ActionBar$Tab`
    /// or AppCompat's, is a plain view): a tab says "tab" only through a role
    /// description, which Material's and Compose's tabs set.
    static func classRoleWord(_ role: Role) -> String {
        role == .tab ? "" : role.talkBackWord
    }

    /// The role word Compose gives a merged clickable node through an empty child:
    /// for a node with a role whose text sits in its children, Compose adds a
    /// child of the matching widget class (`android.widget.Button`, `CheckBox`…)
    /// with nothing of its own, and TalkBack speaks that child's role word after
    /// the children's text. The node itself is a bare `android.view.View`.
    static func composeRoleChild(of node: SemanticNode) -> Role? {
        composeRoleChildNode(of: node).flatMap { composeRoleClasses[$0.simpleClassName] }
    }

    private static let progressBars: Set<String> = [
        "ProgressBar", "ContentLoadingProgressBar", "CircularProgressIndicator", "LinearProgressIndicator",
    ]

    /// The empty child that carries a merged Compose node's role, if it has one.
    static func composeRoleChildNode(of node: SemanticNode) -> SemanticNode? {
        guard node.talkBackRole == .none else { return nil }
        return node.children.first { child in
            let c = child.dumped
            return child.children.isEmpty && composeRoleClasses[child.simpleClassName] != nil && ownText(c) == nil
                && c.bool(.clickable) != true && c.bool(.focusable) != true && c.bool(.checkable) != true
        }
    }

    private static let composeRoleClasses: [String: Role] = [
        "Button": .button, "CheckBox": .checkbox, "Switch": .toggleSwitch, "RadioButton": .radioButton,
        "Spinner": .dropdown,
    ]

    static func ownText(_ n: Node) -> String? {
        for key in [DumpKey.contentDescription, .text, .stateDescription] {
            if let text = n.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    // MARK: - Typed traits

    static func traits(of node: SemanticNode, screen: Screen, tabs: MaterialTabPlaces) -> Traits {
        let n = node.dumped
        let actions = n.strings(.actions)
        let composeRole = n.string(.role).flatMap(Role.init(composeRole:))
        var traits = Traits()
        traits.role = composeRole ?? composeRoleChild(of: node) ?? classRole(of: node)
        if traits.role == .none, tabs.position(of: node) != nil { traits.role = .tab }
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
        // An edit box takes text unless the dump says it is not editable.
        let isEditBox = traits.role == .textField || traits.role == .searchField
        if n.bool(.editable) == true || (isEditBox && n.bool(.editable) != false) { traits.actions.insert(.edit) }
        if actions.contains(where: { !standardActions.contains($0) }) { traits.actions.insert(.custom) }
        traits.isControl = n.bool(.clickable) == true || n.bool(.longClickable) == true || n.bool(.checkable) == true
            || traits.actions.contains(.edit) || actions.contains("click") || actions.contains("longClick")
            || n.string(.role).map { $0 != "Image" } == true
            // A slider is operated with the volume keys or a swipe, without a click.
            || traits.role == .adjustable || actions.contains("setProgress")
        if n.has(.rangeInfo) || actions.contains("setProgress") { traits.actions.insert(.adjust) }
        // An enabled seek bar offers "set progress" and scroll actions; a dump that lists actions
        // (Appium, our YAML) is taken at its word, one that lists none (uiautomator) leaves it to the class.
        if traits.role == .adjustable, traits.enabled != .no, !n.has(.actions) { traits.actions.insert(.adjust) }
        if let live = n.string(.accessibilityLiveRegion) {
            traits.isLiveRegion = Fact(live != "none" && n.string(.importantForAccessibility) != "no")
        } else {
            traits.isLiveRegion = screen.records(.accessibilityLiveRegion) ? .no : .notRecorded
        }
        return traits
    }

    func linkedLabel(of node: SemanticNode) -> SemanticNode? {
        naming.labels.label(of: node)
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
    let important: [Bool]
    let naming: TalkBackNaming
    let tabs: MaterialTabPlaces
    private var focusable: [Int8]
    private var names: [Int: String] = [:]

    init(tree: ScreenTree, hidden: [Bool], important: [Bool], naming: TalkBackNaming, tabs: MaterialTabPlaces) {
        self.tree = tree
        self.hidden = hidden
        self.important = important
        self.naming = naming
        self.tabs = tabs
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
        guard !hidden[node.order], important[node.order] else { return false }
        let n = node.dumped
        if n.bool(.screenReaderFocusable) == true || n.bool(.clickable) == true || n.bool(.focusable) == true
            || n.bool(.longClickable) == true || n.bool(.mergeDescendants) == true || n.string(.role) != nil {
            return true
        }
        let actions = n.strings(.actions)
        if actions.contains("click") || actions.contains("longClick") { return true }
        if let parent = talkBackParent(of: node),
           parent.classFacts?.isScrollingContainer == true || parent.dumped.bool(.scrollable) == true,
           !parent.simpleClassName.contains("Spinner") {
            return !name(of: node).isEmpty
        }
        return false
    }

    mutating func shouldFocus(_ node: SemanticNode) -> Bool {
        guard !hidden[node.order] else { return false }
        if isFocusable(node) {
            return !hasTalkBackChildren(node) || !name(of: node).isEmpty || hasState(node) || holdsSpeakingState(node)
        }
        return important[node.order] && TalkBackModel.ownText(node.dumped) != nil && !hasFocusableAncestor(node)
    }

    /// The nearest ancestor in TalkBack's tree: views that are not important are left out.
    private func talkBackParent(of node: SemanticNode) -> SemanticNode? {
        var current = tree.parent(of: node)
        while let ancestor = current, !important[ancestor.order] { current = tree.parent(of: ancestor) }
        return current
    }

    /// Whether the node has children in TalkBack's tree: visible ones that are
    /// important, or that hold such nodes in their place.
    private func hasTalkBackChildren(_ node: SemanticNode) -> Bool {
        node.children.contains { !hidden[$0.order] && (important[$0.order] || hasTalkBackChildren($0)) }
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

    /// Where TalkBack says "Unlabelled" for a node without a name: an image or
    /// image button, or an enabled actionable node with no visible children and
    /// nothing else to say (no role word, state or value).
    private func isUnlabelled(_ node: SemanticNode, role: String, states: [String], actions: [String]) -> Bool {
        let n = node.dumped
        if node.talkBackRole == .image || Self.imageButtons.contains(node.simpleClassName) {
            return true
        }
        guard n.bool(.enabled) != false, n.bool(.checkable) != true, role.isEmpty, states.isEmpty,
              !n.has(.rangeInfo), !hasTalkBackChildren(node) else { return false }
        return n.bool(.clickable) == true || n.bool(.longClickable) == true || actions.contains("click")
            || actions.contains("longClick")
    }

    /// Image buttons: TalkBack speaks "Unlabelled" for them like for images.
    private static let imageButtons: Set<String> = ["ImageButton", "AppCompatImageButton", "FloatingActionButton"]

    private func hasState(_ node: SemanticNode) -> Bool {
        node.dumped.bool(.checkable) == true || node.dumped.string(.stateDescription) != nil
    }

    /// Whether a checkable node among those the node's name gathers (descendants
    /// TalkBack does not focus on their own) gives it something to say: TalkBack
    /// counts a checkable child as speaking, so a clickable frame around a checkable
    /// image with no label is a stop ("not checked, unlabelled").
    private mutating func holdsSpeakingState(_ node: SemanticNode) -> Bool {
        for child in node.children where !hidden[child.order] {
            if important[child.order] {
                if isFocusable(child) { continue }
                if hasState(child) { return true }
            }
            if holdsSpeakingState(child) { return true }
        }
        return false
    }

    mutating func name(of node: SemanticNode) -> String {
        if let known = names[node.order] { return known }
        let hidden = self.hidden
        let name = TalkBackModel.name(of: node, hidden: hidden, important: important, naming: naming) {
            self.isFocusable($0)
        }
        names[node.order] = name
        return name
    }

    mutating func announcement(of node: SemanticNode) -> Announcement {
        let n = node.dumped
        let tab = tabs.position(of: node)
        var role = n.string(.roleDescription) ?? n.string(.role).map { Role(composeRole: $0)?.talkBackWord ?? "" }
            ?? TalkBackModel.composeRoleChild(of: node).map(\.talkBackWord)
            ?? TalkBackModel.classRoleWord(TalkBackModel.classRole(of: node))
        if tab != nil, role.isEmpty { role = Role.tab.talkBackWord }
        if n.bool(.heading) == true { role = [role, "heading"].filter { !$0.isEmpty }.joined(separator: ", ") }
        var states: [String] = []
        if n.bool(.selected) == true { states.append("selected") }
        // A switch says "on" or "off" (Compose's and the framework's state descriptions), anything else checkable
        // "checked" or "not checked".
        let isSwitch = node.talkBackRole == .toggleSwitch || n.string(.role) == "Switch"
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
        let name = name(of: node)
        if name.isEmpty, isUnlabelled(node, role: role, states: states, actions: actions) {
            states.insert("unlabelled", at: states.first == "selected" ? 1 : 0)
        }
        // TalkBack gives a usage hint only for an enabled node.
        var hints: [String] = []
        if n.bool(.enabled) != false {
            if n.bool(.clickable) == true || actions.contains("click") {
                let toggles = n.bool(.checkable) == true || n.has(.toggleableState)
                hints.append(toggles ? "double tap to toggle" : "double tap to activate")
            }
            if n.bool(.longClickable) == true || actions.contains("longClick") {
                hints.append("double tap and hold to long press")
            }
        }
        let hint = hints.joined(separator: ", ")
        var value = ""
        if let range = n.record(.rangeInfo), let current = range["current"]?.doubleValue {
            value = VoiceOverModel.format(current)
        }
        // A node that says nothing itself speaks its role before its descendants' words, unless the role
        // comes from Compose's role child, which is read last.
        // (A hint is the node's own text: an empty field shows it as its text.)
        var saysNothingItself = TalkBackModel.ownName(of: node, important: important) == nil
            && TalkBackModel.composeRoleChildNode(of: node) == nil
            && n.string(.hintText).map(SpokenText.normalize) != name
        if important[node.order], naming.isField(node),
           let field = naming.field(node, contentDescription: TalkBackNaming.description(of: node)) {
            // The typed text comes first, as the field's own words; its name follows the role word.
            value = field.value
            saysNothingItself = field.ownName == nil
        }
        return Announcement(name: name, value: value, role: role, states: states, hint: hint,
                            order: saysNothingItself && !name.isEmpty ? .roleBeforeDescendants : .stateFirst,
                            position: tab.map { "\($0.index) of \($0.count)" } ?? "")
    }
}
