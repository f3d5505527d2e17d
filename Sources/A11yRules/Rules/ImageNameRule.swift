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
            guard stop.segment == nil, !model.traits(of: node).isControl else { return nil }
            let name = stop.announcement.name
            // An icon font's glyph is a picture drawn with a character, and as silent as an unnamed image.
            let isGlyph = Self.isIconGlyph(name)
            guard isGlyph || model.isImage(node), model.isJudged(node) else { return nil }
            guard !Self.hasWords(name), model.decorativeReason(of: node) == nil, !model.mayLackContent(node) else {
                return nil
            }
            let identifier = node.identifier.map { " '\($0)'" } ?? ""
            let what = isGlyph ? "is named only by an icon-font character"
                : SpokenText.isEffectivelyEmpty(name) ? "has no name" : "is named only '\(name)'"
            // A private-use glyph has no spoken form: the reader says nothing, or the rest of the stop.
            let spoken = stop.announcement.utterance.unicodeScalars.filter { !Self.isPrivateUse($0) }
            let heard = SpokenText.isEffectivelyEmpty(String(String.UnicodeScalarView(spoken)))
                ? "says nothing there" : "says just '\(stop.announcement.utterance)'"
            return Violation(node, """
                \(isGlyph ? "Icon" : "Image")\(identifier) is a focus stop but \(what); the screen reader \(heard). \
                Describe what it shows, or hide it if it is decorative.
                """)
        }
    }

    /// Whether a name is only symbols with at least one private-use character, where icon fonts keep their glyphs.
    static func isIconGlyph(_ name: String) -> Bool {
        // UTF-8 starts every private-use character with 0xEE, 0xEF, 0xF3 or 0xF4: most names are let go here.
        guard name.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF || $0 == 0xF3 || $0 == 0xF4 }) else { return false }
        return SpokenText.isEffectivelyEmpty(name) && name.unicodeScalars.contains(where: isPrivateUse)
    }

    /// The Private Use Areas: the basic one and planes 15 and 16.
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
    }

    /// Whether a name holds a letter in any script: digits and punctuation are not a description.
    /// TalkBack's "Unlabelled" is what it says for no name, not a name.
    static func hasWords(_ name: String) -> Bool {
        guard !SpokenText.isEffectivelyEmpty(name), name.lowercased() != "unlabelled" else { return false }
        return name.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
