import A11yFindings
import A11yYAML

/// Every key a node of a dump may carry (dump format v1). What each accepts, on
/// which platform, is said once, in `DumpKeySpec.table`.
public enum DumpKey: String, CaseIterable, Sendable {
    // Both platforms.
    case className = "class"
    case children, frame, bounds, text

    // iOS (UIKit, SwiftUI, XCUITest).
    case accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityIdentifier
    case accessibilityTraits, isAccessibilityElement, accessibilityElementsHidden
    case accessibilityViewIsModal, shouldGroupAccessibilityChildren, accessibilityElements, accessibilityCustomActions
    case isEnabled, isSelected, isHidden, title, placeholder, accessoryType, isOn
    case numberOfPages, currentPage, value, minimumValue, maximumValue, stepValue

    // Android (Views and Compose).
    case contentDescription, hintText, resourceId, testTag, enabled, clickable, longClickable
    case focusable, screenReaderFocusable, importantForAccessibility, checkable, checked
    case selected, scrollable, editable, password, heading, stateDescription, roleDescription
    case paneTitle, isDialog, isPopup, error, labelFor, labeledBy, accessibilityLiveRegion, visibleToUser
    case collectionInfo, collectionItemInfo, rangeInfo, actions, role, mergeDescendants
    case toggleableState, package

    // Expandables and links.
    case accessibilityExpandedStatus, links

    // How text looks, for contrast.
    case textColor, backgroundColor, textSize, bold

    // Android: where a view stands among its siblings in drawing order.
    case drawingOrder

    public static let iosTraits = [
        "button", "link", "header", "searchField", "image", "selected", "playsSound", "keyboardKey",
        "staticText", "summaryElement", "notEnabled", "updatesFrequently", "startsMediaSession",
        "adjustable", "allowsDirectInteraction", "causesPageTurn", "tabBar", "toggleButton", "supportsZoom",
    ]

    /// Whether dumps of `platform` may use this key.
    public func isValid(on platform: Platform) -> Bool {
        spec.platforms.contains(platform)
    }

    /// What the key accepts.
    var valueType: ValueType { spec.type }

    /// The key that plays this key's part on the other platform, for hints.
    var counterpart: DumpKey? { spec.counterpart }

    private var spec: DumpKeySpec { DumpKeySpec.byKey[self]! }
}

/// One row of the key table: the key, the platforms whose dumps may use it, what it
/// accepts, the key that plays its part on the other platform, and the attributes of
/// other tools' formats that give it (`reads`, one cell per attribute). The table is
/// the only vocabulary: a new key, or a format's new attribute, is one row or cell.
struct DumpKeySpec: Sendable {
    let key: DumpKey
    let platforms: [Platform]
    let type: ValueType
    let counterpart: DumpKey?
    let reads: [AttributeRead]

    private init(_ key: DumpKey, _ platforms: [Platform], _ type: ValueType, _ counterpart: DumpKey? = nil,
                 reads: [AttributeRead] = []) {
        (self.key, self.platforms, self.type, self.counterpart, self.reads) = (key, platforms, type, counterpart, reads)
    }

    private typealias Read = AttributeRead
    private static let uiautomator: [SourceFormat] = [.uiautomator, .maestro]
    private static let wda: [SourceFormat] = [.webDriverAgent]

    private static let both: [Platform] = [.ios, .android]
    private static let ios: [Platform] = [.ios]
    private static let android: [Platform] = [.android]

