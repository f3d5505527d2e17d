import A11yDump

/// Measures an Android screen's density on the screen itself, for the dumps that
/// do not record it (uiautomator and Appium never do): some views have a length
/// in dp that the platform fixes, so their length in pixels tells the density.
///
/// **Evidence** (`DensityEvidence`), each a view and the lengths in dp it may have:
/// - a Compose clickable smaller than 48 dp reports its touch bounds, which
///   Compose widens to the minimum touch target (48 dp, the view configuration's
///   `minimumTouchTargetSize`) centred on the element (`SemanticsNode.touchBoundsInRoot`):
///   it is seen as a clickable that reaches past its parent on both sides alike.
///   A View's bounds never reach past its parent's (uiautomator clips them), and
///   the 48 dp is a constant in code, not a style, so such a view has no other length;
/// - the status bar behind an app (`android:id/statusBarBackground`): 24 dp, but
///   taller on a phone with a display cutout and on a large screen, so it can
///   only rule out a density at which it would be shorter than 24 dp;
/// - the action bar (`action_bar`, the framework's or AppCompat's): 56 dp on a
///   phone held upright, 48 dp sideways, 64 dp on a tablet, unless the theme
///   changes `actionBarSize`;
/// - a Material tab (`TabLayout`'s tabs, which report the class `ActionBar$Tab`):
///   48 dp with a text, 72 dp with an icon and a text, unless the app sets the
///   strip's height;
/// - the navigation bar behind an app (`android:id/navigationBarBackground`) at
///   the bottom: 48 dp with three buttons, 24 dp with gestures, on most phones.
///
/// **Agreement.** A density is measured only when it is one of Android's
/// densities (`DisplayMetrics`' `DENSITY_…` values), no evidence rules it out,
/// and two independent pieces of evidence give it: two kinds of view (a status bar
/// and an action bar), or two Compose touch targets, whose 48 dp an app does
/// not restyle. One view is not enough: an app may restyle any bar, and a status
/// bar is taller where the display has a cutout. Two views of one bar kind are
/// not independent either: tabs of one strip, or an action bar and its
/// theme's tabs, share the app's styling. When two densities both agree, the
/// evidence conflicts and nothing is measured.
enum DensityMeasurement {
    /// Android's densities in pixels per dp: `DisplayMetrics`' `DENSITY_…` dpi values over 160.
    static let densities: [Double] = [120, 140, 160, 180, 200, 213, 220, 240, 260, 280, 300, 320, 340, 360, 390, 400,
                                      420, 440, 450, 480, 520, 560, 600, 640].map { $0 / 160 }
    /// How many pixels a length may be off its length in dp times the density:
    /// Android rounds dp to whole pixels, and Compose's touch bounds are rounded from fractions.
    static let tolerance = 1.0

    /// A view whose length in pixels the measurement reads.
    struct Observation: Equatable {
        var evidence: DensityEvidence
        /// The view's place in tree order: two observations of one view are one piece of evidence.
        var view: Int
        var pixels: Double

        func supports(_ density: Double) -> Bool {
            evidence.lengths.contains { abs(pixels - $0 * density) <= DensityMeasurement.tolerance }
        }

        func rulesOut(_ density: Double) -> Bool {
            switch evidence {
            case .composeTouchTarget: return !supports(density)
            case .statusBar: return pixels < evidence.lengths[0] * density - DensityMeasurement.tolerance
            case .actionBar, .tab, .navigationBar: return false
            }
        }
    }

    /// The screen's measured density and the evidence that gave it, or nil when nothing agrees.
    static func measure(root: Node, screenFrame: Rect?) -> (density: Double, evidence: [DensityEvidence])? {
        measure(observations(in: root, screenFrame: screenFrame))
    }

    static func measure(_ observations: [Observation]) -> (density: Double, evidence: [DensityEvidence])? {
        guard !observations.isEmpty else { return nil }
        let agreed = densities.compactMap { density -> (density: Double, evidence: [DensityEvidence])? in
            guard !observations.contains(where: { $0.rulesOut(density) }) else { return nil }
            let supporting = observations.filter { $0.supports(density) }
            let kinds = DensityEvidence.allCases.filter { kind in supporting.contains { $0.evidence == kind } }
            let sources = Set(kinds.map(\.styledBy))
            let touchTargets = Set(supporting.filter { $0.evidence == .composeTouchTarget }.map(\.view))
            guard sources.count >= 2 || touchTargets.count >= 2 else { return nil }
            return (density, kinds)
        }
        return agreed.count == 1 ? agreed[0] : nil
    }

