import A11yDump

/// The order VoiceOver moves through an iOS screen's elements: by where they
/// stand, not by the order of the views that hold them (screen-readers.md §2.2,
/// after AccessibilitySnapshot's parser). Top to bottom; two elements whose top
/// edges are less than 8 pt apart (13 pt on an iPad) stand side by side and go
/// left to right. The elements of a container that groups its children
/// (`shouldGroupAccessibilityChildren`, a tab bar) stay together, placed where
/// the group's first element stands (a tab bar where the bar itself does), and
/// are ordered among themselves the same way.
///
/// Web content keeps its own order, the page's: WebKit hands VoiceOver the page's
/// elements in document order, wherever they are drawn (a ribbon pinned to the top
/// corner is read where the page has it).
///
/// A table or collection view cell keeps its elements together too: the view
/// hands VoiceOver its cells one by one, each with what it holds. Each window (the
/// app's, the status bar's), and each layer of the screen (the status bar, a modal
/// view: `ScreenLayer`), is ordered on its own, and they keep the dump's order.
///
/// A screen whose stops do not all have a frame keeps the dump's order: there is
/// nothing to sort some of them by. A container that sets its own order
/// (`accessibilityElements`, which only our YAML format records) keeps its
/// listed elements together in that order (`ExplicitOrder`).
enum VoiceOverOrder {
    static func sorted(_ stops: [FocusStop], in tree: ScreenTree, layerOfNode: [UInt16]) -> [FocusStop] {
        guard stops.count > 1 else { return stops }
        guard stops.allSatisfy({ $0.node.dumped.rect != nil }) else {
            // Nothing to place by position, but a container's own order needs none.
            return hasExplicitContainers(tree) ? ExplicitOrder.applied(to: stops, in: tree) : stops
        }
        let screen = tree.root.dumped.rect
        let isPad = screen.map { min($0.width, $0.height) >= 700 } ?? false
        let arrangement = Arrangement(stops: stops, tree: tree, rowTolerance: isPad ? 13 : 8)
        // The stops of each window and layer, in the order the dump first reaches them.
        var parts: [(window: SemanticNode?, stops: [Int])] = []
        var placeOfPart: [PartKey: Int] = [:]
        for index in stops.indices {
            let node = stops[index].node
            let window = window(of: node, in: tree)
            let key = PartKey(window: window?.order ?? -1, layer: layerOfNode[node.order])
            if let place = placeOfPart[key] {
                parts[place].stops.append(index)
            } else {
                placeOfPart[key] = parts.count
                parts.append((window, [index]))
            }
        }
        return parts.flatMap { arrangement.arranged($0.stops, inside: $0.window) }.map { stops[$0] }
    }

    private static func hasExplicitContainers(_ tree: ScreenTree) -> Bool {
        tree.nodes.contains(where: ExplicitOrder.isExplicitContainer)
    }

    private struct PartKey: Hashable {
        var window: Int
        var layer: UInt16
    }

    /// The window that holds `node`: the root's child it lies in, when that child
    /// is a window (an XCUITest application holds its windows so); else nil, the
    /// whole tree.
    private static func window(of node: SemanticNode, in tree: ScreenTree) -> SemanticNode? {
        guard tree.root.children.count > 1 else { return nil }
        var current = node
        while let parent = tree.parent(of: current) {
            if parent === tree.root { return current.simpleClassName.hasSuffix("Window") ? current : nil }
            current = parent
        }
        return nil
    }

    /// Places stops (by their index in the dump's order) and the groups among them.
    private struct Arrangement {
        let stops: [FocusStop]
        let tree: ScreenTree
        let rowTolerance: Double
        /// Whether any node keeps its elements together: most screens have none.
        let hasGroups: Bool

        init(stops: [FocusStop], tree: ScreenTree, rowTolerance: Double) {
            self.stops = stops
            self.tree = tree
            self.rowTolerance = rowTolerance
            hasGroups = tree.nodes.contains(where: Self.keepsTogether)
        }

        /// One thing to place: a stop on its own, or a group's stops, already arranged.
        private struct Item {
            var stops: [Int]
            var frame: Rect
        }

        private enum Entry {
            case stop(Int)
            /// The place of a group in `groups`.
            case group(Int)
        }

