import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// When the page control is not a focus stop, the slides themselves say "X of Y".
struct PageControlHiddenSlidesIndexRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        // Whether some slide in an area says its position, by area: the controls of a feed
        // may all fall back on the screen's one pager, which is then read once.
        var spokenIn: [Int: Bool] = [:]
        for control in model.nodes(Self.component) where model.stops(within: control).isEmpty {
            let pager = PageControl.pager(of: control, in: model)
            if let pager, PageControl.pagerAnnouncesItsPage(pager) { continue }
            let area = pager ?? model.parent(of: control) ?? model.root
            let spoken = spokenIn[area.order] ?? model.stops(within: area).contains {
                SpokenText.position(in: $0.announcement.content) != nil
            }
            spokenIn[area.order] = spoken
            if !spoken {
                violations.append(Violation(control, """
                    Page control\(model.named(control)) is not a focus stop and no slide announces its position \
                    ('X of Y'), so screen reader users cannot tell which page is showing.
                    """))
            }
        }
        return violations
    }
}
