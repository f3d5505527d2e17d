/// How many findings there are of each kind that summaries and exit statuses ask about.
public struct FindingCounts: Equatable, Sendable {
    /// Active findings (the ones that count) by severity.
    public var errors = 0
    public var warnings = 0
    public var notes = 0
    public var suppressed = 0
    public var baselined = 0

    public init() {}

    public init(_ findings: [Finding]) {
        // Through the buffer: handing out whole findings would copy each one.
        findings.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                switch findings[index].status {
                case .active: add(active: findings[index].severity)
                case .suppressed: suppressed += 1
                case .baselined: baselined += 1
                }
            }
        }
    }

    private mutating func add(active severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: notes += 1
        }
    }

    /// Active findings of one severity.
    public func active(_ severity: Severity) -> Int {
        switch severity {
        case .error: return errors
        case .warning: return warnings
        case .note: return notes
        }
    }

    /// Active findings at `severity` or above.
    public func active(atLeast severity: Severity) -> Int {
        Severity.allCases.filter { $0 >= severity }.reduce(0) { $0 + active($1) }
    }

    public static func + (lhs: FindingCounts, rhs: FindingCounts) -> FindingCounts {
        var sum = lhs
        sum.errors += rhs.errors
        sum.warnings += rhs.warnings
        sum.notes += rhs.notes
        sum.suppressed += rhs.suppressed
        sum.baselined += rhs.baselined
        return sum
    }
}
