import A11yFindings

/// A finding only one version of a screen has (`diff --lint`).
public struct FindingDifference: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// The new screen has it, the old one did not.
        case new
        /// The old screen had it, the new one does not.
        case fixed
    }

    public var kind: Kind
    /// The finding in the screen that has it (its path, line and column are that screen's).
    public var finding: Finding

    public init(kind: Kind, finding: Finding) {
        self.kind = kind
        self.finding = finding
    }

    /// The findings of a screen's two versions that are not in both. A finding is the
    /// same when it has the same rule and node identity, else the same rule and
    /// message (its node was renamed); the k-th of such with the k-th. Findings a
    /// suppression accepts count in neither.
    public static func between(old: [Finding], new: [Finding]) -> [FindingDifference] {
        let old = old.filter(\.isActive)
        let new = new.filter(\.isActive)
        var oldMatched = [Bool](repeating: false, count: old.count)
        var newMatched = [Bool](repeating: false, count: new.count)
        for key in [{ (finding: Finding) in [finding.ruleID, finding.identity ?? "", finding.message] },
                    { (finding: Finding) in [finding.ruleID, finding.identity ?? ""] },
                    { (finding: Finding) in [finding.ruleID, finding.message] }] {
            var places: [[String]: [Int]] = [:]
            for index in old.indices.reversed() where !oldMatched[index] { places[key(old[index]), default: []].append(index) }
            for index in new.indices where !newMatched[index] {
                guard let found = places[key(new[index])]?.popLast() else { continue }
                oldMatched[found] = true
                newMatched[index] = true
            }
        }
        return new.indices.filter { !newMatched[$0] }.map { FindingDifference(kind: .new, finding: new[$0]) }
            + old.indices.filter { !oldMatched[$0] }.map { FindingDifference(kind: .fixed, finding: old[$0]) }
    }
}
