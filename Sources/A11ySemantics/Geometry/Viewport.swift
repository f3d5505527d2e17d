import A11yDump

/// The part of the screen a subtree can show: the screen's frame cut by each
/// clipping ancestor on the way down. A walk over the tree carries one and cuts
/// it at each clipping node, so classifying every node costs one intersection
/// per clipping node, not one per ancestor. The rules are `Visibility.of`'s.
public struct Viewport: Equatable, Sendable {
    private enum Area: Equatable, Sendable {
        /// No bound known: neither the screen's frame nor a clipping ancestor.
        case unbounded
        case rect(Rect)
        /// Clipped away: nothing below shows.
        case nothing
    }

    private var area: Area

    /// The whole screen; nil when its frame is unknown, which bounds nothing.
    public init(screen: Rect?) {
        switch screen {
        case nil: area = .unbounded
        case let rect? where rect.isEmpty: area = .nothing
        case let rect?: area = .rect(rect)
        }
    }

    /// What is left for the descendants of a node that clips to `frame`. A clipping
    /// node without a frame cuts nothing, since where it stands is not known.
    public func clipped(to frame: Rect?) -> Viewport {
        guard let frame else { return self }
        var result = self
        switch area {
        case .nothing: break
        case .unbounded: result.area = frame.isEmpty ? .nothing : .rect(frame)
        case .rect(let rect): result.area = rect.intersection(frame).map(Area.rect) ?? .nothing
        }
        return result
    }

    /// The visible area; nil when nothing bounds it, an empty rectangle when nothing shows.
    public var rect: Rect? {
        switch area {
        case .unbounded: return nil
        case .rect(let rect): return rect
        case .nothing: return Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// The part of `frame` that shows, or nil when none does.
    public func visiblePart(of frame: Rect) -> Rect? {
        switch area {
        case .unbounded: return frame.isEmpty ? nil : frame
        case .rect(let rect): return rect.intersection(frame)
        case .nothing: return nil
        }
    }

    /// How a frame inside this viewport stands; see `Visibility.of`.
    public func visibility(of frame: Rect?, visibleToUser: Bool?) -> Visibility? {
        if visibleToUser == false { return .offScreen }
        guard let frame else { return nil }
        if frame.isEmpty { return .offScreen }
        switch area {
        case .unbounded: return .onScreen
        case .nothing: return .offScreen
        case .rect(let rect):
            if rect.contains(frame) { return .onScreen }
            return rect.intersects(frame) ? .clipped : .offScreen
        }
    }
}
