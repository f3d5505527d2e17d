/// The words of a folded text (its runs of letters and digits) looked for one by
/// one in another. `SpokenText.contains` matches a part word by word only when
/// every word of the part is a whole word of the text, so each occurs in the text
/// as it stands; a part with a word that does not ("Größe L" in "Größe M") is let
/// go before either text is split into words. TextFastPathTests compares
/// `SpokenText.contains` with and without it.
enum WordRuns {
    /// Whether each run of word scalars of `part` occurs somewhere in `text`;
    /// true when `part` has none.
    static func allOccur(_ part: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
        var start = 0
        while start < part.count {
            guard SpokenText.isWordScalar(part[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < part.count, SpokenText.isWordScalar(part[end]) { end += 1 }
            if !occurs(part[start..<end], in: text) { return false }
            start = end
        }
        return true
    }

    private static func occurs(_ word: ArraySlice<Unicode.Scalar>, in text: [Unicode.Scalar]) -> Bool {
        guard word.count <= text.count, let first = word.first else { return word.isEmpty }
        for start in 0...(text.count - word.count) where text[start] == first {
            if text[start..<start + word.count].elementsEqual(word) { return true }
        }
        return false
    }
}
