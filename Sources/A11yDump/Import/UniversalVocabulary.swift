import A11yFindings

/// Appium universal-xml-plugin's neutral names, and what each stands for on one
/// platform. The plugin maps many native classes onto one neutral name (iOS
/// `Button` comes from buttons, links, tabs, keys, radio buttons and page
/// indicators alike); the class chosen here is the one the name most often
/// comes from, so what VoiceOver or TalkBack would make of the others is lost.
/// Names the plugin does not know keep their native class and pass through.
struct UniversalVocabulary {
    let platform: Platform
    /// Neutral element name → our class name.
    let classes: [String: String]
    /// Neutral attribute → the attribute the platform's importer reads.
    let attributes: [String: String]

    static let ios = UniversalVocabulary(platform: .ios, classes: [
        "Alert": "XCUIElementTypeAlert", "App": "XCUIElementTypeApplication", "Button": "XCUIElementTypeButton",
        "Cell": "XCUIElementTypeCell", "CheckBox": "XCUIElementTypeCheckBox", "Column": "XCUIElementTypeTableColumn",
        "DateInput": "XCUIElementTypeDatePicker", "Element": "XCUIElementTypeOther", "Grid": "XCUIElementTypeGrid",
        "Icon": "XCUIElementTypeIcon", "Image": "XCUIElementTypeImage",
        "Indicator": "XCUIElementTypeProgressIndicator", "Input": "XCUIElementTypeColorWell",
        "List": "XCUIElementTypeCollectionView", "Map": "XCUIElementTypeMap", "Menu": "XCUIElementTypeMenu",
        "Modal": "XCUIElementTypeDialog", "Nav": "XCUIElementTypeNavigationBar",
        "PickerInput": "XCUIElementTypePickerWheel", "RadioInput": "XCUIElementTypeRadioGroup",
        "Row": "XCUIElementTypeTableRow", "Scrollable": "XCUIElementTypeScrollView",
        "SearchInput": "XCUIElementTypeSearchField", "SliderInput": "XCUIElementTypeSlider",
        "Spinner": "XCUIElementTypeActivityIndicator", "SwitchInput": "XCUIElementTypeSwitch",
        "Table": "XCUIElementTypeTable", "Text": "XCUIElementTypeStaticText", "TextInput": "XCUIElementTypeTextField",
        "ToggleInput": "XCUIElementTypeToggle", "Toolbar": "XCUIElementTypeToolbar",
        // `View` gathers containers (group, tab bar, keyboard, status bar, sheet…): a plain container.
        "View": "XCUIElementTypeOther", "WebView": "XCUIElementTypeWebView", "Window": "XCUIElementTypeWindow",
    ], attributes: ["axId": "name", "text": "label"])

    static let android = UniversalVocabulary(platform: .android, classes: [
        "Alert": "android.widget.Toast", "Button": "android.widget.Button", "CheckBox": "android.widget.CheckBox",
        "DateInput": "android.widget.DatePicker", "Element": "android.view.View", "Grid": "android.widget.GridView",
        "Image": "android.widget.ImageView", "Indicator": "android.widget.ProgressBar",
        "List": "android.widget.ListView", "Menu": "android.widget.ActionMenuView",
        "Modal": "android.widget.PopupWindow", "PickerInput": "android.widget.NumberPicker",
        "RadioInput": "android.widget.RadioGroup", "Row": "android.widget.TableRow",
        "Scrollable": "android.widget.ScrollView", "SearchInput": "android.widget.SearchView",
        "SliderInput": "android.widget.SeekBar", "Spinner": "android.widget.Spinner",
        "SwitchInput": "android.widget.Switch", "Table": "android.widget.TableLayout",
        "Text": "android.widget.TextView", "TextInput": "android.widget.EditText",
        "ToggleInput": "android.widget.ToggleButton", "Toolbar": "android.widget.Toolbar",
        "Video": "android.widget.VideoView", "View": "android.view.ViewGroup",
    ], attributes: [
        "axId": "content-desc", "id": "resource-id", "visible": "displayed",
    ])

    /// Neutral names the plugin's map gives to iOS only.
    static let iosOnlyNames: Set<String> = ["App", "Window", "Nav", "Cell", "Column", "Icon", "Map", "WebView", "Input"]
    static let androidOnlyNames: Set<String> = ["Video"]
    /// `value` is mapped on iOS only; the others are WebDriverAgent attributes the plugin leaves as they are.
    static let iosOnlyAttributes: Set<String> = ["value", "accessible", "placeholderValue", "traits", "label", "name"]
    /// `id` comes from Android's `resource-id`; the others are UiAutomator2 attributes left as they are.
    static let androidOnlyAttributes: Set<String> = [
        "id", "hint", "a11y-important", "screen-reader-focusable", "heading", "drawing-order", "live-region",
        "pane-title", "state-description", "content-desc", "resource-id", "displayed",
    ]
}
