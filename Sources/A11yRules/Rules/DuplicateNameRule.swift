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
        for (_, sameName) in groups where sameName.count > 1 {
            // Like-named stops with one frame are one control drawn twice (in two layers of one layout):
            // the user sees and touches one (duplicate-clickable-bounds reports the extra stop).
            var frames = Set<FrameKey>()
            let stops = sameName.filter { stop in
                stop.node.dumped.rect.map { frames.insert(FrameKey($0)).inserted } ?? true
            }
            guard stops.count > 1 else { continue }
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

    /// A frame's four numbers in the dump's unit, compared exactly.
    private struct FrameKey: Hashable {
        var x, y, width, height: Double
        init(_ rect: Rect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }
}
