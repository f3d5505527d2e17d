@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// The tables a screen's model builds once so that a list's items, a strip's tabs
/// or a stack of covers are not each compared with all the others: each gives
/// exactly what the simple question, asked node by node, gives.
final class ScreenIndexTests: XCTestCase {
    // MARK: - Covers (obscured-stop)

    /// The first cover in tree order from `order` on, in `group`, that holds `rect`
    /// and its centre, found by trying every cover: what `CoverIndex` must answer.
    private func referenceCover(_ covers: [(order: Int, rect: Rect, group: Int)], holding rect: Rect, from order: Int,
                                in group: Int) -> Int? {
        covers.filter { $0.order >= order && $0.group == group && $0.rect.contains(rect.center) && $0.rect.contains(rect) }
            .map(\.order).min()
    }

    /// Rectangles on a coarse grid, so that many are the same and many hold others,
    /// with some empty ones and some fractional ones.
    private func randomRect(_ random: inout SeededGenerator) -> Rect {
        let x = Double(Int.random(in: 0 ... 6, using: &random) * 50)
        let y = Double(Int.random(in: 0 ... 6, using: &random) * 50)
        switch Int.random(in: 0 ..< 10, using: &random) {
        case 0: return Rect(x: x, y: y, width: 0, height: 50)
        case 1: return Rect(x: x + 0.25, y: y + 1.0 / 3, width: 24.5, height: 10)
        case 2: return Rect(x: 0, y: 0, width: 400, height: 400)
        default:
            return Rect(x: x, y: y, width: Double(Int.random(in: 1 ... 4, using: &random) * 50),
                        height: Double(Int.random(in: 1 ... 4, using: &random) * 50))
        }
    }

    func testCoverIndexAgreesWithTryingEveryCover() {
        var random = SeededGenerator(state: 44)
        for count in [0, 1, 2, 9, 80, 600] {
            // Orders ascend with gaps, as tree order does among the covers; given shuffled, the index sorts them.
            var orders = (0 ..< count).map { $0 * 3 + Int.random(in: 0 ... 2, using: &random) }
            orders.shuffle(using: &random)
            let covers = orders.map { (order: $0, rect: randomRect(&random), group: Int.random(in: 0 ... 2, using: &random)) }
            let index = CoverIndex(covers)
            for _ in 0 ..< 300 {
                let rect = randomRect(&random)
                let from = Int.random(in: 0 ... count * 3 + 1, using: &random)
                let group = Int.random(in: 0 ... 2, using: &random)
                XCTAssertEqual(index.firstCover(holding: rect, from: from, in: group),
                               referenceCover(covers, holding: rect, from: from, in: group),
                               "\(count) covers, \(rect) from \(from) in \(group)")
            }
        }
    }

    /// Thousands of covers with one frame are one shape: a stop among them costs a
    /// binary search, not a walk past every cover before it.
    func testCoversWithOneFrameAreOneShape() {
        let frame = Rect(x: 20, y: 400, width: 350, height: 48)
        let covers = (0 ..< 5_000).map { (order: $0 + 2, rect: frame, group: 0) }
        let index = CoverIndex(covers + [(order: 5_002, rect: frame, group: 1)])
        XCTAssertEqual(index.shapeCount, 2, "one per group")
        XCTAssertEqual(index.firstCover(holding: frame, from: 2_500, in: 0), 2_500)
        XCTAssertEqual(index.firstCover(holding: frame, from: 5_002, in: 0), nil)
        XCTAssertEqual(index.firstCover(holding: frame, from: 3, in: 1), 5_002)
    }

    /// Buttons stacked on one frame: each lies under the next, the last under none.
    func testStackedStopsAreEachUnderTheNext() throws {
        let buttons = (0 ..< 4).map {
            "      - {class: UIButton, accessibilityLabel: Pay \($0), accessibilityTraits: [button], "
                + "frame: {x: 20, y: 400, width: 350, height: 48}}\n"
        }.joined()
        let yaml = "platform: ios\nroot:\n  class: UIWindow\n  frame: {x: 0, y: 0, width: 390, height: 844}\n"
            + "  children:\n    - class: UIView\n      frame: {x: 0, y: 0, width: 390, height: 844}\n      children:\n"
            + buttons.replacingOccurrences(of: "      - {", with: "        - {")
        let screen = try XCTUnwrap(load(yaml).screens.first)
        let messages = ObscuredStopRule().check(ScreenModel(screen: screen)).map(\.message)
        XCTAssertEqual(messages, (0 ..< 3).map {
            "'Pay \($0)' (350 × 48 at 20, 400 pt) lies wholly under the button 'Pay \($0 + 1)' drawn after it; "
                + "the screen reader reads it, but the user cannot see it or touch it."
        })
    }

    // MARK: - Tabs and collections (TalkBack)

