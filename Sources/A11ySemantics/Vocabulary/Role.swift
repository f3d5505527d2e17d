/// What a node is to the screen reader, on either platform: the typed form of
/// iOS traits and element types, Android classes and Compose roles.
public enum Role: UInt8, Sendable, Equatable, CaseIterable {
    case none
    case button
    case link
    /// UISwitch, SwiftUI Toggle, Android Switch, Compose Role.Switch.
    case toggleSwitch
    case checkbox
    case radioButton
    case toggleButton
    case textField
    case searchField
    /// iOS adjustable elements (sliders, page controls), Android seek bars and sliders.
    case adjustable
    case stepper
    case dropdown
    case image
    case tab
    case tabBar
    case keyboardKey
    case staticText
    case cell
    case progress

    /// The word TalkBack speaks for the role, or empty when it speaks none.
    public var talkBackWord: String {
        switch self {
        case .button: return "button"
        case .checkbox: return "check box"
        case .toggleSwitch: return "switch"
        case .radioButton: return "radio button"
        case .toggleButton: return "toggle button"
        case .textField, .searchField: return "edit box"
        case .adjustable: return "slider"
        case .dropdown: return "drop down list"
        case .image: return "image"
        case .tab: return "tab"
        default: return ""
        }
    }

    /// The role a Compose `role` value gives.
    public init?(composeRole: String) {
        switch composeRole {
        case "Button": self = .button
        case "Checkbox": self = .checkbox
        case "Switch": self = .toggleSwitch
        case "RadioButton": self = .radioButton
        case "Tab": self = .tab
        case "Image": self = .image
        case "DropdownList": self = .dropdown
        default: return nil
        }
    }
}
