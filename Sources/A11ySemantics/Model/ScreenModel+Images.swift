import A11yConcurrency
import A11yFindings
import A11yDump

/// Why an image looks decorative: it adds nothing a listener needs.
public enum DecorativeReason: Sendable, Equatable {
    /// A chevron, caret or disclosure arrow: the row or button around it already says where it goes.
    case disclosure
    /// A separator or divider line.
    case separator
    /// An icon whose name repeats the text beside it.
    case repeatsText(String)

    /// How a message says it.
    public var description: String {
        switch self {
        case .disclosure: return "a chevron or disclosure arrow"
        case .separator: return "a separator line"
        case .repeatsText(let text): return "an icon that repeats the text beside it ('\(text)')"
        }
    }
}

extension ScreenModel {
    /// Whether the node is a picture: UIImageView, SwiftUI or XCUITest Image,
    /// ImageView and its subclasses, Compose `Role.Image`, or a node whose traits
    /// say image. A clickable ImageView is still a picture here, though TalkBack calls it a button.
    public func isImage(_ node: SemanticNode) -> Bool {
        if traits(of: node).role == .image { return true }
        return platform == .ios ? node.iosClass == .image
            : node.talkBackRole == .image
    }

    /// Why an image stop looks decorative, or nil when it may carry meaning. Read
    /// from its id, asset name or description (chevrons, carets, disclosure
    /// arrows, separators, dividers), from a frame thinner than 2 pt or dp, or from
    /// a name that another stop in the same row or button already says.
    public func decorativeReason(of node: SemanticNode) -> DecorativeReason? {
        guard node.children.isEmpty, isImage(node) else { return nil }
        if DisclosureGlyph.kind(of: node) != nil { return .disclosure }
        for words in [node.identifier, nameOverride(of: node)?.name].compactMap({ $0 }) {
            let lowered = words.lowercased()
            if Self.disclosureWords.contains(where: lowered.contains) { return .disclosure }
            if Self.separatorWords.contains(where: lowered.contains) { return .separator }
        }
        if let frame = frame(of: node), min(frame.width, frame.height) < 2, max(frame.width, frame.height) >= 8 {
            return .separator
        }
        // Another stop of the row says the same words: "Settings, image" then "Settings".
        // A longer text that merely holds the word ("Your cart is empty" beside "Cart") says more.
        // Looked up in a table of the whole screen's images, built the first time it is asked for.
        let repeated = namesSaidBesideImages.value { NamesSaidBesideImages(in: self) }
        return repeated.name(repeating: node).map(DecorativeReason.repeatsText)
    }

    /// Words in ids and descriptions that name a disclosure glyph pointing onwards.
    private static let disclosureWords = [
        "chevron", "disclosure", "arrow_right", "arrow-right", "arrowright", "arrow_forward", "arrow-forward",
        "navigate_next", "keyboard_arrow_right", "caret", "accessory",
    ]

    private static let separatorWords = ["separator", "divider"]
}
