import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// On Android, a status message is announced without focus: a live region or a pane title.
struct StatusMessageLiveRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        guard model.platform == .android else { return [] }
        var violations: [Violation] = []
        for message in model.nodes(Self.component) where !model.isHidden(message) && model.isJudged(message) {
            guard !model.isWebContent(message), model.visibility(of: message) != .offScreen else { continue }
            guard StatusMessage.isAnnounced(message, in: model) == .no else { continue }
            let text = StatusMessage.text(of: message, in: model)
            violations.append(Violation(message, """
                Status message \(text) appears without being announced: it is not a live region and has no pane \
                title, so TalkBack stays silent and the user does not learn what happened; make it a polite live \
                region (accessibilityLiveRegion, Compose liveRegion) or use a Snackbar.
                """))
        }
        return violations
    }
}
