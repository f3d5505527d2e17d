import A11yFindings
import A11yConcurrency
import A11yDump

/// VoiceOver's view of a UIKit, SwiftUI or XCUITest tree: which nodes it cannot
/// reach, which are elements (one stop each, hiding their descendants), and what
/// each stop says. Worked out once, when the model is built.
struct VoiceOverModel: ScreenReader {
    let hidden: [Bool]
    let traits: [Traits]
    let stops: [FocusStop]
    let behindFrontLayer: [Bool]

    init(tree: ScreenTree, screen: Screen) {
        // Hidden flags first: an element's name gathers only its visible descendants.
        var hidden = Array(repeating: false, count: tree.nodes.count)
        Self.markHidden(tree.root, hidden: false, into: &hidden)
        // What a presented layer covers is out of reach too, and out of what rules judge
        // (`behindFrontLayer`), unlike a node the app hides on a screen that shows.
        var behind = Array(repeating: false, count: tree.nodes.count)
        for screen in Self.screensUnderSheet(in: tree) {
            for node in tree.subtree(of: screen) { behind[node.order] = true }
        }
        if let presented = Self.presentedModal(in: tree) {
            // Only the presented alert, sheet or popover and what holds it remain.
            for node in tree.nodes where !presented.contains(node) && !node.contains(presented) {
                behind[node.order] = true
            }
        }
        for (order, covered) in behind.enumerated() where covered { hidden[order] = true }
        behindFrontLayer = behind
        // A container with its own list of elements hides what it does not list.
        if tree.nodes.contains(where: ExplicitOrder.isExplicitContainer) {
            for node in ExplicitOrder.unlisted(in: tree) { hidden[node.order] = true }
        }
        self.hidden = hidden
        let insideLink = Self.insideLinks(tree)
        let tabs = TabBarItems(tree: tree)
        // Each node's traits and the stops with what they say do not depend on each
        // other: a large screen works them out side by side.
        let hiddenNodes = hidden
        // The stops, with all they say, take far more memory: they are made on this thread.
        (stops, traits) = both(inParallel: tree.nodes.count >= ScreenModel.nodesWorthTwoCores, {
            Self.findStops(in: tree, hidden: hiddenNodes, insideLink: insideLink, tabs: tabs)
        }, {
            Self.traits(in: tree, screen: screen, insideLink: insideLink, tabs: tabs)
        })
    }

    /// Every node's traits. A table cell that stands for its switch is that switch
    /// to the rules too.
    private static func traits(in tree: ScreenTree, screen: Screen, insideLink: [Bool],
                               tabs: TabBarItems) -> [Traits] {
        var traits = tree.nodes.map {
            Self.traits(of: $0, screen: screen, insideLink: insideLink[$0.order], place: tabs.place(of: $0),
                        readAsTableRow: isStandInForTableRow($0) && isRowTheTableReads($0, in: tree))
        }
        // The class first: it is one table lookup, and few nodes are cells.
        for node in tree.nodes where node.iosClass == .cell && Self.isElement(node, in: tree) {
            guard let toggle = Self.switchItStandsFor(node) else { continue }
            let own = traits[toggle.order]
            traits[node.order].role = own.role
            traits[node.order].checked = own.checked
            traits[node.order].actions.formUnion(own.actions)
            traits[node.order].isControl = true
        }
        return traits
    }

    private static func markHidden(_ node: SemanticNode, hidden: Bool, into flags: inout [Bool]) {
        let n = node.dumped
        let hiddenHere = hidden || n.bool(.isHidden) == true || n.bool(.accessibilityElementsHidden) == true
        flags[node.order] = hiddenHere
        // A modal view hides its siblings from VoiceOver.
        let modal = node.children.last { $0.dumped.bool(.accessibilityViewIsModal) == true }
        // Only a scrolling container's children are asked whether they are its scroll indicators.
        let drawsIndicators = ScrollIndicator.drawsIndicators(node.simpleClassName)
        for child in node.children {
            let indicator = drawsIndicators && ScrollIndicator.isIndicator(child.dumped, simpleName: child.simpleClassName)
            markHidden(child, hidden: hiddenHere || indicator || (modal != nil && child !== modal), into: &flags)
        }
    }

