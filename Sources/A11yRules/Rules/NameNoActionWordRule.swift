import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// A name does not tell the user which gesture to make.
struct NameNoActionWordRule: ConfigurableRule {
    func check(_ model: ScreenModel, options: Options) -> [Violation] {
        let allowed = options.allowedPhrases.filter { !$0.isEmpty }
        return model.stops.compactMap { stop in
            let name = stop.announcement.name
            guard stop.segment == nil, !name.isEmpty, offersAction(model.traits(of: stop.node)),
                  let words = ActionWords.instruction(in: name),
                  !allowed.contains(where: { SpokenText.contains(name, $0) }) else { return nil }
            return Violation(stop.node, """
                Name '\(name)' tells the user to '\(words)': the screen reader already says how to act, and with it \
                on the gesture is not the one the name gives. Say what the element is or does, not how to touch it.
                """, at: model.nameOverride(of: stop.node)?.mark)
        }
    }

    /// Whether the screen reader offers a way to act on the node, which words of
    /// gesture in its name would repeat or contradict. Text on an element with no
    /// action is read, not acted on: the instruction the screen shows every user
    /// ("Tap a tooth to see its record"), or a description.
    private func offersAction(_ traits: Traits) -> Bool {
        traits.isControl || !traits.actions.isEmpty
    }
}
