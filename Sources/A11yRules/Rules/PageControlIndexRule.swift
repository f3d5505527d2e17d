import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A page control that is a focus stop says "X of Y", and the numbers match what it shows.
struct PageControlIndexRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for control in model.nodes(Self.component) where !model.isHidden(control) {
            let shown = PageControl.shownPage(of: control, in: model)
            if let announcement = model.announcement(of: control) {
                if let problem = problem(with: announcement.content, utterance: announcement.utterance, shown: shown) {
                    violations.append(Violation(control, "Page control \(problem)"))
                }
                continue
            }
            // On Android the index may be spoken by each dot instead.
            let dots = PageControl.dots(of: control, in: model).filter(model.isStop)
            for (index, dot) in dots.enumerated() {
                guard let announcement = model.announcement(of: dot) else { continue }
                let expected = (index: index + 1, count: dots.count)
                // TalkBack may say the dot's place in its collection after everything else ("Tab, 2 of 4").
                let spoken = [announcement.content, announcement.position].filter { !$0.isEmpty }.joined(separator: ", ")
                if let problem = problem(with: spoken, utterance: announcement.utterance, shown: expected) {
                    violations.append(Violation(dot, "Page control dot \(index + 1) \(problem)"))
                }
            }
        }
        return violations
    }

    private func problem(with content: String, utterance: String, shown: (index: Int, count: Int)?) -> String? {
        guard let spoken = SpokenText.position(in: content) else {
            return "announces '\(utterance)', which does not give its position as 'X of Y'."
        }
        guard spoken.index >= 1, spoken.index <= spoken.count else {
            return "announces position \(spoken.index) of \(spoken.count), which cannot be right."
        }
        if let shown, shown != spoken {
            return "announces '\(content)' but shows page \(shown.index) of \(shown.count)."
        }
        return nil
    }
}
