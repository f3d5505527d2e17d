import A11yFindings

/// How one screen differs between OLD and NEW: which side has it, and its stops
/// and findings that differ. A screen that says the same has no differences.
public struct ScreenDiff: Sendable {
    /// Where a screen of one side comes from, and how many stops it has.
    public struct Side: Equatable, Sendable {
        /// The file, as given on the command line (or as the snapshot recorded it).
        public var path: String
        /// The screen's name, or `#N` for the N-th unnamed document of its file.
        public var screen: String
        public var platform: String
        public var stopCount: Int
        /// What the file pairs by (`DiffFile.relativePath`).
        public var relativePath: String

        public init(_ screen: DiffScreen) {
            path = screen.announced.path
            self.screen = screen.announced.screen
            platform = screen.announced.platform
            stopCount = screen.announced.stops.count
            relativePath = screen.relativePath
        }
    }

    public enum Status: String, Sendable {
        case added, removed, changed, unchanged
    }

    public var old: Side?
    public var new: Side?
    /// In the new screen's swipe order, each removed stop after the stop it used to follow.
    public var stops: [StopDifference]
    /// New findings, then fixed ones; empty without `--lint`.
    public var findings: [FindingDifference]
    /// The screens themselves, for a report that draws them (`DiffScreen.sketch`); nil unless asked for.
    public var oldScreen: DiffScreen?
    public var newScreen: DiffScreen?

    public init(old: Side?, new: Side?, stops: [StopDifference], findings: [FindingDifference] = []) {
        self.old = old
        self.new = new
        self.stops = stops
        self.findings = findings
    }

    public var status: Status {
        if old == nil { return .added }
        if new == nil { return .removed }
        return stops.isEmpty && findings.isEmpty ? .unchanged : .changed
    }

    /// The side that names the screen in reports: the new one, else the old one.
    public var shown: Side { (new ?? old)! }

    /// Whether the screen moved to another file or another name (a renamed file).
    public var isRenamed: Bool {
        guard let old, let new else { return false }
        return old.relativePath != new.relativePath || old.screen != new.screen
    }

    public func count(_ kind: StopDifference.Kind) -> Int { stops.filter { $0.kind == kind }.count }

    public func count(_ kind: FindingDifference.Kind) -> Int { findings.filter { $0.kind == kind }.count }

    /// Compares two versions of a screen; a nil side is a screen the other side does not have.
    public init(old: DiffScreen?, new: DiffScreen?) {
        let oldStops = old?.announced.stops ?? []
        let newStops = new?.announced.stops ?? []
        let findings: [FindingDifference]
        if let oldFindings = old?.findings ?? (old == nil ? [] : nil),
           let newFindings = new?.findings ?? (new == nil ? [] : nil) {
            findings = FindingDifference.between(old: oldFindings, new: newFindings)
        } else {
            findings = []
        }
        self.init(old: old.map(Side.init), new: new.map(Side.init),
                  stops: Self.differences(old: oldStops, new: newStops), findings: findings)
    }

    /// The stops that differ, in the order `stops` lists them.
    public static func differences(old: [AnnouncedStop], new: [AnnouncedStop]) -> [StopDifference] {
        let pairs = StopMatching.pairs(old: old, new: new)
        let kept = StopMatching.keptOrder(pairs)
        var newOfOld = [Int?](repeating: nil, count: old.count)
        var paired = [Bool](repeating: false, count: new.count)
        var listed: [(key: (Int, Int, Int), difference: StopDifference)] = []
        for (index, pair) in pairs.enumerated() {
            newOfOld[pair.old] = pair.new
            paired[pair.new] = true
            let changes = StopPart.changes(from: old[pair.old], to: new[pair.new])
            let moved = !kept.contains(index)
            guard moved || !changes.isEmpty else { continue }
            listed.append(((pair.new, 1, 0), StopDifference(
                kind: moved ? .moved : .changed, oldPlace: pair.old + 1, newPlace: pair.new + 1,
                old: old[pair.old], new: new[pair.new], changes: changes)))
        }
        for place in new.indices where !paired[place] {
            listed.append(((place, 1, 0), StopDifference(kind: .added, oldPlace: nil, newPlace: place + 1,
                                                         old: nil, new: new[place])))
        }
        // A removed stop is listed after the new place of the nearest earlier old stop that is still there.
        var after = -1
        for place in old.indices {
            if let newPlace = newOfOld[place] {
                after = newPlace
                continue
            }
            listed.append(((after, 2, place), StopDifference(kind: .removed, oldPlace: place + 1, newPlace: nil,
                                                             old: old[place], new: nil)))
        }
        return listed.sorted { $0.key < $1.key }.map(\.difference)
    }
}

/// One screen of one side of a diff: what it says, and what the rules found on it.
public struct DiffScreen: Sendable {
    public var announced: AnnouncedScreen
    /// The findings on the screen (`diff --lint`); nil when it was not linted, as a snapshot's screens are not.
    public var findings: [Finding]?
    /// The screen's drawing, when the loader was asked for it (`DiffSideLoader.sketchesScreens`).
    public var sketch: ScreenSketch?
    /// What its file pairs by (`DiffFile.relativePath`); set by the loader.
    public var relativePath: String

    public init(announced: AnnouncedScreen, findings: [Finding]? = nil, sketch: ScreenSketch? = nil) {
        self.announced = announced
        relativePath = announced.path
        self.findings = findings
        self.sketch = sketch
    }
}
