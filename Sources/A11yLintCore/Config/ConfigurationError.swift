import A11yFindings
import A11yDump
import A11ySemantics
import A11yCatalog
import A11yRules

/// A problem with a configuration or baseline file, with where it is. All wording lives here.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Equatable, Sendable {
        case unreadable(InputProblem)
        case notAMapping(found: String)
        case missingVersion
        case unsupportedVersion(String, supported: Int)
        case unknownKey(String, allowed: [String])
        case invalidValue(key: String, expected: String)
        case unknownRule(String)
        case unknownOption(String, rule: String, known: [String])
        case invalidOption(String, rule: String, expected: String)
        case unknownComponent(String)
        case noSuppressionTarget
        case missingReason
        case invalidBaseline(String)
        case unsupportedBaselineVersion(Int)
    }

    public var path: String
    public var mark: Mark
    public var problem: Problem

    public init(path: String, mark: Mark, problem: Problem) {
        self.path = path
        self.mark = mark
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .unreadable(let inner):
            return inner.message
        case .notAMapping(let found):
            return "a configuration file must be a mapping of settings, found \(found)"
        case .missingVersion:
            return "the configuration has no 'version'; start it with 'version: 1'"
        case .unsupportedVersion(let found, let supported):
            return "unsupported configuration version '\(found)'; this a11ylint reads version \(supported)"
        case .unknownKey(let key, let allowed):
            let hint = Suggestion.closest(to: key, among: allowed).map { "; did you mean '\($0)'?" }
                ?? "; expected one of: \(allowed.joined(separator: ", "))"
            return "unknown key '\(key)'\(hint)"
        case .invalidValue(let key, let expected):
            return "'\(key)' must be \(expected)"
        case .unknownRule(let id):
            let hint = RuleCatalog.builtIn.suggestion(for: id).map { "; did you mean '\($0)'?" }
                ?? "; 'a11ylint rules' lists them"
            return "unknown rule '\(id)'\(hint)"
        case .unknownOption(let option, let rule, let known):
            let hint = Suggestion.closest(to: option, among: known).map { "did you mean '\($0)'? " } ?? ""
            let choices = known.isEmpty ? "it takes no options" : "its options are: \(known.joined(separator: ", "))"
            return "rule '\(rule)' has no option '\(option)'; \(hint)\(choices)"
        case .invalidOption(let option, let rule, let expected):
            return "option '\(option)' of rule '\(rule)' must be \(expected)"
        case .unknownComponent(let found):
            let hint = Suggestion.closest(to: found, among: Components.names).map { "did you mean '\($0)'? " } ?? ""
            return "unknown component '\(found)'; \(hint)expected one of: "
                + Components.names.joined(separator: ", ")
        case .noSuppressionTarget:
            return "a suppression needs 'identifier', 'resourceId', 'node' or 'nodePath' to say which nodes it covers"
        case .missingReason:
            return "a suppression needs a 'reason' saying why the finding is accepted"
        case .invalidBaseline(let detail):
            return "not an a11ylint baseline: \(detail)"
        case .unsupportedBaselineVersion(let found):
            return "unsupported baseline version \(found); write it again with --write-baseline"
        }
    }

    /// Compiler style: `path:line:col: error: message`. The path and the message may
    /// quote the input (a file name, a key, a value): written safe for one line of a
    /// terminal, as `TerminalText` says.
    public var description: String {
        "\(TerminalText.safe(path)):\(mark.line):\(mark.column): error: \(TerminalText.safe(message))"
    }
}

/// Every mistake found in one configuration file, in the order they are written.
public struct ConfigurationErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) {
        self.errors = errors.sorted { ($0.path, $0.mark.line, $0.mark.column) < ($1.path, $1.mark.line, $1.mark.column) }
    }

    /// One compiler-style line per mistake.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
