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
            // The node's identity ends the finding's line: the message names it by what it is.
            let what = isGlyph ? "is named only by an icon-font character ('\(name)'), which has no spoken form"
                : SpokenText.isEffectivelyEmpty(name) ? "has no name" : "is named only '\(name)'"
            return Violation(node, """
                \(isGlyph ? "Icon" : "Image") is a focus stop but \(what); the screen reader \
                \(Self.says(stop.announcement.utterance)). Describe what it shows, or hide it if it is decorative.
                """)
        }
    }

    /// What the reader is heard to say of an utterance: a private-use glyph has no
    /// spoken form, so the reader says nothing there, or the rest of the stop.
    static func says(_ utterance: String) -> String {
        let spoken = PrivateUseGlyphs.spoken(utterance)
        return spoken.isEmpty ? "says nothing there" : "says just '\(spoken)'"
    }

    /// Whether a name is only symbols with at least one private-use character, where icon fonts keep their glyphs.
    static func isIconGlyph(_ name: String) -> Bool {
        // UTF-8 starts every private-use character with 0xEE, 0xEF, 0xF3 or 0xF4: most names are let go here.
        guard name.utf8.contains(where: { $0 == 0xEE || $0 == 0xEF || $0 == 0xF3 || $0 == 0xF4 }) else { return false }
        return SpokenText.isEffectivelyEmpty(name) && name.unicodeScalars.contains(where: PrivateUseGlyphs.contains)
    }

    /// Whether a name holds a letter in any script: digits and punctuation are not a description.
    /// TalkBack's "Unlabelled" is what it says for no name, not a name.
    static func hasWords(_ name: String) -> Bool {
        guard !SpokenText.isEffectivelyEmpty(name), name.lowercased() != "unlabelled" else { return false }
        return name.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
