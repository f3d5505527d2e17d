import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// One accepted finding in a baseline file. Lines are left out on purpose: the
/// fingerprint (rule, file, screen, node identity) is what matches, so edits that
/// move lines or add nodes elsewhere do not bring baselined findings back.
public struct BaselineEntry: Codable, Sendable, Equatable {
    public var rule: String
    /// Relative to the base path, with `/`.
    public var path: String
    public var screen: String?
    public var nodePath: String?
    public var identifier: String?
    /// The node's identity (`NodeIdentities`); absent in baselines of version 1.
    public var identity: String?
    /// For people reading the file; matches only entries of version-1 baselines
    /// whose node path no longer does.
    public var message: String
    public var fingerprint: String

    public init(_ finding: Finding, relativePath: String) {
        rule = finding.ruleID
        path = relativePath
        screen = finding.screen
        nodePath = finding.nodePath
        identifier = finding.identifier
        identity = finding.identity
        message = finding.message
        fingerprint = Fingerprint.of(finding, relativePath: relativePath)
    }

    static func precedes(_ lhs: BaselineEntry, _ rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.screen ?? "", lhs.identity ?? lhs.nodePath ?? "", lhs.rule, lhs.message)
            < (rhs.path, rhs.screen ?? "", rhs.identity ?? rhs.nodePath ?? "", rhs.rule, rhs.message)
    }
}

extension BaselineEntry {
    /// What a version-1 entry falls back on when its node path has changed: the
    /// rule, file, screen and message, which names the node's text or identifier.
    static func messageKey(rule: String, path: String, screen: String?, message: String) -> String {
        [rule, path, screen ?? "", message].joined(separator: "\u{1F}")
    }

    var messageKey: String { Self.messageKey(rule: rule, path: path, screen: screen, message: message) }
}
