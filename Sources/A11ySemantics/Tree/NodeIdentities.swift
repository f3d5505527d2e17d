import A11yFindings
import A11yDump

/// Names the nodes of one screen so that a name survives edits elsewhere in the
/// dump: baselines, SARIF fingerprints and suppressions follow a node by it.
///
/// A node path (`UIWindow/UIButton[0]`) counts every sibling of the same class,
/// so adding a button beside another renames it. An identity is built from what
/// the node is instead. A node's *name* is its label, else its visible text, else
/// what the screen reader calls it; its *key* is `#identifier` or, without one,
/// its class (without package), each followed by the name in quotes if any.
///
/// - A node whose identifier (accessibility identifier, resource id or test tag)
///   no other node of the screen carries is `#identifier` (a resource id without
///   its package: `#help` for `com.shop:id/help`).
/// - A node whose identifier repeats is its key, `#identifier "name"`, when no
///   other such node has that key: the tiles of a carousel are known by their titles.
/// - Those two stand on their own. Any other node is its key, then ` in ` and
///   the identity of its nearest ancestor that stands on its own, when it has
///   one: `ImageView "Amma picture" in #contact_row`. When earlier members of that
///   same scope have the same key, an ordinal tells them apart:
///   `ImageButton[2] in #toolbar` is the second unnamed image button there.
///
/// So adding, removing or reordering nodes changes an identity only when they
/// have the same key in the same scope and come before the node; lines and the
/// layouts between a node and its anchor are not part of it.
///
/// Identities are made on demand and remembered: a screen of 150,000 nodes names
/// only the nodes that findings or printed stops are about. The first identity
/// asked for reads every node's identifier once, to know which ones repeat.
public struct NodeIdentities {
    public let tree: ScreenTree
    /// What the screen reader calls a focus stop: the name of a node that has no
    /// label or text of its own, such as a row that speaks its children's texts.
    private let spokenName: (SemanticNode) -> String?
    /// Identifiers more than one node of the screen carries; read on first need.
    private var repeated: Set<String>?
    /// How many nodes with a repeated identifier have each key; made on first need.
    private var repeatedKeys: [String: Int]?
    /// For each scope (its anchor's order, or -1 for the screen), the members
    /// whose key an earlier member of the scope already has, with their ordinal.
    private var ordinals: [Int: [Int: Int]] = [:]
    private var known: [Int: String] = [:]

    /// Names longer than this are cut: the identity names the node, it does not quote it.
    static let longestName = 40

    /// Names the model's nodes; a node without a label or text of its own is
    /// named by what the screen reader says for it, when it is a focus stop.
    public init(model: ScreenModel) {
        tree = model.tree
        spokenName = { node in
            guard let stop = model.stop(on: node), stop.segment == nil else { return nil }
            return stop.announcement.name
        }
    }

    /// Names the tree's nodes by their own label or text only.
    public init(tree: ScreenTree) {
        self.tree = tree
        spokenName = { _ in nil }
    }

    public mutating func identity(of node: SemanticNode) -> String {
        if let found = known[node.order] { return found }
        let made = make(node)
        known[node.order] = made
        return made
    }

    /// The identity of a focus stop: a stepper's buttons are stops of one node.
    public mutating func identity(of node: SemanticNode, segment: String?) -> String {
        let identity = identity(of: node)
        return segment.map { $0 + " in " + identity } ?? identity
    }

    private mutating func make(_ node: SemanticNode) -> String {
        let identifier = Self.identifier(of: node)
        if let standing = standsAlone(node, identifier: identifier) { return standing }
        var text = key(of: node, identifier: identifier)
        let anchor = self.anchor(of: node)
        let ordinal = self.ordinal(of: node, in: anchor)
        if ordinal > 0 { text += "[\(ordinal + 1)]" }
        if let anchor { text += " in " + identity(of: anchor) }
        return text
    }

    /// The node's identity when it needs no scope: `#identifier` for an identifier
    /// no other node carries, or `#identifier "name"` for a repeated identifier
    /// with a name no other node of that identifier has. Nil for the others.
    private mutating func standsAlone(_ node: SemanticNode, identifier: String?) -> String? {
        guard let identifier else { return nil }
        guard isRepeated(identifier) else { return "#" + identifier }
        let key = key(of: node, identifier: identifier)
        if repeatedKeys == nil {
            var counts: [String: Int] = [:]
            for other in tree.nodes {
                guard let found = Self.identifier(of: other), isRepeated(found) else { continue }
                counts[self.key(of: other, identifier: found), default: 0] += 1
            }
            repeatedKeys = counts
        }
        return repeatedKeys?[key] == 1 ? key : nil
    }

    /// The nearest ancestor that stands on its own.
    private mutating func anchor(of node: SemanticNode) -> SemanticNode? {
        var current = tree.parent(of: node)
        while let ancestor = current {
            if let identifier = Self.identifier(of: ancestor), standsAlone(ancestor, identifier: identifier) != nil {
                return ancestor
            }
            current = tree.parent(of: ancestor)
        }
        return nil
    }

