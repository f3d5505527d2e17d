import A11yFindings
import A11yDump

/// A carousel: a container that shows its slides one (or a few) at a time and
/// moves sideways to the others. By class: Android's `ViewPager` and `ViewPager2`,
/// Compose's `HorizontalPager` where a dump names it, and views whose class says
/// carousel (`CarouselView`, `CarouselRecyclerView`, a banner library's
/// `BannerCarousel`). Compose pagers, Material's `CarouselLayoutManager` lists and
/// UIKit collection views that page sideways reach a dump as plain scrolling
/// views: by structure, a carousel is a container that scrolls (or a collection
/// or scroll view, which may page) and whose id says
/// carousel, banner or pager (a Compose test tag `pager_banner`, an iOS identifier
/// `promoCarousel`). A page indicator's id says pager too, but it does not scroll.
/// Nothing in a dump says which way a plain scrolling view moves, so a
/// collection view without such an id is left alone.
public enum Carousel: Component {
    public static let name = "carousel"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name) || name.lowercased().containsBytes("carousel")
    }

    private static let classNames = NameTable(names: ["ViewPager", "ViewPager2", "HorizontalPager"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            // Few nodes scroll or may page: the id is read only for them.
            guard scrolls(node, in: screen) || PageControl.isPager(node), let id = node.identifier, !id.isEmpty else { return false }
            let folded = String(String.UnicodeScalarView(SpokenText.folded(id)))
            return idWords.contains { folded.contains($0) }
        }
    }

    /// Words of an id that, on a container that scrolls, say it holds slides.
    private static let idWords = ["carousel", "banner", "pager", "slideshow"]

    /// Whether the node says it scrolls: by its dumped flag or its actions.
    private static func scrolls(_ node: SemanticNode, in screen: DetectionInput) -> Bool {
        node.dumped.bool(.scrollable) == true || screen.traits(of: node).actions.contains(.scroll)
    }

    // MARK: - Parts

    /// How many slides the carousel has, when the dump says so: the page control
    /// that drives it (its page count or its dots), else the largest "N of M" a
    /// slide's stop says; nil when neither is there. `controls` maps a pager's
    /// order to a page control driving it (`pageControls(in:)`).
    public static func slideCount(of carousel: SemanticNode, controls: [Int: SemanticNode],
                                  in model: ScreenModel) -> (count: Int, source: SlideCountSource)? {
        if let control = controls[carousel.order], let shown = PageControl.shownPage(of: control, in: model) {
            return (shown.count, .pageControl(control))
        }
        let said = model.stops(within: carousel).compactMap { SpokenText.position(in: $0.announcement.content)?.count }
        return said.max().map { ($0, .slideWords) }
    }

    /// Where a slide count comes from.
    public enum SlideCountSource {
        case pageControl(SemanticNode)
        case slideWords
    }

    /// The page controls of the screen by the order of the pager each drives:
    /// looked up once for the screen, so that a carousel's control is not searched
    /// for carousel by carousel.
    public static func pageControls(in model: ScreenModel) -> [Int: SemanticNode] {
        var controls: [Int: SemanticNode] = [:]
        for control in model.nodes(PageControl.self) {
            guard let pager = PageControl.pager(of: control, in: model), controls[pager.order] == nil else { continue }
            controls[pager.order] = control
        }
        return controls
    }

    /// Whether a slide's frame lies past the carousel's left or right edge, or shows
    /// only a sliver flush with one of them: less than a tenth of the carousel's
    /// width and a quarter of its own height (an icon that happens to touch the edge
    /// is not a sliver). Android reports a view's visible part, so a slide almost scrolled out
    /// is a thin frame at the carousel's edge. Nil when either frame is not recorded
    /// or empty: where the slide stands is then not known.
    public static func liesOutside(_ slide: Rect?, of carousel: Rect?) -> Bool? {
        guard let slide, let carousel, !slide.isEmpty, !carousel.isEmpty else { return nil }
        if slide.maxX <= carousel.minX || slide.minX >= carousel.maxX { return true }
        let shown = min(slide.maxX, carousel.maxX) - max(slide.minX, carousel.minX)
        let flush = slide.minX <= carousel.minX || slide.maxX >= carousel.maxX
        return flush && shown * 10 < carousel.width && shown * 4 < slide.height
    }
}
