import A11yFindings

extension ScreenSketch {
    /// Why a screen read from an announcement snapshot has no map.
    public static let snapshotHasNoFrames = "It was read from an announcement snapshot, which records what each stop "
        + "says but not where it is, so its stops are listed without a map."

    /// A drawing without frames of a screen that `announce --format json` recorded:
    /// its stops in swipe order, to list where a dump's screen would be drawn.
    public init(snapshotOf screen: AnnouncedScreen) {
        let stops = screen.stops.map { stop in
            Stop(frame: nil, utterance: stop.collection.isEmpty ? stop.utterance : stop.utterance + ", " + stop.collection,
                 hint: stop.hint, nodePath: stop.nodePath, identity: stop.identity, name: stop.name,
                 line: stop.line, column: stop.column, layer: stop.layer == "app" || stop.layer == "modal" ? nil : stop.layer)
        }
        self.init(key: screen.screen, name: nil, documentIndex: 1, platform: Platform(rawValue: screen.platform) ?? .ios,
                  frame: nil, noMapReason: Self.snapshotHasNoFrames, stops: stops)
    }
}
