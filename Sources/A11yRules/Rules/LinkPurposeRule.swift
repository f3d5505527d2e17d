import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A link's name says where it leads: not a generic phrase alone.
struct LinkPurposeRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for link in model.nodes(Self.component) where !model.isHidden(link) && model.isJudged(link) {
            if Link.isWholeLink(link, in: model) {
                let said = model.announcement(of: link)?.content ?? model.name(of: link)
                if Link.isPurposeless(said) {
                    violations.append(Violation(link, """
                        Link '\(said)' does not say where it leads: heard alone, as in the links rotor or menu, it \
                        could be any link. Keep the visible words first and add the subject after them ('\(said) \
                        about …').
                        """))
                }
            }
            for span in Link.spans(of: link) where Link.isPurposeless(span) {
                violations.append(Violation(link, """
                    Text\(model.named(link)) holds a link that says only '\(span)': in TalkBack's links menu and \
                    VoiceOver's links rotor it is heard without the sentence around it. Add the subject to the \
                    link's words ('\(span) about …').
                    """))
            }
        }
        return violations
    }
}
