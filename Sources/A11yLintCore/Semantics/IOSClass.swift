/// What UIKit, SwiftUI and XCUITest classes are by default: whether VoiceOver
/// treats them as elements and which traits they carry when the dump lists none.
struct IOSClass {
    var isElement: Bool
    var traits: [String]
    var isSwitch = false
    var isStepper = false
    var isTextField = false

    static func of(_ simpleName: String) -> IOSClass {
        // XCUITest names ("XCUIElementTypeButton") and SwiftUI names ("Button") share the table.
        let name = simpleName.hasPrefix("XCUIElementType") ? String(simpleName.dropFirst(15)) : simpleName
        switch name {
        case "UIButton", "Button", "UIBarButtonItem", "_UIButtonBarButton", "MenuButton", "SegmentedControl", "UISegmentedControl":
            return IOSClass(isElement: true, traits: ["button"])
        case "UILabel", "StaticText", "Text":
            return IOSClass(isElement: true, traits: ["staticText"])
        case "Link":
            return IOSClass(isElement: true, traits: ["link"])
        case "UISwitch", "Switch", "Toggle":
            return IOSClass(isElement: true, traits: ["button"], isSwitch: true)
        case "UISlider", "Slider", "UIPageControl", "PageIndicator", "PageControl":
            return IOSClass(isElement: true, traits: ["adjustable"])
        case "UIStepper", "Stepper":
            return IOSClass(isElement: true, traits: [], isStepper: true)
        case "UITextField", "TextField", "SecureTextField", "UISearchTextField", "SearchField", "UITextView", "TextView":
            return IOSClass(isElement: true, traits: name.contains("Search") ? ["searchField"] : [], isTextField: true)
        case "UITableViewCell", "UICollectionViewListCell", "Cell":
            return IOSClass(isElement: true, traits: [])
        case "UIImageView", "Image":
            return IOSClass(isElement: false, traits: ["image"])
        case "UIProgressView", "ProgressIndicator", "UIActivityIndicatorView", "ActivityIndicator":
            return IOSClass(isElement: true, traits: ["updatesFrequently"])
        default:
            return IOSClass(isElement: false, traits: [])
        }
    }

    /// Role words in the order VoiceOver speaks them.
    static let roleWords: [(trait: String, word: String)] = [
        ("button", "button"), ("link", "link"), ("searchField", "search field"), ("image", "image"),
        ("adjustable", "adjustable"), ("header", "heading"), ("tabBar", "tab bar"),
        ("toggleButton", "toggle button"), ("keyboardKey", "key"),
    ]
}
