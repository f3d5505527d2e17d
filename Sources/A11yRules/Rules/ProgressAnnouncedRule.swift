import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A progress indicator that is a focus stop says what is loading or how far it is.
struct ProgressAnnouncedRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for indicator in model.nodes(Self.component) where model.isStop(indicator) && model.isJudged(indicator) {
            // A page's own progress elements are the page's business, read by the web view's rules.
            guard !model.isWebContent(indicator) else { continue }
            guard ProgressIndicator.speaksProgress(indicator, in: model) == .no else { continue }
            let kind = ProgressIndicator.isBusyIndicator(indicator, in: model) ? "Busy indicator" : "Progress indicator"
            let utterance = model.announcement(of: indicator)?.utterance ?? ""
            let said = SpokenText.isEffectivelyEmpty(utterance) ? " says nothing" : " only says '\(utterance)'"
            let fix = model.platform == .ios
                ? "give it a label saying what is loading (or keep UIKit's \"In progress\") and, for a bar, its value"
                : "give it a content description saying what is loading and, for a bar, a range or state description"
            violations.append(Violation(indicator, """
                \(kind)\(model.named(indicator))\(said) when the screen reader reaches it, so the user cannot tell \
                what is loading or how far it is; \(fix).
                """))
        }
        return violations
    }
}
