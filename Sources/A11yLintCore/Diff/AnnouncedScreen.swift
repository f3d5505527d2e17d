import A11yFindings
import A11yDump
import A11ySemantics

/// One screen's focus stops in swipe order, as `announce --format json` writes it.
public struct AnnouncedScreen: Codable, Equatable, Sendable {
    /// The file the screen came from, as given on the command line.
    public var path: String
    /// The screen's name, or `#N` for the N-th unnamed document of its file (`Screen.key`).
    public var screen: String
    /// `ios` or `android`.
    public var platform: String
    public var stops: [AnnouncedStop]

    public init(path: String, screen: String, platform: String, stops: [AnnouncedStop]) {
        self.path = path
        self.screen = screen
        self.platform = platform
        self.stops = stops
    }

    public init(_ model: ScreenModel) {
        var identities = NodeIdentities(model: model)
        let stops = model.stops.indices.map { AnnouncedStop(model, place: $0, identities: &identities) }
        self.init(path: model.screen.path, screen: model.screen.key, platform: model.platform.rawValue, stops: stops)
    }
}
