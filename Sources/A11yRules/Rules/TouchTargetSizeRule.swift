import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An interactive stop is large enough to hit: 44 × 44 pt on iOS, 48 × 48 dp on Android.
struct TouchTargetSizeRule: ConfigurableRule {
    /// What ATF asks along a side on the screen's edge, where the rest of the target may lie past it.
    static let screenEdgeMinimum = 32.0
    /// Within this many points of the minimum a target passes: pixels rounded to
    /// dp, and a density off by a bucket, each move a size by about a point.
    static let tolerance = 1.0

    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        let minimum = Double(model.platform == .ios ? options.minSizeIos : options.minSizeAndroid)
        let unit = model.platform == .ios ? "pt" : "dp"
        // Sizes as large as they can plausibly be.
        let scale = model.density.pixelsPerPoint / model.density.smallestPlausible(screenFrame: model.screenFrame)
        var violations: [Violation] = []
        var targetIndex: SpatialIndex?
        var runningText = RunningTextBesideLinks(model)
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            guard Self.isTarget(node, in: model), let frame = model.frame(of: node) else { continue }
            // A page's links and buttons are sized by its CSS, and a link in running text is exempt
            // from target sizes (WCAG 2.5.8): the platforms' 44 pt and 48 dp are for native controls.
            guard !model.isWebContent(node) else { continue }
            // Sizes are compared in whole points.
            let width = (frame.width * scale).rounded(), height = (frame.height * scale).rounded()
            // Most targets pass: measured before anything else is asked.
            guard width < minimum - Self.tolerance || height < minimum - Self.tolerance else { continue }
            // What the user cannot see now is not judged; a clipped frame is not its size.
            guard model.visibility(of: node) == .onScreen else { continue }
            // A target on a scrolling container's edge may be cut: its size is unknown
            // and it is not judged (ATF does not run there). A side on the screen's edge needs only 32.
            let cut = model.cutEdges(of: node)
            guard cut.scrolling.isEmpty else { continue }
            func need(_ sides: RectEdges) -> Double {
                cut.screen.isDisjoint(with: sides) ? minimum : min(minimum, Self.screenEdgeMinimum)
            }
            let tooNarrow = width < need([.left, .right]) - Self.tolerance
            let tooShort = height < need([.top, .bottom]) - Self.tolerance
            guard tooNarrow || tooShort else { continue }
            if Self.hasLargerActivatableAncestor(node, minimum: minimum - Self.tolerance, scale: scale, in: model) { continue }
            if Self.isInlineLink(node, in: model, runningText: &runningText) || model.hasPlatformFixedSize(node) { continue }
            if model.isComposeContent(node) {
                if targetIndex == nil { targetIndex = Self.targetIndex(in: model) }
                if Self.composeWidensTouches(to: frame, of: node, minimum: minimum, index: targetIndex!, in: model) {
                    continue
                }
            }
            let measured = "\(Self.format(frame.width.rounded())) × \(Self.format(frame.height.rounded())) \(unit)"
            let estimate: String
            switch model.density.source {
            case .inferred, .fallback:
                estimate = " at a density of \(Self.format(model.density.pixelsPerPoint)) guessed from the screen's size "
                    + "(too small at any likely density; set `density` to measure it exactly)"
            case .measured(let evidence):
                estimate = " at a density of \(Self.format(model.density.pixelsPerPoint)) measured from "
                    + evidence.map(\.name).joined(separator: " and ")
            case .points, .configuration, .dump:
                estimate = ""
            }
            // Only a size at a known density (recorded, configured or measured) is a
            // warning: with a guessed density the finding is a note.
            violations.append(Violation(node, """
                \(Self.kind(of: stop))\(model.named(node)) is \(measured)\(estimate); a touch target needs at \
                least \(Self.format(minimum)) × \(Self.format(minimum)) \(unit), or users with less precise \
                movement miss it.
                """, severity: model.density.isGuess ? .note : nil))
        }
        return violations
    }

    /// Stops a user taps: controls that activate or long press. Text fields,
    /// sliders and keys are held to their platform's own heights, as are the iOS
    /// controls whose size UIKit fixes (`hasPlatformFixedSize`).
    static func isTarget(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        guard traits.isControl, traits.enabled != .no, !traits.actions.isDisjoint(with: [.activate, .longPress]) else {
            return false
        }
        switch traits.role {
        case .textField, .searchField, .adjustable, .progress, .keyboardKey: return false
        default: return true
        }
    }

    /// A tap near the target lands on a clickable ancestor at least the minimum
    /// size (a row around its icon), as ATF treats a clickable ancestor or a touch
    /// delegate. That helps only when the ancestor does what the target does:
    /// - a disabled ancestor does nothing, and a scrolling container or a view as
    ///   large as the screen (a gesture layer) takes taps for a purpose of its own;
    /// - a card that is a stop with a name of its own, around a target that is a
    ///   stop with a name of its own (a favourite button, "Add" on a dish's card),
    ///   does something else (opens the dish): a miss does the wrong thing. An
    ///   unnamed mark inside a row (a chevron) is the row's, and is exempt.
    static func hasLargerActivatableAncestor(_ node: SemanticNode, minimum: Double, scale: Double, in model: ScreenModel) -> Bool {
        let actsOnItsOwn = !SpokenText.isEffectivelyEmpty(model.name(of: node))
        let screen = model.screenFrame.map(model.density.points)
        return model.ancestors(of: node).contains { ancestor in
            let traits = model.traits(of: ancestor)
            guard traits.actions.contains(.activate), traits.enabled != .no, !ScreenModel.clipsItsContent(ancestor),
                  let frame = model.frame(of: ancestor) else {
                return false
            }
            if let screen, frame.area >= screen.area * 0.9 { return false }
            if actsOnItsOwn, model.isStop(ancestor), !SpokenText.isEffectivelyEmpty(model.name(of: ancestor)) {
                return false
            }
            return (frame.width * scale).rounded() >= minimum && (frame.height * scale).rounded() >= minimum
        }
    }

    /// Compose's minimum touch target, in dp (`ViewConfiguration.minimumTouchTargetSize`).
    static let composeTouchTarget = 48.0

    /// The frames of the screen's targets, by node order, for the Compose check below.
    static func targetIndex(in model: ScreenModel) -> SpatialIndex {
        SpatialIndex(model.stops.compactMap { stop in
            guard stop.segment == nil, isTarget(stop.node, in: model), let frame = model.frame(of: stop.node) else {
                return nil
            }
            return (stop.node.order, frame)
        })
    }

    /// Compose gives a clickable smaller than the minimum touch target (48 dp, the
    /// view configuration's `minimumTouchTargetSize`) the touches that land within
    /// a 48 dp square around it, unless another target lies there (pointer input's
    /// hit test, `NodeCoordinator.distanceInMinimumTouchTarget`): such a target is
    /// as easy to hit as a large one, whatever the density.
    static func composeWidensTouches(to frame: Rect, of node: SemanticNode, minimum: Double, index: SpatialIndex,
                                     in model: ScreenModel) -> Bool {
        // Compose widens to its own 48 dp, whatever minimum the configuration asks.
        guard minimum <= composeTouchTarget else { return false }
        // Frames are in dp (or points) already.
        let width = max(frame.width, composeTouchTarget), height = max(frame.height, composeTouchTarget)
        let area = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        return !index.indices(intersecting: area).contains { order in
            let other = model.nodes[order]
            return other !== node && !other.contains(node) && !node.contains(other)
        }
    }

    /// A link in running text (WCAG 2.5.8's inline exception): its height is the
    /// line's, set by the text around it. It is inline when it lies inside a text,
    /// or when text that is no control runs up to it on the same line (a web
    /// paragraph's text and link side by side). A web link's stop may be the text
    /// inside the link, so the link itself is the one placed among its siblings.
    /// `runningText` holds what the links asked about so far found beside them.
    static func isInlineLink(_ node: SemanticNode, in model: ScreenModel,
                             runningText: inout RunningTextBesideLinks) -> Bool {
        let link = ([node] + model.ancestors(of: node)).first { model.isComponent($0, Link.self) }
        guard let link, let frame = model.frame(of: link) else { return false }
        if let parent = model.parent(of: link), model.traits(of: parent).role == .staticText { return true }
        return runningText.runsUpTo(link, frame: frame)
    }

    static func kind(of stop: FocusStop) -> String {
        stop.announcement.role.isEmpty ? "Control" : stop.announcement.role.capitalizedFirst
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
