import A11yFindings
import A11yDump
import A11ySemantics
import A11yLintCore

/// `a11ylint announce --format json`: every screen's focus stops in swipe order,
/// with the parts of each announcement apart, for tools that compare the
/// prediction with what a screen reader really says.
public struct AnnouncementReport: Encodable {
    struct Screen: Encodable {
        var path: String
        var screen: String
        var platform: String
        var stops: [Stop]
    }

    struct Stop: Encodable {
        var line: Int
        var column: Int
        var nodePath: String
        /// The node's identity (`NodeIdentities`), after the segment for a stepper's buttons.
        var identity: String
        var name: String
        var value: String
        var role: String
        var states: [String]
        /// The place in a collection the reader says ("2 of 4"), or "".
        var position: String
        /// TalkBack's words as the focus enters or leaves a collection ("in list", "out of list"), or "".
        var collection: String
        var hint: String
        var utterance: String
        /// The kind of layer the stop is in: app, modal, input-method or system.
        var layer: String
        /// The package of the Android window the stop is in, when the dump says; else nil.
        var window: String?
        /// "off-screen" or "clipped" when the stop is not wholly on screen (`ScreenModel.visibility(of:)`); else nil.
        var visibility: String?
        /// The alert, dialog, sheet, popover or drawer the stop is in (`ScreenModel.modal(holding:)`); else nil.
        var modal: Modal?
    }

    struct Modal: Encodable {
        /// alert, dialog, sheet, popover, drawer or "modal view".
        var kind: String
        /// The identity of the layer's root node.
        var identity: String
    }

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
        var identities = NodeIdentities(model: model)
        let stops = model.stops.enumerated().map { place, stop in
            let spoken = stop.announcement
            let modal = model.modal(holding: stop.node).map {
                Modal(kind: $0.kind.rawValue, identity: identities.identity(of: $0.root))
            }
            return Stop(line: stop.node.mark.line, column: stop.node.mark.column, nodePath: model.path(of: stop),
                        identity: identities.identity(of: stop.node, segment: stop.segment),
                        name: spoken.name, value: spoken.value, role: spoken.role, states: spoken.states,
                        position: spoken.position, collection: model.collectionChange(at: place),
                        hint: spoken.hint, utterance: spoken.utterance, layer: model.layer(of: stop.node).kind.rawValue,
                        window: model.windowPackage(of: stop.node), visibility: Self.visibilityNote(of: stop.node, in: model),
                        modal: modal)
        }
        screens.append(Screen(path: model.screen.path, screen: model.screen.key,
                              platform: model.platform.rawValue, stops: stops))
    }

    /// How `announce` marks a stop the user cannot wholly see now, or nil when it is on screen or its frame is unknown.
    public static func visibilityNote(of node: SemanticNode, in model: ScreenModel) -> String? {
        switch model.visibility(of: node) {
        case .offScreen: return "off-screen"
        case .clipped: return "clipped"
        case .onScreen, nil: return nil
        }
    }

    public mutating func add(_ error: InputError) {
        errors.append(Problem(path: error.path, line: error.mark.line, column: error.mark.column, message: error.message))
    }

    /// The document, as sorted, indented JSON.
    public func rendered() -> String {
        SortedJSON.encode(self)
    }
}
