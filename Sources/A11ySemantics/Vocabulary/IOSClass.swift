import A11yFindings
import A11yDump

/// What UIKit, SwiftUI and XCUITest classes are by default: whether VoiceOver
/// treats them as elements and which traits they carry when the dump lists none.
/// One byte, as every node of a screen keeps its class.
enum IOSClass: UInt8 {
    case button, staticText, link, toggle, adjustable, stepper, textField, searchField, cell, image, progress, other

    static func of(_ simpleName: String) -> IOSClass {
        KnownClasses.voiceOver(simpleName)
    }

    /// Whether VoiceOver treats the class as an element when the dump does not say.
    var isElement: Bool {
        switch self {
        case .image, .other: return false
        default: return true
        }
    }

    /// The traits the class carries when the dump lists none.
    var traits: [String] {
        switch self {
        case .button, .toggle: return Self.buttonTraits
        case .staticText: return Self.staticTextTraits
        case .link: return Self.linkTraits
        case .adjustable: return Self.adjustableTraits
        case .searchField: return Self.searchFieldTraits
        case .image: return Self.imageTraits
        case .progress: return Self.progressTraits
        case .stepper, .textField, .cell, .other: return []
        }
    }

    var isSwitch: Bool { self == .toggle }
    var isStepper: Bool { self == .stepper }
    var isTextField: Bool { self == .textField || self == .searchField }

    // Made once, so that asking for a class's traits allocates nothing.
    private static let buttonTraits = ["button"]
    private static let staticTextTraits = ["staticText"]
    private static let linkTraits = ["link"]
    private static let adjustableTraits = ["adjustable"]
    private static let searchFieldTraits = ["searchField"]
    private static let imageTraits = ["image"]
    private static let progressTraits = ["updatesFrequently"]

    /// Role words in the order VoiceOver speaks them.
    static let roleWords: [(trait: String, word: String)] = [
        ("button", "button"), ("link", "link"), ("searchField", "search field"), ("image", "image"),
        ("adjustable", "adjustable"), ("header", "heading"), ("tabBar", "tab bar"),
        ("toggleButton", "toggle button"), ("keyboardKey", "key"),
    ]
}