    /// The views of the screen whose length in dp the platform fixes.
    static func observations(in root: Node, screenFrame: Rect?) -> [Observation] {
        var found: [Observation] = []
        var order = 0
        func visit(_ node: Node, parent: Rect?, inCompose: Bool) {
            let view = order
            order += 1
            let frame = node.rect
            if let frame, !frame.isEmpty {
                found += observations(of: node, view: view, frame: frame, parent: parent, inCompose: inCompose,
                                      screenFrame: screenFrame)
            }
            let hostsCompose = inCompose || KnownClasses.hostsCompose(node.className)
            for child in node.children { visit(child, parent: frame, inCompose: hostsCompose) }
        }
        visit(root, parent: nil, inCompose: false)
        return found
    }

    private static func observations(of node: Node, view: Int, frame: Rect, parent: Rect?, inCompose: Bool,
                                     screenFrame: Rect?) -> [Observation] {
        // Bars lie across the screen: their height is the length the platform fixes.
        let across = frame.width > frame.height
        switch node.string(.resourceId) {
        case "android:id/statusBarBackground" where across && frame.minY == (screenFrame?.minY ?? 0):
            return [Observation(evidence: .statusBar, view: view, pixels: frame.height)]
        case "android:id/navigationBarBackground" where across && frame.maxY == screenFrame?.maxY:
            return [Observation(evidence: .navigationBar, view: view, pixels: frame.height)]
        case let id? where across && entryName(of: id) == "action_bar":
            return [Observation(evidence: .actionBar, view: view, pixels: frame.height)]
        default: break
        }
        if node.className.hasSuffix("ActionBar$Tab") {
            return [Observation(evidence: .tab, view: view, pixels: frame.height)]
        }
        guard inCompose, let parent, node.bool(.clickable) == true || node.bool(.longClickable) == true else { return [] }
        // Reaching past the parent on both sides alike along an axis: widened to the touch target there.
        var widened: [Observation] = []
        if frame.width > parent.width, abs(frame.midX - parent.midX) <= tolerance {
            widened.append(Observation(evidence: .composeTouchTarget, view: view, pixels: frame.width))
        }
        if frame.height > parent.height, abs(frame.midY - parent.midY) <= tolerance {
            widened.append(Observation(evidence: .composeTouchTarget, view: view, pixels: frame.height))
        }
        return widened
    }

    /// `action_bar` for `com.example:id/action_bar`: library views take the app's package.
    private static func entryName(of resourceId: String) -> Substring {
        guard let slash = resourceId.lastIndex(of: "/") else { return Substring(resourceId) }
        return resourceId[resourceId.index(after: slash)...]
    }
}

/// A kind of view whose length in dp the platform fixes (`DensityMeasurement`).
public enum DensityEvidence: CaseIterable, Equatable, Sendable {
    /// A Compose clickable widened to the 48 dp minimum touch target.
    case composeTouchTarget
    /// The status bar, 24 dp or taller.
    case statusBar
    /// The action bar, 56, 48 or 64 dp.
    case actionBar
    /// A Material tab, 48 or 72 dp.
    case tab
    /// The navigation bar at the bottom, 48 or 24 dp.
    case navigationBar

    /// What sets the view's size: two kinds of view sized by one source are one
    /// piece of evidence (an action bar and its theme's tabs share the app's styling).
    var styledBy: String {
        switch self {
        case .composeTouchTarget: return "compose"
        case .statusBar: return "status bar"
        case .actionBar, .tab: return "app theme"
        case .navigationBar: return "navigation bar"
        }
    }

    /// The lengths in dp the view may have, the usual one first.
    var lengths: [Double] {
        switch self {
        case .composeTouchTarget: return [48]
        case .statusBar: return [24]
        case .actionBar: return [56, 48, 64]
        case .tab: return [48, 72]
        case .navigationBar: return [48, 24]
        }
    }

    /// How a message names it.
    public var name: String {
        switch self {
        case .composeTouchTarget: return "Compose's 48 dp touch targets"
        case .statusBar: return "the status bar"
        case .actionBar: return "the action bar"
        case .tab: return "the tabs"
        case .navigationBar: return "the navigation bar"
        }
    }
}