    /// The alert, action sheet or popover UIKit presents over the screen, as
    /// XCUITest names them (`Alert`, `Sheet`, `Popover`), and a view controller
    /// UIKit presents over its dimming view (a form or page sheet): VoiceOver stays
    /// inside it, as it does in any modal view. A popover's region that dismisses
    /// it, and the dimming view, belong with it, so their container is taken. The
    /// last one presented counts.
    static func presentedModal(in tree: ScreenTree) -> SemanticNode? {
        var presented: SemanticNode?
        for node in tree.nodes where presentedTypes.contains(node.simpleClassName) {
            if let outer = presented, outer.contains(node) { continue }
            let withItsContainer = node.simpleClassName.hasSuffix("Popover") || node.simpleClassName.hasSuffix("DimmingView")
            presented = withItsContainer ? tree.parent(of: node) ?? node : node
        }
        return presented
    }

    /// The screens under a sheet UIKit or SwiftUI presents, in a dump that names no
    /// dimming view (XCUITest and WebDriverAgent list only elements and their
    /// containers). UIKit adds each presentation's container (`UITransitionView`)
    /// to the window after the presenting screen, as large as the window; a sheet
    /// inside it spans the window's width, reaches its bottom and starts below its
    /// top. The page and form sheets UIKit presents this way are modal for
    /// VoiceOver (the presented view is `accessibilityViewIsModal`), so the layers
    /// before the last such container are out of reach. What comes after it (a
    /// menu opened from the sheet) stays; a later window-sized layer without a
    /// sheet (a floating banner, a toast) covers nothing.
    static func screensUnderSheet(in tree: ScreenTree) -> [SemanticNode] {
        var covered: [SemanticNode] = []
        for window in tree.nodes where window.simpleClassName.hasSuffix("Window") {
            guard let frame = window.dumped.rect, !frame.isEmpty else { continue }
            func isWindowSized(_ rect: Rect) -> Bool {
                abs(rect.minX - frame.minX) <= 1 && abs(rect.minY - frame.minY) <= 1
                    && abs(rect.width - frame.width) <= 1 && abs(rect.height - frame.height) <= 1
            }
            func isSheetShaped(_ rect: Rect) -> Bool {
                abs(rect.minX - frame.minX) <= 1 && abs(rect.width - frame.width) <= 1
                    && abs(rect.maxY - frame.maxY) <= 1 && rect.minY >= frame.minY + frame.height * 0.03
                    && rect.minY <= frame.minY + frame.height * 0.5
            }
            let layers = window.children.filter { child in
                child.dumped.rect.map(isWindowSized) == true && holdsElements(child, in: tree)
            }
            // The last layer that holds a sheet: the outermost sheet-shaped container in it.
            guard let sheetLayer = layers.dropFirst().last(where: { layer in
                let sheet = tree.descendants(of: layer).first { $0.dumped.rect.map(isSheetShaped) == true }
                return sheet.map { holdsElements($0, in: tree) } == true
            }) else { continue }
            covered += window.children.prefix { $0 !== sheetLayer }
        }
        return covered
    }

    /// Whether something inside the node has words to say.
    private static func holdsElements(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        tree.descendants(of: node).contains { descendant in
            descendant.visibleText != nil || descendant.dumped.string(.accessibilityLabel).map { !$0.isEmpty } == true
        }
    }

    private static let presentedTypes = NameTable(names: [
        "XCUIElementTypeAlert", "XCUIElementTypeSheet", "XCUIElementTypePopover", "UIAlertControllerView",
        "_UIAlertControllerView", "UIPopoverView", "_UIPopoverView", "UIDimmingView", "_UIDimmingView",
    ])

