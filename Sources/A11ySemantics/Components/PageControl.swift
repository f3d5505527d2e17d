import A11yFindings
import A11yDump

/// A page control (dots under a carousel): UIPageControl, XCUITest page indicators,
/// Android and Compose page indicators, a TabLayout used as dots beside a pager
/// (its tabs unnamed, or named only by their page: a TabLayout whose tabs carry
/// other names is a tab group, wherever it stands), or a view whose id says dots or
/// page indicator. It may drive a pager sibling.
public enum PageControl: Component {
    public static let name = "page-control"

    public static func matchesClass(_ name: String) -> Bool {
        if classNames.contains(name) { return true }
        let lowered = name.lowercased()
        return lowered.containsBytes("pageindicator") || lowered.containsBytes("pagecontrol") || lowered.containsBytes("dotsindicator")
            || lowered.containsBytes("pagerindicator")
    }

    private static let classNames = NameTable(names: ["UIPageControl", "XCUIElementTypePageIndicator", "PageIndicator",
                                                      "PageControl"])

    public static let structuralMatchIsExclusive = true

    /// A view with a dots or page-indicator id; or, beside a pager, a TabLayout of
    /// dots, or a view with an indicator or tab-layout id whose items are not named
    /// as tabs are.
    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        // Which parents hold a pager was found once for the screen: asking each node
        // for its siblings would be quadratic.
        let pagers = screen.pagers
        // Asked of each distinct id once: every row of a list repeats its ids.
        let idSaysPageControl = screen.identifiers.answers { saysPageControl(folded($0)) }
        return { node in
            if idSaysPageControl.answer(for: node) { return true }
            let isSlider = screen.traits(of: node).role == .adjustable
            let besidePager = screen.tree.parent(of: node).map(pagers.holdsPager) ?? false
            // Most nodes are neither: their ids need no folding.
            guard isSlider || besidePager else { return false }
            let id = foldedID(of: node)
            if isSlider, isPageSlider(node, id: id) { return true }
            guard besidePager, !isPager(node) else { return false }
            if let kind = TabGroup.tabLayoutKind(of: node, in: screen) { return kind == .dots }
            if has(id, "tablayout") { return TabGroup.itemsKind(of: node, in: screen) != .tabs }
            return has(id, "indicator")
        }
    }

    /// The node's identifier in lower case, without `_` and `-`.
    private static func foldedID(of node: SemanticNode) -> [Unicode.Scalar] {
        folded(node.identifier ?? "")
    }

    private static func folded(_ id: String) -> [Unicode.Scalar] {
        SpokenText.folded(id).filter { $0 != "_" && $0 != "-" }
    }

    /// Whether a folded id names a page indicator wherever the node stands.
    private static func saysPageControl(_ id: [Unicode.Scalar]) -> Bool {
        has(id, "pageindicator") || has(id, "pagecontrol") || has(id, "dots") || has(id, "pagerindicator")
    }

    /// Whether a slider is a page indicator: launchers draw the home screen's dots
    /// as a seek bar (so a finger can slide across the pages) and describe it as
    /// "Page 2 of 3". Its own words speak a page position, or its id says it
    /// indicates the pages (`workspace_indicator`). An id with only "indicator" is
    /// not enough: players and volume rows call their seek bars that too.
    static func isPageSlider(_ node: SemanticNode, id: [Unicode.Scalar]) -> Bool {
        let n = node.dumped
        let words = [n.string(.contentDescription), n.string(.text), n.string(.stateDescription),
                     n.string(.accessibilityLabel), n.string(.accessibilityValue)]
        if words.contains(where: { $0.flatMap(SpokenText.pagePosition(in:)) != nil }) { return true }
        guard has(id, "indicator") else { return false }
        return has(id, "workspace") || has(id, "page") || has(id, "slide") || has(id, "carousel") || has(id, "banner")
    }

    /// Whether the node looks like a page indicator, by class, id or (for a
    /// slider) its words, wherever it stands: such a node is never a stepper's value.
    static func looksLikeIndicator(_ node: SemanticNode) -> Bool {
        if matchesClass(node.simpleClassName) { return true }
        let id = foldedID(of: node)
        return saysPageControl(id) || isPageSlider(node, id: id)
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let tree = screen.tree
        // A childless view found by its id beside a page control that holds the dots
        // (an overlay carrying "Page 1 of 4") is not a second page control. The parents
        // of such holders are found first: asking each node for its siblings would be
        // quadratic. Only childless nodes are removed, so the holders stay as found.
        var holdersParents: Set<Int> = []
        for node in tree.nodes where !node.children.isEmpty && found.contains(node, index) {
            if let parent = node.parentOrder { holdersParents.insert(parent) }
        }
        if !holdersParents.isEmpty {
            for node in tree.nodes where node.children.isEmpty && found.contains(node, index)
                && !Components.matchesAnyClass(node) && screen.customComponent(of: node) == nil {
                if let parent = node.parentOrder, holdersParents.contains(parent) { found.remove(node, index) }
            }
        }
        // Items of a pager that a page control drives are slides, not table rows. Many
        // controls may drive the screen's one pager: its items are visited once.
        var pagersSeen: Set<Int> = []
        for node in tree.nodes where found.contains(node, index) {
            guard let pager = pager(of: node, in: screen), pagersSeen.insert(pager.order).inserted else { continue }
            for slide in pager.children {
                found.remove(slide, TableRow.self)
            }
        }
    }

    /// Whether the folded id contains the ASCII `word`.
    private static func has(_ id: [Unicode.Scalar], _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard id.count >= count else { return false }
        return word.withUTF8Buffer { needle in
            (0...(id.count - count)).contains { start in
                (0..<count).allSatisfy { id[start + $0].value == UInt32(needle[$0]) }
            }
        }
    }

    static func isPager(_ node: SemanticNode) -> Bool {
        node.classFacts?.isPager == true
    }

    // MARK: - Parts

    /// The pager the control belongs to: a sibling that pages or scrolls, else the
    /// one pager on the screen (an indicator often sits in a bottom bar beside Skip
    /// and Next, away from the pager); nil when there is neither. Looked up in
    /// what the model found once for the screen (`Pagers`).
    public static func pager(of control: SemanticNode, in model: ScreenModel) -> SemanticNode? {
        pager(of: control, in: model.detectionInput)
    }

    static func pager(of control: SemanticNode, in screen: DetectionInput) -> SemanticNode? {
        screen.pagers.pager(of: control)
    }

    /// Whether the pager tells the screen reader its page itself: Android's
    /// `ViewPager` (and `ViewPager2`, which reports itself by that class) puts the
    /// page and the page count on the scroll event of each page change, and
    /// TalkBack speaks them ("Page 2 of 5").
    public static func pagerAnnouncesItsPage(_ pager: SemanticNode) -> Bool {
        pager.simpleClassName == "ViewPager" || pager.simpleClassName == "ViewPager2"
    }

    /// The dots of a page control: the first level below it with more than one reachable node.
    public static func dots(of control: SemanticNode, in model: ScreenModel) -> [SemanticNode] {
        var level = control.children.filter { !model.isHidden($0) }
        while level.count == 1 { level = level[0].children.filter { !model.isHidden($0) } }
        return level
    }

    /// Whether the node is a dot of a page control around it.
    public static func isDot(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        var current = model.tree.parent(of: node)
        while let ancestor = current {
            if model.isComponent(ancestor, PageControl.self) {
                return dots(of: ancestor, in: model).contains { $0 === node }
            }
            current = model.tree.parent(of: ancestor)
        }
        return false
    }

    /// Whether the screen reader can turn the pages. VoiceOver: the control, when it
    /// is the stop, is adjustable or has custom actions; else every dot activates.
    /// TalkBack: the control or its pager scrolls, or every enabled dot but the
    /// selected one activates.
    public static func isOperable(_ control: SemanticNode, dots: [SemanticNode], in model: ScreenModel) -> Bool {
        let actions = model.traits(of: control).actions
        // Material's TabLayout makes the selected tab not clickable on purpose: there is nothing to go to.
        let others = dots.filter { model.traits(of: $0).selected != .yes }
        let dotsActivate = !others.isEmpty && others.allSatisfy {
            model.traits(of: $0).actions.contains(.activate) && model.traits(of: $0).enabled != .no
        }
        switch model.platform {
        case .ios:
            if model.isStop(control) { return !actions.isDisjoint(with: [.adjust, .custom]) }
            return dots.allSatisfy { model.traits(of: $0).actions.contains(.activate) }
        case .android:
            if actions.contains(.scroll) || actions.contains(.adjust) { return true }
            if isAdjustableSeekBar(control, in: model) { return true }
            if let pager = pager(of: control, in: model), model.traits(of: pager).actions.contains(.scroll) {
                return true
            }
            return dotsActivate
        }
    }

    /// Whether TalkBack can adjust the control as a seek bar (the TalkBack model
    /// says when: `docs/semantics.md`, Typed traits).
    static func isAdjustableSeekBar(_ control: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: control)
        return traits.role == .adjustable && traits.actions.contains(.adjust)
    }

    /// The page the control shows, from the dump: (1-based index, count).
    public static func shownPage(of control: SemanticNode, in model: ScreenModel) -> (index: Int, count: Int)? {
        let n = control.dumped
        if let count = n.integer(.numberOfPages), count > 0 {
            return ((n.integer(.currentPage) ?? 0) + 1, count)
        }
        let dots = dots(of: control, in: model)
        guard dots.count > 1, let selected = dots.firstIndex(where: { model.traits(of: $0).selected == .yes }) else {
            return nil
        }
        return (selected + 1, dots.count)
    }
}
