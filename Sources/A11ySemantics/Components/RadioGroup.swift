import A11yFindings
import A11yDump

/// A group of radio buttons the screen reader can count: Android's RadioGroup,
/// XCUITest's RadioGroup, a class named like one, and a collection whose items are
/// radio buttons (Compose's `selectableGroup` gives its column collection
/// information). `sets(in:)` gathers the radio buttons that belong together,
/// grouped or not.
public enum RadioGroup: Component {
    public static let name = "radio-group"

    public static func matchesClass(_ name: String) -> Bool {
        classNames.contains(name) || name.lowercased().hasSuffix("radiogroup")
    }

    private static let classNames = NameTable(names: ["RadioGroup", "XCUIElementTypeRadioGroup"])

    /// Collections are found once the radio buttons are known (`refine`).
    public static func structureTest(for screen: DetectionInput) -> (SemanticNode) -> Bool {
        { _ in false }
    }

    public static func refine(_ found: inout ComponentMap, in screen: DetectionInput) {
        let radios = found.nodes(RadioButton.index, in: screen.tree).map(\.order)
        guard radios.count >= 2 else { return }
        for node in screen.tree.nodes where node.dumped.has(.collectionInfo) {
            if count(of: radios, in: node) >= 2 { found.insert(node, index) }
        }
    }

    /// How many of the sorted node places lie in the node's subtree.
    private static func count(of places: [Int], in node: SemanticNode) -> Int {
        firstPlace(atLeast: node.subtreeEnd, in: places) - firstPlace(atLeast: node.order, in: places)
    }

    private static func firstPlace(atLeast value: Int, in places: [Int]) -> Int {
        var low = 0
        var high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Sets of radio buttons

    /// Radio buttons that belong together, and how the screen reader learns how many there are.
    public struct RadioSet: Sendable {
        /// The group (a RadioGroup, a collection) or, for buttons in none, the
        /// container that holds them.
        public let container: SemanticNode
        /// The buttons, in tree order.
        public let buttons: [SemanticNode]
        public let counting: Counting
    }

    /// How the screen reader learns a set's size ("1 of 3").
    public enum Counting: Sendable, Equatable {
        /// TalkBack counts the items of a RadioGroup or a collection.
        case group
        /// The buttons' own names or values say their place (iOS has no group of its own).
        case words
        /// Nothing does.
        case none
        /// The dump's format does not record collections (uiautomator and Appium
        /// write no collection information: a Compose `selectableGroup` or a
        /// Material chip group looks like any layout there).
        case notRecorded
    }

    /// The sets of radio buttons on the screen that the reader can reach: the
    /// buttons of each group, and, for buttons in no group, those held by one
    /// container (found at most three levels up). A lone radio button is no set.
    public static func sets(in model: ScreenModel) -> [RadioSet] {
        let radios = model.nodes(RadioButton.self).filter { !model.isHidden($0) }
        guard radios.count >= 2 else { return [] }
        var grouped: [Int: (container: SemanticNode, buttons: [SemanticNode])] = [:]
        var loose: [SemanticNode] = []
        for radio in radios {
            if model.platform == .android, let group = group(of: radio, in: model) {
                grouped[group.order, default: (group, [])].buttons.append(radio)
            } else {
                loose.append(radio)
            }
        }
        var sets = grouped.values.map { RadioSet(container: $0.container, buttons: $0.buttons, counting: .group) }
        let loosePlaces = loose.map(\.order)
        var byContainer: [Int: (container: SemanticNode, buttons: [SemanticNode])] = [:]
        for radio in loose {
            var current = model.parent(of: radio)
            for _ in 0..<3 {
                guard let ancestor = current else { break }
                if count(of: loosePlaces, in: ancestor) >= 2 {
                    byContainer[ancestor.order, default: (ancestor, [])].buttons.append(radio)
                    break
                }
                current = model.parent(of: ancestor)
            }
        }
        for (container, buttons) in byContainer.values where buttons.count >= 2 {
            sets.append(RadioSet(container: container, buttons: buttons, counting: counting(of: buttons, in: model)))
        }
        return sets.sorted { $0.container.order < $1.container.order }
    }

    /// The group an Android radio button belongs to: a RadioGroup around it, or
    /// the collection it is an item of (TalkBack counts both).
    private static func group(of radio: SemanticNode, in model: ScreenModel) -> SemanticNode? {
        var current = model.parent(of: radio)
        while let ancestor = current {
            if model.isComponent(ancestor, RadioGroup.self) || ancestor.dumped.has(.collectionInfo)
                || ancestor.classFacts?.isList == true {
                return ancestor
            }
            current = model.parent(of: ancestor)
        }
        return radio.dumped.has(.collectionItemInfo) ? model.parent(of: radio) : nil
    }

    /// How the reader learns the size of a set in no group.
    private static func counting(of buttons: [SemanticNode], in model: ScreenModel) -> Counting {
        switch model.platform {
        case .ios:
            return buttons.allSatisfy { position(of: $0, in: model) != nil } ? .words : .none
        case .android:
            return model.screen.records(.collectionInfo) ? .none : .notRecorded
        }
    }

    /// The "N of M" a radio button's words say, in the name or value of the stop
    /// where the reader meets it.
    public static func position(of button: SemanticNode, in model: ScreenModel) -> (index: Int, count: Int)? {
        let said = model.announcement(of: ToggleControl.stop(holding: button, in: model))
        for text in [said?.name ?? model.name(of: button), said?.value ?? ""] {
            if let position = SpokenText.position(in: text) { return position }
        }
        return nil
    }
}
