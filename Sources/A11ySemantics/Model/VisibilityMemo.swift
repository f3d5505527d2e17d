import A11yDump

/// `ScreenModel.visibility(of:)` for many nodes of one screen, with the walk up the
/// ancestors done once per parent: what the ancestors leave visible starts at the
/// parent (`viewport(around:)`), so siblings share it, and a list's rows ask it
/// once rather than once each. Answers as `visibility(of:)` does; CorpusTests
/// compares the two on every node of the corpus' screens.
public struct VisibilityMemo {
    private let model: ScreenModel
    /// The viewport below each parent asked about so far, by the parent's order; the
    /// last place is for the root, which has no parent. Made when first asked.
    private var viewports: [Viewport?] = []

    public init(_ model: ScreenModel) {
        self.model = model
    }

    public mutating func visibility(of node: SemanticNode) -> Visibility? {
        if viewports.isEmpty { viewports = Array(repeating: nil, count: model.nodes.count + 1) }
        let place = model.parent(of: node)?.order ?? model.nodes.count
        let viewport: Viewport
        if let known = viewports[place] {
            viewport = known
        } else {
            viewport = model.viewport(around: node)
            viewports[place] = viewport
        }
        return viewport.visibility(of: node.dumped.rect, visibleToUser: node.dumped.bool(.visibleToUser))
    }
}
