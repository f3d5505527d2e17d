import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A screen with many stops has at least one heading, for heading navigation.
struct HeadingPresentRule: ConfigurableRule {
    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        // Where the dump does not record headings, none may be there all the same.
        guard model.recordsHeadings else { return [] }
        let judged = model.stops.filter { $0.segment == nil && model.isJudged($0.node) }
        guard judged.count >= options.minStops else { return [] }
        if model.nodes.contains(where: { model.traits(of: $0).isHeading && !model.isHidden($0) }) { return [] }
        let title = model.screenTitle()
        if let title, model.isHeading(title) { return [] }
        let suggestion = title.map { " Its title '\($0.text)' could be one." } ?? ""
        return [Violation(model.root, """
            Screen has \(judged.count) focus stops and no heading: Rotor and TalkBack heading navigation find \
            nothing, and a user must swipe through every stop.\(suggestion)
            """)]
    }
}
