import A11yFindings
import A11yDump

/// What one screen reader makes of a screen, worked out once when the model is
/// built and only read afterwards: which nodes it cannot reach, each node's typed
/// traits, and the focus stops in swipe order with what each one says.
protocol ScreenReader: Sendable {
    /// Per node, in tree order: whether the reader cannot reach it at all.
    var hidden: [Bool] { get }
    /// Per node, in tree order: whether a layer presented in front of it (an alert,
    /// a sheet) keeps the reader out; empty when nothing is presented that way.
    var behindFrontLayer: [Bool] { get }
    /// Per node, in tree order.
    var traits: [Traits] { get }
    /// In swipe order.
    var stops: [FocusStop] { get }
    /// The name the reader would give the node, whether or not it is a stop.
    func name(of node: SemanticNode) -> String
    /// The value and range of an adjustable element, when the dump gives them.
    func range(of node: SemanticNode) -> ValueRange?
    /// The view the dump links to `node` as its label (Android `labelFor` and
    /// `labeledBy`); nil when none is linked, and always on iOS, which has no such link.
    func linkedLabel(of node: SemanticNode) -> SemanticNode?
}

/// The screen reader of each platform.
func screenReader(for screen: Screen, tree: ScreenTree) -> any ScreenReader {
    switch screen.platform {
    case .ios: return VoiceOverModel(tree: tree, screen: screen)
    case .android: return TalkBackModel(tree: tree, screen: screen)
    }
}
