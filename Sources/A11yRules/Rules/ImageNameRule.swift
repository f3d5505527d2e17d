import A11yCatalog
import A11yFindings
import A11yDump
import A11ySemantics

/// An image that is a focus stop has a name in words.
///
/// Shares the work with two rules: an image the user can activate is a control,
/// and `control-name` reports it unnamed; an image that looks decorative (a
/// chevron, a separator) should be hidden rather than named, and
/// `decorative-image-hidden` says so. A name that is an asset id is
/// `name-not-asset-id`'s.
struct ImageNameRule: PlainRule {
    func check(_ model: ScreenModel) -> [Violation] {
        model.stops.compactMap { stop in
            let node = stop.node
            guard stop.segment == nil, model.isImage(node), !model.traits(of: node).isControl,
                  model.isJudged(node) else { return nil }
            let name = stop.announcement.name
            guard !Self.hasWords(name), model.decorativeReason(of: node) == nil, !model.mayLackContent(node) else {
                return nil
            }
            let identifier = node.identifier.map { " '\($0)'" } ?? ""
            let what = SpokenText.isEffectivelyEmpty(name) ? "has no name" : "is named only '\(name)'"
            return Violation(node, """
                Image\(identifier) is a focus stop but \(what); the screen reader says just \
                '\(stop.announcement.utterance)'. Describe what it shows, or hide it if it is decorative.
                """)
        }
    }

    /// Whether a name holds a letter in any script: digits and punctuation are not a description.
    /// TalkBack's "Unlabelled" is what it says for no name, not a name.
    static func hasWords(_ name: String) -> Bool {
        guard !SpokenText.isEffectivelyEmpty(name), name.lowercased() != "unlabelled" else { return false }
        return name.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
