import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A carousel of more than ten slides that a screen reader user can only walk one by one.
struct CarouselManySlidesRule: PlainRule {
    /// "More than about ten" slides, as the criterion puts it.
    static let most = 10

    func check(_ model: ScreenModel) -> [Violation] {
        let carousels = model.nodes(Self.component)
        guard !carousels.isEmpty else { return [] }
        let controls = Carousel.pageControls(in: model)
        var violations: [Violation] = []
        for carousel in carousels {
            guard let (count, source) = Carousel.slideCount(of: carousel, controls: controls, in: model),
                  count > Self.most else { continue }
            var offering = [carousel] + model.stops(within: carousel).map(\.node)
            // A page control out of the reader's reach counts the pages but moves nothing.
            if case .pageControl(let control) = source, !model.isHidden(control) { offering.append(control) }
            // An adjustable control or custom actions let the user move through the slides without visiting each.
            if offering.contains(where: { !model.traits(of: $0).actions.isDisjoint(with: [.adjust, .custom]) }) { continue }
            let from: String
            switch source {
            case .pageControl: from = "its page control shows"
            case .slideWords: from = "its slides say"
            }
            violations.append(Violation(carousel, """
                Carousel\(model.named(carousel)) has \(count) slides (\(from) so) and offers no adjustable control or \
                custom actions: a screen reader user reaches a slide only by swiping through every one before it; \
                offer a list of the slides, a "see all" link, or actions that jump ahead.
                """))
        }
        return violations
    }
}
