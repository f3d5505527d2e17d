import A11yFindings
import A11yDump

/// A row of a list: UITableViewCell and list cells, XCUITest cells, any child of a
/// list container (RecyclerView, ListView, UITableView, LazyColumn, …), and any
/// node with collection item information.
public enum TableRow: Component {
    public static let name = "table-row"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: ["UITableViewCell", "UICollectionViewListCell",
                                                      "XCUIElementTypeCell"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            if node.dumped.record(.collectionItemInfo) != nil { return true }
            guard let parent = screen.tree.parent(of: node) else { return false }
            return parent.classFacts?.isList == true
        }
    }

    /// What a UIKit cell shows at its trailing edge (`accessoryType`).
    public enum Accessory: String, Sendable {
        case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

        /// Whether the accessory says the row does something when activated.
        public var isInteractive: Bool { self != .none }
    }

    /// The row's accessory and where the dump states it; nil when it states none.
    public static func accessory(of row: SemanticNode) -> (kind: Accessory, mark: Mark)? {
        guard let property = row.dumped[.accessoryType], case .string(let name) = property.value,
              let kind = Accessory(rawValue: name) else { return nil }
        return (kind, property.valueMark)
    }

    /// Whether the row is a control the user activates: on iOS a button or link, or
    /// an interactive accessory (headers excepted); on Android anything interactive.
    public static func isInteractive(_ row: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: row)
        switch model.platform {
        case .ios:
            if traits.isHeading { return false }
            return hasActivationRole(row, in: model)
                || accessory(of: row)?.kind.isInteractive == true
        case .android:
            return traits.isControl
        }
    }

    /// The row's visible label: its first visible text, leaving out badges drawn
    /// over the row's artwork ("New" on a TV tile whose title is in the picture),
    /// with what the reader says for that text when the text has a description of
    /// its own ("High 29 degrees Celsius" for "29°").
    public static func label(of row: SemanticNode, in model: ScreenModel) -> (shown: String, spoken: String?)? {
        shownTexts(of: row, in: model, upTo: 1).first.map { ($0.shown, $0.spoken) }
    }

    /// The visible texts of a row or control in the order the tree holds them, up
    /// to `limit`, leaving out badges drawn over its artwork: each with the node
    /// that shows it and what the reader says for it when that node has a
    /// description of its own. A text of several lines counts by its first: a
    /// label is one line, and the lines under it are body text, which a row may
    /// cut off with a link to the rest ("Show more") that the dump folds into the text.
    public static func shownTexts(of row: SemanticNode, in model: ScreenModel, upTo limit: Int = .max)
        -> [(node: SemanticNode, shown: String, spoken: String?)] {
        let subtree = model.tree.subtree(of: row)
        var texts: [(node: SemanticNode, shown: String, spoken: String?)] = []
        // Worked out only when a text has a frame: most rows' first text stands alone.
        var images: [Rect]?
        for node in subtree where node.visibleText != nil && (node === row || !model.isHidden(node)) {
            if node !== row, let frame = model.frame(of: node) {
                let artwork = images ?? subtree.filter { model.traits(of: $0).role == .image }.compactMap(model.frame)
                images = artwork
                if artwork.contains(where: { $0.contains(frame) }) { continue }
            }
            let own = node === row ? nil : node.dumped.string(.contentDescription) ?? node.dumped.string(.accessibilityLabel)
            let spoken = own.map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
            texts.append((node, firstLine(of: node) ?? node.visibleText ?? "", spoken))
            if texts.count >= limit { break }
        }
        return texts
    }

    /// The first line of the node's text that is not blank, as the reader says it;
    /// nil when it has none.
    private static func firstLine(of node: SemanticNode) -> String? {
        let text = node.dumped.string(.title) ?? node.dumped.string(.text) ?? ""
        return text.split(whereSeparator: \.isNewline).lazy.map { SpokenText.normalize(String($0)) }
            .first { !SpokenText.isEffectivelyEmpty($0) }
    }

    /// The controls inside a row stop that no stop reaches but the row's: each has an
    /// action of its own (a click, an edit, an adjustment), is no stop, holds none,
    /// and lies in no other stop inside the row. A control inside a stop of its own,
    /// or a checkable image with no click (part of the button around it), is left out.
    public static func controlsOnlyTheRowReaches(_ row: SemanticNode, in model: ScreenModel) -> [SemanticNode] {
        model.descendants(of: row).filter { node in
            let traits = model.traits(of: node)
            guard traits.isControl, !traits.actions.subtracting(.scroll).isEmpty, !model.isHidden(node),
                  !model.isStop(node), !model.descendants(of: node).contains(where: model.isStop) else { return false }
            var current = model.parent(of: node)
            while let ancestor = current, ancestor !== row {
                if model.isStop(ancestor) { return false }
                current = model.parent(of: ancestor)
            }
            return true
        }
    }

    /// Whether the row may offer its other actions as custom actions: it lists
    /// some, or the dump does not record them (uiautomator, XCUITest).
    public static func mayOfferCustomActions(_ row: SemanticNode, in model: ScreenModel) -> Bool {
        let recorded = model.screen.records(model.platform == .ios ? .accessibilityCustomActions : .actions)
        return !recorded || model.traits(of: row).actions.contains(.custom)
    }

    /// Whether the row itself says it can be activated: a button or link on iOS,
    /// clickable or a click action on Android.
    public static func hasActivationRole(_ row: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: row)
        switch model.platform {
        case .ios: return traits.role == .button || traits.role == .link || hasButtonOrLinkTrait(row)
        case .android: return traits.actions.contains(.activate)
        }
    }

    /// A row may be adjustable and a button at once; the role names only the first.
    private static func hasButtonOrLinkTrait(_ row: SemanticNode) -> Bool {
        let names = VoiceOverModel.traitNames(of: row)
        return names.contains("button") || names.contains("link")
    }

    /// On Android, the view inside the row that shows a navigation arrow (a chevron),
    /// found by its id or description. iOS cells show it as an accessory instead.
    public static func arrow(in row: SemanticNode, of model: ScreenModel) -> SemanticNode? {
        guard model.platform == .android else { return nil }
        return model.descendants(of: row).first(where: isChevron)
    }

    /// On Android, whether a view inside the row shows a checkmark. iOS cells show
    /// it as an accessory instead.
    public static func showsCheckmarkView(_ row: SemanticNode, in model: ScreenModel) -> Bool {
        model.platform == .android && model.descendants(of: row).contains { isCheckmark($0, in: model) }
    }

    /// An image whose id or description says it is a chevron or arrow.
    static func isChevron(_ node: SemanticNode) -> Bool {
        let text = [node.identifier, node.dumped.string(.contentDescription)].compactMap { $0 }.joined(separator: " ")
            .lowercased()
        return ["chevron", "disclosure", "arrow_right", "arrowright", "arrow_forward", "navigate_next"]
            .contains { text.contains($0) }
    }

    /// A view whose id or description says it is a checkmark, and that is not itself checkable.
    static func isCheckmark(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        guard !model.isHidden(node), node.dumped.bool(.checkable) != true else { return false }
        let text = [node.identifier, node.dumped.string(.contentDescription)].compactMap { $0 }.joined(separator: " ")
            .lowercased()
        return text.containsBytes("checkmark") || text.containsBytes("check_mark") || text.containsBytes("tick")
    }
}
