import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// The screen reader does not move up the same column from one stop to the next,
/// and reaches a text field's label before the field.
struct ReadingOrderRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        guard model.platform == .android else { return fixedOrderJumps(in: model) }
        var violations: [Violation] = []
        var reported: Set<Int> = []
        for step in Self.stepsUpTheColumn(in: model) {
            let (node, before) = (step.node, step.before)
            // Compose, web views and Flutter order their nodes themselves, which the dump's
            // order does not show; Compose's nodes are plain android.view.View where the dump
            // leaves out the host (Maestro).
            if Self.isOrderedByHost(node, in: model) || Self.isOrderedByHost(before, in: model) { continue }
            // Inside a stop the user has just heard whole (a card read before its parts),
            // a step back up among its parts loses nothing.
            if Self.shareEnclosingStop(node, before, in: model) { continue }
            reported.insert(node.order)
            violations.append(Violation(node, """
                \(model.label(node).capitalizedFirst) (top at \(Self.format(step.frame.minY)) dp) is read right after \
                \(model.label(before)) (top at \(Self.format(step.beforeFrame.minY)) dp), which lies below it in \
                the same column; TalkBack moves up the screen here, against the order a user sees.
                """))
        }
        return violations + labelsAfterTheirFields(in: model, alreadyReported: reported)
    }

    /// Each stop read right after one that lies wholly below it in the same column,
    /// in the same layer (a reader moves through one window at a time, in an order
    /// of its own). Only what the user sees now, whole, is compared: a clipped
    /// frame is not where the stop lies. One pass over the stops.
    static func stepsUpTheColumn(in model: ScreenModel)
        -> [(before: SemanticNode, beforeFrame: Rect, node: SemanticNode, frame: Rect)] {
        var steps: [(before: SemanticNode, beforeFrame: Rect, node: SemanticNode, frame: Rect)] = []
        var previous: (node: SemanticNode, frame: Rect, layer: Int)?
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            guard model.visibility(of: node) == .onScreen, let frame = model.frame(of: node), !frame.isEmpty else { continue }
            let layer = model.layer(of: node).rootOrder
            defer { previous = (node, frame, layer) }
            guard let before = previous, before.layer == layer, isClearlyAbove(frame, before.frame),
                  frame.sharesColumn(with: before.frame) else { continue }
            steps.append((before.node, before.frame, node, frame))
        }
        return steps
    }

    /// iOS: VoiceOver sorts elements by position, so a step up the same column
    /// comes from a container that fixes its order (`accessibilityElements`) or
    /// keeps its elements together (a group, a cell, a tab bar) while something
    /// outside it lies between them. Web pages keep the page's order and are not judged.
    private func fixedOrderJumps(in model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for step in Self.stepsUpTheColumn(in: model) {
            let (node, before) = (step.node, step.before)
            // Tops less than a row apart (13 pt on an iPad, 8 on a phone) are one row for
            // VoiceOver, read left to right: not a step up.
            guard step.beforeFrame.minY - step.frame.minY >= 13, !model.isWebContent(node), !model.isWebContent(before),
                  let (container, kind) = Self.fixedOrder(between: before, and: node, in: model) else { continue }
            let why: String
            switch kind {
            case .listedOrder: why = "the order \(model.label(container)) sets with accessibilityElements puts it there"
            case .group: why = "\(model.label(container)) groups its elements (shouldGroupAccessibilityChildren), and VoiceOver reads them together"
            case .tabBar, .cell, .webView: why = "VoiceOver reads the elements of \(model.label(container)) together"
            }
            violations.append(Violation(node, """
                \(model.label(node).capitalizedFirst) (top at \(Self.format(step.frame.minY)) pt) is read right after \
                \(model.label(before)) (top at \(Self.format(step.beforeFrame.minY)) pt), which lies below it in the \
                same column: \(why), so VoiceOver moves up the screen here, against the order a user sees.
                """))
        }
        return violations
    }

    /// The container whose fixed order or grouping makes VoiceOver read `node` right
    /// after `before`: an explicit container holding both, else a container kept
    /// together that holds one of them and not the other.
    static func fixedOrder(between before: SemanticNode, and node: SemanticNode, in model: ScreenModel)
        -> (SemanticNode, KeptTogether)? {
        let aroundNode = model.voiceOverContainers(of: node)
        if let shared = aroundNode.first(where: { $0.container.contains(before) }) {
            if shared.kind == .listedOrder { return shared }
        }
        let aroundBefore = model.voiceOverContainers(of: before)
        return aroundBefore.last(where: { !$0.container.contains(node) })
            ?? aroundNode.last(where: { !$0.container.contains(before) })
    }

    /// A text field's label that TalkBack reaches only after the field: the label
    /// the dump links to it (`labelFor`, `labeledBy`) anywhere later, or, for a
    /// field that says no name of its own, a text level with it and left of it
    /// read right after it. A label already reported as a step up the column
    /// (`alreadyReported`) is not reported again.
    private func labelsAfterTheirFields(in model: ScreenModel, alreadyReported: Set<Int>) -> [Violation] {
        var violations: [Violation] = []
        for (place, stop) in model.stops.enumerated() where stop.segment == nil {
            let field = stop.node
            guard [.textField, .searchField].contains(model.traits(of: field).role),
                  model.visibility(of: field) == .onScreen, let fieldFrame = model.frame(of: field),
                  !Self.isOrderedByHost(field, in: model) else { continue }
            let layer = model.layer(of: field).rootOrder
            let next = model.stops.indices.contains(place + 1) ? model.stops[place + 1].node : nil
            let label: SemanticNode
            let linked: Bool
            if let link = model.linkedLabel(of: field), let labelPlace = model.placeOfStop(on: link), labelPlace > place {
                (label, linked) = (link, true)
            } else if let next, SpokenText.isEffectivelyEmpty(stop.announcement.name),
                      model.layer(of: next).rootOrder == layer, Self.isPlainText(next, in: model),
                      !Self.isOrderedByHost(next, in: model), Self.readsAsWords(next.visibleText),
                      let frame = model.frame(of: next), frame.isLevel(with: fieldFrame),
                      frame.maxX <= fieldFrame.minX {
                (label, linked) = (next, false)
            } else {
                continue
            }
            guard !alreadyReported.contains(label.order), model.layer(of: label).rootOrder == layer,
                  model.visibility(of: label) == .onScreen, model.frame(of: label) != nil else { continue }
            // A linked label's words are said with the field already; its own stop after
            // the field still sends the focus back, against the order shown.
            let what = linked
                ? "TalkBack says its words with the field, then moves back to it as a stop of its own. Hide it from " +
                  "TalkBack (importantForAccessibility=\"no\"), since the field says it, or put it before the field " +
                  "in the view order."
                : "a TalkBack user meets the unnamed field before the words that say what it is for. Put the label " +
                  "before the field in the view order and link them (labelFor), or set the field's " +
                  "accessibilityTraversalAfter to the label."
            violations.append(Violation(label, """
                \(model.label(label).capitalizedFirst), the label of \(model.label(field))\(linked ?                 " (linked to it by labelFor or labeledBy)" : ""), is read after the field: \(what)
                """))
        }
        return violations
    }

    /// Words a label is made of: two letters or more, not a currency sign, a dial code or a unit symbol.
    private static func readsAsWords(_ text: String?) -> Bool {
        (text?.filter(\.isLetter).count ?? 0) >= 2
    }

    /// A stop that only shows text: no control, no heading, no children.
    private static func isPlainText(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        return node.children.isEmpty && node.visibleText != nil && !traits.isControl && !traits.isHeading
    }


    static func isOrderedByHost(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        node.className == "android.view.View" || model.isVirtualContent(node)
    }

    /// Whether an ancestor of both is itself a stop.
    static func shareEnclosingStop(_ a: SemanticNode, _ b: SemanticNode, in model: ScreenModel) -> Bool {
        model.ancestors(of: a).contains { $0.contains(b) && model.isStop($0) }
    }

    /// Wholly above: its bottom at or above the other's top.
    static func isClearlyAbove(_ frame: Rect, _ other: Rect) -> Bool {
        frame.maxY <= other.minY
    }


    static func format(_ value: Double) -> String {
        String(Int(value.rounded()))
    }
}
