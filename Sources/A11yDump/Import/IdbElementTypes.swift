/// The `XCUIElementType…` class an idb element is read as, so that the class table
/// and the VoiceOver model treat it as they treat WebDriverAgent's elements.
///
/// idb's default backend reads the simulator through Apple's accessibility
/// translation for macOS: `role` is a macOS role (`AXButton`, `AXGroup`) and `type`
/// is that role without its `AX`. Where the macOS name differs from XCUITest's, the
/// table says which type it is; a name it does not list is taken as XCUITest's own
/// (`Button`, `Switch`, or the `XCUIElementType` names idb's other backends write).
/// A `subrole` refines a few roles, as macOS does for switches and secure fields.
enum IdbElementTypes {
    /// The class for an element's `type` (or `role`) and `subrole`.
    static func className(type: String, subrole: String?) -> String {
        let name = type.hasPrefix("AX") ? String(type.dropFirst(2)) : type
        if let subrole, let refined = bySubrole[subrole], refinable.contains(name) { return prefix + refined }
        return prefix + (byMacName[name] ?? name)
    }

    /// Whether elements of the class hold other elements rather than being one for
    /// VoiceOver: the application, windows, and the groups, lists and scroll areas
    /// the translation shows around elements (a navigation bar is a `Group` whose
    /// `role_description` is "Nav bar"). VoiceOver never stops on these.
    static func isContainer(_ className: String) -> Bool {
        containers.contains(className)
    }

    private static let prefix = "XCUIElementType"

    /// macOS role names (without `AX`) whose XCUITest type has another name.
    private static let byMacName: [String: String] = [
        "Group": "Other", "Heading": "StaticText", "TextArea": "TextView", "ScrollArea": "ScrollView",
        "WebArea": "WebView", "Incrementor": "Stepper", "BusyIndicator": "ActivityIndicator",
        "DateTimeArea": "DatePicker", "List": "Other", "Row": "TableRow", "Column": "TableColumn",
    ]

    /// The roles a subrole refines, and what it makes of them.
    private static let refinable: Set<String> = ["CheckBox", "TextField"]
    private static let bySubrole: [String: String] = [
        "AXSwitch": "Switch", "AXToggle": "Toggle", "AXSecureTextField": "SecureTextField",
        "AXSearchField": "SearchField",
    ]

    private static let containers: Set<String> = Set([
        "Application", "Window", "Other", "Group", "ScrollView", "WebView", "Table", "CollectionView", "Outline",
        "Browser", "TabGroup", "RadioGroup", "Toolbar", "SplitGroup", "LayoutArea", "Grid", "NavigationBar",
        "TabBar", "Sheet", "Drawer", "Popover", "Alert", "Dialog", "Keyboard", "Menu", "MenuBar", "StatusBar",
    ].map { prefix + $0 })
}