    /// An element is one stop and hides its descendants; other nodes pass the search down.
    private static func findStops(in tree: ScreenTree, hidden: [Bool], insideLink: [Bool],
                                  tabs: TabBarItems) -> [FocusStop] {
        var stops: [FocusStop] = []
        func visit(_ node: SemanticNode) {
            if !hidden[node.order] && isElement(node, in: tree) {
                // An element of no size is passed over, as VoiceOver's search does
                // (screen-readers.md §2.1); a container of no size is searched, since
                // only one that clips hides its subviews and dumps do not say which do.
                if node.dumped.rect?.isEmpty == true { return }
                addStops(for: node, hidden: hidden, insideLink: insideLink[node.order], place: tabs.place(of: node),
                         to: &stops)
                return
            }
            node.children.forEach(visit)
        }
        visit(tree.root)
        return stops
    }

    static func isElement(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        if let flag = node.dumped.bool(.isAccessibilityElement) {
            return flag || isRowTheTableReads(node, in: tree)
        }
        let kind = node.iosClass
        // A segmented control (a button by class) is a container: its segments are the elements.
        if kind == .button, TabBarItems.isSegmentedControl(node) { return false }
        // A collection view's cell is a container (UICollectionViewCell is no
        // accessibility element, unlike UITableViewCell): its views are the stops.
        if kind == .cell, let parent = tree.parent(of: node), collectionViews.contains(parent.simpleClassName) {
            return false
        }
        return kind.isElement || TabBarItems.isSegment(node, in: tree)
    }

    private static let collectionViews: Set<String> = ["XCUIElementTypeCollectionView", "UICollectionView"]
    private static let tableViews: Set<String> = ["XCUIElementTypeTable", "UITableView"]

    /// A table cell that says it is no element but that VoiceOver reads as one.
    /// A UITableViewCell leaves `isAccessibilityElement` false: its table hands
    /// VoiceOver a stand-in element for the row, which reads the cell's label, or
    /// the labels of its elements joined, as one stop ("General, button" in
    /// Settings). XCTest and WebDriverAgent report the cell itself, so they say
    /// `accessible="false"` with the texts inside as elements; that is how they
    /// walk the views, not what VoiceOver focuses. The stand-in holds texts only:
    /// a cell with a control or any other element of its own (a switch, a button,
    /// a text view) is read element by element, and one with no text gives the row
    /// nothing to say. A collection view's cell has no stand-in (see `isElement`).
    static func isRowTheTableReads(_ node: SemanticNode, in tree: ScreenTree) -> Bool {
        guard node.iosClass == .cell, let parent = tree.parent(of: node),
              tableViews.contains(parent.simpleClassName) else { return false }
        var texts = 0
        for inner in tree.descendants(of: node) where inner.dumped.bool(.isAccessibilityElement) != false {
            guard inner.dumped.bool(.isAccessibilityElement) == true || inner.iosClass.isElement else { continue }
            guard inner.iosClass == .staticText else { return false }
            texts += 1
        }
        return texts > 0
    }

    private static func addStops(for node: SemanticNode, hidden: [Bool], insideLink: Bool,
                                 place: TabBarItems.Place?, to stops: inout [FocusStop]) {
        let kind = node.iosClass
        guard kind.isStepper else {
            stops.append(FocusStop(node: node, announcement: announcement(of: node, kind: kind, hidden: hidden,
                                                                          insideLink: insideLink, place: place)))
            return
        }
        // UIKit exposes a stepper as two buttons that carry its label and value.
        let n = node.dumped
        let label = n.string(.accessibilityLabel).map(SpokenText.normalize) ?? ""
        let value = n.string(.accessibilityValue) ?? n.number(.value).map(Self.format) ?? ""
        let disabled = n.bool(.isEnabled) == false || n.strings(.accessibilityTraits).contains("notEnabled")
        for segment in ["Decrement", "Increment"] {
            let atBound = segment == "Decrement"
                ? n.number(.value).map { $0 <= (n.number(.minimumValue) ?? 0) } ?? false
                : n.number(.value).map { $0 >= (n.number(.maximumValue) ?? 100) } ?? false
            let name = [label, segment].filter { !$0.isEmpty }.joined(separator: ", ")
            stops.append(FocusStop(node: node, segment: segment,
                                   announcement: Announcement(name: name, value: value, role: "button",
                                                              states: disabled || atBound ? ["dimmed"] : [])))
        }
    }

