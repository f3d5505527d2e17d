import A11yFindings
import A11yDump
import A11ySemantics

/// The part of the screen that belongs to one of several like-named controls:
/// its highest ancestor that holds none of the others (a list row, a card), and
/// what that part's content says: its texts, outside the control and outside any
/// other control in it. An item is told by what it shows (a row's title, a card's
/// heading), not by the buttons beside it: a part that holds only controls (a tab
/// bar, a toolbar) holds no item, and its control acts on the screen.
struct DuplicateNameItem {
    /// What the item's content says, in tree order, joined; "" when it shows nothing but controls.
    let context: String
    /// The item's first text shown on screen (else the first it says), as a few
    /// words, to name it in messages and suggest a name from.
    let firstText: String

    /// How many words, and characters, of an item's text a message quotes.
    static let wordsQuoted = 4
    static let charactersQuoted = 32

    /// How much of an item is read: enough to tell rows apart, and bounded so that
    /// a huge container costs no more than a row.
    private static let nodeLimit = 200

    /// The item of `control` among the controls whose tree orders are `orders` (sorted).
    init(of control: SemanticNode, amongOrders orders: [Int], in model: ScreenModel) {
        func holdsAnother(_ node: SemanticNode) -> Bool {
            // The first control at or after the node's start, skipping this one.
            var low = 0
            var high = orders.count
            while low < high {
                let middle = (low + high) / 2
                if orders[middle] < node.order { low = middle + 1 } else { high = middle }
            }
            for place in low..<orders.count {
                let order = orders[place]
                guard order < node.subtreeEnd else { return false }
                if order != control.order { return true }
            }
            return false
        }
        var item = control
        while let parent = model.parent(of: item), !holdsAnother(parent) { item = parent }
        var texts: [String] = []
        var shown: String?
        var seen = 0
        var otherControlEnd = 0
        for node in model.subtree(of: item) where !control.contains(node) {
            seen += 1
            if seen > Self.nodeLimit { break }
            guard !model.isHidden(node), node.order >= otherControlEnd else { continue }
            // Another control (the next button, a neighbouring tab) says what it does, not which item this is.
            if node !== item, !node.contains(control), model.traits(of: node).isControl {
                otherControlEnd = node.subtreeEnd
                continue
            }
            let text = model.isStop(node) ? model.name(of: node) : node.visibleText ?? ""
            if !SpokenText.isEffectivelyEmpty(text) { texts.append(text) }
            // A stop's name may join a whole card's texts and descriptions: the suggestion is built from what shows.
            if shown == nil, let visible = node.visibleText, !SpokenText.isEffectivelyEmpty(visible) { shown = visible }
        }
        context = texts.joined(separator: "\u{1F}")
        firstText = (shown ?? texts.first ?? "").firstWords(Self.wordsQuoted, within: Self.charactersQuoted)
    }
}
