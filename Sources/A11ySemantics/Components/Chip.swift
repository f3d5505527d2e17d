import A11yFindings
import A11yDump

/// A chip: a small control with a short text that stands in a row or a flow of
/// others like it (filters, choices, suggestions). By class: Material's `Chip` and
/// the action chips of Compose and Flutter (`AssistChip`, `SuggestionChip`,
/// `ActionChip`, `ChoiceChip`); `FilterChip` and `InputChip` are checkboxes by
/// class (`Checkbox` comes first in the registry). Compose, Flutter and SwiftUI
/// chips reach a dump as plain views, buttons or checkboxes, so by structure a
/// chip is a control in a *chip row*: a parent holding three or more controls
/// that each show one short text, of one height, side by side, whose widths
/// follow their words, and at least one of which says it can be chosen (it is
/// checkable or selected). A row split into equal widths is a tab bar, a
/// segmented control or a bottom bar, and a column of controls is a list. A row
/// of plain buttons is left alone: nothing in a dump tells action chips from a
/// toolbar or a button bar, so action chips are found by class only.
public enum Chip: Component {
    public static let name = "chip"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: [
        "Chip", "ActionChip", "AssistChip", "ElevatedAssistChip", "SuggestionChip", "ElevatedSuggestionChip",
        "ChoiceChip",
    ])

    /// The nodes of every chip row of the screen, found in one pass: candidates are
    /// grouped by parent, and each parent's group is judged once.
    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        var byParent: [Int: [SemanticNode]] = [:]
        for node in screen.tree.nodes where isCandidate(node, in: screen) {
            guard let parent = screen.tree.parent(of: node) else { continue }
            byParent[parent.order, default: []].append(node)
        }
        var chips = Set<Int>()
        for group in byParent.values where isChipRow(group) && group.contains(where: { offersChoice($0, in: screen) }) {
            // A control alone on its line (a form's "Add" button under a flow of
            // chips) shares the parent, not the row.
            for (place, node) in group.enumerated() where besideNeighbour(place, in: group) { chips.insert(node.order) }
        }
        return { chips.contains($0.order) }
    }

    /// Chips in a tab group's row are its tabs.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let tabGroup = TabGroup.index
        let tab = Tab.index
        for node in screen.tree.nodes where found.contains(node, index) {
            if found.contains(node, tab) || screen.tree.parent(of: node).map({ found.contains($0, tabGroup) }) == true {
                found.remove(node, index)
            }
        }
    }

    /// Roles a chip may have: an action chip is a button, a filter or input chip a
    /// checkbox, a choice chip in a single-selection group a radio button.
    private static let chipRoles: Set<Role> = [.button, .checkbox, .radioButton, .toggleButton]

    /// A control a user can press or toggle that shows words of its own.
    static func isCandidate(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        guard !screen.hidden[node.order] else { return false }
        let traits = screen.traits(of: node)
        guard chipRoles.contains(traits.role) || traits.role == .none && traits.actions.contains(.activate) else {
            return false
        }
        return showsWords(node, platform: screen.tree.platform)
    }

    /// Whether the node shows one text: its own, or one of its children's or
    /// grandchildren's (a chip's label beside its icon or check mark; a card shows
    /// several). On iOS an element's label is the text its button shows (XCUITest
    /// and Appium record the label, not the title). Reads two levels down at most,
    /// so that the whole screen is read a bounded number of times.
    private static func showsWords(_ node: SemanticNode, platform: Platform) -> Bool {
        var texts = node.visibleText == nil ? 0 : 1
        for child in node.children {
            if child.visibleText != nil { texts += 1 }
            texts += child.children.count { $0.visibleText != nil }
        }
        if texts > 0 { return texts == 1 }
        guard platform == .ios, node.children.isEmpty, let label = node.dumped.string(.accessibilityLabel) else {
            return false
        }
        return !SpokenText.isEffectivelyEmpty(label)
    }

    /// Whether the control says it can be chosen: it is checkable, or selected.
    private static func offersChoice(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        let traits = screen.traits(of: node)
        return [.on, .off, .mixed].contains(traits.checked) || traits.selected == .yes
    }

    /// Three or more controls of one height (within a fifth), mostly side by
    /// side, none wider than three fifths of the widest row they make, and of
    /// widths that differ by more than a tenth (they follow their words).
    static func isChipRow(_ group: [SemanticNode]) -> Bool {
        guard group.count >= 3 else { return false }
        let frames = group.compactMap { $0.dumped.rect }.filter { !$0.isEmpty }
        guard frames.count == group.count else { return false }
        let heights = frames.map(\.height)
        let widths = frames.map(\.width)
        guard let lowest = heights.min(), let highest = heights.max(), lowest >= highest * 0.8,
              let narrowest = widths.min(), let widest = widths.max(), widest - narrowest > widest * 0.1
        else { return false }
        // Side by side: a row or a flow, not a column. Neighbours in tree order are
        // compared, which is how rows and flows list their items; a flow's last
        // line may hold one chip alone, so half the neighbours being level is enough.
        let levelNeighbours = zip(frames, frames.dropFirst()).filter { $0.isLevel(with: $1) }.count
        guard levelNeighbours >= 2, levelNeighbours * 2 >= frames.count - 1 else { return false }
        let span = (frames.map(\.maxX).max() ?? 0) - (frames.map(\.minX).min() ?? 0)
        return widest <= span * 0.6
    }

    /// Whether the control at `place` stands level with the one before or after it.
    private static func besideNeighbour(_ place: Int, in group: [SemanticNode]) -> Bool {
        guard let frame = group[place].dumped.rect else { return false }
        return [place - 1, place + 1].contains { other in
            group.indices.contains(other) && group[other].dumped.rect.map(frame.isLevel) == true
        }
    }

    /// The chip rows of a screen: each parent of chips with its chips, in tree order.
    public static func rows(in model: ScreenModel) -> [(container: SemanticNode, chips: [SemanticNode])] {
        var rows: [(container: SemanticNode, chips: [SemanticNode])] = []
        var place: [Int: Int] = [:]
        for chip in model.nodes(Chip.self) {
            guard let parent = model.parent(of: chip) else { continue }
            if let at = place[parent.order] {
                rows[at].chips.append(chip)
            } else {
                place[parent.order] = rows.count
                rows.append((parent, [chip]))
            }
        }
        return rows
    }
}
