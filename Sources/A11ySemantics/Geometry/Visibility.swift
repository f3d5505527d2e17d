import A11yDump

/// Where a node's frame stands against what the screen shows: the part of the
/// screen left by the windows and by the ancestors that clip (scrolling
/// containers). Rules use it to leave alone what the user cannot see: a touch
/// target half scrolled out of a list is not too small, it is cut.
public enum Visibility: UInt8, Sendable {
    /// The whole frame is visible.
    case onScreen
    /// Part of the frame is visible, part is cut off by the screen's edge or a clipping ancestor.
    case clipped
    /// Nothing of the frame is visible.
    case offScreen

    /// How a node's frame stands. The rules, in order:
    /// 1. The dump says `visibleToUser: false`: off screen, whatever the frame
    ///    (TalkBack skips the node). `true` or not recorded: the frame decides.
    /// 2. No frame: nil, not known.
    /// 3. An empty frame (zero or negative width or height): off screen.
    /// 4. The visible area is the screen's frame cut by the frame of every
    ///    clipping ancestor. An unknown screen frame leaves the ancestors only; no
    ///    known screen and no clipping ancestor leave everything visible. A
    ///    clipping ancestor with an empty frame leaves nothing visible.
    /// 5. A frame that shares no area with the visible area (a frame that only
    ///    touches its edge shares none) is off screen; one that lies wholly inside
    ///    it, edges included, is on screen; any other is clipped.
    ///
    /// Android bounds in dumps are already cut to what shows (the framework
    /// reports a view's visible part), so Android frames are seldom clipped here;
    /// a cut one shows as a smaller frame flush with its container's edge, which
    /// `Rect.edges(reaching:)` finds. iOS frames are whole, so a cell half scrolled
    /// out of its table is clipped.
    ///
    /// - Parameters:
    ///   - frame: the node's frame, in the same unit as the others.
    ///   - screen: the screen's frame (`Screen.frame`), nil when unknown.
    ///   - clippingAncestors: the frames of the ancestors that clip, in any order.
    ///   - visibleToUser: the dump's `visibleToUser`, nil when not recorded.
    public static func of(frame: Rect?, screen: Rect?, clippingAncestors: [Rect] = [], visibleToUser: Bool?) -> Visibility? {
        var viewport = Viewport(screen: screen)
        for ancestor in clippingAncestors {
            viewport = viewport.clipped(to: ancestor)
        }
        return viewport.visibility(of: frame, visibleToUser: visibleToUser)
    }
}
