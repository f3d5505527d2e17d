import A11yFindings
import A11yDump

/// A checkbox: Android's CheckBox and the checkable buttons TalkBack calls one
/// (`CompoundButton`), Compose `Role.Checkbox` (so FilterChip and InputChip, the
/// selectable chips), XCUITest's CheckBox, and custom ones: a class named like
/// one, a role description, a name ending in "checkbox", and on iOS (which has no
/// checkbox) a button whose value or name says checked or not checked.
public enum Checkbox: Component {
    public static let name = "checkbox"

    public static func matchesClass(_ name: String) -> Bool {
        if classNames.contains(name) { return true }
        let lowered = name.lowercased()
        // "CheckboxButton", "M3Checkbox"; not a group or list of them.
        return lowered.containsBytes("checkbox") && !containerSuffixes.contains { lowered.hasSuffix($0) }
    }

    private static let classNames = NameTable(names: [
        "CheckBox", "MaterialCheckBox", "AppCompatCheckBox", "XCUIElementTypeCheckBox", "CompoundButton",
        "FilterChip", "InputChip",
    ])

    private static let containerSuffixes = ["group", "list", "layout", "container", "row", "cell", "preference"]

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let platform = screen.tree.platform
        return { node in
            let traits = screen.traits(of: node)
            // A CheckedTextView is a list's choice row, which TalkBack gives no role word.
            if traits.role == .checkbox, node.simpleClassName != "CheckedTextView" { return true }
            switch platform {
            case .ios:
                // MagentaA11y's custom box may drop the button trait and end its name in "checkbox".
                guard traits.role != .staticText, traits.role != .image, VoiceOverModel.isElement(node, in: screen.tree)
                else { return false }
                if traits.role == .button, node.iosClass != .cell,
                   let value = node.dumped.string(.accessibilityValue),
                   ToggleWords.isExactly(SpokenText.words(value), ToggleWords.checkedInName) {
                    return true
                }
            case .android:
                if ToggleControl.roleDescriptionSays(node, ToggleWords.checkboxRoles) { return true }
                guard traits.isControl else { return false }
            }
            guard let name = ToggleControl.candidateName(of: node, platform: platform) else { return false }
            return ToggleControl.nameEndsWithRole(name, ToggleWords.checkboxRoles, stateRequired: false)
                || traits.isControl && namesCheckedState(name)
        }
    }

    /// Whether the name ends with a checked state after a comma or colon
    /// ("Remember me, not checked"): the state put into the name of a custom box.
    /// A name that only ends in the word ("Last checked") is not one.
    static func namesCheckedState(_ name: String) -> Bool {
        guard let separator = name.lastIndex(where: { $0 == "," || $0 == ":" || $0 == "，" || $0 == "：" }) else {
            return false
        }
        let tail = SpokenText.words(String(name[name.index(after: separator)...]))
        return ToggleWords.isExactly(tail, ToggleWords.checkedInName)
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        ToggleControl.removeRoleChildren(&found, component: index, in: screen)
        ToggleControl.resolveNesting(&found, component: index, kind: .checkbox, in: screen)
    }
}