    /// Android trees made of the parts that tabs and collections are made of: tab
    /// layouts with strips, navigation items known by their icon's id, recycler views
    /// as lists and grids, pagers, and Compose tabs with collection information.
    private func randomAndroidNode(depth: Int, _ random: inout SeededGenerator) -> Node {
        let classes = ["android.widget.LinearLayout", "android.widget.LinearLayout", "android.widget.FrameLayout",
                       "android.widget.FrameLayout", "android.widget.HorizontalScrollView",
                       "com.google.android.material.tabs.TabLayout", "com.google.android.material.tabs.SlidingTabIndicator",
                       "com.google.android.material.tabs.TabView", "androidx.recyclerview.widget.RecyclerView",
                       "androidx.viewpager2.widget.ViewPager2", "android.widget.ListView", "android.widget.GridView",
                       "com.google.android.material.bottomnavigation.BottomNavigationItemView", "android.widget.ImageView",
                       "android.view.View"]
        var node = Node(className: classes[Int.random(in: 0 ..< classes.count, using: &random)], mark: .start)
        let x = Double(Int.random(in: 0 ... 3, using: &random) * 100)
        let y = Double(Int.random(in: 0 ... 3, using: &random) * 100)
        if Int.random(in: 0 ..< 8, using: &random) > 0 {
            node.set(.bounds, .rect(Rect(x: x, y: y, width: 100, height: Double(Int.random(in: 0 ... 2, using: &random) * 50))),
                     at: .start)
        }
        if Bool.random(using: &random) { node.set(.selected, .bool(Int.random(in: 0 ..< 3, using: &random) == 0), at: .start) }
        switch Int.random(in: 0 ..< 12, using: &random) {
        case 0: node.set(.resourceId, .string("app:id/navigation_bar_item_icon_view"), at: .start)
        case 1: node.set(.resourceId, .string("app:id/navigation_bar_item_labels_group"), at: .start)
        case 2:
            node.set(.role, .string("Tab"), at: .start)
            node.set(.collectionItemInfo, .record(["columnIndex": .integer(Int.random(in: -1 ... 3, using: &random)),
                                                   "rowIndex": .integer(Int.random(in: 0 ... 3, using: &random))]), at: .start)
        case 3:
            node.set(.collectionInfo, .record(["rowCount": .integer(Int.random(in: 0 ... 3, using: &random)),
                                               "columnCount": .integer(Int.random(in: 0 ... 4, using: &random))]), at: .start)
        default: break
        }
        if depth < 5 {
            let count = [0, 0, 1, 1, 2, 3, 5, 8][Int.random(in: 0 ..< 8, using: &random)]
            node.children = (0 ..< count).map { _ in randomAndroidNode(depth: depth + 1, &random) }
        }
        // Often a tab layout's strip of tabs, not always well formed (a tab of
        // another class, none selected), under a layout or another node.
        if depth < 5, Int.random(in: 0 ..< 6, using: &random) == 0 {
            var strip = Node(className: Bool.random(using: &random) ? "android.widget.LinearLayout" : "x.SlidingTabIndicator",
                             mark: .start)
            strip.children = (0 ..< Int.random(in: 1 ... 6, using: &random)).map { _ in
                var tab = Node(className: ["android.widget.LinearLayout", "x.TabView", "x.TabView", "android.widget.TextView"][
                    Int.random(in: 0 ..< 4, using: &random)], mark: .start)
                tab.set(.selected, .bool(Int.random(in: 0 ..< 3, using: &random) == 0), at: .start)
                return tab
            }
            node = Node(className: ["android.widget.HorizontalScrollView", "x.TabLayout", "android.widget.FrameLayout"][
                Int.random(in: 0 ..< 3, using: &random)], mark: .start, children: [strip] + node.children.prefix(Int.random(in: 0 ... 1, using: &random)))
        }
        return node
    }

    func testTabPlacesAndCollectionsAgreeWithAskingNodeByNode() {
        var random = SeededGenerator(state: 4)
        var tabs = 0, collections = 0
        for _ in 0 ..< 400 {
            let tree = ScreenTree(root: randomAndroidNode(depth: 0, &random), platform: .android)
            let places = MaterialTabPlaces(tree: tree)
            let kinds = ScreenCollections(tree: tree)
            for node in tree.nodes {
                let expected = MaterialTabs.position(of: node, in: tree)
                let found = places.position(of: node)
                XCTAssertEqual(found?.index, expected?.index, "node \(node.order)")
                XCTAssertEqual(found?.count, expected?.count, "node \(node.order)")
                let expectedKind = TalkBackCollections.kind(of: node, in: tree)
                let foundKind = kinds.kind(of: node)
                XCTAssertEqual(foundKind?.kind, expectedKind?.kind, "node \(node.order)")
                XCTAssertEqual(foundKind?.count, expectedKind?.count, "node \(node.order)")
                if expected != nil { tabs += 1 }
                if expectedKind != nil { collections += 1 }
            }
        }
        // The random trees hold enough of each to mean something.
        XCTAssertGreaterThan(tabs, 100)
        XCTAssertGreaterThan(collections, 300)
    }

    func testIOSScreensHaveNoTalkBackCollections() throws {
        let screen = try XCTUnwrap(load("""
            platform: ios
            root: {class: UIWindow, children: [{class: android.widget.ListView, children: [{class: UIButton}]}]}
            """).screens.first)
        let tree = ScreenTree(root: screen.root, platform: .ios)
        XCTAssertNil(ScreenCollections(tree: tree).kind(of: tree.nodes[1]))
    }
}
