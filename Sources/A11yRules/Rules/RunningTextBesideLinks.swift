import A11yDump
import A11ySemantics

/// Whether text runs up to a link on its line (`touch-target-size`'s inline
/// link), asked for many links of one screen at the cost of reading each of
/// their parents' children once.
///
/// The text is a sibling of the link that is no control and shows words, level
/// with it and no further from it than half a line. Searched link by link, a
/// parent with thousands of children (a flat pane of small links and texts, idb's
/// flat `describe-all`) was read once for each of its links, so the time grew
/// with the square of the screen. Here each such parent, the first time one of
/// its links asks, puts its texts in a spatial index by the area each reaches,
/// and a link asks the index for the texts near it.
///
/// Answers are exactly those of reading every sibling (a test compares both on
/// the corpus and on random trees).
struct RunningTextBesideLinks {
    private let model: ScreenModel
    /// By parent order: its children that show text and are no control, each
    /// listed by its node order over the area in which it reaches a link (`reach`).
    private var textsByParent: [Int: SpatialIndex] = [:]

    init(_ model: ScreenModel) {
        self.model = model
    }

    /// Whether a sibling of `link` that shows text and is no control runs up to
    /// it on its line (`runsUp(_:to:)`); `frame` is the link's frame.
    mutating func runsUpTo(_ link: SemanticNode, frame: Rect) -> Bool {
        guard let parent = model.parent(of: link) else { return false }
        let texts = textsByParent[parent.order] ?? texts(in: parent)
        textsByParent[parent.order] = texts
        // Texts that reach the link's row; the exact test then keeps those that run up to it.
        // One point more each way: the areas are sums, which round, and `runsUp` allows an equal gap.
        guard frame.height > 0 else { return false }
        let row = Rect(x: min(frame.minX, frame.maxX) - frame.height / 2 - 1, y: frame.minY,
                       width: abs(frame.width) + frame.height + 2, height: frame.height)
        return texts.indices(intersecting: row).contains { order in
            guard order != link.order, let other = model.frame(of: model.nodes[order]) else { return false }
            return Self.runsUp(other, to: frame)
        }
    }

    /// Whether text in `text` runs up to a link in `link`: the same line (their
    /// frames share at least half the lower one's height) and no wider apart than
    /// half a line, about a space.
    static func runsUp(_ text: Rect, to link: Rect) -> Bool {
        guard link.isLevel(with: text) else { return false }
        let gap = max(text.minX - link.maxX, link.minX - text.maxX)
        return gap <= max(link.height, text.height) / 2
    }

    /// The parent's children that show text and are no control, by the area in which
    /// each reaches a link: its frame, half its height wider on each side. A text
    /// without height is level with nothing and left out.
    private func texts(in parent: SemanticNode) -> SpatialIndex {
        SpatialIndex(parent.children.compactMap { child in
            guard !model.traits(of: child).isControl, let text = model.firstVisibleText(in: child),
                  !SpokenText.isEffectivelyEmpty(text), let frame = model.frame(of: child), frame.height > 0 else {
                return nil
            }
            let reach = Rect(x: min(frame.minX, frame.maxX) - frame.height / 2, y: frame.minY,
                             width: abs(frame.width) + frame.height, height: frame.height)
            return (child.order, reach)
        })
    }
}
