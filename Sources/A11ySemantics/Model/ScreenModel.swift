import A11yConcurrency
import A11yFindings
import A11yDump

/// A screen as the screen reader sees it: the tree, every node's typed traits and
/// whether the reader can reach it, the focus stops in swipe order with what each
/// says, the layers, and the components found. Worked out entirely when it is made
/// and never changed afterwards, so rules may read it from any thread; the few
/// tables only some rules need are built when the first of them asks (`WorkedOutOnce`).
public final class ScreenModel: Sendable {
    /// The screen's details; its tree lives on in `tree` (`screen.root` keeps no children).
    public let screen: Screen
    public let tree: ScreenTree
    /// The focus stops in swipe order.
    public let stops: [FocusStop]
    /// Whether `stops` is in tree order too: it is not when windows are reordered.
    private let stopsFollowTreeOrder: Bool
    /// When they do not: the places in `stops` sorted by tree order, so that a
    /// subtree's stops are still found by a binary search.
    private let placesInTreeOrder: [Int32]
    /// The layers of the screen, the app's first; see `ScreenLayer`.
    public let layers: [ScreenLayer]
    /// The alerts, dialogs, sheets, popovers and open drawers on screen, in tree order: the last is on top.
    public let modals: [ModalLayer]
    /// How many of the dump's units make a point (iOS) or a dp (Android).
    public let density: ScreenDensity
    /// The area the screen's windows cover, in the dump's unit (`Screen.frame`).
    public let screenFrame: Rect?
    let detectionInput: DetectionInput
    private let reader: any ScreenReader
    // The reader's per-node answers, held here as well: rules ask for every node,
    // and reading them through the protocol would retain and release each list.
    private let hidden: [Bool]
    private let behindFrontLayer: [Bool]
    private let traits: [Traits]
    /// Per node: the place in `stops` of its first stop, or -1.
    private let firstStop: [Int32]
    /// Per node: its layer's place in `layers`.
    private let layerOfNode: [UInt16]
    /// Per node: whether it shows now (`visibility(of:)`), worked out in one walk
    /// down the tree: rules ask for every stop, and each ancestor walk cost more.
    private let visibilities: [Visibility?]
    /// The app package whose windows rules judge, when the dump holds several apps' windows.
    public let judgedPackage: String?
    /// Per component of the registry: its nodes, in tree order.
    private let componentNodes: [[SemanticNode]]
    private let components: ComponentMap
    /// The web views' subtrees (`isWebContent`).
    let webContent: WebContent
    /// Android's lists, grids and pagers, by node (`collectionChange(at:)`, `isCollectionItem`).
    let collections: ScreenCollections
    /// Per image, the name another stop of its row already says (`decorativeReason`).
    let namesSaidBesideImages = WorkedOutOnce<NamesSaidBesideImages>()
    /// Per node: whether it is a list of items (`isListOfItems`), for the whole screen
    /// at once when the first finding asks where it stands in a list.
    let listsOfItems = WorkedOutOnce<[Bool]>()

    /// - Parameters:
    ///   - customComponents: class names (full or simple) mapped to component names,
    ///     from the configuration; names no component has are ignored.
    ///   - density: Android pixels per dp from the configuration, over the dump's own.
    ///
    /// The model keeps the screen's details but not the dump's tree: handed over
    /// with `consume`, the dump's tree is freed as soon as the model's own is built,
    /// which lowers a large run's peak memory by about a twentieth.
    ///   - package: the app package whose windows the rules judge in a dump of several
    ///     apps' windows (`--package`, the configuration's `package`).
    public init(screen: consuming Screen, customComponents: [String: String] = [:], density: Double? = nil,
                package: String? = nil) {
        var details = screen
        let frame = details.frame
        screenFrame = frame
        self.density = details.platform == .ios ? .points
            : .android(recorded: details.density, configured: density, screenFrame: frame,
                       measured: DensityMeasurement.measure(root: details.root, screenFrame: frame))
        let root = details.root
        details.root.children = []
        self.screen = details
        let platform = details.platform
        let tree = ScreenTree(root: root, platform: platform)
        self.tree = tree
        let reader = screenReader(for: details, tree: tree)
        self.reader = reader
        let custom = customComponents.compactMapValues(Components.index(named:))
        collections = ScreenCollections(tree: tree)
        let detectionInput = DetectionInput(tree: tree, traits: reader.traits, hidden: reader.hidden, custom: custom)
        self.detectionInput = detectionInput
        // Where the stops fall and which components the screen holds do not depend on
        // each other: a large screen works them out side by side.
        let (ordered, detected) = both(inParallel: tree.nodes.count >= Self.nodesWorthTwoCores, {
            (Self.layersAndOrder(tree: tree, reader: reader, screenFrame: frame),
             Self.visibilities(in: tree, screenFrame: frame))
        }, {
            Self.components(in: detectionInput)
        })
        ((layers, layerOfNode, modals, stops), visibilities) = ordered
        (webContent, components, componentNodes) = detected
        let found = ordered.0.stops
        let followsTreeOrder = zip(found, found.dropFirst()).allSatisfy { $0.node.order <= $1.node.order }
        stopsFollowTreeOrder = followsTreeOrder
        placesInTreeOrder = followsTreeOrder ? []
            : found.indices.sorted { (found[$0].node.order, $0) < (found[$1].node.order, $1) }.map(Int32.init)
        hidden = reader.hidden
        behindFrontLayer = reader.behindFrontLayer
        traits = reader.traits
        var firstStop = Array(repeating: Int32(-1), count: tree.nodes.count)
        for (place, stop) in stops.enumerated().reversed() { firstStop[stop.node.order] = Int32(place) }
        self.firstStop = firstStop
        judgedPackage = ScreenLayer.judgedPackage(of: layers, in: tree, chosen: package)
    }

