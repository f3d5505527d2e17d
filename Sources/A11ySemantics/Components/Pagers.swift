import A11yDump

/// Where a screen's pagers are, as page controls look for them: beside the
/// control, or the screen's one pager. Found in one pass over the screen when
/// detection starts (`DetectionInput.pagers`) and shared by detection and the
/// rules: asked control by control, a feed of carousels read the whole screen
/// once per page control.
struct Pagers: Sendable {
    /// Per parent, its first children that page or scroll.
    private let pagingChildren: FirstSiblings
    /// The parents that hold a pager.
    private let parents: Set<Int>
    /// The screen's one pager; nil when it has none, or several (then none is "the" pager).
    let only: SemanticNode?

    init(tree: ScreenTree) {
        pagingChildren = FirstSiblings(in: tree) { PageControl.isPager($0) || $0.dumped.bool(.scrollable) == true }
        var parents: Set<Int> = []
        var pagers = 0
        var first: SemanticNode?
        for node in tree.nodes where PageControl.isPager(node) {
            pagers += 1
            if first == nil { first = node }
            if let parent = node.parentOrder { parents.insert(parent) }
        }
        self.parents = parents
        only = pagers == 1 ? first : nil
    }

    /// The pager a page control drives: a sibling that pages or scrolls, else the
    /// screen's one pager.
    func pager(of control: SemanticNode) -> SemanticNode? {
        pagingChildren.first(besides: control) ?? only
    }

    /// Whether one of the node's children is a pager.
    func holdsPager(_ node: SemanticNode) -> Bool {
        !parents.isEmpty && parents.contains(node.order)
    }
}
