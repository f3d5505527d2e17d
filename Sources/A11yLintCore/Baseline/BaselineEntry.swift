import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// One accepted finding in a baseline file. Lines are left out on purpose: the
/// fingerprint (rule, file, screen, node) is what matches, so edits that move
/// lines do not bring baselined findings back.
public struct BaselineEntry: Codable, Sendable, Equatable {
    public var rule: String
    /// Relative to the base path, with `/`.
    public var path: String
    public var screen: String?
    public var nodePath: String?
    public var identifier: String?
    /// For people reading the file; not used for matching.
    public var message: String
    public var fingerprint: String

    public init(_ finding: Finding, relativePath: String) {
        rule = finding.ruleID
        path = relativePath
        screen = finding.screen
        nodePath = finding.nodePath
        identifier = finding.identifier
        message = finding.message
        fingerprint = Fingerprint.of(finding, relativePath: relativePath)
    }

    static func precedes(_ lhs: BaselineEntry, _ rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.screen ?? "", lhs.nodePath ?? "", lhs.rule, lhs.message)
            < (rhs.path, rhs.screen ?? "", rhs.nodePath ?? "", rhs.rule, rhs.message)
    }
}
