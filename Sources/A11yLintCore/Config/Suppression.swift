import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// Accepts the findings of some rules on some nodes, for a stated reason.
/// Suppressed findings do not fail a run but stay in every report.
public struct Suppression: Sendable, Equatable {
    /// Rule ids, or `*` for every rule.
    public var rules: [String]
    public var identifier: String?
    /// An Android resource id, whole (`com.shop:id/promo`) or after `:id/` (`promo`).
    public var resourceId: String?
    /// A node-path pattern; brackets are literal, so `UITableViewCell[2]` means that cell.
    public var nodePath: Glob?
    /// A node identity (`#close`, `ImageButton[2] in #toolbar`): that node, and
    /// the nodes named in it (`… in #toolbar`). Unlike a node path it survives
    /// siblings being added or removed.
    public var node: String?
    /// When given, the suppression only covers these files.
    public var files: [Glob]
    public var reason: String
    /// Where the suppression is written, for messages about it.
    public var mark: Mark

    public func covers(_ finding: Finding, relativePath: String?) -> Bool {
        guard rules.contains("*") || rules.contains(finding.ruleID) else { return false }
        if !files.isEmpty {
            guard let relativePath, files.contains(where: { $0.matches(relativePath) }) else { return false }
        }
        if let identifier, finding.identifier != identifier { return false }
        if let resourceId {
            guard let found = finding.identifier,
                  found == resourceId || found.hasSuffix(":id/" + resourceId) else { return false }
        }
        if let nodePath {
            guard let found = finding.nodePath, nodePath.matches(found) else { return false }
        }
        if let node {
            // The text report spells icon-font glyphs out (`U+E823`): an identity copied from it names the node too.
            let node = PrivateUseGlyphs.spelledOut(node)
            guard let found = finding.identity.map(PrivateUseGlyphs.spelledOut),
                  found == node || found.hasSuffix(" in " + node) else { return false }
        }
        return true
    }
}
