import A11yFindings
import A11yYAML
import A11yDump

/// The parts of a stepper: its decrement and increment controls, the visible
/// count between them, and the visible label naming the item.
public struct StepperAnatomy {
    public var decrement: SemanticNode?
    public var increment: SemanticNode?
    public var count: SemanticNode?
    public var itemLabel: SemanticNode?
    /// True for a native stepper (UIStepper), whose two segments UIKit names itself.
    public var isNative: Bool

    static let decreaseWords = ["decrease", "decrement", "remove", "minus", "subtract", "less", "fewer", "reduce"]
    static let increaseWords = ["increase", "increment", "add", "plus", "more", "raise"]
    static let decreaseGlyphs: Set<String> = ["-", "−", "–", "—", "➖"]
    static let increaseGlyphs: Set<String> = ["+", "＋", "➕"]

    /// The parts of a stepper node, native or custom.
    public static func of(_ node: SemanticNode, in model: ScreenModel) -> StepperAnatomy {
        if node.iosClass?.isStepper == true {
            // The parent's children, skipping the stepper, rather than a list of siblings:
            // a screen of many rows asks this for every row.
            let family = node.parent?.children ?? []
            return StepperAnatomy(decrement: nil, increment: nil,
                                  count: family.first { $0 !== node && model.visibleText($0).flatMap(SpokenText.count) != nil },
                                  itemLabel: family.first { $0 !== node && isItemLabel($0, model) }, isNative: true)
        }
        var anatomy = customParts(of: node, platform: model.platform)
            ?? positionalParts(of: node, platform: model.platform)
            ?? StepperAnatomy(decrement: nil, increment: nil, count: nil, itemLabel: nil, isNative: false)
        // The item's label may sit inside the stepper's container or just beside it.
        anatomy.itemLabel = (node.children + node.siblings).first { isItemLabel($0, model) }
        return anatomy
    }

    private static func isItemLabel(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        guard let text = model.visibleText(node) else { return false }
        return SpokenText.count(in: text) == nil && !SpokenText.isEffectivelyEmpty(text)
            && !model.isInteractive(node)
    }

    /// Two actionable children that say decrease and increase (in their name,
    /// text or id) around a child showing a number.
    static func customParts(of node: SemanticNode, platform: Platform) -> StepperAnatomy? {
        let children = node.children
        guard children.count >= 3, children.count <= 8 else { return nil }
        var decrement: SemanticNode?
        var increment: SemanticNode?
        var count: SemanticNode?
        for child in children {
            let signals = signalsOf(child)
            if count == nil, let text = child.node.string(.text), SpokenText.count(in: text) != nil { count = child; continue }
            guard isActionable(child, platform) else { continue }
            if decrement == nil, says(signals, decreaseWords, decreaseGlyphs) { decrement = child }
            else if increment == nil, says(signals, increaseWords, increaseGlyphs) { increment = child }
        }
        guard let decrement, let increment, let count else { return nil }
        return StepperAnatomy(decrement: decrement, increment: increment, count: count, itemLabel: nil, isNative: false)
    }

    /// For a node already known to be a stepper (by class or configuration) whose
    /// controls say nothing: the first and last actionable children, in reading
    /// order, around a child showing a number.
    static func positionalParts(of node: SemanticNode, platform: Platform) -> StepperAnatomy? {
        let children = node.children
        let actionable = children.filter { isActionable($0, platform) }
        guard actionable.count >= 2, let first = actionable.first, let last = actionable.last,
              let start = children.firstIndex(where: { $0 === first }),
              let end = children.firstIndex(where: { $0 === last }) else { return nil }
        let count = children[start...end].first { child in
            child.node.string(.text).flatMap(SpokenText.count(in:)) != nil
        }
        guard let count else { return nil }
        return StepperAnatomy(decrement: first, increment: last, count: count, itemLabel: nil, isNative: false)
    }

    private static func signalsOf(_ node: SemanticNode) -> [String] {
        let n = node.node
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

    private static func isActionable(_ node: SemanticNode, _ platform: Platform) -> Bool {
        let n = node.node
        switch platform {
        case .ios:
            let traits = n.strings(.accessibilityTraits)
            return traits.contains("button") || ["UIButton", "Button", "XCUIElementTypeButton"].contains(node.simpleClassName)
        case .android:
            return n.bool(.clickable) == true || n.strings(.actions).contains("click") || n.string(.role) == "Button"
                || AndroidClass.role(of: node.simpleClassName) == "button"
        }
    }

    /// Whether a control's name says, in words, that it decreases or increases.
    public static func namesAction(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return (decreaseWords + increaseWords).contains { SpokenText.containsWord(lowered, $0) }
    }
}
