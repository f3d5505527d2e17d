import A11yFindings
import A11yYAML
import A11yDump

/// VoiceOver's view of a UIKit, SwiftUI or XCUITest tree.
struct IOSReader {
    let model: ScreenModel

    func read() {
        // Hidden flags first: an element's name gathers only its visible descendants.
        markHidden(model.root, hidden: false)
        findStops(model.root)
    }

    private func markHidden(_ node: SemanticNode, hidden: Bool) {
        let n = node.node
        let hiddenHere = hidden || n.bool(.isHidden) == true || n.bool(.accessibilityElementsHidden) == true
        node.isHidden = hiddenHere
        // A modal view hides its siblings from VoiceOver.
        let modal = node.children.last { $0.node.bool(.accessibilityViewIsModal) == true }
        for child in node.children {
            markHidden(child, hidden: hiddenHere || (modal != nil && child !== modal))
        }
    }

    /// An element is one stop and hides its descendants; other nodes pass the search down.
    private func findStops(_ node: SemanticNode) {
        if !node.isHidden && isElement(node) {
            addStops(for: node)
            return
        }
        node.children.forEach(findStops)
    }

    func isElement(_ node: SemanticNode) -> Bool {
        node.node.bool(.isAccessibilityElement) ?? (node.iosClass ?? IOSClass.of(node.simpleClassName)).isElement
    }

    private func addStops(for node: SemanticNode) {
        let kind = node.iosClass ?? IOSClass.of(node.simpleClassName)
        guard kind.isStepper else {
            model.addStop(node, announcement: announcement(of: node, kind: kind))
            return
        }
        // UIKit exposes a stepper as two buttons that carry its label and value.
        let n = node.node
        let label = n.string(.accessibilityLabel).map(SpokenText.normalize) ?? ""
        let value = n.string(.accessibilityValue) ?? n.number(.value).map(Self.format) ?? ""
        let disabled = n.bool(.isEnabled) == false || n.strings(.accessibilityTraits).contains("notEnabled")
        for segment in ["Decrement", "Increment"] {
            let atBound = segment == "Decrement"
                ? n.number(.value).map { $0 <= (n.number(.minimumValue) ?? 0) } ?? false
                : n.number(.value).map { $0 >= (n.number(.maximumValue) ?? 100) } ?? false
            let name = [label, segment].filter { !$0.isEmpty }.joined(separator: ", ")
            model.addStop(node, segment: segment,
                          announcement: Announcement(name: name, value: value, role: "button",
                                                     states: disabled || atBound ? ["dimmed"] : []))
        }
    }

    private func announcement(of node: SemanticNode, kind: IOSClass) -> Announcement {
        let n = node.node
        let traits = model.iosTraits(node)
        var roles = IOSClass.roleWords.filter { traits.contains($0.trait) }.map(\.word)
        if kind.isSwitch { roles = ["switch button"] }
        if kind.isTextField && !roles.contains("search field") { roles = ["text field"] }
        var states: [String] = []
        if traits.contains("selected") || n.bool(.isSelected) == true { states.append("selected") }
        if traits.contains("notEnabled") || n.bool(.isEnabled) == false { states.append("dimmed") }
        return Announcement(name: name(of: node), value: value(of: node, kind: kind),
                            role: roles.joined(separator: ", "), states: states,
                            hint: n.string(.accessibilityHint).map(SpokenText.normalize) ?? "")
    }

    /// The label, else the title or text, else the labels of the descendants an element gathers.
    func name(of node: SemanticNode) -> String {
        if let own = ownText(node.node) { return own }
        var parts: [String] = []
        func gather(_ current: SemanticNode) {
            for child in current.children where !child.isHidden {
                if let text = ownText(child.node) { parts.append(text) } else { gather(child) }
            }
        }
        gather(node)
        return parts.joined(separator: ", ")
    }

    private func ownText(_ n: Node) -> String? {
        for key in [DumpKey.accessibilityLabel, .title, .text] {
            if let text = n.string(key).map(SpokenText.normalize), !text.isEmpty { return text }
        }
        return nil
    }

    private func value(of node: SemanticNode, kind: IOSClass) -> String {
        let n = node.node
        if let value = n.string(.accessibilityValue) { return SpokenText.normalize(value) }
        if let pages = n.integer(.numberOfPages), pages > 0 {
            return "page \((n.integer(.currentPage) ?? 0) + 1) of \(pages)"
        }
        if kind.isSwitch, let on = n.bool(.isOn) { return on ? "on" : "off" }
        if kind.isTextField, n.string(.accessibilityLabel) != nil, let text = n.string(.text) { return text }
        if let value = n.number(.value) { return Self.format(value) }
        return ""
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
