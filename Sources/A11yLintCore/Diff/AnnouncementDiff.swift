import A11yFindings
import A11yDump

/// What `a11ylint diff OLD NEW` found: every paired, added and removed screen
/// (those that say the same included, so that reports can count them), and the
/// inputs that could not be read on either side.
public struct AnnouncementDiff: Sendable {
    /// Sorted by the relative path and screen that name them (`ScreenDiff.shown`).
    public var screens: [ScreenDiff]
    public var errors: [InputError]
    /// Whether the findings of both sides were compared (`--lint`).
    public var comparesFindings: Bool

    public init(screens: [ScreenDiff], errors: [InputError] = [], comparesFindings: Bool = false) {
        self.screens = screens
        self.errors = errors
        self.comparesFindings = comparesFindings
    }

    /// Pairs the two sides' screens and compares each pair. `keepsScreens` keeps
    /// the changed screens themselves in the result, for a report that draws them.
    public init(old: DiffSide, new: DiffSide, comparesFindings: Bool = false, keepsScreens: Bool = false) {
        let pairs = ScreenPairing.pairs(old: old.files, new: new.files)
        var screens = pairs.map { pair in
            var diff = ScreenDiff(old: pair.old, new: pair.new)
            if keepsScreens, diff.status != .unchanged {
                diff.oldScreen = pair.old
                diff.newScreen = pair.new
            }
            return diff
        }
        // By the path files pair by, so that a screen only OLD has sorts among NEW's, not after them.
        screens.sort { ($0.shown.relativePath, $0.shown.screen, $0.shown.path) < ($1.shown.relativePath, $1.shown.screen, $1.shown.path) }
        self.init(screens: screens, errors: (old.errors + new.errors).sorted(by: InputError.precedes),
                  comparesFindings: comparesFindings)
    }

    /// The screens that differ, in report order.
    public var changedScreens: [ScreenDiff] { screens.filter { $0.status != .unchanged } }

    public var hasChanges: Bool { screens.contains { $0.status != .unchanged } }

    /// Totals over every screen, for summaries.
    public struct Totals: Equatable, Sendable {
        public var screensAdded = 0, screensRemoved = 0, screensChanged = 0, screensUnchanged = 0
        public var stopsAdded = 0, stopsRemoved = 0, stopsChanged = 0, stopsMoved = 0
        public var findingsNew = 0, findingsFixed = 0
    }

    public var totals: Totals {
        var totals = Totals()
        for screen in screens {
            switch screen.status {
            case .added: totals.screensAdded += 1
            case .removed: totals.screensRemoved += 1
            case .changed: totals.screensChanged += 1
            case .unchanged: totals.screensUnchanged += 1
            }
            totals.stopsAdded += screen.count(.added)
            totals.stopsRemoved += screen.count(StopDifference.Kind.removed)
            totals.stopsChanged += screen.count(.changed)
            totals.stopsMoved += screen.count(.moved)
            totals.findingsNew += screen.count(FindingDifference.Kind.new)
            totals.findingsFixed += screen.count(.fixed)
        }
        return totals
    }

    /// Whether the differences meet any of the conditions (`diff --fail-on`).
    public func fails(on conditions: [DiffFailCondition]) -> Bool {
        conditions.contains { condition in screens.contains { condition.isMet(by: $0) } }
    }
}
