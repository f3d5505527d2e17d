import A11yFindings
import A11yDump

/// A stepper: UIStepper (and its XCUITest and SwiftUI forms), or a custom row of
/// a decrease control, a count and an increase control.
public enum Stepper: Component {
    public static let name = "stepper"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name) || name.lowercased().hasSuffix("stepper")
    }

    private static let classNames = NameTable(names: ["UIStepper", "XCUIElementTypeStepper", "Stepper"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { customParts(of: $0, in: screen) != nil }
    }

    static let decreaseWords = ["decrease", "decrement", "remove", "minus", "subtract", "less", "fewer", "reduce"]
    static let increaseWords = ["increase", "increment", "add", "plus", "more", "raise"]
    static let decreaseGlyphs: Set<String> = ["-", "−", "–", "—", "➖"]
    static let increaseGlyphs: Set<String> = ["+", "＋", "➕"]

    /// The parts of a stepper: its decrement and increment controls, the visible
    /// count between them, and the visible label naming the item.
    public struct Parts: Sendable {
        public var decrement: SemanticNode?
        public var increment: SemanticNode?
        public var count: SemanticNode?
        public var itemLabel: SemanticNode?
        /// True for a native stepper (UIStepper), whose two segments UIKit names itself.
        public var isNative: Bool
        /// For a native stepper: whether it gives VoiceOver a value (`value` or `accessibilityValue`).
        public var exposesValue = false
    }

    /// The parts of a stepper node, native or custom.
    public static func parts(of node: SemanticNode, in model: ScreenModel) -> Parts {
        let tree = model.tree
        if model.platform == .ios, IOSClass.of(node.simpleClassName).isStepper {
            // The parent's children, skipping the stepper, rather than a list of siblings:
            // a screen of many rows asks this for every row.
            let family = tree.parent(of: node)?.children ?? []
            return Parts(decrement: nil, increment: nil,
                         count: family.first { $0 !== node && $0.visibleText.flatMap(SpokenText.count) != nil },
                         itemLabel: family.first { $0 !== node && isItemLabel($0, model) }, isNative: true,
                         exposesValue: node.dumped.has(.value) || node.dumped.has(.accessibilityValue))
        }
        let input = model.detectionInput
        var parts = customParts(of: node, in: input) ?? positionalParts(of: node, in: input)
            ?? Parts(decrement: nil, increment: nil, count: nil, itemLabel: nil, isNative: false)
        // The item's label may sit inside the stepper's container or just beside it.
        parts.itemLabel = (node.children + tree.siblings(of: node)).first { isItemLabel($0, model) }
        return parts
    }

    private static func isItemLabel(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        guard let text = node.visibleText else { return false }
        return SpokenText.count(in: text) == nil && !SpokenText.isEffectivelyEmpty(text) && !model.traits(of: node).isControl
    }

    /// Two pressable children that say decrease and increase (in their name, text
    /// or id) around a child showing a number.
    static func customParts(of node: SemanticNode, in screen: DetectionInput) -> Parts? {
        let children = node.children
        guard children.count >= 3, children.count <= 8 else { return nil }
        var decrement: SemanticNode?
        var increment: SemanticNode?
        var count: SemanticNode?
        for child in children {
            if count == nil, let text = child.dumped.string(.text), SpokenText.count(in: text) != nil { count = child; continue }
            guard screen.isPressable(child) else { continue }
            let signals = signalsOf(child)
            if decrement == nil, says(signals, decreaseWords, decreaseGlyphs) { decrement = child }
            else if increment == nil, says(signals, increaseWords, increaseGlyphs) { increment = child }
        }
        guard let decrement, let increment, let count else { return nil }
        return Parts(decrement: decrement, increment: increment, count: count, itemLabel: nil, isNative: false)
    }

    /// For a node already known to be a stepper (by class or configuration) whose
    /// controls say nothing: the first and last pressable children, in reading
    /// order, around a child showing a number.
    static func positionalParts(of node: SemanticNode, in screen: DetectionInput) -> Parts? {
        let children = node.children
        let pressable = children.filter { screen.isPressable($0) }
        guard pressable.count >= 2, let first = pressable.first, let last = pressable.last,
              let start = children.firstIndex(where: { $0 === first }),
              let end = children.firstIndex(where: { $0 === last }) else { return nil }
        let count = children[start...end].first { child in
            child.dumped.string(.text).flatMap(SpokenText.count(in:)) != nil
        }
        guard let count else { return nil }
        return Parts(decrement: first, increment: last, count: count, itemLabel: nil, isNative: false)
    }

    private static func signalsOf(_ node: SemanticNode) -> [String] {
        let n = node.dumped
        return [n.string(.accessibilityLabel), n.string(.contentDescription), n.string(.title), n.string(.text),
                node.identifier.map { $0.split(separator: "/").last.map(String.init) ?? $0 }]
            .compactMap { $0 }
    }

    private static func says(_ signals: [String], _ words: [String], _ glyphs: Set<String>) -> Bool {
        signals.contains { signal in
            glyphs.contains(SpokenText.normalize(signal))
                || words.contains { signal.lowercased().replacingOccurrences(of: "_", with: " ").contains($0) }
        }
    }

    /// Whether a control's name says, in words, that it decreases or increases.
    public static func namesAction(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return (decreaseWords + increaseWords).contains { SpokenText.containsWord(lowered, $0) }
    }
}
