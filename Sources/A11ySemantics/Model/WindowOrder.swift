import A11yDump
import A11yFindings

/// The order TalkBack moves through the windows of one dump. uiautomator and
/// Appium list the windows side by side (often the keyboard first), but TalkBack
/// goes from the last stop of one window to the first of the next by where the
/// windows stand on the screen: top to bottom, then left to right, so the status
/// bar comes before the app and the keyboard after it. Of two windows with the
/// same top edge, the shorter one (a bar over a full-screen app) comes first.
enum WindowOrder {
    /// The stops, window by window in that order, each window's stops in their
    /// own order. Unchanged when the dump holds one window, on iOS, or when a
    /// window has no frame to place it by.
    static func sorted(_ stops: [FocusStop], in tree: ScreenTree, platform: Platform) -> [FocusStop] {
        let windows = tree.root.children
        guard platform == .android, windows.count > 1, windows.allSatisfy({ $0.dumped.has(.package) }) else {
            return stops
        }
        let frames = windows.map { $0.dumped.rect }
        guard frames.allSatisfy({ $0 != nil }) else { return stops }
        // The window of each stop: the root's child that holds it, found by tree order.
        let starts = windows.map(\.order)
        func window(of stop: FocusStop) -> Int {
            (starts.lastIndex { $0 <= stop.node.order }) ?? 0
        }
        let ranked = windows.indices.sorted { a, b in
            let first = frames[a]!, second = frames[b]!
            if first.y != second.y { return first.y < second.y }
            if first.height != second.height { return first.height < second.height }
            if first.x != second.x { return first.x < second.x }
            return a < b
        }
        var rank = Array(repeating: 0, count: windows.count)
        for (place, index) in ranked.enumerated() { rank[index] = place }
        return stops.enumerated().sorted { lhs, rhs in
            let left = rank[window(of: lhs.element)], right = rank[window(of: rhs.element)]
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
