import A11yFindings
import A11yYAML

/// Picks the known name closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
    /// - Parameter maxDistance: the most edits allowed; by default one per three
    ///   letters, at least one and at most three.
    public static func closest(to name: String, among candidates: [String], maxDistance: Int? = nil) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let allowed = maxDistance ?? max(1, min(3, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            // Names whose lengths differ by more than the edits allowed are that many
            // edits apart at least: skipped unmeasured (a dump may hold thousands of unknown keys).
            guard abs(other.count - lowered.count) <= allowed else { continue }
            let distance = editDistance(lowered, other)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with one rolling row.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