    /// Every key, one row each, in the order of `DumpKey`.
    static let table: [DumpKeySpec] = [
        // Both platforms.
        .init(.className, both, .structural),
        .init(.children, both, .structural),
        .init(.frame, both, .frame, reads: [
            // idb: the members of its `frame` object, else its `AXFrame` text.
            Read("x", [.webDriverAgent, .xcuiDescription, .idb], .frameFromEdges),
            Read("bounds", [.maestro], .uiautomatorBounds, only: .ios),
            Read("AXFrame", [.idb], .cocoaRect),
        ]),
        .init(.bounds, both, .bounds, reads: [Read("bounds", uiautomator, .uiautomatorBounds, only: .android)]),
        .init(.text, both, .string, reads: [
            Read("text", uiautomator, only: .android),
            // WebDriverAgent copies a static text's label into `value`: it does not record
            // the text apart from what VoiceOver reads, so the key stays unrecorded. idb's
            // `AXValue` is read the same way, and where it is null (as for most static texts)
            // the label, which for a static text is what it shows.
            Read("value", [.webDriverAgent, .xcuiDescription, .maestro], .textOfStaticText, only: .ios,
                 records: false),
            Read("AXValue", [.idb], .textOfStaticText, only: .ios, records: false),
            Read("AXLabel", [.idb], .textOfStaticText, only: .ios, records: false),
        ]),
        // iOS (UIKit, SwiftUI, XCUITest).
        .init(.accessibilityLabel, ios, .string, .contentDescription, reads: [
            Read("label", [.webDriverAgent, .xcuiDescription]), Read("accessibilityText", [.maestro]),
            Read("AXLabel", [.idb]),
        ]),
        .init(.accessibilityValue, ios, .string, .stateDescription, reads: [
            Read("value", [.webDriverAgent, .xcuiDescription, .maestro], .textUnlessStaticText),
            Read("AXValue", [.idb], .textUnlessStaticText),
        ]),
        .init(.accessibilityHint, ios, .string, reads: [Read("help", [.idb])]),
        .init(.accessibilityIdentifier, ios, .string, .resourceId, reads: [
            Read("name", wda, .identifierUnlessLabel), Read("identifier", [.xcuiDescription], .identifierUnlessLabel),
            Read("resource-id", [.maestro], .identifierUnlessLabel), Read("AXUniqueId", [.idb]),
        ]),
        .init(.accessibilityTraits, ios, .choiceList(DumpKey.iosTraits), reads: [
            Read("traits", wda, .traitNames), Read("traits", [.idb], .traitList),
        ]),
        .init(.isAccessibilityElement, ios, .bool, .importantForAccessibility, reads: [Read("accessible", wda)]),
        .init(.accessibilityElementsHidden, ios, .bool),
        .init(.accessibilityViewIsModal, ios, .bool),
        .init(.shouldGroupAccessibilityChildren, ios, .bool),
        .init(.accessibilityElements, ios, .stringList),
        .init(.accessibilityCustomActions, ios, .stringList, .actions, reads: [
            Read("custom_actions", [.idb], .textList),
        ]),
        .init(.isEnabled, ios, .bool, .enabled, reads: [
            Read("enabled", [.webDriverAgent, .maestro, .idb]), Read("Disabled", [.xcuiDescription], .absentFlag),
        ]),
        .init(.isSelected, ios, .bool, .selected, reads: [
            Read("selected", [.webDriverAgent, .maestro]), Read("Selected", [.xcuiDescription], .presentFlag),
        ]),
        .init(.isHidden, ios, .bool),
        .init(.title, ios, .string),
        .init(.placeholder, ios, .string, .hintText, reads: [
            Read("placeholderValue", [.webDriverAgent, .xcuiDescription]), Read("hintText", [.maestro]),
            Read("placeholder", [.idb]),
        ]),
        .init(.accessoryType, ios, .choice(["none", "disclosureIndicator", "detailButton", "detailDisclosureButton",
                                             "checkmark"])),
        .init(.isOn, ios, .bool, .checked),
        .init(.numberOfPages, ios, .integer(minimum: 0)),
        .init(.currentPage, ios, .integer(minimum: 0)),
        .init(.value, ios, .number),
        .init(.minimumValue, ios, .number),
        .init(.maximumValue, ios, .number),
        .init(.stepValue, ios, .number),
        // Android (Views and Compose).
        .init(.contentDescription, android, .string, .accessibilityLabel, reads: [
            Read("content-desc", [.uiautomator]), Read("accessibilityText", [.maestro]),
        ]),
        .init(.hintText, android, .string, .placeholder, reads: [Read("hint", [.uiautomator]), Read("hintText", [.maestro])]),
        .init(.resourceId, android, .string, .accessibilityIdentifier, reads: [Read("resource-id", uiautomator)]),
        .init(.testTag, android, .string, .accessibilityIdentifier),
        .init(.enabled, android, .bool, .isEnabled, reads: [Read("enabled", uiautomator)]),
        .init(.clickable, android, .bool, reads: [Read("clickable", uiautomator)]),
        .init(.longClickable, android, .bool, reads: [Read("long-clickable", uiautomator)]),
        .init(.focusable, android, .bool, reads: [Read("focusable", uiautomator)]),
        .init(.screenReaderFocusable, android, .bool, reads: [Read("screen-reader-focusable", uiautomator)]),
        .init(.importantForAccessibility, android, .choice(["auto", "yes", "no", "noHideDescendants"]),
              .isAccessibilityElement, reads: [
                Read("a11y-important", [.uiautomator], .importance),
                Read("important-for-accessibility", [.maestro], .importance),
              ]),
        .init(.checkable, android, .bool, reads: [Read("checkable", uiautomator)]),
        .init(.checked, android, .bool, .isOn, reads: [Read("checked", uiautomator)]),
        .init(.selected, android, .bool, .isSelected, reads: [Read("selected", uiautomator)]),
        .init(.scrollable, android, .bool, reads: [Read("scrollable", uiautomator)]),
        .init(.editable, android, .bool),
        .init(.password, android, .bool, reads: [Read("password", uiautomator)]),
        .init(.heading, android, .bool, reads: [Read("heading", uiautomator)]),
        .init(.stateDescription, android, .string, .accessibilityValue, reads: [Read("state-description", uiautomator)]),
        .init(.roleDescription, android, .string),
        .init(.paneTitle, android, .string, reads: [Read("pane-title", uiautomator)]),
        .init(.isDialog, android, .bool),
        .init(.isPopup, android, .bool),
        .init(.error, android, .string, reads: [Read("error", uiautomator)]),
        .init(.labelFor, android, .string),
        .init(.labeledBy, android, .string),
        .init(.accessibilityLiveRegion, android, .choice(["none", "polite", "assertive"]), reads: [
            Read("live-region", uiautomator, .liveRegionNumber),
        ]),
        .init(.visibleToUser, android, .bool, reads: [
            // Appium's UiAutomator2 writes `displayed`; uiautomator itself, `visible-to-user`.
            Read("visible-to-user", uiautomator), Read("displayed", uiautomator),
        ]),
        .init(.collectionInfo, android, .record([RecordField(name: "rowCount", kind: .integer),
                                                 RecordField(name: "columnCount", kind: .integer)])),
        .init(.collectionItemInfo, android, .record([RecordField(name: "rowIndex", kind: .integer),
                                                     RecordField(name: "columnIndex", kind: .integer),
                                                     RecordField(name: "heading", kind: .bool)])),
        .init(.rangeInfo, android, .record([RecordField(name: "min", kind: .number),
                                            RecordField(name: "max", kind: .number),
                                            RecordField(name: "current", kind: .number)])),
        .init(.actions, android, .stringList, .accessibilityCustomActions),
        .init(.role, android, .choice(["Button", "Checkbox", "Switch", "RadioButton", "Tab", "Image", "DropdownList"])),
        .init(.mergeDescendants, android, .bool),
        .init(.toggleableState, android, .choice(["on", "off", "indeterminate"])),
        // Both platforms: the app a window belongs to (a package name or a bundle id).
        .init(.package, both, .string, reads: [Read("package", uiautomator, only: .android, scope: .windowRoot)]),
        // iOS 18's expanded status of a disclosure control; Android gives it through `actions`.
        .init(.accessibilityExpandedStatus, ios, .choice(["expanded", "collapsed", "unsupported"])),
        // Both platforms: the texts of the links inside the node's text (URL and clickable spans,
        // Compose link annotations, link attributes of a UITextView).
        .init(.links, both, .stringList),
        // Both platforms: how the node's text looks, for contrast (sizes in pt on iOS, sp on Android).
        .init(.textColor, both, .color),
        .init(.backgroundColor, both, .color),
        .init(.textSize, both, .positiveNumber),
        .init(.bold, both, .bool),
        // Android: the order a view is drawn in among its siblings (`drawing-order`, from UiAutomator2 and some uiautomator versions).
        .init(.drawingOrder, android, .integer(minimum: 0), reads: [Read("drawing-order", uiautomator)]),
    ]

    static let byKey: [DumpKey: DumpKeySpec] = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0) })
}

/// The keys of a dump document's top-level mapping.
enum DocumentKey: String, CaseIterable {
    case platform, screen, app, density, notRecorded, root
}
