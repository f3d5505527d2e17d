extension Finding {
    /// Announcements longer than this are cut where a report names the element:
    /// the quote tells the element apart, the full text is in the report's other fields.
    public static let longestQuotedAnnouncement = 40

    /// The element the finding is about, to end its line in a report: its identity
    /// and, in quotes, what the screen reader says there, cut short:
    /// `#iv_gallery[10] in #recyclerView_gallery "unlabelled, button"`. A one-line
    /// capture puts every finding on line 1, and this is then what tells them apart.
    /// Nil for a finding about no element (a problem of the dump itself).
    /// Not yet safe for a terminal: each report escapes it its own way.
    public var element: String? {
        let said = announcement.map { "\"" + $0.shortened(to: Self.longestQuotedAnnouncement) + "\"" }
        switch (identity, said) {
        case let (identity?, said?): return identity + " " + said
        case let (identity, said): return identity ?? said
        }
    }

    /// Appends `" " + element`, safe for a terminal (`TerminalText`), to `bytes`;
    /// nothing when there is no element. The text report writes this after every
    /// finding of a large run, so no string is made for it.
    public func writeElement(to bytes: inout [UInt8]) {
        if let identity {
            bytes.append(UInt8(ascii: " "))
            TerminalText.append(identity, to: &bytes)
        }
        if let announcement {
            bytes.append(contentsOf: Self.quoteOpening)
            TerminalText.append(announcement.shortened(to: Self.longestQuotedAnnouncement), to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private static let quoteOpening = Array(" \"".utf8)
}
