import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A decorative image (chevron, caret, separator, an icon that repeats its text)
/// is not a focus stop of its own. Images a user can activate are controls and
/// left out: hiding them would hide the action.
struct DecorativeImageHiddenRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            let node = stop.node
            guard stop.segment == nil, model.isImage(node), !model.traits(of: node).isControl, model.isJudged(node),
                  let reason = model.decorativeReason(of: node) else { return nil }
            return Violation(node, """
                Image '\(stop.announcement.name)' looks like \(reason.description) and is a focus stop of its own: \
                the screen reader stops to say '\(stop.announcement.utterance)'. Hide it from accessibility.
                """)
        }
    }
}
