import A11yDump

extension Screen {
    /// The area the dump's windows cover, in the dump's unit (points on iOS,
    /// pixels on Android): the root's frame, or, when the root has none, the union
    /// of its children's frames. The second case is the `hierarchy` node an
    /// Android import puts above several windows (app, status bar, keyboard),
    /// which has no bounds of its own. Nil when neither gives a non-empty rectangle.
    public var frame: Rect? {
        if let rect = root.rect, !rect.isEmpty { return rect }
        var union: Rect?
        for child in root.children {
            guard let rect = child.rect, !rect.isEmpty else { continue }
            union = union.map { $0.union(rect) } ?? rect
        }
        return union
    }
}
