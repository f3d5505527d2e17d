import A11yFindings
import A11yYAML

/// Every key a node of a dump may carry (dump format v1).
public enum DumpKey: String, CaseIterable, Sendable {
    // Both platforms.
    case className = "class"
    case children, frame, bounds, text

    // iOS (UIKit, SwiftUI, XCUITest).
    case accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier
    case accessibilityTraits, isAccessibilityElement, accessibilityElementsHidden
    case accessibilityViewIsModal, shouldGroupAccessibilityChildren, accessibilityCustomActions
    case isEnabled, isSelected, isHidden, title, placeholder, accessoryType, isOn
    case numberOfPages, currentPage, value, minimumValue, maximumValue, stepValue

    // Android (Views and Compose).
    case contentDescription, hintText, resourceId, testTag, enabled, clickable, longClickable
    case focusable, screenReaderFocusable, importantForAccessibility, checkable, checked
    case selected, scrollable, editable, password, heading, stateDescription, roleDescription
    case paneTitle, error, labelFor, labeledBy, accessibilityLiveRegion, visibleToUser
    case collectionInfo, collectionItemInfo, rangeInfo, actions, role, mergeDescendants
    case toggleableState

    public static let iosTraits = [
        "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
        "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession",
        "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar", "toggleButton", "supportsZoom",
    ]

    /// Whether dumps of `platform` may use this key.
    public func isValid(on platform: Platform) -> Bool {
        switch self {
        case .className, .children, .frame, .bounds, .text:
            return true
        case .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityIdentifier,
             .accessibilityTraits, .isAccessibilityElement, .accessibilityElementsHidden,
             .accessibilityViewIsModal, .shouldGroupAccessibilityChildren, .accessibilityCustomActions,
             .isEnabled, .isSelected, .isHidden, .title, .placeholder, .accessoryType, .isOn,
             .numberOfPages, .currentPage, .value, .minimumValue, .maximumValue, .stepValue:
            return platform == .ios
        default:
            return platform == .android
        }
    }

    /// What the key accepts. The loader reads it from `DumpVocabulary.valueTypes`,
    /// worked out once, as this builds its lists anew on every call.
    var valueType: ValueType {
        switch self {
        case .className, .children: return .structural
        case .frame: return .frame
        case .bounds: return .bounds
        case .accessibilityTraits: return .choiceList(Self.iosTraits)
        case .accessibilityCustomActions, .actions: return .stringList
        case .accessoryType:
            return .choice(["none", "disclosureIndicator", "detailButton", "detailDisclosureButton", "checkmark"])
        case .importantForAccessibility: return .choice(["auto", "yes", "no", "noHideDescendants"])
        case .accessibilityLiveRegion: return .choice(["none", "polite", "assertive"])
        case .role: return .choice(["Button", "Checkbox", "Switch", "RadioButton", "Tab", "Image", "DropdownList"])
        case .toggleableState: return .choice(["on", "off", "indeterminate"])
        case .numberOfPages, .currentPage: return .integer(minimum: 0)
        case .value, .minimumValue, .maximumValue, .stepValue: return .number
        case .collectionInfo:
            return .record([RecordField(name: "rowCount", kind: .integer),
                            RecordField(name: "columnCount", kind: .integer)])
        case .collectionItemInfo:
            return .record([RecordField(name: "rowIndex", kind: .integer),
                            RecordField(name: "columnIndex", kind: .integer),
                            RecordField(name: "heading", kind: .bool)])
        case .rangeInfo:
            return .record([RecordField(name: "min", kind: .number),
                            RecordField(name: "max", kind: .number),
                            RecordField(name: "current", kind: .number)])
        case .isAccessibilityElement, .accessibilityElementsHidden, .accessibilityViewIsModal,
             .shouldGroupAccessibilityChildren, .isEnabled, .isSelected, .isHidden, .isOn,
             .enabled, .clickable, .longClickable, .focusable, .screenReaderFocusable, .checkable,
             .checked, .selected, .scrollable, .editable, .password, .heading, .visibleToUser,
             .mergeDescendants:
            return .bool
        default:
            return .string
        }
    }

    /// The key that plays this key's part on the other platform, for hints.
    var counterpart: DumpKey? {
        switch self {
        case .accessibilityLabel: return .contentDescription
        case .contentDescription: return .accessibilityLabel
        case .accessibilityValue: return .stateDescription
        case .stateDescription: return .accessibilityValue
        case .accessibilityIdentifier: return .resourceId
        case .resourceId, .testTag: return .accessibilityIdentifier
        case .isEnabled: return .enabled
        case .enabled: return .isEnabled
        case .isSelected: return .selected
        case .selected: return .isSelected
        case .isOn: return .checked
        case .checked: return .isOn
        case .placeholder: return .hintText
        case .hintText: return .placeholder
        case .isAccessibilityElement: return .importantForAccessibility
        case .importantForAccessibility: return .isAccessibilityElement
        case .accessibilityCustomActions: return .actions
        case .actions: return .accessibilityCustomActions
        default: return nil
        }
    }
}

/// The keys of a dump document's top-level mapping.
enum DocumentKey: String, CaseIterable {
    case platform, screen, app, density, root
}
