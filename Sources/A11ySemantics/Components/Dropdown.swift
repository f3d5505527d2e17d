import A11yFindings
import A11yDump

/// A dropdown or pop-up picker's trigger: the control that shows the chosen
/// option and opens the list. Android's Spinner (Material's non-editable exposed
/// dropdown reports itself as one), Compose `Role.DropdownList`, XCUITest's pop-up
/// button and combo box; by structure, a pressable row holding a drop-down arrow
/// (`DisclosureGlyph.dropdown`), or such an arrow pressed on its own; for an
/// exposed dropdown's end icon ("Show dropdown menu"), the field beside it.
public enum Dropdown: Component {
    public static let name = "dropdown"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: [
        "Spinner", "AppCompatSpinner", "XCUIElementTypePopUpButton", "PopUpButton", "XCUIElementTypeComboBox",
        "ComboBox", "MaterialSpinner", "SearchableSpinner", "PowerSpinnerView", "SmartMaterialSpinner", "NiceSpinner",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let glyphs = GlyphRows(screen, kind: .dropdown)
        // Most screens have no drop-down arrows: the sets are empty and never hashed into.
        let hasGlyphs = !glyphs.rows.isEmpty || !glyphs.loneGlyphs.isEmpty
        return { node in
            if screen.traits(of: node).role == .dropdown { return true }
            return hasGlyphs && (glyphs.rows.contains(node.order) || glyphs.loneGlyphs.contains(node.order))
        }
    }

    /// A drop-down arrow pressed on its own is found above as the trigger. When
    /// it is an exposed dropdown's end icon ("Show dropdown menu"), the field a
    /// few levels around it is the trigger instead: an editable one stays a text
    /// field to the framework, whatever its class made of it.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let me = index
        // The field each ancestor holds, found once per ancestor: the arrows of a form
        // laid out flat share one parent, which would otherwise be read once for each.
        var fields: [Int: SemanticNode?] = [:]
        for icon in screen.tree.nodes where found.contains(icon, me) && icon.children.isEmpty
            && DisclosureGlyph.kind(of: icon) == .dropdown {
            var current = screen.tree.parent(of: icon)
            for _ in 0..<GlyphRows.depth {
                guard let ancestor = current else { break }
                let held = fields[ancestor.order] ?? field(in: ancestor, depth: 2, in: screen)
                // Kept with `updateValue`, so that an ancestor holding none is remembered as well.
                fields.updateValue(held, forKey: ancestor.order)
                if let field = held {
                    found.insert(field, me)
                    found.remove(icon, me)
                    break
                }
                current = screen.tree.parent(of: ancestor)
            }
        }
    }

    private static func field(in node: SemanticNode, depth: Int, in screen: DetectionInput) -> SemanticNode? {
        guard depth > 0 else { return nil }
        for child in node.children {
            let role = screen.traits(of: child).role
            if role == .textField || role == .dropdown || child.simpleClassName.hasSuffix("AutoCompleteTextView") {
                return child
            }
            if let found = field(in: child, depth: depth - 1, in: screen) { return found }
        }
        return nil
    }

    // MARK: - Name and value

    /// The option the trigger shows as chosen, when the dump tells it: iOS's value;
    /// on Android the field's own text (an exposed dropdown), else the first text
    /// inside it (a Spinner's selected item view).
    public static func shownOption(of node: SemanticNode, in model: ScreenModel) -> String? {
        let n = node.dumped
        switch model.platform {
        case .ios:
            return n.string(.accessibilityValue).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
        case .android:
            if let own = node.visibleText { return own }
            return model.descendants(of: node).first { $0.visibleText != nil && !model.isHidden($0) }?.visibleText
        }
    }

    /// Whether the trigger says its purpose apart from its name: a hint (an
    /// exposed dropdown's floating label) that is not the option, or a label
    /// linked with `labeledBy`.
    public static func purposeApartFromName(of node: SemanticNode, option: String) -> Bool {
        let n = node.dumped
        if n.string(.labeledBy)?.isEmpty == false { return true }
        guard let hint = n.string(.hintText).map(SpokenText.normalize), !hint.isEmpty else { return false }
        return !SpokenText.contains(option, hint)
    }

    /// The visible text just before the trigger that reads as its label ("Country"
    /// above its picker): a sibling that shows a text and is no control, at most
    /// two siblings back.
    public static func labelBefore(_ node: SemanticNode, in model: ScreenModel) -> SemanticNode? {
        var current = model.tree.previousSibling(of: node)
        for _ in 0..<2 {
            guard let sibling = current else { return nil }
            if sibling.visibleText != nil, !model.traits(of: sibling).isControl { return sibling }
            if model.traits(of: sibling).isControl { return nil }
            current = model.tree.previousSibling(of: sibling)
        }
        return nil
    }

    /// Whether the trigger tells the screen reader it is a control that opens
    /// something: a button or drop-down role, a text field's (a combo box), or a
    /// role description of its own.
    public static func exposesRole(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        switch model.traits(of: node).role {
        case .button, .dropdown, .textField, .searchField: return true
        default: break
        }
        let n = node.dumped
        if n.string(.roleDescription).map(SpokenText.isEffectivelyEmpty) == false { return true }
        return model.platform == .ios && VoiceOverModel.traitNames(of: node).contains("button")
    }
}
