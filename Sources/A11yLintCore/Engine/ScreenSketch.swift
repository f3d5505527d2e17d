import A11yFindings
import A11yDump
import A11ySemantics

/// What a report needs to draw one screen: its size, its focus stops in the order
/// the screen reader visits them with their frames and words, and the frames of
/// the nodes findings are about. Frames are in points (iOS) or dp (Android), with
/// the screen's top-left corner where the dump puts it.
///
/// Made only for reports that draw screens (`Reporter.drawsScreens`): the other
/// formats never pay for it.
public struct ScreenSketch: Sendable {
    public struct Stop: Sendable {
        public var frame: Rect?
        public var utterance: String
        public var hint: String
        public var nodePath: String
        /// The node's identity (`NodeIdentities`), short where the node path runs to many classes.
        public var identity: String = ""
        /// The node's accessible name, which the HTML report writes in its outline where it fits.
        public var name: String = ""
        public var line: Int
        public var column: Int
        /// The kind of layer the stop is in when it is not the app's own (input-method, system), else nil.
        public var layer: String?
    }

    /// The screen's name, or `#N` for the N-th unnamed document: what findings name it by.
    public var key: String
    /// The screen's name in the dump, when it has one.
    public var name: String?
    /// Which document of its file the screen is (`Screen.documentIndex`).
    public var documentIndex: Int
    public var platform: Platform
    /// The area the screen's windows cover; nil when the dump gives no frames.
    public var frame: Rect?
    /// Why the screen cannot be drawn, when `frame` is nil.
    public var noMapReason: String?
    public var stops: [Stop]
    /// The frames of the nodes findings are about, by node path.
    public var nodeFrames: [String: Rect] = [:]

    /// "pt" on iOS, "dp" on Android.
    public var unit: String { platform == .ios ? "pt" : "dp" }

    public init(key: String, name: String?, documentIndex: Int, platform: Platform, frame: Rect?,
                noMapReason: String?, stops: [Stop]) {
        self.key = key
        self.name = name
        self.documentIndex = documentIndex
        self.platform = platform
        self.frame = frame
        self.noMapReason = noMapReason
        self.stops = stops
    }

    /// The screen's stops and size as the model has them.
    public init(_ model: ScreenModel) {
        let screen = model.screen
        let frame = model.screenFrame.map(model.density.points)
        var identities = NodeIdentities(model: model)
        let stops = model.stops.enumerated().map { place, stop in
            let spoken = stop.announcement
            let change = model.collectionChange(at: place)
            return Stop(frame: model.frame(of: stop.node),
                        utterance: change.isEmpty ? spoken.utterance : spoken.utterance + ", " + change,
                        hint: spoken.hint, nodePath: model.path(of: stop),
                        identity: identities.identity(of: stop.node, segment: stop.segment),
                        name: spoken.name, line: stop.node.mark.line,
                        column: stop.node.mark.column,
                        layer: model.isJudged(stop.node) ? nil : model.layer(of: stop.node).kind.rawValue)
        }
        var reason: String?
        if frame == nil {
            reason = model.nodes.contains { $0.dumped.rect != nil }
                ? "The screen's root and its windows have no frame, so the screen's size is unknown."
                : "The dump gives no frames (bounds), so there is nothing to draw."
        }
        self.init(key: screen.key, name: screen.name, documentIndex: screen.documentIndex, platform: model.platform, frame: frame, noMapReason: reason, stops: stops)
    }
}
