extension String {
    /// The text's first words, at most `words` of them and `limit` characters, cut
    /// between words (a single word longer than the limit is cut with an ellipsis):
    /// a name suggested in a message is a few words, not a card's whole text.
    public func firstWords(_ words: Int, within limit: Int) -> String {
        let all = split(whereSeparator: \.isWhitespace)
        var kept: [Substring] = []
        var length = 0
        for word in all.prefix(words) {
            let added = length + (kept.isEmpty ? 0 : 1) + word.count
            guard added <= limit else { break }
            kept.append(word)
            length = added
        }
        if kept.isEmpty { return all.first.map { String($0).shortened(to: limit) } ?? "" }
        // Punctuation that ended a clause would dangle at the end of the shorter text.
        var text = kept.joined(separator: " ")
        while let last = text.last, ",;:".contains(last) { text.removeLast() }
        return text
    }
}
