import A11yFindings
import A11yDump

/// A radio button: Android's RadioButton (and the chips and toggle-group buttons
/// that call themselves one in a single-choice group), Compose `Role.RadioButton`,
/// XCUITest's RadioButton, and custom ones: a class named like one, a role
/// description, or a name ending in "radio button" (iOS has none of its own).
public enum RadioButton: Component {
    public static let name = "radio-button"

    public static func matchesClass(_ name: String) -> Bool {
        if classNames.contains(name) { return true }
        let lowered = name.lowercased()
        // "RadioButtonView", "CustomRadio"; not a "RadioGroup" nor a "RadioStationCell".
        return lowered.hasSuffix("radio") || lowered.containsBytes("radiobutton") && !lowered.hasSuffix("group")
    }

    private static let classNames = NameTable(names: [
        "RadioButton", "MaterialRadioButton", "AppCompatRadioButton", "XCUIElementTypeRadioButton",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        let platform = screen.tree.platform
        return { node in
            let traits = screen.traits(of: node)
            if traits.role == .radioButton { return true }
            switch platform {
            case .ios:
                // A custom radio button may drop the button trait and end its name in "radio button".
                guard traits.role != .staticText, traits.role != .image, VoiceOverModel.isElement(node, in: screen.tree)
                else { return false }
            case .android:
                if ToggleControl.roleDescriptionSays(node, ToggleWords.radioButtonRoles) { return true }
                guard traits.isControl else { return false }
            }
            guard let name = ToggleControl.candidateName(of: node, platform: platform) else { return false }
            return ToggleControl.nameEndsWithRole(name, ToggleWords.radioButtonRoles, stateRequired: false)
        }
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        ToggleControl.removeRoleChildren(&found, component: index, in: screen)
        ToggleControl.resolveNesting(&found, component: index, kind: .radioButton, in: screen)
    }
}
