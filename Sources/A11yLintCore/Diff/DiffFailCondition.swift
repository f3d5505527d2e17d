import A11yFindings

/// What makes `diff` exit 1 (`--fail-on`, comma-separated; `any` by default).
public enum DiffFailCondition: Equatable, Sendable {
    /// Any difference at all, as `git diff --exit-code`.
    case any
    /// A stop of a screen both sides have lost its name, or a named stop of it was removed.
    case removedName
    /// A stop says fewer states than it did, or no longer says its value (`StopDifference.losesState`).
    case lostState
    /// A new finding at or above the severity (needs `--lint`).
    case finding(Severity)

    /// Reads one condition as the command line writes it: `any`, `removed-name`, `lost-state`, `finding:error`.
    public init?(_ text: String) {
        switch text {
        case "any": self = .any
        case "removed-name": self = .removedName
        case "lost-state": self = .lostState
        default:
            guard text.hasPrefix(Self.findingPrefix),
                  let severity = Severity(rawValue: String(text.dropFirst(Self.findingPrefix.count))) else { return nil }
            self = .finding(severity)
        }
    }

    static let findingPrefix = "finding:"

    /// The conditions' names as `--help` and errors list them.
    public static let names = "any, removed-name, lost-state, finding:error, finding:warning, finding:note"

    public func isMet(by screen: ScreenDiff) -> Bool {
        switch self {
        case .any:
            return screen.status != .unchanged
        case .removedName:
            // A screen that is gone took its names with it: that is a file removed, reported as such.
            return screen.status == .changed && screen.stops.contains(where: \.removesName)
        case .lostState:
            return screen.stops.contains(where: \.losesState)
        case .finding(let severity):
            return screen.findings.contains { $0.kind == .new && $0.finding.severity >= severity }
        }
    }
}
