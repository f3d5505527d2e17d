/// How serious a finding is; ordered so that `error` is the greatest.
public enum Severity: String, Comparable, CaseIterable, Sendable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
