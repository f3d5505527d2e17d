import A11yFindings
import A11yDump

/// A field the user types in: UITextField, a secure or search field, an editable
/// UITextView and their XCUITest and SwiftUI forms; EditText and its AppCompat,
/// Material and auto-complete kinds, a search view's edit box, Compose editable
/// text; any node the screen reader treats as one (an `editable` node, a view
/// with the search-field trait).
public enum TextField: Component {
    public static let name = "text-field"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    // A text view may be read-only: it is a field only when the reader says so (by structure).
    private static let classNames = NameTable(names: [
        "UITextField", "UISearchTextField", "XCUIElementTypeTextField", "XCUIElementTypeSecureTextField",
        "XCUIElementTypeSearchField", "TextField", "SecureTextField", "SecureField", "SearchField",
        "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
        "MultiAutoCompleteTextView", "AppCompatMultiAutoCompleteTextView", "SearchAutoComplete", "ExtractEditText",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            let traits = screen.traits(of: node)
            return traits.role == .textField || traits.role == .searchField || traits.actions.contains(.edit)
        }
    }

    /// A view that holds a field of its own (a search view around its edit box) is not the field.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let tree = screen.tree
        let field = index
        var holders: Set<Int> = []
        for node in tree.nodes where found.contains(node, field) {
            var current = tree.parent(of: node)
            // Each ancestor is walked once: a field's ancestors already seen hold the rest.
            while let ancestor = current, holders.insert(ancestor.order).inserted {
                current = tree.parent(of: ancestor)
            }
        }
        for order in holders where found.contains(tree.nodes[order], field) {
            found.remove(tree.nodes[order], field)
        }
    }

    // MARK: - Parts

    /// Words the empty field shows to say what goes in it.
    public struct Placeholder: Sendable {
        public let text: String
        /// Whether the reader still says it once text is typed: TalkBack reads an
        /// Android hint after the typed text; VoiceOver drops a placeholder, and a
        /// Compose placeholder leaves the tree.
        public let staysSpoken: Bool
        /// What the platform calls it, for messages.
        public let word: String
    }

    /// The field's placeholder: iOS `placeholder`; Android `hintText`; else, for
    /// Compose, a text inside the field worded as a placeholder ("Add artist
    /// name...", "e.g. Berlin"): Compose draws the label and the placeholder as
    /// texts inside the field alike, and only the wording tells them apart.
    public static func placeholder(of field: SemanticNode, in model: ScreenModel) -> Placeholder? {
        let n = field.dumped
        switch model.platform {
        case .ios:
            guard let text = n.string(.placeholder).map(SpokenText.normalize),
                  !SpokenText.isEffectivelyEmpty(text) else { return nil }
            return Placeholder(text: text, staysSpoken: false, word: "placeholder")
        case .android:
            if let hint = n.string(.hintText).map(SpokenText.normalize), !SpokenText.isEffectivelyEmpty(hint) {
                return Placeholder(text: hint, staysSpoken: true, word: "hint")
            }
            for child in field.children where !model.isHidden(child) && !model.traits(of: child).isControl {
                if let text = child.visibleText, TextFieldWords.readsAsPlaceholder(text) {
                    return Placeholder(text: text, staysSpoken: false, word: "placeholder")
                }
            }
            return nil
        }
    }

    /// The placeholder, when it alone gives the field its spoken name: on iOS a
    /// field with no label of its own, whose placeholder VoiceOver says in the
    /// name's place (a label that repeats the placeholder's words stays once
    /// text is typed); on Android a name made only of the placeholder's words.
    public static func namingPlaceholder(of field: SemanticNode, in model: ScreenModel) -> Placeholder? {
        guard let placeholder = placeholder(of: field, in: model) else { return nil }
        let name = model.name(of: field)
        guard !SpokenText.isEffectivelyEmpty(name) else { return nil }
        switch model.platform {
        case .ios:
            let label = field.dumped.string(.accessibilityLabel) ?? field.dumped.string(.title) ?? ""
            return SpokenText.isEffectivelyEmpty(label) ? placeholder : nil
        case .android:
            let own = Set(SpokenText.words(placeholder.text))
            return SpokenText.words(name).allSatisfy(own.contains) ? placeholder : nil
        }
    }

    /// The text fields that are focus stops, each with its place in `model.stops`,
    /// in swipe order: found in one pass over the stops.
    public static func stops(in model: ScreenModel) -> [(field: SemanticNode, place: Int)] {
        guard !model.nodes(TextField.self).isEmpty else { return [] }
        return model.stops.indices.compactMap { place in
            let stop = model.stops[place]
            return stop.segment == nil && model.isComponent(stop.node, TextField.self) ? (stop.node, place) : nil
        }
    }

    /// The field's visible label when it is a focus stop of its own: the stop
    /// just before the field's, or just after it when the label is drawn over the
    /// field or beside it and read after it (a floating label). The label is a
    /// short text, no control and no heading, beside the field: left of it in its
    /// row, just above it, or over it. Without frames, the text before the field
    /// among its own, its parent's or its grandparent's children.
    public static func separateLabel(of field: SemanticNode, at place: Int,
                                     in model: ScreenModel) -> (node: SemanticNode, text: String)? {
        let fieldFrame = model.frame(of: field)
        for (neighbour, isBefore) in [(place - 1, true), (place + 1, false)] where model.stops.indices.contains(neighbour) {
            let stop = model.stops[neighbour]
            let node = stop.node
            let traits = model.traits(of: node)
            guard stop.segment == nil, !traits.isControl, !traits.isHeading, !model.isComponent(node, TextField.self),
                  model.layer(of: node) == model.layer(of: field),
                  TextFieldWords.readsAsLabel(stop.announcement.name) else { continue }
            if let fieldFrame, let frame = model.frame(of: node) {
                if sitsBeside(frame, fieldFrame) { return (node, stop.announcement.name) }
            } else if isBefore && node.order < field.order && isNear(node, field, in: model.tree) {
                return (node, stop.announcement.name)
            }
        }
        return nil
    }

    /// Whether a label's frame sits over the field, left of it in its row, or
    /// just above it (frames in points).
    static func sitsBeside(_ label: Rect, _ field: Rect) -> Bool {
        if field.contains(label.center) { return true }
        let inRow = label.midY >= field.minY && label.midY <= field.maxY
        if inRow && label.maxX <= field.minX + 8 && field.minX - label.maxX <= 160 { return true }
        let overlapsAcross = label.minX < field.maxX && label.maxX > field.minX
        return overlapsAcross && label.maxY <= field.minY + 8 && field.minY - label.maxY <= 32
    }

    /// Whether `label` is a child of the field's parent, grandparent or great-grandparent.
    private static func isNear(_ label: SemanticNode, _ field: SemanticNode, in tree: ScreenTree) -> Bool {
        guard let container = tree.parent(of: label) else { return false }
        var current = tree.parent(of: field)
        for _ in 0..<3 {
            guard let ancestor = current else { return false }
            if ancestor === container { return true }
            current = tree.parent(of: ancestor)
        }
        return false
    }

    // MARK: - Errors

    /// The error the field itself carries (Android `error`), which TalkBack reads
    /// after the field's name ("Error: …").
    public static func errorMessage(of field: SemanticNode) -> String? {
        field.dumped.string(.error).map(SpokenText.normalize).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// An error message shown for the field: a text after it in its own
    /// container (its parent or the parent's parent), before the next control
    /// outside the field's row (a clear or show-password button beside the field
    /// is passed over), below the field when the dump gives frames, that reads as
    /// an error by its words or by an id or class that says error. A text just
    /// before the next field is that field's label ("Password (required)"), not
    /// this one's error.
    public static func shownError(for field: SemanticNode, in model: ScreenModel) -> (node: SemanticNode, text: String)? {
        let tree = model.tree
        guard let parent = tree.parent(of: field) else { return nil }
        let scope = tree.parent(of: parent) ?? parent
        let fieldFrame = model.frame(of: field)
        var found: (node: SemanticNode, text: String)?
        var textsAfterFound = 0
        // A container's few nodes after the field: the next field's error is past its own control.
        for node in tree.subtree(of: scope).dropFirst(field.subtreeEnd - scope.order).prefix(40) {
            if model.isHidden(node) { continue }
            if model.isComponent(node, TextField.self) {
                if found != nil, textsAfterFound == 0 { return nil }
                break
            }
            if model.traits(of: node).isControl {
                if isInRow(node, of: field, parent: parent, scope: scope, in: model) { continue }
                break
            }
            guard let text = shownText(of: node) else { continue }
            if found != nil {
                textsAfterFound += 1
                continue
            }
            guard TextFieldWords.saysError(text) || namesError(node) else { continue }
            if let fieldFrame, let frame = model.frame(of: node), frame.minY < fieldFrame.midY { continue }
            found = (node, text)
        }
        return found
    }

    /// Whether a control sits in the field's own row (a clear button, an eye that
    /// shows the password): level with it when frames say, else inside the
    /// field's parent when that parent is a row of its own within the container.
    private static func isInRow(_ control: SemanticNode, of field: SemanticNode, parent: SemanticNode,
                                scope: SemanticNode, in model: ScreenModel) -> Bool {
        if let frame = model.frame(of: control), let fieldFrame = model.frame(of: field) {
            return frame.midY >= fieldFrame.minY && frame.midY <= fieldFrame.maxY
        }
        return parent !== scope && parent.contains(control)
    }

    /// What a text shows: its text or title, else (iOS static texts) its label.
    private static func shownText(of node: SemanticNode) -> String? {
        if let text = node.visibleText { return text }
        guard node.children.isEmpty, let label = node.dumped.string(.accessibilityLabel).map(SpokenText.normalize),
              !label.isEmpty, node.simpleClassName.hasSuffix("StaticText") || node.simpleClassName == "UILabel"
        else { return nil }
        return label
    }

    /// Whether the node's id or class says it shows an error (`email_error`, `textinput_error`, `ErrorTextView`).
    private static func namesError(_ node: SemanticNode) -> Bool {
        let id = node.identifier.map(SpokenText.folded) ?? []
        return containsError(id) || containsError(SpokenText.folded(node.simpleClassName))
    }

    private static func containsError(_ scalars: [Unicode.Scalar]) -> Bool {
        let word: [Unicode.Scalar] = ["e", "r", "r", "o", "r"]
        guard scalars.count >= word.count else { return false }
        return (0...(scalars.count - word.count)).contains { start in
            (0..<word.count).allSatisfy { scalars[start + $0] == word[$0] }
        }
    }

    /// Whether the field may carry the error where the dump cannot show it:
    /// Material's `TextInputLayout` always sets its error on the field, and
    /// uiautomator does not record `error`; VoiceOver may read it from a hint
    /// that XCUITest-based dumps never record.
    public static func mayCarryUnrecordedError(_ field: SemanticNode, in model: ScreenModel) -> Bool {
        switch model.platform {
        case .android:
            guard !model.screen.records(.error) else { return false }
            let ancestors = model.ancestors(of: field)
            if ancestors.contains(where: { $0.simpleClassName == "TextInputLayout" }) { return true }
            // Material's TextInputLayout reports LinearLayout as its class in most dumps; its own
            // error views (`textinput_error`, `text_input_error_icon`) under the field's grandparent
            // (the layout: it holds the field in a frame) say it is one, and its delegate puts
            // the error on the field's node.
            return ancestors.prefix(2).last.map { layout in
                model.subtree(of: layout).contains { node in
                    guard let id = node.dumped.string(.resourceId) else { return false }
                    return id.hasSuffix("id/textinput_error") || id.hasSuffix("id/text_input_error_icon")
                }
            } ?? false
        case .ios:
            return !model.screen.records(.accessibilityHint)
        }
    }
}
