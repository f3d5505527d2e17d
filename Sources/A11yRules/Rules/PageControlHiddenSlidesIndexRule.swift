import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// When the page control is not a focus stop, the slides themselves say "X of Y".
struct PageControlHiddenSlidesIndexRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for control in model.nodes(Self.component) where model.stops(within: control).isEmpty {
            let pager = PageControl.pager(of: control, in: model.tree)
            if let pager, Self.announcesItsPage(pager) { continue }
            let area = pager ?? model.parent(of: control) ?? model.root
            let spoken = model.stops(within: area).contains { SpokenText.position(in: $0.announcement.content) != nil }
            if !spoken {
                violations.append(Violation(control, """
                    Page control \(model.label(control)) is not a focus stop and no slide announces its position \
                    ('X of Y'), so screen reader users cannot tell which page is showing.
                    """))
            }
        }
        return violations
    }

    /// Android's `ViewPager` (and `ViewPager2`, which reports itself by that class)
    /// puts the page and the page count on the scroll event of each page change,
    /// and TalkBack speaks them ("Page 2 of 5"): its slides need not say it.
    static func announcesItsPage(_ pager: SemanticNode) -> Bool {
        pager.simpleClassName == "ViewPager" || pager.simpleClassName == "ViewPager2"
    }
}
