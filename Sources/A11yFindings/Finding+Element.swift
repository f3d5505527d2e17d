extension Finding {
    /// Announcements longer than this are cut where a report names the element:
    /// the quote tells the element apart, the full text is in the report's other fields.
    public static let longestQuotedAnnouncement = 40

    /// The element the finding is about, to end its line in a report: its identity
    /// and, in quotes, what the screen reader says there, cut short:
    /// `#iv_gallery[10] in #recyclerView_gallery "unlabelled, button"`. A one-line
    /// capture puts every finding on line 1, and this is then what tells them apart.
    /// When the identity already quotes the node by what it says (`#advert_grid_root
    /// "Просмотрено"`), the announcement is not quoted again. Icon-font glyphs are
    /// spelled out (`PrivateUseGlyphs`). Nil for a finding about no element (a problem
    /// of the dump itself). Not yet safe for a terminal: each report escapes it its own way.
    public var element: String? {
        let said = quotedAnnouncement
        switch (identity.map(PrivateUseGlyphs.spelledOut), said) {
        case let (identity?, said?): return identity + " " + said
        case let (identity, said): return identity ?? said
        }
    }

    /// The announcement in quotes, cut short and with glyphs spelled out; nil when
    /// there is none or the identity names the node by the same words.
    private var quotedAnnouncement: String? {
        // A stop that says nothing is told by its identity: `""` would read as a name left out.
        guard let announcement, !announcement.isEmpty else { return nil }
        let quoted = "\"" + PrivateUseGlyphs.spelledOut(announcement.shortened(to: Self.longestQuotedAnnouncement)) + "\""
        guard let identity else { return quoted }
        return Self.ownName(in: PrivateUseGlyphs.spelledOut(identity)) == quoted ? nil : quoted
    }

    /// The node's own quoted name in an identity (`"Просмотрено"` in `#row "Просмотрено"[2] in #list`):
    /// the first quote, when it comes before the identity's anchor (` in …`), whose names are the anchor's.
    /// The name may hold quotes of its own: it ends at the first quote followed by its
    /// ordinal, by ` in ` or by the end.
    static func ownName(in identity: String) -> String? {
        let characters = Array(identity)
        guard let open = characters.firstIndex(of: "\""),
              !String(characters[..<open]).contains(" in ") else { return nil }
        var index = open + 1
        while index < characters.count {
            if characters[index] == "\"" {
                let after = characters[(index + 1)...]
                if after.isEmpty || after.first == "[" || after.starts(with: " in ") {
                    return String(characters[open...index])
                }
            }
            index += 1
        }
        return nil
    }

    /// Appends `" " + element`, safe for a terminal (`TerminalText`), to `bytes`;
    /// nothing when there is no element. The text report writes this after every
    /// finding of a large run, so no string is made for it unless a glyph or a repeated
    /// name asks for one.
    public func writeElement(to bytes: inout [UInt8]) {
        guard let identity, let announcement, !announcement.isEmpty, !PrivateUseGlyphs.mayOccur(in: identity),
              !PrivateUseGlyphs.mayOccur(in: announcement), identity.utf8.contains(UInt8(ascii: "\"")) == false else {
            if let element {
                bytes.append(UInt8(ascii: " "))
                TerminalText.append(element, to: &bytes)
            }
            return
        }
        bytes.append(UInt8(ascii: " "))
        TerminalText.append(identity, to: &bytes)
        bytes.append(contentsOf: Self.quoteOpening)
        TerminalText.append(announcement.shortened(to: Self.longestQuotedAnnouncement), to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    private static let quoteOpening = Array(" \"".utf8)
}
