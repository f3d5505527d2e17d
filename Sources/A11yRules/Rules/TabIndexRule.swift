import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Each tab announces its position, and the positions agree with the tabs present.
struct TabIndexRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for group in model.nodes(Self.component) where !model.isHidden(group) {
            let tabs = TabGroup.tabs(of: group, in: model)
            guard tabs.count >= 2 else { continue }
            // Tabs past a scrolling bar's edge may be missing from the dump.
            let scrolls = model.subtree(of: group).contains { model.traits(of: $0).actions.contains(.scroll) }
            var unnumbered: [(tab: SemanticNode, said: String)] = []
            var spokenTabs = 0
            for (offset, tab) in tabs.enumerated() {
                guard let announcement = model.announcement(of: tab) else { continue }
                spokenTabs += 1
                // The reader says the place last ("tab, 2 of 4"); an app may put it in the name.
                let spoken = [announcement.content, announcement.position].filter { !$0.isEmpty }.joined(separator: ", ")
                guard let position = SpokenText.position(in: spoken) else {
                    unnumbered.append((tab, announcement.utterance))
                    continue
                }
                let expected = (index: offset + 1, count: tabs.count)
                let wrong = scrolls
                    ? position.count < tabs.count || position.index < 1 || position.index > position.count
                    : position != expected
                if wrong {
                    let place = scrolls ? "\(tabs.count) tabs show in its bar"
                        : "it is tab \(expected.index) of \(expected.count) in its bar"
                    violations.append(Violation(tab, """
                        Tab '\(model.name(of: tab))' announces position \(position.index) of \(position.count), but \
                        \(place); the reader gives a wrong picture of the bar.
                        """, severity: .error))
                }
            }
            guard !unnumbered.isEmpty else { continue }
            if unnumbered.count == spokenTabs {
                let first = unnumbered[0]
                // A bar that scrolls may hold more tabs than the dump shows.
                let place = scrolls ? "its place in the bar" : "'1 of \(tabs.count)'"
                violations.append(Violation(group, """
                    Tab group\(model.tabGroupLabel(group, tabs: tabs)) does not announce the tabs' positions: the \
                    first says '\(first.said)', not \(place); \(advice(model)).
                    """))
            } else {
                for (tab, said) in unnumbered {
                    violations.append(Violation(tab, """
                        Tab '\(model.name(of: tab))' does not announce its position as the other tabs of its bar do: \
                        it says '\(said)'.
                        """))
                }
            }
        }
        return violations
    }

    private func advice(_ model: ScreenModel) -> String {
        model.platform == .ios
            ? "use a tab bar or segmented control, give the container the tab bar trait, or say the position in each tab's value"
            : "use Material's TabLayout or navigation bar, give the bar collection information (Compose selectableGroup), "
                + "or say the position in each tab's description"
    }
}
