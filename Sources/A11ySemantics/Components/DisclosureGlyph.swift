import A11yFindings
import A11yDump

/// The small picture beside a label that says the row opens something in place:
/// a caret or chevron that points down or up (an accordion), or a drop-down arrow
/// (a picker's trigger). Found on leaves by their id, description or label
/// (`ic_expand_more`, `chevron.down`, "Expand"; a text's own words do not count),
/// or by a text that is only such a glyph ("▾"). Right-pointing chevrons are left out: a row's `›` or
/// `chevron_right` says it navigates, which is the table row's business.
public enum DisclosureGlyph: Sendable, Equatable {
    /// Shows or hides content in place: caret, chevron down or up, expand, collapse.
    case expand
    /// Opens a list of options: Material's `arrow_drop_down`, UIKit's pop-up `chevron.up.chevron.down`.
    case dropdown

    /// What the node shows, if it is a childless glyph of either kind.
    public static func kind(of node: SemanticNode) -> DisclosureGlyph? {
        guard node.children.isEmpty else { return nil }
        if let text = node.visibleText {
            var scalars = text.unicodeScalars.makeIterator()
            if let only = scalars.next(), scalars.next() == nil, caretGlyphs.contains(only.value) { return .expand }
        }
        // Every leaf of a screen is asked: its keys are read in one pass.
        var fromID: DisclosureGlyph?
        var fromDescription: DisclosureGlyph?
        for property in node.dumped.properties {
            switch property.key {
            case .accessibilityIdentifier, .resourceId, .testTag:
                guard fromID == nil, case .string(let words) = property.value else { continue }
                fromID = kind(ofWords: words)
            case .contentDescription, .accessibilityLabel:
                // A text says what it says: "Expand all" is a label, not a picture of a caret.
                guard fromDescription == nil, node.visibleText == nil, case .string(let words) = property.value else {
                    continue
                }
                fromDescription = kind(ofWords: words)
            default:
                continue
            }
        }
        if fromID == .dropdown || fromDescription == .dropdown { return .dropdown }
        return fromID ?? fromDescription
    }

    /// Carets that point down or up: ▾ ▴ ▿ ▵ ⌄ ⌃ ˅ ˄ ⏷ ⏶. The large filled
    /// triangles ▼ ▲ are left out: they also sort columns and show a price going up.
    private static let caretGlyphs: [UInt32] = [0x25BE, 0x25B4, 0x25BF, 0x25B5, 0x2304, 0x2303, 0x02C5, 0x02C4, 0x23F7,
                                                0x23F6]

    /// The kind an id or description names, compared without case. Every leaf's
    /// id is asked, so the words are looked for only where their first letter is.
    static func kind(ofWords words: String) -> DisclosureGlyph? {
        guard words.utf8.count <= 60 else { return nil }
        var words = words
        return words.withUTF8 { bytes -> DisclosureGlyph? in
            var found: DisclosureGlyph?
            for start in bytes.indices {
                let first = lowered(bytes[start])
                // The words start with a, c, d, e or u: most bytes are passed over here.
                guard first == 0x61 || (first >= 0x63 && first <= 0x65) || first == 0x75 else { continue }
                for (word, kind) in wordsByFirstLetter[Int(first)] where matches(bytes, at: start, word) {
                    if kind == .dropdown { return .dropdown }
                    found = kind
                }
            }
            return found
        }
    }

    /// The words of each kind, by their first letter. "expand" covers
    /// `expand_more` and `expand_less`; "collapse" does not match `collapsing_toolbar`.
    private static let wordsByFirstLetter: [[(word: StaticString, kind: DisclosureGlyph)]] = {
        let dropdown: [StaticString] = [
            "dropdown", "drop_down", "drop-down", "drop down", "chevron.up.chevron.down", "chevron.up.down", "updown",
        ]
        let expand: [StaticString] = [
            "expand", "collapse", "caret", "chevron.down", "chevron.up", "chevron_down", "chevron_up", "chevron-down",
            "chevron-up", "chevrondown", "chevronup", "chevron down", "chevron up", "accordion",
        ]
        var table = Array(repeating: [(word: StaticString, kind: DisclosureGlyph)](), count: 256)
        for (words, kind) in [(dropdown, DisclosureGlyph.dropdown), (expand, .expand)] {
            for word in words {
                table[Int(word.withUTF8Buffer { $0[0] })].append((word, kind))
            }
        }
        return table
    }()

    /// Whether the ASCII `word` starts at `start` in the UTF-8 `bytes`, ignoring ASCII case.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= bytes.count else { return false }
        return word.withUTF8Buffer { needle in
            var offset = 0
            while offset < count, lowered(bytes[start + offset]) == needle[offset] { offset += 1 }
            return offset == count
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
