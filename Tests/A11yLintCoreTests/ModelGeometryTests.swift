@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
import XCTest

/// The model's geometry: frames in points or dp, what is on screen, and the index of stops.
final class ModelGeometryTests: XCTestCase {
    private func model(_ text: String, density: Double? = nil) throws -> ScreenModel {
        let result = DumpLoader().load(bytes: Array(text.utf8), path: "t.yml")
        XCTAssertEqual(result.errors, [])
        return ScreenModel(screen: try XCTUnwrap(result.screens.first), density: density)
    }

    /// A strip that scrolls only sideways cuts its children at its left and right,
    /// never at its top or bottom; a vertical list cuts them at all four.
    func testASidewaysScrollerCutsOnlyAtItsSides() throws {
        func edges(_ scroller: String) throws -> (cut: CutEdges, mayLack: Bool, visibility: Visibility?) {
            let m = try model("""
                platform: android
                root:
                  class: android.widget.FrameLayout
                  bounds: [0, 0, 1080, 2400]
                  children:
                    - class: \(scroller)
                      bounds: [0, 300, 1080, 420]
                      children:
                        - class: android.widget.LinearLayout
                          clickable: true
                          bounds: [0, 300, 180, 420]
                          children: [{class: android.view.View, bounds: [40, 320, 140, 400]}]
                """)
            let tab = m.nodes[2]
            return (m.cutEdges(of: tab), m.mayLackContent(tab), m.visibility(of: tab))
        }
        let sideways = try edges("android.widget.HorizontalScrollView")
        XCTAssertEqual(sideways.cut.scrolling, [.left])
        XCTAssertEqual(sideways.visibility, .onScreen)
        XCTAssertFalse(sideways.mayLack, "shown whole, not a sliver at an edge")
        let list = try edges("androidx.recyclerview.widget.RecyclerView")
        XCTAssertEqual(list.cut.scrolling, [.left, .top, .bottom])
    }

    func testAndroidFramesAreInDpFromTheDumpOrTheConfiguration() throws {
        let text = """
            platform: android
            density: 2.75
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - {class: android.widget.Button, text: Buy, clickable: true, bounds: [0, 0, 132, 66]}
            """
        let fromDump = try model(text)
        XCTAssertEqual(fromDump.density.pixelsPerPoint, 2.75)
        XCTAssertEqual(fromDump.frame(of: fromDump.nodes[1]), Rect(x: 0, y: 0, width: 48, height: 24))
        let configured = try model(text, density: 3)
        XCTAssertEqual(configured.frame(of: configured.nodes[1]), Rect(x: 0, y: 0, width: 44, height: 22))
        XCTAssertFalse(configured.density.isGuess)
    }

    func testIOSFramesAreInPoints() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - {class: UIButton, title: Buy, frame: {x: 10, y: 20, width: 30, height: 40}}
            """, density: 3)
        XCTAssertEqual(m.density.pixelsPerPoint, 1, "the configuration's density is for Android")
        XCTAssertEqual(m.frame(of: m.nodes[1]), Rect(x: 10, y: 20, width: 30, height: 40))
    }

    /// A cell half scrolled out of its table is clipped; one below the table is off
    /// screen; a node without a frame is not known; `visibleToUser: false` is off screen.
    func testVisibilityFollowsTheScreenAndScrollingAncestors() throws {
        let ios = try model("""
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - class: UITableView
                  frame: {x: 0, y: 100, width: 390, height: 400}
                  children:
                    - {class: UITableViewCell, accessibilityLabel: Shown, frame: {x: 0, y: 100, width: 390, height: 88}}
                    - {class: UITableViewCell, accessibilityLabel: Half, frame: {x: 0, y: 456, width: 390, height: 88}}
                    - {class: UITableViewCell, accessibilityLabel: Below, frame: {x: 0, y: 600, width: 390, height: 88}}
                - {class: UILabel, text: No frame}
            """)
        XCTAssertEqual(ios.nodes.map(ios.visibility(of:)), [.onScreen, .onScreen, .onScreen, .clipped, .offScreen, nil])
        let android = try model("""
            platform: android
            root:
              class: android.widget.FrameLayout
              bounds: [0, 0, 1080, 2400]
              children:
                - {class: android.widget.TextView, text: Gone, visibleToUser: false, bounds: [0, 0, 100, 100]}
            """)
        XCTAssertEqual(android.visibility(of: android.nodes[1]), .offScreen)
    }

    func testStopsAreIndexedByTheirFrames() throws {
        let m = try model("""
            platform: ios
            root:
              class: UIWindow
              frame: {x: 0, y: 0, width: 390, height: 844}
              children:
                - {class: UIButton, title: One, frame: {x: 0, y: 0, width: 100, height: 44}}
                - {class: UIButton, title: Two, frame: {x: 50, y: 0, width: 100, height: 44}}
                - {class: UIButton, title: Far, frame: {x: 0, y: 400, width: 100, height: 44}}
                - {class: UIButton, title: Nowhere}
            """)
        XCTAssertEqual(m.stops.map(\.announcement.name), ["One", "Two", "Far", "Nowhere"])
        let index = m.stopFrameIndex()
        XCTAssertEqual(index.count, 3, "a stop without a frame is not indexed")
        XCTAssertEqual(index.intersectingPairs().map { [$0.0, $0.1] }, [[0, 1]])
        XCTAssertEqual(index.indices(containing: Point(x: 10, y: 410)), [2])
    }
}

/// The model's tree is the one a walk of the dump gives: in order, numbered, with
/// the right parents and subtree ends, in large families too.
final class ScreenTreeTests: XCTestCase {
    func testTheTreeIsBuiltAsAWalkWouldBuildIt() {
        // 2,500 rows, one of which holds a family of 1,100 of its own, all of mixed depth.
        var rows: [Node] = []
        for row in 0..<2_500 {
            var cell = Node(className: row % 3 == 0 ? "Cell" : "Row", mark: Mark(line: row + 2, column: 1))
            let family = row == 1_234 ? 1_100 : row % 4
            cell.children = (0..<family).map { index in
                Node(className: "Label", mark: Mark(line: row + 2, column: index + 2),
                     children: index % 2 == 0 ? [Node(className: "Icon", mark: .start)] : [])
            }
            rows.append(cell)
        }
        let root = Node(className: "List", mark: .start, children: rows)
        let tree = ScreenTree(root: root, platform: .android)
        // The reference: a walk of the dump, numbering nodes as it meets them.
        var expected: [(className: String, mark: Mark, parent: Int?, end: Int)] = []
        func walk(_ node: Node, parent: Int?) {
            let order = expected.count
            expected.append((node.className, node.mark, parent, 0))
            for child in node.children { walk(child, parent: order) }
            expected[order].end = expected.count
        }
        walk(root, parent: nil)
        XCTAssertEqual(tree.nodes.count, expected.count)
        for (order, node) in tree.nodes.enumerated() {
            XCTAssertEqual(node.order, order)
            XCTAssertEqual(node.className, expected[order].className)
            XCTAssertEqual(node.mark, expected[order].mark)
            XCTAssertEqual(node.subtreeEnd, expected[order].end)
            XCTAssertEqual(tree.parent(of: node)?.order, expected[order].parent)
        }
        XCTAssertEqual(tree.path(of: tree.nodes[1]), "List/Cell[0]")
    }
}
