import A11yFindings
import A11yDump

/// An expandable (accordion, disclosure): a control that shows or hides content
/// in place. Found by what the platform says of it (Android and Compose expand or
/// collapse actions, iOS 18's expanded status, a value or state description of
/// "expanded" or "collapsed"), by class (SwiftUI's DisclosureGroup, XCUITest's
/// disclosure triangle), or by structure: a pressable row holding a caret or
/// chevron that points down or up (`DisclosureGlyph.expand`), or such a chevron
/// pressed on its own beside the row's label.
public enum Expandable: Component {
    public static let name = "expandable"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: ["DisclosureGroup", "XCUIElementTypeDisclosureTriangle",
                                                      "DisclosureTriangle"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let glyphs = GlyphRows(screen, kind: .expand)
        // Most screens have no carets: their sets are empty and never hashed into.
        let hasRows = !glyphs.rows.isEmpty
        let hasLoneGlyphs = !glyphs.loneGlyphs.isEmpty
        // The labels beside the lone glyphs, found for all of them at once.
        let labels = hasLoneGlyphs ? LabelsBeside(glyphs.loneGlyphs.map { screen.tree.nodes[$0] }, in: screen) : nil
        return { node in
            if statesExpansion(node) || (hasRows && glyphs.rows.contains(node.order)) { return true }
            return hasLoneGlyphs && glyphs.loneGlyphs.contains(node.order) && labels?.label(beside: node) != nil
        }
    }

