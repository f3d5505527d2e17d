import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A row of chips says what its chips choose: its container has a name, or the
/// reader says a text (a title such as "Theme" or "Filter by") just before its first chip.
struct ChipGroupLabelRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        var violations: [Violation] = []
        for row in Chip.rows(in: model) where row.chips.count >= 2 && !model.isHidden(row.container) {
            if let own = model.nameOverride(of: row.container)?.name, !SpokenText.isEffectivelyEmpty(own) { continue }
            // The chip a swipe reaches first; chips merged into a larger stop are that stop's business.
            let places = row.chips.compactMap { chip in model.placeOfStop(on: chip).map { (chip, $0) } }
            guard places.count >= 2, let first = places.min(by: { $0.1 < $1.1 }) else { continue }
            let before = first.1 > 0 ? model.stops[first.1 - 1].node : nil
            if let before, Self.isLabelText(before, in: model) { continue }
            let names = places.sorted { $0.1 < $1.1 }.prefix(3).map { "'\(model.name(of: $0.0))'" }
            let heard = before.map { "the stop read before the first chip is \(model.label($0)), not a title" }
                ?? "no stop is read before the first chip"
            violations.append(Violation(row.container, """
                Chip group of \(places.count) chips (\(names.joined(separator: ", "))\(places.count > 3 ? ", …" : "")) \
                has no label: its container has no name and \(heard), so a screen-reader user hears the chips \
                without learning what they choose.
                """))
        }
        return violations
    }

    /// A stop that only says words: a text or a heading, not a control or a field.
    private static func isLabelText(_ node: SemanticNode, in model: ScreenModel) -> Bool {
        let traits = model.traits(of: node)
        if traits.isHeading { return true }
        guard traits.role == .staticText || traits.role == .none && !traits.isControl
            && !traits.actions.contains(.activate) && !traits.actions.contains(.edit) else { return false }
        return !SpokenText.isEffectivelyEmpty(model.name(of: node))
    }
}