        func arranged(_ indices: [Int], inside container: SemanticNode?) -> [Int] {
            var entries: [Entry] = []
            var groups: [(node: SemanticNode, members: [Int])] = []
            var placeOfGroup: [Int: Int] = [:]
            for index in indices {
                guard let group = outermostGroup(of: stops[index].node, below: container) else {
                    entries.append(.stop(index))
                    continue
                }
                if let place = placeOfGroup[group.order] {
                    groups[place].members.append(index)
                } else {
                    placeOfGroup[group.order] = groups.count
                    entries.append(.group(groups.count))
                    groups.append((group, [index]))
                }
            }
            let items = entries.map { entry -> Item in
                switch entry {
                case .stop(let index):
                    return Item(stops: [index], frame: frame(of: index))
                case .group(let place):
                    let (node, members) = groups[place]
                    let inner = ExplicitOrder.isExplicitContainer(node)
                        ? listedOrder(arranged(members, inside: node), in: node) : arranged(members, inside: node)
                    let barFrame = TabBarItems.isTabBar(node) ? node.dumped.rect : nil
                    return Item(stops: inner, frame: barFrame ?? frame(of: inner[0]))
                }
            }
            if isInOrder(items) || container.map(WebContent.isWebView) == true { return items.flatMap(\.stops) }
            return items.enumerated().sorted { lhs, rhs in
                if precedes(lhs.element.frame, rhs.element.frame) { return true }
                if precedes(rhs.element.frame, lhs.element.frame) { return false }
                return lhs.offset < rhs.offset
            }.flatMap(\.element.stops)
        }

        /// The stops of an explicit container in the order it lists its elements; the
        /// stops of one listed element keep their arranged order among themselves.
        private func listedOrder(_ arranged: [Int], in container: SemanticNode) -> [Int] {
            let ranks = ExplicitOrder.ranks(of: ExplicitOrder.listed(in: container, tree: tree))
            let rankOfStop = arranged.map { index in
                ExplicitOrder.rank(of: stops[index].node, ranks: ranks, below: container, tree: tree) ?? Int.max
            }
            return arranged.indices.sorted { lhs, rhs in
                rankOfStop[lhs] != rankOfStop[rhs] ? rankOfStop[lhs] < rankOfStop[rhs] : lhs < rhs
            }.map { arranged[$0] }
        }

        private func frame(of index: Int) -> Rect {
            stops[index].node.dumped.rect!
        }

        /// Whether `first` comes before `second`: higher up, or beside it and to its left.
        private func precedes(_ first: Rect, _ second: Rect) -> Bool {
            if abs(first.y - second.y) >= rowTolerance { return first.y < second.y }
            return first.x < second.x
        }

        /// Most screens list their elements in this order already: checked in one pass.
        private func isInOrder(_ items: [Item]) -> Bool {
            zip(items, items.dropFirst()).allSatisfy { !precedes($1.frame, $0.frame) }
        }

        /// The outermost ancestor of `node` below `container` that keeps its elements together.
        private func outermostGroup(of node: SemanticNode, below container: SemanticNode?) -> SemanticNode? {
            guard hasGroups else { return nil }
            var found: SemanticNode?
            var current = tree.parent(of: node)
            while let ancestor = current, ancestor !== container {
                if Self.keepsTogether(ancestor) { found = ancestor }
                current = tree.parent(of: ancestor)
            }
            return found
        }

        private static func keepsTogether(_ node: SemanticNode) -> Bool {
            VoiceOverOrder.keptTogether(node) != nil
        }
    }

    /// Why VoiceOver keeps the elements of `node` together, if it does.
    static func keptTogether(_ node: SemanticNode) -> KeptTogether? {
        if ExplicitOrder.isExplicitContainer(node) { return .listedOrder }
        if node.dumped.bool(.shouldGroupAccessibilityChildren) == true { return .group }
        if TabBarItems.isTabBar(node) { return .tabBar }
        if isCell(node) { return .cell }
        if WebContent.isWebView(node) { return .webView }
        return nil
    }

    /// UITableViewCell, XCUITest's Cell, and the cells apps subclass (`ProductCell`,
    /// `UICollectionViewCell`), which keep UIKit's suffix.
    private static func isCell(_ node: SemanticNode) -> Bool {
        node.iosClass == .cell || node.simpleClassName.hasSuffix("Cell")
    }
}

/// Why VoiceOver keeps a container's elements together rather than sorting them among the screen's.
public enum KeptTogether: Sendable, Equatable {
    /// The container lists its elements itself (`accessibilityElements`), in an order of its own.
    case listedOrder
    /// `shouldGroupAccessibilityChildren`.
    case group
    case tabBar
    /// A table or collection view cell.
    case cell
    /// A web view: the page's own order.
    case webView
}
