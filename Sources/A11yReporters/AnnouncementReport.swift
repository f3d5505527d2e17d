import A11yFindings
import A11yDump
import A11ySemantics
import A11yLintCore

/// `a11ylint announce --format json`: every screen's focus stops in swipe order,
/// with the parts of each announcement apart, for tools that compare the
/// prediction with what a screen reader really says.
public struct AnnouncementReport: Encodable {
    // The stops and screens are `diff`'s too: it reads this document back as a snapshot.
    typealias Screen = AnnouncedScreen

    struct Problem: Encodable {
        var path: String
        var line: Int
        var column: Int
        var message: String
    }

    private var screens: [Screen] = []
    private var errors: [Problem] = []

    public init() {}

    public mutating func add(_ model: ScreenModel) {
        screens.append(AnnouncedScreen(model))
    }

    /// A screen already announced: `diff --write` stores NEW's screens as they were compared.
    public mutating func add(_ screen: AnnouncedScreen) {
        screens.append(screen)
    }

    /// How `announce` marks a stop the user cannot wholly see now, or nil when it is on screen or its frame is unknown.
    public static func visibilityNote(of node: SemanticNode, in model: ScreenModel) -> String? {
        AnnouncedStop.visibilityNote(of: node, in: model)
    }

    public mutating func add(_ error: InputError) {
        errors.append(Problem(path: error.path, line: error.mark.line, column: error.mark.column, message: error.message))
    }

    /// The document, as sorted, indented JSON.
    public func rendered() -> String {
        SortedJSON.encode(self)
    }
}