    /// From how many nodes a screen's model is built on two cores: below it, the
    /// hand-over costs more than it saves (a 150,000-node screen saves about a fifth).
    public static let nodesWorthTwoCores = 5_000

    /// The layers, the modal ones among them, and the stops in the order the reader visits them.
    private static func layersAndOrder(tree: ScreenTree, reader: any ScreenReader, screenFrame: Rect?)
        -> (layers: [ScreenLayer], layerOfNode: [UInt16], modals: [ModalLayer], stops: [FocusStop]) {
        let (layers, layerOfNode) = ScreenLayer.layers(of: tree)
        let modals = ModalLayer.layers(of: tree, layers: layers, layerOfNode: layerOfNode, hidden: reader.hidden,
                                       screenFrame: screenFrame)
        // VoiceOver orders what it finds by position; TalkBack takes the order Android already sorted
        // (with its own moves, `TalkBackOrder`).
        let found = tree.platform == .ios ? VoiceOverOrder.sorted(reader.stops, in: tree, layerOfNode: layerOfNode)
            : reader.stops
        return (layers, layerOfNode, modals, WindowOrder.sorted(found, in: tree, platform: tree.platform))
    }

    /// The web views' subtrees and the components found outside them, with each component's nodes.
    private static func components(in input: DetectionInput)
        -> (web: WebContent, components: ComponentMap, nodes: [[SemanticNode]]) {
        let web = WebContent(tree: input.tree)
        var detected = ComponentDetection.detect(in: input)
        web.removeNativeWidgets(from: &detected, in: input.tree)
        return (web, detected, detected.nodesOfEachComponent(count: Components.all.count, in: input.tree))
    }

    public var platform: Platform { screen.platform }
    public var root: SemanticNode { tree.root }
    /// Every node in tree order.
    public var nodes: [SemanticNode] { tree.nodes }

    // MARK: - What the screen reader makes of each node

    /// Whether the screen reader cannot reach the node at all (hidden, behind a modal view, `noHideDescendants`).
    public func isHidden(_ node: SemanticNode) -> Bool {
        hidden[node.order]
    }

    /// Whether one swipe lands on the node.
    public func isStop(_ node: SemanticNode) -> Bool {
        firstStop[node.order] >= 0
    }

    public func traits(of node: SemanticNode) -> Traits {
        traits[node.order]
    }

    /// The value and range of an adjustable element, when the dump gives them.
    public func range(of node: SemanticNode) -> ValueRange? {
        reader.range(of: node)
    }

    /// The view the dump links to `node` as its label (Android `labelFor`, `labeledBy`), if any.
    public func linkedLabel(of node: SemanticNode) -> SemanticNode? {
        reader.linkedLabel(of: node)
    }

    /// The place in `stops` of the first stop on `node` itself.
    public func placeOfStop(on node: SemanticNode) -> Int? {
        let place = firstStop[node.order]
        return place < 0 ? nil : Int(place)
    }

    /// The first stop on `node` itself.
    public func stop(on node: SemanticNode) -> FocusStop? {
        let place = firstStop[node.order]
        return place < 0 ? nil : stops[Int(place)]
    }

