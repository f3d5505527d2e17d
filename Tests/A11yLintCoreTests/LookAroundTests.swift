@testable import A11yFindings
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yRules
@testable import A11yLintCore
import XCTest

/// What components look for beside them (a page control's pager, a stepper's
/// count and label, a chevron's label), found once per screen rather than by
/// searching the siblings of each component: every answer must be the one the
/// search gave. The searches are kept here as the reference, and both are asked
/// about every node of every corpus screen and of random trees.
final class LookAroundTests: XCTestCase {
    // MARK: - The searches the look-ups replaced

    /// The first of the node's siblings, in order, that passes `test`.
    private func referenceFirstSibling(of node: SemanticNode, in tree: ScreenTree,
                                       where test: (SemanticNode) -> Bool) -> SemanticNode? {
        tree.siblings(of: node).first(where: test)
    }

    /// A page control's pager as it was searched: a sibling that pages or scrolls,
    /// else the one pager of the screen, walking it to a second pager.
    private func referencePager(of control: SemanticNode, in tree: ScreenTree) -> SemanticNode? {
        if let sibling = tree.siblings(of: control).first(where: { PageControl.isPager($0) || $0.dumped.bool(.scrollable) == true }) {
            return sibling
        }
        var only: SemanticNode?
        for node in tree.nodes where PageControl.isPager(node) {
            if only != nil { return nil }
            only = node
        }
        return only
    }

    /// A lone chevron's label as it was searched: the first sibling that is not
    /// pressable and shows a text, itself or in a child.
    private func referenceLabelBeside(_ glyph: SemanticNode, in screen: DetectionInput) -> SemanticNode? {
        for sibling in screen.tree.siblings(of: glyph) where !screen.isPressable(sibling) {
            if sibling.visibleText != nil { return sibling }
            if let text = sibling.children.first(where: { $0.visibleText != nil && !screen.isPressable($0) }) {
                return text
            }
        }
        return nil
    }

    /// The stepper parts that come from beside the stepper, as they were searched:
    /// a native stepper's count and label among its parent's other children, a
    /// custom one's label among its children and then its siblings. Nil for a node
    /// whose parts come from elsewhere (a value between its buttons).
    private func referenceStepperSides(of node: SemanticNode, in model: ScreenModel)
        -> (count: SemanticNode?, itemLabel: SemanticNode?)? {
        let tree = model.tree
        if model.platform == .ios, node.iosClass.isStepper {
            let family = tree.parent(of: node)?.children ?? []
            return (family.first { $0 !== node && $0.visibleText.flatMap(SpokenText.count) != nil },
                    family.first { $0 !== node && Stepper.isItemLabel($0, model) })
        }
        let input = model.detectionInput
        guard let parts = Stepper.customParts(of: node, in: input) ?? Stepper.positionalParts(of: node, in: input) else {
            return nil
        }
        return (parts.count, (node.children + tree.siblings(of: node)).first { Stepper.isItemLabel($0, model) })
    }

    // MARK: - Comparing on whole screens

    /// Every look-up against its search, asked about every node of the screen.
    private func checkEveryLookAround(_ model: ScreenModel, _ name: String, counts: inout Counts) {
        let tree = model.tree
        let input = model.detectionInput
        // Asked about every node, not only the components: a component may be any node.
        let steppers = Stepper.parts(of: tree.nodes, in: model)
        let labels = Expandable.LabelsBeside(tree.nodes, in: input)
        for node in tree.nodes {
            let pager = PageControl.pager(of: node, in: model)
            XCTAssert(pager === referencePager(of: node, in: tree), "\(name): pager of node \(node.order)")
            XCTAssertEqual(input.pagers.holdsPager(node), node.children.contains(where: PageControl.isPager),
                           "\(name): node \(node.order) holds a pager")
            if pager != nil { counts.pagers += 1 }

            let label = labels.label(beside: node)
            XCTAssert(label === referenceLabelBeside(node, in: input), "\(name): label beside node \(node.order)")
            if label != nil { counts.labels += 1 }

            if let sides = referenceStepperSides(of: node, in: model) {
                let parts = steppers[node.order]
                XCTAssert(parts.count === sides.count, "\(name): stepper count of node \(node.order)")
                XCTAssert(parts.itemLabel === sides.itemLabel, "\(name): stepper label of node \(node.order)")
                if sides.itemLabel != nil { counts.stepperLabels += 1 }
            }
        }
        // Asked one at a time, as tests and other callers do.
        for node in tree.nodes.prefix(200) {
            XCTAssert(Stepper.parts(of: node, in: model).itemLabel === steppers[node.order].itemLabel, name)
            XCTAssert(Expandable.LabelsBeside([node], in: input).label(beside: node) === referenceLabelBeside(node, in: input),
                      name)
        }
    }

    /// How many answers were not nil: the screens must hold enough of each to mean something.
    private struct Counts {
        var pagers = 0
        var labels = 0
        var stepperLabels = 0
        var siblings = 0
    }

    /// `FirstSiblings` against the search for a few tests, built over the whole
    /// tree and around a subset of its nodes.
    private func checkFirstSiblings(_ tree: ScreenTree, _ name: String, counts: inout Counts,
                                    _ random: inout SeededGenerator) {
        let tests: [(String, (SemanticNode) -> Bool)] = [
            ("shows a text", { $0.visibleText != nil }),
            ("is a leaf", { $0.children.isEmpty }),
            ("pages or scrolls", { PageControl.isPager($0) || $0.dumped.bool(.scrollable) == true }),
            ("every third", { $0.order % 3 == 0 }),
            ("nothing", { _ in false }),
        ]
        for (what, test) in tests {
            let whole = FirstSiblings(in: tree, where: test)
            let asked = tree.nodes.filter { _ in Int.random(in: 0 ..< 4, using: &random) == 0 }
            let around = FirstSiblings(around: asked, in: tree, where: test)
            for node in tree.nodes {
                let expected = referenceFirstSibling(of: node, in: tree, where: test)
                XCTAssert(whole.first(besides: node) === expected, "\(name): \(what), node \(node.order)")
                if expected != nil { counts.siblings += 1 }
            }
            for node in asked {
                XCTAssert(around.first(besides: node) === referenceFirstSibling(of: node, in: tree, where: test),
                          "\(name): \(what) around, node \(node.order)")
            }
        }
    }

