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
            return button
        case "UILabel", "StaticText", "Text":
            return staticText
        case "Link":
            return link
        case "UISwitch", "Switch", "Toggle":
            return toggle
        case "UISlider", "Slider", "UIPageControl", "PageIndicator", "PageControl":
            return adjustable
        case "UIStepper", "Stepper":
            return stepper
        case "UITextField", "TextField", "SecureTextField", "UITextView", "TextView":
            return textField
        case "UISearchTextField", "SearchField":
            return searchField
        case "UITableViewCell", "UICollectionViewListCell", "Cell":
            return cell
        case "UIImageView", "Image":
            return image
        case "UIProgressView", "ProgressIndicator", "UIActivityIndicatorView", "ActivityIndicator":
            return progress
        default:
            return other
        }
    }

    // Made once: every node of a screen asks for its class, and a fresh list of
    // traits per node was an allocation per node that lived as long as the model.
    private static let button = IOSClass(isElement: true, traits: ["button"])
    private static let staticText = IOSClass(isElement: true, traits: ["staticText"])
    private static let link = IOSClass(isElement: true, traits: ["link"])
    private static let toggle = IOSClass(isElement: true, traits: ["button"], isSwitch: true)
    private static let adjustable = IOSClass(isElement: true, traits: ["adjustable"])
    private static let stepper = IOSClass(isElement: true, traits: [], isStepper: true)
    private static let textField = IOSClass(isElement: true, traits: [], isTextField: true)
    private static let searchField = IOSClass(isElement: true, traits: ["searchField"], isTextField: true)
    private static let cell = IOSClass(isElement: true, traits: [])
    private static let image = IOSClass(isElement: false, traits: ["image"])
    private static let progress = IOSClass(isElement: true, traits: ["updatesFrequently"])
    private static let other = IOSClass(isElement: false, traits: [])

    /// Role words in the order VoiceOver speaks them.
    static let roleWords: [(trait: String, word: String)] = [
        ("button", "button"), ("link", "link"), ("searchField", "search field"), ("image", "image"),
        ("adjustable", "adjustable"), ("header", "heading"), ("tabBar", "tab bar"),
        ("toggleButton", "toggle button"), ("keyboardKey", "key"),
    ]
}
