import A11yFindings
import A11yDump

/// A text field the user types a search query in: UISearchBar's
/// `UISearchTextField`, SwiftUI's `.searchable` field, XCUITest's search field,
/// Android `SearchView`'s edit box (`SearchAutoComplete`, id `search_src_text`),
/// an edit box inside a `SearchView`, and any field whose id, placeholder, hint
/// or placeholder text says search ("Search podcasts", `etSearch`), unless a
/// label of its own names another purpose (Safari's "Address" field, whose
/// placeholder is "Search or enter website"). Compose's `SearchBar` has no class
/// or role of its own in dumps: its field is found by its placeholder's words.
///
/// Every search field is also a `TextField` (found after it, in `refine`), so
/// the text-field rules apply to it too.
public enum SearchField: Component {
    public static let name = "search-field"

    /// A search field's class makes it a text field first; `refine` adds this.
    public static func matchesClass(_ name: String) -> Bool { false }

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { _ in false }
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let field = TextField.index
        for node in screen.tree.nodes {
            if found.contains(node, index) {
                // A class the configuration maps to search-field is a text field for search.
                found.insert(node, field)
            } else if found.contains(node, field)
                        && evidence(of: node, role: screen.traits(of: node).role, tree: screen.tree) != nil {
                found.insert(node, index)
            }
        }
    }

    // MARK: - What says it is a search field

    /// What tells that a field is for search.
    public enum Evidence: Sendable, Equatable {
        /// The screen reader's role: iOS's search-field trait.
        case role
        /// Its class, or the search view it sits in.
        case kind(String)
        /// Its id ("id 'search_omnibox_edit_text'") or its placeholder's words
        /// ("placeholder 'Search podcasts'"), as a message says it.
        case words(String)
    }

    /// Why the field counts as a search field, or nil when it does not.
    public static func evidence(of field: SemanticNode, in model: ScreenModel) -> Evidence? {
        evidence(of: field, role: model.traits(of: field).role, tree: model.tree)
    }

    static func evidence(of field: SemanticNode, role: Role, tree: ScreenTree) -> Evidence? {
        if role == .searchField { return .role }
        if searchClasses.contains(field.simpleClassName) { return .kind(field.simpleClassName) }
        if let view = searchView(around: field, in: tree) { return .kind("inside a \(view)") }
        // Words count only when the field's own label, if it has one, says search too.
        if let label = ownLabel(of: field), !SearchWords.saysSearch(label), !isRoleOnly(label) { return nil }
        if let id = field.identifier, SearchWords.idSaysSearch(id) { return .words("id '\(id)'") }
        let n = field.dumped
        for (key, word) in [(DumpKey.placeholder, "placeholder"), (.hintText, "hint")] {
            if let text = n.string(key).map(SpokenText.normalize), SearchWords.startsWithSearch(text) {
                return .words("\(word) '\(text)'")
            }
        }
        // Compose draws a placeholder as a text inside the field.
        for child in field.children.prefix(4) where child.children.isEmpty {
            if let text = child.visibleText, SearchWords.startsWithSearch(text) {
                return .words("placeholder '\(text)'")
            }
        }
        return nil
    }

    private static let searchClasses: Set<String> = [
        "UISearchTextField", "XCUIElementTypeSearchField", "SearchField", "SearchAutoComplete",
    ]

    /// The search view (Android `SearchView`, `UISearchBar`) among the field's
    /// three nearest ancestors, by its simple class name.
    private static func searchView(around field: SemanticNode, in tree: ScreenTree) -> String? {
        var current = tree.parent(of: field)
        for _ in 0..<3 {
            guard let ancestor = current else { return nil }
            if ["SearchView", "UISearchBar"].contains(ancestor.simpleClassName) { return ancestor.simpleClassName }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    /// The label the field carries itself: iOS `accessibilityLabel` or title,
    /// Android content description.
    private static func ownLabel(of field: SemanticNode) -> String? {
        let n = field.dumped
        let label = n.string(.accessibilityLabel) ?? n.string(.title) ?? n.string(.contentDescription)
        return label.map(SpokenText.normalize).flatMap { SpokenText.isEffectivelyEmpty($0) ? nil : $0 }
    }

    /// Whether a label only says what kind of control the field is ("Text
    /// Field", "Edit box"), which names no purpose.
    private static func isRoleOnly(_ label: String) -> Bool {
        let words = SpokenText.words(label)
        return !words.isEmpty && words.allSatisfy(roleWords.contains)
    }

    private static let roleWords: Set<String> = ["text", "field", "textfield", "edit", "box", "input"]

    // MARK: - Name

    /// On Android, the typed query when it is all TalkBack says to name the
    /// field: the dump records hints and the field has none, it holds text, and
    /// neither a description nor a label says search. TalkBack then says
    /// "apple watch, edit box" and nothing says what the field is for. Nil when
    /// the dump does not record hints: a hint would be read after the text, and
    /// the dump cannot tell whether there is one.
    public static func queryOnlyName(of field: SemanticNode, at place: Int, in model: ScreenModel) -> String? {
        guard model.platform == .android, model.screen.records(.hintText) else { return nil }
        let n = field.dumped
        guard SpokenText.isEffectivelyEmpty(n.string(.hintText) ?? ""), field.children.isEmpty,
              let text = n.string(.text).map(SpokenText.normalize), !SpokenText.isEffectivelyEmpty(text),
              SpokenText.isEffectivelyEmpty(n.string(.contentDescription) ?? "")
        else { return nil }
        let said = model.stops[place].announcement
        return SearchWords.saysSearch(said.utterance) ? nil : text
    }

    /// The search fields that are focus stops, each with its place in
    /// `model.stops`, in swipe order.
    public static func stops(in model: ScreenModel) -> [(field: SemanticNode, place: Int)] {
        guard !model.nodes(SearchField.self).isEmpty else { return [] }
        return TextField.stops(in: model).filter { model.isComponent($0.field, SearchField.self) }
    }
}
