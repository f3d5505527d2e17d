import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A progress indicator that is a stop of its own does not repeat the progress a
/// text read just before or after it already states ("Step 2 of 5" beside a bar
/// at 2 of 5): the user hears the same numbers twice.
struct ProgressTextDuplicateRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for indicator in model.nodes(Self.component) where model.isJudged(indicator) && !model.isWebContent(indicator) {
            guard let place = model.placeOfStop(on: indicator), let stop = model.stop(on: indicator),
                  stop.segment == nil else { continue }
            let spoken = stop.announcement
            var said = ProgressNumbers(text: spoken.name + " " + spoken.value)
            if let range = model.range(of: indicator) { said = said.union(ProgressNumbers(range: range)) }
            guard !said.isEmpty else { continue }
            for neighbour in [place - 1, place + 1] where model.stops.indices.contains(neighbour) {
                let text = model.stops[neighbour].node
                guard model.stops[neighbour].segment == nil, model.layer(of: text) == model.layer(of: indicator),
                      Self.isPlainText(text, in: model) else { continue }
                let words = model.name(of: text)
                guard ProgressNumbers(text: words).sharesAny(with: said) else { continue }
                let side = neighbour < place ? "before" : "after"
                violations.append(Violation(indicator, """
                    Progress indicator\(model.named(indicator)) repeats the progress of the text '\(words)' read \
                    just \(side) it: the user hears the same numbers twice; hide the indicator from the screen \
                    reader or merge it with the text into one stop.
                    """))
                break
            }
        }
        return violations
    }

    /// A stop that only says words: not a control, a field or a heading.
    private static func isPlainText(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        guard !traits.isHeading, !traits.isControl, !traits.actions.contains(.activate),
              !traits.actions.contains(.edit) else { return false }
        return traits.role == .staticText || traits.role == .none
    }
}
