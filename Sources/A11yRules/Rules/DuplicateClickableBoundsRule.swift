import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Two interactive stops do not share one frame.
struct DuplicateClickableBoundsRule: PlainRule {
    /// A frame's four numbers in the dump's unit, compared exactly, as ATF does.
    private struct FrameKey: Hashable {
        var x, y, width, height: Double

        init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The frame of a node already measured (it has one).
        init(_ node: SemanticNode) {
            let rect = node.dumped.rect ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    func check(_ model: ScreenModel) -> [Violation] {
        // One pass with a table of frames seen: linear in the number of stops. The table
        // maps a frame's hash to the first stop with it (12 bytes a frame, not the 40 of
        // frame and node: a feed of thousands of buttons made it the largest block a lint
        // held). Frames whose hash an earlier, different frame took go in a second table.
        var measured: [SemanticNode] = []
        var firstByHash: [Int: Int32] = [:]
        var firstByFrame: [FrameKey: Int32] = [:]
        var violations: [Violation] = []
        for stop in model.stops where stop.segment == nil {
            let node = stop.node
            guard Self.isInteractive(node, in: model), let rect = node.dumped.rect, !rect.isEmpty,
                  // Only a node the user can see takes part: Android cuts the bounds of a
                  // clipped node to its visible part, which two different nodes can share.
                  Self.isMeasurable(model.visibility(of: node), on: model.platform) else { continue }
            let key = FrameKey(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            let place = Int32(measured.count)
            let earlier: Int32?
            if let first = firstByHash[key.hashValue] {
                if FrameKey(measured[Int(first)]) == key {
                    earlier = first
                } else {
                    earlier = firstByFrame[key]
                    if earlier == nil { firstByFrame[key] = place }
                }
            } else {
                firstByHash[key.hashValue] = place
                earlier = nil
            }
            measured.append(node)
            guard let earlier else { continue }
            let frame = model.frame(of: node) ?? rect
            let unit = model.platform == .ios ? "pt" : "dp"
            violations.append(Violation(node, """
                \(TouchTargetSizeRule.kind(of: stop))\(model.named(node)) has the same frame as \
                \(model.label(measured[Int(earlier)])) (\(Self.describe(frame)) \(unit)); a tap or a finger exploring the screen \
                reaches only one of them.
                """))
        }
        return violations
    }

    /// Stops a user activates, as ATF's clickable or long-clickable views.
    static func isInteractive(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        return traits.isControl && !traits.actions.isDisjoint(with: [.activate, .longPress, .edit])
    }

    /// On screen (iOS frames are whole even when clipped; Android's are cut).
    static func isMeasurable(_ visibility: Visibility?, on platform: Platform) -> Bool {
        switch visibility {
        case .onScreen: return true
        case .clipped: return platform == .ios
        case .offScreen, nil: return false
        }
    }

    static func describe(_ frame: Rect) -> String {
        let f = TouchTargetSizeRule.format
        return "\(f(frame.width.rounded())) × \(f(frame.height.rounded())) at \(f(frame.x.rounded())), \(f(frame.y.rounded()))"
    }
}
