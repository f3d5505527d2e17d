import A11yFindings
import A11yDump
import A11ySemantics

/// One focus stop as `announce --format json` writes it: where it is, who it is
/// (its node identity) and each part of what the screen reader says there apart.
/// `diff` compares these, whether they come from a dump or from a snapshot file.
public struct AnnouncedStop: Codable, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var nodePath: String
    /// The node's identity (`NodeIdentities`), after the segment for a stepper's buttons.
    public var identity: String
    public var name: String
    public var value: String
    public var role: String
    public var states: [String]
    /// The place in a collection the reader says ("2 of 4"), or "".
    public var position: String
    /// TalkBack's words as the focus enters or leaves a collection ("in list", "out of list"), or "".
    public var collection: String
    public var hint: String
    public var utterance: String
    /// The kind of layer the stop is in: app, modal, input-method or system.
    public var layer: String
    /// The package of the Android window the stop is in, when the dump says; else nil.
    public var window: String?
    /// "off-screen" or "clipped" when the stop is not wholly on screen (`ScreenModel.visibility(of:)`); else nil.
    public var visibility: String?
    /// The alert, dialog, sheet, popover or drawer the stop is in (`ScreenModel.modal(holding:)`); else nil.
    public var modal: Modal?

    public struct Modal: Codable, Equatable, Sendable {
        /// alert, dialog, sheet, popover, drawer or "modal view".
        public var kind: String
        /// The identity of the layer's root node.
        public var identity: String

        public init(kind: String, identity: String) {
            self.kind = kind
            self.identity = identity
        }
    }

    public init(line: Int = 1, column: Int = 1, nodePath: String = "", identity: String, name: String = "",
                value: String = "", role: String = "", states: [String] = [], position: String = "",
                collection: String = "", hint: String = "", utterance: String = "", layer: String = "app",
                window: String? = nil, visibility: String? = nil, modal: Modal? = nil) {
        self.line = line
        self.column = column
        self.nodePath = nodePath
        self.identity = identity
        self.name = name
        self.value = value
        self.role = role
        self.states = states
        self.position = position
        self.collection = collection
        self.hint = hint
        self.utterance = utterance
        self.layer = layer
        self.window = window
        self.visibility = visibility
        self.modal = modal
    }

    /// The stop at `place` in the model's swipe order.
    public init(_ model: ScreenModel, place: Int, identities: inout NodeIdentities) {
        let stop = model.stops[place]
        let spoken = stop.announcement
        let modal = model.modal(holding: stop.node).map {
            Modal(kind: $0.kind.rawValue, identity: identities.identity(of: $0.root))
        }
        self.init(line: stop.node.mark.line, column: stop.node.mark.column, nodePath: model.path(of: stop),
                  identity: identities.identity(of: stop.node, segment: stop.segment),
                  name: spoken.name, value: spoken.value, role: spoken.role, states: spoken.states,
                  position: spoken.position, collection: model.collectionChange(at: place),
                  hint: spoken.hint, utterance: spoken.utterance, layer: model.layer(of: stop.node).kind.rawValue,
                  window: model.windowPackage(of: stop.node), visibility: Self.visibilityNote(of: stop.node, in: model),
                  modal: modal)
    }

    /// How `announce` marks a stop the user cannot wholly see now, or nil when it is on screen or its frame is unknown.
    public static func visibilityNote(of node: SemanticNode, in model: ScreenModel) -> String? {
        switch model.visibility(of: node) {
        case .offScreen: return "off-screen"
        case .clipped: return "clipped"
        case .onScreen, nil: return nil
        }
    }

    /// The layer as a reader of the diff knows it: the modal's kind ("dialog") when
    /// the stop is in one, else the layer's kind ("app", "input-method").
    public var place: String {
        modal?.kind ?? layer
    }

    /// Snapshots written by hand or by an older version may leave parts out: each
    /// missing part is empty, as `announce` writes a part the reader does not say.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try values.decodeIfPresent(String.self, forKey: key) ?? "" }
        self.init(line: try values.decodeIfPresent(Int.self, forKey: .line) ?? 1,
                  column: try values.decodeIfPresent(Int.self, forKey: .column) ?? 1,
                  nodePath: try text(.nodePath), identity: try values.decode(String.self, forKey: .identity),
                  name: try text(.name), value: try text(.value), role: try text(.role),
                  states: try values.decodeIfPresent([String].self, forKey: .states) ?? [],
                  position: try text(.position), collection: try text(.collection), hint: try text(.hint),
                  utterance: try text(.utterance),
                  layer: try values.decodeIfPresent(String.self, forKey: .layer) ?? "app",
                  window: try values.decodeIfPresent(String.self, forKey: .window),
                  visibility: try values.decodeIfPresent(String.self, forKey: .visibility),
                  modal: try values.decodeIfPresent(Modal.self, forKey: .modal))
    }
}