    private static func isSecure(_ node: SemanticNode) -> Bool {
        ["XCUIElementTypeSecureTextField", "SecureTextField", "SecureField"].contains(node.simpleClassName)
    }

    /// The switch a table cell stands for. UIKit makes a cell that holds one
    /// switch one element, read as that switch with the cell's texts as its label
    /// ("Airplane Mode, off, switch button"), as in Settings. Nil for any other
    /// node, and for a cell with no switch or several.
    static func switchItStandsFor(_ node: SemanticNode) -> SemanticNode? {
        guard node.iosClass == .cell else { return nil }
        var found: SemanticNode?
        var several = false
        func visit(_ current: SemanticNode) {
            for child in current.children where !several {
                if child.iosClass.isSwitch {
                    several = found != nil
                    found = child
                } else {
                    visit(child)
                }
            }
        }
        visit(node)
        return several ? nil : found
    }

    private static func announcement(of node: SemanticNode, kind: IOSClass, hidden: [Bool],
                                     insideLink: Bool, place: TabBarItems.Place?) -> Announcement {
        if let toggle = switchItStandsFor(node), !hidden[toggle.order] {
            // The switch's words, with the cell's texts as the label; the switch's own label, most often
            // the text beside it, is not said twice.
            var said = announcement(of: toggle, kind: toggle.iosClass, hidden: hidden,
                                    insideLink: insideLink, place: place)
            let texts = name(of: node, hidden: hidden, skipping: toggle)
            said.name = [texts, said.name].filter { !$0.isEmpty }
                .reduce(into: [String]()) { parts, part in
                    if !parts.contains(where: { SpokenText.contains($0, part) }) { parts.append(part) }
                }.joined(separator: ", ")
            return said
        }
        let n = node.dumped
        let traits = Self.traitNames(of: node, insideLink: insideLink, isSegment: place?.isTab == false,
                                     readAsTableRow: isStandInForTableRow(node))
        let tab = place?.isTab == true
        var roles = IOSClass.roleWords.filter { traits.contains($0.trait) }.map(\.word)
        if kind.isSwitch { roles = ["switch button"] }
        let editable = VoiceOverTextField.isEditable(node, kind: kind, traits: traits)
        if editable && !roles.contains("search field") {
            // A password field says so: "secure text field".
            roles = [Self.isSecure(node) ? "secure text field" : "text field"]
        }
        // A field's name comes from `name(of:)` too, as `VoiceOverTextField` says.
        var value = editable ? VoiceOverTextField(node).value : value(of: node, kind: kind)
        if tab {
            roles = ["tab"] + roles.filter { $0 != "button" }
            if value == "1" || value == "0" { value = "" }
        }
        var states: [String] = []
        if traits.contains("selected") || n.bool(.isSelected) == true || (tab && TabBarItems.isSelectedByValue(node)) {
            states.append("selected")
        }
        if traits.contains("notEnabled") || n.bool(.isEnabled) == false { states.append("dimmed") }
        return Announcement(name: name(of: node, hidden: hidden), value: value,
                            role: roles.joined(separator: ", "), states: states,
                            hint: n.string(.accessibilityHint).map(SpokenText.normalize) ?? "",
                            position: place?.spoken ?? "")
    }

    /// The label, else the title or text, else the labels of the descendants an element gathers.
    func name(of node: SemanticNode) -> String {
        Self.name(of: node, hidden: hidden)
    }

    private static func name(of node: SemanticNode, hidden: [Bool], skipping skipped: SemanticNode? = nil) -> String {
        let kind = node.iosClass
        if kind.isTextField, VoiceOverTextField.isEditable(node, kind: kind, traits: traitNames(of: node)) {
            return VoiceOverTextField(node).name
        }
        if let own = ownText(node.dumped) { return own }
        // A table row's stand-in joins the labels of the cell's elements only: the
        // disclosure accessory and other views XCTest reports as no element say nothing.
        let elementsOnly = isStandInForTableRow(node)
        var parts: [String] = []
        func gather(_ current: SemanticNode) {
            for child in current.children where !hidden[child.order] && child !== skipped {
                let silent = elementsOnly && child.dumped.bool(.isAccessibilityElement) == false
                if !silent, let text = ownText(child.dumped) { parts.append(text) } else { gather(child) }
            }
        }
        gather(node)
        return parts.joined(separator: ", ")
    }

