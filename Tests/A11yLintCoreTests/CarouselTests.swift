@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// Carousels: which containers are carousels, where a slide stands against its
/// carousel's edges, and what the two carousel rules make of them.
final class CarouselTests: XCTestCase {
    private func screen(_ text: String) throws -> Screen {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "test.yml")
        XCTAssertEqual(result.errors, [])
        return try XCTUnwrap(result.screens.first)
    }

    private func carousels(_ text: String) throws -> [String] {
        let model = ScreenModel(screen: try screen(text))
        return model.nodes(Carousel.self).map { $0.identifier ?? $0.simpleClassName }
    }

    private func findings(_ text: String, rule: String) throws -> [String] {
        Linter(configuration: .everyRule(directory: "/"), workingDirectory: "/").check(try screen(text))
            .filter { $0.ruleID == rule }.map { $0.identity ?? "" }
    }

    // MARK: - Detection

    func testCarouselsAreFoundByClassOrByAScrollingContainerWhoseIdSaysSo() throws {
        let android = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - {class: androidx.viewpager2.widget.ViewPager2, resourceId: "a:id/pages"}
                - {class: com.example.widget.BannerCarouselView, resourceId: "a:id/promo"}
                - {class: android.view.View, testTag: pager_banner, scrollable: true}
                - {class: android.view.View, testTag: pager_indicator}
                - {class: android.view.View, testTag: banner_text}
                - {class: androidx.recyclerview.widget.RecyclerView, resourceId: "a:id/feed", scrollable: true}
            """
        XCTAssertEqual(try carousels(android), ["a:id/pages", "a:id/promo", "pager_banner"])
        let ios = """
            platform: ios
            root:
              class: UIView
              children:
                - {class: UICollectionView, accessibilityIdentifier: productCarousel}
                - {class: UICollectionView, accessibilityIdentifier: orders}
                - {class: UILabel, accessibilityIdentifier: carouselTitle, accessibilityLabel: Deals}
            """
        XCTAssertEqual(try carousels(ios), ["productCarousel"])
        // A page's slideshow is web content: its frames are often not where it shows.
        let web = """
            platform: android
            root:
              class: android.webkit.WebView
              children:
                - {class: android.view.View, resourceId: mwebCarouselSlides, scrollable: true}
            """
        XCTAssertEqual(try carousels(web), [])
    }

    // MARK: - Where a slide stands

    func testASlideLiesOutsideWhenPastTheEdgeOrOnlyASliverShows() {
        let carousel = Rect(x: 42, y: 495, width: 996, height: 374)
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 42, y: 495, width: 1, height: 374), of: carousel), true)
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 1037, y: 495, width: 1, height: 374), of: carousel), true)
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 1038, y: 495, width: 996, height: 374), of: carousel), true)
        // The slide showing, a peeking neighbour (a fifth of the width), an icon touching the edge.
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 42, y: 495, width: 996, height: 374), of: carousel), false)
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 838, y: 495, width: 200, height: 374), of: carousel), false)
        XCTAssertEqual(Carousel.liesOutside(Rect(x: 42, y: 600, width: 40, height: 40), of: carousel), false)
        // Not known: a frame missing or empty.
        XCTAssertNil(Carousel.liesOutside(nil, of: carousel))
        XCTAssertNil(Carousel.liesOutside(Rect(x: 0, y: 0, width: 0, height: 0), of: carousel))
        XCTAssertNil(Carousel.liesOutside(Rect(x: 42, y: 495, width: 1, height: 374), of: nil))
    }

    // MARK: - carousel-slide-offscreen

    private func banner(_ slides: String, platform: String = "android") -> String {
        """
        platform: \(platform)
        root:
          class: android.widget.FrameLayout
          bounds: [0, 0, 1080, 2400]
          children:
            - class: android.view.View
              testTag: pager_banner
              scrollable: true
              bounds: [42, 495, 1038, 869]
              children:
        \(slides)
        """
    }

    func testASliverSlideThatTalkBackReachesIsReportedOnce() throws {
        let slides = """
                    - {class: android.view.View, testTag: going, contentDescription: Summer sale, clickable: true, bounds: [42, 495, 43, 869]}
                    - {class: android.view.View, testTag: hidden, contentDescription: Gifts, clickable: true, visibleToUser: false, bounds: [1037, 495, 1038, 869]}
                    - {class: android.view.View, testTag: shown, contentDescription: New arrivals, clickable: true, bounds: [43, 495, 1037, 869]}
            """
        XCTAssertEqual(try findings(banner(slides), rule: "carousel-slide-offscreen"), ["#going"])
    }

    func testNestedCarouselsJudgeEachSlideOnceAgainstTheNearestCarousel() throws {
        // The inner carousel's sliver lies inside the outer one; judged against the outer one it
        // would not be a sliver, so a finding proves it was judged against the inner.
        let text = """
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - class: androidx.viewpager.widget.ViewPager
                  resourceId: "a:id/outer"
                  bounds: [0, 0, 1080, 2400]
                  children:
                    - class: android.view.View
                      testTag: inner_carousel
                      scrollable: true
                      bounds: [500, 400, 1000, 800]
                      children:
                        - {class: android.view.View, testTag: sliver, contentDescription: Old, clickable: true, bounds: [500, 400, 502, 800]}
                        - {class: android.view.View, testTag: shown, contentDescription: New, clickable: true, bounds: [502, 400, 1000, 800]}
            """
        XCTAssertEqual(try findings(text, rule: "carousel-slide-offscreen"), ["#sliver"])
    }

    // MARK: - carousel-many-slides

    func testALongCarouselIsReportedUnlessSomethingLetsTheUserJumpAhead() throws {
        func gallery(_ pageControl: String) -> String {
            """
            platform: ios
            root:
              class: UIView
              children:
                - class: UICollectionView
                  accessibilityIdentifier: photoCarousel
                  children:
                    - {class: UICollectionViewCell, isAccessibilityElement: true, accessibilityLabel: Beach}
                - {class: UIPageControl, numberOfPages: 12, currentPage: 0, \(pageControl)}
            """
        }
        // A page control VoiceOver cannot reach still counts the pages; an adjustable one lets the user move.
        XCTAssertEqual(try findings(gallery("accessibilityElementsHidden: true"), rule: "carousel-many-slides"),
                       ["#photoCarousel"])
        XCTAssertEqual(try findings(gallery("isAccessibilityElement: true, accessibilityTraits: [adjustable]"),
                                    rule: "carousel-many-slides"), [])
        let ten = """
            platform: android
            root:
              class: android.widget.FrameLayout
              children:
                - class: android.view.View
                  testTag: photo_pager
                  scrollable: true
                  children:
                    - {class: android.view.View, contentDescription: "Photo 1 of 10", clickable: true}
            """
        XCTAssertEqual(try findings(ten, rule: "carousel-many-slides"), [])
        XCTAssertEqual(try findings(ten.replacingOccurrences(of: "1 of 10", with: "1 of 11"), rule: "carousel-many-slides"),
                       ["#photo_pager"])
    }
}