    /// What TalkBack adds after the description of the stop at `place` in `stops`
    /// as the focus enters or leaves a collection on the way from the stop before
    /// ("in list", "out of list"); "" on iOS (VoiceOver says nothing of the kind
    /// on a swipe) and when no collection is crossed. Worked out when asked: only
    /// `announce` and the accuracy measures ask. The stop before is the one in the
    /// same layer: TalkBack moves through one window at a time.
    public func collectionChange(at place: Int) -> String {
        guard platform == .android, stops.indices.contains(place) else { return "" }
        let node = stops[place].node
        let previous = place > 0 && layerOfNode[stops[place - 1].node.order] == layerOfNode[node.order]
            ? stops[place - 1].node : nil
        return TalkBackCollections.change(from: previous, to: node, in: tree, collections: collections)
    }

    /// The predicted announcement of the node when it is one stop; nil when it is
    /// not a stop, or several (a UIStepper's two buttons, whose names are their own).
    public func announcement(of node: SemanticNode) -> Announcement? {
        guard let stop = stop(on: node), stop.segment == nil else { return nil }
        return stop.announcement
    }

    /// How many stops belong to `node` or its descendants, counting no further
    /// than `limit`: "does this part hold two stops?" costs a binary search, not a
    /// walk over all of them.
    public func stopCount(within node: SemanticNode, upTo limit: Int) -> Int {
        let count = stopsFollowTreeOrder ? stops.count : placesInTreeOrder.count
        func stop(_ place: Int) -> FocusStop { stops[stopsFollowTreeOrder ? place : Int(placesInTreeOrder[place])] }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if stop(middle).node.order < node.order { low = middle + 1 } else { high = middle }
        }
        var found = 0
        while found < limit, low + found < count, node.contains(stop(low + found).node) { found += 1 }
        return found
    }

    /// The stops that belong to `node` or its descendants.
    public func stops(within node: SemanticNode) -> ArraySlice<FocusStop> {
        // Where the reader's order is not tree order (windows, TalkBack's reordering),
        // the subtree's stops are a run of the places in tree order, put back in the reader's.
        if !stopsFollowTreeOrder {
            var low = 0
            var high = placesInTreeOrder.count
            while low < high {
                let middle = (low + high) / 2
                if stops[Int(placesInTreeOrder[middle])].node.order < node.order { low = middle + 1 } else { high = middle }
            }
            var places: [Int] = []
            while low < placesInTreeOrder.count, node.contains(stops[Int(placesInTreeOrder[low])].node) {
                places.append(Int(placesInTreeOrder[low]))
                low += 1
            }
            return ArraySlice(places.sorted().map { stops[$0] })
        }
        // Stops are in tree order, so a subtree's stops are one contiguous run.
        var low = 0
        var high = stops.count
        while low < high {
            let middle = (low + high) / 2
            if stops[middle].node.order < node.order { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < stops.count, node.contains(stops[end].node) { end += 1 }
        return stops[low..<end]
    }

    /// The name a screen reader would give the node, whether or not it is a stop.
    public func name(of node: SemanticNode) -> String {
        announcement(of: node)?.name ?? reader.name(of: node)
    }

    /// The name the app sets in place of the node's text (iOS `accessibilityLabel`,
    /// Android `contentDescription`), with where its value stands; nil when none is set.
    public func nameOverride(of node: SemanticNode) -> (name: String, mark: Mark)? {
        let key: DumpKey = platform == .ios ? .accessibilityLabel : .contentDescription
        guard let property = node.dumped[key], case .string(let name) = property.value else { return nil }
        return (name, property.valueMark)
    }

    /// The first visible text in the node's subtree, in tree order, skipping what the reader cannot reach.
    public func firstVisibleText(in node: SemanticNode) -> String? {
        tree.subtree(of: node).lazy.filter { !self.isHidden($0) || $0 === node }.compactMap(\.visibleText).first
    }

    /// The node's frame in points (iOS) or dp (Android); nil when the dump gives none.
    public func frame(of node: SemanticNode) -> Rect? {
        node.dumped.rect.map(density.points)
    }

    /// Whether the node's frame is on screen, clipped by the screen or a scrolling
    /// ancestor, or off screen; nil when the dump gives no frame.
    public func visibility(of node: SemanticNode) -> Visibility? {
        visibilities[node.order]
    }

    /// Every node's visibility, carrying the viewport down the tree and cutting it
    /// at each clipping node; what `viewport(around:)` gives node by node.
    private static func visibilities(in tree: ScreenTree, screenFrame: Rect?) -> [Visibility?] {
        var result = [Visibility?](repeating: nil, count: tree.nodes.count)
        func visit(_ node: SemanticNode, _ viewport: Viewport) {
            result[node.order] = viewport.visibility(of: node.dumped.rect, visibleToUser: node.dumped.bool(.visibleToUser))
            let inner = clipsItsContent(node) ? viewport.clipped(to: scrollingArea(of: node)) : viewport
            for child in node.children { visit(child, inner) }
        }
        visit(tree.root, Viewport(screen: screenFrame))
        return result
    }

    /// What the node's ancestors and the screen leave visible around it.
    func viewport(around node: SemanticNode) -> Viewport {
        // Cut from the node upwards: cutting is intersecting, whose order does not matter.
        var viewport = Viewport(screen: screenFrame)
        var current = tree.parent(of: node)
        while let ancestor = current {
            if Self.clipsItsContent(ancestor) { viewport = viewport.clipped(to: Self.scrollingArea(of: ancestor)) }
            current = tree.parent(of: ancestor)
        }
        return viewport
    }

    /// Whether the dump may have left out some of the node's content. Android
    /// dumps hold only what shows (uiautomator skips nodes that are not visible to
    /// the user), so a node cut by the screen's or a scrolling ancestor's edge may
    /// have had children past that edge, its label among them, that the dump never
    /// held; once the reader focuses it, the list scrolls it in and they are there.
    /// That holds for a node whose dumped children say nothing too (a share
    /// target's icon shows above the edge, its app name lies below it). Android
    /// bounds are already cut to what shows, so a node flush with one end of the
    /// visible area along an axis (but not spanning it) counts as cut too. Views
    /// that cannot hold children (images, texts, buttons, bars) lack nothing,
    /// unless they stand for the virtual nodes of Compose, a web view or Flutter.
    public func mayLackContent(_ node: SemanticNode) -> Bool {
        guard platform == .android, let frame = node.dumped.rect else { return false }
        let holdsChildren = !node.children.isEmpty
        if holdsChildren, tree.descendants(of: node).contains(where: { $0.visibleText != nil
            || $0.dumped.string(.contentDescription).map({ !$0.isEmpty }) == true }) { return false }
        if node.children.isEmpty, AndroidImportance.isChildlessWidget(node.simpleClassName),
           !AndroidImportance.isVirtual(node, in: tree) { return false }
        let viewport = viewport(around: node)
        switch viewport.visibility(of: frame, visibleToUser: node.dumped.bool(.visibleToUser)) {
        // Past a scrolling ancestor's edge yet dumped: the dump's bounds for the list
        // and the node disagree, and what the node holds past the edge is unknown.
        case .clipped, .offScreen: return true
        case nil: return false
        case .onScreen:
            guard let visible = viewport.rect else { return false }
            let edges = frame.edges(reaching: visible)
            let cutAcross = edges.contains(.top) != edges.contains(.bottom)
            let cutAlong = edges.contains(.left) != edges.contains(.right)
            // A node with children that reaches an edge is cut only when what shows of it
            // is a sliver (less than half as long as it is wide): a whole button flush with
            // the top of the screen has its icon, and its label is not past the edge.
            guard holdsChildren else { return cutAcross || cutAlong }
            return (cutAcross && frame.height * 2 < frame.width) || (cutAlong && frame.width * 2 < frame.height)
        }
    }

    /// Whether the node is a semantics node of Jetpack Compose content (it lies under a `ComposeView`).
    public func isComposeContent(_ node: SemanticNode) -> Bool {
        guard platform == .android else { return false }
        return tree.ancestors(of: node).contains(where: Self.isComposeHost)
    }

    /// A view that hosts Compose content.
    static func isComposeHost(_ node: SemanticNode) -> Bool {
        KnownClasses.composeHosts.contains(node.simpleClassName)
    }


    /// What a scrolling container cuts its content to: its frame, or for one that
    /// scrolls only sideways (a horizontal scroll view, a pager) only its left and
    /// right: its content does not move up or down, so a child flush with its top
    /// or bottom is shown whole.
    static func scrollingArea(of node: SemanticNode) -> Rect? {
        guard let frame = node.dumped.rect else { return nil }
        guard scrollsOnlySideways(node) else { return frame }
        return Rect(x: frame.minX, y: -Self.farAway, width: frame.width, height: 2 * Self.farAway)
    }

    /// Farther than any screen's edge, in any unit.
    private static let farAway = 1.0e9

    /// Whether the container scrolls only sideways, by its class.
    static func scrollsOnlySideways(_ node: SemanticNode) -> Bool {
        sidewaysScrollers.contains(node.simpleClassName)
    }

    private static let sidewaysScrollers: Set<String> = [
        "HorizontalScrollView", "ViewPager", "ViewPager2", "HorizontalPager", "LazyRow",
    ]

    /// Scrolling containers, lists and pagers (by class), and nodes that say they scroll.
    public static func clipsItsContent(_ node: SemanticNode) -> Bool {
        let facts = node.classFacts
        return facts.map { $0.isScrollingContainer || $0.isList || $0.isPager } == true
            || node.dumped.bool(.scrollable) == true
    }

    /// A spatial index of the focus stops' frames in points or dp, for checks across
    /// stops (targets on top of each other, neighbours): an item's index is its
    /// place in `stops`. Built when asked, so a rule that needs it builds it once.
    /// A stepper's two segments are left out: they share their node's frame, and
    /// where each button sits within it is not in the dump.
    public func stopFrameIndex() -> SpatialIndex {
        SpatialIndex(stops.indices.compactMap { place in
            guard stops[place].segment == nil else { return nil }
            return stops[place].node.dumped.rect.map { (place, density.points($0)) }
        })
    }

    /// Whether rules judge the node: it concerns the app (`isJudged`), no layer
    /// presented in front of it keeps the reader out, and it shows now, wholly or in part. What lies off screen (past a scrolling list's edge,
    /// outside the window, or reported not visible by the dump) is met only after
    /// scrolling, when the screen is another one: the same scope `announce` marks.
    public func isInScope(_ node: SemanticNode) -> Bool {
        visibility(of: node) != .offScreen && !isBehindFrontLayer(node) && isJudged(node)
    }

    /// Whether an alert or sheet presented in front of the node keeps the reader out.
    public func isBehindFrontLayer(_ node: SemanticNode) -> Bool {
        behindFrontLayer.isEmpty ? false : behindFrontLayer[node.order]
    }

    /// Whether findings on the node concern the app: it is not in a keyboard's or
    /// the system's window, nor in the window of another app than the judged one.
    public func isJudged(_ node: SemanticNode) -> Bool {
        switch layer(of: node).kind {
        case .modal: return true
        case .app:
            guard let judgedPackage else { return true }
            return windowPackage(of: node).map { $0 == judgedPackage } ?? true
        case .inputMethod, .system: return false
        }
    }

    /// The package of the Android window that holds the node, if the dump says.
    public func windowPackage(of node: SemanticNode) -> String? {
        var place = Int(layerOfNode[node.order])
        while true {
            let layer = layers[place]
            if let package = layer.package { return package }
            guard layer.rootOrder != tree.root.order, let parent = tree.parent(of: tree.nodes[layer.rootOrder]) else {
                return nil
            }
            place = Int(layerOfNode[parent.order])
        }
    }

    public func layer(of node: SemanticNode) -> ScreenLayer {
        layers[Int(layerOfNode[node.order])]
    }

    /// The modal layer that holds the node (the innermost, should one stand inside another), if any.
    public func modal(holding node: SemanticNode) -> ModalLayer? {
        modals.last { $0.holds(node) }
    }

    // MARK: - Components

    /// The nodes that are `component`, in tree order.
    public func nodes<C: Component>(_ component: C.Type) -> [SemanticNode] {
        componentNodes[C.index]
    }

    public func isComponent<C: Component>(_ node: SemanticNode, _ component: C.Type) -> Bool {
        components.contains(node, C.index)
    }

    /// The names of the components the node is, in registry order.
    public func componentNames(of node: SemanticNode) -> [String] {
        Components.all.indices.filter { components.contains(node, $0) }.map { Components.all[$0].name }
    }

    // MARK: - The tree

    public func parent(of node: SemanticNode) -> SemanticNode? { tree.parent(of: node) }
    public func siblings(of node: SemanticNode) -> [SemanticNode] { tree.siblings(of: node) }
    public func ancestors(of node: SemanticNode) -> [SemanticNode] { tree.ancestors(of: node) }
    public func subtree(of node: SemanticNode) -> ArraySlice<SemanticNode> { tree.subtree(of: node) }
    public func descendants(of node: SemanticNode) -> ArraySlice<SemanticNode> { tree.descendants(of: node) }
    public func path(of node: SemanticNode) -> String { tree.path(of: node) }

    /// The stop's node path, with the segment for a stepper's buttons.
    public func path(of stop: FocusStop) -> String {
        stop.segment.map { path(of: stop.node) + "/" + $0 } ?? path(of: stop.node)
    }
}
