import A11yFindings
import A11yYAML

/// A problem with the dump itself that is reported as a finding rather than
/// stopping the document. All wording of the `dump-*` findings lives here.
public enum DumpProblem: Equatable, Sendable {
    case unknownKey(String, suggestion: String?)
    case otherPlatformKey(String, keyPlatform: Platform, dumpPlatform: Platform, counterpart: String?)
    case invalidValue(key: String, expected: String, found: String, suggestion: String?)
    case missingClass

    public static let unknownKeyRule = "dump-unknown-key"
    public static let invalidValueRule = "dump-invalid-value"
    public static let missingClassRule = "dump-missing-class"

    public var ruleID: String {
        switch self {
        case .unknownKey, .otherPlatformKey: return Self.unknownKeyRule
        case .invalidValue: return Self.invalidValueRule
        case .missingClass: return Self.missingClassRule
        }
    }

    public var severity: Severity {
        switch self {
        case .unknownKey, .otherPlatformKey: return .warning
        case .invalidValue, .missingClass: return .error
        }
    }

    public var message: String {
        switch self {
        case .unknownKey(let key, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; it is ignored"
            return "Unknown key '\(key)'\(hint)"
        case .otherPlatformKey(let key, let keyPlatform, let dumpPlatform, let counterpart):
            let hint = counterpart.map { "; did you mean '\($0)'?" } ?? "; it is ignored"
            return "'\(key)' is an \(keyPlatform.displayName) key, not part of \(dumpPlatform.displayName) dumps\(hint)"
        case .invalidValue(let key, let expected, let found, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "Invalid value for '\(key)': expected \(expected), found \(found)\(hint)"
        case .missingClass:
            return "Node has no 'class'; every node needs the class name of its view or element"
        }
    }
}

/// A dump problem with where it stands; the lint engine turns it into a finding.
public struct LocatedDumpProblem: Equatable, Sendable {
    public var problem: DumpProblem
    public var path: String
    public var mark: Mark
    /// The key of the screen the problem is in, once the document is read.
    public var screen: String?

    public init(problem: DumpProblem, path: String, mark: Mark, screen: String? = nil) {
        self.problem = problem
        self.path = path
        self.mark = mark
        self.screen = screen
    }
}
