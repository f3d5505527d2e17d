extension String {
    /// The text cut to `limit` characters, its last one an ellipsis, when it is longer:
    /// names and announcements quoted in one line of a report identify an element,
    /// they do not reproduce it.
    public func shortened(to limit: Int) -> String {
        guard count > limit else { return self }
        return String(prefix(limit - 1)) + "…"
    }
}
