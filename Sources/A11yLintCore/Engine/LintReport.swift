/// The result of a run over many inputs.
public struct LintReport: Sendable {
    public var files: [FileResult]

    public init(files: [FileResult]) {
        self.files = files
    }

    /// Every finding, sorted by path, line and column.
    public var findings: [Finding] {
        files.flatMap(\.findings).sorted(by: Finding.precedes)
    }

    /// Every input error, sorted by path and position.
    public var errors: [InputError] {
        files.flatMap(\.errors).sorted { ($0.path, $0.mark) < ($1.path, $1.mark) }
    }

    public var screenCount: Int { files.reduce(0) { $0 + $1.screenCount } }

    public func count(of severity: Severity) -> Int {
        files.reduce(0) { total, file in total + file.findings.filter { $0.severity == severity }.count }
    }

    /// The exit status a linter run should end with: 2 when an input could not be
    /// read, 1 when a finding reaches `failOn`, else 0.
    public func exitStatus(failOn: Severity) -> Int32 {
        if files.contains(where: { !$0.errors.isEmpty }) { return 2 }
        if files.contains(where: { $0.findings.contains { $0.severity >= failOn } }) { return 1 }
        return 0
    }
}