    /// An expandable inside another is the same control seen twice (a merged
    /// Compose row and its inner node): the outer one is kept.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let me = index
        var end = -1
        for node in screen.tree.nodes where found.contains(node, me) {
            if node.order < end { found.remove(node, me) } else { end = node.subtreeEnd }
        }
    }

    /// Whether the node itself says it expands: an expand or collapse action, an
    /// expanded status, or a value or state description of "expanded" or "collapsed".
    static func statesExpansion(_ node: SemanticNode) -> Bool {
        // Every node is asked: its keys are read in one pass.
        for property in node.dumped.properties {
            switch (property.key, property.value) {
            case (.actions, .strings(let actions)):
                if actions.contains(where: { $0 == "expand" || $0 == "collapse" }) { return true }
            case (.accessibilityExpandedStatus, .string(let status)):
                if status != "unsupported" { return true }
            case (.accessibilityValue, .string(let value)), (.stateDescription, .string(let value)):
                if ExpansionWords.state(in: value) != nil { return true }
            default:
                continue
            }
        }
        return false
    }

    // MARK: - Parts

    /// The parts of an expandable: the control the user activates, the caret or
    /// chevron it shows, and its visible label.
    public struct Parts: Sendable {
        /// The node that toggles: the row, or the chevron when only the chevron is pressable.
        public var control: SemanticNode
        /// The caret or chevron, when the expandable shows one (the control itself for a lone chevron).
        public var glyph: SemanticNode?
        /// The visible label: a text inside the row, or beside a lone chevron.
        public var label: SemanticNode?
    }

    public static func parts(of node: SemanticNode, in model: ScreenModel) -> Parts {
        parts(of: node, labels: LabelsBeside([node], in: model.detectionInput), in: model)
    }

    /// The parts of each expandable, in the order given. The labels beside lone
    /// chevrons are looked up for all of them at once: asked one by one, a parent
    /// of many chevrons would be read once for each.
    public static func parts(of expandables: [SemanticNode], in model: ScreenModel) -> [Parts] {
        let labels = LabelsBeside(expandables.filter { DisclosureGlyph.kind(of: $0) == .expand }, in: model.detectionInput)
        return expandables.map { parts(of: $0, labels: labels, in: model) }
    }

    private static func parts(of node: SemanticNode, labels: LabelsBeside, in model: ScreenModel) -> Parts {
        let input = model.detectionInput
        if DisclosureGlyph.kind(of: node) == .expand, let label = labels.label(beside: node) {
            return Parts(control: node, glyph: node, label: label)
        }
        // A disclosure group that holds its content: its header is the control.
        var control = node
        if !input.isPressable(node), !model.isStop(node),
           let header = model.descendants(of: node).first(where: input.isPressable) {
            control = header
        }
        let glyph = firstGlyph(in: control, depth: GlyphRows.depth)
        let label = model.descendants(of: control).first { $0 !== glyph && $0.visibleText != nil }
        return Parts(control: control, glyph: glyph, label: label)
    }

    private static func firstGlyph(in node: SemanticNode, depth: Int) -> SemanticNode? {
        guard depth > 0 else { return nil }
        for child in node.children {
            if DisclosureGlyph.kind(of: child) == .expand { return child }
            if let found = firstGlyph(in: child, depth: depth - 1) { return found }
        }
        return nil
    }

    /// The labels of chevrons pressed on their own: for each, the first sibling
    /// that is not pressable and shows a text, itself or in a child ("Amenities"
    /// beside its ⌄ button). Made for the chevrons asked about, whose parents'
    /// children are each read once.
    struct LabelsBeside {
        private let holders: FirstSiblings
        private let screen: DetectionInput

        init(_ glyphs: some Sequence<SemanticNode>, in screen: DetectionInput) {
            self.screen = screen
            holders = FirstSiblings(around: glyphs, in: screen.tree) { sibling in
                !screen.isPressable(sibling)
                    && (sibling.visibleText != nil || sibling.children.contains { Self.isText($0, screen) })
            }
        }

        /// The glyph's label; the glyph must be one of those the labels were made for.
        func label(beside glyph: SemanticNode) -> SemanticNode? {
            guard let holder = holders.first(besides: glyph) else { return nil }
            return holder.visibleText != nil ? holder : holder.children.first { Self.isText($0, screen) }
        }

        private static func isText(_ node: SemanticNode, _ screen: DetectionInput) -> Bool {
            node.visibleText != nil && !screen.isPressable(node)
        }
    }

    // MARK: - State

    /// How an expandable tells whether it is open.
    public enum State: Sendable, Equatable {
        /// The platform says it: an action, a status, a value or a state description.
        case expanded
        case collapsed
        /// The framework says it itself (SwiftUI's DisclosureGroup).
        case byFramework
        /// Only the name's words say it ("Show details", "Amenities, collapsed").
        case inName
        /// The dump does not tell: an Android node that lists no actions, or an
        /// iOS format that does not record the expanded status.
        case notRecorded
        /// Nothing says it.
        case notExposed
    }

    /// What the control tells of its state. TalkBack says "collapsed" for a node
    /// offering the expand action and "expanded" for one offering collapse;
    /// VoiceOver says the value, or iOS 18's expanded status.
    public static func state(of control: SemanticNode, in model: ScreenModel) -> State {
        let n = control.dumped
        let actions = n.strings(.actions)
        if actions.contains("collapse") { return .expanded }
        if actions.contains("expand") { return .collapsed }
        switch n.string(.accessibilityExpandedStatus) {
        case "expanded"?: return .expanded
        case "collapsed"?: return .collapsed
        default: break
        }
        if let value = n.string(.accessibilityValue) ?? n.string(.stateDescription),
           let state = ExpansionWords.state(in: value) {
            return state ? .expanded : .collapsed
        }
        // A disclosure group's header, or the group itself, says it.
        if isFrameworkDisclosure(control, in: model) { return .byFramework }
        if ExpansionWords.saysExpansion(model.name(of: control)) { return .inName }
        let recorded: Bool
        switch model.platform {
        case .android:
            // A node that lists no actions may have any: uiautomator lists none, and
            // TalkBack's model takes a node's list at its word only when there is one.
            recorded = n.has(.actions)
        case .ios:
            recorded = model.screen.records(.accessibilityExpandedStatus)
        }
        return recorded ? .notExposed : .notRecorded
    }
}

extension Expandable {
    /// Whether the node is a framework's disclosure control or the header inside one
    /// (at most three levels down).
    static func isFrameworkDisclosure(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        var current: SemanticNode? = node
        for _ in 0...GlyphRows.depth {
            guard let candidate = current else { return false }
            if matchesClass(candidate.simpleClassName) { return true }
            current = model.parent(of: candidate)
        }
        return false
    }
}

/// Where the carets of one kind are on a screen, found once: the pressable rows
/// that hold one a few levels down, and the carets that are pressed on their own.
struct GlyphRows {
    /// How far below a row its caret may sit (row, its layout, the icon's frame, the icon).
    static let depth = 3
    private(set) var rows: Set<Int> = []
    private(set) var loneGlyphs: Set<Int> = []

    init(_ screen: DetectionInput, kind: DisclosureGlyph) {
        for glyph in screen.disclosureGlyphs where glyph.kind == kind {
            let node = screen.tree.nodes[glyph.node]
            var current = screen.tree.parent(of: node)
            var row: SemanticNode?
            for _ in 0..<Self.depth {
                guard let ancestor = current else { break }
                if screen.isPressable(ancestor) {
                    row = ancestor
                    break
                }
                current = screen.tree.parent(of: ancestor)
            }
            if let row {
                rows.insert(row.order)
            } else if screen.isPressable(node) {
                loneGlyphs.insert(node.order)
            }
        }
    }
}
