import A11yFindings
import A11yDump

/// An on/off switch: UISwitch, XCUITest's Switch and Toggle, SwiftUI's Toggle,
/// Android's Switch, SwitchCompat and Material switches, Compose `Role.Switch`,
/// and custom ones that say they are switches (a class named like one, the toggle
/// trait, an on/off value on a button, a role description, or a name such as
/// "Wi-Fi switch, on"). A table cell that VoiceOver reads as its switch is the switch.
public enum Switch: Component {
    public static let name = "switch"

    public static func matchesClass(_ name: String) -> Bool {
        if classNames.contains(name) { return true }
        // Custom classes ("SevenSwitch", "PWSwitchView"); not "ViewSwitcher", which swaps views.
        return name.hasSuffix("Switch") || name.hasSuffix("SwitchView") || name.hasSuffix("SwitchButton")
    }

    private static let classNames = NameTable(names: [
        "UISwitch", "XCUIElementTypeSwitch", "XCUIElementTypeToggle", "Switch", "Toggle", "SwitchCompat",
        "SwitchMaterial", "MaterialSwitch",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let platform = screen.tree.platform
        return { node in
            let traits = screen.traits(of: node)
            if traits.role == .toggleSwitch { return true }
            switch platform {
            case .ios:
                // The toggle trait is never a class's default: only listed traits carry it.
                if node.dumped.strings(.accessibilityTraits).contains("toggleButton") { return true }
                // A custom switch is a button whose value says on or off (MagentaA11y's custom switch).
                if traits.role == .button, node.iosClass != .cell, !node.dumped.has(.accessoryType),
                   let value = node.dumped.string(.accessibilityValue), isOnOffWord(value) {
                    return true
                }
            case .android:
                if isComposeSwitch(node, in: screen) { return true }
                if ToggleControl.roleDescriptionSays(node, ToggleWords.switchRoles) { return true }
            }
            guard traits.isControl, let name = ToggleControl.candidateName(of: node, platform: platform) else { return false }
            return ToggleControl.nameEndsWithRole(name, ToggleWords.switchRoles, stateRequired: true)
        }
    }

    /// Whether a value is "on" or "off" in words (not XCUITest's 1 or 0, which any button may hold).
    private static func isOnOffWord(_ value: String) -> Bool {
        let words = SpokenText.words(value)
        return ToggleWords.isExactly(words, ToggleWords.on) || ToggleWords.isExactly(words, ToggleWords.off)
    }

    /// Compose's Material `Switch`: a childless, checkable `android.view.View` with
    /// no role of its own in the dump. Compose gives it `Role.Switch`, which it
    /// sends only as a role description, and dumps leave that out; a Compose
    /// checkbox or radio button would show its widget class instead.
    static func isComposeSwitch(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        let n = node.dumped
        guard node.simpleClassName == "View", node.children.isEmpty, n.bool(.checkable) == true,
              !n.has(.role), !n.has(.roleDescription) else { return false }
        return AndroidImportance.isVirtual(node, in: screen.tree)
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        // A table cell that stands for its switch is found by its class as a row first.
        for node in screen.tree.nodes where screen.traits(of: node).role == .toggleSwitch {
            found.insert(node, index)
        }
        ToggleControl.removeRoleChildren(&found, component: index, in: screen)
        ToggleControl.resolveNesting(&found, component: index, kind: .toggleSwitch, in: screen)
    }
}