    private mutating func isRepeated(_ identifier: String) -> Bool {
        if let repeated { return repeated.contains(identifier) }
        var seen: Set<String> = []
        var twice: Set<String> = []
        for node in tree.nodes {
            guard let found = Self.identifier(of: node) else { continue }
            if !seen.insert(found).inserted { twice.insert(found) }
        }
        repeated = twice
        return twice.contains(identifier)
    }

    /// How many earlier members of the node's scope have its key.
    private mutating func ordinal(of node: SemanticNode, in anchor: SemanticNode?) -> Int {
        let start = anchor.map { $0.order + 1 } ?? 0
        // Near the start of its scope (a row's parts), the node's own count is quick;
        // further on (a list of a thousand unnamed rows), every member is counted once.
        guard node.order - start > Self.directCountLimit else { return count(before: node, from: start) }
        let scope = anchor?.order ?? -1
        if let found = ordinals[scope] { return found[node.order] ?? 0 }
        let made = makeOrdinals(in: anchor)
        ordinals[scope] = made
        return made[node.order] ?? 0
    }

    private static let directCountLimit = 128

    /// The members from `start` to the node that have its key. Only members of the
    /// same class or identifier have their key made.
    private mutating func count(before node: SemanticNode, from start: Int) -> Int {
        let identifier = Self.identifier(of: node)
        let key = key(of: node, identifier: identifier)
        var count = 0
        var index = start
        while index < node.order {
            let member = tree.nodes[index]
            let found = Self.identifier(of: member)
            if found != nil, standsAlone(member, identifier: found) != nil {
                index = member.subtreeEnd
                continue
            }
            let alike = identifier == nil ? found == nil && member.simpleClassName == node.simpleClassName : found == identifier
            if alike, self.key(of: member, identifier: found) == key { count += 1 }
            index += 1
        }
        return count
    }

    /// The members of a scope are the anchor's descendants (or the screen's nodes)
    /// down to the next nodes that stand on their own: what lies inside those is
    /// theirs, and they need no ordinal.
    private mutating func makeOrdinals(in anchor: SemanticNode?) -> [Int: Int] {
        var counts: [String: Int] = [:]
        var result: [Int: Int] = [:]
        var index = anchor.map { $0.order + 1 } ?? 0
        let end = anchor?.subtreeEnd ?? tree.nodes.count
        while index < end {
            let member = tree.nodes[index]
            let identifier = Self.identifier(of: member)
            if identifier != nil, standsAlone(member, identifier: identifier) != nil {
                index = member.subtreeEnd
                continue
            }
            let key = self.key(of: member, identifier: identifier)
            let earlier = counts[key, default: 0]
            counts[key] = earlier + 1
            if earlier > 0 { result[member.order] = earlier }
            index += 1
        }
        return result
    }

    private static let resourceIdMarker = Array(":id/".utf8)
    private static let obfuscatedResourceName = ":id/0_resource_name_obfuscated"

    /// The node's identifier; a resource id without its package (`help` for
    /// `com.shop:id/help`), which every node of the app shares. Google's apps ship
    /// with resource names obfuscated to one value for all, which names nothing.
    public static func identifier(of node: SemanticNode) -> String? {
        guard let full = node.identifier, !full.isEmpty, !full.hasSuffix(obfuscatedResourceName) else { return nil }
        // Searched as bytes: every identifier of a large screen passes here once.
        let bytes = full.utf8
        let marker = resourceIdMarker
        var start = bytes.startIndex
        while let colon = bytes[start...].firstIndex(of: marker[0]) {
            let rest = bytes[colon...]
            if rest.starts(with: marker) {
                let after = bytes.index(colon, offsetBy: marker.count)
                return after == bytes.endIndex ? full : String(full[after...])
            }
            start = bytes.index(after: colon)
        }
        return full
    }

    /// `#identifier "name"` or `Class "name"`, without the name when there is none.
    func key(of node: SemanticNode, identifier: String?) -> String {
        let what = identifier.map { "#" + $0 } ?? Self.className(of: node)
        guard let name = name(of: node) else { return what }
        return String(concatenating: [what, " \"", name, "\""])
    }

    /// The class without its package, or XCUITest's element type without its
    /// `XCUIElementType` prefix: `ImageView`, `StaticText`.
    public static func className(of node: SemanticNode) -> String {
        let name = node.simpleClassName
        if name.isEmpty { return "?" }
        let prefix = "XCUIElementType"
        return name.hasPrefix(prefix) && name.count > prefix.count ? String(name.dropFirst(prefix.count)) : name
    }

    /// The node's own label, else its visible text, else what the screen reader
    /// calls it; on one line and cut short.
    func name(of node: SemanticNode) -> String? {
        let dumped = node.dumped
        guard let raw = dumped.string(.accessibilityLabel) ?? dumped.string(.contentDescription) ?? node.visibleText
            ?? spokenName(node)
        else { return nil }
        let name = SpokenText.normalize(raw)
        guard !name.isEmpty else { return nil }
        return name.shortened(to: Self.longestName)
    }
}
