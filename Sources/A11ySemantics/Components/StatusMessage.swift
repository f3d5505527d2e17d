import A11yFindings
import A11yDump

/// A status message: something the app says about what just happened without
/// moving focus, a snackbar, a toast, a banner or an inline text ("Added to cart",
/// "Changes saved", "No internet connection"). Found on Android only, where the
/// dump can say whether such a message is announced (a live region, a pane title):
/// Material's snackbar and Android's toast by class; a custom snackbar, toast or
/// banner by class or id ("toast_view", "error_banner", "success_message"); and an
/// inline text by its wording, which must be unmistakably a report of an outcome.
/// Plain texts are not status messages: a title, a label or a paragraph that
/// happens to hold a word like "error" is none of these.
public enum StatusMessage: Component {
    public static let name = "status-message"

    public static func matchesClass(_ name: String) -> Bool {
        frameworkClasses.contains(name)
    }

    /// Material's snackbar layouts and Android's toast, which announce themselves.
    private static let frameworkClasses = NameTable(names: [
        "SnackbarLayout", "SnackbarContentLayout", "Snackbar", "Toast",
    ])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        guard screen.tree.platform == .android else { return { _ in false } }
        let classes = ClassAnswers()
        let idSaysStatus = screen.identifiers.answers(saysStatus(id:))
        return { node in
            let traits = screen.traits(of: node)
            // A control is something the user acts on, not a message about what happened.
            guard !traits.isControl, !traits.isHeading, traits.role == .none || traits.role == .staticText
            else { return false }
            if classes.answer(node.simpleClassName, saysStatus(className:)) { return true }
            if idSaysStatus.answer(for: node) { return true }
            guard node.children.isEmpty, let text = node.dumped.string(.text) else { return false }
            return reportsOutcome(text)
        }
    }

    /// Keeps the outermost node of a message: a banner's text is part of its banner.
    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let me = index
        var end = -1
        for node in screen.tree.nodes where found.contains(node, me) {
            if node.order < end { found.remove(node, me) } else { end = node.subtreeEnd }
        }
    }

    // MARK: - Detection words

    private static func saysStatus(className: String) -> Bool {
        IdentifierWords.contains(className, any: statusWords)
    }

    /// Whether an id names a status message: `com.app:id/error_banner`, `toastText`.
    /// Only the id's own part counts, not its package.
    static func saysStatus(id: String) -> Bool {
        IdentifierWords.contains(id, any: statusWords)
    }

    /// Id and class words that name a message about an outcome. Not "banner" alone
    /// (an advertising carousel), nor "status" alone (the system's status bar), nor
    /// "status_text" or "status_message" (an order's status, a profile's status
    /// line: content), nor "error" alone (a text field's error is the text-field
    /// rules' business).
    private static let statusWords = IdentifierWords.Words([
        "snackbar", "toast", "status_banner", "error_banner", "success_banner", "info_banner",
        "alert_banner", "message_banner", "notice_banner", "warning_banner", "success_message",
        "confirmation_message", "inline_message", "feedback_message", "offline_banner",
    ])

    /// Whether a text reports the outcome of something the user did, or a change
    /// they did not cause: phrases that in an app are never a title or a label.
    public static func reportsOutcome(_ text: String) -> Bool {
        guard text.utf8.count <= 160 else { return false }
        return IdentifierWords.hasPrefix(text, any: outcomePrefixes)
            || IdentifierWords.contains(text, any: outcomePhrases)
    }

    private static let outcomePrefixes = IdentifierWords.Words([
        "added to ", "removed from ", "moved to ", "saved to ", "copied to clipboard", "copied!", "link copied",
        "item added", "item removed", "changes saved", "settings saved", "message sent", "upload failed",
        "upload complete", "download complete", "download failed", "payment failed", "payment successful",
        "order placed", "something went wrong", "no internet connection", "you're offline", "you are offline",
    ], ignoringSeparators: false)

    private static let outcomePhrases = IdentifierWords.Words([
        "successfully", "has been added", "has been removed", "has been saved", "has been sent",
        "have been saved", "please try again",
    ], ignoringSeparators: false)

    // MARK: - Announcement

    /// Whether the message is spoken when it appears, without the user moving to
    /// it: it or a node around it is a live region or has a pane title, or it is
    /// Material's snackbar (a polite live region of its own) or a toast (which the
    /// system announces). Not recorded when the dump's format does not write live
    /// regions (uiautomator): a message there may well be one.
    public static func isAnnounced(_ message: SemanticNode, in model: ScreenModel) -> Fact {
        var current: SemanticNode? = message
        while let node = current {
            if announcesItself(node) { return .yes }
            current = model.tree.parent(of: node)
        }
        // A live region inside the message announces its text.
        for inner in model.tree.descendants(of: message) where model.traits(of: inner).isLiveRegion == .yes {
            return .yes
        }
        return model.announcesChanges(message)
    }

    /// Material's snackbar (its layout is a polite live region, its text and action
    /// carry Material's ids) and Android's toast.
    private static func announcesItself(_ node: SemanticNode) -> Bool {
        if frameworkClasses.contains(node.simpleClassName) { return true }
        guard let id = node.identifier else { return false }
        return id.hasSuffix("/snackbar_text") || id.hasSuffix("/snackbar_action")
    }

    // MARK: - Snackbar actions

    /// The controls of the screen's snackbars ("Undo", "Retry", "View list"), in
    /// tree order: the pressable nodes inside a snackbar (Material's layout by
    /// class, or the parent of Material's `snackbar_text`, which Android's own dumps
    /// report as a plain `FrameLayout`), and any pressable node whose id ends in
    /// `snackbar_action`. A node whose id merely holds "snackbar" is not taken for
    /// one: apps name the full-screen layout that hosts their snackbars so.
    public static func snackbarActions(in model: ScreenModel) -> [SemanticNode] {
        guard model.platform == .android else { return [] }
        var snackbars = Set<Int>()
        for node in model.nodes {
            if frameworkSnackbars.contains(node.simpleClassName) { snackbars.insert(node.order) }
            if node.identifier?.hasSuffix("/snackbar_text") == true, let parent = model.parent(of: node) {
                snackbars.insert(parent.order)
            }
        }
        let screen = model.detectionInput
        var actions: [SemanticNode] = []
        // Snackbar layouts nest (a content layout inside the bar): each node is looked at once.
        var insideUntil = -1
        for node in model.nodes where screen.isPressable(node) || snackbars.contains(node.order) {
            if snackbars.contains(node.order), node.order >= insideUntil { insideUntil = node.subtreeEnd }
            guard screen.isPressable(node) else { continue }
            if node.order < insideUntil && !snackbars.contains(node.order)
                || node.identifier?.hasSuffix("snackbar_action") == true {
                actions.append(node)
            }
        }
        return actions
    }

    private static let frameworkSnackbars = NameTable(names: [
        "SnackbarLayout", "SnackbarContentLayout", "Snackbar", "SnackbarBaseLayout",
    ])

    /// The message's words for a finding: its text, or the texts inside it, quoted;
    /// else its id or class.
    public static func text(of message: SemanticNode, in model: ScreenModel) -> String {
        let texts = model.tree.subtree(of: message)
            .compactMap { $0.dumped.string(.text) ?? $0.dumped.string(.contentDescription) }
            .map(SpokenText.normalize).filter { !$0.isEmpty }.prefix(3)
        if !texts.isEmpty { return "'" + texts.joined(separator: " ") + "'" }
        if let id = message.identifier { return "'\(id)'" }
        return message.simpleClassName
    }
}
