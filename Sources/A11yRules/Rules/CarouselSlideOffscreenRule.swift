import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A slide the screen reader stops on while it lies past the carousel's edge.
struct CarouselSlideOffscreenRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        guard model.platform == .android else { return [] }
        var violations: [Violation] = []
        // Inner carousels come after outer ones in tree order: going backwards judges
        // each stop against the nearest carousel around it, once.
        var judged: Set<Int> = []
        for carousel in model.nodes(Self.component).reversed() {
            let bounds = carousel.dumped.rect
            for stop in model.stops(within: carousel) where stop.node !== carousel {
                let slide = stop.node
                guard judged.insert(slide.order).inserted, slide.dumped.bool(.visibleToUser) != false,
                      Carousel.liesOutside(slide.dumped.rect, of: bounds) == true else { continue }
                violations.append(Violation(slide, """
                    \(model.label(slide).capitalizedFirst) is a focus stop but lies (all but a sliver) past the edge of \
                    its carousel\(model.named(carousel)): TalkBack reads a slide nobody can see, so swiping through the \
                    carousel says slides twice or out of step with the screen; hide the slides that are not showing \
                    (importantForAccessibility="no" or a pager that detaches them).
                    """))
            }
        }
        return violations
    }
}
