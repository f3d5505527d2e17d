import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// In an open navigation drawer, a text that stands between groups of items (a
/// section's title such as "Labels" or "Recent") is a heading.
struct DrawerSectionHeadingRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        // Where the dump does not record headings, a title may be one all the same.
        guard model.recordsHeadings else { return [] }
        var violations: [Violation] = []
        for drawer in model.nodes(Self.component) where !model.isHidden(drawer) {
            let stops = Array(model.stops(within: drawer).filter { $0.segment == nil })
            // A title needs an item before it and two after it: the drawer's own
            // header (an account's name, its address) comes before any item.
            guard stops.count >= 4 else { continue }
            for place in 1..<(stops.count - 2) {
                let node = stops[place].node
                guard Self.isPressable(stops[place - 1].node, model), Self.isPressable(stops[place + 1].node, model),
                      Self.isPressable(stops[place + 2].node, model), let title = Self.titleText(node, model) else {
                    continue
                }
                violations.append(Violation(node, """
                    Drawer section title '\(title)' is not a heading: it stands between the drawer's items, but \
                    TalkBack's heading navigation cannot jump to it, so a user swipes through every item to find \
                    a section.
                    """))
            }
        }
        return violations
    }

    /// The most words a section's title has.
    static let titleWords = 6

    /// The words of a stop that only says a short title: not a control, a field or
    /// a heading, with a letter in it (an unread count between items is no title).
    private static func titleText(_ node: SemanticNode, _ model: ScreenModel) -> String? {
        let traits = model.traits(of: node)
        guard !traits.isHeading, !traits.isControl, !isPressable(node, model), !traits.actions.contains(.edit),
              traits.role == .none || traits.role == .staticText else { return nil }
        let name = model.name(of: node)
        guard !SpokenText.isEffectivelyEmpty(name), name.contains(where: \.isLetter), name.count <= 40,
              name.split(whereSeparator: \.isWhitespace).count <= titleWords else { return nil }
        return name
    }

    /// A drawer's item: something a double tap activates.
    private static func isPressable(_ node: SemanticNode, _ model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        return traits.role == .button || traits.actions.contains(.activate)
    }
}
