import A11yFindings
import A11yDump

/// A link: iOS's link trait (UIKit, SwiftUI `Link`, web content) and XCUITest's
/// link element; on Android a role description that says link, and on either
/// platform a text that holds links (`links`: URL and clickable spans, Compose
/// link annotations, a text view's link attributes). A link inside a link is the
/// same link seen twice (a web link and the text that carries its trait): the
/// outer one is kept.
public enum Link: Component {
    public static let name = "link"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    private static let classNames = NameTable(names: ["Link", "XCUIElementTypeLink"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            let role = screen.traits(of: node).role
            if role == .link { return true }
            // Every node is asked: its keys are read in one pass.
            for property in node.dumped.properties {
                switch (property.key, property.value) {
                case (.links, .strings(let links)):
                    if !links.isEmpty { return true }
                case (.accessibilityTraits, .strings(let traits)) where role == .button:
                    if traits.contains("link") { return true }
                case (.roleDescription, .string(let word)):
                    if isLinkRoleWord(word) { return true }
                default:
                    continue
                }
            }
            return false
        }
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let me = index
        var end = -1
        for node in screen.tree.nodes where found.contains(node, me) {
            if node.order < end { found.remove(node, me) } else { end = node.subtreeEnd }
        }
    }

    /// The word "link" as a role description, in the languages of the link words below.
    private static func isLinkRoleWord(_ word: String) -> Bool {
        linkRoleWords.contains(purposeKey(word))
    }

    private static let linkRoleWords: Set<String> = ["link", "lien", "enlace", "vínculo"]

    // MARK: - Parts

    /// Whether the node is a link as a whole, not a text that holds links.
    public static func isWholeLink(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let input = model.detectionInput
        let traits = input.traits(of: node)
        if matchesClass(node.simpleClassName) || traits.role == .link { return true }
        let n = node.dumped
        if traits.role == .button, n.strings(.accessibilityTraits).contains("link") { return true }
        return n.string(.roleDescription).map(isLinkRoleWord) ?? false
    }

    /// The texts of the links inside the node's text, as the dump lists them.
    public static func spans(of node: SemanticNode) -> [String] {
        node.dumped.strings(.links).map(SpokenText.normalize).filter { !$0.isEmpty }
    }

    // MARK: - Purpose

    /// Whether a link's words say nothing of where it leads when heard alone:
    /// "Learn more", "More", "Click here", "Here", "Read more", "Details", "Link"
    /// and their kin, in English, German, French and Spanish. Case, punctuation
    /// and arrows do not count ("Read more ›"); words after them do ("Learn more
    /// about roaming").
    public static func isPurposeless(_ text: String) -> Bool {
        let key = purposeKey(text)
        return !key.isEmpty && purposelessKeys.contains(key)
    }

    /// The text folded to lower case, with every run of other characters than
    /// letters and digits made one space, and none at either end.
    static func purposeKey(_ text: String) -> String {
        SpokenText.wordKey(text)
    }

    private static let purposelessKeys: Set<String> = Set([
        // English
        "learn more", "more", "click here", "tap here", "here", "read more", "details", "more details", "link",
        "this link", "more info", "more information", "find out more", "see more", "view more", "see details",
        "view details", "continue reading",
        // German
        "mehr", "mehr erfahren", "erfahre mehr", "erfahren sie mehr", "hier", "hier klicken", "klicke hier",
        "klicken sie hier", "hier tippen", "tippe hier", "tippen sie hier", "weiterlesen", "mehr lesen", "mehr details",
        "dieser link", "mehr info", "mehr infos", "mehr informationen", "weitere infos", "weitere informationen",
        "mehr dazu", "mehr anzeigen",
        // French
        "en savoir plus", "plus", "cliquez ici", "cliquer ici", "clique ici", "appuyez ici", "touchez ici", "ici",
        "lire la suite", "lire plus", "en lire plus", "détails", "plus de détails", "lien", "ce lien", "plus d'infos",
        "plus d'informations", "plus d'info", "voir plus", "en voir plus",
        // Spanish
        "más información", "más info", "saber más", "más", "haga clic aquí", "haz clic aquí", "pulse aquí",
        "pulsa aquí", "toca aquí", "aquí", "aqui", "leer más", "seguir leyendo", "detalles", "más detalles",
        "ver detalles", "enlace", "este enlace", "vínculo", "ver más", "mas informacion",
    ].map(purposeKey))
}