    private static func ownText(_ n: Node) -> String? {
        for key in [DumpKey.accessibilityLabel, .title, .text] {
            if let text = n.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    private static func value(of node: SemanticNode, kind: IOSClass) -> String {
        let n = node.dumped
        if let value = n.string(.accessibilityValue) {
            // XCUITest reports a switch's state as 1 or 0; VoiceOver says "on" or "off".
            if kind.isSwitch, value == "1" || value == "0" { return value == "1" ? "on" : "off" }
            return SpokenText.normalize(value)
        }
        if let pages = n.integer(.numberOfPages), pages > 0 {
            return "page \((n.integer(.currentPage) ?? 0) + 1) of \(pages)"
        }
        if kind.isSwitch, let on = n.bool(.isOn) { return on ? "on" : "off" }
        if kind.isTextField, n.string(.accessibilityLabel) != nil, let text = n.string(.text) { return text }
        if let value = n.number(.value) {
            if percentageClasses.contains(node.simpleClassName),
               let percent = percentage(value, minimum: n.number(.minimumValue) ?? 0,
                                        maximum: n.number(.maximumValue) ?? 1) {
                return percent
            }
            return Self.format(value)
        }
        return ""
    }

    /// Classes whose value VoiceOver speaks as a percentage of their range when the
    /// app sets no accessibility value: UIKit's and SwiftUI's sliders ("50%" for a
    /// value of 0.5 in UIKit's default range of 0 to 1).
    static let percentageClasses = NameTable(names: ["UISlider", "Slider"])

    /// Where `value` lies in its range, as a whole percentage ("33%"); nil for an empty range.
    static func percentage(_ value: Double, minimum: Double, maximum: Double) -> String? {
        guard maximum > minimum, value.isFinite else { return nil }
        // The control keeps its value inside its range, and so does what it says.
        let fraction = min(max((value - minimum) / (maximum - minimum), 0), 1)
        return "\(Int((fraction * 100).rounded()))%"
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    // MARK: - Typed traits

    /// The trait names VoiceOver uses: the dump's when it lists them, else the class's
    /// defaults (a segment's are a button's); with `link` added for an element inside a
    /// link that is not one itself, and `button` for a table row read through its
    /// stand-in (`readAsTableRow`, see `isRowTheTableReads`) whose cell shows an accessory.
    static func traitNames(of node: SemanticNode, insideLink: Bool = false, isSegment: Bool = false,
                           readAsTableRow: Bool = false) -> [String] {
        var names = node.dumped.has(.accessibilityTraits) ? node.dumped.strings(.accessibilityTraits)
            : isSegment ? IOSClass.button.traits : node.iosClass.traits
        if insideLink && !names.contains("link") { names.append("link") }
        if readAsTableRow && !names.contains("button") && hasAccessoryButton(node) { names.append("button") }
        return names
    }

    /// Whether a cell shows an accessory: a button among its own subviews that is no
    /// element (the disclosure chevron, which XCTest reports as a dimmed button).
    /// UIKit gives the row's stand-in the button trait then: a Settings row says
    /// "General, button".
    private static func hasAccessoryButton(_ node: SemanticNode) -> Bool {
        node.children.contains { $0.iosClass == .button && $0.dumped.bool(.isAccessibilityElement) == false }
    }

    /// A cell that says it is no element, which is spoken only when it is a stop:
    /// then its table reads it through a stand-in element (`isRowTheTableReads`).
    private static func isStandInForTableRow(_ node: SemanticNode) -> Bool {
        node.iosClass == .cell && node.dumped.bool(.isAccessibilityElement) == false
    }

    /// Per node: whether it sits inside a link that is not an element itself. A web
    /// link with one child is not exposed to VoiceOver; its child is, and carries
    /// the link trait (WebKit takes traits from such ancestors), so VoiceOver says
    /// "Logout, link" on the link's text.
    static func insideLinks(_ tree: ScreenTree) -> [Bool] {
        var inside = Array(repeating: false, count: tree.nodes.count)
        for node in tree.nodes where !isElement(node, in: tree) {
            let passesDown = inside[node.order] || node.iosClass == .link
            guard passesDown else { continue }
            for child in node.children { inside[child.order] = true }
        }
        return inside
    }

    /// Trait names that make an element something a user acts on. An array: six
    /// short words compare faster than a hash is computed.
    private static let interactiveTraits: [String] = ["button", "link", "adjustable", "searchField", "keyboardKey",
                                                         "toggleButton"]

    private static let activatingTraits: [String] = ["button", "link", "keyboardKey", "toggleButton"]

    /// The role first, then the traits that say how VoiceOver speaks the element.
    private static let rolesByTrait: [(trait: String, role: Role)] = [
        ("adjustable", .adjustable), ("button", .button), ("link", .link), ("searchField", .searchField),
        ("toggleButton", .toggleButton), ("keyboardKey", .keyboardKey), ("image", .image), ("tabBar", .tabBar),
        ("staticText", .staticText),
    ]

    static func traits(of node: SemanticNode, screen: Screen, insideLink: Bool = false,
                       place: TabBarItems.Place? = nil, readAsTableRow: Bool = false) -> Traits {
        let n = node.dumped
        let kind = node.iosClass
        let names = traitNames(of: node, insideLink: insideLink, isSegment: place?.isTab == false,
                               readAsTableRow: readAsTableRow)
        let tab = place?.isTab == true
        let editable = VoiceOverTextField.isEditable(node, kind: kind, traits: names)
        var traits = Traits()
        switch kind {
        case .toggle: traits.role = .toggleSwitch
        case .stepper: traits.role = .stepper
        case .textField where editable: traits.role = names.contains("searchField") ? .searchField : .textField
        default:
            traits.role = rolesByTrait.first { names.contains($0.trait) }?.role
                ?? (kind == .cell ? .cell : kind == .progress ? .progress : .none)
        }
        if tab { traits.role = .tab }
        traits.isHeading = names.contains("header")
        let traitsRecorded = screen.records(.accessibilityTraits)
        if names.contains("notEnabled") || n.bool(.isEnabled) == false {
            traits.enabled = .no
        } else {
            traits.enabled = n.bool(.isEnabled) == true || screen.records(.isEnabled) || traitsRecorded ? .yes : .notRecorded
        }
        if names.contains("selected") || n.bool(.isSelected) == true || (tab && TabBarItems.isSelectedByValue(node)) {
            traits.selected = .yes
        } else {
            traits.selected = screen.records(.isSelected) || traitsRecorded ? .no : .notRecorded
        }
        if kind == .toggle {
            if let on = n.bool(.isOn) {
                traits.checked = on ? .on : .off
            } else if let value = n.string(.accessibilityValue), ["1", "0", "on", "off"].contains(value.lowercased()) {
                // XCUITest reports a switch's state as its value.
                traits.checked = value == "1" || value.lowercased() == "on" ? .on : .off
            } else {
                traits.checked = screen.records(.isOn) ? .off : .notRecorded
            }
        }
        if names.contains(where: activatingTraits.contains) || kind == .toggle {
            traits.actions.insert(.activate)
        }
        if names.contains("adjustable") || kind == .stepper { traits.actions.insert(.adjust) }
        if !n.strings(.accessibilityCustomActions).isEmpty { traits.actions.insert(.custom) }
        if editable || names.contains("searchField") { traits.actions.insert(.edit) }
        traits.isControl = names.contains(where: interactiveTraits.contains) || kind.isSwitch || kind.isStepper
            || editable || traits.actions.contains(.custom)
        return traits
    }

    func linkedLabel(of node: SemanticNode) -> SemanticNode? { nil }

    func range(of node: SemanticNode) -> ValueRange? {
        let n = node.dumped
        guard n.has(.value) || n.has(.minimumValue) || n.has(.maximumValue) else { return nil }
        return ValueRange(minimum: n.number(.minimumValue), maximum: n.number(.maximumValue), current: n.number(.value))
    }
}
