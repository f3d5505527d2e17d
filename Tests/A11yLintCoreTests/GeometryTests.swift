@testable import A11yFindings
@testable import A11yYAML
@testable import A11yDump
@testable import A11ySemantics
@testable import A11yCatalog
@testable import A11yRules
@testable import A11yLintCore
@testable import A11yReporters
import XCTest

/// Rectangles, units and density, visibility, and the spatial index.
final class GeometryTests: XCTestCase {
    private func rect(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> Rect {
        Rect(minX: left, minY: top, maxX: right, maxY: bottom)
    }

    // MARK: - Rect

    func testEdgesCentreAndArea() {
        let frame = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual([frame.minX, frame.minY, frame.maxX, frame.maxY, frame.midX, frame.midY], [10, 20, 40, 60, 25, 40])
        XCTAssertEqual(frame.area, 1200)
        XCTAssertEqual(frame.origin, Point(x: 10, y: 20))
        XCTAssertEqual(frame.size, Size(width: 30, height: 40))
        XCTAssertEqual(frame.center, Point(x: 25, y: 40))
        XCTAssertEqual(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)), frame)
        XCTAssertEqual(rect(10, 20, 40, 60), frame, "built from edges")
        let third = Rect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 1)
        XCTAssertEqual(third.maxX, 2.0 / 3, "boxed values keep full precision")
    }

    func testEmptyMeansNoArea() {
        XCTAssertFalse(Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        XCTAssertTrue(Rect(x: 5, y: 5, width: 10, height: 0).isEmpty)
        XCTAssertTrue(rect(100, 0, 0, 50).isEmpty, "Android bounds with right < left")
        XCTAssertTrue(Rect(x: 0, y: 0, width: .nan, height: 10).isEmpty)
        XCTAssertEqual(rect(100, 0, 0, 50).area, 0, "a negative size has no area, not a negative one")
        XCTAssertEqual(rect(100, 0, 0, 50).minX, 100, "a negative size is not flipped")
    }

    /// One row: the heights overlap over at least half the shorter one's; one
    /// column likewise across the widths. Touching is neither.
    func testLevelAndSameColumn() {
        let field = Rect(x: 100, y: 100, width: 200, height: 40)
        XCTAssertTrue(Rect(x: 0, y: 110, width: 80, height: 20).isLevel(with: field))
        XCTAssertTrue(Rect(x: 0, y: 120, width: 80, height: 40).isLevel(with: field), "half of the shorter one")
        XCTAssertFalse(Rect(x: 0, y: 125, width: 80, height: 40).isLevel(with: field))
        XCTAssertFalse(Rect(x: 0, y: 140, width: 80, height: 40).isLevel(with: field), "touching")
        XCTAssertTrue(Rect(x: 150, y: 0, width: 100, height: 20).sharesColumn(with: field))
        XCTAssertTrue(Rect(x: 250, y: 0, width: 100, height: 20).sharesColumn(with: field), "half of the narrower one")
        XCTAssertFalse(Rect(x: 260, y: 0, width: 100, height: 20).sharesColumn(with: field))
        XCTAssertFalse(Rect(x: 300, y: 0, width: 100, height: 20).sharesColumn(with: field), "touching")
    }

    func testIntersectionNeedsSharedArea() {
        let a = rect(0, 0, 100, 100)
        XCTAssertEqual(a.intersection(rect(50, 60, 150, 160)), rect(50, 60, 100, 100))
        XCTAssertEqual(a.intersection(rect(10, 10, 20, 20)), rect(10, 10, 20, 20), "one inside the other")
        XCTAssertNil(a.intersection(rect(200, 0, 300, 100)), "disjoint")
        XCTAssertNil(a.intersection(rect(100, 0, 200, 100)), "touching along an edge")
        XCTAssertNil(a.intersection(rect(100, 100, 200, 200)), "touching at a corner")
        XCTAssertNil(a.intersection(rect(10, 10, 10, 50)), "an empty rectangle inside")
        XCTAssertNil(a.intersection(rect(60, 10, 40, 50)), "a negative width inside")
        for other in [rect(50, 60, 150, 160), rect(100, 0, 200, 100), rect(10, 10, 10, 50), rect(-5, -5, 0.5, 0.5)] {
            XCTAssertEqual(a.intersects(other), a.intersection(other) != nil, "\(other)")
            XCTAssertEqual(other.intersects(a), a.intersects(other), "symmetric")
        }
    }

    func testPointsOnTheLeftAndTopEdgesAreInside() {
        let a = rect(0, 0, 100, 50)
        XCTAssertTrue(a.contains(Point(x: 0, y: 0)))
        XCTAssertTrue(a.contains(Point(x: 99.5, y: 49.5)))
        XCTAssertFalse(a.contains(Point(x: 100, y: 10)), "right edge excluded")
        XCTAssertFalse(a.contains(Point(x: 10, y: 50)), "bottom edge excluded")
        XCTAssertTrue(rect(100, 0, 200, 50).contains(Point(x: 100, y: 10)), "the shared edge belongs to the right neighbour")
        XCTAssertFalse(rect(5, 5, 5, 5).contains(Point(x: 5, y: 5)), "an empty rectangle holds no point")
    }

    func testContainingARectangleIncludesItsEdges() {
        let a = rect(0, 0, 100, 100)
        XCTAssertTrue(a.contains(rect(0, 0, 100, 100)))
        XCTAssertTrue(a.contains(rect(10, 10, 100, 20)), "flush with an edge")
        XCTAssertFalse(a.contains(rect(10, 10, 101, 20)), "one point past")
        XCTAssertFalse(a.contains(rect(10, 10, 10, 20)), "an empty rectangle lies in nothing")
        XCTAssertFalse(rect(10, 10, 10, 20).contains(rect(10, 10, 10, 20)), "and holds nothing")
    }

    func testUnionIgnoresEmptyRectangles() {
        XCTAssertEqual(rect(0, 0, 10, 10).union(rect(20, 5, 30, 40)), rect(0, 0, 30, 40))
        XCTAssertEqual(rect(20, 5, 30, 40).union(rect(0, 0, 0, 0)), rect(20, 5, 30, 40), "an unlaid-out view at 0, 0 adds nothing")
        XCTAssertEqual(rect(0, 0, 0, 0).union(rect(20, 5, 30, 40)), rect(20, 5, 30, 40))
    }

    func testScalingMovingAndInsetting() {
        XCTAssertEqual(rect(10, 20, 30, 60).scaled(by: 2), rect(20, 40, 60, 120))
        XCTAssertEqual(rect(21, 42, 147, 168).divided(by: 2.625), rect(8, 16, 56, 64))
        XCTAssertEqual(rect(10, 20, 30, 60).offsetBy(dx: 5, dy: -20), rect(15, 0, 35, 40))
        XCTAssertEqual(rect(10, 20, 30, 60).insetBy(dx: 2, dy: 5), rect(12, 25, 28, 55))
        XCTAssertEqual(rect(10, 20, 30, 60).insetBy(dx: -8, dy: -8), rect(2, 12, 38, 68), "negative insets grow")
        // The reason `divided(by:)` exists: multiplying by the inverse rounds twice.
        XCTAssertEqual(Rect(x: 15, y: 0, width: 1, height: 1).divided(by: 2.625).x, 15 / 2.625)
        XCTAssertNotEqual(Rect(x: 15, y: 0, width: 1, height: 1).scaled(by: 1 / 2.625).x, 15 / 2.625)
    }

    func testDistanceIsTheGapBetweenAreas() {
        let a = rect(0, 0, 10, 10)
        XCTAssertEqual(a.distance(to: rect(5, 5, 20, 20)), 0, "overlapping")
        XCTAssertEqual(a.distance(to: rect(10, 0, 20, 10)), 0, "touching")
        XCTAssertEqual(a.distance(to: rect(18, 2, 30, 8)), 8, "beside")
        XCTAssertEqual(a.distance(to: rect(0, -20, 10, -4)), 4, "above")
        XCTAssertEqual(a.distance(to: rect(13, 14, 20, 20)), 5, "diagonal: a 3-4-5 triangle")
        XCTAssertEqual(rect(13, 14, 20, 20).distance(to: a), 5)
        XCTAssertEqual(a.distance(to: rect(20, 3, 20, 3)), 10, "to a point")
        XCTAssertTrue(a.distance(to: rect(245, 0, 199, 10)).isNaN, "a negative size is nowhere")
        XCTAssertTrue(rect(245, 0, 199, 10).distance(to: a).isNaN)
    }

    func testEdgesReachingAContainer() {
        let list = rect(0, 100, 1080, 1900)
        XCTAssertEqual(rect(0, 100, 1080, 250).edges(reaching: list), [.left, .top, .right], "first row, flush")
        XCTAssertEqual(rect(40, 1850, 200, 1900).edges(reaching: list), [.bottom], "cut by the list's bottom")
        XCTAssertEqual(rect(40, 500, 200, 600).edges(reaching: list), [], "inside")
        XCTAssertEqual(rect(-10, 50, 1100, 2000).edges(reaching: list), .all, "past every edge")
    }

    func testTouchTargetSizes() {
        XCTAssertTrue(Size(width: 48, height: 48).isAtLeast(Size(width: 48, height: 48)))
        XCTAssertFalse(Size(width: 48, height: 47.9).isAtLeast(Size(width: 48, height: 48)))
        XCTAssertFalse(Size(width: 30, height: 60).isAtLeast(Size(width: 44, height: 44)))
    }

    func testEqualityIsUnchanged() {
        XCTAssertEqual(Rect(x: 0.1, y: 0, width: 1, height: 1), Rect(x: 0.1, y: 0, width: 1, height: 1), "boxed values compare by value")
        XCTAssertNotEqual(Rect(x: 0.1, y: 0, width: 1, height: 1), Rect(x: Double(Float(0.1)), y: 0, width: 1, height: 1))
        XCTAssertEqual(Rect(x: -0.0, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 1))
        var moved = Rect(x: 1, y: 2, width: 3, height: 4)
        moved.x = 0.25
        XCTAssertEqual(moved, Rect(x: 0.25, y: 2, width: 3, height: 4))
    }

    // MARK: - Density

    private func androidScreen(root: Node, density: Double? = nil) -> Screen {
        Screen(path: "t.xml", documentIndex: 1, platform: .android, density: density, root: root, mark: .start)
    }

    private func node(_ bounds: Rect?, _ children: [Node] = []) -> Node {
        var node = Node(className: "android.widget.FrameLayout", mark: .start, children: children)
        if let bounds { node.properties.append(Property(key: .bounds, value: .rect(bounds), valueMark: .start)) }
        return node
    }

    private func inferred(_ frame: Rect) -> ScreenDensity {
        .android(recorded: nil, configured: nil, screenFrame: frame)
    }

    func testDensityComesFromConfigurationThenDumpThenSize() {
        let phone = androidScreen(root: node(rect(0, 0, 1080, 2400)), density: 3)
        XCTAssertEqual(ScreenDensity(screen: phone), ScreenDensity(pixelsPerPoint: 3, source: .dump))
        XCTAssertEqual(ScreenDensity(screen: phone, configured: 2.75), ScreenDensity(pixelsPerPoint: 2.75, source: .configuration))
        let unrecorded = androidScreen(root: node(rect(0, 0, 1080, 2400)))
        XCTAssertEqual(ScreenDensity(screen: unrecorded), ScreenDensity(pixelsPerPoint: 2.625, source: .inferred(deviceWidth: 411)))
        for nonsense in [0, -2, Double.infinity, .nan] {
            XCTAssertEqual(ScreenDensity(screen: androidScreen(root: node(rect(0, 0, 720, 1280)), density: nonsense)).source,
                           .inferred(deviceWidth: 360), "a recorded \(nonsense) counts as not recorded")
        }
        let iPhone = Screen(path: "t.yml", documentIndex: 1, platform: .ios, root: node(rect(0, 0, 390, 844)), mark: .start)
        XCTAssertEqual(ScreenDensity(screen: iPhone, configured: 3), .points, "iOS frames are points; the key is for Android")
        XCTAssertFalse(ScreenDensity.points.isGuess)
        XCTAssertTrue(ScreenDensity(screen: unrecorded).isGuess)
    }

    func testInferenceFromCommonScreenWidths() {
        let cases: [(width: Double, height: Double, density: Double, deviceWidth: Int)] = [
            (240, 320, 0.75, 320), (320, 480, 1, 320), (480, 800, 1.5, 320), (540, 960, 1.5, 360),
            (720, 1280, 2, 360), (1080, 2400, 2.625, 411), (1080, 1920, 2.625, 411), (1440, 3088, 3.5, 411),
            (600, 1024, 1, 600), (1536, 2048, 2, 768), (1600, 2560, 2, 800),
        ]
        for item in cases {
            let expected = ScreenDensity(pixelsPerPoint: item.density, source: .inferred(deviceWidth: item.deviceWidth))
            XCTAssertEqual(inferred(rect(0, 0, item.width, item.height)), expected, "portrait \(item.width)")
            XCTAssertEqual(inferred(rect(0, 0, item.height, item.width)), expected, "landscape \(item.width)")
        }
    }

    func testTheSmallestDensityThatExplainsTheWidthWins() {
        // 1080 px is 360 dp at 3, 393 at 2.75 and 411 at 2.625: all three explain it.
        for density in [3, 2.75, 2.625] {
            XCTAssertLessThanOrEqual(abs(1080 / density - (1080 / density).rounded()), DensityInference.tolerance)
        }
        XCTAssertEqual(inferred(rect(0, 0, 1080, 2340)).pixelsPerPoint, 2.625)
        // 600 px is an mdpi 600 dp tablet, not an ldpi 800 dp one: tablets are 1x to 2x.
        XCTAssertEqual(inferred(rect(0, 0, 600, 1024)).source, .inferred(deviceWidth: 600))
        // 720 px is a 2x 360 dp phone: 480 dp is not an upright width.
        XCTAssertEqual(inferred(rect(0, 0, 720, 1440)).pixelsPerPoint, 2)
    }

    func testSidesOfWindowsSmallerThanTheScreen() {
        XCTAssertEqual(inferred(rect(0, 1500, 1080, 2400)).source, .inferred(deviceWidth: 411),
                       "a bottom sheet spans the width: the width counts though it is the longer side")
        XCTAssertEqual(inferred(rect(63, 800, 1017, 1400)), ScreenDensity(pixelsPerPoint: 2.625, source: .fallback),
                       "a dialog starts at neither edge; its 600 px height must not read as a 600 dp tablet")
        XCTAssertEqual(DensityInference.side(of: rect(0, 63, 2400, 1080)), 2400, "landscape, cut by the status bar")
        XCTAssertEqual(DensityInference.side(of: rect(0, 0, 2400, 1080)), 1080)
    }

    func testFallbackWhenNothingFits() {
        let fallback = ScreenDensity(pixelsPerPoint: 2.625, source: .fallback)
        XCTAssertEqual(inferred(rect(0, 0, 1220, 2712)), fallback, "1220 px: 443.6 dp at 2.75, not a width in the table")
        XCTAssertEqual(inferred(rect(0, 0, 0, 0)), fallback)
        XCTAssertEqual(ScreenDensity.android(recorded: nil, configured: nil, screenFrame: nil), fallback)
        XCTAssertTrue(fallback.isGuess)
    }

    func testScreenFrameIsTheRootOrItsWindows() {
        XCTAssertEqual(androidScreen(root: node(rect(0, 0, 1080, 2400))).frame, rect(0, 0, 1080, 2400))
        let windows = node(nil, [node(rect(0, 0, 1600, 60)), node(rect(0, 0, 1600, 2560)), node(nil), node(rect(0, 0, 0, 0))])
        XCTAssertEqual(androidScreen(root: windows).frame, rect(0, 0, 1600, 2560))
        XCTAssertEqual(ScreenDensity(screen: androidScreen(root: windows)).source, .inferred(deviceWidth: 800))
        XCTAssertNil(androidScreen(root: node(nil, [node(nil)])).frame)
        XCTAssertEqual(androidScreen(root: node(rect(0, 0, 0, 0), [node(rect(0, 0, 720, 1280))])).frame, rect(0, 0, 720, 1280),
                       "an empty root frame gives way to its windows")
    }

    private func view(_ className: String, _ bounds: Rect, id: String? = nil, clickable: Bool = false,
                      _ children: [Node] = []) -> Node {
        var node = Node(className: className, mark: .start, children: children)
        node.properties.append(Property(key: .bounds, value: .rect(bounds), valueMark: .start))
        if let id { node.properties.append(Property(key: .resourceId, value: .string(id), valueMark: .start)) }
        if clickable { node.properties.append(Property(key: .clickable, value: .bool(true), valueMark: .start)) }
        return node
    }

    /// A 1080 × 2400 phone whose decor holds the given views.
    private func measured(_ children: [Node]) -> ScreenDensity {
        ScreenDensity(screen: androidScreen(root: view("android.widget.FrameLayout", rect(0, 0, 1080, 2400), children)))
    }

    /// A status bar `height` px tall.
    private func statusBar(_ height: Double) -> Node {
        view("android.view.View", rect(0, 0, 1080, height), id: "android:id/statusBarBackground")
    }

    /// An AppCompat action bar `height` px tall under a 72 px status bar.
    private func actionBar(_ height: Double) -> Node {
        view("android.view.ViewGroup", rect(0, 72, 1080, 72 + height), id: "com.example:id/action_bar")
    }

    /// A Compose icon `icon` px square at `x`, whose clickable reaches `target` px up and down, centred.
    private func composeTarget(x: Double, icon: Double, target: Double) -> Node {
        let top = 1000.0, middle = top + icon / 2
        return view("android.view.View", rect(x, top, x + icon, top + icon), [
            view("android.widget.Button", rect(x, middle - target / 2, x + icon, middle + target / 2), clickable: true),
        ])
    }

    private func compose(_ children: [Node]) -> Node {
        view("androidx.compose.ui.platform.ComposeView", rect(0, 72, 1080, 2400), children)
    }

    func testDensityMeasuredFromAToolbarAndTheStatusBar() {
        // 168 px is 56 dp at 3 (a phone's action bar), 64 dp at 2.625 or 48 dp at 3.5;
        // the 72 px status bar, 24 dp at 3, settles it (and rules out 3.5, where it would be 20.6 dp).
        let density = measured([statusBar(72), actionBar(168)])
        XCTAssertEqual(density, ScreenDensity(pixelsPerPoint: 3, source: .measured(by: [.statusBar, .actionBar])))
        XCTAssertFalse(density.isGuess, "measured, not guessed: sizes at it are warnings")
        XCTAssertEqual(measured([actionBar(168)]).source, .inferred(deviceWidth: 411), "one bar alone is not enough")
        XCTAssertEqual(measured([statusBar(72)]).source, .inferred(deviceWidth: 411),
                       "nor is a status bar alone: a cutout or a large screen makes it taller")
    }

    func testDensityMeasuredFromComposeTouchTargets() {
        // 1080 × 2400 at 1.5, as an emulator: Compose widens each 28 dp icon to 48 dp, 72 px.
        let targets = compose([composeTarget(x: 100, icon: 42, target: 72), composeTarget(x: 300, icon: 54, target: 72)])
        XCTAssertEqual(measured([targets]), ScreenDensity(pixelsPerPoint: 1.5, source: .measured(by: [.composeTouchTarget])))
        let one = compose([composeTarget(x: 100, icon: 42, target: 72)])
        XCTAssertTrue(measured([one]).isGuess, "one widened target is one view: not enough")
        let outside = view("android.widget.FrameLayout", rect(0, 72, 1080, 2400),
                           [composeTarget(x: 100, icon: 42, target: 72), composeTarget(x: 300, icon: 54, target: 72)])
        XCTAssertTrue(measured([outside]).isGuess, "a View's bounds never reach past its parent's: only Compose widens them")
    }

    func testConflictingEvidenceMeasuresNothing() {
        // Two Compose targets that disagree (48 dp at 1.5 and at 2.625) each rule out the other's density.
        let disagreeing = compose([composeTarget(x: 100, icon: 42, target: 72), composeTarget(x: 300, icon: 80, target: 126)])
        XCTAssertTrue(measured([disagreeing]).isGuess)
        // A status bar and an action bar agree on 3, tabs and a navigation bar on 2 (48 dp, 96 px): two answers.
        let tabs = (0..<2).map { index in
            view("androidx.appcompat.app.ActionBar$Tab", rect(Double(index) * 540, 240, Double(index + 1) * 540, 336))
        }
        let navigation = view("android.view.View", rect(0, 2304, 1080, 2400), id: "android:id/navigationBarBackground")
        XCTAssertTrue(measured([statusBar(72), actionBar(168)] + tabs + [navigation]).isGuess)
        // A Compose target of 48 dp at 2.625 rules out the 3 that the bars agree on; 2.625 has a status bar of
        // 27 dp (a cutout) and a 64 dp action bar for it, but the status bar gives only a bound, so two kinds agree.
        XCTAssertEqual(measured([statusBar(72), actionBar(168), compose([composeTarget(x: 100, icon: 80, target: 126)])]).source,
                       .measured(by: [.composeTouchTarget, .actionBar]))
    }

    func testNoEvidenceLeavesTheGuess() {
        XCTAssertEqual(measured([view("android.widget.Button", rect(100, 500, 400, 632), clickable: true)]).source,
                       .inferred(deviceWidth: 411))
        XCTAssertEqual(ScreenDensity(screen: androidScreen(root: view("android.widget.FrameLayout", rect(0, 0, 1080, 2400),
                                                                      [statusBar(72), actionBar(168)])), configured: 2.75).source,
                       .configuration, "the configuration's density comes first")
    }

    func testConversionToPoints() {
        let density = ScreenDensity(pixelsPerPoint: 2.625, source: .dump)
        XCTAssertEqual(density.points(126), 48)
        XCTAssertEqual(density.points(rect(21, 42, 147, 168)), rect(8, 16, 56, 64))
        let frame = Rect(x: 1.0 / 3, y: 2, width: 44, height: 44)
        XCTAssertEqual(ScreenDensity.points.points(frame), frame)
        XCTAssertEqual(ScreenDensity(pixelsPerPoint: 3, source: .configuration).points(rect(0, 0, 132, 144)).size,
                       Size(width: 44, height: 48))
    }

    /// The Android dumps of ../shared/corpus, as loaded: what each screen's density is taken to be.
    func testDensityOfTheCorpusScreens() throws {
        let expected: [String: ScreenDensity.Source] = [
            "and-aena-onboarding-pager.xml": .inferred(deviceWidth: 411),
            "and-futbolapp-register-password-flood-es.xml": .measured(by: [.statusBar, .navigationBar]),
            "and-google-tasks-tablet-tabs.xml": .inferred(deviceWidth: 800),
            "and-hinge-discover-bottom-tabs.xml": .measured(by: [.composeTouchTarget]),
            "and-ivi-sound-volume-steppers-ko.xml": .fallback,
            "and-legado-flutter-bookshelf-zh.xml": .inferred(deviceWidth: 360),
            "and-lingji-subject-list-zh.xml": .fallback,
            "and-medicamentos-vitals-form-es.xml": .inferred(deviceWidth: 411),
            "and-reablita-login-error-tablet.xml": .inferred(deviceWidth: 800),
            "and-samsung-messages-tabs-rows.xml": .inferred(deviceWidth: 800),
            "and-spoon-live-compose-banner.xml": .measured(by: [.composeTouchTarget]),
            "and-swapcard-search-tabs-ime.xml": .inferred(deviceWidth: 411),
        ]
        let files = try CorpusTests.files()
        for (name, source) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(files.contains(name), name)
            let path = CorpusTests.corpus.appendingPathComponent(name).path
            let screens = CorpusTests.linter.load(Input(path: path, source: .file(path))).screens
            XCTAssertEqual(screens.map { ScreenDensity(screen: $0).source }, [source], name)
        }
    }

    // MARK: - Visibility

    func testVisibilityRules() {
        let screen = rect(0, 0, 390, 844)
        func visibility(_ frame: Rect?, clips: [Rect] = [], visibleToUser: Bool? = nil, screen: Rect? = screen) -> Visibility? {
            Visibility.of(frame: frame, screen: screen, clippingAncestors: clips, visibleToUser: visibleToUser)
        }
        XCTAssertEqual(visibility(rect(10, 10, 100, 54)), .onScreen)
        XCTAssertEqual(visibility(rect(0, 800, 390, 844)), .onScreen, "flush with the screen's edges")
        XCTAssertEqual(visibility(rect(300, 10, 420, 54)), .clipped, "past the right edge")
        XCTAssertEqual(visibility(rect(400, 10, 500, 54)), .offScreen)
        XCTAssertEqual(visibility(rect(390, 10, 500, 54)), .offScreen, "touching the edge from outside")
        XCTAssertEqual(visibility(rect(10, 10, 100, 54), visibleToUser: false), .offScreen, "the dump says so")
        XCTAssertEqual(visibility(rect(400, 10, 500, 54), visibleToUser: true), .offScreen, "true leaves it to the frame")
        XCTAssertEqual(visibility(nil, visibleToUser: false), .offScreen)
        XCTAssertNil(visibility(nil), "no frame: not known")
        XCTAssertEqual(visibility(rect(10, 10, 10, 54)), .offScreen, "empty")
        XCTAssertEqual(visibility(rect(-50, -50, -10, -10), screen: nil), .onScreen, "nothing bounds an unknown screen")

        let table = rect(0, 100, 390, 700)
        XCTAssertEqual(visibility(rect(0, 650, 390, 750), clips: [table]), .clipped, "half out of its table")
        XCTAssertEqual(visibility(rect(0, 720, 390, 800), clips: [table]), .offScreen, "on screen, but scrolled out of its table")
        XCTAssertEqual(visibility(rect(0, 720, 390, 800), clips: [table], screen: nil), .offScreen, "the table alone clips")
        XCTAssertEqual(visibility(rect(0, 120, 390, 200), clips: [table, rect(0, 0, 390, 150)]), .clipped, "every clipping ancestor counts")
        XCTAssertEqual(visibility(rect(0, 120, 390, 200), clips: [rect(0, 0, 0, 0)]), .offScreen, "a clip without area hides all")
        XCTAssertEqual(visibility(rect(0, 120, 390, 200), clips: [rect(0, 900, 390, 1000)]), .offScreen, "a clip off screen hides all")
    }

    func testViewportCarriesTheClipDownTheTree() {
        let screen = Viewport(screen: rect(0, 0, 1080, 2400))
        let list = screen.clipped(to: rect(0, 200, 1080, 2000))
        XCTAssertEqual(list.rect, rect(0, 200, 1080, 2000))
        XCTAssertEqual(list.clipped(to: nil), list, "a clipping node without a frame cuts nothing")
        XCTAssertEqual(list.visiblePart(of: rect(0, 1900, 1080, 2100)), rect(0, 1900, 1080, 2000))
        XCTAssertNil(list.visiblePart(of: rect(0, 2100, 1080, 2200)))
        let hidden = list.clipped(to: rect(0, 2100, 1080, 2200))
        XCTAssertEqual(hidden.rect?.isEmpty, true)
        XCTAssertEqual(hidden.clipped(to: rect(0, 0, 1080, 2400)).visibility(of: rect(0, 0, 10, 10), visibleToUser: nil), .offScreen,
                       "nothing clipped away comes back")
        XCTAssertNil(Viewport(screen: nil).rect)
        XCTAssertEqual(Viewport(screen: nil).clipped(to: rect(0, 0, 10, 10)).rect, rect(0, 0, 10, 10))
        XCTAssertEqual(Viewport(screen: rect(0, 0, 0, 0)).visibility(of: rect(0, 0, 10, 10), visibleToUser: nil), .offScreen)
    }

    // MARK: - Spatial index

    /// A seeded generator (SplitMix64), so that failures repeat.
    /// Rectangles like a screen's: many small ones on whole coordinates (so edges
    /// often coincide), some large containers, and a few empty, negative and
    /// fractional ones.
    private func randomRects(_ count: Int, _ random: inout SeededGenerator) -> [Rect] {
        (0 ..< count).map { _ in
            let x = Double(Int.random(in: -20 ... 1080, using: &random))
            let y = Double(Int.random(in: -20 ... 2400, using: &random))
            switch Int.random(in: 0 ..< 20, using: &random) {
            case 0: return Rect(x: x, y: y, width: 0, height: Double(Int.random(in: 0 ... 50, using: &random)))
            case 1: return Rect(x: x, y: y, width: -Double(Int.random(in: 1 ... 50, using: &random)), height: 30)
            case 2: return Rect(x: 0, y: y, width: 1080, height: Double(Int.random(in: 200 ... 2400, using: &random)))
            case 3: return Rect(x: x / 3, y: y / 7, width: 100.0 / 3, height: 44.5)
            default:
                return Rect(x: x, y: y, width: Double(Int.random(in: 1 ... 200, using: &random)),
                            height: Double(Int.random(in: 1 ... 150, using: &random)))
            }
        }
    }

    func testSpatialIndexAgreesWithCheckingEveryRectangle() {
        var random = SeededGenerator(state: 26)
        for count in [0, 1, 2, 7, 60, 500, 3000] {
            let rects = randomRects(count, &random)
            // Indices in no particular order: answers come in the order the items were given.
            let indices = (0 ..< count).map { ($0 * 7919) % 10007 }
            let index = SpatialIndex(Array(zip(indices, rects)).map { (index: $0.0, rect: $0.1) })
            XCTAssertEqual(index.count, count)
            for query in randomRects(200, &random) {
                XCTAssertEqual(index.indices(intersecting: query), zip(indices, rects).filter { $0.1.intersects(query) }.map(\.0),
                               "\(count) items, query \(query)")
                for distance in [0, 8, 30.5] {
                    XCTAssertEqual(index.indices(within: distance, of: query),
                                   zip(indices, rects).filter { $0.1.distance(to: query) <= distance && !$0.1.isEmpty }.map(\.0),
                                   "\(count) items, within \(distance) of \(query)")
                }
                // Points on whole coordinates fall on edges often.
                let point = Point(x: query.minX, y: query.maxY)
                XCTAssertEqual(index.indices(containing: point), zip(indices, rects).filter { $0.1.contains(point) }.map(\.0),
                               "\(count) items, point \(point)")
            }
            if count <= 500 {
                var pairs: [String] = []
                for i in rects.indices {
                    for j in rects.indices where j > i && rects[i].intersects(rects[j]) { pairs.append("\(indices[i])-\(indices[j])") }
                }
                XCTAssertEqual(index.intersectingPairs().map { "\($0.0)-\($0.1)" }, pairs, "\(count) items")
            }
        }
    }

    func testSpatialIndexUsesItsGrid() {
        var random = SeededGenerator(state: 7)
        let rects = randomRects(3000, &random)
        let index = SpatialIndex(rects.enumerated().map { (index: $0.offset, rect: $0.element) })
        XCTAssertGreaterThan(index.cellCount, 100, "cells about the size of the median rectangle")
        let levels = index.itemsPerLevel
        XCTAssertEqual(levels.reduce(0, +), rects.filter { !$0.isEmpty }.count, "every non-empty rectangle is placed once")
        XCTAssertGreaterThan(levels[0], 2000, "most rectangles are small")
        XCTAssertGreaterThan(levels.dropFirst().reduce(0, +), 100, "the screen-wide ones go to coarser levels")
        XCTAssertEqual(index.unplacedCount, 0)
    }

    func testSpatialIndexTakesUnplaceableRectangles() {
        let rects = [rect(0, 0, 100, 100), Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: -.infinity, y: 0, width: .infinity, height: 10),
                     Rect(x: 0, y: 0, width: 1e308, height: 1e308), rect(50, 50, 60, 60), Rect(x: 1e300, y: 0, width: 1e300, height: 5),
                     Rect(x: 0, y: 52, width: .infinity, height: 10), Rect(x: -1e308, y: -1e308, width: 1e308, height: 1e308)]
        let index = SpatialIndex(rects.enumerated().map { (index: $0.offset, rect: $0.element) })
        for query in rects + [rect(55, 55, 56, 56), rect(-1e308, -1e308, 1e308, 1e308), Rect(x: .nan, y: .nan, width: 1, height: 1)] {
            XCTAssertEqual(index.indices(intersecting: query), rects.indices.filter { rects[$0].intersects(query) }, "\(query)")
        }
        XCTAssertEqual(index.indices(containing: Point(x: 55, y: 55)), [0, 3, 4, 6])
        XCTAssertEqual(index.unplacedCount, 1, "only the one with an infinite edge and some area")
    }
}
