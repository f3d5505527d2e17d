import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// Exactly one tab of a group is selected, and says so through the platform.
struct TabSelectedStateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for group in model.nodes(Self.component) where !model.isHidden(group) {
            let tabs = TabGroup.tabs(of: group, in: model)
            guard tabs.count >= 2 else { continue }
            let states = tabs.map { model.traits(of: $0).selected }
            let selected = zip(tabs, states).filter { $0.1 == .yes }.map(\.0)
            // Words in the name are no state: the tab is selected only to the ear. A tab
            // that shows the word ("Selected" as a filter's label) is named by it, not marked.
            let wordsOnly = zip(tabs, states).filter { tab, state in
                state == .no && TabGroup.nameSaysSelected(model.name(of: tab))
                    && !(model.firstVisibleText(in: tab).map(TabGroup.nameSaysSelected) ?? false)
            }.map(\.0)
            for tab in wordsOnly {
                violations.append(Violation(tab, """
                    Tab '\(model.name(of: tab))' says it is selected only in its name; \(stateAdvice(model)), so \
                    that the reader announces it as a state.
                    """, severity: .warning))
            }
            if selected.count > 1 {
                let names = selected.map { "'\(model.name(of: $0))'" }.joined(separator: ", ")
                violations.append(Violation(group, """
                    Tab group\(model.tabGroupLabel(group, tabs: tabs)) has \(selected.count) tabs selected \
                    (\(names)); exactly one shows its content, and only that one should be selected.
                    """))
            } else if selected.isEmpty, wordsOnly.isEmpty, model.platform == .android,
                      let shown = tabs.first(where: { TabGroup.showsSelectedOnlyInside($0, in: model) }) {
                violations.append(Violation(shown, """
                    Tab '\(model.name(of: shown))' shows as selected only on its icon or label, not on the tab the \
                    reader focuses; TalkBack never says which tab is current. Set the tab itself selected.
                    """))
            } else if selected.isEmpty, wordsOnly.isEmpty, !states.contains(.notRecorded) {
                violations.append(Violation(group, """
                    Tab group\(model.tabGroupLabel(group, tabs: tabs)) has no selected tab, so the screen reader does \
                    not say which one shows; \(stateAdvice(model)) on the current tab.
                    """))
            }
        }
        return violations
    }

    private func stateAdvice(_ model: ScreenModel) -> String {
        model.platform == .ios ? "give it the selected trait" : "set it selected (setSelected, Compose's selected)"
    }
}
