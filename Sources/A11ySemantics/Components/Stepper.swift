import A11yFindings
import A11yDump

/// A stepper: UIStepper (and its XCUITest and SwiftUI forms), or a custom group of
/// a decrease control, a value and an increase control. The value is a number
/// ("2" in a cart) or a slider or bar the buttons step (a car's volume row). A
/// container that holds one such group is the stepper; when one container holds
/// several (a settings pane of volume rows laid out flat), each value is.
public enum Stepper: Component {
    public static let name = "stepper"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name) || name.lowercased().hasSuffix("stepper")
    }

    private static let classNames = NameTable(names: ["UIStepper", "XCUIElementTypeStepper", "Stepper"])

    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { node in
            if customParts(of: node, in: screen) != nil { return true }
            // A value between its buttons, unless its container already is the stepper.
            guard value(node, in: screen) != nil, let parent = screen.tree.parent(of: node),
                  customParts(of: parent, in: screen) == nil else { return false }
            return flankedParts(of: node, in: screen) != nil
        }
    }

    /// The parts of a stepper: its decrement and increment controls, the value
    /// between them (a visible count or a slider), and the visible label naming
    /// the item.
    public struct Parts: Sendable {
        public var decrement: SemanticNode?
        public var increment: SemanticNode?
        /// The visible number the buttons change.
        public var count: SemanticNode?
        /// The slider or bar the buttons step, when the value is not a number.
        public var slider: SemanticNode?
        public var itemLabel: SemanticNode?
        /// True for a native stepper (UIStepper), whose two segments UIKit names itself.
        public var isNative: Bool
        /// For a native stepper: whether it gives VoiceOver a value (`value` or `accessibilityValue`).
        public var exposesValue = false
        /// Whether the buttons' words, glyphs or ids say which one decreases. False
        /// when only their places do (icon-only buttons left and right of the value):
        /// the layout may be mirrored, so messages then name them by place.
        public var directionsKnown = true

        init(decrement: SemanticNode?, increment: SemanticNode?, value: SemanticNode? = nil, kind: ValueKind? = nil,
             isNative: Bool, directionsKnown: Bool = true) {
            self.decrement = decrement
            self.increment = increment
            if kind == .count { count = value } else if kind != nil { slider = value }
            self.isNative = isNative
            self.directionsKnown = directionsKnown
        }
    }

    /// What shows a stepper's value.
    enum ValueKind: Sendable, Equatable {
        /// A text that is a whole number.
        case count
        /// A slider or seek bar: adjustable on its own.
        case slider
        /// A bar that only shows a level; a stepper only when its buttons say so.
        case level
    }

    /// The parts of a stepper node, native or custom.
    public static func parts(of node: SemanticNode, in model: ScreenModel) -> Parts {
        parts(of: node, beside: Surroundings(of: [node], in: model), in: model)
    }

    /// The parts of each stepper, in the order given. What lies beside them is
    /// looked up for all of them at once: asked stepper by stepper, a parent of
    /// many steppers would be read once for each.
    public static func parts(of steppers: [SemanticNode], in model: ScreenModel) -> [Parts] {
        let beside = Surroundings(of: steppers, in: model)
        return steppers.map { parts(of: $0, beside: beside, in: model) }
    }

    /// What steppers find among their siblings: the first that shows a count (for
    /// a native stepper, whose count stands beside it), and the first that can label
    /// the item.
    private struct Surroundings {
        let counts: FirstSiblings
        let itemLabels: FirstSiblings

        init(of steppers: [SemanticNode], in model: ScreenModel) {
            let natives = model.platform == .ios ? steppers.filter { $0.iosClass.isStepper } : []
            counts = FirstSiblings(around: natives, in: model.tree) { $0.visibleText.flatMap(SpokenText.count) != nil }
            itemLabels = FirstSiblings(around: steppers, in: model.tree) { isItemLabel($0, model) }
        }
    }

    private static func parts(of node: SemanticNode, beside: Surroundings, in model: ScreenModel) -> Parts {
        if model.platform == .ios, node.iosClass.isStepper {
            var parts = Parts(decrement: nil, increment: nil, isNative: true)
            parts.count = beside.counts.first(besides: node)
            parts.itemLabel = beside.itemLabels.first(besides: node)
            parts.exposesValue = node.dumped.has(.value) || node.dumped.has(.accessibilityValue)
            return parts
        }
        let input = model.detectionInput
        if let parts = customParts(of: node, in: input) ?? positionalParts(of: node, in: input) {
            var parts = parts
            // The item's label may sit inside the stepper's container or just beside it.
            parts.itemLabel = node.children.first { isItemLabel($0, model) } ?? beside.itemLabels.first(besides: node)
            return parts
        }
        if var parts = flankedParts(of: node, in: input) {
            parts.itemLabel = labelBefore(parts, in: model)
            return parts
        }
        return Parts(decrement: nil, increment: nil, isNative: false)
    }

    static func isItemLabel(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        guard let text = node.visibleText else { return false }
        return SpokenText.count(in: text) == nil && !SpokenText.isEffectivelyEmpty(text) && !model.traits(of: node).isControl
    }

    /// For a stepper laid out among other rows: the label just before its first
    /// button, as settings rows put it ("Media" above its volume buttons), at most
    /// three siblings back. The search stops at another control, which belongs to
    /// another row.
    private static func labelBefore(_ parts: Parts, in model: ScreenModel) -> SemanticNode? {
        let first = [parts.decrement, parts.increment].compactMap { $0 }.min { $0.order < $1.order }
        var current = first.flatMap(model.tree.previousSibling(of:))
        // A few siblings back at most: a label far from its buttons labels something else.
        for _ in 0..<3 {
            guard let sibling = current else { return nil }
            if isItemLabel(sibling, model) { return sibling }
            if model.detectionInput.isPressable(sibling) || value(sibling, in: model.detectionInput) != nil { return nil }
            current = model.tree.previousSibling(of: sibling)
        }
        return nil
    }

    // MARK: - Finding the parts

    /// What kind of stepper value the node shows, if it shows one: a whole number,
    /// or a slider or level bar that is not a page indicator.
    static func value(_ node: SemanticNode, in screen: DetectionInput) -> ValueKind? {
        if screen.isPressable(node) { return nil }
        if let text = node.visibleText {
            return SpokenText.count(in: text) != nil ? .count : nil
        }
        switch screen.traits(of: node).role {
        case .adjustable:
            // A seek bar used as a page indicator is a page control, whatever flanks it.
            return PageControl.looksLikeIndicator(node) || Components.matchesAnyClass(node) ? nil : .slider
        case .progress:
            return PageControl.looksLikeIndicator(node) ? nil : .level
        default:
            return nil
        }
    }

    /// A container's stepper: one value with a pressable control on each side that
    /// steps it (see `flank`); else, as before, pressable children that say
    /// decrease and increase anywhere among at most eight children, with a number
    /// among them.
    static func customParts(of node: SemanticNode, in screen: DetectionInput) -> Parts? {
        let children = node.children
        guard children.count >= 3, children.count <= 8 else { return nil }
        var flanked: Parts?
        for place in 1..<(children.count - 1) {
            let child = children[place]
            let found: Parts?
            if let kind = value(child, in: screen) {
                found = flank(children[place - 1], child, children[place + 1], kind: kind, in: screen)
            } else {
                found = pressableCountParts(children[place - 1], child, children[place + 1], in: screen)
            }
            guard let found else { continue }
            // Two groups in one container: each value is a stepper of its own.
            if flanked != nil { return nil }
            flanked = found
        }
        if let flanked { return flanked }
        // The number first: most containers show none, and they need no words read.
        guard let count = children.first(where: { value($0, in: screen) == .count }) else { return nil }
        var decrement: SemanticNode?
        var increment: SemanticNode?
        for child in children where child !== count && screen.isPressable(child) {
            switch StepperWords.direction(of: child, in: screen.tree) {
            case .decrease where decrement == nil: decrement = child
            case .increase where increment == nil: increment = child
            default: break
            }
        }
        guard let decrement, let increment else { return nil }
        return Parts(decrement: decrement, increment: increment, value: count, kind: .count, isNative: false)
    }

    /// A value's stepper when its buttons are its neighbours among other rows.
    static func flankedParts(of value: SemanticNode, in screen: DetectionInput) -> Parts? {
        guard let before = screen.tree.previousSibling(of: value), let after = screen.tree.nextSibling(of: value) else {
            return nil
        }
        guard let kind = Self.value(value, in: screen) else {
            return pressableCountParts(before, value, after, in: screen)
        }
        return flank(before, value, after, kind: kind, in: screen)
    }

    /// A count the user can press too (a cart's quantity that opens a number
    /// entry) between a control that says it decreases and one that says it
    /// increases (by words, glyphs or ids): a stepper. Both directions must be
    /// said, since three pressable numbers in a row are more likely pages.
    static func pressableCountParts(_ before: SemanticNode, _ value: SemanticNode, _ after: SemanticNode,
                                    in screen: DetectionInput) -> Parts? {
        guard screen.isPressable(value), screen.isPressable(before), screen.isPressable(after),
              let text = value.visibleText, SpokenText.count(in: text) != nil else { return nil }
        let first = StepperWords.direction(of: before, in: screen.tree)
        let second = StepperWords.direction(of: after, in: screen.tree)
        switch (first, second) {
        case (.decrease, .increase):
            return Parts(decrement: before, increment: after, value: value, kind: .count, isNative: false)
        case (.increase, .decrease):
            return Parts(decrement: after, increment: before, value: value, kind: .count, isNative: false)
        default:
            return nil
        }
    }

    /// The stepper made of `value` and the controls just before and after it: both
    /// pressable, one saying decrease or increase and the other saying the opposite,
    /// or nothing when both are of one class and size; or, for a number or a
    /// slider, both saying nothing (icon-only views) when the dump shows them left
    /// and right of the value in one row, of one size. A bar that only shows a
    /// level needs its buttons' words.
    static func flank(_ before: SemanticNode, _ value: SemanticNode, _ after: SemanticNode, kind: ValueKind,
                      in screen: DetectionInput) -> Parts? {
        guard screen.isPressable(before), screen.isPressable(after) else { return nil }
        let first = StepperWords.direction(of: before, in: screen.tree)
        let second = StepperWords.direction(of: after, in: screen.tree)
        func parts(_ decrement: SemanticNode, _ increment: SemanticNode, known: Bool = true) -> Parts {
            Parts(decrement: decrement, increment: increment, value: value, kind: kind, isNative: false,
                  directionsKnown: known)
        }
        // One button that says its direction and one that says nothing are a pair only
        // when built alike: a trash can beside the count and a bare heart after it are not.
        let alike = before.simpleClassName == after.simpleClassName && sameSize(before, after)
        switch (first, second) {
        case (.decrease, .increase), (.increase, .decrease):
            return first == .decrease ? parts(before, after) : parts(after, before)
        case (.decrease, .silent) where alike, (.silent, .increase) where alike:
            return parts(before, after)
        case (.increase, .silent) where alike, (.silent, .decrease) where alike:
            return parts(after, before)
        case (.silent, .silent) where kind != .level && flanksInOneRow(before, value, after):
            return parts(before, after, known: false)
        default:
            return nil
        }
    }

    /// Whether two controls of about one size sit left and right of the value, each
    /// level with it. False when the dump has no frames: then nothing shows a row.
    static func flanksInOneRow(_ before: SemanticNode, _ value: SemanticNode, _ after: SemanticNode) -> Bool {
        guard let left = before.dumped.rect, let middle = value.dumped.rect, let right = after.dumped.rect,
              !left.isEmpty, !middle.isEmpty, !right.isEmpty else { return false }
        let level = [left, right].allSatisfy { $0.midY >= middle.minY && $0.midY <= middle.maxY }
            || [left, right].allSatisfy { middle.midY >= $0.minY && middle.midY <= $0.maxY }
        let sides = left.maxX <= middle.midX && right.minX >= middle.midX
        return level && sides && sameSize(before, after)
    }

    /// Whether two controls are of about one size (within 1.5 times each way); true
    /// when the dump gives no frames to compare.
    static func sameSize(_ one: SemanticNode, _ other: SemanticNode) -> Bool {
        guard let a = one.dumped.rect, let b = other.dumped.rect else { return true }
        return max(a.width, b.width) <= 1.5 * min(a.width, b.width)
            && max(a.height, b.height) <= 1.5 * min(a.height, b.height)
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
        return Parts(decrement: first, increment: last, value: count, kind: .count, isNative: false)
    }

    /// Whether a control's name says, in words, that it decreases or increases.
    public static func namesAction(_ name: String) -> Bool {
        StepperWords.namesAction(name)
    }
}