    func testEveryLookAroundAgreesWithItsSearchOnTheCorpusAndSamples() throws {
        var inputs: [(String, LoadResult)] = []
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        for path in try FileManager.default.subpathsOfDirectory(atPath: samples.path).sorted() where path.hasSuffix(".yml") {
            let full = samples.appendingPathComponent(path).path
            inputs.append((path, CorpusTests.linter.load(Input(path: full, source: .file(full)))))
        }
        let corpus = try? CorpusTests.files()
        if let files = corpus {
            for name in files {
                let path = CorpusTests.corpus.appendingPathComponent(name).path
                inputs.append((name, CorpusTests.linter.load(Input(path: path, source: .file(path)))))
            }
        }
        var counts = Counts()
        var random = SeededGenerator(state: 40)
        var screens = 0
        for (name, loaded) in inputs {
            for screen in loaded.screens {
                let model = CorpusTests.linter.model(of: screen)
                checkEveryLookAround(model, name, counts: &counts)
                checkFirstSiblings(model.tree, name, counts: &counts, &random)
                screens += 1
            }
        }
        XCTAssertGreaterThanOrEqual(screens, 15)
        XCTAssertGreaterThan(counts.pagers, 50)
        XCTAssertGreaterThan(counts.labels, 50)
        // The samples hold two labelled steppers; the corpus (absent on a bare machine) more.
        XCTAssertGreaterThanOrEqual(counts.stepperLabels, corpus == nil ? 2 : 3)
    }

    // MARK: - Random trees

    /// Trees of what the look-ups look for: pagers and scrolling views, page
    /// indicators, steppers and their counts and labels, chevrons and texts,
    /// pressable and plain views, with parents of a few children and of many.
    private func randomNode(_ platform: Platform, depth: Int, _ random: inout SeededGenerator) -> Node {
        let classes = platform == .ios
            ? ["UIView", "UIView", "UILabel", "UIButton", "UIStepper", "UIPageControl", "UICollectionView", "UIScrollView",
               "UITableView", "UITableViewCell", "UIImageView"]
            : ["android.widget.LinearLayout", "android.widget.FrameLayout", "android.widget.TextView",
               "android.widget.ImageButton", "androidx.viewpager.widget.ViewPager",
               "androidx.recyclerview.widget.RecyclerView", "android.widget.ImageView", "android.view.View"]
        var node = Node(className: classes[Int.random(in: 0 ..< classes.count, using: &random)], mark: .start)
        let texts = ["3", "Milk", "▾", "Page 2 of 4", "", "Remove one", "+"]
        if Int.random(in: 0 ..< 3, using: &random) == 0 {
            node.set(platform == .ios ? .title : .text, .string(texts[Int.random(in: 0 ..< texts.count, using: &random)]),
                     at: .start)
        }
        if Int.random(in: 0 ..< 4, using: &random) == 0 {
            let words = ["Decrease", "Increase", "ic_expand_more", "Photo", "page_indicator"]
            node.set(platform == .ios ? .accessibilityLabel : .contentDescription,
                     .string(words[Int.random(in: 0 ..< words.count, using: &random)]), at: .start)
        }
        if Int.random(in: 0 ..< 4, using: &random) == 0 {
            if platform == .ios {
                node.set(.accessibilityTraits, .strings(["button"]), at: .start)
            } else {
                node.set(.clickable, .bool(true), at: .start)
            }
        }
        if platform == .android, Int.random(in: 0 ..< 8, using: &random) == 0 {
            node.set(.scrollable, .bool(true), at: .start)
        }
        if Int.random(in: 0 ..< 10, using: &random) == 0 {
            node.set(platform == .ios ? .accessibilityIdentifier : .resourceId,
                     .string(["dots", "page_indicator", "chevron_down"][Int.random(in: 0 ..< 3, using: &random)]), at: .start)
        }
        if depth < 4 {
            // Now and then a parent of many children: a feed, a flat pane.
            let count = Int.random(in: 0 ..< 12, using: &random) == 0 ? Int.random(in: 10 ... 40, using: &random)
                : [0, 0, 1, 2, 3, 4][Int.random(in: 0 ..< 6, using: &random)]
            node.children = (0 ..< count).map { _ in randomNode(platform, depth: depth + 1, &random) }
        }
        return node
    }

    func testEveryLookAroundAgreesWithItsSearchOnRandomTrees() {
        var random = SeededGenerator(state: 4)
        var counts = Counts()
        for round in 0 ..< 200 {
            let platform: Platform = round % 2 == 0 ? .ios : .android
            let screen = Screen(path: "random.yml", documentIndex: round, platform: platform,
                                root: randomNode(platform, depth: 0, &random), mark: .start)
            let model = ScreenModel(screen: screen)
            checkEveryLookAround(model, "random tree \(round)", counts: &counts)
            checkFirstSiblings(model.tree, "random tree \(round)", counts: &counts, &random)
        }
        XCTAssertGreaterThan(counts.pagers, 1_000)
        XCTAssertGreaterThan(counts.labels, 1_000)
        XCTAssertGreaterThan(counts.stepperLabels, 50)
        XCTAssertGreaterThan(counts.siblings, 10_000)
    }
}
