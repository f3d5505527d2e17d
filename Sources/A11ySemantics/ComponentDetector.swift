import A11yFindings
import A11yYAML
import A11yDump
import Dispatch

/// Finds page controls, steppers and table rows: by class first, then by
/// structure and ids, because dumps often show custom views under their
/// nearest framework class.
public struct ComponentDetector {
    let platform: Platform
    let custom: [String: Component]
    /// Screens with at least this many nodes are searched on all cores, `stretch` nodes at a time.
    var parallelNodes = 4_096
    var stretch = 2_048

    func detect(in nodes: [SemanticNode]) {
        // Which parents hold a pager, found once: asking each child for its siblings would be quadratic.
        var pagerParents: Set<ObjectIdentifier> = []
        for node in nodes where Self.isPager(node) {
            if let parent = node.parent { pagerParents.insert(ObjectIdentifier(parent)) }
        }
        // Each node's components depend only on the node, its children and its parent,
        // so a large screen is done in stretches on all cores, each with its own cache;
        // each worker writes only the nodes of its own stretch.
        let parentsWithPager = pagerParents
        nonisolated(unsafe) let all = nodes
        let detectStretch = { (range: Range<Int>) in
            // A screen has a few classes, so the last ones seen are remembered in a
            // short list: comparing names costs less than hashing them.
            var classComponents: [(className: String, component: Component?)] = []
            for node in all[range] {
                let byClass: Component?
                if let known = classComponents.first(where: { $0.className == node.className }) {
                    byClass = known.component
                } else {
                    byClass = self.byClass(node)
                    if classComponents.count == 16 { classComponents.removeFirst() }
                    classComponents.append((node.className, byClass))
                }
                let besidePager = !parentsWithPager.isEmpty
                    && node.parent.map { parentsWithPager.contains(ObjectIdentifier($0)) } == true
                if !custom.isEmpty, let mapped = custom[node.className] ?? custom[node.simpleClassName] {
                    node.components = [mapped]
                } else if let byClass {
                    node.components = [byClass]
                } else {
                    node.components = byStructure(node, besidePager: besidePager)
                }
            }
        }
        detectStretch(nodes.indices)
        // A childless view found by its id beside a page control that holds the dots
        // (an overlay carrying "Page 1 of 4") is not a second page control.
        for node in nodes where node.children.isEmpty && node.components.contains(.pageControl)
            && byClass(node) == nil && custom[node.className] == nil && custom[node.simpleClassName] == nil {
            if node.siblings.contains(where: { $0.components.contains(.pageControl) && !$0.children.isEmpty }) {
                node.components.remove(.pageControl)
            }
        }
        // Items of a pager that a page control drives are slides, not table rows.
        for node in nodes where node.components.contains(.pageControl) {
            for slide in Self.pager(of: node)?.children ?? [] {
                slide.components.remove(.tableRow)
            }
        }
    }

    private func byClass(_ node: SemanticNode) -> Component? {
        let name = node.simpleClassName
        let lowered = name.lowercased()
        if ["UIPageControl", "XCUIElementTypePageIndicator", "PageIndicator", "PageControl"].contains(name)
            || lowered.contains("pageindicator") || lowered.contains("pagecontrol") || lowered.contains("dotsindicator")
            || lowered.contains("pagerindicator") {
            return .pageControl
        }
        if ["UIStepper", "XCUIElementTypeStepper", "Stepper"].contains(name) || lowered.hasSuffix("stepper") {
            return .stepper
        }
        if ["UITableViewCell", "UICollectionViewListCell", "XCUIElementTypeCell"].contains(name) { return .tableRow }
        return nil
    }

    private func byStructure(_ node: SemanticNode, besidePager: Bool) -> ComponentSet {
        if isPageIndicatorByStructure(node, besidePager: besidePager) { return [.pageControl] }
        var found: ComponentSet = []
        if StepperAnatomy.customParts(of: node, platform: platform) != nil { found.insert(.stepper) }
        if node.node.record(.collectionItemInfo) != nil { found.insert(.tableRow) }
        if let parent = node.parent, Self.listClasses.contains(parent.simpleClassName) { found.insert(.tableRow) }
        return found
    }

    static let listClasses = NameTable(names: ["RecyclerView", "ListView", "UITableView", "UICollectionView",
                                               "XCUIElementTypeTable", "XCUIElementTypeCollectionView", "List",
                                               "LazyColumn"])

    static let pagerClasses = NameTable(names: ["ViewPager", "ViewPager2", "HorizontalPager", "UIScrollView",
                                                "UICollectionView", "XCUIElementTypeScrollView",
                                                "XCUIElementTypeCollectionView", "TabView"])

    /// A TabLayout (or a view with a dots or indicator id) beside a pager.
    private func isPageIndicatorByStructure(_ node: SemanticNode, besidePager: Bool) -> Bool {
        // Runs for every node, so the id is folded in one pass and searched as
        // scalars rather than with Foundation.
        let id = SpokenText.folded(node.identifier ?? "").filter { $0 != "_" && $0 != "-" }
        if Self.has(id, "pageindicator") || Self.has(id, "pagecontrol") || Self.has(id, "dots")
            || Self.has(id, "pagerindicator") {
            return true
        }
        guard besidePager, !Self.isPager(node) else { return false }
        return node.simpleClassName == "TabLayout" || Self.has(id, "indicator") || Self.has(id, "tablayout")
    }

    /// Whether the folded id contains the ASCII `word`.
    private static func has(_ id: [Unicode.Scalar], _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard id.count >= count else { return false }
        return word.withUTF8Buffer { needle in
            (0...(id.count - count)).contains { start in
                (0..<count).allSatisfy { id[start + $0].value == UInt32(needle[$0]) }
            }
        }
    }

    static func isPager(_ node: SemanticNode) -> Bool {
        pagerClasses.contains(node.simpleClassName)
    }

    /// The pager a page control drives: a pager sibling, if any.
    public static func pager(of node: SemanticNode) -> SemanticNode? {
        node.siblings.first { Self.isPager($0) || $0.node.bool(.scrollable) == true }
    }
}
