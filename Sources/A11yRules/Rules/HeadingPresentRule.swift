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
        // A screen that shows neither a title nor a section's title (a launcher's
        // icons, a feed under a logo) has nothing a heading would name.
        guard title != nil || Self.showsSectionTitle(model) else { return [] }
        let suggestion = title.map { " Its title '\($0.text)' could be one." } ?? ""
        return [Violation(model.root, """
            Screen has \(judged.count) focus stops and no heading: Rotor and TalkBack heading navigation find \
            nothing, and a user must swipe through every stop.\(suggestion)
            """)]
    }

    /// The most words a section's title has.
    static let titleWords = 6

    /// Whether a stop shows what a section's title does: a short text followed,
    /// within the next two siblings of the part that holds it alone (a header row
    /// around the title; for a plain text, the row it shares with a detail), by a
    /// part of the screen that holds two stops or more: the section it introduces ("Chosen for you" above a row of cards, "Quick
    /// call" above its buttons). A launcher's icons and a feed's rows are followed
    /// by more of their kind, one stop each, and introduce nothing.
    static func showsSectionTitle(_ model: ScreenModel) -> Bool {
        model.stops.contains { stop in
            guard stop.segment == nil, let text = model.firstVisibleText(in: stop.node),
                  !SpokenText.isEffectivelyEmpty(text),
                  text.split(whereSeparator: \.isWhitespace).count <= titleWords, text.count <= 40 else { return false }
            var block = stop.node
            while let parent = model.parent(of: block), model.stopCount(within: parent, upTo: 2) == 1 { block = parent }
            if introducesSection(block, model) { return true }
            // A title that is plain text may stand level with what it introduces (a
            // label above a few buttons in one container), or share its row with a
            // detail (a date at the right): then the row introduces what follows it.
            guard !model.traits(of: stop.node).isControl else { return false }
            if isFollowedByStops(block, model) { return true }
            guard let row = model.parent(of: block) else { return false }
            return introducesSection(row, model)
        }
    }

    /// Whether two stops or more follow the node among its next few siblings.
    private static func isFollowedByStops(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        var found = 0
        for sibling in nextSiblings(of: node, model, upTo: 8) where found < 2 {
            found += model.stopCount(within: sibling, upTo: 2 - found)
        }
        return found >= 2
    }

    /// Whether one of the node's next two siblings holds two stops or more.
    private static func introducesSection(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        nextSiblings(of: node, model, upTo: 2).contains { model.stopCount(within: $0, upTo: 2) >= 2 }
    }

    /// The siblings after the node, at most `limit` of them: each found from the last
    /// in one step, so a long list of siblings is not walked for every stop.
    private static func nextSiblings(of node: SemanticNode, _ model: ScreenModel, upTo limit: Int) -> [SemanticNode] {
        var siblings: [SemanticNode] = []
        var current = node
        while siblings.count < limit, let next = model.tree.nextSibling(of: current) {
            siblings.append(next)
            current = next
        }
        return siblings
    }
}
