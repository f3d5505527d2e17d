import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Controls on one screen that sound alike act on the same thing; those that act
/// on different items say which.
struct DuplicateNameRule: ConfigurableRule {
    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        let allowed = Set(options.allowedNames.map { SpokenText.words($0).joined(separator: " ") })
        // Controls the user meets now, by what they say: name and role.
        var groups: [String: [FocusStop]] = [:]
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            let traits = model.traits(of: node)
            let said = stop.announcement
            // A list's row or tile is named by its content: two that say the same show the same
            // thing (a show in two rows of a catalogue).
            guard traits.isControl, traits.role != .keyboardKey, !SpokenText.isEffectivelyEmpty(said.name),
                  model.isJudged(node), model.visibility(of: node) != .offScreen, !model.isCollectionItem(node)
            else { continue }
            let name = SpokenText.words(said.name).joined(separator: " ")
            guard !name.isEmpty, !allowed.contains(name) else { continue }
            groups[name + "\u{1F}" + said.role, default: []].append(stop)
        }
        var violations: [Violation] = []
        for (_, stops) in groups where stops.count > 1 {
            let orders = stops.map(\.node.order).sorted()
            let items = stops.map { DuplicateNameItem(of: $0.node, amongOrders: orders, in: model) }
            // Alike in everything around them: the same control shown twice (a tab bar in two
            // layouts), or items the dump cannot tell apart. Only different items are sure.
            let contexts = Set(items.map(\.context))
            guard contexts.count > 1 else { continue }
            // One finding for the group, on the first: the names come from one template.
            let first = stops.min { $0.node.order < $1.node.order }!
            let said = first.announcement
            let texts = items.map(\.firstText).filter { !$0.isEmpty }
            let shown = texts.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (texts.count > 3 ? ", …" : "")
            let beside = shown.isEmpty ? "" : " (beside \(shown))"
            let example = texts.first.map { "'\(said.name) \($0)'" } ?? "one that says its item"
            let spoken = said.role.isEmpty ? said.name : "\(said.name), \(said.role)"
            violations.append(Violation(first.node, """
                \(stops.count) controls on this screen say '\(spoken)' but act on different items\(beside): \
                moving from control to control the user hears the same words \(stops.count) times and cannot tell \
                which is which. Name each after its item, for example \(example).
                """, at: model.nameOverride(of: first.node)?.mark))
        }
        return violations.sorted { $0.node.order < $1.node.order }
    }
}

/// The part of the screen that belongs to one of several like-named controls:
/// its highest ancestor that holds none of the others (a list row, a card), and
/// what that part says besides the control.
struct DuplicateNameItem {
    /// What the item says besides the control, in tree order, joined.
    let context: String
    /// The item's first such text, to name it in messages.
    let firstText: String

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
        var seen = 0
        for node in model.subtree(of: item) where !control.contains(node) {
            seen += 1
            if seen > Self.nodeLimit { break }
            guard !model.isHidden(node) else { continue }
            let text = model.isStop(node) ? model.name(of: node) : node.visibleText ?? ""
            if !SpokenText.isEffectivelyEmpty(text) { texts.append(text) }
        }
        context = texts.joined(separator: "\u{1F}")
        // Long texts (a whole card's) are cut for messages.
        let first = texts.first ?? ""
        firstText = first.count > 40 ? String(first.prefix(40)) + "…" : first
    }
}
